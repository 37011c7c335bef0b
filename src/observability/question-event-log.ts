import { type EventBus, type GatewayEvent, isQuestionEvent } from "../core/index.js";
import { endingLabelsOf } from "./ending-labels.js";

export type LogLine = (line: Record<string, unknown>) => void;

/**
 * One log line per question event (asked, answered, skipped, expired, cancelled,
 * delivery failed), with the question and session ids. Returns the unsubscribe function.
 */
export function logQuestionEvents(events: EventBus<GatewayEvent>, log: LogLine): () => void {
  return events.subscribe((event) => {
    if (!isQuestionEvent(event)) return;
    const question = event.question;
    const ended = question.status !== "pending";
    log({
      level: question.status === "delivery_failed" ? "warn" : "info",
      msg: event.type.replaceAll("-", " "),
      event: event.type,
      questionId: question.id,
      sessionId: question.sessionId,
      status: question.status,
      ...(ended ? endingLabelsOf(question) : { expiresAt: question.expiresAt }),
      ...(question.endedBy?.kind === "delivery" ? { detail: question.endedBy.detail } : {}),
    });
  });
}
