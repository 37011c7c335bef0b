import { commaList } from "./comma-list.js";

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

/**
 * Characters that are no visible text: controls (Unicode category Cc: NUL, CR, ESC, U+0085, …)
 * and format characters (Cf) that hide or reorder text: the bidirectional controls (U+202A–
 * U+202E, U+2066–U+2069, U+200E, U+200F, U+061C), zero-width U+200B–U+200D, U+2060, U+FEFF.
 */
const HIDDEN = /[\p{Cc}\p{Cf}]/u;
const HIDDEN_ALL = /[\p{Cc}\p{Cf}]/gu;

/** The rule a chat id, user id or address with such a character breaks. */
export const HIDDEN_CHARACTERS_RULE =
  "expected no control or invisible formatting characters (such as U+0000, U+202E or U+200B)";

/**
 * Whether the text holds a control or invisible formatting character, which could make a chat
 * id or address other than it reads (`ada@example.com\u0000.evil.example`, a reversed domain).
 */
export function hasHiddenCharacters(text: string): boolean {
  return HIDDEN.test(text);
}

/**
 * The text in double quotes with every control and formatting character escaped, for error
 * messages: `"ada@example.com\u0000.evil.example"`, `"\u202Emoc.elpmaxe"`.
 */
export function quoteVisibly(text: string): string {
  return JSON.stringify(text).replace(HIDDEN_ALL, (character) => {
    const code = (character.codePointAt(0) ?? 0).toString(16).toUpperCase();
    return code.length > 4 ? `\\u{${code}}` : `\\u${code.padStart(4, "0")}`;
  });
}

/**
 * The items of a comma-separated setting that names chats, users or addresses (`commaList`),
 * refusing one with a control or invisible formatting character with an error that names the
 * variable: `ASK_USER_EMAIL_TO: expected no control …, got "ada@example.com\u202E"`.
 */
export function visibleCommaList(variable: string, text: string | undefined): string[] {
  const items = commaList(text);
  const hidden = items.find(hasHiddenCharacters);
  if (hidden !== undefined)
    throw new Error(`${variable}: ${HIDDEN_CHARACTERS_RULE}, got ${quoteVisibly(hidden)}`);
  return items;
}
