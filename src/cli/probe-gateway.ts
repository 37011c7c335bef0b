/** How long a probe waits: a gateway on the same machine answers in a few milliseconds. */
export const PROBE_TIMEOUT_MS = 500;

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
