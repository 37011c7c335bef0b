import { type Locale, SUPPORTED_LOCALES } from "../../src/core/index.js";

/**
 * Languages the parser reads (see `src/core/reply-languages/` and its tests) whose cases in the
 * unit-test corpora (`parse-reply.corpus.ts`, `parse-reply.phrasing.corpus.ts`) are not written
 * yet: the corpora's coverage tests leave them out. None now: every supported language has its
 * cases. A language added to the parser before its cases goes here until they are written.
 */
export const CORPUS_PENDING: readonly Locale[] = [];

/** The supported languages the unit-test corpora cover. */
export const CORPUS_LOCALES: readonly Locale[] = SUPPORTED_LOCALES.filter(
  (locale) => !CORPUS_PENDING.includes(locale),
);
