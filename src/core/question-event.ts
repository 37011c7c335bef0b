import type { QuestionRecord, TerminalStatus } from "./question-record.js";

export type QuestionEventType =
  | "question-asked"
  | "question-answered"
  | "question-skipped"
  | "question-expired"
  | "question-cancelled";

/** A lifecycle event: the question as it is right after the change. */
export interface QuestionEvent {
  type: QuestionEventType;
  question: QuestionRecord;
  at: string;
}

const ENDED_EVENT: Record<TerminalStatus, QuestionEventType> = {
  answered: "question-answered",
  skipped: "question-skipped",
  expired: "question-expired",
  cancelled: "question-cancelled",
};

export function endedEventType(status: TerminalStatus): QuestionEventType {
  return ENDED_EVENT[status];
}
