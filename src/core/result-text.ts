import type { Question } from "./question.js";
import { answerLines } from "./summary.js";
import type { AskUserResult, NoAnswerReason } from "./tool-result.js";

const NO_ANSWER_TEXT: Record<NoAnswerReason, string> = {
  expired: "No answer: the question expired before the user replied.",
  skipped: "No answer: the user skipped the question.",
  cancelled: "No answer: the question was cancelled.",
  aborted: "No answer: the run was aborted.",
  delivery_failed: "No answer: the question could not be delivered to the user.",
};

/**
 * The human-readable text the model reads next to the JSON result (SPEC S4): one
 * `Header: answer` line per question, or why there is no answer and what to do next.
 */
export function formatResultText(questions: readonly Question[], result: AskUserResult): string {
  if (result.status === "answered") {
    const lines = answerLines({ questions: [...questions], answers: result.answers.answers });
    // The human's reasons, under the answers they go with.
    for (const question of questions) {
      const note = result.notes?.[question.id];
      if (note !== undefined) lines.push(`${question.header} (the user's words): ${note}`);
    }
    return lines.join("\n");
  }
  const reason = result.reason === undefined ? "No answer." : NO_ANSWER_TEXT[result.reason];
  if (result.detail !== undefined)
    return `${reason} (${result.detail}) Continue with your best judgment.`;
  return `${reason} Continue with your best judgment.`;
}
