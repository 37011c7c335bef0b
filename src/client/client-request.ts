import { AskUserError, type AskUserErrorCode, type FieldIssue } from "../core/errors.js";
import type { ServerTimeSample } from "../core/server-clock.js";
import type { HttpTransport } from "./http-transport.js";
import { serverTimeOf } from "./server-time.js";
import { readToken, type TokenSource } from "./token-source.js";

export interface RequestOptions {
  body?: unknown;
  /** The caller's signal: when it aborts, the request rejects with `signal.reason`. */
  signal?: AbortSignal;
  /** Give up after this long and report the gateway as `unavailable`. */
  timeoutMs?: number;
}

export type Requester = (
  method: string,
  path: string,
  options?: RequestOptions,
) => Promise<{ status: number; body: unknown }>;

export interface RequesterOptions {
  url: string;
  token?: TokenSource | undefined;
  fetch?: HttpTransport | typeof fetch | undefined;
  /** Told what every successful response says about the gateway's clock. */
  onServerTime?: ((sample: ServerTimeSample) => void) | undefined;
}

/**
 * One JSON request to the gateway. Every failure is an AskUserError with the API's code (and the
 * HTTP status, when the gateway answered), except an abort by the caller's signal, which rejects
 * with the signal's reason.
 */
export function createRequester(options: RequesterOptions): Requester {
  const base = options.url.replace(/\/+$/, "");
  const send: HttpTransport =
    (options.fetch as HttpTransport | undefined) ?? ((url, init) => fetch(url, init));

  return async (method, path, { body, signal, timeoutMs } = {}) => {
    signal?.throwIfAborted();
    const headers: Record<string, string> = {};
    if (body !== undefined) headers["content-type"] = "application/json";
    const token = readToken(options.token);
    if (token !== undefined) headers.authorization = `Bearer ${token}`;

    // One controller joins the caller's signal and the timeout, without AbortSignal.any's
    // long-lived links back to the caller's signal.
    const controller = new AbortController();
    const onAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener("abort", onAbort, { once: true });
    let timedOut = false;
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeoutMs);
    const sentAt = Date.now();
    let answer: { status: number; body: unknown; clock: ServerTimeSample | undefined };
    try {
      const response = await send(`${base}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: controller.signal,
      });
      const receivedAt = Date.now();
      const text = await response.text();
      const parsed = parseJson(text);
      if (response.status >= 400) throw toClientError(response.status, parsed);
      if (parsed === undefined)
        throw new AskUserError(
          "internal",
          `${method} ${path}: the gateway answered HTTP ${response.status} without a JSON body`,
        );
      const clock = serverTimeOf(response, parsed, sentAt, receivedAt);
      answer = { status: response.status, body: parsed, clock };
    } catch (error) {
      if (error instanceof AskUserError) throw error;
      if (signal?.aborted) throw signal.reason;
      if (timedOut)
        throw new AskUserError(
          "unavailable",
          `no response from the gateway at ${base} within ${timeoutMs} ms`,
        );
      throw new AskUserError(
        "unavailable",
        `cannot reach the gateway at ${base}: ${describeNetworkError(error)}`,
      );
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
    }
    // Outside the try: a throwing listener must not turn into "cannot reach the gateway".
    if (answer.clock) options.onServerTime?.(answer.clock);
    return { status: answer.status, body: answer.body };
  };
}

function parseJson(text: string): unknown {
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The API's `{ error: { code, message, issues?, ...details } }`, or a code from the status. */
export function toClientError(status: number, body: unknown): AskUserError {
  const error = (body as { error?: Record<string, unknown> } | undefined)?.error;
  if (!error || typeof error.code !== "string")
    return new AskUserError(codeForStatus(status), `the gateway answered HTTP ${status}`, {
      httpStatus: status,
    });
  const { code, message, issues, ...details } = error;
  return new AskUserError(code as AskUserErrorCode, String(message ?? code), {
    ...(Array.isArray(issues) ? { issues: issues as FieldIssue[] } : {}),
    ...(Object.keys(details).length > 0 ? { details } : {}),
    httpStatus: status,
  });
}

/** For answers without the API's error body, e.g. from a proxy in front of the gateway. */
function codeForStatus(status: number): AskUserErrorCode {
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  if (status === 404) return "not_found";
  if (status === 413) return "payload_too_large";
  if (status === 429) return "rate_limited";
  if (status >= 500) return "unavailable";
  return "internal";
}

function describeNetworkError(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } })?.cause;
  if (typeof cause?.code === "string") return cause.code;
  if (typeof cause?.message === "string") return cause.message;
  return error instanceof Error ? error.message : String(error);
}
