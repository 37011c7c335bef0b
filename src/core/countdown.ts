/** Milliseconds from `serverNowMs` to an ISO 8601 deadline (negative once past). */
export function msUntil(deadline: string, serverNowMs: number): number {
  return Date.parse(deadline) - serverNowMs;
}

/**
 * The whole seconds a countdown shows, rounding up: it reads 0 only at the deadline itself,
 * never a second early.
 */
export function countdownSeconds(milliseconds: number): number {
  return Math.max(0, Math.ceil(milliseconds / 1000));
}

/** `m:ss`. Minutes are not capped at 59 (a question may wait up to an hour). */
export function formatCountdown(milliseconds: number): string {
  const seconds = countdownSeconds(milliseconds);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
