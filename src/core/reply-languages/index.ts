import type { ReplyLanguage, ReplyNumberTable, ReplyWordList } from "../reply-language.js";
import { de } from "./de.js";
import { en } from "./en.js";
import { es } from "./es.js";
import { NEUTRAL_WORDS } from "./neutral.js";
import { th } from "./th.js";

export { NEUTRAL_WORDS } from "./neutral.js";

/** The languages replies are read in (SPEC T4). Adding one is adding its file here. */
export const REPLY_LANGUAGES: readonly ReplyLanguage[] = [en, de, th, es];

/** One kind of word in every language, then the neutral ones: each once, in that order. */
export function wordsOf(field: ReplyWordList): string[] {
  const words = REPLY_LANGUAGES.flatMap((language) => language[field]);
  return [...new Set([...words, ...(NEUTRAL_WORDS[field] ?? [])])];
}

/** Numbers written as words in every language: "three", "drei", "สาม", "tres". */
export function numbersOf(field: ReplyNumberTable): Record<string, number> {
  const table: Record<string, number> = {};
  for (const language of REPLY_LANGUAGES)
    for (const [word, number] of Object.entries(language[field])) table[word] ??= number;
  return table;
}

/** Every language's short forms of label words: "prod" for "production", "produktion". */
export function abbreviationsOf(): Record<string, string[]> {
  const table: Record<string, string[]> = {};
  for (const language of REPLY_LANGUAGES)
    for (const [short, words] of Object.entries(language.abbreviations))
      table[short] = [...new Set([...(table[short] ?? []), ...words])];
  return table;
}

/** Letters as keyboards without them write them; the first language to name a letter wins. */
export function plainSpellingsOf(): Record<string, string> {
  const table: Record<string, string> = {};
  for (const language of REPLY_LANGUAGES)
    for (const [letter, plain] of Object.entries(language.plainSpellings)) table[letter] ??= plain;
  return table;
}
