/**
 * The languages every fixed string exists in (SPEC T4). The reply parser's words cover en, de
 * and th; Spanish's are still to come (numbers, labels and keyed lines work in any language).
 */
export type Locale = "en" | "de" | "th" | "es";

export const SUPPORTED_LOCALES: readonly Locale[] = ["en", "de", "th", "es"];

export const DEFAULT_LOCALE: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * The supported locale for a language tag such as `de-AT`, `th_TH` or `es-MX` (only the language
 * part counts); anything unknown, or nothing, falls back to `fallback`.
 */
export function resolveLocale(tag: string | undefined, fallback: Locale = DEFAULT_LOCALE): Locale {
  const language = tag?.trim().toLowerCase().split(/[-_]/u)[0];
  return isLocale(language) ? language : fallback;
}
