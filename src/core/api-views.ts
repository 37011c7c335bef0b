import type { DeliveryEntry } from "./delivery-entry.js";
import type { Locale } from "./locale.js";
import type { QuestionEventType } from "./question-event.js";
import type { QuestionRecord } from "./question-record.js";
import type { SessionMessage } from "./session-message.js";
import type { AskUserResult } from "./tool-result.js";

// The JSON shapes of the HTTP API and its event stream, shared by the server, the TypeScript
// client and the Control UI so the three cannot drift apart. Types only: nothing to bundle.

/** A question as the API shows it: the record, plus `result` and `summary` once it has ended. */
export type QuestionView = QuestionRecord & { result?: AskUserResult; summary?: string[] };

/** One entry of `GET /v1/sessions/:sessionId/timeline`. */
export type TimelineItemView =
  | { type: "question"; question: QuestionView }
  | { type: "message"; message: SessionMessage }
  | { type: "delivery"; delivery: DeliveryEntry };

export interface SessionTimeline {
  sessionId: string;
  items: TimelineItemView[];
  /** The gateway's clock, to show deadlines without trusting the local one. */
  now: string;
}

/** One session as `GET /v1/sessions` lists it. */
export interface SessionSummary {
  sessionId: string;
  /** The latest question asked or ended, or message posted. */
  lastActivityAt: string;
  pendingQuestionId?: string;
  questionCount: number;
  messageCount: number;
}

export interface SessionList {
  sessions: SessionSummary[];
  now: string;
}

/** Everything the event stream sends: `hello` first, then lifecycle and message events. */
export type GatewayEventView =
  | { type: "hello"; now: string }
  | { type: QuestionEventType; question: QuestionView; at: string }
  | { type: "message-posted"; message: SessionMessage; at: string }
  | { type: "delivery-sent"; delivery: DeliveryEntry; at: string };

/** `GET /v1/sessions/:sessionId/settings`: the session's effective settings. */
export interface SessionSettingsView {
  locale: Locale;
}

/** `POST /v1/sessions/:sessionId/replies`: what a plain-text reply did (SPEC T1-T3). */
export interface ReplyOutcomeView {
  outcome: "answered" | "skipped" | "clarify" | "no_pending";
  /** What to tell the human, in the session's language. */
  message: string;
  questionId?: string;
  result?: AskUserResult;
}
