import { css, html, LitElement, nothing } from "lit";
import { DEFAULT_LOCALE, type Locale } from "../../core/locale.js";
import { shared } from "../styles/theme.js";
import { uiText } from "./ui-text.js";

export interface TokenSubmitDetail {
  token: string;
}

/** `<ask-user-token-form>`: asks once for the human token (ASK_USER_HUMAN_TOKEN, or ASK_USER_TOKEN). */
export class TokenForm extends LitElement {
  static override properties = {
    rejected: { type: Boolean },
    locale: { type: String },
  };

  static override styles = [
    shared,
    css`
      :host {
        display: grid;
        place-items: center;
        min-height: 100%;
        padding: 24px;
      }
      form {
        display: grid;
        gap: 12px;
        width: min(100%, 380px);
        padding: 24px;
        border: 1px solid var(--ask-user-border);
        border-radius: 14px;
        background: var(--ask-user-surface);
      }
      h1 {
        margin: 0;
        font-size: 18px;
      }
      p {
        margin: 0;
        font-size: 14px;
      }
      label {
        display: grid;
        gap: 6px;
        font-weight: 600;
        font-size: 14px;
      }
      input {
        min-height: 44px;
        padding: 8px 10px;
        border: 1px solid var(--ask-user-border);
        border-radius: 8px;
        background: var(--ask-user-surface);
        color: inherit;
        font: inherit;
        font-weight: 400;
      }
      .error {
        color: var(--ask-user-danger);
      }
      .button {
        min-height: 44px;
      }
    `,
  ];

  declare rejected: boolean;
  /** The language of its words: the browser's, as no session is open yet. */
  declare locale: Locale;

  constructor() {
    super();
    this.rejected = false;
    this.locale = DEFAULT_LOCALE;
  }

  protected override render() {
    const text = uiText(this.locale);
    return html`
      <form @submit=${this.#onSubmit} lang=${this.locale}>
        <h1>ask-user</h1>
        <p class="muted">${text.tokenIntro}</p>
        <label>
          ${text.accessToken}
          <input name="token" type="password" autocomplete="current-password" required autofocus />
        </label>
        ${this.rejected ? html`<p class="error" role="alert">${text.tokenRejected}</p>` : nothing}
        <button class="button" type="submit">${text.continue}</button>
      </form>
    `;
  }

  #onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const input = this.renderRoot.querySelector<HTMLInputElement>('input[name="token"]');
    const token = input?.value.trim() ?? "";
    if (token === "") return;
    this.dispatchEvent(
      new CustomEvent<TokenSubmitDetail>("token-submit", {
        detail: { token },
        bubbles: true,
        composed: true,
      }),
    );
  };
}

customElements.define("ask-user-token-form", TokenForm);

declare global {
  interface HTMLElementTagNameMap {
    "ask-user-token-form": TokenForm;
  }
}
