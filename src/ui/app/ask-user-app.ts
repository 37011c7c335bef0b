import { css, html, LitElement, nothing } from "lit";
import {
  type AskUserClient,
  AskUserError,
  type Backoff,
  createAskUserClient,
  type EventFollowerHandlers,
  followEvents,
  type QuestionView,
  type SessionSummary,
  type TimelineItemView,
} from "../../client/index.js";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../core/locale.js";
import { formatMessage } from "../../core/messages/format-message.js";
import { messages } from "../../core/messages/messages.js";
import { ServerClock } from "../../core/server-clock.js";
import type {
  AskUserAnswerDetail,
  AskUserCollapseChangeDetail,
  AskUserExpireDetail,
} from "../question/ask-user-question.js";
import "../question/ask-user-question.js";
import { hashForSession, sessionIdFromHash } from "../state/hash-route.js";
import { applyMessage, applyQuestion } from "../state/session-list-merge.js";
import {
  mergeTimeline,
  pendingQuestionOf,
  upsertMessage,
  upsertQuestion,
} from "../state/timeline-merge.js";
import { TokenStore } from "../state/token-store.js";
import { shared, theme } from "../styles/theme.js";
import { type ComposerSent, submitComposerText } from "./composer-submit.js";
import { describeError } from "./describe-error.js";
import type { ComposerSubmitDetail, MessageComposer } from "./message-composer.js";
import "./message-composer.js";
import type { SessionTimeline } from "./session-timeline.js";
import "./session-list.js";
import "./session-timeline.js";
import { SURFACE } from "./surface.js";
import type { TokenSubmitDetail } from "./token-form.js";
import "./token-form.js";
import { uiText } from "./ui-text.js";

type ConnectionStatus = "connecting" | "live" | "reconnecting";

/** Waits between reconnects; the jitter spreads the reconnects of many tabs after a restart. */
const RECONNECT_BACKOFF: Backoff = { firstDelayMs: 500, maxDelayMs: 15_000, jitter: true };
/** Wide enough for the sessions list and the timeline side by side. */
const TWO_COLUMNS = "(min-width: 721px)";
/** How long an expired prompt keeps showing "Expired" before the panel closes. */
const EXPIRED_LINGER_MS = 2000;
/** The gateway expires a prompt at its deadline; ask again if its event is late. */
const EXPIRY_CHECK_DELAYS_MS = [1500, 3000, 6000];
const SESSIONS_REFRESH_DELAY_MS = 400;

/** What the docked panel shows besides the question: set per question, reset for a new one. */
interface PanelState {
  questionId: string;
  collapsed: boolean;
  busy: boolean;
  error: string;
}

/**
 * `<ask-user-app>`: the Control UI. Sessions on the left, the chosen session's timeline in the
 * middle, and at the bottom the dock: the pending question's panel above the composer.
 * All state comes from the gateway (HTTP, then the event stream), so a reload or a reconnect
 * shows the same thing.
 */
export class AskUserApp extends LitElement {
  static override properties = {
    apiBase: { type: String, attribute: "api-base" },
    sessions: { state: true },
    sessionsLoaded: { state: true },
    sessionId: { state: true },
    locale: { state: true },
    items: { state: true },
    timelineLoading: { state: true },
    connection: { state: true },
    needsToken: { state: true },
    tokenRejected: { state: true },
    serverOffsetMs: { state: true },
    panel: { state: true },
    closing: { state: true },
    notice: { state: true },
    composerSending: { state: true },
    composerError: { state: true },
    composerNote: { state: true },
  };

  static override styles = [
    theme,
    shared,
    css`
      :host {
        display: block;
        height: 100%;
        background: var(--ask-user-canvas);
        color: var(--ask-user-text);
        font-family: var(--ask-user-font);
        font-size: 15px;
        line-height: 1.45;
      }
      .layout {
        display: grid;
        grid-template-columns: 280px minmax(0, 1fr);
        grid-template-rows: auto minmax(0, 1fr);
        height: 100%;
      }
      .topbar {
        grid-column: 1 / -1;
        display: flex;
        align-items: center;
        gap: 12px;
        min-height: 52px;
        padding: 0 16px;
        border-bottom: 1px solid var(--ask-user-border);
        background: var(--ask-user-surface);
      }
      .brand {
        font-weight: 700;
        letter-spacing: -0.01em;
      }
      .brand span {
        color: var(--ask-user-muted);
        font-weight: 500;
      }
      .spacer {
        flex: 1;
      }
      .connection {
        display: inline-flex;
        align-items: center;
        gap: 6px;
        color: var(--ask-user-muted);
        font-size: 13px;
      }
      .connection::before {
        content: "";
        width: 8px;
        height: 8px;
        border-radius: 50%;
        background: var(--ask-user-warning);
      }
      .connection.live::before {
        background: var(--ask-user-recommended);
      }
      aside {
        overflow-y: auto;
        border-right: 1px solid var(--ask-user-border);
        background: var(--ask-user-subtle);
      }
      main {
        display: flex;
        flex-direction: column;
        min-height: 0;
      }
      .session-head {
        display: flex;
        align-items: center;
        gap: 8px;
        min-height: 48px;
        padding: 8px 20px;
        border-bottom: 1px solid var(--ask-user-border);
      }
      .session-head h1 {
        margin: 0;
        font-size: 16px;
        font-weight: 600;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .back {
        display: none;
        align-items: center;
        min-height: 44px;
        padding: 0 10px 0 0;
        color: var(--ask-user-accent);
        font-weight: 600;
        text-decoration: none;
      }
      ask-user-timeline {
        flex: 1;
        min-height: 0;
      }
      .dock {
        display: grid;
        /* minmax(0, …): a long question line must shrink, not widen the dock. */
        grid-template-columns: minmax(0, 1fr);
        gap: 8px;
        width: 100%;
        max-width: 800px;
        margin: 0 auto;
        padding: 8px 20px 16px;
      }
      .placeholder {
        margin: auto;
        padding: 24px;
        text-align: center;
      }
      .notice {
        margin: 8px 20px 0;
        padding: 8px 12px;
        border-radius: 8px;
        background: color-mix(in srgb, var(--ask-user-danger) 9%, var(--ask-user-surface));
        color: var(--ask-user-danger);
        font-size: 14px;
      }

      /* Phones: one column; the list, or a session with a way back to the list. */
      @media (max-width: 720px) {
        .layout {
          grid-template-columns: minmax(0, 1fr);
        }
        .layout.has-session aside,
        .layout:not(.has-session) main {
          display: none;
        }
        aside {
          border-right: 0;
        }
        .back {
          display: inline-flex;
        }
        .session-head {
          padding: 4px 12px;
        }
        .dock {
          padding: 8px 8px 10px;
        }
      }
    `,
  ];

  /** Where the gateway's API lives; by default the folder this page was served from. */
  declare apiBase: string;
  declare protected sessions: readonly SessionSummary[];
  declare protected sessionsLoaded: boolean;
  declare protected sessionId: string | undefined;
  /** The locale of `sessionId` (its settings on the gateway): the panel's and timeline's language. */
  declare protected locale: Locale;
  /** The timeline of `sessionId`. */
  declare protected items: readonly TimelineItemView[];
  declare protected timelineLoading: boolean;
  declare protected connection: ConnectionStatus;
  declare protected needsToken: boolean;
  declare protected tokenRejected: boolean;
  declare protected serverOffsetMs: number;
  declare protected panel: PanelState | undefined;
  /** An expired prompt shown as "Expired" for a moment before its panel closes. */
  declare protected closing: QuestionView | undefined;
  declare protected notice: string;
  declare protected composerSending: boolean;
  declare protected composerError: string;
  /** What the gateway said about the last reply from the composer. */
  declare protected composerNote: string;

  #tokens = new TokenStore();
  #clock = new ServerClock();
  #client: AskUserClient | undefined;
  #following: AbortController | undefined;
  #sessionsTimer: number | undefined;
  #closingTimer: number | undefined;
  #openedFirst = false;
  /** Sessions' locales as last loaded, so switching back shows the right language at once. */
  #locales = new Map<string, Locale>();

  constructor() {
    super();
    this.apiBase = "";
    this.sessions = [];
    this.sessionsLoaded = false;
    this.sessionId = undefined;
    this.locale = DEFAULT_LOCALE;
    this.items = [];
    this.timelineLoading = false;
    this.connection = "connecting";
    this.needsToken = false;
    this.tokenRejected = false;
    this.serverOffsetMs = 0;
    this.panel = undefined;
    this.closing = undefined;
    this.notice = "";
    this.composerSending = false;
    this.composerError = "";
    this.composerNote = "";
  }

  override connectedCallback(): void {
    super.connectedCallback();
    const baseUrl = new URL(this.apiBase || ".", window.location.href);
    this.#client = createAskUserClient({
      // The API's paths resolve against the base like relative links: from its folder.
      url: new URL(".", baseUrl).href,
      token: () => this.#tokens.get(),
      onServerTime: (sample) => {
        if (this.#clock.sample(sample)) this.serverOffsetMs = this.#clock.offsetMs;
      },
    });
    window.addEventListener("hashchange", this.#onHashChange);
    this.#onHashChange();
    this.#loadSessions();
    this.#follow();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener("hashchange", this.#onHashChange);
    this.#stopFollowing();
    window.clearTimeout(this.#sessionsTimer);
    window.clearTimeout(this.#closingTimer);
  }

  #requireApi(): AskUserClient {
    if (!this.#client) throw new Error("ask-user-app is not connected");
    return this.#client;
  }

  /** The event stream, reconnected with backoff, until stopped. */
  #follow(): void {
    if (this.#following) return;
    const following = new AbortController();
    this.#following = following;
    this.connection = "connecting";
    followEvents(
      this.#requireApi(),
      {
        onConnected: (now, receivedAt) => {
          if (this.#clock.samplePushed(now, receivedAt)) this.serverOffsetMs = this.#clock.offsetMs;
          this.connection = "live";
          this.#refreshAll();
        },
        onEvent: (event) => this.#onEvent(event),
        onDisconnected: () => {
          this.connection = "reconnecting";
        },
      },
      { signal: following.signal, backoff: RECONNECT_BACKOFF },
    ).catch((error: unknown) => this.#onError(error));
  }

  #stopFollowing(): void {
    this.#following?.abort();
    this.#following = undefined;
  }

  // ---- Loading -------------------------------------------------------------------------------

  #onHashChange = () => {
    const sessionId = sessionIdFromHash(window.location.hash);
    if (sessionId === this.sessionId) return;
    this.sessionId = sessionId;
    this.locale = (sessionId !== undefined && this.#locales.get(sessionId)) || DEFAULT_LOCALE;
    this.items = [];
    this.panel = undefined;
    this.closing = undefined;
    this.composerError = "";
    this.composerNote = "";
    if (sessionId !== undefined) {
      this.#loadTimeline(sessionId);
      this.#timeline()?.scrollToEnd();
    }
  };

  #refreshAll(): void {
    this.#loadSessions();
    if (this.sessionId !== undefined) this.#loadTimeline(this.sessionId);
  }

  async #loadSessions(): Promise<void> {
    try {
      const list = await this.#requireApi().listSessions();
      this.sessions = list.sessions;
      this.sessionsLoaded = true;
      this.notice = "";
      this.#openFirstSession();
    } catch (error) {
      this.#onError(error);
    }
  }

  /** On a wide screen with no session in the address, open the most recent one, once. */
  #openFirstSession(): void {
    const first = this.sessions[0];
    if (this.#openedFirst || !first) return;
    this.#openedFirst = true;
    if (this.sessionId !== undefined || !window.matchMedia(TWO_COLUMNS).matches) return;
    window.history.replaceState(window.history.state, "", hashForSession(first.sessionId));
    this.#onHashChange();
  }

  /** The timeline and the session's locale, shown together so the summaries never flash English. */
  async #loadTimeline(sessionId: string): Promise<void> {
    this.timelineLoading = true;
    try {
      const [timeline, locale] = await Promise.all([
        this.#requireApi().timeline(sessionId),
        this.#loadLocale(sessionId),
      ]);
      if (sessionId !== this.sessionId) return; // the person moved on meanwhile
      this.locale = locale;
      this.#setItems(mergeTimeline(this.items, timeline.items));
      this.notice = "";
    } catch (error) {
      if (sessionId === this.sessionId) this.#onError(error);
    } finally {
      if (sessionId === this.sessionId) this.timelineLoading = false;
    }
  }

  /** The session's locale from its settings; without them (an error, an older gateway) "en". */
  async #loadLocale(sessionId: string): Promise<Locale> {
    let locale: Locale;
    try {
      const settings = await this.#requireApi().sessionSettings(sessionId);
      locale = isLocale(settings.locale) ? settings.locale : DEFAULT_LOCALE;
    } catch {
      locale = this.#locales.get(sessionId) ?? DEFAULT_LOCALE;
    }
    this.#locales.set(sessionId, locale);
    return locale;
  }

  /** One question's record, e.g. after answering it or when its deadline passed. */
  async #refreshQuestion(questionId: string): Promise<void> {
    try {
      this.#applyQuestion(await this.#requireApi().get(questionId));
    } catch (error) {
      this.#onError(error);
    }
  }

  #scheduleSessionsRefresh(): void {
    window.clearTimeout(this.#sessionsTimer);
    this.#sessionsTimer = window.setTimeout(() => this.#loadSessions(), SESSIONS_REFRESH_DELAY_MS);
  }

  #onError(error: unknown): void {
    if (error instanceof AskUserError && error.code === "unauthorized") {
      if (this.needsToken) return; // several requests fail at once; the first one tells
      this.tokenRejected = this.#tokens.get() !== undefined;
      this.#tokens.clear();
      this.needsToken = true;
      this.#stopFollowing();
      return;
    }
    this.notice = describeError(error);
  }

  #onTokenSubmit = (event: CustomEvent<TokenSubmitDetail>) => {
    this.#tokens.set(event.detail.token);
    this.needsToken = false;
    this.tokenRejected = false;
    this.#refreshAll();
    this.#follow();
  };

  // ---- Live events ---------------------------------------------------------------------------

  #onEvent: EventFollowerHandlers["onEvent"] = (event) => {
    if (event.type === "message-posted") {
      this.sessions = applyMessage(this.sessions, event.message);
      if (event.message.sessionId === this.sessionId)
        this.#setItems(upsertMessage(this.items, event.message));
    } else {
      this.#applyQuestion(event.question);
    }
    this.#scheduleSessionsRefresh();
  };

  #applyQuestion(question: QuestionView): void {
    this.sessions = applyQuestion(this.sessions, question);
    if (question.sessionId === this.sessionId) this.#setItems(upsertQuestion(this.items, question));
  }

  /** Every timeline change goes through here, to notice the docked prompt expiring. */
  #setItems(items: TimelineItemView[]): void {
    const docked = pendingQuestionOf(this.items);
    this.items = items;
    if (!docked) return;
    const now = items.find((item) => item.type === "question" && item.question.id === docked.id) as
      | { type: "question"; question: QuestionView }
      | undefined;
    if (now?.question.status === "expired") {
      this.closing = now.question;
      window.clearTimeout(this.#closingTimer);
      this.#closingTimer = window.setTimeout(() => {
        this.closing = undefined;
      }, EXPIRED_LINGER_MS);
    }
  }

  // ---- The docked panel ----------------------------------------------------------------------

  #panelFor(question: QuestionView): PanelState {
    if (this.panel?.questionId === question.id) return this.panel;
    return { questionId: question.id, collapsed: false, busy: false, error: "" };
  }

  #updatePanel(questionId: string, change: Partial<PanelState>): void {
    const base =
      this.panel?.questionId === questionId
        ? this.panel
        : { questionId, collapsed: false, busy: false, error: "" };
    this.panel = { ...base, ...change };
  }

  #onAnswer = async (event: CustomEvent<AskUserAnswerDetail>) => {
    const detail = event.detail;
    const client = this.#requireApi();
    this.#updatePanel(detail.questionId, { busy: true, error: "" });
    try {
      const submission = "skip" in detail ? { skip: true as const } : { answers: detail.answers };
      await client.answer(detail.questionId, submission, { surface: SURFACE });
    } catch (error) {
      // Ended meanwhile (answered elsewhere, expired): the record below shows how.
      if (!(error instanceof AskUserError && error.code === "already_ended")) {
        this.#updatePanel(detail.questionId, { busy: false, error: describeError(error) });
        if (error instanceof AskUserError && error.code === "unauthorized") this.#onError(error);
        return;
      }
    }
    await this.#refreshQuestion(detail.questionId);
    this.#updatePanel(detail.questionId, { busy: false });
  };

  #onCollapseChange = (event: CustomEvent<AskUserCollapseChangeDetail>) => {
    this.#updatePanel(event.detail.questionId, { collapsed: event.detail.collapsed });
  };

  #onExpire = (event: CustomEvent<AskUserExpireDetail>) => {
    const { questionId } = event.detail;
    for (const delay of EXPIRY_CHECK_DELAYS_MS)
      window.setTimeout(() => {
        if (pendingQuestionOf(this.items)?.id === questionId) this.#refreshQuestion(questionId);
      }, delay);
  };

  // ---- The composer --------------------------------------------------------------------------

  #onComposerSubmit = async (event: CustomEvent<ComposerSubmitDetail>) => {
    const sessionId = this.sessionId;
    if (sessionId === undefined) return;
    this.composerSending = true;
    this.composerError = "";
    this.composerNote = "";
    const pendingQuestion = pendingQuestionOf(this.items);
    try {
      const sent = await submitComposerText({
        client: this.#requireApi(),
        sessionId,
        text: event.detail.text,
        pendingQuestion,
      });
      if (sessionId !== this.sessionId) return; // the person moved on meanwhile
      this.#afterComposerSent(sent, pendingQuestion);
      this.#timeline()?.scrollToEnd();
    } catch (error) {
      this.composerError = describeError(error);
      if (error instanceof AskUserError && error.code === "unauthorized") this.#onError(error);
    } finally {
      this.composerSending = false;
    }
  };

  /**
   * A message lands in the timeline at once. A reply: answered or skipped, the question's event
   * closes the panel (its record is fetched too, in case the event is late); a clarification
   * arrives in the timeline as the gateway's note, with the question still pending; and if the
   * question ended meanwhile the text stays in the composer, to be sent as a message instead.
   */
  #afterComposerSent(sent: ComposerSent, pendingQuestion: QuestionView | undefined): void {
    if (sent.kind === "message") {
      this.#setItems(upsertMessage(this.items, sent.message));
      this.#composer()?.clear();
      return;
    }
    const { reply } = sent;
    const questionId = reply.questionId ?? pendingQuestion?.id;
    if (reply.outcome !== "no_pending") this.#composer()?.clear();
    if (reply.outcome !== "clarify") this.composerNote = reply.message;
    if (reply.outcome === "clarify") this.#loadTimeline(this.sessionId as string);
    else if (questionId !== undefined) this.#refreshQuestion(questionId);
  }

  /** How to answer the pending question in the composer, from the core's strings. */
  #composerHint(pending: QuestionView | undefined): string {
    if (!pending) return "";
    const strings = messages(this.locale);
    const [first, ...rest] = pending.questions;
    if (rest.length > 0) return strings.replyLines;
    if (first?.multiSelect)
      return formatMessage(strings.replyMany, {
        example: `${strings.quotes[0]}1, 2${strings.quotes[1]}`,
      });
    return strings.replyOne;
  }

  #composer(): MessageComposer | null {
    return this.renderRoot.querySelector("ask-user-composer");
  }

  #timeline(): SessionTimeline | null {
    return this.renderRoot.querySelector("ask-user-timeline");
  }

  // ---- Rendering -----------------------------------------------------------------------------

  protected override render() {
    if (this.needsToken)
      return html`<ask-user-token-form
        ?rejected=${this.tokenRejected}
        @token-submit=${this.#onTokenSubmit}
      ></ask-user-token-form>`;
    const hasSession = this.sessionId !== undefined;
    return html`
      <div class="layout ${hasSession ? "has-session" : ""}">
        <header class="topbar">
          <span class="brand">ask-user <span>${uiText.brand}</span></span>
          <span class="spacer"></span>
          <span class="connection ${this.connection}" role="status">
            ${
              this.connection === "live"
                ? uiText.live
                : this.connection === "connecting"
                  ? uiText.connecting
                  : uiText.reconnecting
            }
          </span>
        </header>
        <aside>
          <ask-user-session-list
            .sessions=${this.sessions}
            .selectedSessionId=${this.sessionId}
            ?loaded=${this.sessionsLoaded}
          ></ask-user-session-list>
        </aside>
        <main>
          ${this.notice ? html`<p class="notice" role="alert">${this.notice}</p>` : nothing}
          ${hasSession ? this.#renderSession() : html`<p class="placeholder muted">${uiText.chooseSession}</p>`}
        </main>
      </div>
    `;
  }

  #renderSession() {
    const pending = pendingQuestionOf(this.items);
    const docked = pending ?? this.closing;
    const panel = docked ? this.#panelFor(docked) : undefined;
    const expanded = pending !== undefined && panel?.collapsed === false;
    return html`
      <div class="session-head">
        <a class="back" href="#/">${uiText.backToSessions}</a>
        <h1>${this.sessionId}</h1>
      </div>
      <ask-user-timeline
        .items=${this.items}
        ?loading=${this.timelineLoading}
        surface=${SURFACE}
        locale=${this.locale}
      ></ask-user-timeline>
      <div class="dock">
        ${
          docked && panel
            ? html`<ask-user-question
                .question=${docked}
                .serverOffsetMs=${this.serverOffsetMs}
                ?collapsed=${panel.collapsed}
                ?busy=${panel.busy}
                .error=${panel.error}
                surface=${SURFACE}
                locale=${this.locale}
                @ask-user-answer=${this.#onAnswer}
                @ask-user-collapse-change=${this.#onCollapseChange}
                @ask-user-expire=${this.#onExpire}
              ></ask-user-question>`
            : nothing
        }
        <ask-user-composer
          ?hidden=${expanded}
          ?sending=${this.composerSending}
          .error=${this.composerError}
          .note=${this.composerNote}
          .hint=${this.#composerHint(pending)}
          locale=${this.locale}
          @composer-submit=${this.#onComposerSubmit}
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
