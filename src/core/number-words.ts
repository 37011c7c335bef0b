import { alternation } from "./phrase-pattern.js";
import { numbersOf, REPLY_LANGUAGES, wordsOf } from "./reply-languages/index.js";

/**
 * Numbers written as words, in every supported language (SPEC T4): "three", "drei", "สาม",
 * and places in a list: "the third one", "die dritte", "อันที่สาม", "last". The words come
 * from `reply-languages/`, in the form `normalizeForMatch` gives.
 */
const CARDINALS: ReadonlyMap<string, number> = new Map(Object.entries(numbersOf("cardinals")));
const ORDINALS: ReadonlyMap<string, number> = new Map(Object.entries(numbersOf("ordinals")));
const LAST_WORDS = wordsOf("lastWords");
const BOTH_WORDS = wordsOf("bothWords");

/** A pattern source for a count written in digits or words: "3", "three", "drei", "สาม". */
export const COUNT_SOURCE = `(?:\\d{1,2}|${alternation([...CARDINALS.keys()])}|${alternation(BOTH_WORDS)})`;

/** A pattern source for an option's place or number: "2", "two", "second", "2nd", "zweite". */
export const PLACE_SOURCE = `(?:${COUNT_SOURCE}|[\\p{L}\\d]+)`;

/** A count: "3", "three", "drei", "สาม"; "both"/"beide" are two. */
export function readCount(word: string): number | undefined {
  if (/^\d{1,2}$/u.test(word)) return Number(word);
  if (BOTH_WORDS.includes(word)) return 2;
  return CARDINALS.get(word);
}

/** Per language, its places: an ordinal is read with its own language's endings only. */
const PLACE_READERS = REPLY_LANGUAGES.map((language) => ({
  stem:
    language.ordinalEndings.length === 0
      ? undefined
      : new RegExp(`^(.+?)(?:${alternation(language.ordinalEndings)})$`, "u"),
  ordinals: new Map(Object.entries(language.ordinals)),
  last: language.lastWords,
}));
const ARTICLES = new RegExp(`^(?:${alternation(wordsOf("articles"))})\\s+`, "u");
const ORDINAL_NOUNS = new RegExp(`\\s+(?:${alternation(wordsOf("ordinalNouns"))})$`, "u");
const NUMBER_PREFIXES = new RegExp(`^(?:${alternation(wordsOf("numberPrefixes"))})\\.?\\s*`, "u");
/** A counting word written before a number, and a mark making the number a place: "อันที่". */
const COUNTER_PREFIX = new RegExp(
  `^(?:${alternation(wordsOf("counterWords"))})(${alternation(wordsOf("placeMarkers"))})?\\s*`,
  "u",
);

/**
 * What a short text says as a number: an option number ("option three", "drei", "ข้อสอง")
 * or a place in the list ("the third one", "die dritte", "อันที่สาม", "last"). `count` is the
 * number of options, for "last".
 */
export function readNumberWords(
  normalized: string,
  count: number,
): { kind: "number" | "place"; number: number } | undefined {
  let text = normalized.replace(ARTICLES, "").replace(ORDINAL_NOUNS, "").trim();
  const counted = COUNTER_PREFIX.exec(text);
  if (counted !== null) {
    const rest = text.slice(counted[0].length).trim();
    if (LAST_WORDS.includes(rest)) return { kind: "place", number: count };
    const place = ORDINALS.get(rest);
    if (place !== undefined) return { kind: "place", number: place };
    const number = CARDINALS.get(rest) ?? (/^\d{1,2}$/u.test(rest) ? Number(rest) : undefined);
    // "ข้อสอง" names option two; "อันที่สาม" the third one, the same thing said as a place.
    if (number !== undefined)
      return { kind: counted[1] === undefined ? "number" : "place", number };
    return undefined;
  }
  const place = readPlace(text, count);
  if (place !== undefined) return { kind: "place", number: place };
  const prefixed = NUMBER_PREFIXES.exec(text);
  if (prefixed !== null) text = text.slice(prefixed[0].length);
  const number = CARDINALS.get(text);
  return number === undefined ? undefined : { kind: "number", number };
}

/** "third", "3rd", "dritte", "dritten", "last", "letzte": a place in the list. */
export function readPlace(word: string, count: number): number | undefined {
  for (const reader of PLACE_READERS) {
    for (const text of [word, reader.stem?.exec(word)?.[1]]) {
      if (text === undefined) continue;
      if (reader.last.includes(text)) return count;
      const place = reader.ordinals.get(text);
      if (place !== undefined) return place;
    }
  }
  return undefined;
}
