import type { QuestionStatus } from "../core/index.js";
import type { AwaitedWordsStore } from "./awaited-words-store.js";
import type { ChatAddressStore } from "./chat-address-store.js";
import type { DeliveryKey, DeliveryRecords } from "./delivery-records.js";
import type { PlanStepStore } from "./plan-step-store.js";
import type { PushSubscriptionStore } from "./push-subscription-store.js";
import type { QuestionRecords } from "./question-records.js";
import type { ResumeMarkStore } from "./resume-mark-store.js";
import type { SessionMessages } from "./session-messages.js";
import type { SessionSettingsStore } from "./session-settings-store.js";
import type { VapidKeyStore } from "./vapid-key-store.js";

export type { AwaitedWords, AwaitedWordsKey, AwaitedWordsStore } from "./awaited-words-store.js";
export type { ChatAddress, ChatAddressStore } from "./chat-address-store.js";
export {
  type Delivery,
  type DeliveryFilter,
  type DeliveryKey,
  type DeliveryRecords,
  deliveryFilterColumns,
  OF_ENDED_QUESTIONS_SQL,
} from "./delivery-records.js";
export type { PlanStep, PlanStepKey, PlanStepStore } from "./plan-step-store.js";
export type { PushSubscriptionRecord, PushSubscriptionStore } from "./push-subscription-store.js";
export {
  type Deadline,
  type EndOutcome,
  endingRespectsDeadline,
  type InsertOutcome,
  type QuestionFilter,
  type QuestionRecords,
} from "./question-records.js";
export type { ResumeMarkStore } from "./resume-mark-store.js";
export type { SessionMessages, SessionSummary } from "./session-messages.js";
export type {
  ChannelRoute,
  DeliveryPlan,
  DeliveryPlanStep,
  PlannedRoute,
  QuietHours,
  SessionSettings,
  SessionSettingsStore,
} from "./session-settings-store.js";
export type { VapidKeyStore, VapidKeys } from "./vapid-key-store.js";

/**
 * Where questions and timeline messages live: one store, by concern. Each part is a narrow
 * interface of its own with its own contract suite (`test/store/contracts/`), and code takes
 * only the parts it uses; an implementation (memory, SQLite, PostgreSQL) provides them all on
 * one connection, so the atomic endings stay in one place (`QuestionRecords`).
 * Nothing is ever deleted: questions and messages are the sessions' timelines (SPEC L7).
 */
export interface QuestionStore
  extends QuestionRecords,
    SessionMessages,
    SessionSettingsStore,
    DeliveryRecords,
    AwaitedWordsStore,
    PushSubscriptionStore,
    ChatAddressStore,
    VapidKeyStore,
    PlanStepStore,
    ResumeMarkStore {
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
