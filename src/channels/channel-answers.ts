import {
  AskUserError,
  bold,
  escapeText,
  formatMessage,
  type Locale,
  messages,
  parseAnswerSubmission,
  type QuestionRecord,
  summarizeLocalized,
  type TextFormat,
} from "../core/index.js";
import type { ChannelContext } from "./channel-adapter.js";

/**
 * Answers a question from a tap, a click or a modal on a channel; undefined when the question
 * had already ended (another surface, the deadline, a cancel got there first).
 */
export async function answerFromChannel(
  context: ChannelContext,
  question: QuestionRecord,
  body: Record<string, unknown>,
  responder: { surface: string; userId: string },
): Promise<QuestionRecord | undefined> {
  try {
    return await context.answer(
      question.id,
      (record) => parseAnswerSubmission(record.questions, body),
      responder,
    );
  } catch (error) {
    if (error instanceof AskUserError && error.code === "already_ended") return undefined;
    throw error;
  }
}

/** The short confirmation a human sees after answering on a channel ("Answered: …"). */
export function answeredNotice(ended: QuestionRecord, locale: Locale): string {
  const strings = messages(locale);
  if (ended.status === "skipped") return strings.replySkipped;
  return formatMessage(strings.replyAnswered, {
    answers: summarizeLocalized(ended, locale).join("; "),
  });
}

/**
 * What a closed prompt is edited to: the summary lines, under the headers unless they already
 * start with them (an answer given on this very surface).
 */
export function outcomeText(
  question: QuestionRecord,
  locale: Locale,
  surface: string,
  format: TextFormat,
): string {
  const lines = summarizeLocalized(question, locale, surface).map((line) =>
    escapeText(format, line),
  );
  const ownAnswer =
    question.status === "answered" &&
    question.endedBy?.kind === "human" &&
    question.endedBy.surface === surface;
  if (ownAnswer) return lines.join("\n");
  const headers = question.questions.map((item) => item.header).join(" · ");
  return [bold(format, escapeText(format, headers)), ...lines].join("\n");
}

/** Whether a prompt gets native buttons (SPEC C1): one single-select question. */
export function hasNativeButtons(question: QuestionRecord): boolean {
  const [only, ...rest] = question.questions;
  return only !== undefined && rest.length === 0 && !only.multiSelect;
}

/** A press of a native button that answers at once: an option by its index, or Skip. */
export type ButtonPress = { action: "option"; index: number } | { action: "skip" };

/**
 * The answer body of a button press on a single-select prompt; undefined when the prompt has
 * no such option (a button of an older prompt, or a forged one).
 */
export function buttonSubmission(
  question: QuestionRecord,
  press: ButtonPress,
): Record<string, unknown> | undefined {
  if (press.action === "skip") return { skip: true };
  const only = question.questions[0];
  const option = only?.options[press.index];
  return only && option ? { answers: { [only.id]: [option.label] } } : undefined;
}

/** The answer body of the human's own words (Other…) on a single-select prompt. */
export function ownWordsSubmission(
  question: QuestionRecord,
  text: string,
): Record<string, unknown> {
  return { answers: { [question.questions[0]?.id ?? ""]: [text] } };
}

/**
 * Hands a plain-text reply from a channel to the shared parser (SPEC T1, T2). Resolves with
 * what the human must be told: a clarification (SPEC T3), or why the gateway refused the reply
 * (too long, say); undefined when the reply ended the question, which the edited prompt shows.
 */
export async function replyFromChannel(
  context: ChannelContext,
  sessionId: string,
  text: string,
  responder: { surface: string; userId: string },
): Promise<string | undefined> {
  try {
    const outcome = await context.reply(sessionId, text, responder);
    return outcome.outcome === "clarify" ? outcome.message : undefined;
  } catch (error) {
    if (error instanceof AskUserError && error.code === "invalid_request") return error.message;
    throw error;
  }
}
