import { errorCode } from "./error-text.js";

/** Node's codes for a name that could not be looked up. */
const LOOKUP_FAILED = new Set(["ENOTFOUND", "EAI_AGAIN", "EAI_FAIL", "EAI_NONAME"]);
/** Node's codes for a host the network has no way to. */
const NO_ROUTE = new Set(["EHOSTUNREACH", "ENETUNREACH", "EHOSTDOWN", "ENETDOWN"]);
/** Node's codes for a connection the other side dropped. */
const DROPPED = new Set(["ECONNRESET", "EPIPE", "ECONNABORTED"]);

/**
 * Why a connection to `url` failed, in words a human or an agent can act on ("connection refused
 * by example.com:8080") rather than the socket's code, which stays in the error's cause for the
 * log (`errorCode`).
 */
export function connectionFailureText(error: unknown, url: string): string {
  const { host, hostname } = new URL(url);
  const code = errorCode(error) ?? "";
  if (code === "ECONNREFUSED") return `connection refused by ${host}`;
  if (LOOKUP_FAILED.has(code)) return `could not look up ${hostname}`;
  if (NO_ROUTE.has(code)) return `no route to ${host}`;
  if (DROPPED.has(code)) return `${host} closed the connection before answering`;
  if (code === "ETIMEDOUT") return `the connection to ${host} timed out`;
  if (code.includes("CERT") || code.includes("SELF_SIGNED") || code.includes("VERIFY"))
    return `${host}'s TLS certificate was not accepted`;
  if (code === "EPROTO" || code.startsWith("ERR_SSL_"))
    return `the TLS handshake with ${host} failed`;
  return `could not reach ${host}`;
}
