import type { ReactiveController, ReactiveControllerHost } from "lit";
import type {
  EventFollowerHandlers,
  QuestionView,
  SessionMessage,
  SessionSummary,
  TimelineItemView,
} from "../../client/index.js";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../core/locale.js";
import { applyMessage, applyQuestion } from "../state/session-list-merge.js";
import {
  mergeTimeline,
  pendingQuestionOf,
  upsertDelivery,
  upsertMessage,
  upsertQuestion,
} from "../state/timeline-merge.js";
import { describeError } from "./describe-error.js";
import type { GatewayLink } from "./gateway-link.js";
import { HostState } from "./host-state.js";
import { uiLocale } from "./ui-locale.js";

/** How long an expired prompt keeps showing "Expired" before the panel closes. */
const EXPIRED_LINGER_MS = 2000;
const SESSIONS_REFRESH_DELAY_MS = 400;

export interface SessionDataState {
  sessions: readonly SessionSummary[];
  sessionsLoaded: boolean;
  sessionId: string | undefined;
  /** The locale of `sessionId` (its settings on the gateway): the panel's and timeline's language. */
  locale: Locale;
  /** The timeline of `sessionId`. */
  items: readonly TimelineItemView[];
  timelineLoading: boolean;
  /** The last failed load, in words; cleared by the next successful one. */
  notice: string;
  /** An expired prompt shown as "Expired" for a moment before its panel closes. */
  closing: QuestionView | undefined;
}

/**
 * What the Control UI shows of the gateway: the sessions list and the open session's timeline
 * and locale, fetched over HTTP and kept current by live events. All of it comes from the
 * gateway, so a reload or a reconnect shows the same thing.
 */
export class SessionData implements ReactiveController {
  #link: GatewayLink;
  #onSessionsLoaded: (sessions: readonly SessionSummary[]) => void;
  #state: HostState<SessionDataState>;
  #sessionsTimer: number | undefined;
  #closingTimer: number | undefined;
  /** Sessions' locales as last loaded, so switching back shows the right language at once. */
  #locales = new Map<string, Locale>();

  constructor(
    host: ReactiveControllerHost,
    link: GatewayLink,
    onSessionsLoaded: (sessions: readonly SessionSummary[]) => void,
  ) {
    this.#link = link;
    this.#onSessionsLoaded = onSessionsLoaded;
    this.#state = new HostState<SessionDataState>(host, {
      sessions: [],
      sessionsLoaded: false,
      sessionId: undefined,
      locale: DEFAULT_LOCALE,
      items: [],
      timelineLoading: false,
      notice: "",
      closing: undefined,
    });
    host.addController(this);
  }

  get state(): SessionDataState {
    return this.#state.value;
  }

  /** The open session's pending question, if any. */
  get pending(): QuestionView | undefined {
    return pendingQuestionOf(this.state.items);
  }

  hostConnected(): void {
    this.loadSessions();
  }

  hostDisconnected(): void {
    window.clearTimeout(this.#sessionsTimer);
    window.clearTimeout(this.#closingTimer);
  }

  /** Opens `sessionId` (undefined: none); false when it is open already. */
  open(sessionId: string | undefined): boolean {
    if (sessionId === this.state.sessionId) return false;
    this.#state.update({
      sessionId,
      locale: (sessionId !== undefined && this.#locales.get(sessionId)) || DEFAULT_LOCALE,
      items: [],
      closing: undefined,
    });
    if (sessionId !== undefined) this.loadTimeline(sessionId);
    return true;
  }

  refreshAll(): void {
    this.loadSessions();
    if (this.state.sessionId !== undefined) this.loadTimeline(this.state.sessionId);
  }

  async loadSessions(): Promise<void> {
    try {
      const list = await this.#link.client.listSessions();
      this.#state.update({ sessions: list.sessions, sessionsLoaded: true, notice: "" });
      this.#onSessionsLoaded(list.sessions);
    } catch (error) {
      this.fail(error);
    }
  }

  /** The timeline and the session's locale, shown together so the summaries never flash English. */
  async loadTimeline(sessionId: string): Promise<void> {
    this.#state.update({ timelineLoading: true });
    try {
      const [timeline, locale] = await Promise.all([
        this.#link.client.timeline(sessionId),
        this.#loadLocale(sessionId),
      ]);
      if (sessionId !== this.state.sessionId) return; // the person moved on meanwhile
      this.#state.update({ locale });
      this.#setItems(mergeTimeline(this.state.items, timeline.items));
      this.#state.update({ notice: "" });
    } catch (error) {
      if (sessionId === this.state.sessionId) this.fail(error);
    } finally {
      if (sessionId === this.state.sessionId) this.#state.update({ timelineLoading: false });
    }
  }

  /** One question's record, e.g. after answering it or when its deadline passed. */
  async refreshQuestion(questionId: string): Promise<void> {
    try {
      this.#applyQuestion(await this.#link.client.get(questionId));
    } catch (error) {
      this.fail(error);
    }
  }

  /** A live event patches the list and the timeline at once; the list is refetched for counts. */
  apply: EventFollowerHandlers["onEvent"] = (event) => {
    if (event.type === "message-posted") {
      this.#state.update({ sessions: applyMessage(this.state.sessions, event.message) });
      if (event.message.sessionId === this.state.sessionId) this.addMessage(event.message);
    } else if (event.type === "delivery-sent") {
      if (event.delivery.sessionId === this.state.sessionId)
        this.#setItems(upsertDelivery(this.state.items, event.delivery));
      return; // The sessions list counts no deliveries.
    } else {
      this.#applyQuestion(event.question);
    }
    this.#scheduleSessionsRefresh();
  };

  /** A message of the open session, e.g. one just posted here, before its event arrives. */
  addMessage(message: SessionMessage): void {
    this.#setItems(upsertMessage(this.state.items, message));
  }

  /** A failed call: a refused token asks for another; anything else shows as the notice. */
  fail(error: unknown): void {
    if (this.#link.handleRefusedToken(error)) return;
    const { sessionId, locale } = this.state;
    this.#state.update({
      notice: describeError(error, uiLocale(sessionId === undefined ? undefined : locale)),
    });
  }

  /** The session's locale from its settings; without them (an error, an older gateway) "en". */
  async #loadLocale(sessionId: string): Promise<Locale> {
    let locale: Locale;
    try {
      const settings = await this.#link.client.sessionSettings(sessionId);
      locale = isLocale(settings.locale) ? settings.locale : DEFAULT_LOCALE;
    } catch {
      locale = this.#locales.get(sessionId) ?? DEFAULT_LOCALE;
    }
    this.#locales.set(sessionId, locale);
    return locale;
  }

  #applyQuestion(question: QuestionView): void {
    this.#state.update({ sessions: applyQuestion(this.state.sessions, question) });
    if (question.sessionId === this.state.sessionId)
      this.#setItems(upsertQuestion(this.state.items, question));
  }

  #scheduleSessionsRefresh(): void {
    window.clearTimeout(this.#sessionsTimer);
    this.#sessionsTimer = window.setTimeout(() => this.loadSessions(), SESSIONS_REFRESH_DELAY_MS);
  }

  /** Every timeline change goes through here, to notice the docked prompt expiring. */
  #setItems(items: TimelineItemView[]): void {
    const docked = pendingQuestionOf(this.state.items);
    this.#state.update({ items });
    if (!docked) return;
    const now = items.find((item) => item.type === "question" && item.question.id === docked.id) as
      | { type: "question"; question: QuestionView }
      | undefined;
    if (now?.question.status === "expired") {
      this.#state.update({ closing: now.question });
      window.clearTimeout(this.#closingTimer);
      this.#closingTimer = window.setTimeout(
        () => this.#state.update({ closing: undefined }),
        EXPIRED_LINGER_MS,
      );
    }
  }
}
