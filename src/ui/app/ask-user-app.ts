import { html, LitElement, nothing } from "lit";
import { appStyles } from "./app-styles.js";
import { ComposerController } from "./composer-controller.js";
import "./device-panel.js";
import { GatewayLink } from "./gateway-link.js";
import type { MessageComposer } from "./message-composer.js";
import "./message-composer.js";
import { QuestionDock } from "./question-dock.js";
import { SessionData } from "./session-data.js";
import "./session-list.js";
import { SessionRoute } from "./session-route.js";
import type { SessionTimeline } from "./session-timeline.js";
import "./session-timeline.js";
import { SURFACE } from "./surface.js";
import type { TokenSubmitDetail } from "./token-form.js";
import "./token-form.js";
import { uiLocale } from "./ui-locale.js";
import { uiText } from "./ui-text.js";

/**
 * `<ask-user-app>`: the Control UI. Sessions on the left, the chosen session's timeline in the
 * middle, and at the bottom the dock: the pending question's panel above the composer.
 * All state comes from the gateway (HTTP, then the event stream), so a reload or a reconnect
 * shows the same thing. The element wires its parts together and draws them.
 */
export class AskUserApp extends LitElement {
  static override properties = {
    apiBase: { type: String, attribute: "api-base" },
  };

  static override styles = appStyles;

  /** Where the gateway's API lives; by default the folder this page was served from. */
  declare apiBase: string;

  // In this order: the link's client exists before the others load through it.
  #link = new GatewayLink(this, () => this.#apiUrl(), {
    onConnected: () => this.#data.refreshAll(),
    onEvent: (event) => this.#data.apply(event),
    onError: (error) => this.#data.fail(error),
  });
  #data = new SessionData(this, this.#link, (sessions) =>
    this.#route.openFirst(sessions, this.#data.state.sessionId),
  );
  #route = new SessionRoute(this, (sessionId) => this.#open(sessionId));
  #dock = new QuestionDock(this, this.#link, this.#data);
  #composer = new ComposerController(this, this.#link, this.#data, {
    clearComposer: () => this.#composerElement()?.clear(),
    scrollToEnd: () => this.#timeline()?.scrollToEnd(),
  });

  constructor() {
    super();
    this.apiBase = "";
  }

  #apiUrl(): URL {
    return new URL(this.apiBase || ".", window.location.href);
  }

  /** The address names another session (or none). */
  #open(sessionId: string | undefined): void {
    if (!this.#data.open(sessionId)) return;
    this.#dock.reset();
    this.#composer.reset();
    if (sessionId !== undefined) this.#timeline()?.scrollToEnd();
  }

  #onTokenSubmit = (event: CustomEvent<TokenSubmitDetail>) => {
    this.#link.useToken(event.detail.token);
    this.#data.refreshAll();
    this.#link.follow();
  };

  #composerElement(): MessageComposer | null {
    return this.renderRoot.querySelector("ask-user-composer");
  }

  #timeline(): SessionTimeline | null {
    return this.renderRoot.querySelector("ask-user-timeline");
  }

  protected override render() {
    const link = this.#link.state;
    if (link.needsToken)
      return html`<ask-user-token-form
        locale=${uiLocale(undefined)}
        ?rejected=${link.tokenRejected}
        @token-submit=${this.#onTokenSubmit}
      ></ask-user-token-form>`;
    const data = this.#data.state;
    const hasSession = data.sessionId !== undefined;
    const locale = uiLocale(hasSession ? data.locale : undefined);
    const text = uiText(locale);
    return html`
      <div class="layout ${hasSession ? "has-session" : ""}" lang=${locale}>
        <header class="topbar">
          <span class="brand">ask-user <span>${text.brand}</span></span>
          <span class="spacer"></span>
          <span class="connection ${link.connection}" role="status">
            ${
              link.connection === "live"
                ? text.live
                : link.connection === "connecting"
                  ? text.connecting
                  : text.reconnecting
            }
          </span>
        </header>
        <aside>
          <ask-user-session-list
            .sessions=${data.sessions}
            .selectedSessionId=${data.sessionId}
            ?loaded=${data.sessionsLoaded}
            locale=${locale}
          ></ask-user-session-list>
          <ask-user-device-panel
            .apiBase=${this.#apiUrl()}
            .token=${this.#link.token}
            .sessionLocale=${hasSession ? data.locale : undefined}
          ></ask-user-device-panel>
        </aside>
        <main>
          ${data.notice ? html`<p class="notice" role="alert">${data.notice}</p>` : nothing}
          ${hasSession ? this.#renderSession() : html`<p class="placeholder muted">${text.chooseSession}</p>`}
        </main>
      </div>
    `;
  }

  #renderSession() {
    const data = this.#data.state;
    const composer = this.#composer.state;
    return html`
      <div class="session-head">
        <a class="back" href="#/">${uiText(data.locale).backToSessions}</a>
        <h1>${data.sessionId}</h1>
      </div>
      <ask-user-timeline
        .items=${data.items}
        ?loading=${data.timelineLoading}
        surface=${SURFACE}
        locale=${data.locale}
      ></ask-user-timeline>
      <div class="dock">
        ${this.#dock.render(this.#link.state.serverOffsetMs)}
        <ask-user-composer
          ?hidden=${this.#dock.expanded}
          ?sending=${composer.sending}
          .error=${composer.error}
          .note=${composer.note}
          .hint=${this.#composer.hint}
          locale=${data.locale}
          @composer-submit=${this.#composer.submit}
        ></ask-user-composer>
      </div>
    `;
  }
}

customElements.define("ask-user-app", AskUserApp);

declare global {
  interface HTMLElementTagNameMap {
    "ask-user-app": AskUserApp;
  }
}
