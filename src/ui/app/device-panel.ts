import { css, html, LitElement, nothing } from "lit";
import type { Locale } from "../../core/locale.js";
import { shared } from "../styles/theme.js";
import { DeviceNotifications } from "./device-notifications.js";
import { isIosDevice, isStandalone } from "./home-screen.js";
import { InstallOffer } from "./install-offer.js";
import { PushApi } from "./push-api.js";
import { uiLocale } from "./ui-locale.js";
import { uiText } from "./ui-text.js";

/**
 * `<ask-user-device-panel>`: "This device", under the sessions list where a phone shows it
 * first: the switch for notifications on this device and the way to install the app.
 */
export class DevicePanel extends LitElement {
  static override properties = {
    apiBase: { attribute: false },
    token: { attribute: false },
    sessionLocale: { attribute: false },
  };

  static override styles = [
    shared,
    css`
      :host {
        display: block;
      }
      section {
        display: grid;
        gap: 8px;
        margin: 0 8px;
        /* Clear of a phone's home indicator when the app runs from the Home Screen. */
        padding: 12px 10px max(16px, env(safe-area-inset-bottom));
        border-top: 1px solid var(--ask-user-border);
      }
      h2 {
        margin: 0;
        color: var(--ask-user-muted);
        font-size: 12px;
        font-weight: 600;
        letter-spacing: 0.06em;
        text-transform: uppercase;
      }
      label {
        display: flex;
        align-items: center;
        gap: 12px;
        min-height: 44px;
        font-weight: 500;
        cursor: pointer;
      }
      label:has(input:disabled) {
        cursor: not-allowed;
      }
      label span {
        flex: 1;
      }
      /* The checkbox drawn as a switch: a track with a knob that slides to the right when on. */
      input[role="switch"] {
        flex: none;
        position: relative;
        width: 44px;
        height: 26px;
        margin: 0;
        border-radius: 999px;
        background: var(--ask-user-border);
        appearance: none;
        cursor: inherit;
        transition: background-color 0.15s;
      }
      input[role="switch"]::before {
        content: "";
        position: absolute;
        top: 3px;
        left: 3px;
        width: 20px;
        height: 20px;
        border-radius: 50%;
        background: var(--ask-user-surface);
        box-shadow: 0 1px 2px rgb(0 0 0 / 0.25);
        transition: transform 0.15s;
      }
      input[role="switch"]:checked {
        background: var(--ask-user-accent);
      }
      input[role="switch"]:checked::before {
        transform: translateX(18px);
      }
      input[role="switch"]:disabled {
        opacity: 0.5;
      }
      p {
        margin: 0;
        font-size: 13px;
      }
      .blocker {
        color: var(--ask-user-warning);
      }
      .install {
        justify-self: start;
        min-height: 44px;
      }
    `,
  ];

  /** Where the gateway's API lives. */
  declare apiBase: URL;
  /** The human token of this browser session, if the gateway uses tokens. */
  declare token: string | undefined;
  /** The locale of the session in view, if one is. */
  declare sessionLocale: Locale | undefined;

  #notifications = new DeviceNotifications(
    this,
    new PushApi(
      () => this.apiBase,
      () => this.token,
    ),
    () => this.token,
  );
  #install = new InstallOffer(this);

  constructor() {
    super();
    this.apiBase = new URL(".", window.location.href);
    this.token = undefined;
    this.sessionLocale = undefined;
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has("token") && this.hasUpdated) this.#notifications.tokenChanged();
  }

  #onToggle = (event: Event) => {
    const input = event.target as HTMLInputElement;
    // The switch shows the gateway's state, not the click, until the change is through.
    input.checked = this.#notifications.state.on;
    void (this.#notifications.state.on
      ? this.#notifications.turnOff()
      : this.#notifications.turnOn());
  };

  #onInstall = () => {
    void this.#install.install();
  };

  protected override render() {
    const locale = uiLocale(this.sessionLocale);
    const text = uiText(locale);
    const { on, usable, blocker } = this.#notifications.state;
    return html`
      <section aria-labelledby="device-heading" lang=${locale}>
        <h2 id="device-heading">${text.thisDevice}</h2>
        <label>
          <span>${text.notifyMe}</span>
          <input
            type="checkbox"
            role="switch"
            .checked=${on}
            ?disabled=${!usable}
            aria-describedby="notify-blocker notify-note"
            @change=${this.#onToggle}
          />
        </label>
        ${blocker ? html`<p class="blocker" id="notify-blocker" role="status">${text[blocker]}</p>` : nothing}
        <p class="muted" id="notify-note">${text.tokenNote}</p>
        ${
          this.#install.available
            ? html`<button class="button install" type="button" @click=${this.#onInstall}>
                ${text.installApp}
              </button>`
            : isIosDevice() && !isStandalone()
              ? html`<p class="ios-steps">${text.iosInstallSteps}</p>`
              : nothing
        }
      </section>
    `;
  }
}

customElements.define("ask-user-device-panel", DevicePanel);

declare global {
  interface HTMLElementTagNameMap {
    "ask-user-device-panel": DevicePanel;
  }
}
