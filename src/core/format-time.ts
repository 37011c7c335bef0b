const HOUR_MINUTE = { hour: "2-digit", minute: "2-digit" } as const;
const DAY_HOUR_MINUTE = { month: "short", day: "numeric", ...HOUR_MINUTE } as const;

/** Formatters per locale: building one is slow, and timelines format many times. */
const formatters = new Map<
  string,
  { timeOfDay: Intl.DateTimeFormat; dayAndTime: Intl.DateTimeFormat }
>();

/**
 * A timestamp as people read it in a chat: the time today, the day and time otherwise, in the
 * viewer's time zone. `locale` (a language tag) picks the format; none means the runtime's own.
 */
export function formatTime(iso: string, options: { locale?: string; now?: Date } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const { timeOfDay, dayAndTime } = formattersFor(options.locale);
  const sameDay = date.toDateString() === (options.now ?? new Date()).toDateString();
  return (sameDay ? timeOfDay : dayAndTime).format(date);
}

function formattersFor(locale: string | undefined) {
  const key = locale ?? "";
  let found = formatters.get(key);
  if (found === undefined) {
    found = {
      timeOfDay: new Intl.DateTimeFormat(locale, HOUR_MINUTE),
      dayAndTime: new Intl.DateTimeFormat(locale, DAY_HOUR_MINUTE),
    };
    formatters.set(key, found);
  }
  return found;
}
