/** Zero-width characters that `trim()` keeps but a reader cannot see. */
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff]/gu;

/** Blank means nothing visible: only white space and zero-width characters. */
export function isBlank(text: string): boolean {
  return text.replace(INVISIBLE, "").trim() === "";
}

/** A JSON-ish type name for error messages: `null`, `array`, `NaN`, or the `typeof`. */
export function describeType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number" && !Number.isFinite(value)) return String(value);
  return typeof value;
}

/** The rule for text no store can keep alike: PostgreSQL refuses U+0000 in a text column. */
export const NUL_RULE = "must not contain the NUL character (U+0000)";

/** Whether the text holds the NUL character (U+0000). */
export function hasNul(text: string): boolean {
  return text.includes("\u0000");
}
