/** How old a signed request's timestamp may be; older (or as far ahead) requests are replays. */
export const SIGNATURE_WINDOW_SECONDS = 5 * 60;

/**
 * Whether a signed request's timestamp header (Unix seconds, as Slack and Discord send it) is
 * present, well-formed and within the replay window of `nowMs`.
 */
export function isFreshTimestamp(timestamp: string | null, nowMs: number): timestamp is string {
  if (!timestamp || !/^\d{1,12}$/u.test(timestamp)) return false;
  return Math.abs(nowMs / 1000 - Number(timestamp)) <= SIGNATURE_WINDOW_SECONDS;
}
