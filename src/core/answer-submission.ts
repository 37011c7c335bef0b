import * as z from "zod";
import { type FieldIssue, invalidRequest } from "./errors.js";
import type { Question } from "./question.js";
import type { AnswerMap } from "./question-record.js";
import { readStrictObject } from "./strict-object.js";
import { MAX_ANSWER_CHARACTERS, validateAnswers } from "./validate-answers.js";

/** What a human submits for a pending prompt: answers for every question, or a Skip. */
export type AnswerSubmission =
  | {
      kind: "answers";
      answers: AnswerMap;
      /** The human's words beside a pick, by question id (read from a plain-text reply). */
      notes?: Record<string, string>;
    }
  | { kind: "skip" };

/**
 * The answer body's shape, for the API's documentation and the keys `parseAnswerSubmission`
 * accepts. Which ids and how many values depend on the questions, so those rules (and their
 * wording) stay in `validateAnswers`.
 */
export const answerSubmissionSchema = z
  .strictObject({
    answers: z
      .record(
        z.string(),
        z.array(z.string().min(1).meta({ maxLength: MAX_ANSWER_CHARACTERS })).min(1),
      )
      .optional()
      .meta({
        description:
          "One array per question id, also for single-select: an option's label, or the human's own words.",
      }),
    skip: z.literal(true).optional().meta({ description: "Skip the whole prompt." }),
  })
  .meta({ description: "Either `answers` for every question, or `skip: true`; not both." });

const SUBMISSION_KEYS = Object.keys(answerSubmissionSchema.shape);

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
  const fields = readStrictObject(body, [...SUBMISSION_KEYS, ...extraKeys], issues);
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
