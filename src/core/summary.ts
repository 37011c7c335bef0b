import type { Locale } from "./locale.js";
import { messages } from "./messages/messages.js";
import type { QuestionRecord } from "./question-record.js";

/**
 * The compact summary that replaces a live prompt once it ends (SPEC L7): one `Header: answer`
 * line per question, or a single Skipped / Expired / Cancelled line. Always English;
 * `summarizeLocalized` gives the same in another language; `summarizeEnding` adds who ended
 * it, where and when.
 */
export function summarize(record: QuestionRecord): string[] {
  return summarizeLocalized(record, "en");
}

/** `summarize` in a locale: the status words are translated, headers and answers are not. */
export function summarizeLocalized(record: QuestionRecord, locale: Locale): string[] {
  const strings = messages(locale);
  switch (record.status) {
    case "pending":
      return [];
    case "answered":
      return answerLines(record, { hideRecommended: true });
    case "skipped":
      return [strings.skipped];
    case "expired":
      return [strings.expired];
    case "cancelled":
      return [strings.cancelled];
    case "delivery_failed":
      return [strings.deliveryFailed];
  }
}

const RECOMMENDED_SUFFIX = /\s*\(recommended\)\s*$/i;

/**
 * `Header: answer` lines; several values of a multi-select are joined with ", ". Summaries
 * for people drop the ` (Recommended)` marker (`Deploy: Staging`); the model's text keeps it.
 */
export function answerLines(
  record: Pick<QuestionRecord, "questions" | "answers">,
  options: { hideRecommended?: boolean } = {},
): string[] {
  return record.questions.map((question) => {
    const values = record.answers?.[question.id] ?? [];
    const shown = options.hideRecommended
      ? values.map((value) =>
          question.options.some((option) => option.label === value)
            ? value.replace(RECOMMENDED_SUFFIX, "") || value
            : value,
        )
      : values;
    return `${question.header}: ${shown.join(", ")}`;
  });
}
