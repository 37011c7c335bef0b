import { toAsciiDigits } from "./digits.js";
import { editDistance } from "./label-likeness.js";
import { READING_WORDS } from "./reading-words.js";
import { REPLY_LANGUAGES } from "./reply-languages/index.js";

/**
 * A reply or a label as the words a reader weighs (SPEC T5): folded (lowercase, accents and
 * umlauts gone, Thai cut into words by `Intl.Segmenter`), with days of the week, times of day
 * and parts of the day turned into marks that compare across languages and spellings:
 * "Thu 7:00 PM", "jueves 19h" and "Do 19 Uhr" all hold `@d4` and a time of 19:00.
 */
export type Token = (
  | { kind: "word"; text: string }
  | { kind: "number"; text: string }
  | { kind: "weekday"; day: number }
  | { kind: "month"; month: number }
  /** Minutes after midnight; `flexible` when no am/pm said which half of the day. */
  | { kind: "time"; minutes: number; flexible: boolean }
  | { kind: "dayPart"; part: "morning" | "afternoon" | "evening" }
) & {
  /** Pieces of one written word ("us-west-1", "flyer_final.pdf") share it: they name one thing. */
  compound?: number;
};

/** Lowercase, NFKC, ASCII digits, no accents or umlauts ("Zürich", "zuerich" → "zurich"). */
export function foldForTokens(text: string): string {
  return (
    toAsciiDigits(text.normalize("NFKC"))
      .toLowerCase()
      .normalize("NFD")
      // Latin accents only: Thai vowels and tone marks are combining marks too.
      .replace(/[\u0300-\u036f]/gu, "")
      .replace(/ae|oe|ue/gu, (pair) => pair.charAt(0))
      .replace(/ß/gu, "ss")
      .normalize("NFC")
      .replace(/[’‘ʼ]/gu, "'")
  );
}

/** Made at the first Thai text: making one loads the runtime's Thai dictionary (~30 ms). */
let thaiSegmenter: Intl.Segmenter | undefined;

/** Thai text cut into its words (Thai writes them without spaces). */
export function thaiWords(text: string): string[] {
  thaiSegmenter ??= new Intl.Segmenter("th", { granularity: "word" });
  return [...thaiSegmenter.segment(text)]
    .filter((segment) => segment.isWordLike)
    .map((segment) => segment.segment);
}
const THAI = /[\u0e00-\u0e7f]/u;
/** What parts words outside Thai: anything but letters, digits, marks, ' and the joining marks. */
const NOT_WORD = /[^\p{L}\p{N}\p{M}'_.\-/]+/u;

const WEEKDAYS = new Map<string, number>();
/** Two letters or one Thai letter are a weekday only before a time: "Do 17:30", not "do it". */
const SHORT_WEEKDAYS = new Map<string, number>();
const DAY_PARTS = new Map<string, "morning" | "afternoon" | "evening">();
for (const words of READING_WORDS) {
  words.weekdays.forEach((names, index) => {
    for (const name of names) {
      const folded = foldForTokens(name);
      const table = [...folded].length <= 2 ? SHORT_WEEKDAYS : WEEKDAYS;
      table.set(folded, index + 1);
    }
  });
  for (const [part, names] of Object.entries(words.dayParts))
    for (const name of names) DAY_PARTS.set(foldForTokens(name), part as "morning");
}

/**
 * Times as people write them: "17:30", "5.30pm", "5 pm", "16h", "17 uhr", "5 y media"; the
 * marker ␞ keeps them whole through word splitting.
 */
const TIME =
  /(?<![\d:.])(\d{1,2})(?:\s*[:.h]\s*(\d{2})|\s+y\s+(media|cuarto))?\s*(a\.?\s?m\.?|p\.?\s?m\.?|uhr|h\b|hrs?\b|น\.|นาฬิกา)?(?![\d:])/giu;

function timeMark(match: RegExpMatchArray): string | undefined {
  const [, hourText, minuteText, fraction, suffix] = match;
  const hour = Number(hourText);
  const minute = minuteText ? Number(minuteText) : fraction === "media" ? 30 : fraction ? 15 : 0;
  const marked = suffix !== undefined || minuteText !== undefined || fraction !== undefined;
  if (!marked || hour > 24 || minute > 59) return undefined;
  const half = suffix?.replace(/[\s.]/gu, "");
  const pm = half === "pm";
  const am = half === "am";
  if ((pm || am) && (hour < 1 || hour > 12)) return undefined;
  const hours = pm ? (hour % 12) + 12 : am ? hour % 12 : hour;
  const flexible = !pm && !am && hour >= 1 && hour <= 12;
  return mark(`t${hours * 60 + minute}${flexible ? "f" : ""}`);
}

/** Where a letter is no part of the word before or after: Unicode-aware `\b`. */
const wordBounded = (alternatives: string) =>
  `(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");
const byLength = (a: string, b: string) => b.length - a.length;

const NUMBER_WORDS = new Map<string, number>();
const TIME_PHRASES: { pattern: RegExp; minutes: number; hours: number }[] = [];
const MONTHS = new Map<string, number>();
// "one", "eins", "uno" are articles and pronouns as often: only two and up are numbers here.
for (const language of REPLY_LANGUAGES)
  for (const [word, value] of Object.entries(language.cardinals))
    if (value >= 2) NUMBER_WORDS.set(foldForTokens(word), value);
for (const words of READING_WORDS) {
  for (const [word, value] of Object.entries(words.numbers))
    NUMBER_WORDS.set(foldForTokens(word), value);
  for (const [phrase, minutes, hours] of words.timePhrases) {
    const [before = "", after = ""] = foldForTokens(phrase.replace("H", "\u0001")).split("\u0001");
    const source = `${escaped(before)}(\\d{1,2})${escaped(after)}`;
    TIME_PHRASES.push({ pattern: new RegExp(wordBounded(source), "gu"), minutes, hours });
  }
  words.months.forEach((names, index) => {
    for (const name of names) MONTHS.set(foldForTokens(name), index + 1);
  });
}
/** Latin number words between word breaks; Thai ones are read as whole words only. */
const NUMBER_WORD = new RegExp(
  wordBounded(
    [...NUMBER_WORDS.keys()]
      .filter((word) => !THAI.test(word))
      .sort(byLength)
      .map(escaped)
      .join("|"),
  ),
  "gu",
);
/** Month names; Thai ones anywhere, as Thai runs its words together ("๙ กันยา", "ธันวาคม"). */
const MONTH = new RegExp(
  [...MONTHS.keys()]
    .sort(byLength)
    .map((name) => (THAI.test(name) ? escaped(name) : wordBounded(escaped(name))))
    .join("|"),
  "gu",
);

const mark = (payload: string) => ` \u241e${payload}\u241e `;

/** Times, months and numbers said in words turned into marks that survive word splitting. */
function marked(text: string): string {
  let result = foldForTokens(text).replace(NUMBER_WORD, (word) => String(NUMBER_WORDS.get(word)));
  for (const { pattern, minutes, hours } of TIME_PHRASES)
    result = result.replace(pattern, (_, hourText: string) => {
      const hour = Number(hourText) + hours;
      if (hour < 0 || hour > 24) return _;
      // An hour said without a half of the day is either ("a las 7"); Thai ทุ่ม is the evening's.
      const flexible = hours === 0 && Number(hourText) <= 12;
      return mark(`t${(hour % 24) * 60 + minutes}${flexible ? "f" : ""}`);
    });
  result = result.replace(TIME, (...args) => {
    const match = args.slice(0, 6) as unknown as RegExpMatchArray;
    const minutes = timeMark(match);
    return minutes ?? (args[0] as string);
  });
  return (
    result
      .replace(MONTH, (name) => mark(`m${MONTHS.get(name)}`))
      // Thousands written with a separator: "1.000 €", "1,000 copies".
      .replace(/(?<![\d.,])(\d{1,3})(?:[.,](\d{3}))+(?![\d.,]?\d)/gu, (whole) =>
        whole.replace(/[.,]/gu, ""),
      )
  );
}

/** Texts read lately: labels and replies are read again and again while a reply is weighed. */
const READ = new Map<string, readonly Token[]>();
const READ_AT_MOST = 2000;

/** The tokens of a text, in order. */
export function tokensOf(text: string): readonly Token[] {
  let tokens = READ.get(text);
  if (tokens === undefined) {
    if (READ.size >= READ_AT_MOST) READ.clear();
    tokens = readTokens(text);
    READ.set(text, tokens);
  }
  return tokens;
}

function readTokens(text: string): Token[] {
  const folded = marked(text);
  const tokens: Token[] = [];
  let compounds = 0;
  const parts = folded.split("\u241e");
  parts.forEach((part, position) => {
    // Odd parts are the marks put in above.
    if (position % 2 === 1) {
      const value = Number.parseInt(part.slice(1), 10);
      tokens.push(
        part.startsWith("m")
          ? { kind: "month", month: value }
          : { kind: "time", minutes: value, flexible: part.endsWith("f") },
      );
      return;
    }
    for (const chunk of part.split(/\s+/u)) {
      // Only Thai needs a dictionary to find its words; elsewhere spaces and marks part them.
      const words = THAI.test(chunk) ? thaiWords(chunk) : chunk.split(NOT_WORD);
      const pieces = words
        .flatMap((word) => word.split(/[_.\-/]+/u))
        .filter((piece) => piece !== "");
      // "us-west-1", "flyer_final.pdf": one written word, cut at its joining marks.
      const joined = pieces.length > 1 && /[\p{L}\p{N}][_.\-/][\p{L}\p{N}]/u.test(chunk);
      if (joined) compounds += 1;
      const compound = joined ? compounds : undefined;
      for (const piece of pieces)
        tokens.push(compound === undefined ? classify(piece) : { ...classify(piece), compound });
    }
  });
  // A short weekday only counts right before a time or a number: "Do 17:30", "Fr 16".
  return tokens.map((token, index) => {
    if (token.kind !== "word") return token;
    const day = SHORT_WEEKDAYS.get(token.text);
    const next = tokens[index + 1];
    if (day !== undefined && (next?.kind === "time" || next?.kind === "number"))
      return { kind: "weekday", day } satisfies Token;
    return token;
  });
}

/** A day's name with one slip of the keys ("Mnotag", "wendsday"), in five letters or more. */
function misspelt(piece: string, names: ReadonlyMap<string, number>): number | undefined {
  if (piece.length < 5 || /\d/u.test(piece)) return undefined;
  const found = new Set<number>();
  for (const [name, value] of names) {
    // One edit keeps the length within one, and a slip seldom hits both first letters.
    if (name.length < 5 || Math.abs(name.length - piece.length) > 1) continue;
    if (name.charAt(0) !== piece.charAt(0) && name.charAt(1) !== piece.charAt(1)) continue;
    if (editDistance(piece, name, 1) <= 1) found.add(value);
  }
  return found.size === 1 ? [...found][0] : undefined;
}

function classify(piece: string): Token {
  if (/^\d+$/u.test(piece)) return { kind: "number", text: String(Number(piece)) };
  const number = NUMBER_WORDS.get(piece);
  if (number !== undefined) return { kind: "number", text: String(number) };
  const day = WEEKDAYS.get(piece) ?? misspelt(piece, WEEKDAYS);
  if (day !== undefined) return { kind: "weekday", day };
  const part = DAY_PARTS.get(piece);
  if (part !== undefined) return { kind: "dayPart", part };
  return { kind: "word", text: piece };
}
