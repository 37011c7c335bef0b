import { endingOutcome } from "./ending-summary.js";
import type { Locale } from "./locale.js";
import { formatMessage } from "./messages/format-message.js";
import { messages } from "./messages/messages.js";
import type { QuestionRecord } from "./question-record.js";

/**
 * What a human hears who replies to a prompt whose question has ended: that it is closed, and
 * how it ended ("Answered on Slack by U0123", "Expired"), in the session's language.
 */
export function closedNotice(record: QuestionRecord, locale: Locale): string {
  const outcome = endingOutcome(record, locale);
  const strings = messages(locale);
  return outcome === undefined
    ? strings.noLongerOpen
    : formatMessage(strings.questionClosed, { outcome });
}
