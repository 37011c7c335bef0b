import {
  COUNT_SOURCE,
  PLACE_SOURCE,
  readCount,
  readNumberWords,
  readPlace,
} from "./number-words.js";
import { alternation, isUnspaced } from "./phrase-pattern.js";
import type { ReplyWordList } from "./reply-language.js";
import { wordsOf } from "./reply-languages/index.js";

/**
 * How many of a multi-select's options a reply asks for, said as a quantity (SPEC T4):
 * "all three", "both", "every one", "2-3", "2 through 3", "the first two", "die ersten
 * beiden", "ทุกอัน", "สองอันแรก". Texts are in the form `normalizeForMatch` gives.
 */
export type Quantity =
  | { kind: "options"; indexes: number[] }
  /** A count that is not the number of options: "all three" of four. */
  | { kind: "count_mismatch"; said: number }
  /** A range or count that reaches past the options. */
  | { kind: "outside"; number: number };

const EVERY: ReadonlySet<string> = new Set(wordsOf("everyWords"));
const BOTH: ReadonlySet<string> = new Set(wordsOf("bothPhrases"));

/** Latin words of a kind, as a pattern source; words written without spaces (Thai) apart. */
function spaced(field: ReplyWordList): string {
  return alternation(wordsOf(field).filter((word) => !isUnspaced(word)));
}
function unspaced(field: ReplyWordList): string {
  return alternation(wordsOf(field).filter(isUnspaced));
}
/** Letters of a script written without spaces, as after "ทั้ง 3" ("ทั้ง 3 อย่าง"). */
const UNSPACED_LETTER = "[\\u0e00-\\u0e7f]";
/** Where a Latin word ends: no letter or digit right after it. */
const WORD_END = "(?![\\p{L}\\p{N}])";
/** Where a Latin word before a number ends: "Nr.2", "2to3" are written too. */
const LETTERS_END = "(?!\\p{L})";
/** A pattern source for phrases whose words may be spaced any way: "all  of them". */
function phrases(words: readonly string[]): string {
  return alternation(words).replace(/ /gu, "\\s+");
}

const ARTICLE = `(?:(?:${spaced("articles")})\\s+)?`;
const COUNT_NOUNS = alternation(wordsOf("countNouns"));
const ALL_OF = new RegExp(
  `^(?:(?:${spaced("allOfWords")})\\s+${ARTICLE}(${COUNT_SOURCE})(?:\\s+(?:${COUNT_NOUNS}|\\p{L}+))?|(?:${unspaced("allOfWords")})\\s*(${COUNT_SOURCE})\\s*${UNSPACED_LETTER}{0,8})$`,
  "u",
);
/** "option", "Nr.", "la", "ข้อที่": what may stand before each end of a range. */
const RANGE_END_PREFIX = `(?:(?:(?:${alternation([
  ...wordsOf("optionNumberWords").filter((word) => !isUnspaced(word)),
  ...wordsOf("numberPrefixes"),
  ...wordsOf("articles"),
])})${LETTERS_END}\\.?|(?:${alternation([
  ...wordsOf("optionNumberWords").filter(isUnspaced),
  ...wordsOf("counterWords"),
])})(?:${alternation(wordsOf("placeMarkers"))})?)\\s*)?`;
const RANGE = new RegExp(
  `^(?:(?:${spaced("rangeFromWords")})\\s+|(?:${unspaced("rangeFromWords")})\\s*)?${RANGE_END_PREFIX}(${PLACE_SOURCE})\\s*(?:-|(?<!\\p{L})(?:${spaced("rangeWords")})${LETTERS_END}|${unspaced("rangeWords")})\\s*${RANGE_END_PREFIX}(${PLACE_SOURCE})$`,
  "u",
);
const FIRST_OR_LAST_WORDS = `${spaced("firstCountWords")}|${spaced("lastCountWords")}`;
const FIRST_OR_LAST = new RegExp(
  `^${ARTICLE}(?:(${FIRST_OR_LAST_WORDS})\\s+(${COUNT_SOURCE})|(${COUNT_SOURCE})\\s+(${FIRST_OR_LAST_WORDS}))(?:\\s+(?:${COUNT_NOUNS}))?$`,
  "u",
);
const UNSPACED_FIRST_OR_LAST = new RegExp(
  `^(${COUNT_SOURCE})\\s*(?:${alternation(wordsOf("counterWords"))})(${unspaced("firstCountWords")}|${unspaced("lastCountWords")})$`,
  "u",
);
const LAST_COUNT_WORDS = wordsOf("lastCountWords");

export function readQuantity(normalized: string, count: number): Quantity | undefined {
  const all = count === 0 ? [] : [...Array(count).keys()];
  if (EVERY.has(normalized)) return { kind: "options", indexes: all };
  if (BOTH.has(normalized))
    return count === 2 ? { kind: "options", indexes: all } : { kind: "count_mismatch", said: 2 };

  // The first or last few before "all of a count": "las dos primeras" is no "las dos".
  const edge = FIRST_OR_LAST.exec(normalized);
  const unspacedEdge = UNSPACED_FIRST_OR_LAST.exec(normalized);
  const taken = readCount(edge?.[2] ?? edge?.[3] ?? unspacedEdge?.[1] ?? "");
  if (taken !== undefined && taken >= 1) {
    if (taken > count) return { kind: "outside", number: taken };
    const fromEnd = LAST_COUNT_WORDS.includes(edge?.[1] ?? edge?.[4] ?? unspacedEdge?.[2] ?? "");
    return { kind: "options", indexes: fromEnd ? all.slice(count - taken) : all.slice(0, taken) };
  }

  const allOf = ALL_OF.exec(normalized);
  const said = allOf === null ? undefined : readCount(allOf[1] ?? allOf[2] ?? "");
  if (said !== undefined)
    return said === count ? { kind: "options", indexes: all } : { kind: "count_mismatch", said };

  const range = RANGE.exec(normalized);
  if (range !== null) {
    const from = placeOf(range[1] ?? "", count);
    const to = placeOf(range[2] ?? "", count);
    if (from !== undefined && to !== undefined && from < to) {
      if (from < 1) return { kind: "outside", number: from };
      if (to > count) return { kind: "outside", number: to };
      return { kind: "options", indexes: all.slice(from - 1, to) };
    }
  }
  return undefined;
}

/** "2", "two", "second", "zweite": the option number a range end stands for. */
function placeOf(word: string, count: number): number | undefined {
  if (/^\d{1,2}$/u.test(word)) return Number(word);
  return readCount(word) ?? readPlace(word, count) ?? readNumberWords(word, count)?.number;
}

/**
 * "everything except", "all but", "alle außer", "ทั้งหมดยกเว้น": the start of a reply that
 * asks for every option but those it names next. Matched on the reply as written.
 */
export const ALL_EXCEPT = new RegExp(
  `^\\s*(?:(?:${phrases(wordsOf("allExceptLeads").filter((word) => !isUnspaced(word)))})(?:\\s+${ARTICLE}\\p{L}+)?|(?:${unspaced("allExceptLeads")})${UNSPACED_LETTER}{0,12}?)\\s*,?\\s*(?:${phrases(wordsOf("exceptWords"))})(?:(?<=${UNSPACED_LETTER})|${WORD_END})\\s*`,
  "iu",
);
