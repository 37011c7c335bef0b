/**
 * A daily window in which a session's chats are left alone: `start` and `end` are local
 * wall-clock times "HH:MM" in `timeZone` (IANA). A window with `start` after `end` crosses
 * midnight (22:00–07:00).
 */
export interface QuietHours {
  timeZone: string;
  start: string;
  end: string;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * When the quiet window around `instant` ends, or undefined when `instant` is outside it. The
 * start belongs to the window, the end does not. An end the clocks skip (a DST gap) comes
 * with the jump, and an end they show twice (a DST fold) at its first showing after `instant`.
 */
export function quietUntil(window: QuietHours, instant: Date): Date | undefined {
  const start = minutesOfDay(window.start);
  const end = minutesOfDay(window.end);
  const local = wallClock(window.timeZone, instant.getTime());
  const now = (local % DAY_MS) / MINUTE_MS;
  const crossesMidnight = start > end;
  const inside = crossesMidnight ? now >= start || now < end : now >= start && now < end;
  if (!inside) return undefined;
  // Before midnight in a window that crosses it, the end is on the next local date.
  const localDate = local - (local % DAY_MS) + (crossesMidnight && now >= start ? DAY_MS : 0);
  return new Date(instantOf(window.timeZone, localDate + end * MINUTE_MS, instant.getTime()));
}

/** "HH:MM" as minutes after midnight. */
function minutesOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

/**
 * The instant at which `timeZone`'s clocks show `wall` (local time written as if it were UTC),
 * the first such after `after`. The zone's offset a day either side of `wall` covers both sides
 * of any one offset change (they are months apart).
 */
function instantOf(timeZone: string, wall: number, after: number): number {
  const before = offsetAt(timeZone, wall - DAY_MS);
  const later = offsetAt(timeZone, wall + DAY_MS);
  const shown = [wall - before, wall - later]
    .filter((candidate) => candidate > after && wallClock(timeZone, candidate) === wall)
    .sort((a, b) => a - b);
  // No instant shows it: the clocks jumped over it, and the jump is the first time past it.
  return shown[0] ?? offsetChange(timeZone, wall - later, wall - before);
}

/** The first whole second in (`from`, `to`] with the offset `to` has, by halving. */
function offsetChange(timeZone: string, from: number, to: number): number {
  const offset = offsetAt(timeZone, to);
  let [low, high] = [from, to];
  while (high - low > 1000) {
    const middle = Math.floor((low + high) / 2000) * 1000;
    if (offsetAt(timeZone, middle) === offset) high = middle;
    else low = middle;
  }
  return high;
}

/** How far `timeZone`'s clocks are ahead of UTC at `instant`, in milliseconds. */
function offsetAt(timeZone: string, instant: number): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallClock(timeZone, whole) - whole;
}

/** The local date and time `timeZone`'s clocks show at `instant`, written as if it were UTC. */
function wallClock(timeZone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((each) => each.type === type)?.value);
  const milliseconds = ((instant % 1000) + 1000) % 1000;
  return (
    Date.UTC(
      part("year"),
      part("month") - 1,
      part("day"),
      part("hour"),
      part("minute"),
      part("second"),
    ) + milliseconds
  );
}

/** Whether the runtime knows `timeZone` as a time zone. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat(undefined, { timeZone });
    return true;
  } catch {
    return false;
  }
}
