import type { ReadingWords } from "./reply-language.js";
import { REPLY_LANGUAGES } from "./reply-languages/index.js";

/** Every language's reading words (see `ReadingWords`), each kept in its language's file. */
export const READING_WORDS: readonly ReadingWords[] = REPLY_LANGUAGES.map(
  (language) => language.reading,
);
