import { editDistance } from "./label-likeness.js";
import type { Question } from "./question.js";
import { READING_WORDS } from "./reading-words.js";
import { foldForTokens, type Token, tokensOf } from "./reply-tokens.js";
import { ALTERNATIVE_WORDS, LIST_WORDS } from "./reply-words.js";

/**
 * A choice inside a sentence, read the way a person reads one (SPEC T5): every word of the
 * reply must be explained, by an option's label or description (written out, shortened, with a
 * typo, as a day and time written another way) or by words that carry no choice ("the", "let's
 * go with", "ครับ"). Whatever is left unexplained, a negation or a hedge among it, means the
 * reply is not wholly understood and picks nothing.
 *
 * - `option`: every content word fits one option, and only that one;
 * - `ambiguous`: the words fit several options equally ("Gitarre" for two guitar lessons);
 * - `several`: the words name different options ("GPS y cadenas").
 */
export type ExplainedChoice =
  | { kind: "option"; index: number }
  | { kind: "ambiguous"; indexes: number[] }
  | { kind: "several"; indexes: number[] };

const FILLERS = new Set(READING_WORDS.flatMap((words) => words.fillers.map(foldForTokens)));
/** "and", "or", "y", "oder", "หรือ": they join names of options, they name none. */
const JOINERS = new Set([...LIST_WORDS, ...ALTERNATIVE_WORDS].map(foldForTokens));

/** Longer replies are no short choice; the strict readings still serve them. */
const MAX_TOKENS = 16;

export function explainedChoice(question: Question, text: string): ExplainedChoice | undefined {
  const tokens = tokensOf(text);
  if (tokens.length === 0 || tokens.length > MAX_TOKENS) return undefined;
  const every = question.options.map((_, index) => index);
  let common: number[] | undefined;
  const named = new Set<number>();
  let joined = false;
  const compounds = new Map<number, number[]>();
  for (const token of tokens) {
    if (token.kind === "word" && FILLERS.has(token.text)) continue;
    if (token.kind === "word" && JOINERS.has(token.text)) {
      joined = true;
      continue;
    }
    const fits = fitsOf(question, token);
    // A word every option has tells nothing ("copias" in "500 copias", "1000 copias").
    if (fits.length === every.length) continue;
    // Nor does a word of the question itself ("the half day package" for "Which package?").
    if (fits.length === 0 && asked(question, token)) continue;
    if (fits.length === 0) return undefined;
    // The pieces of one written word name one option together, or it is unexplained.
    if (token.compound !== undefined) {
      const earlier = compounds.get(token.compound);
      const joint = earlier === undefined ? fits : earlier.filter((index) => fits.includes(index));
      if (joint.length === 0) return undefined;
      compounds.set(token.compound, joint);
    }
    for (const index of fits) named.add(index);
    common = common === undefined ? fits : common.filter((index) => fits.includes(index));
  }
  if (common === undefined) return undefined;
  const [only, ...more] = common;
  if (only !== undefined && more.length === 0 && !joined) return { kind: "option", index: only };
  if (common.length > 1) return { kind: "ambiguous", indexes: common };
  return { kind: "several", indexes: [...named] };
}

/**
 * Several questions answered in one run of words, without separators or keys: "Fähre, zweite
 * Klasse", "dhl and yes insure it", "Mudanzas Rápidas el viernes". Every word that is no filler
 * must tell about the options of exactly one question, and each question's words must point to
 * one of its options. Resolves with the option index per question, or undefined.
 */
export function assignedChoices(
  questions: readonly Question[],
  text: string,
): number[] | undefined {
  const tokens = tokensOf(text);
  if (tokens.length === 0 || tokens.length > MAX_TOKENS * questions.length) return undefined;
  const common: (number[] | undefined)[] = questions.map(() => undefined);
  for (const token of tokens) {
    if (token.kind === "word" && (FILLERS.has(token.text) || JOINERS.has(token.text))) continue;
    let owner: number | undefined;
    let told: number[] = [];
    let explained = false;
    for (const [position, question] of questions.entries()) {
      const fits = fitsOf(question, token);
      if (fits.length === 0) continue;
      explained = true;
      // A word every option of a question has tells that question nothing.
      if (fits.length === question.options.length) continue;
      if (owner !== undefined) return undefined;
      owner = position;
      told = fits;
    }
    if (!explained && !questions.some((question) => asked(question, token))) return undefined;
    if (owner === undefined) continue;
    const earlier = common[owner];
    common[owner] = earlier === undefined ? told : earlier.filter((index) => told.includes(index));
  }
  const chosen = common.map((indexes) => (indexes?.length === 1 ? indexes[0] : undefined));
  return chosen.every((index) => index !== undefined) ? (chosen as number[]) : undefined;
}

/** The options a word fits: by label, else by description. */
function fitsOf(question: Question, token: Token): number[] {
  const { labels, descriptions } = optionTokens(question);
  const fitting = (sources: readonly (readonly Token[])[]) =>
    sources.flatMap((own, index) => (own.some((word) => fitsToken(token, word)) ? [index] : []));
  const byLabel = fitting(labels);
  return byLabel.length > 0 ? byLabel : fitting(descriptions);
}

/** Whether a word is one of the question's own (its header or sentence), which choose nothing. */
function asked(question: Question, token: Token): boolean {
  if (token.kind !== "word" || [...token.text].length < 3) return false;
  return optionTokens(question).asked.some(
    (word) => word.kind === "word" && word.text === token.text,
  );
}

/** The words of each option's label and description, read once per question. */
interface QuestionWords {
  labels: (readonly Token[])[];
  descriptions: (readonly Token[])[];
  asked: readonly Token[];
}
const OPTION_TOKENS = new WeakMap<Question, QuestionWords>();

function optionTokens(question: Question): QuestionWords {
  let known = OPTION_TOKENS.get(question);
  if (known === undefined) {
    known = {
      labels: question.options.map((option) => tokensOf(option.label)),
      // A description explains only words no label has: "prod" is Production's, even where
      // Staging "mirrors prod data".
      descriptions: question.options.map((option) =>
        option.description === undefined ? [] : tokensOf(option.description),
      ),
      asked: [...tokensOf(question.header), ...tokensOf(question.question)],
    };
    OPTION_TOKENS.set(question, known);
  }
  return known;
}

/** Whether a text names any option at all, however briefly: a reason that does must not pass. */
export function namesAnOption(question: Question, text: string): boolean {
  const tokens = tokensOf(text);
  return optionTokens(question).labels.some((own) => {
    return tokens.some(
      (token) =>
        !(token.kind === "word" && FILLERS.has(token.text)) &&
        own.some((label) => fitsToken(token, label)),
    );
  });
}

const DAY_PART_MINUTES = {
  morning: [5 * 60, 12 * 60],
  // "por la tarde" runs into the evening.
  afternoon: [12 * 60, 20 * 60],
  evening: [17 * 60, 24 * 60],
} as const;

/** Whether a word of a reply stands for a word of a label. */
function fitsToken(reply: Token, label: Token): boolean {
  switch (reply.kind) {
    case "number": {
      if (label.kind === "number") return label.text === reply.text;
      // An hour alone, of either half of the day: "thurs 4" for "Thursday 16:00".
      const hour = Number(reply.text);
      return (
        label.kind === "time" &&
        label.minutes % 60 === 0 &&
        hour >= 1 &&
        hour <= 24 &&
        (label.minutes === hour * 60 || label.minutes === (hour + 12) * 60)
      );
    }
    case "weekday":
      return label.kind === "weekday" && label.day === reply.day;
    case "month":
      return label.kind === "month" && label.month === reply.month;
    case "time":
      if (label.kind !== "time") return false;
      return (
        label.minutes === reply.minutes ||
        (reply.flexible && (reply.minutes + 12 * 60) % (24 * 60) === label.minutes)
      );
    case "dayPart": {
      if (label.kind === "dayPart") return label.part === reply.part;
      if (label.kind !== "time") return false;
      const [from, to] = DAY_PART_MINUTES[reply.part];
      return label.minutes >= from && label.minutes < to;
    }
    case "word":
      return label.kind === "word" && wordFits(reply.text, label.text);
  }
}

function wordFits(reply: string, label: string): boolean {
  if (reply === label) return true;
  const replyLength = [...reply].length;
  const labelLength = [...label].length;
  // Shortened: "thurs" for "thursday", "mongo" for "mongodb" (four letters at least).
  if (replyLength >= 4 && label.startsWith(reply)) return true;
  // Inflected: "freitags" for "freitag", "pellets" for "pellet".
  if (labelLength >= 4 && reply.startsWith(label) && replyLength - labelLength <= 2) return true;
  // An abbreviation of a long word: "pg" for "postgresql", its letters in order.
  if (replyLength >= 2 && replyLength <= 3 && labelLength >= 6 && isAbbreviation(reply, label))
    return true;
  if (/\d/u.test(reply) || /\d/u.test(label)) return false;
  // A typo: one edit in five to eight letters, two from nine.
  const shorter = Math.min(replyLength, labelLength);
  if (shorter < 5) return false;
  const allowed = shorter >= 9 ? 2 : 1;
  return editDistance(reply, label, allowed) <= allowed;
}

/** Consonants only, as abbreviations drop vowels ("pg", "db", "mgmt"): "no" is a word. */
function isAbbreviation(reply: string, label: string): boolean {
  if (reply.charAt(0) !== label.charAt(0) || !/^[b-df-hj-np-tv-z]+$/u.test(reply)) return false;
  let at = 0;
  for (const letter of reply) {
    at = label.indexOf(letter, at);
    if (at === -1) return false;
    at += 1;
  }
  return true;
}
