/** Milliseconds until the server's deadline, reading the server's clock through the offset. */
export function timeLeftMs(expiresAt: string, serverOffsetMs: number, localNow = Date.now()) {
  return Date.parse(expiresAt) - (localNow + serverOffsetMs);
}

/**
 * `m:ss`, rounding up: the display reaches 0:00 only at the deadline itself, never a second
 * early. Minutes are not capped at 59 (a prompt may wait up to an hour). The spoken form is the
 * core's `describeTimeLeft`, in the prompt's locale.
 */
export function formatCountdown(milliseconds: number): string {
  const seconds = Math.max(0, Math.ceil(milliseconds / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
