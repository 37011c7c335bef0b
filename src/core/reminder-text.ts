import { msUntil } from "./countdown.js";
import type { Locale } from "./locale.js";
import { formatMessage } from "./messages/format-message.js";
import { messages } from "./messages/messages.js";
import type { QuestionRecord } from "./question-record.js";
import { bold, escapeText, type TextFormat } from "./text-formats.js";
import { describeTimeLeft } from "./time-left.js";

/**
 * A reminder of a live prompt, in the session's language and the channel's format: the
 * prompt's headers (escaped, bold) and the time left at `now`. It goes out as a reply to the
 * prompt, so it repeats none of the prompt's options.
 */
export function reminderText(
  question: QuestionRecord,
  locale: Locale,
  format: TextFormat,
  now: number,
): string {
  const headers = question.questions
    .map((item) => bold(format, escapeText(format, item.header)))
    .join(" · ");
  const timeLeft = escapeText(format, describeTimeLeft(locale, msUntil(question.expiresAt, now)));
  return formatMessage(messages(locale).reminder, { headers, timeLeft });
}
