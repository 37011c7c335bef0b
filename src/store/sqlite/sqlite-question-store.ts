import type { Worker } from "node:worker_threads";
import type { QuestionEnding, QuestionRecord, SessionMessage } from "../../core/index.js";
import {
  type AwaitedWords,
  type AwaitedWordsKey,
  type ChatAddress,
  type Deadline,
  type Delivery,
  type DeliveryFilter,
  type DeliveryKey,
  type EndOutcome,
  type InsertOutcome,
  type PlanStep,
  type PlanStepKey,
  type PushSubscriptionRecord,
  type QuestionFilter,
  type QuestionStore,
  type SessionSettings,
  type SessionSummary,
  StoreUnavailableError,
  type VapidKeys,
} from "../question-store.js";
import { isBusy } from "./lock-wait.js";
import { SqliteEngine } from "./sqlite-engine.js";
import { openFailure, translateSqliteError } from "./sqlite-errors.js";
import {
  type FromWorker,
  fromWire,
  type StoreArgs,
  type StoreCall,
  type StoreMethod,
  type StoreReply,
  type StoreResult,
  type ToWorker,
  toWire,
} from "./sqlite-protocol.js";
import { startSqliteWorker } from "./sqlite-worker-thread.js";

export interface SqliteQuestionStoreOptions {
  /** A file path, or `:memory:`. */
  path: string;
}

interface PendingCall {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * The embedded default store. Writes go to a worker thread (`sqlite-worker.ts`) that owns the
 * writing connection: this side posts each write there and awaits the reply, so neither a
 * commit's fsync nor another process holding the database's write lock ever stalls the
 * gateway's event loop. Reads run right here, on a connection of this thread: in WAL a reader
 * never waits for a writer, and with `busy_timeout = 0` the rare read that meets a lock (a
 * recovery, another process in exclusive mode) is passed to the worker, which waits for it
 * off the event loop. So a read costs no thread crossing, and the worker starts at the first
 * write: a gateway that only starts and serves reads never pays for a second thread.
 * (`:memory:` is one connection's alone, so there the worker serves the reads too.)
 *
 * WAL with `synchronous = FULL`: a committed answer is on disk before the caller hears it was
 * accepted, so neither `kill -9` nor a power cut loses it. Writes that arrive together share
 * one commit (`GroupCommit`). A write that meets another process's write lock waits about 2 s
 * without blocking reads, then is refused with StoreUnavailableError (retry after 1 s).
 *
 * Should the worker die, its pending calls are refused as unavailable, and the next call
 * starts a new worker on the same file.
 */
export class SqliteQuestionStore implements QuestionStore {
  readonly #path: string;
  /** The reading connection on this thread; none for `:memory:`. */
  #reader: SqliteEngine | undefined;
  #worker: Worker | undefined;
  /** The current worker has not yet said whether it opened the database. */
  #opening = false;
  /** Settles once the current worker opened the database, or could not. */
  #opened: Promise<void> = Promise.resolve();
  readonly #pending = new Map<number, PendingCall>();
  #lastId = 0;
  /** Calls made in this turn of the event loop, posted together at its end. */
  #outbox: StoreCall[] = [];
  /** Whether the worker currently keeps the process alive. */
  #refed = false;
  /** Set by `close()`: calls from then on are refused. */
  #closed = false;
  #closing: Promise<void> | undefined;

  private constructor(options: SqliteQuestionStoreOptions) {
    this.#path = options.path;
  }

  /**
   * Opens (creating and migrating as needed) the database; rejects as opening would, e.g. for
   * a file written by a newer ask-user. Opening waits up to 2 s for a lock another process
   * holds, on this thread: nothing is served before the store is open anyway.
   */
  static async open(options: SqliteQuestionStoreOptions): Promise<SqliteQuestionStore> {
    const store = new SqliteQuestionStore(options);
    if (options.path !== ":memory:") {
      try {
        store.#reader = new SqliteEngine(options.path);
      } catch (error) {
        store.#closed = true;
        throw openFailure(options.path, error);
      }
      return store;
    }
    store.#start();
    try {
      await store.#opened;
    } catch (error) {
      await store.close();
      throw error;
    }
    return store;
  }

  insert(record: QuestionRecord): Promise<InsertOutcome> {
    return this.#call("insert", record);
  }

  get(id: string): Promise<QuestionRecord | undefined> {
    return this.#read("get", id);
  }

  list(filter: QuestionFilter): Promise<QuestionRecord[]> {
    return this.#read("list", filter);
  }

  end(id: string, ending: QuestionEnding): Promise<EndOutcome> {
    return this.#call("end", id, ending);
  }

  nextDeadlines(limit: number): Promise<Deadline[]> {
    return this.#read("nextDeadlines", limit);
  }

  countPending(): Promise<number> {
    return this.#read("countPending");
  }

  appendMessage(message: SessionMessage): Promise<void> {
    return this.#call("appendMessage", message);
  }

  listMessages(sessionId: string): Promise<SessionMessage[]> {
    return this.#read("listMessages", sessionId);
  }

  listSessions(): Promise<SessionSummary[]> {
    return this.#read("listSessions");
  }

  getSessionSettings(sessionId: string): Promise<SessionSettings> {
    return this.#read("getSessionSettings", sessionId);
  }

  putSessionSettings(sessionId: string, settings: SessionSettings): Promise<void> {
    return this.#call("putSessionSettings", sessionId, settings);
  }

  putDelivery(delivery: Delivery): Promise<void> {
    return this.#call("putDelivery", delivery);
  }

  listDeliveries(filter: DeliveryFilter): Promise<Delivery[]> {
    return this.#read("listDeliveries", filter);
  }

  closeDelivery(key: DeliveryKey, closedAt: string): Promise<boolean> {
    return this.#call("closeDelivery", key, closedAt);
  }

  awaitWords(request: AwaitedWords): Promise<void> {
    return this.#call("awaitWords", request);
  }

  takeAwaitedWords(key: AwaitedWordsKey): Promise<AwaitedWords | undefined> {
    return this.#call("takeAwaitedWords", key);
  }

  putPushSubscription(subscription: PushSubscriptionRecord): Promise<boolean> {
    return this.#call("putPushSubscription", subscription);
  }

  listPushSubscriptions(): Promise<PushSubscriptionRecord[]> {
    return this.#read("listPushSubscriptions");
  }

  deletePushSubscription(endpoint: string): Promise<boolean> {
    return this.#call("deletePushSubscription", endpoint);
  }

  putChatAddress(entry: ChatAddress): Promise<void> {
    return this.#call("putChatAddress", entry);
  }

  getChatAddress(channel: string, chatId: string): Promise<string | undefined> {
    return this.#read("getChatAddress", channel, chatId);
  }

  vapidKeys(candidate: VapidKeys): Promise<VapidKeys> {
    return this.#call("vapidKeys", candidate);
  }

  ensurePlanSteps(questionId: string, steps: readonly PlanStep[]): Promise<PlanStep[]> {
    return this.#call("ensurePlanSteps", questionId, steps);
  }

  listPlanSteps(questionId: string): Promise<PlanStep[]> {
    return this.#read("listPlanSteps", questionId);
  }

  listWaitingPlanSteps(limit?: number): Promise<PlanStep[]> {
    return this.#read("listWaitingPlanSteps", limit);
  }

  listFiredPlanSteps(
    since: string,
    page: { after?: Pick<PlanStep, "questionId" | "index" | "takenAt">; limit: number },
  ): Promise<PlanStep[]> {
    return this.#read("listFiredPlanSteps", since, page);
  }

  resumeMark(): Promise<string | undefined> {
    return this.#read("resumeMark");
  }

  advanceResumeMark(at: string): Promise<void> {
    return this.#call("advanceResumeMark", at);
  }

  takePlanStep(key: PlanStepKey, outcome: "fired" | "skipped", takenAt: string): Promise<boolean> {
    return this.#call("takePlanStep", key, outcome, takenAt);
  }

  /** Resolves once the write lock could be taken; unavailable after about 1 s of waiting. */
  checkWritable(): Promise<void> {
    return this.#call("checkWritable");
  }

  /** Lets the worker finish what was asked (writes commit, or are refused), then ends it. */
  close(): Promise<void> {
    this.#closed = true;
    this.#closing ??= this.#close();
    return this.#closing;
  }

  /** Whether the writing worker thread runs now: it starts at the first write (diagnostics). */
  get writerRunning(): boolean {
    return this.#worker !== undefined;
  }

  /**
   * Stops the worker thread at once, as a crash would (for fault tests): its pending calls are
   * refused as unavailable, and the next call starts a new worker.
   */
  async terminateWorker(): Promise<void> {
    await this.#worker?.terminate();
  }

  async #close(): Promise<void> {
    this.#send();
    const worker = this.#worker;
    if (worker) {
      const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
      this.#updateRef();
      worker.postMessage({ type: "close" } satisfies ToWorker);
      await exited;
    }
    this.#reader?.close();
    this.#reader = undefined;
  }

  /**
   * A read on this thread's connection, or in the worker when there is none or the read met
   * another process's lock: the worker waits for that lock, the event loop never does.
   */
  #read<M extends StoreMethod>(method: M, ...args: StoreArgs<M>): Promise<StoreResult<M>> {
    const reader = this.#reader;
    if (this.#closed || !reader) return this.#call(method, ...args);
    try {
      const run = reader[method] as (...args: StoreArgs<M>) => StoreResult<M>;
      return Promise.resolve(run.apply(reader, args));
    } catch (error) {
      if (isBusy(error)) return this.#call(method, ...args);
      return Promise.reject(translateSqliteError(error));
    }
  }

  #call<M extends StoreMethod>(method: M, ...args: StoreArgs<M>): Promise<StoreResult<M>> {
    if (this.#closed)
      return Promise.reject(new StoreUnavailableError("the SQLite store is closed"));
    this.#lastId += 1;
    const id = this.#lastId;
    return new Promise<StoreResult<M>>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#outbox.push({ id, method, args });
      if (this.#outbox.length === 1) setImmediate(() => this.#send());
      this.#updateRef();
    });
  }

  /** Posts the calls queued in the outbox as one message (see `sqlite-protocol.ts`). */
  #send(): void {
    const calls = this.#outbox;
    this.#outbox = [];
    if (calls.length === 0) return;
    const worker = this.#worker ?? this.#start();
    try {
      worker.postMessage({ type: "calls", calls } satisfies ToWorker);
    } catch {
      // Arguments that cannot be cloned: post one by one, and refuse only those calls.
      for (const call of calls) {
        try {
          worker.postMessage({ type: "calls", calls: [call] } satisfies ToWorker);
        } catch (error) {
          this.#settle({ id: call.id, ok: false, error: toWire(error) });
        }
      }
    }
  }

  #start(): Worker {
    const worker = startSqliteWorker({ path: this.#path });
    this.#worker = worker;
    // A new Worker keeps the process alive until told otherwise.
    this.#refed = true;
    this.#opening = true;
    let crash: Error | undefined;
    /** Why this worker could not open the database: every call it had is refused with it. */
    let openError: Error | undefined;
    this.#opened = new Promise<void>((resolve, reject) => {
      worker.on("message", (message: FromWorker) => {
        if (message.type === "replies") {
          for (const reply of message.replies) this.#settle(reply);
          return;
        }
        this.#opening = false;
        this.#updateRef();
        if (message.error === undefined) return resolve();
        openError = fromWire(message.error);
        reject(openError);
      });
      worker.on("error", (error) => {
        crash = error;
      });
      worker.on("exit", (code) => {
        if (this.#worker === worker) this.#worker = undefined;
        this.#opening = false;
        const stopped =
          openError ??
          (this.#closed
            ? new StoreUnavailableError("the SQLite store is closed")
            : new StoreUnavailableError(
                `the SQLite store's worker thread stopped (exit code ${code}); try again`,
                crash === undefined ? {} : { cause: crash },
              ));
        reject(stopped);
        // Calls not yet posted were this worker's too: a new worker never runs what was refused.
        this.#outbox = [];
        this.#refuseAll(stopped);
      });
    });
    // Whoever calls next hears why; an open failure nobody awaits is no unhandled rejection.
    this.#opened.catch(() => {});
    this.#updateRef();
    return worker;
  }

  #settle(reply: StoreReply): void {
    const call = this.#pending.get(reply.id);
    if (!call) return;
    this.#pending.delete(reply.id);
    if (reply.ok) call.resolve(reply.value);
    else call.reject(fromWire(reply.error));
    this.#updateRef();
  }

  #refuseAll(error: unknown): void {
    const calls = [...this.#pending.values()];
    this.#pending.clear();
    for (const call of calls) call.reject(error);
    this.#updateRef();
  }

  /**
   * The worker keeps the process alive only while it owes an answer (or is opening or
   * closing): an idle store, like an idle database file, never holds the process open.
   */
  #updateRef(): void {
    const worker = this.#worker;
    if (!worker) return;
    const needed = this.#opening || this.#closed || this.#pending.size > 0;
    if (needed === this.#refed) return;
    this.#refed = needed;
    if (needed) worker.ref();
    else worker.unref();
  }
}
