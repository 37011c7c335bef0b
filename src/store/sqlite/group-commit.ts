import type Database from "better-sqlite3";
import { StoreUnavailableError } from "../question-store.js";
import { backoffMs, isBusy, lockWaitError } from "./lock-wait.js";
import { translateSqliteError } from "./sqlite-errors.js";

interface QueuedWrite {
  write: () => unknown;
  /** When to stop waiting for another process's write lock (`performance.now()` time). */
  giveUpAt: number;
  submittedAt: number;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: the writes submitted in one turn of the SQLite worker's event loop (the
 * requests that arrived together) run in one transaction, each in its own savepoint, and share
 * one synced COMMIT. A write's promise settles only after that COMMIT returned, so
 * "acknowledged" still means "on disk"; what changes is that one fsync serves every request
 * that arrived together instead of one fsync each.
 *
 * A write that throws is rolled back to its savepoint and rejected alone; a COMMIT that fails
 * (the disk is full, say) rejects the whole batch, of which nothing was stored.
 *
 * While another process holds the write lock, `BEGIN IMMEDIATE` fails at once (the connection
 * has `busy_timeout = 0`) and the batch is tried again from a timer (`lock-wait.ts`), with the
 * writes that arrive meanwhile; each write waits at most its own `maxWaitMs`, then is refused
 * as unavailable. The thread stays free for reads the whole time.
 */
export class GroupCommit {
  readonly #db: Database.Database;
  readonly #statements;
  #queue: QueuedWrite[] = [];
  /** Cancels the flush that is due: the next turn's, or a retry while the lock is held. */
  #cancelDue: (() => void) | undefined;
  /** Attempts in a row that found the write lock held. */
  #busyAttempts = 0;

  constructor(db: Database.Database) {
    this.#db = db;
    this.#statements = {
      begin: db.prepare("BEGIN IMMEDIATE"),
      commit: db.prepare("COMMIT"),
      rollback: db.prepare("ROLLBACK"),
      savepoint: db.prepare("SAVEPOINT write"),
      release: db.prepare("RELEASE write"),
      rollbackToSavepoint: db.prepare("ROLLBACK TO write"),
    };
  }

  /**
   * Runs `write` inside the next batch's transaction; resolves with its value once committed,
   * or rejects as unavailable once another process held the write lock for `maxWaitMs`.
   */
  submit<T>(write: () => T, maxWaitMs: number): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const now = performance.now();
      this.#queue.push({
        write,
        giveUpAt: now + maxWaitMs,
        submittedAt: now,
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      if (this.#cancelDue) return;
      // After the I/O phase: every request read in this turn has queued its write by then.
      const due = setImmediate(() => this.flush());
      this.#cancelDue = () => clearImmediate(due);
    });
  }

  /** Commits what is queued now; also called before the database closes. */
  flush(): void {
    this.#cancelDue?.();
    this.#cancelDue = undefined;
    if (this.#queue.length === 0) return;
    if (!this.#db.open) {
      const batch = this.#queue;
      this.#queue = [];
      for (const item of batch)
        item.reject(new StoreUnavailableError("the SQLite store is closed"));
      return;
    }
    const statements = this.#statements;
    try {
      statements.begin.run();
    } catch (error) {
      if (isBusy(error)) {
        this.#waitForLock(error);
        return;
      }
      const batch = this.#queue;
      this.#queue = [];
      const failure = translateSqliteError(error);
      for (const item of batch) item.reject(failure);
      return;
    }
    this.#busyAttempts = 0;
    const batch = this.#queue;
    this.#queue = [];
    const settle: Array<() => void> = [];
    try {
      for (const item of batch) {
        statements.savepoint.run();
        try {
          const value = item.write();
          statements.release.run();
          settle.push(() => item.resolve(value));
        } catch (error) {
          // Some failures (a full disk among them) end the whole transaction, not just the write.
          if (!this.#db.inTransaction) throw error;
          statements.rollbackToSavepoint.run();
          statements.release.run();
          settle.push(() => item.reject(translateSqliteError(error)));
        }
      }
      statements.commit.run();
    } catch (error) {
      if (this.#db.inTransaction) {
        try {
          statements.rollback.run();
        } catch {
          // The transaction is gone either way; the batch is reported as not written.
        }
      }
      const failure = translateSqliteError(error);
      for (const item of batch) item.reject(failure);
      return;
    }
    for (const done of settle) done();
  }

  /** Another process holds the write lock: refuse what waited long enough, retry the rest. */
  #waitForLock(busy: unknown): void {
    const now = performance.now();
    const waiting: QueuedWrite[] = [];
    let firstGiveUp = Number.POSITIVE_INFINITY;
    for (const item of this.#queue) {
      if (item.giveUpAt <= now) item.reject(lockWaitError(now - item.submittedAt, busy));
      else {
        waiting.push(item);
        firstGiveUp = Math.min(firstGiveUp, item.giveUpAt);
      }
    }
    this.#queue = waiting;
    if (waiting.length === 0) {
      this.#busyAttempts = 0;
      return;
    }
    const delay = Math.min(backoffMs(this.#busyAttempts), firstGiveUp - now);
    this.#busyAttempts += 1;
    const due = setTimeout(() => this.flush(), delay);
    this.#cancelDue = () => clearTimeout(due);
  }
}
