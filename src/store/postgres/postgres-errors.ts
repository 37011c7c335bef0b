import { StoreUnavailableError } from "../question-store.js";

/** Socket-level failures: the server is down, restarting, or out of reach. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs that mean "not now" rather than "wrong": administrator or crash shutdown, the server
 * still starting, and no free connection slot. Class 08 (connection exceptions) is matched whole.
 */
const UNAVAILABLE_STATES = new Set(["57P01", "57P02", "57P03", "53300"]);

/**
 * The messages pg and pg-pool give a lost or never-made connection, which carry no code
 * ("timeout expired" is a new connection's own connect timeout).
 */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|^timeout expired$/;

/** Whether the error says the database cannot be reached right now (so trying later may work). */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith("08"))
      return true;
  }
  if (UNAVAILABLE_MESSAGE.test(error.message)) return true;
  // Node reports a refused dual-stack connect as an AggregateError of the attempts.
  if (error instanceof AggregateError) return error.errors.some(isConnectionFailure);
  return false;
}

/**
 * Turns a connection-level failure into StoreUnavailableError; any other error (a constraint, a
 * syntax error, a statement timeout) is returned unchanged, as it would not pass on a retry.
 */
export function toStoreError(error: unknown): unknown {
  if (error instanceof StoreUnavailableError || !isConnectionFailure(error)) return error;
  const detail =
    (error instanceof Error && error.message) || (error as { code?: string }).code || "no detail";
  return new StoreUnavailableError(`PostgreSQL is unavailable: ${detail}`, {
    retryAfterSeconds: 1,
    cause: error,
  });
}
