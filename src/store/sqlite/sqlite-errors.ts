import { StoreFullError, StoreUnavailableError } from "../question-store.js";

/**
 * SQLite's failures that are the disk's or another process's, not the caller's: typed, so the
 * API answers "try again" instead of an internal error. Anything else is returned unchanged.
 */
export function translateSqliteError(error: unknown): unknown {
  const code = (error as { code?: unknown })?.code;
  if (typeof code !== "string" || !code.startsWith("SQLITE_")) return error;
  if (code === "SQLITE_FULL")
    return new StoreFullError(
      "the disk holding the SQLite database is full: nothing was written; free space and try again",
      { cause: error },
    );
  if (
    code === "SQLITE_BUSY" ||
    code.startsWith("SQLITE_BUSY_") ||
    code === "SQLITE_LOCKED" ||
    code === "SQLITE_CANTOPEN" ||
    code.startsWith("SQLITE_IOERR")
  )
    return new StoreUnavailableError(`the SQLite database cannot be written (${code})`, {
      cause: error,
    });
  return error;
}
