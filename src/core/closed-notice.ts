import type { Locale } from "./locale.js";
import { formatMessage } from "./messages/format-message.js";
import { messages } from "./messages/messages.js";
import type { QuestionRecord } from "./question-record.js";

/**
 * What a human hears who replies to a prompt whose question has ended: that it is closed, and
 * how it ended ("answered by U0123 on slack", "expired"), in the session's language.
 */
export function closedNotice(record: QuestionRecord, locale: Locale): string {
  const strings = messages(locale);
  const endedBy = record.endedBy;
  switch (record.status) {
    case "answered":
      if (endedBy?.kind !== "human") return strings.noLongerOpen;
      return endedBy.userId === undefined
        ? formatMessage(strings.closedAnsweredOn, { surface: endedBy.surface })
        : formatMessage(strings.closedAnsweredBy, {
            user: endedBy.userId,
            surface: endedBy.surface,
          });
    case "skipped":
      return strings.closedSkipped;
    case "expired":
      return strings.closedExpired;
    case "cancelled":
      return strings.closedCancelled;
    case "delivery_failed":
      return strings.closedUndeliverable;
    case "pending":
      return strings.noLongerOpen;
  }
}
