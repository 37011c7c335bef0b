import type { Style } from "./terminal/ansi-style.js";

/**
 * One log line as a person reads it on a terminal, after pino-pretty's convention:
 * `14:03:07.215 INFO  gateway listening url=http://127.0.0.1:7420 auth=off`. Machines get the
 * JSON line instead (`ask-user serve` with stdout not a terminal); this form is not parsed.
 * A value that spans lines (a stack trace) follows on its own indented lines.
 */
export function readableLogLine(line: Record<string, unknown>, time: Date, style: Style): string {
  const { level, msg, time: _time, ...fields } = line;
  const levelText = typeof level === "string" ? level : "info";
  const pairs: string[] = [];
  const blocks: string[] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (typeof value === "string" && value.includes("\n"))
      blocks.push(`    ${key}:\n${value.replace(/^/gm, "      ")}`);
    else pairs.push(`${key}=${readableValue(value)}`);
  }
  const head = [
    style.dim(clockTime(time)),
    LEVEL_STYLE[levelText]?.(style)(levelText.toUpperCase().padEnd(5)) ?? levelText.toUpperCase(),
    String(msg ?? ""),
    ...pairs,
  ].join(" ");
  return [head, ...blocks].join("\n");
}

const LEVEL_STYLE: Record<string, (style: Style) => (text: string) => string> = {
  debug: (style) => style.dim,
  info: (style) => style.green,
  warn: (style) => style.yellow,
  error: (style) => style.red,
};

/** The local time of day to the millisecond: the date is seldom in doubt while one watches. */
function clockTime(time: Date): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(time.getHours())}:${two(time.getMinutes())}:${two(time.getSeconds())}.${String(time.getMilliseconds()).padStart(3, "0")}`;
}

/** Plain words stay bare; anything a reader could misparse (spaces, quotes, `=`) is quoted. */
function readableValue(value: unknown): string {
  if (typeof value === "string") return /^[^\s"'=]+$/.test(value) ? value : JSON.stringify(value);
  if (typeof value === "object" && value !== null) return JSON.stringify(value);
  return String(value);
}
