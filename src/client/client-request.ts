import { AskUserError, type AskUserErrorCode, type FieldIssue } from "../core/index.js";

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

/**
 * One JSON request to the gateway. Every failure is an AskUserError with the API's code, except
 * an abort by the caller's signal, which rejects with the signal's reason.
 */
export function createRequester(options: {
  url: string;
  token?: string | undefined;
  fetch?: typeof fetch | undefined;
}): Requester {
  const base = options.url.replace(/\/+$/, "");
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));

  return async (method, path, { body, signal, timeoutMs } = {}) => {
    signal?.throwIfAborted();
    const headers: Record<string, string> = {};
    if (body !== undefined) headers["content-type"] = "application/json";
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;

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
    try {
      const response = await fetchImpl(`${base}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: controller.signal,
      });
      const text = await response.text();
      const parsed = parseJson(text);
      if (response.status >= 400) throw toClientError(response.status, parsed);
      if (parsed === undefined)
        throw new AskUserError(
          "internal",
          `${method} ${path}: the gateway answered HTTP ${response.status} without a JSON body`,
        );
      return { status: response.status, body: parsed };
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
    return new AskUserError(codeForStatus(status), `the gateway answered HTTP ${status}`);
  const { code, message, issues, ...details } = error;
  return new AskUserError(code as AskUserErrorCode, String(message ?? code), {
    ...(Array.isArray(issues) ? { issues: issues as FieldIssue[] } : {}),
    ...(Object.keys(details).length > 0 ? { details } : {}),
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
