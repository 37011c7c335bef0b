import type { QuestionEnding, QuestionRecord, QuestionStatus } from "../core/index.js";

export type InsertOutcome =
  | { kind: "inserted"; record: QuestionRecord }
  /** The session already has a pending question (one at a time, SPEC L4). */
  | { kind: "session_busy"; pending: QuestionRecord }
  /** The same run and tool call asked before: the earlier question, unchanged. */
  | { kind: "same_tool_call"; record: QuestionRecord };

export type EndOutcome =
  | { kind: "ended"; record: QuestionRecord }
  /** Not ended: missing, already ended, or the ending came on the wrong side of the deadline. */
  | { kind: "unchanged"; record: QuestionRecord | undefined };

export interface QuestionFilter {
  sessionId?: string;
  status?: QuestionStatus;
  /** Only questions asked or ended at or after this time (ISO 8601). */
  changedSince?: string;
  /**
   * Only pending questions asked at or after this time (ISO 8601), read from an index of the
   * pending ones by when they were asked; the records then come in the order of their ask times.
   */
  pendingAskedSince?: string;
  /** Only questions asked after this one (its id): with `limit`, the next page. */
  after?: string;
  /** At most this many records, oldest first. */
  limit?: number;
}

/** A pending question's deadline: all its expiry timer needs. */
export type Deadline = Pick<QuestionRecord, "id" | "expiresAt">;

/**
 * The questions themselves, and the one rule that makes endings exactly-once. Every
 * implementation must make `insert` and `end` atomic:
 * - `insert` refuses a second pending question in one session, and returns the earlier
 *   question for a repeated `(sessionId, runId, toolCallId)`;
 * - `end` applies only while the question is pending, and only on the right side of its
 *   deadline: `expired` at or after `expiresAt`, every other ending (also `delivery_failed`,
 *   which usually comes seconds after the ask) strictly before it.
 * That one rule makes endings exactly-once and settles an answer racing the expiry.
 */
export interface QuestionRecords {
  insert(record: QuestionRecord): Promise<InsertOutcome>;
  get(id: string): Promise<QuestionRecord | undefined>;
  /** Matching records in the order they were asked. */
  list(filter: QuestionFilter): Promise<QuestionRecord[]>;
  end(id: string, ending: QuestionEnding): Promise<EndOutcome>;
  /**
   * The `limit` pending questions whose deadlines come first, earliest first (then by id),
   * read from an index: a gateway keeps one timer for the next deadline, not one per question.
   */
  nextDeadlines(limit: number): Promise<Deadline[]>;
  /** How many questions are pending, counted by the store (for the metrics gauge). */
  countPending(): Promise<number>;
}

/** Whether an ending lands on its allowed side of the deadline (shared by the stores). */
export function endingRespectsDeadline(ending: QuestionEnding, expiresAt: string): boolean {
  const endedAt = Date.parse(ending.endedAt);
  const deadline = Date.parse(expiresAt);
  return ending.status === "expired" ? endedAt >= deadline : endedAt < deadline;
}
