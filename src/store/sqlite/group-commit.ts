import type Database from "better-sqlite3";
import { translateSqliteError } from "./sqlite-errors.js";

interface QueuedWrite {
  write: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: the writes submitted in one turn of the event loop run in one transaction, each
 * in its own savepoint, and share one synced COMMIT. A write's promise settles only after that
 * COMMIT returned, so "acknowledged" still means "on disk"; what changes is that one fsync
 * serves every request that arrived together instead of one fsync each.
 *
 * A write that throws is rolled back to its savepoint and rejected alone; a COMMIT that fails
 * (the disk is full, say) rejects the whole batch, of which nothing was stored.
 */
export class GroupCommit {
  readonly #db: Database.Database;
  readonly #statements;
  #queue: QueuedWrite[] = [];
  #scheduled = false;

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

  /** Runs `write` inside the next batch's transaction; resolves with its value once committed. */
  submit<T>(write: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({ write, resolve: resolve as (value: unknown) => void, reject });
      if (this.#scheduled) return;
      this.#scheduled = true;
      // After the I/O phase: every request read in this turn has queued its write by then.
      setImmediate(() => this.flush());
    });
  }

  /** Commits what is queued now; also called before the database closes. */
  flush(): void {
    this.#scheduled = false;
    const batch = this.#queue;
    this.#queue = [];
    if (batch.length === 0 || !this.#db.open) {
      for (const item of batch) item.reject(new Error("the SQLite store is closed"));
      return;
    }
    const statements = this.#statements;
    const settle: Array<() => void> = [];
    try {
      statements.begin.run();
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
}
