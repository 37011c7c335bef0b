import type { AskUserResult } from "../core/index.js";

/** What a plain-text reply did (SPEC T1-T3). */
export interface ReplyOutcome {
  outcome: "answered" | "skipped" | "clarify" | "no_pending";
  /** What to tell the human, in the session's language. */
  message: string;
  questionId?: string;
  result?: AskUserResult;
}
