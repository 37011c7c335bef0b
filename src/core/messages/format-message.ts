import type { Locale } from "../locale.js";
import { messages, type PluralText } from "./messages.js";

/** Fills `{name}` placeholders; a placeholder without a value stays as written. */
export function formatMessage(
  template: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/\{([a-zA-Z]+)\}/gu, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** The plural form for `count` in `locale`, with `{count}` filled in. */
export function pluralize(locale: Locale, text: PluralText, count: number): string {
  let rules = pluralRules.get(locale);
  if (rules === undefined) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  const form = rules.select(count) === "one" ? text.one : text.other;
  return formatMessage(form, { count });
}

/**
 * "1, 2 and 3" (or "1, 2 or 3") in the locale's words. Written out rather than
 * `Intl.ListFormat`, whose output differs between ICU versions (browsers, Node releases).
 */
export function formatList(
  locale: Locale,
  items: readonly string[],
  joiner: "and" | "or" = "and",
): string {
  const last = items[items.length - 1];
  if (last === undefined || items.length === 1) return last ?? "";
  return `${items.slice(0, -1).join(", ")} ${joinerBefore(locale, joiner, last)} ${last}`;
}

/**
 * The joining word before `next`. Spanish writes "y" as "e" before an "i" sound ("Lint e
 * Integración", but "agua y hielo") and "o" as "u" before an "o" sound ("Staging u Otro").
 * Quotation marks and other punctuation in front of the word do not count.
 */
function joinerBefore(locale: Locale, joiner: "and" | "or", next: string): string {
  const word = messages(locale)[joiner];
  if (locale !== "es") return word;
  const start = next.replace(/^[^\p{L}\p{N}]+/u, "").toLowerCase();
  if (joiner === "and" && /^h?[ií](?![aeiouáéíóú])/u.test(start)) return "e";
  if (joiner === "or" && /^h?[oó]/u.test(start)) return "u";
  return word;
}
