import type { QuestionView } from "../core/api-views.js";
import type { QuestionStatus } from "../core/question-record.js";
import type { AskUserResult } from "../core/tool-result.js";

export type {
  GatewayEventView,
  QuestionView,
  ReplyOutcomeView,
  SessionList,
  SessionSettingsView,
  SessionSummary,
  SessionTimeline,
  TimelineItemView,
} from "../core/api-views.js";
export type { DeliveryEntry } from "../core/delivery-entry.js";
export type { SessionMessage } from "../core/session-message.js";

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
