import type { DeliveryEntry } from "./delivery-entry.js";
import type { QuestionRecord, TerminalStatus } from "./question-record.js";
import type { SessionMessage } from "./session-message.js";

export type QuestionEventType =
  | "question-asked"
  | "question-answered"
  | "question-skipped"
  | "question-expired"
  | "question-cancelled"
  | "question-delivery-failed";

/** A lifecycle event: the question as it is right after the change. */
export interface QuestionEvent {
  type: QuestionEventType;
  question: QuestionRecord;
  at: string;
}

/** A plain-text message was added to a session's timeline. */
export interface MessageEvent {
  type: "message-posted";
  message: SessionMessage;
  at: string;
}

/** A channel showed a question's prompt, or a reminder of it, to the human. */
export interface DeliveryEvent {
  type: "delivery-sent";
  delivery: DeliveryEntry;
  at: string;
}

/** Everything the gateway announces on its event stream. */
export type GatewayEvent = QuestionEvent | MessageEvent | DeliveryEvent;

/** Whether the event is about a question's lifecycle (asked or ended). */
export function isQuestionEvent(event: GatewayEvent): event is QuestionEvent {
  return "question" in event;
}

const ENDED_EVENT: Record<TerminalStatus, QuestionEventType> = {
  answered: "question-answered",
  skipped: "question-skipped",
  expired: "question-expired",
  cancelled: "question-cancelled",
  delivery_failed: "question-delivery-failed",
};

export function endedEventType(status: TerminalStatus): QuestionEventType {
  return ENDED_EVENT[status];
}
