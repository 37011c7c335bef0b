import { type QuestionRecord, type QuestionView, resultOf, summarize } from "../core/index.js";

export type { QuestionView };

export function toQuestionView(record: QuestionRecord): QuestionView {
  const result = resultOf(record);
  return result ? { ...record, result, summary: summarize(record) } : record;
}
