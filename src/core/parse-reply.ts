import {
  asksForRecommendation,
  findCorrection,
  findNegation,
  isConditional,
  isHedged,
  isOnlyPause,
  isSkipSentence,
  withoutDecoration,
  withoutWrappers,
} from "./choice-phrasing.js";
import { concludedChoice } from "./concluded-choice.js";
import { assignedChoices, explainedChoice, namesAnOption } from "./explained-choice.js";
import { labelsLike } from "./label-likeness.js";
import { DEFAULT_LOCALE, type Locale } from "./locale.js";
import type { ClarifyReason } from "./messages/clarify-reason.js";
import { formatList, formatMessage, pluralize } from "./messages/format-message.js";
import { messages } from "./messages/messages.js";
import { ALL_EXCEPT, readQuantity } from "./multi-select-quantity.js";
import { readCount, readNumberWords } from "./number-words.js";
import {
  isRecommended,
  matchesLabelWithDescription,
  matchLabels,
  normalizeForMatch,
  parseOptionNumber,
  splitNumberedText,
  withoutCourtesy,
} from "./option-match.js";
import { meansOther } from "./other-words.js";
import type { Question } from "./question.js";
import type { AnswerMap } from "./question-record.js";
import { type ClauseSpan, replySentences } from "./reply-clauses.js";
import { declines } from "./reply-decline.js";
import { withoutFurniture } from "./reply-furniture.js";
import { wordsOf } from "./reply-languages/index.js";
import { tokensOf } from "./reply-tokens.js";
import { ALL_WORDS, ALTERNATIVE_WORDS, LIST_WORDS, QUESTION_NUMBER_WORDS } from "./reply-words.js";
import { signedChoices } from "./signed-choices.js";
import { MAX_ANSWER_CHARACTERS } from "./validate-answers.js";
import { isBlank } from "./value-text.js";
import { yesNoPair, yesNoReply, yesNoWord } from "./yes-no-words.js";

/**
 * What a plain-text reply means (SPEC T1-T4): answers for every question (each value an exact
 * option label or text the human wrote), a Skip, or a clarification to send back while the
 * question stays pending.
 */
export type ParsedReply =
  | {
      kind: "answers";
      answers: AnswerMap;
      /** The human's words beside a pick ("no, not on a friday"), by question id. */
      notes?: Record<string, string>;
    }
  | { kind: "skip" }
  | { kind: "clarify"; reason: ClarifyReason; message: string; questionId?: string };

export interface ParseReplyOptions {
  /** The language of the clarification message; the parser reads replies in every language. */
  locale?: Locale;
}

/** A range of the reply text; every free-text answer is the trimmed text of one span. */
interface Span {
  start: number;
  end: number;
}

interface Problem {
  kind: "problem";
  reason: ClarifyReason;
  params: Record<string, string | number>;
  /** A message other than the reason's own: `negated` on a multi-select, `empty` on several. */
  template?: "clarifyNegatedList" | "clarifyEmptySeveral";
  /** The question the problem is about, when there is one. */
  question?: number;
}

/** What one piece of a reply stands for. */
type Reading =
  /** `reasons`: the parts of the reply that only said why ("Staging, it mirrors prod"). */
  | { kind: "option"; index: number; reasons?: Span[] }
  | { kind: "options"; indexes: number[] }
  | { kind: "free"; span: Span }
  | { kind: "skip"; word: string }
  | { kind: "empty" }
  | Problem;

/** A line that starts with a question key: `deploy: 2`, `Checks: 1, 3`, `2: my words`. */
type LineKeys =
  | { kind: "plain" }
  | { kind: "unknown"; key: string }
  | { kind: "keyed"; segments: { key: string; questions: number[]; rest: Span }[] };

/** Problems about one of several questions are prefixed with its header. */
const QUESTION_PROBLEMS: ReadonlySet<ClarifyReason> = new Set([
  "no_such_option",
  "ambiguous_label",
  "ambiguous_number",
  "number_label_mismatch",
  "other_without_text",
  "too_long",
  "negated",
  "no_choice",
  "count_mismatch",
]);

const LINE = /[^\r\n\u2028\u2029]+/gu;
const KEY = /([^:：\r\n\u2028\u2029]{1,40}?)[^\S\r\n\u2028\u2029]*[:：](?!\/\/)/uy;
const KEY_BOUNDARY = /[;,，；]\s*/gu;
const URL = /(?:\b[a-z][a-z0-9+.-]*:\/\/|\bwww\.)[^\s,;]+/giu;
/**
 * Separators of a multi-select list: strong ones always split, weak ones only next to an
 * option. Words need spaces around them, except Thai, which is written without. The pieces
 * are trimmed afterwards, so no pattern here runs over white space (which would be slow).
 */
const SEPARATOR = new RegExp(
  `([,;，；、])|((?<=\\s)(?:${LIST_WORDS.filter((word) => /^[a-z]+$/u.test(word)).join("|")})(?=\\s)|${LIST_WORDS.filter((word) => !/^[a-z]+$/u.test(word)).join("|")}|[/／&＆+＋])`,
  "giu",
);

const ALTERNATIVE = new RegExp(
  `(?<=\\s)(?:${ALTERNATIVE_WORDS.filter((word) => /^[a-z]+$/u.test(word)).join("|")})(?=\\s)|${ALTERNATIVE_WORDS.filter((word) => !/^[a-z]+$/u.test(word)).join("|")}`,
  "giu",
);

const NUMBER_ATOM = String.raw`(?:#\s*)?(?:\(\d{1,6}\)|\d{1,6}[.)]?)`;
const NUMBER_LIST = new RegExp(`^${NUMBER_ATOM}(?:\\s+${NUMBER_ATOM})+$`, "u");
const ALTERNATIVES = [...LIST_WORDS, ...ALTERNATIVE_WORDS]
  .map((word) => (/^[a-z]+$/u.test(word) ? `\\s${word}\\s` : word))
  .join("|");
/** "1, 2", "1 and 2", "1 or 2", "1/2", "1 2": several numbers where one answer is asked for. */
const NUMBER_CHOICES = new RegExp(
  `^${NUMBER_ATOM}(?:\\s*(?:[,;/&、+]|${ALTERNATIVES})\\s*${NUMBER_ATOM}|\\s+${NUMBER_ATOM})+$`,
  "u",
);
const QUESTION_NUMBER = new RegExp(
  `^(?:(?:${QUESTION_NUMBER_WORDS.join("|")})\\s*)?#?\\s*(\\d{1,3})$`,
  "u",
);
const OTHER_PREFIX = /^([^:：\-–—]{1,30}?)\s*[:：\-–—]\s*(\S[\s\S]*)$/u;
const MEANINGFUL = /[\p{L}\p{N}\p{S}]/u;
/** Longer replies are sentences: only the strict readings apply to them. */
const UNDERSTOOD_MAX_CHARACTERS = 100;
/** Punctuation a negated option never follows directly: "No, 3" rules nothing out. */
const PAUSE_AFTER_NEGATION = /^\s*[,;:.!?…]/u;
/** Where a reply's clauses meet: "staging, it mirrors prod", "robot!! never mowing again". */
const CLAUSE_BREAK = /\s*(?:[,;.!…]+(?=\s)|\s[–—-]\s|[\r\n]+)\s*/gu;
/** A choice with a reason or two; more parts are a story, not an answer. */
const MAX_CLAUSES = 4;
const LIST_CLOSERS: ReadonlySet<string> = new Set(wordsOf("listClosers").map(normalizeForMatch));
/** Where lines and keys did not fit the questions, the reply may still answer them clause by clause. */
const CLAUSE_READ_REASONS: ReadonlySet<ClarifyReason> = new Set([
  "line_count",
  "missing_answer",
  "unkeyed_line",
]);
/** Spaces and pauses around the parts of a correction: "1... actually, 2". */
const EDGE_PAUSE = /[\s,;:…\-–—]/u;

/**
 * Reads a plain-text reply to a pending prompt. Never guesses: a reply that could mean two
 * things, names an option that does not exist, or does not fit the questions gets a
 * clarification (in `locale`) instead of an answer.
 */
export function parseReply(
  questions: readonly Question[],
  text: string,
  options: ParseReplyOptions = {},
): ParsedReply {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const read = (reply: string) => new ReplyReader(questions, reply, locale).read();
  const parsed = read(text);
  if (isDecided(questions, parsed)) return parsed;
  // The answer inside a greeting, a sign-off or a quoted mail, read without them.
  const core = withoutFurniture(text);
  const again = core === undefined ? undefined : read(core);
  if (again !== undefined && isDecided(questions, again)) return again;
  // "idk, skip", "déjalo, ya decidiré": declining in words, naming no option, tied to nothing.
  const said = core ?? text;
  if (
    declines(said) &&
    !/[\d?？]/u.test(said) &&
    !isConditional(normalizeForMatch(said)) &&
    !questions.some((question) => namesAnOption(question, said))
  )
    return { kind: "skip" };
  return parsed;
}

/** A skip, or an option picked for every question: nothing left to the human's own words. */
function isDecided(questions: readonly Question[], parsed: ParsedReply): boolean {
  if (parsed.kind === "skip") return true;
  if (parsed.kind !== "answers") return false;
  return questions.every((question) =>
    (parsed.answers[question.id] ?? []).every((value) =>
      question.options.some((option) => option.label === value),
    ),
  );
}

class ReplyReader {
  readonly #questions: readonly Question[];
  readonly #text: string;
  readonly #locale: Locale;
  /** Readings already made: parts of a reply are read again while weighing corrections. */
  readonly #readings = new Map<string, Reading>();
  /** The reasons given beside each question's pick, as the answers are resolved. */
  readonly #notes = new Map<string, string>();

  constructor(questions: readonly Question[], text: string, locale: Locale) {
    this.#questions = questions;
    this.#text = text;
    this.#locale = locale;
  }

  read(): ParsedReply {
    const parsed = this.#readLines();
    const [only, ...others] = this.#questions;
    if (only === undefined || others.length > 0 || isDecided(this.#questions, parsed))
      return parsed;
    // "Bag yes, seat selection definitely not": options taken and ruled out, clause by clause;
    // "X is cheaper but… Take Y.": a choice reached at the end of a weighing.
    const read =
      signedChoices(only, this.#text) ??
      optional(concludedChoice(only, this.#text, (clause) => this.#pickAlone(only, clause)));
    if (read === undefined) return parsed;
    const answers = { [only.id]: read.taken.map((index) => only.options[index]?.label ?? "") };
    // The reasons said beside the choices are the question's note, as beside any pick.
    return read.reasons.length > 0
      ? { kind: "answers", answers, notes: { [only.id]: read.reasons.join("; ") } }
      : { kind: "answers", answers };
  }

  /** A text read as the whole reply to one question, when it picks only that question's options. */
  #readAlone(question: Question, text: string): (ParsedReply & { kind: "answers" }) | undefined {
    const read = new ReplyReader([question], text, this.#locale).read();
    return read.kind === "answers" && isDecided([question], read) ? read : undefined;
  }

  /** The one option a text picks, read as the whole reply to the question, with no reason beside it. */
  #pickAlone(question: Question, text: string): number | undefined {
    const read = this.#readAlone(question, text);
    if (read === undefined || read.notes !== undefined) return undefined;
    const [label, ...more] = read.answers[question.id] ?? [];
    const index = question.options.findIndex((option) => option.label === label);
    return index === -1 || more.length > 0 ? undefined : index;
  }

  #readLines(): ParsedReply {
    const lines = this.#lines();
    if (lines.length === 0) return this.#clarify(this.#empty());
    if (this.#isSkip(lines)) return { kind: "skip" };
    const label = this.#wholeLabel(lines);
    if (label !== undefined) return { kind: "answers", answers: label };

    const assigned = this.#questions.length === 1 ? this.#ownLines(lines) : this.#assign(lines);
    if (!Array.isArray(assigned))
      return (
        (assigned.reason === "line_count" ? this.#byWords() : undefined) ??
        (CLAUSE_READ_REASONS.has(assigned.reason) ? this.#byClauses() : undefined) ??
        this.#clarify(assigned)
      );

    const answers: AnswerMap = {};
    for (const [index, question] of this.#questions.entries()) {
      const values = this.#resolve(index, assigned[index] ?? []);
      if (!Array.isArray(values)) return this.#clarify(values);
      answers[question.id] = values;
    }
    const notes = Object.fromEntries(this.#notes);
    return Object.keys(notes).length > 0
      ? { kind: "answers", answers, notes }
      : { kind: "answers", answers };
  }

  /**
   * The only question answered with one of its labels, read as a whole before anything is
   * split: a label may hold a separator, a line break or something like a key ("Q2: yes").
   */
  #wholeLabel(lines: readonly Span[]): AnswerMap | undefined {
    const [question, ...others] = this.#questions;
    const first = lines[0];
    const last = lines[lines.length - 1];
    if (question === undefined || others.length > 0 || first === undefined || last === undefined)
      return undefined;
    const text = this.#text.slice(first.start, last.end);
    const normalized = normalizeForMatch(text);
    // A number may be a label and an option number at once; the item reader weighs that.
    if (parseOptionNumber(normalized) !== undefined) return undefined;
    const [label, ...more] = matchLabels(question, text, normalized);
    const option = label === undefined ? undefined : question.options[label];
    if (option === undefined || more.length > 0) return undefined;
    return { [question.id]: [option.label] };
  }

  /**
   * Several questions answered in one run of words ("Fähre, zweite Klasse"), where the lines
   * did not fit the questions; keys the human wrote are never second-guessed.
   */
  #byWords(): ParsedReply | undefined {
    if (this.#questions.some((question) => question.multiSelect)) return undefined;
    const chosen = assignedChoices(this.#questions, this.#text);
    if (chosen === undefined) return undefined;
    const answers: AnswerMap = {};
    for (const [position, question] of this.#questions.entries())
      answers[question.id] = [question.options[chosen[position] as number]?.label ?? ""];
    return { kind: "answers", answers };
  }

  /**
   * Several questions answered in sentences and clauses ("Week 2, and grandma can pick her
   * up.", "17–19 June. Extras: everything except insurance."): a sentence that starts with a
   * key goes to its question; every other clause is read against each question alone, and goes
   * to the one question it answers. A clause that answers none (a reason, a greeting) goes
   * with the clause before it, unless it names another question's option. Each question's
   * clauses, read together, must answer it; a clause two questions could take, a question left
   * without one, or one answered in two places, and nothing is picked.
   */
  #byClauses(): ParsedReply | undefined {
    const sentences = replySentences(this.#text);
    if (sentences === undefined) return undefined;
    const units: { span: ClauseSpan; owner: number | undefined }[] = [];
    for (const sentence of sentences) {
      const key = this.#keyAt(sentence.span.start);
      if (key !== undefined && key.questions.length > 0) {
        const [owner, ...others] = key.questions;
        if (others.length > 0) return undefined;
        units.push({ span: this.#trim({ start: key.end, end: sentence.span.end }), owner });
        continue;
      }
      for (const clause of sentence.clauses) {
        const owners = indexesWhere(this.#questions, (_, index) =>
          this.#answersAlone(index, clause),
        );
        if (owners.length > 1) return undefined;
        units.push({ span: clause, owner: owners[0] });
      }
    }
    // A clause that answers nothing belongs to the answer before it (the first, to the next).
    const firstOwner = units.find((unit) => unit.owner !== undefined)?.owner;
    let current = firstOwner;
    const groups: { owner: number; spans: ClauseSpan[] }[] = [];
    for (const unit of units) {
      const owner = unit.owner ?? current;
      if (owner === undefined) return undefined;
      if (unit.owner === undefined && this.#namesOtherOption(owner, this.#slice(unit.span)))
        return undefined;
      current = owner;
      const last = groups[groups.length - 1];
      if (last?.owner === owner) last.spans.push(unit.span);
      else groups.push({ owner, spans: [unit.span] });
    }
    const answers: AnswerMap = {};
    const notes: Record<string, string> = {};
    for (const [index, question] of this.#questions.entries()) {
      const own = groups.filter((group) => group.owner === index);
      const [group, ...more] = own;
      if (group === undefined || more.length > 0) return undefined;
      const first = group.spans[0] as ClauseSpan;
      const last = group.spans[group.spans.length - 1] as ClauseSpan;
      const read = this.#readAlone(question, this.#slice({ start: first.start, end: last.end }));
      if (read === undefined) return undefined;
      answers[question.id] = read.answers[question.id] ?? [];
      const note = read.notes?.[question.id];
      if (note !== undefined) notes[question.id] = note;
    }
    return Object.keys(notes).length > 0
      ? { kind: "answers", answers, notes }
      : { kind: "answers", answers };
  }

  /**
   * Whether a clause, read as the whole reply to one question, picks its options; a reason
   * read beside the pick must not name another question's option.
   */
  #answersAlone(index: number, clause: ClauseSpan): boolean {
    const question = this.#questions[index] as Question;
    const read = this.#readAlone(question, this.#slice(clause));
    if (read === undefined) return false;
    const note = read.notes?.[question.id];
    return note === undefined || !this.#namesOtherOption(index, note);
  }

  /** Whether the words name or resemble an option of a question other than `owner`. */
  #namesOtherOption(owner: number, text: string): boolean {
    return this.#questions.some(
      (question, index) => index !== owner && namesAnOption(question, text),
    );
  }

  // Lines and keys.

  #lines(): Span[] {
    const spans: Span[] = [];
    for (const match of this.#text.matchAll(LINE)) {
      const span = this.#trim({ start: match.index, end: match.index + match[0].length });
      if (!isBlank(this.#slice(span))) spans.push(span);
    }
    return spans;
  }

  /** A reply that is a skip word (or one per line), unless the only question has it as a label. */
  #isSkip(lines: readonly Span[]): boolean {
    if (!lines.every((line) => isSkipWord(normalizeForMatch(this.#slice(line))))) return false;
    const [only] = this.#questions;
    if (this.#questions.length !== 1 || only === undefined || lines.length !== 1) return true;
    const [line] = lines;
    const text = line === undefined ? "" : this.#slice(line);
    return matchLabels(only, text, normalizeForMatch(text)).length === 0;
  }

  /** The lines of a single question, without a key that names it (`deploy: 2`). */
  #ownLines(lines: readonly Span[]): Span[][] | Problem {
    const own: Span[] = [];
    for (const line of lines) {
      const keys = this.#lineKeys(line, false);
      const first = keys.kind === "keyed" ? keys.segments[0] : undefined;
      if (first === undefined || first.questions.length !== 1) own.push(line);
      else if (!isBlank(this.#slice(first.rest))) own.push(first.rest);
    }
    return own.length === 0 ? this.#empty() : [own];
  }

  /** Several questions: lines in order, or lines keyed by number, id or header. */
  #assign(lines: readonly Span[]): Span[][] | Problem {
    const count = this.#questions.length;
    const readings = lines.map((line) => this.#lineKeys(line, true));
    if (!readings.some((reading) => reading.kind === "keyed")) {
      if (lines.length === count) return lines.map((line) => [line]);
      const [line] = lines;
      const oneLine = lines.length === 1 && line !== undefined ? this.#oneLine(line) : undefined;
      if (oneLine !== undefined) return oneLine;
      const strings = messages(this.#locale);
      return this.#problem("line_count", {
        lines: pluralize(this.#locale, strings.lineCount, lines.length),
        questions: pluralize(this.#locale, strings.questionCount, count),
        example: this.#quote("2: …"),
      });
    }

    const assigned: Span[][] = this.#questions.map(() => []);
    let current: number | undefined;
    for (const [index, reading] of readings.entries()) {
      const line = lines[index];
      if (line === undefined) continue;
      if (reading.kind === "unknown")
        return this.#problem("unknown_key", {
          key: this.#quote(reading.key),
          count,
          ids: this.#questions.map((question) => question.id).join(", "),
        });
      if (reading.kind === "plain") {
        // A line without a key continues the answer above it ("checks: lint" then "build").
        if (current === undefined)
          return this.#problem("unkeyed_line", { example: this.#quote("1: …") });
        assigned[current]?.push(line);
        continue;
      }
      for (const segment of reading.segments) {
        const [target, ...others] = segment.questions;
        if (target === undefined || others.length > 0)
          return this.#problem("ambiguous_key", { key: this.#quote(segment.key), count });
        current = target;
        if (!isBlank(this.#slice(segment.rest))) assigned[target]?.push(segment.rest);
      }
    }
    const missing = assigned.findIndex((spans) => spans.length === 0);
    if (missing !== -1) return this.#missing(missing);
    return assigned;
  }

  /**
   * The keys a line starts with. With several questions a line may carry more than one,
   * after `,` or `;` (`deploy: 2; checks: 1, 3`).
   */
  #lineKeys(line: Span, several: boolean): LineKeys {
    const first = this.#keyAt(line.start);
    if (first === undefined) return { kind: "plain" };
    if (first.questions.length === 0)
      return looksLikeKey(first.key) ? { kind: "unknown", key: first.key } : { kind: "plain" };

    const segments: { key: string; questions: number[]; rest: Span }[] = [];
    let key = first;
    let restStart = first.end;
    if (several) {
      const scope = this.#text.slice(0, line.end);
      KEY_BOUNDARY.lastIndex = restStart;
      for (let match = KEY_BOUNDARY.exec(scope); match; match = KEY_BOUNDARY.exec(scope)) {
        const next = this.#keyAt(match.index + match[0].length);
        if (next === undefined || next.questions.length === 0) continue;
        segments.push({ ...key, rest: this.#trim({ start: restStart, end: match.index }) });
        key = next;
        restStart = next.end;
        KEY_BOUNDARY.lastIndex = next.end;
      }
    }
    segments.push({ ...key, rest: this.#trim({ start: restStart, end: line.end }) });
    return { kind: "keyed", segments };
  }

  /** A key at `start` (`Checks:`), the questions it names, and where its answer begins. */
  #keyAt(start: number): { key: string; questions: number[]; end: number } | undefined {
    // The key pattern cannot cross a line break, so it never reads past its line.
    KEY.lastIndex = start;
    const match = KEY.exec(this.#text);
    const written = match?.[1]?.trim();
    if (match === null || written === undefined || written === "" || meansOther(written))
      return undefined;
    const after = start + match[0].length;
    const normalized = normalizeForMatch(written);
    // "10:30" is a time, not question 10.
    if (/^\d+$/u.test(normalized) && /^\d/u.test(this.#text.slice(after, after + 1)))
      return undefined;
    return { key: written, questions: this.#questionsNamed(normalized), end: after };
  }

  /**
   * Questions a key names: `2`, `Q2`, `Frage 2`, an id (`deploy_target`, `deploy target`) or a
   * header.
   */
  #questionsNamed(key: string): number[] {
    const number = QUESTION_NUMBER.exec(key)?.[1];
    if (number !== undefined) {
      const index = Number(number) - 1;
      return index >= 0 && index < this.#questions.length ? [index] : [];
    }
    const compact = key.replace(/[\s_]/gu, "");
    const byId = indexesWhere(
      this.#questions,
      (question) => question.id === key || question.id.replace(/_/gu, "") === compact,
    );
    if (byId.length > 0) return byId;
    return indexesWhere(this.#questions, (question) => {
      const header = normalizeForMatch(question.header);
      return header === key || header.replace(/\s/gu, "") === compact;
    });
  }

  // Answers.

  #resolve(index: number, spans: readonly Span[]): string[] | Problem {
    const question = this.#questions[index];
    if (question === undefined || spans.length === 0) return this.#missing(index);
    return question.multiSelect ? this.#resolveMany(index, spans) : this.#resolveOne(index, spans);
  }

  /** Single-select: one number, one label, or the human's words as a whole. */
  #resolveOne(index: number, spans: readonly Span[]): string[] | Problem {
    const question = this.#questions[index] as Question;
    const readings = spans.map((span) => this.#readItem(index, span, false));
    if (spans.length > 1) {
      const chosen = readings.some(
        (reading, position) =>
          reading.kind === "option" ||
          (reading.kind === "problem" && reading.reason === "no_such_option") ||
          this.#isNumberChoices(spans[position]),
      );
      const first = spans[0] as Span;
      const last = spans[spans.length - 1] as Span;
      const whole = { start: first.start, end: last.end };
      // Lines of one answer must sit together; keyed lines from all over are several answers.
      const together = spans.every(
        (span, position) =>
          position === 0 ||
          isBlank(this.#text.slice((spans[position - 1] as Span).end, span.start)),
      );
      if (chosen || !together) return this.#severalChoices(index);
      return this.#freeValues(index, [whole]);
    }

    const [reading] = readings;
    const [span] = spans;
    if (reading === undefined || span === undefined) return this.#missing(index);
    if (reading.kind === "free") {
      if (this.#isQuantity(index, span)) return this.#severalChoices(index);
      const named = this.#namedOptions(index, span);
      if (named !== undefined) return this.#severalChoices(index, named);
    }
    switch (reading.kind) {
      case "option":
        if (reading.reasons && reading.reasons.length > 0)
          this.#notes.set(
            question.id,
            reading.reasons.map((reason) => this.#slice(reason).trim()).join("; "),
          );
        return [question.options[reading.index]?.label ?? ""];
      case "problem":
        return reading;
      case "skip":
        return this.#problem("partial_skip", { word: this.#quote(reading.word) });
      case "empty":
        return this.#missing(index);
      default:
        if (this.#isNumberChoices(span)) return this.#severalChoices(index);
        return this.#freeValues(index, [reading.kind === "free" ? reading.span : span]);
    }
  }

  /** Multi-select: numbers, labels and the human's words, in a list. */
  #resolveMany(index: number, spans: readonly Span[]): string[] | Problem {
    const question = this.#questions[index] as Question;
    const [only] = spans;
    const whole =
      spans.length === 1 && only !== undefined
        ? (this.#wholeList(index, only) ?? this.#listWithReasons(index, only))
        : undefined;
    if (whole !== undefined) return whole;
    const readings: { reading: Reading; span: Span; weak: boolean }[] = [];
    for (const span of spans) {
      for (const piece of this.#pieces(index, span)) {
        const previous = readings[readings.length - 1];
        const joinable = (reading: Reading) => reading.kind === "free" || reading.kind === "empty";
        // A weak separator splits only next to an option: "rock and roll" stays one answer.
        if (piece.weak && previous && joinable(previous.reading) && joinable(piece.reading)) {
          const merged = this.#trim({ start: previous.span.start, end: piece.span.end });
          const start =
            previous.reading.kind === "free" ? previous.reading.span.start : merged.start;
          previous.span = merged;
          previous.reading = isBlank(this.#text.slice(start, merged.end))
            ? { kind: "empty" }
            : { kind: "free", span: this.#trim({ start, end: merged.end }) };
          continue;
        }
        readings.push({ ...piece });
      }
    }
    // "maybe lint and tests", "build only if lint passes": the whole answer is the human's
    // words, not the options it mentions.
    if (readings.some(({ reading }) => reading.kind === "free" && this.#isOpen(reading.span))) {
      const first = spans[0] as Span;
      const last = spans[spans.length - 1] as Span;
      return this.#freeValues(index, [{ start: first.start, end: last.end }]);
    }

    const values: string[] = [];
    const free: Span[] = [];
    for (const { reading } of readings) {
      switch (reading.kind) {
        case "option":
          values.push(question.options[reading.index]?.label ?? "");
          break;
        case "options":
          for (const option of reading.indexes) values.push(question.options[option]?.label ?? "");
          break;
        case "free":
          // "eggs, bread, nothing else": the list closed, no option added.
          if (LIST_CLOSERS.has(normalizeForMatch(this.#slice(reading.span)))) break;
          values.push(this.#slice(reading.span));
          free.push(reading.span);
          break;
        case "skip":
          return this.#problem("partial_skip", { word: this.#quote(reading.word) });
        case "problem":
          return reading;
        case "empty":
          break;
      }
    }
    // Never half an answer (SPEC T5): words beside the options that name or resemble an
    // option, or hold a number, may mean more options than were read: ask.
    const picked = values.length > free.length;
    const unclear = free.find((span) => {
      const text = this.#slice(span);
      return /\d/u.test(text) || namesAnOption(question, text);
    });
    if (picked && unclear !== undefined) return this.#noChoice(index, unclear);
    // Nothing picked: the human's words, read whole, not cut at its commas.
    if (!picked && free.length > 1 && spans.length === 1)
      return this.#freeValues(index, [only as Span]);
    const tooLong = this.#tooLong(index, free);
    if (tooLong) return tooLong;
    const unique = [...new Set(values)];
    if (unique.length > 0) return unique;
    const said = spans.find((span) => MEANINGFUL.test(normalizeForMatch(this.#slice(span))));
    return said === undefined ? this.#missing(index) : this.#noChoice(index, said);
  }

  /**
   * A multi-select line cut at its separators and read piece by piece. Runs of pieces that
   * together make a label ("Lint, format") stay one piece.
   */
  #pieces(index: number, line: Span): { reading: Reading; span: Span; weak: boolean }[] {
    const question = this.#questions[index] as Question;
    const cuts = this.#separators(line);
    const parts: { span: Span; weak: boolean }[] = [];
    let start = line.start;
    let weak = false;
    for (const cut of cuts) {
      parts.push({ span: this.#trim({ start, end: cut.start }), weak });
      start = cut.end;
      weak = cut.weak;
    }
    parts.push({ span: this.#trim({ start, end: line.end }), weak });

    const longest =
      1 + Math.max(0, ...question.options.map((option) => countMatches(SEPARATOR, option.label)));
    const result: { reading: Reading; span: Span; weak: boolean }[] = [];
    for (let first = 0; first < parts.length; first += 1) {
      const part = parts[first] as (typeof parts)[number];
      let reading: Reading | undefined;
      for (let last = Math.min(parts.length - 1, first + longest - 1); last > first; last -= 1) {
        const span = {
          start: part.span.start,
          end: (parts[last] as (typeof parts)[number]).span.end,
        };
        const text = this.#slice(span);
        const labels = matchLabels(question, text, normalizeForMatch(text));
        if (labels.length === 0) continue;
        reading = this.#labelReading(index, text, labels);
        result.push({ reading, span, weak: part.weak });
        first = last;
        break;
      }
      if (reading === undefined)
        result.push({
          reading: this.#readItem(index, part.span, true),
          span: part.span,
          weak: part.weak,
        });
    }
    return result;
  }

  /** Where a multi-select line splits; never inside a web address. */
  #separators(line: Span): { start: number; end: number; weak: boolean }[] {
    const text = this.#slice(line);
    const protectedRanges = [...text.matchAll(URL)].map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
    }));
    const cuts: { start: number; end: number; weak: boolean }[] = [];
    for (const match of text.matchAll(SEPARATOR)) {
      const start = match.index;
      const end = start + match[0].length;
      if (protectedRanges.some((range) => start < range.end && end > range.start)) continue;
      cuts.push({ start: line.start + start, end: line.start + end, weak: match[1] === undefined });
    }
    return cuts;
  }

  /** One answer (a line of a single-select, a piece of a multi-select list). */
  #readItem(index: number, span: Span, multi: boolean): Reading {
    const key = `${index}:${span.start}:${span.end}:${multi}`;
    let reading = this.#readings.get(key);
    if (reading === undefined) {
      reading = this.#readItemOnce(index, span, multi);
      this.#readings.set(key, reading);
    }
    return reading;
  }

  #readItemOnce(index: number, span: Span, multi: boolean): Reading {
    const question = this.#questions[index] as Question;
    const text = this.#slice(span);
    const normalized = normalizeForMatch(text);
    if (!MEANINGFUL.test(normalized)) return { kind: "empty" };

    const direct = this.#readChoice(index, text, normalized, multi);
    if (direct) return direct;
    const plain = withoutCourtesy(normalized);
    if (plain === "") return multi ? { kind: "empty" } : this.#courtesyOnly(index, span);
    if (plain !== normalized) {
      const polite = this.#readChoice(index, plain, plain, multi);
      if (polite) return polite;
    }

    // "Other: the canary cluster" is the human's own words.
    const other = OTHER_PREFIX.exec(text);
    const otherWord = other?.[1];
    const otherText = other?.[2];
    if (otherWord !== undefined && otherText !== undefined && meansOther(otherWord)) {
      if (MEANINGFUL.test(normalizeForMatch(otherText)))
        return {
          kind: "free",
          span: this.#trim({ start: span.end - otherText.length, end: span.end }),
        };
      return this.#problem("other_without_text", { word: this.#quote(otherWord) }, index);
    }
    if (meansOther(text))
      return this.#problem("other_without_text", { word: this.#quote(text) }, index);

    // "2. Production" as the prompt shows it: the number and the label must agree.
    const numbered = splitNumberedText(normalized);
    if (numbered) {
      const option = numbered.number - 1;
      if (matchesLabelWithDescription(question, option, numbered.rest))
        return { kind: "option", index: option };
      const [named, ...more] = matchLabels(question, numbered.rest, numbered.rest);
      if (named !== undefined && more.length === 0) {
        if (option < 0 || option >= question.options.length)
          return this.#noSuchOption(index, numbered.number);
        return this.#problem(
          "number_label_mismatch",
          {
            number: numbered.number,
            label: this.#quote(question.options[option]?.label ?? ""),
            text: this.#quote(question.options[named]?.label ?? ""),
          },
          index,
        );
      }
    }

    if (multi && NUMBER_LIST.test(normalized)) {
      if (hasNumberLabels(question)) return this.#ambiguousNumber(index, text, 0);
      const numbers = [...normalized.matchAll(/\d+/gu)].map((match) => Number(match[0]));
      const outside = numbers.find((number) => number < 1 || number > question.options.length);
      if (outside !== undefined) return this.#noSuchOption(index, outside);
      return { kind: "options", indexes: numbers.map((number) => number - 1) };
    }
    return (
      this.#understand(index, span, multi) ??
      this.#choiceWithReasons(index, span, multi) ?? { kind: "free", span }
    );
  }

  /**
   * "Corazón de buey, que salen enormes", "3 years is too long for us, let's not": one part
   * of the reply chooses, and the others only say why. A part that names an option, leaves the
   * choice open, asks back or declines is no reason: then nothing is picked.
   */
  #choiceWithReasons(index: number, span: Span, multi: boolean): Reading | undefined {
    const clauses = this.#clauses(span);
    if (clauses === undefined) return undefined;
    let choice: Reading | undefined;
    const reasons: Span[] = [];
    for (const clause of clauses) {
      const reading = this.#readItem(index, clause, multi);
      if (reading.kind === "option" || reading.kind === "options") {
        if (choice !== undefined) return undefined;
        choice = reading;
        continue;
      }
      if (reading.kind !== "free" || !this.#isReason(index, clause, multi)) return undefined;
      reasons.push(clause);
    }
    return choice?.kind === "option" ? { ...choice, reasons } : choice;
  }

  /** A reply's clauses, when it has a choice's few: two to `MAX_CLAUSES`. */
  #clauses(span: Span): Span[] | undefined {
    const clauses = this.#splitAt(span, CLAUSE_BREAK).filter((clause) => clause.end > clause.start);
    return clauses.length >= 2 && clauses.length <= MAX_CLAUSES ? clauses : undefined;
  }

  /**
   * A part of a reply that only says why: it names no option and holds no number, asks
   * nothing, leaves nothing open, ties nothing to a condition, takes nothing back and skips
   * nothing.
   */
  #isReason(index: number, clause: Span, multi: boolean): boolean {
    const question = this.#questions[index] as Question;
    const text = this.#slice(clause);
    const normalized = normalizeForMatch(text);
    const reading = this.#readItem(index, clause, multi);
    return (
      reading.kind === "free" &&
      // A reason says something: "not" or "no" alone is no reason, it rules out.
      tokensOf(text).length >= 2 &&
      !endsNegated(text) &&
      // A number may be a choice of its own; a question mark asks back.
      !/[\d?？]/u.test(text) &&
      !isHedged(normalized) &&
      !isConditional(normalized) &&
      !isSkipWord(normalized) &&
      findCorrection(text, false) === undefined &&
      !namesAnOption(question, text)
    );
  }

  /** A number, a label, a skip word or (multi-select) "all"; undefined for anything else. */
  #readChoice(
    index: number,
    text: string,
    normalized: string,
    multi: boolean,
  ): Reading | undefined {
    const question = this.#questions[index] as Question;
    const labels = matchLabels(question, text, normalized);
    const number = parseOptionNumber(normalized);
    if (number !== undefined) {
      const inRange = number >= 1 && number <= question.options.length;
      const [label] = labels;
      const bare = /^\d+$/u.test(normalized);
      // Where labels are or start with numbers ("3", "5 replicas"), a bare number may be a
      // label, an option number or the human's own count: only an unambiguous one is an answer.
      if (bare && hasNumberLabels(question)) {
        const [named, ...others] =
          label === undefined ? labelsLeadingWith(question, number) : labels;
        if (named !== undefined && others.length === 0 && (!inRange || named === number - 1))
          return { kind: "option", index: named };
        return this.#ambiguousNumber(index, text, named ?? (inRange ? number - 1 : 0));
      }
      if (labels.length === 0) {
        if (inRange) return { kind: "option", index: number - 1 };
        // "20" where the options are "Node 18", "Node 20", "Node 22": the one label it is in.
        const [named, ...others] = bare ? labelsContaining(question, number) : [];
        if (named !== undefined && others.length === 0) return { kind: "option", index: named };
        return this.#noSuchOption(index, number);
      }
    }
    if (labels.length > 0) return this.#labelReading(index, text, labels);
    if (isSkipWord(normalized)) return { kind: "skip", word: text.trim() };
    if (multi && ALL_WORDS.has(normalized))
      return { kind: "options", indexes: question.options.map((_, option) => option) };
    return undefined;
  }

  // Replies as people write them (SPEC T4): only where the strict readings found no choice.

  /**
   * What an answer the strict reading left as words still says: yes or no to a yes/no pair, a
   * corrected choice, a ruled-out option, or a choice inside a few words. Undefined keeps the
   * human's words; so does any hedge or condition, which never picks an option.
   */
  #understand(index: number, span: Span, multi: boolean): Reading | undefined {
    const normalized = normalizeForMatch(this.#slice(span));
    if ([...normalized].length > UNDERSTOOD_MAX_CHARACTERS) return undefined;
    const plain = withoutDecoration(withoutCourtesy(normalized) || normalized);

    // A yes/no word first; then a correction ("3 no 1"), what rules an option out ("nicht
    // Nein"), and only then several yes/no words in a row ("ja klar").
    const word = yesNoWord(plain) ?? yesNoWord(normalized);
    if (word !== undefined) return this.#yesNo(index, span, word);
    if (!multi) {
      const corrected = this.#correction(index, span);
      if (corrected !== undefined) return corrected;
    }
    const negated = this.#negation(index, span, multi);
    if (negated !== undefined) return negated;
    const said = yesNoReply(plain);
    if (said !== undefined) return this.#yesNo(index, span, said);
    if (isHedged(plain) || isConditional(plain)) return undefined;
    return this.#wrappedChoice(index, plain, multi);
  }

  /** Yes or no: the pair's option, or, where the options are no yes/no pair, a question back. */
  #yesNo(index: number, span: Span, said: "yes" | "no"): Reading {
    const pair = yesNoPair(this.#questions[index] as Question);
    // "sure" to "Which region?" chooses nothing: ask rather than pass it on as an answer.
    return pair === undefined ? this.#noChoice(index, span) : { kind: "option", index: pair[said] };
  }

  /** A choice inside a few words, as a word or place, shortened or with a typo. */
  #wrappedChoice(index: number, plain: string, multi: boolean): Reading | undefined {
    const question = this.#questions[index] as Question;
    const core = withoutWrappers(plain);
    if (core === "") return undefined;
    if (asksForRecommendation(core)) {
      const [recommended, ...more] = indexesWhere(question.options, (option) =>
        isRecommended(option.label),
      );
      return recommended === undefined || more.length > 0
        ? undefined
        : { kind: "option", index: recommended };
    }
    if (core !== plain) {
      const strict = this.#readChoice(index, core, core, multi);
      if (strict !== undefined && strict.kind !== "skip") return strict;
    }
    const count = question.options.length;
    const words = readNumberWords(core, count);
    if (words?.kind === "place")
      return words.number >= 1 && words.number <= count
        ? { kind: "option", index: words.number - 1 }
        : this.#noSuchOption(index, words.number);
    if (words !== undefined) {
      // "three" alone reads as "3" would; "option three" as "option 3".
      const digits = readCount(core) === undefined ? `#${words.number}` : String(words.number);
      return this.#readChoice(index, digits, digits, multi);
    }
    // Thai wrappers have no space after them, so a label may start like one ("ไปรษณีย์").
    for (const text of core === plain ? [core] : [core, plain]) {
      const like = labelsLike(question, text);
      if (like.length > 0) return this.#labelReading(index, text, like);
    }
    return this.#explained(index, plain, multi);
  }

  /** A choice every word of which an option or a filler explains ("the blue one"). */
  #explained(index: number, text: string, multi: boolean): Reading | undefined {
    const explained = explainedChoice(this.#questions[index] as Question, text);
    switch (explained?.kind) {
      case "option":
        return { kind: "option", index: explained.index };
      case "ambiguous":
        return this.#labelReading(index, text, explained.indexes);
      case "several":
        return multi
          ? { kind: "options", indexes: explained.indexes }
          : this.#severalChoices(index, explained.indexes);
      default:
        return undefined;
    }
  }

  /** "1... actually 2", "3 no 1", "wait, make it 2": the last choice stands. */
  #correction(index: number, span: Span): Reading | undefined {
    const found = findCorrection(this.#slice(span), true);
    if (found === undefined) return undefined;
    const after = this.#optionIn(index, this.#sub(span, found.after));
    if (after === undefined) return undefined;
    const before = this.#sub(span, found.before);
    if (isOnlyPause(this.#slice(before))) return found.needsChoiceBefore ? undefined : after;
    return this.#optionIn(index, before) === undefined ? undefined : after;
  }

  /**
   * "not staging", "anything but 2", "nicht Produktion", "ไม่เอาเว็บ": the option is ruled
   * out, so where one answer is asked for the human is asked which one then, unless another
   * option was named before ("staging, not production").
   */
  #negation(index: number, span: Span, multi: boolean): Reading | undefined {
    const text = this.#slice(span);
    const found = findNegation(text);
    if (found === undefined || PAUSE_AFTER_NEGATION.test(text.slice(found.after.start)))
      return undefined;
    const ruledOut = this.#optionIn(index, this.#sub(span, found.after));
    if (ruledOut === undefined) return undefined;
    const before = this.#sub(span, found.before);
    if (!multi && !isOnlyPause(this.#slice(before))) {
      const chosen = this.#optionIn(index, before);
      if (chosen !== undefined && chosen.index !== ruledOut.index) return chosen;
    }
    const question = this.#questions[index] as Question;
    const label = question.options[ruledOut.index]?.label ?? "";
    if (multi) {
      const example = this.#quote(`${messages(this.#locale).allExcept} ${label}`);
      return {
        ...this.#problem("negated", { text: this.#quote(label), example }, index),
        template: "clarifyNegatedList",
      };
    }
    const others = question.options
      .map((_, option) => option)
      .filter((option) => option !== ruledOut.index);
    return this.#problem(
      "negated",
      {
        text: this.#quote(question.options[ruledOut.index]?.label ?? ""),
        candidates: this.#candidates(index, others),
      },
      index,
    );
  }

  /** Whether a part of a reply leaves its choice open or ties it to a condition. */
  #isOpen(span: Span): boolean {
    const normalized = normalizeForMatch(this.#slice(span));
    return (
      [...normalized].length <= UNDERSTOOD_MAX_CHARACTERS &&
      (isHedged(normalized) || isConditional(normalized))
    );
  }

  /** A line cut at a divider, each part trimmed. */
  #splitAt(line: Span, divider: RegExp): Span[] {
    const parts: Span[] = [];
    let start = line.start;
    for (const match of this.#slice(line).matchAll(divider)) {
      parts.push(this.#trim({ start, end: line.start + match.index }));
      start = line.start + match.index + match[0].length;
    }
    parts.push(this.#trim({ start, end: line.end }));
    return parts;
  }

  /** Whether a part of a reply chooses options of a question, and nothing else. */
  #isChoiceFor(index: number, span: Span): boolean {
    if (span.end <= span.start) return false;
    const question = this.#questions[index] as Question;
    if (!question.multiSelect) return this.#optionIn(index, span) !== undefined;
    const values = this.#resolveMany(index, [span]);
    return (
      Array.isArray(values) &&
      values.every((value) => question.options.some((option) => option.label === value))
    );
  }

  /** The one option a part of a reply names, read as a whole answer. */
  #optionIn(index: number, span: Span): { kind: "option"; index: number } | undefined {
    if (span.end <= span.start) return undefined;
    const reading = this.#readItem(index, span, false);
    return reading.kind === "option" ? reading : undefined;
  }

  /**
   * A multi-select answered as a quantity ("all three", "2-3", "the first two"), as all but
   * some ("everything except lint") or with a correction ("1, 3, actually 2"). Undefined
   * when the answer is a plain list.
   */
  #wholeList(index: number, span: Span): string[] | Problem | undefined {
    const question = this.#questions[index] as Question;
    const labels = (indexes: readonly number[]) =>
      indexes.map((option) => question.options[option]?.label ?? "");
    const normalized = normalizeForMatch(this.#slice(span));
    if ([...normalized].length > UNDERSTOOD_MAX_CHARACTERS) return undefined;
    const plain = withoutCourtesy(normalized) || normalized;
    const quantity =
      readQuantity(plain, question.options.length) ??
      readQuantity(withoutWrappers(plain), question.options.length);
    if (quantity?.kind === "options") return labels(quantity.indexes);
    if (quantity?.kind === "outside") return this.#noSuchOption(index, quantity.number);
    if (quantity?.kind === "count_mismatch") {
      const count = question.options.length;
      return this.#problem(
        "count_mismatch",
        { text: this.#quote(this.#slice(span)), count, example: this.#quote(`1-${count}`) },
        index,
      );
    }

    if (yesNoReply(withoutDecoration(plain)) !== undefined) return this.#noChoice(index, span);

    const except = ALL_EXCEPT.exec(this.#slice(span));
    if (except !== null) {
      const rest = this.#sub(span, { start: except[0].length, end: span.end - span.start });
      const named = this.#optionsIn(index, rest);
      if (named !== undefined) {
        const kept = question.options
          .map((_, option) => option)
          .filter((option) => !named.includes(option));
        return kept.length > 0 ? labels(kept) : this.#missing(index);
      }
    }

    const found = findCorrection(this.#slice(span), false);
    if (found !== undefined) {
      const named = this.#optionsIn(index, this.#sub(span, found.after));
      if (named !== undefined) return labels(named);
    }
    return undefined;
  }

  /**
   * "alles außer GEZ, das hat Zeit": a list said as a quantity, then why. Only the first part
   * chooses; the others must be reasons (see `#isReason`).
   */
  #listWithReasons(index: number, span: Span): string[] | undefined {
    const [first, ...rest] = this.#clauses(span) ?? [];
    if (first === undefined) return undefined;
    const chosen = this.#wholeList(index, first);
    if (!Array.isArray(chosen)) return undefined;
    return rest.every((clause) => this.#isReason(index, clause, true)) ? chosen : undefined;
  }

  /** The options a part of a multi-select answer names, if it names nothing else. */
  #optionsIn(index: number, span: Span): number[] | undefined {
    if (span.end <= span.start) return undefined;
    const named: number[] = [];
    for (const { reading } of this.#pieces(index, span)) {
      if (reading.kind === "option") named.push(reading.index);
      else if (reading.kind === "options") named.push(...reading.indexes);
      else if (reading.kind !== "empty") return undefined;
    }
    return named.length > 0 ? [...new Set(named)] : undefined;
  }

  /** "the first two" or "2-3" where one answer is asked for. */
  /** "Production and staging", "React oder Vue", "เว็บกับแอป": only options, but several. */
  #namedOptions(index: number, span: Span): number[] | undefined {
    const normalized = normalizeForMatch(this.#slice(span));
    if ([...normalized].length > UNDERSTOOD_MAX_CHARACTERS) return undefined;
    const parts: Span[] = [];
    let start = span.start;
    for (const cut of [...this.#separators(span), ...this.#alternatives(span)].sort(
      (a, b) => a.start - b.start,
    )) {
      if (cut.start < start) continue;
      parts.push(this.#trim({ start, end: cut.start }));
      start = cut.end;
    }
    parts.push(this.#trim({ start, end: span.end }));
    const named = parts
      .filter((part) => part.end > part.start)
      .map((part) => this.#optionIn(index, part)?.index);
    const options = named.filter((option) => option !== undefined);
    return named.length > 1 && options.length === named.length ? [...new Set(options)] : undefined;
  }

  /** Where "or", "oder" or "หรือ" joins alternatives in a span. */
  #alternatives(span: Span): { start: number; end: number }[] {
    return [...this.#slice(span).matchAll(ALTERNATIVE)].map((match) => ({
      start: span.start + match.index,
      end: span.start + match.index + match[0].length,
    }));
  }

  #isQuantity(index: number, span: Span): boolean {
    const question = this.#questions[index] as Question;
    const normalized = normalizeForMatch(this.#slice(span));
    const quantity = readQuantity(
      withoutCourtesy(normalized) || normalized,
      question.options.length,
    );
    return (
      (quantity?.kind === "options" && quantity.indexes.length > 1) ||
      quantity?.kind === "count_mismatch"
    );
  }

  /**
   * Several single-select questions answered on one line, without keys: one number per
   * question in order ("1 2"), or parts that each fit exactly one question ("small, EU").
   */
  #oneLine(line: Span): Span[][] | undefined {
    const count = this.#questions.length;
    // "staging; lint and tests", "dunkel / Deutsch und Englisch": parts in question order, if
    // each part is a choice for its question.
    for (const divider of [/[;；]/gu, /\s[/／|]\s/gu]) {
      const parts = this.#splitAt(line, divider);
      if (parts.length === count && parts.every((part, index) => this.#isChoiceFor(index, part)))
        return parts.map((part) => [part]);
    }
    if (this.#questions.some((question) => question.multiSelect)) return undefined;
    const numbers = [...this.#slice(line).matchAll(/[0-9\u0e50-\u0e59\uff10-\uff19]+/gu)];
    const normalized = normalizeForMatch(this.#slice(line));
    if (
      (NUMBER_LIST.test(normalized) || NUMBER_CHOICES.test(normalized)) &&
      numbers.length === count
    )
      return numbers.map((match) => [
        { start: line.start + match.index, end: line.start + match.index + match[0].length },
      ]);

    const cuts = this.#separators(line);
    const parts: Span[] = [];
    let start = line.start;
    for (const cut of cuts) {
      parts.push(this.#trim({ start, end: cut.start }));
      start = cut.end;
    }
    parts.push(this.#trim({ start, end: line.end }));
    const pieces =
      cuts.length > 0
        ? parts.filter((part) => part.end > part.start)
        : [...this.#slice(line).matchAll(/\S+/gu)].map((match) => ({
            start: line.start + match.index,
            end: line.start + match.index + match[0].length,
          }));
    if (pieces.length !== count) return undefined;

    const assigned: Span[][] = this.#questions.map(() => []);
    for (const piece of pieces) {
      const fits = indexesWhere(
        this.#questions,
        (_, question) => this.#optionIn(question, piece) !== undefined,
      );
      const [target, ...others] = fits;
      if (target === undefined || others.length > 0) return undefined;
      assigned[target]?.push(piece);
    }
    return assigned.every((spans) => spans.length === 1) ? assigned : undefined;
  }

  #labelReading(index: number, text: string, labels: readonly number[]): Reading {
    const [label, ...more] = labels;
    if (label !== undefined && more.length === 0) return { kind: "option", index: label };
    return this.#problem(
      "ambiguous_label",
      { text: this.#quote(text.trim()), candidates: this.#candidates(index, labels) },
      index,
    );
  }

  #isNumberChoices(span: Span | undefined): boolean {
    return span !== undefined && NUMBER_CHOICES.test(normalizeForMatch(this.#slice(span)));
  }

  #freeValues(index: number, spans: readonly Span[]): string[] | Problem {
    return this.#tooLong(index, spans) ?? spans.map((span) => this.#slice(span));
  }

  #tooLong(index: number, spans: readonly Span[]): Problem | undefined {
    for (const span of spans) {
      const length = [...this.#slice(span)].length;
      if (length > MAX_ANSWER_CHARACTERS)
        return this.#problem("too_long", { length, max: MAX_ANSWER_CHARACTERS }, index);
    }
    return undefined;
  }

  // Problems and messages.

  #ambiguousNumber(index: number, text: string, option: number): Problem {
    const example = this.#quote(`#${Math.max(0, option) + 1}`);
    return this.#problem("ambiguous_number", { text: this.#quote(text.trim()), example }, index);
  }

  /** One answer asked for, several given: which one, of those named or of all. */
  #severalChoices(index: number, named?: readonly number[]): Problem {
    const question = this.#questions[index] as Question;
    const candidates = named !== undefined && named.length > 1 ? named : undefined;
    return this.#problem(
      "several_choices",
      { header: this.#quote(question.header), candidates: this.#candidates(index, candidates) },
      index,
    );
  }

  /**
   * "please", "bitte", "ครับ" and nothing else: no choice, though not empty. In answer to a
   * yes/no question a Thai polite particle alone is yes.
   */
  #courtesyOnly(index: number, span: Span): Reading {
    const pair = yesNoPair(this.#questions[index] as Question);
    if (pair !== undefined && yesNoReply(normalizeForMatch(this.#slice(span))) === "yes")
      return { kind: "option", index: pair.yes };
    return this.#noChoice(index, span);
  }

  #noChoice(index: number, span: Span): Problem {
    return this.#problem(
      "no_choice",
      { text: this.#quote(this.#slice(span).trim()), candidates: this.#candidates(index) },
      index,
    );
  }

  #noSuchOption(index: number, number: number): Problem {
    const count = this.#questions[index]?.options.length ?? 0;
    return this.#problem(
      "no_such_option",
      { number, count, candidates: this.#candidates(index) },
      index,
    );
  }

  /** Nothing to read: the only question's options, or how to answer several. */
  #empty(): Problem {
    if (this.#questions.length === 1)
      return this.#problem("empty", { candidates: this.#candidates(0) });
    return { ...this.#problem("empty"), template: "clarifyEmptySeveral" };
  }

  #missing(index: number): Problem {
    if (this.#questions.length === 1) return this.#empty();
    const question = this.#questions[index];
    return this.#problem(
      "missing_answer",
      { header: this.#quote(question?.header ?? ""), example: this.#quote(`${index + 1}: …`) },
      index,
    );
  }

  #problem(
    reason: ClarifyReason,
    params: Record<string, string | number> = {},
    question?: number,
  ): Problem {
    return question === undefined
      ? { kind: "problem", reason, params }
      : { kind: "problem", reason, params, question };
  }

  #clarify(problem: Problem): ParsedReply {
    const strings = messages(this.#locale);
    const template =
      problem.template === undefined ? strings.clarify[problem.reason] : strings[problem.template];
    let message = formatMessage(template, {
      skip: this.#quote(strings.skipWord),
      ...problem.params,
    });
    const question = problem.question === undefined ? undefined : this.#questions[problem.question];
    if (question === undefined) return { kind: "clarify", reason: problem.reason, message };
    if (this.#questions.length > 1 && QUESTION_PROBLEMS.has(problem.reason))
      message = formatMessage(strings.clarifyForQuestion, { header: question.header, message });
    return { kind: "clarify", reason: problem.reason, message, questionId: question.id };
  }

  #quote(text: string): string {
    const [open, close] = messages(this.#locale).quotes;
    return `${open}${text}${close}`;
  }

  /** Options to choose from, as "1 “Staging”, 2 “Production” or 3 “Local”". */
  #candidates(index: number, options?: readonly number[]): string {
    const question = this.#questions[index] as Question;
    const indexes = options ?? question.options.map((_, option) => option);
    return formatList(
      this.#locale,
      indexes.map(
        (option) => `${option + 1} ${this.#quote(question.options[option]?.label ?? "")}`,
      ),
      "or",
    );
  }

  /** A part of `span` (offsets relative to its start), without spaces or pauses around it. */
  #sub(span: Span, range: { start: number; end: number }): Span {
    let start = span.start + range.start;
    let end = span.start + range.end;
    while (start < end && EDGE_PAUSE.test(this.#text.charAt(start))) start += 1;
    while (end > start && EDGE_PAUSE.test(this.#text.charAt(end - 1))) end -= 1;
    return { start, end };
  }

  #slice(span: Span): string {
    return this.#text.slice(span.start, span.end);
  }

  #trim(span: Span): Span {
    let { start, end } = span;
    while (start < end && /\s/u.test(this.#text.charAt(start))) start += 1;
    while (end > start && /\s/u.test(this.#text.charAt(end - 1))) end -= 1;
    return { start, end };
  }
}

/** "nada de", "not", "kein": a negation whose object is the next part of the reply. */
function endsNegated(text: string): boolean {
  const probe = findNegation(`${text} x`);
  return probe !== undefined && probe.after.start >= text.trimEnd().length;
}

/** Labels that are numbers or start with one: "3", "10", "5 replicas", "2 weeks". */
function hasNumberLabels(question: Question): boolean {
  return question.options.some((option) => /^\d+(?:\s|$)/u.test(normalizeForMatch(option.label)));
}

/** The options whose label starts with the number as a word: "5 replicas" for 5. */
function labelsLeadingWith(question: Question, number: number): number[] {
  return indexesWhere(question.options, (option) => {
    const lead = /^(\d+)(?:\s|$)/u.exec(normalizeForMatch(option.label))?.[1];
    return lead !== undefined && Number(lead) === number;
  });
}

/** The options whose label holds the number as a word: "Node 20" for 20. */
function labelsContaining(question: Question, number: number): number[] {
  return indexesWhere(question.options, (option) =>
    [...normalizeForMatch(option.label).matchAll(/(?<!\d)\d+(?!\d)/gu)].some(
      (match) => Number(match[0]) === number,
    ),
  );
}

function isSkipWord(normalized: string): boolean {
  // A skip is a few words; longer text is an answer, and is not searched for fillers.
  if (normalized.length > UNDERSTOOD_MAX_CHARACTERS) return false;
  const word = normalized.replace(/^\//u, "");
  // Each skip sentence check also takes the bare skip words.
  return [word, withoutCourtesy(word), withoutCourtesy(withoutDecoration(word))].some(
    isSkipSentence,
  );
}

/** A short name, not a sentence: "Note", "Frage 7", "deploy_target". */
function looksLikeKey(key: string): boolean {
  const normalized = normalizeForMatch(key);
  return (
    [...normalized].length <= 24 &&
    normalized.split(" ").length <= 3 &&
    !/[.!?,;"“”„]/u.test(normalized)
  );
}

function countMatches(pattern: RegExp, text: string): number {
  return [...text.matchAll(pattern)].length;
}

function optional(index: number | undefined): { taken: number[]; reasons: string[] } | undefined {
  return index === undefined ? undefined : { taken: [index], reasons: [] };
}

function indexesWhere<T>(
  values: readonly T[],
  test: (value: T, index: number) => boolean,
): number[] {
  const result: number[] = [];
  values.forEach((value, index) => {
    if (test(value, index)) result.push(index);
  });
  return result;
}
