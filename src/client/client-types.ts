import type { AskUserResult, QuestionStatus, QuestionView } from "../core/index.js";

export type {
  DeliveryEntry,
  GatewayEventView,
  QuestionView,
  ReplyOutcomeView,
  SessionList,
  SessionMessage,
  SessionSettingsView,
  SessionSummary,
  SessionTimeline,
  TimelineItemView,
} from "../core/index.js";

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
