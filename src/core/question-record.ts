import type { Question } from "./question.js";

export type QuestionStatus =
  | "pending"
  | "answered"
  | "skipped"
  | "expired"
  | "cancelled"
  /** No channel route could show the prompt (SPEC L6). */
  | "delivery_failed";
export type TerminalStatus = Exclude<QuestionStatus, "pending">;

export const TERMINAL_STATUSES: readonly TerminalStatus[] = [
  "answered",
  "skipped",
  "expired",
  "cancelled",
  "delivery_failed",
];

/**
 * Who or what ended a question: a human on a surface, the deadline, an aborted agent run, or an
 * explicit cancel (by the agent or an operator) through some surface.
 */
export type EndedBy =
  /** `notes`: the human's words beside their picks, by question id ("Deny" with "not on a
   * friday"), from a plain-text reply. */
  | { kind: "human"; surface: string; userId?: string; notes?: Record<string, string> }
  | { kind: "timeout" }
  | { kind: "abort" }
  | { kind: "cancel"; surface: string }
  /** Every channel route failed; `detail` says why, for the agent and the operator. */
  | { kind: "delivery"; detail: string };

/** Answer values per question id; every value is an array, also for single-select. */
export type AnswerMap = Record<string, string[]>;

/** A question as the gateway stores it. Times are ISO 8601 strings. */
export interface QuestionRecord {
  id: string;
  sessionId: string;
  status: QuestionStatus;
  questions: Question[];
  timeoutSeconds: number;
  createdAt: string;
  expiresAt: string;
  runId?: string;
  toolCallId?: string;
  endedAt?: string;
  endedBy?: EndedBy;
  answers?: AnswerMap;
}

/** How a pending question ends; applied atomically, only while it is still pending. */
export interface QuestionEnding {
  status: TerminalStatus;
  endedAt: string;
  endedBy: EndedBy;
  answers?: AnswerMap;
}

export function isTerminal(status: QuestionStatus): status is TerminalStatus {
  return status !== "pending";
}
