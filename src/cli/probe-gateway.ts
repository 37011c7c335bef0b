import type { HttpTransport } from "../client/http-transport.js";

/**
 * How long a probe waits: a gateway on the same machine answers in a few milliseconds, but a
 * machine busy with builds can hold it up for a second; missing it would start a second one.
 */
export const PROBE_TIMEOUT_MS = 2_000;

/** What a probe found: an ask-user gateway, and whether it wants a token to list questions. */
export interface FoundGateway {
  tokenRequired: boolean;
}

/**
 * Whether an ask-user gateway answers at `url`: `/healthz` says `{"ok":true}` and the question
 * API answers in its own shape (a list, or an error with a code when it wants a token). Anything
 * else on the port (another program, a gateway still starting, nothing) is `undefined`.
 */
export async function probeAskUserGateway(
  url: string,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<FoundGateway | undefined> {
  const base = url.replace(/\/+$/, "");
  const health = await getJson(`${base}/healthz`, timeoutMs);
  if (health?.status !== 200 || JSON.stringify(health.body) !== '{"ok":true}') return undefined;
  const list = await getJson(`${base}/v1/questions?limit=1`, timeoutMs);
  const body = list?.body as { questions?: unknown; error?: { code?: unknown } } | undefined;
  if (Array.isArray(body?.questions)) return { tokenRequired: false };
  if (typeof body?.error?.code === "string") return { tokenRequired: list?.status === 401 };
  return undefined;
}

async function getJson(
  url: string,
  timeoutMs: number,
): Promise<{ status: number; body: unknown } | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    return { status: response.status, body: JSON.parse(await response.text()) };
  } catch {
    return undefined;
  }
}

/**
 * What one look at `url` found: `answering` when anything answered HTTP on `/healthz` (the
 * command's own request then reports whatever else is wrong); `absent` when the connection was
 * refused or dropped, the name did not resolve, the host could not be reached, nothing answered
 * within the time, or a proxy said its upstream is down (5xx); `unknown` for any other failure
 * (such as a certificate the client refuses), which the command's own request then reports.
 */
export type Reachability = "answering" | "absent" | "unknown";

/** The network errors that mean there is no gateway at that address (`cause.code`). */
const ABSENT_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EHOSTDOWN",
  "EADDRNOTAVAIL",
  "ETIMEDOUT",
  "EPIPE",
]);

/**
 * GET `/healthz` through `send` (the transport the command's client uses, so the connection is
 * reused), giving up after `timeoutMs`. An abort of `signal` rejects with its reason.
 */
export async function gatewayReachability(
  send: HttpTransport,
  url: string,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<Reachability> {
  signal?.throwIfAborted();
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener("abort", onAbort, { once: true });
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await send(`${url.replace(/\/+$/, "")}/healthz`, {
      method: "GET",
      headers: {},
      signal: controller.signal,
    });
    return response.status >= 500 ? "absent" : "answering";
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (controller.signal.aborted) return "absent";
    const code = (error as { cause?: { code?: unknown } } | undefined)?.cause?.code;
    return typeof code === "string" && ABSENT_CODES.has(code) ? "absent" : "unknown";
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", onAbort);
  }
}
