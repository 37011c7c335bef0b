import {
  bold,
  escapeText,
  formatMessage,
  type Locale,
  messages,
  type QuestionRecord,
  summarizeLocalized,
  type TextFormat,
} from "../core/index.js";

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
