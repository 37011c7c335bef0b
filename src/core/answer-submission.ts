import { type FieldIssue, invalidRequest } from "./errors.js";
import type { Question } from "./question.js";
import type { AnswerMap } from "./question-record.js";
import { readStrictObject } from "./strict-object.js";
import { validateAnswers } from "./validate-answers.js";

/** What a human submits for a pending prompt: answers for every question, or a Skip. */
export type AnswerSubmission = { kind: "answers"; answers: AnswerMap } | { kind: "skip" };

/**
 * Reads `{ "answers": { ... } }` or `{ "skip": true }` (never both) for the given questions.
 * Keys listed in `extraKeys` belong to the caller (e.g. `surface`) and are not checked here.
 */
export function parseAnswerSubmission(
  questions: readonly Question[],
  body: unknown,
  extraKeys: readonly string[] = [],
): AnswerSubmission {
  const issues: FieldIssue[] = [];
  const fields = readStrictObject(body, ["answers", "skip", ...extraKeys], issues);
  if (!fields) throw invalidRequest(issues);
  if (fields.skip !== undefined && fields.skip !== true)
    issues.push({ path: "skip", message: "expected true (or leave it out)" });
  if (fields.skip === true && fields.answers !== undefined)
    issues.push({ path: "answers", message: "give either answers or skip: true, not both" });
  if (fields.skip === undefined && fields.answers === undefined)
    issues.push({ path: "answers", message: "required (or skip: true)" });
  if (issues.length > 0) throw invalidRequest(issues);

  if (fields.skip === true) return { kind: "skip" };
  const validated = validateAnswers(questions, fields.answers);
  if (!validated.ok) throw invalidRequest(validated.issues);
  return { kind: "answers", answers: validated.value };
}
