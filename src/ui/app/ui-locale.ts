import { DEFAULT_LOCALE, isLocale, type Locale } from "../../core/locale.js";

/**
 * The language of the session in view; with none (the token form, the sessions list alone), the
 * first of the browser's preferred languages the project speaks; else English.
 */
export function uiLocale(sessionLocale: Locale | undefined): Locale {
  if (sessionLocale) return sessionLocale;
  for (const tag of navigator.languages) {
    const language = tag.toLowerCase().split(/[-_]/u)[0];
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}
