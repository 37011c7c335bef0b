import {
  type AnswerSubmission,
  AskUserError,
  type AskUserResult,
  type EndedBy,
  EventBus,
  endedEventType,
  type FieldIssue,
  formatMessage,
  type GatewayEvent,
  hasNul,
  invalidRequest,
  isSubagentSession,
  isTerminal,
  type Locale,
  type MessageAuthor,
  messages,
  NUL_RULE,
  parseAnswerSubmission,
  parseAskInput,
  parseMessageText,
  type QuestionEnding,
  type QuestionEvent,
  type QuestionRecord,
  resultOf,
  type SessionMessage,
  sessionIdProblem,
  summarizeLocalized,
} from "../core/index.js";
import type {
  Deadline,
  Delivery,
  DeliveryPlan,
  PlanStep,
  QuestionFilter,
  QuestionStore,
  SessionSummary,
  StoreChange,
} from "../store/question-store.js";
import { isSent } from "../store/unsent-delivery.js";

export type { PlanStep };

import { NextDueTimer } from "./next-due-timer.js";
import { RecentlyAsked } from "./recently-asked.js";
import type { ReplyOutcome } from "./reply-outcome.js";
import type { Responder } from "./responder.js";
import { requireSessionId, SessionSettingsService } from "./session-settings-service.js";
import { withApiErrors } from "./store-errors.js";
import { createdAtOf, type TimelineItem, toDeliveryEntry } from "./timeline-item.js";

export interface AskRequest {
  sessionId: unknown;
  /** The `ask_user` tool input: `{ questions, timeoutSeconds? }`. */
  input: unknown;
  /** With `toolCallId`, makes asking idempotent: the same call gets the same question. */
  runId?: unknown;
  toolCallId?: unknown;
}

export interface AskOutcome {
  record: QuestionRecord;
  /** False when the same run and tool call had asked before. */
  created: boolean;
}

export interface QuestionServiceOptions {
  store: QuestionStore;
  /** The language of sessions that set none. */
  defaultLocale?: Locale;
  /** The delivery plan of sessions that set none (`ASK_USER_PLAN`). */
  defaultPlan?: DeliveryPlan;
  /** Milliseconds since the epoch; injectable so tests can move time. */
  now?: () => number;
  newId?: () => string;
  /** Called when an ending wakes an agent waiting in `waitForEnd`, e.g. to time the wake. */
  onWaiterWoken?: (record: QuestionRecord) => void;
}

const MAX_CALL_ID_LENGTH = 256;

/**
 * After the change feed dropped, the changes looked up again start this long before the last
 * one heard: the other gateways' clocks stamp them, and may be a little behind this one's.
 */
const RESYNC_MARGIN_MS = 60_000;

/**
 * How an ending reached this process: committed here, heard from another gateway (the change
 * feed brings each change once), or found by a read (then the feed, or the committer, tells).
 */
type Settled = "committed" | "heard" | "read";

const ENDED_MESSAGE = {
  answered: "the question was already answered",
  skipped: "the question was already skipped",
  expired: "the question has expired",
  cancelled: "the question was cancelled",
  delivery_failed: "the question could not be delivered",
} as const;

/**
 * The question lifecycle (SPEC L1–L5): asks, endings, deadlines, waiting and events. All state
 * lives in the store; this class only keeps timers and waiters, which `start()` rebuilds.
 */
export class QuestionService {
  /** Everything that happens to questions and messages, here or on another process. */
  readonly events = new EventBus<GatewayEvent>();
  /**
   * Only the changes this process committed: what to count and log, so that several gateways
   * sharing a store count each change once.
   */
  readonly ownEvents = new EventBus<GatewayEvent>();
  readonly #store: QuestionStore;
  readonly #now: () => number;
  readonly #newId: () => string;
  /** Each session's language and delivery plan. */
  readonly sessions: SessionSettingsService;
  /**
   * One timer for the next deadline of any pending question, from the store's index. On a
   * shared store every process arms it, so a deadline fires even when the process that asked
   * is gone; the store's atomic end lets exactly one of them expire it.
   */
  readonly #deadlines: NextDueTimer<Deadline>;
  /**
   * When this process last heard of another's change (ms since the epoch): the feed was alive
   * then, so a resync looks for what changed from then on (its own commits prove nothing).
   */
  #lastHeardAt = 0;
  /** Copies of pending questions asked here, so answering and waiting skip a store read. */
  readonly #recentlyAsked = new RecentlyAsked();
  readonly #waiters = new Map<string, Set<(record: QuestionRecord | undefined) => void>>();
  /** Set by `endWaits`: a wait returns at once from then on. */
  #waitsEnded = false;
  readonly #onWaiterWoken: ((record: QuestionRecord) => void) | undefined;
  #unfollow: (() => void) | undefined;

  constructor(options: QuestionServiceOptions) {
    // Store outages leave the service as `unavailable`, whichever surface called it.
    this.#store = withApiErrors(options.store);
    this.#now = options.now ?? Date.now;
    this.#newId = options.newId ?? (() => globalThis.crypto.randomUUID());
    this.sessions = new SessionSettingsService({
      store: this.#store,
      ...(options.defaultLocale === undefined ? {} : { defaultLocale: options.defaultLocale }),
      ...(options.defaultPlan === undefined ? {} : { defaultPlan: options.defaultPlan }),
    });
    this.#onWaiterWoken = options.onWaiterWoken;
    this.#deadlines = new NextDueTimer({
      next: (limit) => this.#store.nextDeadlines(limit),
      dueAt: (deadline) => deadline.expiresAt,
      fire: (deadline) => this.#expireIfDue(deadline),
      now: this.#now,
    });
  }

  /** Expires what became overdue while the gateway was down and arms the deadline timer. */
  async start(): Promise<void> {
    this.#lastHeardAt = this.#now();
    this.#unfollow = this.#store.cluster?.subscribe({
      onChange: (change) => {
        this.#lastHeardAt = this.#now();
        this.#track(this.#follow(change));
      },
      onResync: () => this.#track(this.#resync()),
    });
    await this.#deadlines.start();
  }

  /** Stops the timers. Pending questions stay pending in the store. */
  stop(): void {
    this.#unfollow?.();
    this.#unfollow = undefined;
    this.#deadlines.stop();
    this.#recentlyAsked.clear();
  }

  async ask(request: AskRequest): Promise<AskOutcome> {
    const issues: FieldIssue[] = [];
    const sessionProblem = sessionIdProblem(request.sessionId);
    if (sessionProblem) issues.push({ path: "sessionId", message: sessionProblem });
    const runId = checkCallId(request.runId, "runId", issues);
    const toolCallId = checkCallId(request.toolCallId, "toolCallId", issues);
    if (issues.length > 0) throw invalidRequest(issues);
    const sessionId = request.sessionId as string;
    if (isSubagentSession(sessionId))
      throw new AskUserError(
        "not_main_session",
        `session "${sessionId}" is a subagent session: ask_user is only available to a session's main run`,
      );
    const prompt = parseAskInput(request.input);

    const createdAt = this.#now();
    const record: QuestionRecord = {
      id: this.#newId(),
      sessionId,
      status: "pending",
      questions: prompt.questions,
      timeoutSeconds: prompt.timeoutSeconds,
      createdAt: new Date(createdAt).toISOString(),
      expiresAt: new Date(createdAt + prompt.timeoutSeconds * 1000).toISOString(),
      ...(runId === undefined ? {} : { runId }),
      ...(toolCallId === undefined ? {} : { toolCallId }),
    };

    let outcome = await this.#store.insert(record);
    // A pending question past its deadline whose timer has not fired yet does not block a new one.
    if (outcome.kind === "session_busy" && (await this.#expireIfDue(outcome.pending)))
      outcome = await this.#store.insert(record);

    switch (outcome.kind) {
      case "inserted":
        this.#recentlyAsked.remember(outcome.record);
        this.#deadlines.add(outcome.record.expiresAt);
        this.#emit("question-asked", outcome.record, true);
        return { record: outcome.record, created: true };
      case "same_tool_call":
        return { record: outcome.record, created: false };
      case "session_busy":
        throw new AskUserError(
          "session_busy",
          `session "${sessionId}" already has a pending question (${outcome.pending.id}); wait for it to end or cancel it`,
          { details: { pendingQuestionId: outcome.pending.id } },
        );
    }
  }

  /** The question, or undefined when there is none with that id. */
  find(id: string): Promise<QuestionRecord | undefined> {
    // No question is stored under an id with U+0000 (asking refuses one), and PostgreSQL
    // would fail the lookup rather than find nothing: every store answers alike here.
    if (hasNul(id)) return Promise.resolve(undefined);
    return this.#store.get(id);
  }

  async get(id: string): Promise<QuestionRecord> {
    const record = await this.find(id);
    if (!record) throw new AskUserError("not_found", `no question with id "${id}"`);
    return record;
  }

  /** The later steps of the question's delivery plan, with what came of those taken. */
  planSteps(id: string): Promise<PlanStep[]> {
    return hasNul(id) ? Promise.resolve([]) : this.#store.listPlanSteps(id);
  }

  list(filter: QuestionFilter): Promise<QuestionRecord[]> {
    // No session id holds U+0000 (see `find`).
    if (filter.sessionId !== undefined && hasNul(filter.sessionId)) return Promise.resolve([]);
    return this.#store.list(filter);
  }

  /**
   * Resolves when the store could take a write now; rejects as `unavailable` when it cannot
   * (SQLite: another process holds the write lock), so readiness covers writes, not just reads.
   */
  async checkWritable(): Promise<void> {
    await this.#store.checkWritable?.();
  }

  /**
   * A session's questions (ended ones with their final state, SPEC L7) and messages, in the
   * order they were asked or posted.
   */
  async timeline(sessionId: string): Promise<TimelineItem[]> {
    if (hasNul(sessionId)) return [];
    const [questions, messages] = await Promise.all([
      this.#store.list({ sessionId }),
      this.#store.listMessages(sessionId),
    ]);
    const deliveries = await Promise.all(
      questions.map(async (question) =>
        (await this.#store.listDeliveries({ questionId: question.id }))
          .filter(isSent)
          .map((delivery) => ({
            type: "delivery" as const,
            delivery: toDeliveryEntry(question, delivery),
          })),
      ),
    );
    const items: TimelineItem[] = [
      ...questions.map((question) => ({ type: "question" as const, question })),
      ...messages.map((message) => ({ type: "message" as const, message })),
      ...deliveries.flat(),
    ];
    // A stable sort keeps each kind's own order for items created in the same millisecond.
    return items.sort((a, b) => Date.parse(createdAtOf(a)) - Date.parse(createdAtOf(b)));
  }

  /** A channel showed `question`'s prompt, or a reminder of it: told on the event stream. */
  announceDelivery(question: QuestionRecord, delivery: Delivery): void {
    const entry = toDeliveryEntry(question, delivery);
    this.events.emit({ type: "delivery-sent", delivery: entry, at: entry.at });
  }

  listSessions(): Promise<SessionSummary[]> {
    return this.#store.listSessions();
  }

  /** Adds a plain-text message to a session's timeline. */
  async postMessage(
    sessionId: unknown,
    text: unknown,
    author: MessageAuthor,
  ): Promise<SessionMessage> {
    requireSessionId(sessionId);
    const message: SessionMessage = {
      id: this.#newId(),
      sessionId: sessionId as string,
      text: parseMessageText(text),
      author,
      createdAt: new Date(this.#now()).toISOString(),
    };
    await this.#store.appendMessage(message);
    const event: GatewayEvent = { type: "message-posted", message, at: message.createdAt };
    this.events.emit(event);
    this.ownEvents.emit(event);
    return message;
  }

  /**
   * Ends a pending question whose prompt reached no chat (SPEC L6), so the agent hears it in
   * seconds instead of at the deadline. `detail` says why, for the agent.
   */
  async failDelivery(id: string, detail: string): Promise<QuestionRecord> {
    return this.#endOrExplain(id, {
      status: "delivery_failed",
      endedAt: new Date(this.#now()).toISOString(),
      endedBy: { kind: "delivery", detail: detail.slice(0, 1000) },
    });
  }

  /**
   * Answers the session's pending question from a human's plain-text reply. A reply the parser
   * cannot read for sure gets a clarification, recorded in the timeline with the reply, and the
   * question stays pending (SPEC T3).
   */
  async reply(sessionId: string, text: unknown, responder: Responder): Promise<ReplyOutcome> {
    requireSessionId(sessionId);
    const replyText = parseMessageText(text);
    const [pending] = await this.#store.list({ sessionId, status: "pending", limit: 1 });
    const noPending = async (): Promise<ReplyOutcome> => {
      const { locale } = await this.sessions.settings(sessionId);
      return { outcome: "no_pending", message: messages(locale).replyNoPending };
    };
    if (!pending) return noPending();
    try {
      return await this.#replyTo(pending, replyText, responder);
    } catch (error) {
      // It ended on another surface between reading and answering: nothing waits any more.
      if (error instanceof AskUserError && error.code === "already_ended")
        return { ...(await noPending()), questionId: pending.id };
      throw error;
    }
  }

  /**
   * Answers one question from a plain-text reply addressed to it (a reply to its prompt in a
   * chat): that question or none. Throws `already_ended` when it has ended, so a late reply
   * never reaches the session's next question.
   */
  async replyToQuestion(id: string, text: unknown, responder: Responder): Promise<ReplyOutcome> {
    const replyText = parseMessageText(text);
    const question = await this.get(id);
    if (isTerminal(question.status)) throw alreadyEnded(question);
    return this.#replyTo(question, replyText, responder);
  }

  async #replyTo(
    pending: QuestionRecord,
    replyText: string,
    responder: Responder,
  ): Promise<ReplyOutcome> {
    const { sessionId } = pending;
    const [{ locale }, { parseReply }] = await Promise.all([
      this.sessions.settings(sessionId),
      // The reply reader builds its word tables as it loads: at the first text reply, not at start.
      import("../core/parse-reply.js"),
    ]);
    const parsed = parseReply(pending.questions, replyText, { locale });
    if (parsed.kind === "clarify") {
      await this.postMessage(sessionId, replyText, { kind: "human", ...responder });
      await this.postMessage(sessionId, parsed.message, { kind: "gateway" });
      return { outcome: "clarify", message: parsed.message, questionId: pending.id };
    }
    const ended = await this.answer(
      pending.id,
      (record) =>
        parsed.kind === "skip"
          ? { kind: "skip" }
          : {
              ...parseAnswerSubmission(record.questions, { answers: parsed.answers }),
              ...(parsed.notes ? { notes: parsed.notes } : {}),
            },
      responder,
    );
    const strings = messages(locale);
    return {
      outcome: ended.status === "skipped" ? "skipped" : "answered",
      message:
        ended.status === "skipped"
          ? strings.replySkipped
          : formatMessage(strings.replyAnswered, {
              answers: summarizeLocalized(ended, locale).join("; "),
            }),
      questionId: ended.id,
      result: resultOf(ended) as AskUserResult,
    };
  }

  /** The gateway's clock, so clients can follow its deadlines. */
  now(): string {
    return new Date(this.#now()).toISOString();
  }

  /**
   * Ends a pending question with a human's answers or Skip. `readSubmission` validates the raw
   * submission against the question, and runs only once the question is known to be pending.
   */
  async answer(
    id: string,
    readSubmission: (record: QuestionRecord) => AnswerSubmission,
    responder: Responder,
  ): Promise<QuestionRecord> {
    const known = this.#recentlyAsked.pending(id);
    const record = known ?? (await this.get(id));
    if (isTerminal(record.status)) throw alreadyEnded(record);
    let submission: AnswerSubmission;
    try {
      submission = readSubmission(record);
    } catch (error) {
      // The copy may have ended elsewhere meanwhile: then that, not the submission, is the news.
      if (known) {
        const current = await this.get(id);
        if (isTerminal(current.status)) throw alreadyEnded(current);
      }
      throw error;
    }
    const endedBy: EndedBy = {
      kind: "human",
      surface: responder.surface,
      ...(responder.userId === undefined ? {} : { userId: responder.userId }),
      ...(submission.kind === "answers" && submission.notes ? { notes: submission.notes } : {}),
    };
    const endedAt = new Date(this.#now()).toISOString();
    const ending: QuestionEnding =
      submission.kind === "skip"
        ? { status: "skipped", endedAt, endedBy }
        : { status: "answered", endedAt, endedBy, answers: submission.answers };
    return this.#endOrExplain(id, ending);
  }

  /** Cancels a pending question: `aborted` when the agent's run was aborted (SPEC L3). */
  async cancel(
    id: string,
    options: { reason?: "cancelled" | "aborted"; surface?: string } = {},
  ): Promise<QuestionRecord> {
    const endedBy: EndedBy =
      options.reason === "aborted"
        ? { kind: "abort" }
        : { kind: "cancel", surface: options.surface ?? "api" };
    return this.#endOrExplain(id, {
      status: "cancelled",
      endedAt: new Date(this.#now()).toISOString(),
      endedBy,
    });
  }

  /**
   * Resolves with the question once it has ended, or with its current (pending) state after
   * `timeoutMs` or when `signal` aborts.
   */
  /**
   * Wakes every wait in flight with the question as it stands, and lets later waits return at
   * once: the first step of a graceful stop, while the store still answers.
   */
  endWaits(): void {
    this.#waitsEnded = true;
    for (const waiters of this.#waiters.values()) for (const wake of waiters) wake(undefined);
  }

  async waitForEnd(
    id: string,
    options: { timeoutMs: number; signal?: AbortSignal },
  ): Promise<QuestionRecord> {
    let wake: (record: QuestionRecord | undefined) => void = () => {};
    const woken = new Promise<QuestionRecord | undefined>((resolve) => {
      wake = resolve;
    });
    // Listen before reading, so an ending between the read and the wait is not missed.
    const unlisten = this.#addWaiter(id, wake);
    const timer = setTimeout(() => wake(undefined), options.timeoutMs);
    const onAbort = () => wake(undefined);
    options.signal?.addEventListener("abort", onAbort, { once: true });
    if (this.#waitsEnded) wake(undefined);
    try {
      // A copy known as pending is as good as a read: the waiter is listening already, so an
      // ending from now on, here or (by the change feed) elsewhere, wakes it.
      const current = this.#recentlyAsked.pending(id) ?? (await this.get(id));
      if (isTerminal(current.status) || options.signal?.aborted) return current;
      const ended = await woken;
      if (ended) this.#onWaiterWoken?.(ended);
      return ended ?? (await this.get(id));
    } finally {
      unlisten();
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onAbort);
    }
  }

  async #endOrExplain(id: string, ending: QuestionEnding): Promise<QuestionRecord> {
    if (hasNul(id)) throw new AskUserError("not_found", `no question with id "${id}"`);
    const outcome = await this.#store.end(id, ending);
    if (outcome.kind === "ended") {
      this.#settle(outcome.record, "committed");
      return outcome.record;
    }
    if (!outcome.record) throw new AskUserError("not_found", `no question with id "${id}"`);
    let record = outcome.record;
    // Still pending means the deadline passed first: the question expired, whatever the timer says.
    if (record.status === "pending") {
      await this.#expireIfDue(record);
      record = await this.get(id);
    }
    this.#settle(record, "read");
    throw alreadyEnded(record);
  }

  /** Expires the question if its deadline has passed; true when it is no longer pending. */
  async #expireIfDue(deadline: Deadline): Promise<boolean> {
    const now = this.#now();
    if (now < Date.parse(deadline.expiresAt)) return false;
    const outcome = await this.#store.end(deadline.id, {
      status: "expired",
      endedAt: new Date(now).toISOString(),
      endedBy: { kind: "timeout" },
    });
    // Ended here or, on a shared store, by another process: either way this one is settled.
    if (outcome.record)
      this.#settle(outcome.record, outcome.kind === "ended" ? "committed" : "read");
    return outcome.record?.status !== "pending";
  }

  /**
   * Brings this process in line with an ended question, however it learnt of it: its own
   * ending, another process's change, or a read. Waiters wake each time; the ended event is
   * sent by the process that committed the ending and, once, by each that hears of it (a read
   * sends none: the committer, or the change feed, does).
   */
  #settle(record: QuestionRecord, how: Settled): void {
    if (!isTerminal(record.status)) return;
    this.#recentlyAsked.forget(record.id);
    for (const wake of this.#waiters.get(record.id) ?? []) wake(record);
    if (how !== "read") this.#emit(endedEventType(record.status), record, how === "committed");
  }

  /** Follows a change another process committed to the shared store. */
  async #follow(change: StoreChange): Promise<void> {
    if (change.kind === "delivery") {
      const { kind: _, ...key } = change;
      const [question, deliveries] = await Promise.all([
        this.#store.get(key.questionId),
        this.#store.listDeliveries(key),
      ]);
      const delivery = deliveries.find((each) => each.reminderStep === key.reminderStep);
      if (question && delivery && isSent(delivery)) this.announceDelivery(question, delivery);
      return;
    }
    if (change.kind === "message") {
      const messages = await this.#store.listMessages(change.sessionId);
      const message = messages.find((candidate) => candidate.id === change.messageId);
      if (message) this.events.emit({ type: "message-posted", message, at: message.createdAt });
      return;
    }
    const record = await this.#store.get(change.questionId);
    if (!record) return;
    // Each change comes once: an ending is told here; an ask only while still pending (an
    // ending that came first is told by its own change).
    if (change.status !== "pending") return this.#settle(record, "heard");
    if (record.status !== "pending") return;
    this.#deadlines.add(record.expiresAt);
    this.#emit("question-asked", record, false);
  }

  /**
   * After the change feed was interrupted, notifications may be lost: re-read every question
   * this process waits on, tell what was asked or ended since the last change heard (some
   * heard ones again, within the margin), and re-arm the deadline timer.
   */
  async #resync(): Promise<void> {
    const since = new Date(this.#lastHeardAt - RESYNC_MARGIN_MS).toISOString();
    this.#lastHeardAt = this.#now();
    for (const id of [...this.#waiters.keys()]) {
      const record = await this.#store.get(id);
      if (record) this.#settle(record, "read");
    }
    for (const record of await this.#store.list({ changedSince: since })) {
      if (record.status === "pending") this.#emit("question-asked", record, false);
      else this.#settle(record, "heard");
    }
    await this.#deadlines.refresh();
  }

  /** Runs follow-up work in the background; when the store fails, a full resync follows. */
  #track(work: Promise<void>): void {
    void work.catch(() => {
      if (this.#unfollow === undefined) return;
      setTimeout(() => this.#track(this.#resync()), 1000).unref();
    });
  }

  #emit(type: QuestionEvent["type"], record: QuestionRecord, committedHere: boolean): void {
    const event: GatewayEvent = { type, question: record, at: new Date(this.#now()).toISOString() };
    this.events.emit(event);
    if (committedHere) this.ownEvents.emit(event);
  }

  #addWaiter(id: string, wake: (record: QuestionRecord | undefined) => void): () => void {
    let waiters = this.#waiters.get(id);
    if (!waiters) {
      waiters = new Set();
      this.#waiters.set(id, waiters);
    }
    waiters.add(wake);
    return () => {
      waiters.delete(wake);
      if (waiters.size === 0) this.#waiters.delete(id);
    };
  }
}

function alreadyEnded(record: QuestionRecord): AskUserError {
  const status = record.status as keyof typeof ENDED_MESSAGE;
  return new AskUserError("already_ended", ENDED_MESSAGE[status], {
    details: { status, result: resultOf(record) },
  });
}

function checkCallId(value: unknown, path: string, issues: FieldIssue[]): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || value.trim() === "" || value.length > MAX_CALL_ID_LENGTH)
    issues.push({
      path,
      message: `expected a non-blank string of at most ${MAX_CALL_ID_LENGTH} characters`,
    });
  // Refused here, whichever store is behind: PostgreSQL could not keep it.
  else if (hasNul(value)) issues.push({ path, message: NUL_RULE });
  else return value;
  return undefined;
}
