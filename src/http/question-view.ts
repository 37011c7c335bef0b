import { type AskUserResult, type QuestionRecord, resultOf, summarize } from "../core/index.js";

/** A question as the API shows it: the record, plus `result` and `summary` once it has ended. */
export type QuestionView = QuestionRecord & { result?: AskUserResult; summary?: string[] };

export function toQuestionView(record: QuestionRecord): QuestionView {
  const result = resultOf(record);
  return result ? { ...record, result, summary: summarize(record) } : record;
}
