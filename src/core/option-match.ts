import { toAsciiDigits } from "./digits.js";
import { alternation } from "./phrase-pattern.js";
import type { Question } from "./question.js";
import { foldForTokens } from "./reply-tokens.js";
import { COURTESY_WORDS, OPTION_NUMBER_WORDS, RECOMMENDED_MARKERS } from "./reply-words.js";

/** Zero-width characters, the soft hyphen, variation selectors and the keycap mark (U+20E3). */
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]|\ufe0e|\ufe0f|\u20e3/gu;

/** The look-alikes the Slack renderer puts in place of formatting characters, read back. */
const LOOKALIKES: Record<string, string> = {
  "\u2217": "*",
  "\u02cd": "_",
  "\u02cb": "`",
  "\u223c": "~",
};

const QUOTE_PAIRS: readonly (readonly [string, string])[] = [
  ['"', '"'],
  ["'", "'"],
  ["“", "”"],
  ["„", "“"],
  ["‚", "‘"],
  ["‘", "’"],
  ["«", "»"],
  ["»", "«"],
  ["`", "`"],
  ["「", "」"],
];

const RECOMMENDED = new RegExp(`\\s*\\((?:${alternation(RECOMMENDED_MARKERS)})\\)$`, "u");

/** NFKC, Thai and full-width digits, no invisible characters, lowercase, single spaces. */
function foldText(text: string): string {
  return (
    toAsciiDigits(text.normalize("NFKC"))
      // NFKC splits Thai sara am (ำ) in two; join it again so Thai words match as written.
      .replace(/\u0e4d\u0e32/gu, "\u0e33")
      .replace(INVISIBLE, "")
      .replace(/[\u2217\u02cd\u02cb\u223c]/gu, (character) => LOOKALIKES[character] ?? character)
      .replace(/[‐‑‒–—―]/gu, "-")
      .toLowerCase()
      .replace(/\s+/gu, " ")
      .trim()
  );
}

function stripQuotes(text: string): string {
  for (const [open, close] of QUOTE_PAIRS) {
    if (
      text.length >= open.length + close.length + 1 &&
      text.startsWith(open) &&
      text.endsWith(close)
    )
      return text.slice(open.length, -close.length).trim();
  }
  return text;
}

/**
 * The form two texts are compared in: folded, without surrounding quotes, a leading `¡`,
 * trailing `.` or `!` or a trailing "(Recommended)" ("(Empfohlen)", "(แนะนำ)"). A text that is
 * nothing but the marker keeps it, so a label "(Recommended)" still has a name.
 */
export function normalizeForMatch(text: string): string {
  let result = foldText(text);
  for (let round = 0; round < 3; round += 1) {
    const before = result;
    // Spanish opens an exclamation too: "¡Sí!" is "sí".
    result = stripQuotes(
      result
        .replace(/^¡+/u, "")
        .replace(/(?<![.!。])[.!。]+$/u, "")
        .trim(),
    );
    const unmarked = result.replace(RECOMMENDED, "").trim();
    if (unmarked !== "") result = unmarked;
    if (result === before) break;
  }
  return result.replace(/[’‘ʼ]/gu, "'");
}

const COURTESY = new RegExp(
  [
    // "please 2", "please, 2", "pls,2": a comma may stand where the space does.
    `^(?:(?:${alternation(COURTESY_WORDS.before)})[\\s,]+)+`,
    `(?:[\\s,]*(?:${alternation(COURTESY_WORDS.after)}))+$`,
    `(?:${alternation(COURTESY_WORDS.thaiParticles)})+$`,
  ].join("|"),
  "gu",
);

/** Courtesy matters around a number, a label or a skip word: short replies only. */
const COURTESY_MAX_CHARACTERS = 200;

/** The same text without "please", "bitte", "ครับ" and the like; "" if that is all it was. */
export function withoutCourtesy(normalized: string): string {
  if (normalized.length > COURTESY_MAX_CHARACTERS) return normalized;
  return normalized.replace(COURTESY, "").trim();
}

const NUMBER_WORDS = alternation(OPTION_NUMBER_WORDS);
const OPTION_NUMBER = new RegExp(
  `^(?:(?:${NUMBER_WORDS})\\.?\\s*)?#?\\s*(?:\\((\\d{1,6})\\)|(\\d{1,6})\\)?)$`,
  "u",
);

/**
 * The option number a normalized text stands for: `2`, `#2`, `2.`, `(2)`, `2)`, "option 2",
 * "Nr. 2", "ข้อ 2". A number must stand alone: "2 weeks" is not option 2.
 */
export function parseOptionNumber(normalized: string): number | undefined {
  const match = OPTION_NUMBER.exec(normalized);
  const digits = match?.[1] ?? match?.[2];
  return digits === undefined ? undefined : Number(digits);
}

const NUMBERED_TEXT = /^#?\s*(?:\((\d{1,6})\)|(\d{1,6}))\s*(?:[.):-]\s*|\s+)(\S.*)$/u;

/** "2. Production" (a number, then text): the number and the text after it. */
export function splitNumberedText(
  normalized: string,
): { number: number; rest: string } | undefined {
  const match = NUMBERED_TEXT.exec(normalized);
  const digits = match?.[1] ?? match?.[2];
  const rest = match?.[3];
  return digits === undefined || rest === undefined ? undefined : { number: Number(digits), rest };
}

/**
 * The indexes of the options whose label matches a normalized text. Several labels can share
 * a normalized form ("Staging" and "Staging (Recommended)"); then the one written exactly as
 * the text wins, and otherwise all are returned. Spaces count only if nothing matches with
 * them (Thai is often written without).
 */
export function matchLabels(question: Question, text: string, normalized: string): number[] {
  const labels = question.options.map((option) => normalizeForMatch(option.label));
  let matches = indexesWhere(labels, (label) => label === normalized);
  if (matches.length === 0) {
    const compact = normalized.replace(/ /gu, "");
    if (compact !== "")
      matches = indexesWhere(labels, (label) => label.replace(/ /gu, "") === compact);
  }
  // The label as typed without its accents or umlauts: "mas tarde" for "Más tarde".
  if (matches.length === 0) {
    const folded = foldForTokens(normalized);
    if (folded !== "") matches = indexesWhere(labels, (label) => foldForTokens(label) === folded);
  }
  if (matches.length > 1) {
    const exact = foldText(text);
    const written = matches.filter(
      (index) => foldText(question.options[index]?.label ?? "") === exact,
    );
    if (written.length === 1) return written;
  }
  return matches;
}

/** Whether a label carries the recommended marker: "Staging (Recommended)". */
export function isRecommended(label: string): boolean {
  return RECOMMENDED.test(foldText(label));
}

/** Whether a normalized text is an option's line as a prompt shows it: "Label — description". */
export function matchesLabelWithDescription(
  question: Question,
  index: number,
  normalized: string,
): boolean {
  const option = question.options[index];
  if (option === undefined) return false;
  if (normalizeForMatch(option.label) === normalized) return true;
  if (option.description === undefined) return false;
  return normalizeForMatch(`${option.label} - ${option.description}`) === normalized;
}

function indexesWhere(values: readonly string[], test: (value: string) => boolean): number[] {
  const result: number[] = [];
  values.forEach((value, index) => {
    if (test(value)) result.push(index);
  });
  return result;
}
