import type { Messages } from "../../core/index.js";
import type { Style } from "./ansi-style.js";
import type { ServerClock } from "./server-clock.js";

/** Under this much time left, the countdown turns yellow. */
const HURRY_MS = 60_000;

/**
 * `m:ss`, rounding up like a countdown: it reads 0:00 only at the deadline itself, never a
 * second early. Minutes are not capped at 59 (a question may wait up to an hour).
 */
export function formatCountdown(milliseconds: number): string {
  const seconds = Math.max(0, Math.ceil(milliseconds / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** The time left until a deadline by the server's clock, or "Expired" once it has passed. */
export function countdownText(
  expiresAt: string,
  clock: ServerClock,
  strings: Pick<Messages, "expired">,
): { plain: string; styled: (style: Style) => string } {
  const left = clock.msUntil(expiresAt);
  if (left <= 0) return { plain: strings.expired, styled: (style) => style.red(strings.expired) };
  const plain = formatCountdown(left);
  return {
    plain,
    styled: (style) => (left <= HURRY_MS ? style.yellow(plain) : plain),
  };
}
