import { graphemesOf } from "./graphemes.js";
import { normalizeForMatch } from "./option-match.js";
import type { Question } from "./question.js";
import { abbreviationsOf, plainSpellingsOf } from "./reply-languages/index.js";

/**
 * Labels a reply names without writing them exactly (SPEC T4): a small typo ("Prodcution") or
 * a short form ("us-west" for "us-west-2", "prod" for "Production"). Both are taken only when
 * exactly one label fits; the caller asks when several do.
 *
 * Typos: at most one edit (a letter added, dropped, changed, or two neighbours swapped) for
 * labels of 5 to 8 characters, two for longer ones; shorter labels must be
 * written exactly, digits never change ("us-west-3" is no typo of "us-west-2"), and a label of
 * several words is compared word by word.
 * Short forms: the reply's words are a label's first words ("unit" for "Unit tests", at least
 * 2 letters), the start of its first word covering most of it ("mongo" for "MongoDB", at least
 * 4 letters), or a run of its words covering at least half its letters (at least 3); a common
 * abbreviation stands for its word ("prod" for "Production"). A letter may be written as
 * keyboards without it write it ("zuerich" for "Zürich", "cesped" for "césped"), and a Thai
 * loanword with either final letter ("แอพ", "แอป").
 */
export function labelsLike(question: Question, normalized: string): number[] {
  const reply = transliterated(normalized.trim());
  if (reply === "" || /^\d+$/u.test(reply)) return [];
  const labels = question.options.map((option) => transliterated(normalizeForMatch(option.label)));
  const spelled = indexesWhere(labels, (label) => label === reply);
  if (spelled.length > 0) return spelled;
  // Every label that close, by either rule: one is taken, several are asked about.
  return indexesWhere(labels, (label) => isShortForm(reply, label) || isTypo(reply, label));
}

/** Common abbreviations of a word that may stand in a label, in every language. */
const ABBREVIATIONS: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries(abbreviationsOf()),
);

const WORD_BREAK = /[\s\-_/.,:]+/u;

function words(text: string): string[] {
  return text.split(WORD_BREAK).filter((word) => word !== "");
}

function letters(text: string): number {
  return [...text.replace(/[^\p{L}\p{N}]/gu, "")].length;
}

function isShortForm(reply: string, label: string): boolean {
  const replyWords = words(reply);
  const labelWords = words(label);
  if (replyWords.length === 0 || replyWords.length > labelWords.length) return false;
  const [first] = replyWords;
  const [head] = labelWords;
  // The start of a label's first word, most of it: "mongo" for "MongoDB", "stag" for "Staging".
  if (
    replyWords.length === 1 &&
    first !== undefined &&
    head !== undefined &&
    first !== head &&
    head.startsWith(first) &&
    letters(first) >= 4 &&
    letters(first) * 2 >= letters(head)
  )
    return true;
  for (let start = 0; start + replyWords.length <= labelWords.length; start += 1) {
    const run = labelWords.slice(start, start + replyWords.length);
    if (!replyWords.every((word, offset) => sameWord(word, run[offset] as string))) continue;
    // A label's first words name it ("unit" for "Unit tests", "us" for "us-east-1"), and so do
    // its last ("Teams" for "Microsoft Teams"); words in between must be most of it.
    const last = start + run.length === labelWords.length;
    if (
      start === 0
        ? letters(reply) >= 2
        : last
          ? letters(reply) >= 4
          : letters(reply) >= 3 && letters(run.join("")) * 2 >= letters(label)
    )
      return true;
  }
  return false;
}

/** Letters as keyboards without them write them: "zuerich", "gross", "cesped". */
const PLAIN_SPELLINGS: ReadonlyMap<string, string> = new Map(Object.entries(plainSpellingsOf()));
const SPELLED_LETTERS = new RegExp(
  `[${[...PLAIN_SPELLINGS.keys()].join("").replace(/[\\\]^-]/gu, "\\$&")}]`,
  "gu",
);

/** A text written without its languages' special letters: "zuerich" for "zürich". */
function transliterated(text: string): string {
  return (
    text
      .replace(SPELLED_LETTERS, (letter) => PLAIN_SPELLINGS.get(letter) ?? letter)
      // Thai loanwords end in บ, ป or พ as the writer likes: "เว็บ", "เว็ป"; "แอป", "แอพ".
      .replace(/[ปพ](?![\u0e00-\u0e7f])/gu, "บ")
  );
}

function sameWord(reply: string, label: string): boolean {
  return reply === label || (ABBREVIATIONS.get(reply)?.includes(label) ?? false);
}

function isTypo(reply: string, label: string): boolean {
  if (digitsOf(reply) !== digitsOf(label)) return false;
  const replyWords = words(reply);
  const labelWords = words(label);
  // Word by word where both have the same words, so "us-west-1" is no typo of "us-east-1".
  if (replyWords.length > 1 && replyWords.length === labelWords.length)
    return replyWords.every((word, index) => {
      const target = labelWords[index] as string;
      const allowed = allowedEdits(target);
      return word === target || (allowed > 0 && editDistance(word, target, allowed) <= allowed);
    });
  const allowed = allowedEdits(label);
  return allowed > 0 && editDistance(reply, label, allowed) <= allowed;
}

/**
 * Edits a word or label may differ by: none under 5 characters, one up to 8, two from 9. Thai
 * is counted by code point (its vowels and tone marks are short) and allows one edit.
 */
function allowedEdits(text: string): number {
  const length = [...text].length;
  if (length < 5) return 0;
  return length <= 8 || THAI.test(text) ? 1 : 2;
}

const THAI = /[\u0e00-\u0e7f]/u;

/**
 * The characters a reader sees: a Thai consonant with its vowel or tone mark is one, so a
 * missing silent letter ("เดสท็อป" for "เดสก์ท็อป") is one edit, not two.
 */
function characters(text: string): string[] {
  return graphemesOf(text);
}

function digitsOf(text: string): string {
  return text.replace(/\D/gu, "");
}

/**
 * Optimal string alignment distance (Damerau–Levenshtein without repeated edits of one
 * substring), by character as read; stops early once every path is over `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  const left = characters(a);
  const right = characters(b);
  if (Math.abs(left.length - right.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = right.map((_, index) => index + 1);
  previous.unshift(0);
  for (let i = 1; i <= left.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= right.length; j += 1) {
      const cost = left[i - 1] === right[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && left[i - 1] === right[j - 2] && left[i - 2] === right[j - 1])
        value = Math.min(value, (before[j - 2] as number) + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[right.length] as number;
}

function indexesWhere(values: readonly string[], test: (value: string) => boolean): number[] {
  const result: number[] = [];
  values.forEach((value, index) => {
    if (test(value)) result.push(index);
  });
  return result;
}
