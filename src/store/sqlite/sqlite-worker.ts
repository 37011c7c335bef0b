import { type MessagePort, parentPort, workerData } from "node:worker_threads";
import { GroupCommit } from "./group-commit.js";
import {
  READ_LOCK_WAIT_MS,
  READY_LOCK_WAIT_MS,
  retryWhileBusy,
  WRITE_LOCK_WAIT_MS,
} from "./lock-wait.js";
import { SqliteEngine } from "./sqlite-engine.js";
import { openFailure } from "./sqlite-errors.js";
import {
  type FromWorker,
  type SqliteWorkerData,
  type StoreMethod,
  type StoreReply,
  type ToWorker,
  toWire,
} from "./sqlite-protocol.js";

/**
 * The SQLite store's worker thread: it owns the connection and runs every statement, so a
 * commit's fsync or another process's lock never holds up the gateway's event loop. Reads run
 * as they arrive; writes go through the group commit. Started by `sqlite-question-store.ts`.
 */

/**
 * How each operation runs: a read at once, a write in the next group commit; and how long it
 * may wait for another process's lock before it is refused as unavailable.
 */
const OPERATIONS: Record<StoreMethod, { write: boolean; lockWaitMs: number }> = {
  get: { write: false, lockWaitMs: READ_LOCK_WAIT_MS },
  list: { write: false, lockWaitMs: READ_LOCK_WAIT_MS },
  nextDeadlines: { write: false, lockWaitMs: READ_LOCK_WAIT_MS },
  countPending: { write: false, lockWaitMs: READ_LOCK_WAIT_MS },
  listMessages: { write: false, lockWaitMs: READ_LOCK_WAIT_MS },
  listSessions: { write: false, lockWaitMs: READ_LOCK_WAIT_MS },
  getSessionSettings: { write: false, lockWaitMs: READ_LOCK_WAIT_MS },
  listDeliveries: { write: false, lockWaitMs: READ_LOCK_WAIT_MS },
  listPushSubscriptions: { write: false, lockWaitMs: READ_LOCK_WAIT_MS },
  listPlanSteps: { write: false, lockWaitMs: READ_LOCK_WAIT_MS },
  listWaitingPlanSteps: { write: false, lockWaitMs: READ_LOCK_WAIT_MS },
  getChatAddress: { write: false, lockWaitMs: READ_LOCK_WAIT_MS },
  listFiredPlanSteps: { write: false, lockWaitMs: READ_LOCK_WAIT_MS },
  resumeMark: { write: false, lockWaitMs: READ_LOCK_WAIT_MS },
  insert: { write: true, lockWaitMs: WRITE_LOCK_WAIT_MS },
  end: { write: true, lockWaitMs: WRITE_LOCK_WAIT_MS },
  appendMessage: { write: true, lockWaitMs: WRITE_LOCK_WAIT_MS },
  putSessionSettings: { write: true, lockWaitMs: WRITE_LOCK_WAIT_MS },
  putDelivery: { write: true, lockWaitMs: WRITE_LOCK_WAIT_MS },
  closeDelivery: { write: true, lockWaitMs: WRITE_LOCK_WAIT_MS },
  awaitWords: { write: true, lockWaitMs: WRITE_LOCK_WAIT_MS },
  takeAwaitedWords: { write: true, lockWaitMs: WRITE_LOCK_WAIT_MS },
  putPushSubscription: { write: true, lockWaitMs: WRITE_LOCK_WAIT_MS },
  deletePushSubscription: { write: true, lockWaitMs: WRITE_LOCK_WAIT_MS },
  takePlanStep: { write: true, lockWaitMs: WRITE_LOCK_WAIT_MS },
  putChatAddress: { write: true, lockWaitMs: WRITE_LOCK_WAIT_MS },
  advanceResumeMark: { write: true, lockWaitMs: WRITE_LOCK_WAIT_MS },
  // A write: it stores the candidate when no pair is stored yet.
  vapidKeys: { write: true, lockWaitMs: WRITE_LOCK_WAIT_MS },
  // A write, like vapidKeys: it stores the candidates when the question has no steps yet.
  ensurePlanSteps: { write: true, lockWaitMs: WRITE_LOCK_WAIT_MS },
  // An empty write: it succeeds once the write lock could be taken.
  checkWritable: { write: true, lockWaitMs: READY_LOCK_WAIT_MS },
};

function serve(port: MessagePort, data: SqliteWorkerData): void {
  const post = (message: FromWorker) => port.postMessage(message);

  let engine: SqliteEngine;
  try {
    engine = new SqliteEngine(data.path);
  } catch (error) {
    post({ type: "opened", error: toWire(openFailure(data.path, error)) });
    port.close();
    return;
  }
  const writes = new GroupCommit(engine.db);
  /** Calls not yet answered, so closing waits for them. */
  let unanswered = 0;
  let onAllAnswered: (() => void) | undefined;
  post({ type: "opened" });

  /** Replies made in this turn of the event loop, sent together at its end. */
  let outbox: StoreReply[] = [];
  const sendReplies = () => {
    const replies = outbox;
    outbox = [];
    if (replies.length === 0) return;
    try {
      post({ type: "replies", replies });
    } catch {
      // A value that cannot be cloned: send one by one, and that caller hears why.
      for (const reply of replies) {
        try {
          post({ type: "replies", replies: [reply] });
        } catch (error) {
          post({ type: "replies", replies: [{ id: reply.id, ok: false, error: toWire(error) }] });
        }
      }
    }
  };
  const reply = (message: StoreReply) => {
    outbox.push(message);
    if (outbox.length === 1) setImmediate(sendReplies);
    unanswered -= 1;
    if (unanswered === 0) onAllAnswered?.();
  };

  const call = (id: number, method: StoreMethod, args: unknown[]) => {
    const { write, lockWaitMs } = OPERATIONS[method];
    const run = () => (engine[method] as (...args: unknown[]) => unknown).apply(engine, args);
    unanswered += 1;
    void (write ? writes.submit(run, lockWaitMs) : retryWhileBusy(run, lockWaitMs)).then(
      (value) => reply({ id, ok: true, value }),
      (error: unknown) => reply({ id, ok: false, error: toWire(error) }),
    );
  };

  const close = async () => {
    // What was acknowledged-to-be is written (or refused) before the file closes.
    writes.flush();
    if (unanswered > 0) await new Promise<void>((resolve) => (onAllAnswered = resolve));
    engine.close();
    sendReplies();
    port.close();
  };

  port.on("message", (message: ToWorker) => {
    if (message.type === "close") void close();
    else for (const { id, method, args } of message.calls) call(id, method, args);
  });
}

if (!parentPort) throw new Error("sqlite-worker runs as a worker thread of the SQLite store");
serve(parentPort, workerData as SqliteWorkerData);
