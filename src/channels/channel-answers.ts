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
