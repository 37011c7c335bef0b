import type {
  QuestionEnding,
  QuestionRecord,
  QuestionStatus,
  QuietHours,
  SessionMessage,
  SessionSummary,
} from "../core/index.js";

export type { QuietHours, SessionSummary };

export type InsertOutcome =
  | { kind: "inserted"; record: QuestionRecord }
  /** The session already has a pending question (one at a time, SPEC L4). */
  | { kind: "session_busy"; pending: QuestionRecord }
  /** The same run and tool call asked before: the earlier question, unchanged. */
  | { kind: "same_tool_call"; record: QuestionRecord };

export type EndOutcome =
  | { kind: "ended"; record: QuestionRecord }
  /** Not ended: missing, already ended, or the ending came on the wrong side of the deadline. */
  | { kind: "unchanged"; record: QuestionRecord | undefined };

export interface QuestionFilter {
  sessionId?: string;
  status?: QuestionStatus;
  /** Only questions asked or ended at or after this time (ISO 8601). */
  changedSince?: string;
  /** Only questions asked after this one (its id): with `limit`, the next page. */
  after?: string;
  /** At most this many records, oldest first. */
  limit?: number;
}

/** A pending question's deadline: all its expiry timer needs. */
export type Deadline = Pick<QuestionRecord, "id" | "expiresAt">;

/** Per-session preferences; absent fields fall back to the gateway's configuration. */
export interface SessionSettings {
  /** The language of prompts, summaries and clarifications for this session. */
  locale?: string;
  /** Where this session's questions go, at the ask and later; absent means the default. */
  plan?: DeliveryPlan;
  /**
   * The chats of sessions stored before plans existed: read as a one-step plan, and replaced
   * by `plan` on the next change of routes or plan.
   */
  routes?: ChannelRoute[];
  /** A daily window in which plan steps wait for its end; absent means none. */
  quietHours?: QuietHours;
}

/** Where a session's questions go, at the ask and later: steps ordered by their delay. */
export interface DeliveryPlan {
  steps: DeliveryPlanStep[];
}

/**
 * What happens `afterSeconds` after the question was asked (0: at the ask): the chats that get
 * it now, and whether every prompt already out is reminded of, in its own chat.
 */
export interface DeliveryPlanStep {
  afterSeconds: number;
  routes: ChannelRoute[];
  /** Remind where the prompt already is (a reply to it, mentioning who may answer). */
  remind?: boolean;
}

/**
 * One chat on one channel, such as `{ channel: "telegram", chatId: "123" }`, or a channel that
 * reaches the human's own devices and names no chat, such as `{ channel: "push" }`.
 */
export interface ChannelRoute {
  channel: string;
  chatId?: string;
}

/** A route of a stored plan step. */
export interface PlannedRoute extends ChannelRoute {
  /**
   * Delivered if it can be, but its failure alone never ends the question: the human's devices
   * (push) of a session without a plan, when quiet hours held the ask.
   */
  courtesy?: boolean;
}

/**
 * A prompt a channel showed in a chat, or a reminder of it: the handle to edit it once the question ends, kept in
 * the store so an answer after a restart still closes the prompt.
 */
export interface Delivery {
  questionId: string;
  channel: string;
  chatId: string;
  /** The channel's own id of the message that shows the prompt (or the reminder). */
  messageId: string;
  /**
   * For a reminder, the plan step that sent it: a reply to the prompt in its chat, closed
   * with the prompt. Absent for the prompt itself.
   */
  reminderStep?: number;
  deliveredAt: string;
  /** When the prompt was replaced by its summary; absent while it is still live. */
  closedAt?: string;
}

/**
 * Someone chose Other… on a prompt whose platform takes their words as their next message in
 * the chat (Telegram's ForceReply). Kept in the store, so the words still find their prompt
 * after a restart or on another gateway process.
 */
export interface AwaitedWords {
  channel: string;
  chatId: string;
  userId: string;
  questionId: string;
  /** The prompt's message. */
  messageId: string;
  requestedAt: string;
}

export type AwaitedWordsKey = Pick<AwaitedWords, "channel" | "chatId" | "userId">;

/** What names one delivery: its question, chat, and reminder step (absent: the prompt). */
export type DeliveryKey = Pick<Delivery, "questionId" | "channel" | "chatId" | "reminderStep">;

/** Which deliveries to list; every given field must match. */
export interface DeliveryFilter {
  questionId?: string;
  channel?: string;
  chatId?: string;
  messageId?: string;
  /** True: only prompts not yet closed. */
  open?: boolean;
}

/** The column each set field of a delivery filter compares, for the SQL stores. */
export function deliveryFilterColumns(
  filter: DeliveryFilter,
): Array<[column: string, value: string]> {
  const columns: Array<[string, string | undefined]> = [
    ["question_id", filter.questionId],
    ["channel", filter.channel],
    ["chat_id", filter.chatId],
    ["message_id", filter.messageId],
  ];
  return columns.filter((entry): entry is [string, string] => entry[1] !== undefined);
}

/**
 * A browser's Web Push subscription (its `PushSubscription.toJSON()`), kept so questions reach
 * the device while the Control UI is closed. Tied to the human token that made it: after the
 * token changes, the device is no longer notified (it could not answer anyway).
 */
export interface PushSubscriptionRecord {
  /** The push service's URL for this device; unique, subscribing again replaces the record. */
  endpoint: string;
  /** The device's P-256 public key and auth secret (base64url), to encrypt payloads (RFC 8291). */
  keys: { p256dh: string; auth: string };
  /** A fingerprint of the human token that subscribed; "" on a gateway without tokens. */
  tokenFingerprint: string;
  /** What the device calls itself (from its browser), for the list of notified devices. */
  label?: string;
  createdAt: string;
}

/**
 * One later step of a question's delivery plan, kept with the question so that it fires once,
 * on time, on whichever gateway is alive: the chats it adds (escalation) and whether it reminds
 * where the prompt already is.
 */
export interface PlanStep {
  questionId: string;
  /**
   * Its place in the question's plan, from 1. Step 0 is the delivery at the ask, stored only
   * when quiet hours delayed it.
   */
  index: number;
  /** When it is due (ISO 8601). */
  dueAt: string;
  /** The chats it adds; empty for a reminder alone. */
  routes: PlannedRoute[];
  /** Remind where the prompt already is. */
  remind: boolean;
  /** When a gateway took it; absent while it waits. */
  takenAt?: string;
  /** What came of it once taken: `fired`, or `skipped` (the question had ended, or it was due after the deadline). */
  outcome?: "fired" | "skipped";
}

export type PlanStepKey = Pick<PlanStep, "questionId" | "index">;

/**
 * Where a channel reaches one chat, as the platform last said: Teams gives each conversation a
 * service URL of its region, which a restart must not forget.
 */
export interface ChatAddress {
  channel: string;
  chatId: string;
  address: string;
}

/** The gateway's VAPID key pair (RFC 8292), base64url: the P-256 public and private keys. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * Where questions and timeline messages live. Every implementation must make `insert` and `end` atomic:
 * - `insert` refuses a second pending question in one session, and returns the earlier
 *   question for a repeated `(sessionId, runId, toolCallId)`;
 * - `end` applies only while the question is pending, and only on the right side of its
 *   deadline: `expired` at or after `expiresAt`, every other ending (also `delivery_failed`,
 *   which usually comes seconds after the ask) strictly before it.
 * That one rule makes endings exactly-once and settles an answer racing the expiry.
 * Nothing is ever deleted: questions and messages are the sessions' timelines (SPEC L7).
 */
export interface QuestionStore {
  insert(record: QuestionRecord): Promise<InsertOutcome>;
  get(id: string): Promise<QuestionRecord | undefined>;
  /** Matching records in the order they were asked. */
  list(filter: QuestionFilter): Promise<QuestionRecord[]>;
  end(id: string, ending: QuestionEnding): Promise<EndOutcome>;
  /**
   * The `limit` pending questions whose deadlines come first, earliest first (then by id),
   * read from an index: a gateway keeps one timer for the next deadline, not one per question.
   */
  nextDeadlines(limit: number): Promise<Deadline[]>;
  /** How many questions are pending, counted by the store (for the metrics gauge). */
  countPending(): Promise<number>;
  appendMessage(message: SessionMessage): Promise<void>;
  /** A session's messages in the order they were posted. */
  listMessages(sessionId: string): Promise<SessionMessage[]>;
  /** Every session that has a question or a message, most recently active first. */
  listSessions(): Promise<SessionSummary[]>;
  /** A session's settings; `{}` when none were ever set. */
  getSessionSettings(sessionId: string): Promise<SessionSettings>;
  /** Replaces a session's settings. */
  putSessionSettings(sessionId: string, settings: SessionSettings): Promise<void>;
  /**
   * Records a delivered prompt or reminder; the same question, channel, chat and reminder step
   * again replaces it. One that is sent (not a reservation) is a change the other gateways of
   * a shared store hear of.
   */
  putDelivery(delivery: Delivery): Promise<void>;
  /** Matching deliveries, oldest first. */
  listDeliveries(filter: DeliveryFilter): Promise<Delivery[]>;
  /**
   * Marks a delivery closed; true only for the call that closed it, so exactly one caller
   * edits the prompt to its summary.
   */
  closeDelivery(key: DeliveryKey, closedAt: string): Promise<boolean>;
  /** Records whose words a chat awaits; replaces that user's earlier request in the chat. */
  awaitWords(request: AwaitedWords): Promise<void>;
  /** Removes and returns the user's request in the chat: exactly one caller gets it. */
  takeAwaitedWords(key: AwaitedWordsKey): Promise<AwaitedWords | undefined>;
  /** Keeps a push subscription; the same endpoint again replaces it. True when it was new. */
  putPushSubscription(subscription: PushSubscriptionRecord): Promise<boolean>;
  /** Every push subscription in the order first put (a replacement keeps its place). */
  listPushSubscriptions(): Promise<PushSubscriptionRecord[]>;
  /** Removes the subscription of this endpoint; true only for the call that removed it. */
  deletePushSubscription(endpoint: string): Promise<boolean>;
  /** Keeps where a channel reaches a chat, replacing what was kept for it. */
  putChatAddress(entry: ChatAddress): Promise<void>;
  /** Where `channel` reaches `chatId`, if it was kept. */
  getChatAddress(channel: string, chatId: string): Promise<string | undefined>;
  /**
   * The gateway's VAPID keys: the stored pair, else `candidate`, stored first. Every caller,
   * also racing processes on a shared store, gets the same pair.
   */
  vapidKeys(candidate: VapidKeys): Promise<VapidKeys>;
  /**
   * The question's plan steps: the stored ones, else `steps`, stored first, all or none. Every
   * caller, also racing processes on a shared store, gets the same steps, ordered by index.
   * An empty `steps` stores nothing.
   */
  ensurePlanSteps(questionId: string, steps: readonly PlanStep[]): Promise<PlanStep[]>;
  /** A question's steps, ordered by index (taken ones with their outcome). */
  listPlanSteps(questionId: string): Promise<PlanStep[]>;
  /**
   * The steps not yet taken, of every question, ordered by dueAt (then questionId, index): all
   * of them, or the first `limit`, read from an index (the plan runner's one timer).
   */
  listWaitingPlanSteps(limit?: number): Promise<PlanStep[]>;
  /** Takes a waiting step with its outcome; true only for the one caller that took it. */
  takePlanStep(key: PlanStepKey, outcome: "fired" | "skipped", takenAt: string): Promise<boolean>;
  /**
   * For stores whose writes can be held off while reads still work (SQLite while another
   * process holds its write lock): resolves once a write could start now, or rejects with
   * StoreUnavailableError within about a second. Stores without it are ready when they read.
   */
  checkWritable?(): Promise<void>;
  close(): Promise<void>;
  /**
   * Present when several gateway processes share the store (PostgreSQL): what the others
   * commit, and leases that let one process own a job such as a Telegram long poll.
   */
  readonly cluster?: StoreCluster;
}

/**
 * A change another process committed. It carries ids only: a receiver re-reads the store, so
 * a late or repeated notification can never show a stale state.
 */
export type StoreChange =
  | { kind: "question"; questionId: string; status: QuestionStatus }
  | { kind: "message"; sessionId: string; messageId: string }
  | ({ kind: "delivery" } & DeliveryKey);

export interface StoreCluster {
  /** This process's id among the gateways sharing the store. */
  readonly nodeId: string;
  /**
   * Calls `onChange` for each change committed by another process (never this one's own),
   * in commit order. `onResync` runs after the feed was interrupted (a dropped connection):
   * notifications may have been missed, so the receiver re-reads what it waits on.
   */
  subscribe(handlers: { onChange(change: StoreChange): void; onResync(): void }): () => void;
  /**
   * Takes or renews the named lease for this process for `ttlMs`; true while this process
   * holds it. A lease whose holder stopped renewing can be taken once it has run out.
   */
  acquireLease(name: string, ttlMs: number): Promise<boolean>;
  /** Gives the lease up at once, if this process holds it. */
  releaseLease(name: string): Promise<void>;
}

/**
 * The store cannot be reached (a database restart, a dropped network). The caller may try again
 * after `retryAfterSeconds`: the store's atomic rules make a repeated ask or answer safe.
 */
export class StoreUnavailableError extends Error {
  readonly retryAfterSeconds: number;

  constructor(message: string, options: { retryAfterSeconds?: number; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "StoreUnavailableError";
    this.retryAfterSeconds = options.retryAfterSeconds ?? 1;
  }
}

/**
 * The disk holding the store is full: the write was refused and nothing of it was stored. The
 * store takes writes again, without a restart, once space is freed.
 */
export class StoreFullError extends StoreUnavailableError {
  constructor(message: string, options: { retryAfterSeconds?: number; cause?: unknown } = {}) {
    super(message, { retryAfterSeconds: 10, ...options });
    this.name = "StoreFullError";
  }
}

/** Whether an ending lands on its allowed side of the deadline (shared by the stores). */
export function endingRespectsDeadline(ending: QuestionEnding, expiresAt: string): boolean {
  const endedAt = Date.parse(ending.endedAt);
  const deadline = Date.parse(expiresAt);
  return ending.status === "expired" ? endedAt >= deadline : endedAt < deadline;
}
