import { type Locale, SUPPORTED_LOCALES } from "../../src/core/index.js";

/**
 * Languages every surface speaks whose reply words (skip, Other, numbers in words, yes/no,
 * "all except") the reply parser does not know yet. A Spanish prompt shows "omitir" and "Otro",
 * which the parser still reads as the human's own words. Tests of the parser's words and of its
 * corpora's coverage leave these out, saying so; remove a language once its words are there.
 */
export const REPLY_WORDS_PENDING: readonly Locale[] = ["es"];

/** The supported languages whose reply words the parser knows. */
export const REPLY_LOCALES: readonly Locale[] = SUPPORTED_LOCALES.filter(
  (locale) => !REPLY_WORDS_PENDING.includes(locale),
);
