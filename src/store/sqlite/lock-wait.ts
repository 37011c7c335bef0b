import { StoreUnavailableError } from "../question-store.js";
import { translateSqliteError } from "./sqlite-errors.js";

/**
 * How the SQLite worker waits for a lock another process holds (the `sqlite3` shell inside
 * `BEGIN IMMEDIATE`, a backup tool): never inside SQLite. The connection has `busy_timeout = 0`,
 * so a locked statement fails at once with SQLITE_BUSY, and the worker tries again from a
 * timer, leaving its thread free for the reads that WAL lets through meanwhile. After a bounded
 * wait the call is refused as unavailable, with a retry hint.
 */

/** How long a write waits for another process's write lock before it is refused. */
export const WRITE_LOCK_WAIT_MS = 2000;
/** How long a read waits, in the rare cases WAL makes a reader wait (recovery, exclusive mode). */
export const READ_LOCK_WAIT_MS = 2000;
/** How long the readiness check waits for the write lock: well inside `/readyz`'s 2 s. */
export const READY_LOCK_WAIT_MS = 1000;

/** The Retry-After of a call refused because another process held the lock. */
const LOCKED_RETRY_AFTER_SECONDS = 1;

/** The pause before attempt `attempt + 1` (0-based): quick at first, then every 50 ms. */
export function backoffMs(attempt: number): number {
  return Math.min(2 ** attempt, 50);
}

/** Whether SQLite refused because another connection holds a lock. */
export function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return typeof code === "string" && (code === "SQLITE_BUSY" || code.startsWith("SQLITE_BUSY_"));
}

/** The refusal after waiting `waitedMs` for a lock in vain. */
export function lockWaitError(waitedMs: number, cause?: unknown): StoreUnavailableError {
  return new StoreUnavailableError(
    `another process has held the SQLite database's lock for ${(waitedMs / 1000).toFixed(1)} s; try again`,
    { retryAfterSeconds: LOCKED_RETRY_AFTER_SECONDS, cause },
  );
}

/**
 * Runs `run` now and, while it fails with SQLITE_BUSY, again after a backoff, until `maxWaitMs`
 * passed. Other failures are translated (`translateSqliteError`) and rejected at once.
 */
export function retryWhileBusy<T>(run: () => T, maxWaitMs: number): Promise<T> {
  const startedAt = performance.now();
  return new Promise<T>((resolve, reject) => {
    const attempt = (count: number) => {
      try {
        resolve(run());
      } catch (error) {
        if (!isBusy(error)) return reject(translateSqliteError(error));
        const waited = performance.now() - startedAt;
        if (waited >= maxWaitMs) return reject(lockWaitError(waited, error));
        setTimeout(() => attempt(count + 1), Math.min(backoffMs(count), maxWaitMs - waited));
      }
    };
    attempt(0);
  });
}
