export const LOG_LEVELS = ["debug", "info", "warn", "error"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export function isLogLevel(value: unknown): value is LogLevel {
  return LOG_LEVELS.includes(value as LogLevel);
}

/** A log function that passes on only lines at `minimum` or above (no level counts as info). */
export function atLeast(
  minimum: LogLevel,
  log: (line: Record<string, unknown>) => void,
): (line: Record<string, unknown>) => void {
  const floor = LOG_LEVELS.indexOf(minimum);
  return (line) => {
    const level = isLogLevel(line.level) ? line.level : "info";
    if (LOG_LEVELS.indexOf(level) >= floor) log(line);
  };
}
