import { countdownSeconds } from "./countdown.js";
import type { Locale } from "./locale.js";
import { formatMessage, pluralize } from "./messages/format-message.js";
import { messages } from "./messages/messages.js";

/** "4 minutes 5 seconds" (whole seconds; minutes are not capped at 59). */
export function formatDuration(locale: Locale, seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const strings = messages(locale);
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  const parts: string[] = [];
  if (minutes > 0) parts.push(pluralize(locale, strings.minutes, minutes));
  if (rest > 0 || minutes === 0) parts.push(pluralize(locale, strings.seconds, rest));
  return parts.join(" ");
}

/**
 * The time a prompt gives to answer, as a person reads it ("Please answer within …"): from a
 * minute up, whole minutes to the nearest (a 15-minute question sent a moment after the ask
 * says "15 minutes", never "14"; 14:29 says 14, 14:30 says 15); under a minute, whole seconds
 * rounded up, as the countdown shows them.
 */
export function answerTime(locale: Locale, milliseconds: number): string {
  const seconds = countdownSeconds(milliseconds);
  const strings = messages(locale);
  if (seconds < 60) return pluralize(locale, strings.seconds, seconds);
  return pluralize(locale, strings.minutes, Math.max(1, Math.round(milliseconds / 60_000)));
}

/** "4 minutes 5 seconds left": the spoken form of `formatCountdown`, rounded the same way. */
export function describeTimeLeft(locale: Locale, milliseconds: number): string {
  const time = formatDuration(locale, countdownSeconds(milliseconds));
  return formatMessage(messages(locale).timeLeft, { time });
}
