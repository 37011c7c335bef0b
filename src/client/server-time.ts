import type { ServerTimeSample } from "../core/server-clock.js";

/**
 * What a successful response says about the gateway's clock: the body's `now` when it has one
 * (sessions, timelines), else the `Date` header, which has whole seconds only.
 */
export function serverTimeOf(
  response: { headers: { get(name: string): string | null } },
  body: unknown,
  sentAt: number,
  receivedAt: number,
): ServerTimeSample | undefined {
  const now = (body as { now?: unknown } | null)?.now;
  if (typeof now === "string") return { serverNow: now, sentAt, receivedAt, precise: true };
  const date = Date.parse(response.headers.get("date") ?? "");
  if (Number.isNaN(date)) return undefined;
  return { serverNow: new Date(date).toISOString(), sentAt, receivedAt, precise: false };
}
