import type { QuestionRecord, SessionMessage } from "../core/index.js";

/** One entry of a session's timeline. */
export type TimelineItem =
  | { type: "question"; question: QuestionRecord }
  | { type: "message"; message: SessionMessage };

/** When the item was asked or posted. */
export function createdAtOf(item: TimelineItem): string {
  return item.type === "question" ? item.question.createdAt : item.message.createdAt;
}
