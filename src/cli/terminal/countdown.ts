import { formatCountdown, type Messages, type ServerClock } from "../../core/index.js";
import type { Style } from "./ansi-style.js";

/** Under this much time left, the countdown turns yellow. */
const HURRY_MS = 60_000;

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
