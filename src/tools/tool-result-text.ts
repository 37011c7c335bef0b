import { type AskUserResult, formatResultText, type Question } from "../core/index.js";

/**
 * What the model reads (SPEC S4): the readable `Header: answer` lines (or why there is no
 * answer), a blank line, then the exact S3 result as JSON.
 */
export function toolResultText(questions: readonly Question[], result: AskUserResult): string {
  return `${formatResultText(questions, result)}\n\n${JSON.stringify(result)}`;
}
