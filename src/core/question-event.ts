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

/** Everything the gateway announces on its event stream. */
export type GatewayEvent = QuestionEvent | MessageEvent;

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
