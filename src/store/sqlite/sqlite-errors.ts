import { accessSync, constants, existsSync, statSync } from "node:fs";
import { dirname } from "node:path";
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

/**
 * Why the database at `path` could not be opened, in words that name the file: SQLite's own
 * "unable to open database file" names neither the path nor the reason. The error keeps its
 * class (a store that is only unavailable stays retryable) and the original as its cause.
 */
export function openFailure(path: string, error: unknown): Error {
  const message = `cannot open the SQLite database at ${path}: ${openFailureReason(path, error)}`;
  const translated = translateSqliteError(error);
  if (translated instanceof StoreFullError) return new StoreFullError(message, { cause: error });
  if (translated instanceof StoreUnavailableError)
    return new StoreUnavailableError(message, { cause: error });
  const failure = new Error(message, { cause: error }) as Error & { code?: string };
  const code = (error as { code?: unknown })?.code;
  if (typeof code === "string") failure.code = code;
  return failure;
}

function openFailureReason(path: string, error: unknown): string {
  const code = (error as { code?: unknown })?.code;
  if (isDirectory(path)) return "it is a directory";
  if (code === "SQLITE_NOTADB") return "it is not a SQLite database";
  if (code === "EACCES" || code === "EPERM" || code === "SQLITE_PERM") return "permission denied";
  if (code === "ENOTDIR" || code === "EEXIST") return "a part of its directory is a file";
  if (code === "EROFS" || code === "SQLITE_READONLY") return "the file system is read-only";
  if (code === "SQLITE_CANTOPEN" && !mayReadAndWrite(path)) return "permission denied";
  return (error as Error)?.message ?? String(error);
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** The file, or the directory it would be created in, allows this process to read and write. */
function mayReadAndWrite(path: string): boolean {
  try {
    if (existsSync(path)) accessSync(path, constants.R_OK | constants.W_OK);
    else accessSync(dirname(path), constants.W_OK | constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
