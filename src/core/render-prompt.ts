import { graphemesOf } from "./graphemes.js";
import { DEFAULT_LOCALE, type Locale } from "./locale.js";
import { type Messages, messages } from "./messages/messages.js";
import type { Question } from "./question.js";
import {
  bold,
  code,
  escapeText,
  italic,
  MESSAGE_LIMITS,
  measureText,
  type TextFormat,
} from "./text-formats.js";
import { answerTime } from "./time-left.js";

export interface RenderPromptOptions {
  locale?: Locale;
  format?: TextFormat;
  /** The deadline; the prompt then says how long the human has. */
  expiresAt?: string | Date;
  /** The time the prompt is sent, for the time left (default: now). */
  now?: Date | number;
  /** A limit below the platform's own (default: `MESSAGE_LIMITS[format]`). */
  maxLength?: number;
}

/** How much of the authored text fits: graphemes per description and per question. */
interface Fit {
  description: number;
  question: number;
  /** The last resort: no per-question hints. */
  compact: boolean;
}

/**
 * A prompt as readable text for a channel without native controls (SPEC C2): per question
 * its header, the question, numbered options with descriptions and how to answer in one's
 * own words; then how to reply and how to skip. Authored text is escaped for the format.
 * Over the platform's limit, option descriptions are shortened first, then the questions,
 * each with an ellipsis; option numbers and labels are never cut.
 */
export function renderPrompt(
  questions: readonly Question[],
  options: RenderPromptOptions = {},
): string {
  const format = options.format ?? "plain";
  const context: RenderContext = {
    format,
    locale: options.locale ?? DEFAULT_LOCALE,
    strings: messages(options.locale ?? DEFAULT_LOCALE),
    msLeft: msLeft(options.expiresAt, options.now),
  };
  const limit = options.maxLength ?? MESSAGE_LIMITS[format];
  const fits = (fit: Fit) => measureText(format, build(questions, context, fit)) <= limit;

  const longestDescription = Math.max(
    0,
    ...questions.flatMap((question) =>
      question.options.map((option) => graphemeCount(option.description ?? "")),
    ),
  );
  const longestQuestion = Math.max(
    1,
    ...questions.map((question) => graphemeCount(question.question)),
  );
  const full: Fit = { description: longestDescription, question: longestQuestion, compact: false };
  if (fits(full)) return build(questions, context, full);

  const description = largest(0, longestDescription, (length) =>
    fits({ ...full, description: length }),
  );
  if (description !== undefined) return build(questions, context, { ...full, description });

  const question = largest(1, longestQuestion, (length) =>
    fits({ description: 0, question: length, compact: false }),
  );
  if (question !== undefined)
    return build(questions, context, { description: 0, question, compact: false });

  // Labels alone are over the limit only with absurd input; send the shortest form there is.
  return build(questions, context, { description: 0, question: 1, compact: true });
}

interface RenderContext {
  format: TextFormat;
  locale: Locale;
  strings: Messages;
  msLeft: number | undefined;
}

function build(questions: readonly Question[], context: RenderContext, fit: Fit): string {
  const { format, strings } = context;
  const text = (raw: string) => escapeText(format, oneLine(raw));
  const several = questions.length > 1;

  const blocks = questions.map((question, index) => {
    const step = { step: String(index + 1), count: String(questions.length) };
    const heading = several
      ? `${fill(context, strings.step, step)} · ${text(question.header)}`
      : text(question.header);
    const lines = [bold(format, heading), text(shorten(question.question, fit.question))];
    if (question.multiSelect && !fit.compact)
      lines.push(italic(format, text(strings.chooseSeveral)));
    question.options.forEach((option, optionIndex) => {
      const description = shorten(option.description ?? "", fit.description);
      const number =
        format === "discord-markdown" ? `${optionIndex + 1}\\.` : `${optionIndex + 1}.`;
      lines.push(
        `${number} ${text(option.label)}${description === "" ? "" : ` — ${text(description)}`}`,
      );
    });
    if (!fit.compact) lines.push(italic(format, text(strings.otherHint)));
    return lines.join("\n");
  });

  const example = (value: string) => code(format, value, strings.quotes);
  const skipWord = { word: example(strings.skipWord) };
  const instructions: string[] = [];
  if (several) {
    instructions.push(fill(context, strings.replyLines));
    if (questions.some((question) => question.multiSelect))
      instructions.push(fill(context, strings.severalHint, { example: example("1, 3") }));
    instructions.push(fill(context, strings.keyHint, { example: example("2: …") }));
    instructions.push(fill(context, strings.skipAllHint, skipWord));
  } else {
    instructions.push(
      questions[0]?.multiSelect
        ? fill(context, strings.replyMany, { example: example("1, 3") })
        : fill(context, strings.replyOne),
    );
    instructions.push(fill(context, strings.skipHint, skipWord));
  }
  if (context.msLeft !== undefined)
    instructions.push(
      fill(context, strings.answerWithin, {
        time: escapeText(format, answerTime(context.locale, context.msLeft)),
      }),
    );

  return [...blocks, instructions.join("\n")].join("\n\n");
}

/** A template with its fixed text escaped and its placeholders filled with formatted text. */
function fill(
  context: RenderContext,
  template: string,
  fragments: Readonly<Record<string, string>> = {},
): string {
  return template
    .split(/(\{[a-zA-Z]+\})/u)
    .map((part) => {
      const name = /^\{([a-zA-Z]+)\}$/u.exec(part)?.[1];
      if (name !== undefined && Object.hasOwn(fragments, name)) return fragments[name];
      return escapeText(context.format, part);
    })
    .join("");
}

/** Milliseconds to the deadline; undefined without one, or once it has passed. */
function msLeft(expiresAt: string | Date | undefined, now: Date | number | undefined) {
  if (expiresAt === undefined) return undefined;
  const deadline = expiresAt instanceof Date ? expiresAt.getTime() : Date.parse(expiresAt);
  const current = now === undefined ? Date.now() : now instanceof Date ? now.getTime() : now;
  const left = deadline - current;
  return Number.isFinite(left) && left > 0 ? left : undefined;
}

/** Authored text on one line: a line break in a label must not break the prompt's layout. */
function oneLine(text: string): string {
  return text.replace(/\s+/gu, " ").trim();
}

function graphemeCount(text: string): number {
  return graphemesOf(oneLine(text)).length;
}

/**
 * Authored text on one line, at most `length` graphemes, the last an ellipsis when cut; never
 * splits a Thai cluster.
 */
export function shorten(text: string, length: number): string {
  const whole = oneLine(text);
  const parts = graphemesOf(whole);
  if (parts.length <= length) return whole;
  if (length <= 0) return "";
  return `${parts
    .slice(0, length - 1)
    .join("")
    .trimEnd()}…`;
}

/** The largest value in `low..high` that passes a test passed by every smaller value. */
function largest(low: number, high: number, passes: (value: number) => boolean) {
  if (!passes(low)) return undefined;
  let best = low;
  let top = high;
  while (best < top) {
    const middle = Math.ceil((best + top) / 2);
    if (passes(middle)) best = middle;
    else top = middle - 1;
  }
  return best;
}
