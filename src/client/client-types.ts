import type {
  AskUserResult,
  MessageEvent,
  QuestionEventType,
  QuestionRecord,
  QuestionStatus,
  SessionMessage,
} from "../core/index.js";

/** A question as the API shows it: the record, plus `result` and `summary` once it has ended. */
export type QuestionView = QuestionRecord & { result?: AskUserResult; summary?: string[] };

/** One long-poll's outcome: the tool result, or the still-pending question. */
export type WaitOutcome =
  | { ended: true; result: AskUserResult }
  | { ended: false; question: QuestionView };

/** What to list; every field is optional. Records come oldest first. */
export interface QuestionListFilter {
  sessionId?: string;
  status?: QuestionStatus;
  limit?: number;
}

/** How a human (or a program acting for one) answers: `surface` defaults to `api`. */
export interface Responder {
  surface?: string;
  userId?: string;
}

export type AnswerSubmissionBody = { answers: Record<string, string[]> } | { skip: true };

export type TimelineItemView =
  | { type: "question"; question: QuestionView }
  | { type: "message"; message: SessionMessage };

export interface SessionTimeline {
  sessionId: string;
  items: TimelineItemView[];
  /** The gateway's clock, to show deadlines without trusting the local one. */
  now: string;
}

/** Everything the event stream sends: `hello` first, then lifecycle and message events. */
export type GatewayEventView =
  | { type: "hello"; now: string }
  | { type: QuestionEventType; question: QuestionView; at: string }
  | MessageEvent;
