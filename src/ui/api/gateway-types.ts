import type { QuestionRecord } from "../../core/question-record.js";
import type { AskUserResult } from "../../core/tool-result.js";

/** A question as the HTTP API shows it: the record, plus `result` and `summary` once ended. */
export type QuestionView = QuestionRecord & { result?: AskUserResult; summary?: string[] };

export type MessageAuthor = { kind: "human"; surface: string; userId?: string } | { kind: "agent" };

/** A plain-text message in a session's timeline. */
export interface TimelineMessage {
  id: string;
  sessionId: string;
  text: string;
  author: MessageAuthor;
  createdAt: string;
}

export type TimelineItem =
  | { type: "question"; question: QuestionView }
  | { type: "message"; message: TimelineMessage };

export interface Timeline {
  sessionId: string;
  items: TimelineItem[];
  now?: string;
}

/** One row of `GET /v1/sessions`, most recently active first. */
export interface SessionSummary {
  sessionId: string;
  lastActivityAt: string;
  pendingQuestionId?: string;
  questionCount: number;
  messageCount: number;
}

export interface SessionList {
  sessions: SessionSummary[];
  now?: string;
}

export type QuestionEventType =
  | "question-asked"
  | "question-answered"
  | "question-skipped"
  | "question-expired"
  | "question-cancelled";

/** A message on the `/v1/events` WebSocket. */
export type GatewayEvent =
  | { type: QuestionEventType; question: QuestionView; at: string }
  | { type: "message-posted"; message: TimelineMessage; at: string }
  | { type: "hello"; now: string };
