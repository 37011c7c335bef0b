import { type QuestionStore, StoreFullError, StoreUnavailableError } from "../question-store.js";

/**
 * The messages between the SQLite store's main-thread side (`sqlite-question-store.ts`) and its
 * worker thread (`sqlite-worker.ts`), and how errors cross between them: a structured clone
 * would keep an error's message but not its class, and the HTTP layer needs the class (and its
 * `retryAfterSeconds`) to answer 503 with Retry-After.
 */

/** The store operations the worker serves: every `QuestionStore` method but `close`. */
export type StoreMethod = Exclude<keyof QuestionStore, "close" | "cluster">;

type Operation<M extends StoreMethod> = NonNullable<QuestionStore[M]>;

/** The arguments of an operation, as the main thread posts them. */
export type StoreArgs<M extends StoreMethod> = Parameters<Operation<M>>;

/** What an operation resolves to, as the worker replies. */
export type StoreResult<M extends StoreMethod> = Awaited<ReturnType<Operation<M>>>;

/** The store's operations in their synchronous form, as the worker's engine runs them. */
export type SyncStore = { [M in StoreMethod]: (...args: StoreArgs<M>) => StoreResult<M> };

/** What the worker is started with (`workerData`). */
export interface SqliteWorkerData {
  /** A file path, or `:memory:`. */
  path: string;
}

/** One store call: `id` pairs it with its reply. */
export interface StoreCall {
  id: number;
  method: StoreMethod;
  args: unknown[];
}

export type StoreReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: WireError };

/**
 * Calls and replies travel in batches, one message per turn of the sender's event loop (the
 * calls of every request read in that turn, the replies of one group commit): under load that
 * is one wake-up and one deserialization for many calls instead of one each.
 */
export type ToWorker =
  | { type: "calls"; calls: StoreCall[] }
  /** Finish what was asked, close the database, end the thread. */
  | { type: "close" };

export type FromWorker =
  /** The database is open and migrated, or could not be (then the thread ends). */
  { type: "opened"; error?: WireError } | { type: "replies"; replies: StoreReply[] };

/** An error as it crosses from the worker to the main thread. */
export type WireError =
  | { kind: "unavailable" | "full"; message: string; retryAfterSeconds: number; cause?: string }
  | { kind: "error"; name: string; message: string; code?: string; stack?: string };

export function toWire(error: unknown): WireError {
  if (error instanceof StoreUnavailableError)
    return {
      kind: error instanceof StoreFullError ? "full" : "unavailable",
      message: error.message,
      retryAfterSeconds: error.retryAfterSeconds,
      ...(error.cause === undefined ? {} : { cause: String(error.cause) }),
    };
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return {
      kind: "error",
      name: error.name,
      message: error.message,
      ...(typeof code === "string" ? { code } : {}),
      ...(error.stack === undefined ? {} : { stack: error.stack }),
    };
  }
  return { kind: "error", name: "Error", message: String(error) };
}

/** The error again, of its class: StoreUnavailableError and StoreFullError keep their retry hint. */
export function fromWire(wire: WireError): Error {
  if (wire.kind !== "error") {
    const options = {
      retryAfterSeconds: wire.retryAfterSeconds,
      ...(wire.cause === undefined ? {} : { cause: new Error(wire.cause) }),
    };
    return wire.kind === "full"
      ? new StoreFullError(wire.message, options)
      : new StoreUnavailableError(wire.message, options);
  }
  const error = new Error(wire.message) as Error & { code?: string };
  error.name = wire.name;
  if (wire.code !== undefined) error.code = wire.code;
  if (wire.stack !== undefined) error.stack = wire.stack;
  return error;
}
