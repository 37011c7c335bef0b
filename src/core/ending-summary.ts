import { formatTime } from "./format-time.js";
import type { Locale } from "./locale.js";
import { formatMessage } from "./messages/format-message.js";
import { type Messages, messages, type NamedSurface } from "./messages/messages.js";
import type { EndedBy, QuestionRecord, TerminalStatus } from "./question-record.js";
import { answerLines } from "./summary.js";

/** An ended question as a person reads it, whichever surface ended it (SPEC L7, C6). */
export interface EndingSummary {
  /** `Header: answer` lines of an answer (no Recommended marker); empty for other endings. */
  answers: string[];
  /**
   * How it ended, who ended it, where and when: "Answered on Slack by U0123 at 14:02",
   * "Skipped in the terminal at 14:03", "Expired at 14:05", "Cancelled by the agent at 14:05".
   */
  outcome: string;
}

export interface EndingSummaryOptions {
  locale: Locale;
  /** How the viewer reads an ISO 8601 time; by default `formatTime` in `locale` and this zone. */
  formatTime?: (iso: string) => string;
}

/** The summary of an ended question, or undefined while it is pending. */
export function summarizeEnding(
  record: QuestionRecord,
  options: EndingSummaryOptions,
): EndingSummary | undefined {
  if (record.status === "pending") return undefined;
  const { locale, formatTime: readTime = (iso) => formatTime(iso, { locale }) } = options;
  const strings = messages(locale);
  const outcome = outcomeWords(record.status, record.endedBy, strings);
  return {
    answers: record.status === "answered" ? answerLines(record, { hideRecommended: true }) : [],
    outcome:
      record.endedAt === undefined
        ? outcome
        : formatMessage(strings.endedAtTime, { outcome, time: readTime(record.endedAt) }),
  };
}

/**
 * How an ended question ended, who ended it and where, without the time: for a chat, whose
 * readers' time zones the gateway does not know ("Answered on Slack by U0123").
 */
export function endingOutcome(record: QuestionRecord, locale: Locale): string | undefined {
  return record.status === "pending"
    ? undefined
    : outcomeWords(record.status, record.endedBy, messages(locale));
}

/** The outcome without its time: the status word, with who and where when the record says. */
function outcomeWords(
  status: TerminalStatus,
  endedBy: EndedBy | undefined,
  strings: Messages,
): string {
  switch (status) {
    case "answered":
    case "skipped": {
      const word = strings[status];
      if (endedBy?.kind !== "human") return word;
      const placed = formatMessage(strings.endedOn, {
        outcome: word,
        where: surfaceWords(endedBy.surface, strings),
      });
      return endedBy.userId === undefined
        ? placed
        : formatMessage(strings.endedByUser, { outcome: placed, user: endedBy.userId });
    }
    case "cancelled":
      if (endedBy?.kind === "abort") return strings.cancelledRunAborted;
      if (endedBy?.kind !== "cancel") return strings.cancelled;
      // Cancelling over the API is the agent's call (it takes an agent's token).
      if (endedBy.surface === "api") return strings.cancelledByAgent;
      return formatMessage(strings.endedOn, {
        outcome: strings.cancelled,
        where: surfaceWords(endedBy.surface, strings),
      });
    case "expired":
      return strings.expired;
    case "delivery_failed":
      return strings.deliveryFailed;
  }
}

/** "on Telegram", "in the Control UI", or "on <surface>" for a surface without words of its own. */
export function surfaceWords(surface: string, strings: Messages): string {
  return Object.hasOwn(strings.surfaces, surface)
    ? strings.surfaces[surface as NamedSurface]
    : formatMessage(strings.otherSurface, { surface });
}
