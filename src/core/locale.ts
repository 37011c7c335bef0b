/** The languages every fixed string and every reply word exists in (SPEC T4). */
export type Locale = "en" | "de" | "th";

export const SUPPORTED_LOCALES: readonly Locale[] = ["en", "de", "th"];

export const DEFAULT_LOCALE: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * The supported locale for a language tag such as `de-AT` or `th_TH` (only the language part
 * counts); anything unknown, or nothing, falls back to `fallback`.
 */
export function resolveLocale(tag: string | undefined, fallback: Locale = DEFAULT_LOCALE): Locale {
  const language = tag?.trim().toLowerCase().split(/[-_]/u)[0];
  return isLocale(language) ? language : fallback;
}
