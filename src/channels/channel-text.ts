import {
  bold,
  endingOutcome,
  escapeText,
  formatMessage,
  type Locale,
  messages,
  type QuestionRecord,
  resolveLocale,
  summarizeLocalized,
  type TextFormat,
} from "../core/index.js";
import type { InboundOutcome } from "./inbound-types.js";

/** The short confirmation a human sees after answering on a channel ("Answered: …"). */
export function answeredNotice(ended: QuestionRecord, locale: Locale): string {
  const strings = messages(locale);
  if (ended.status === "skipped") return strings.replySkipped;
  return formatMessage(strings.replyAnswered, {
    answers: summarizeLocalized(ended, locale).join("; "),
  });
}

/**
 * What a closed prompt is edited to: the answer lines, followed by where and by whom when the
 * answer came from another surface ("Answered in the Control UI"); for other endings, the
 * headers and the ending (Skipped, Expired, Cancelled).
 */
export function outcomeText(
  question: QuestionRecord,
  locale: Locale,
  surface: string,
  format: TextFormat,
): string {
  const lines = summarizeLocalized(question, locale).map((line) => escapeText(format, line));
  const endedBy = question.endedBy;
  if (question.status !== "answered") {
    const headers = question.questions.map((item) => item.header).join(" · ");
    return [bold(format, escapeText(format, headers)), ...lines].join("\n");
  }
  const elsewhere = endedBy?.kind === "human" && endedBy.surface !== surface;
  const where = elsewhere ? [escapeText(format, endingOutcome(question, locale) ?? "")] : [];
  return [...lines, ...where].join("\n");
}

/**
 * The notice a tap or click hears. One that no prompt of ours owns (a stale or foreign control)
 * has no session whose language to speak: the human's own language on the platform
 * (`languageTag`, where it says) stands in for its "no longer open".
 */
export function controlNotice(outcome: InboundOutcome, languageTag?: string): string {
  const promptless =
    outcome.kind === "ignored" || (outcome.kind === "closed" && outcome.prompt === undefined);
  return promptless ? messages(resolveLocale(languageTag)).noLongerOpen : outcome.notice;
}

/** Whether a prompt gets native buttons (SPEC C1): one single-select question. */
export function hasNativeButtons(question: QuestionRecord): boolean {
  const [only, ...rest] = question.questions;
  return only !== undefined && rest.length === 0 && !only.multiSelect;
}
