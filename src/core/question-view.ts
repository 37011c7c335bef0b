import type { QuestionView } from "./api-views.js";
import type { QuestionRecord } from "./question-record.js";
import { summarize } from "./summary.js";
import { resultOf } from "./tool-result.js";

/** A question as the API shows it, and as channels that send it whole (webhooks) do. */
export function toQuestionView(record: QuestionRecord): QuestionView {
  const result = resultOf(record);
  return result ? { ...record, result, summary: summarize(record) } : record;
}
