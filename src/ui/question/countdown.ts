/** Milliseconds until the server's deadline, reading the server's clock through the offset. */
export function timeLeftMs(expiresAt: string, serverOffsetMs: number, localNow = Date.now()) {
  return Date.parse(expiresAt) - (localNow + serverOffsetMs);
}

/**
 * `m:ss`, rounding up: the display reaches 0:00 only at the deadline itself, never a second
 * early. Minutes are not capped at 59 (a prompt may wait up to an hour).
 */
export function formatCountdown(milliseconds: number): string {
  const seconds = Math.max(0, Math.ceil(milliseconds / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** A spoken form for assistive technology, e.g. "4 minutes 5 seconds left". */
export function describeCountdown(milliseconds: number): string {
  const seconds = Math.max(0, Math.ceil(milliseconds / 1000));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const parts = [];
  if (minutes > 0) parts.push(`${minutes} minute${minutes === 1 ? "" : "s"}`);
  if (rest > 0 || minutes === 0) parts.push(`${rest} second${rest === 1 ? "" : "s"}`);
  return `${parts.join(" ")} left`;
}
