import type * as z from "zod";
import { type FieldIssue, invalidRequest } from "./errors.js";
import { formatFieldPath } from "./field-path.js";
import { truncateHeader } from "./header.js";
import { askUserInputSchema } from "./input-schema.js";
import type { AskPrompt } from "./question.js";
import { unknownProperty } from "./strict-object.js";
import { normalizeTimeoutSeconds } from "./timeout.js";
import { describeType } from "./value-text.js";

/** Turns zod issues into `path: rule` issues with wording meant for a model to act on. */
export function toFieldIssues(issues: readonly z.core.$ZodIssue[], input: unknown): FieldIssue[] {
  const result: FieldIssue[] = [];
  // zod still runs length checks on a wrong-typed value that has a `length` (a string for
  // `questions`), which would add a bogus "got 0": a wrong type is the only issue at its path.
  const wrongType = new Set<string>();
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) result.push(unknownProperty([...issue.path, key]));
      continue;
    }
    if (issue.code === "invalid_type") {
      wrongType.add(formatFieldPath(issue.path));
      const received = valueAt(input, issue.path);
      result.push({
        path: formatFieldPath(issue.path),
        message:
          received === undefined
            ? `required (expected ${issue.expected})`
            : `expected ${issue.expected}, got ${describeType(received)}`,
      });
      continue;
    }
    if (wrongType.has(formatFieldPath(issue.path))) continue;
    result.push({ path: formatFieldPath(issue.path), message: issue.message });
  }
  return result;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const segment of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value;
}

const sameLabel = (label: string): string => label.trim().toLowerCase();

/** Rules that compare fields with each other: unique ids, distinct labels within a question. */
function crossFieldIssues(prompt: z.output<typeof askUserInputSchema>): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const firstIdAt = new Map<string, number>();
  prompt.questions.forEach((question, questionIndex) => {
    const earlier = firstIdAt.get(question.id);
    if (earlier === undefined) firstIdAt.set(question.id, questionIndex);
    else
      issues.push({
        path: `questions[${questionIndex}].id`,
        message: `duplicate id "${question.id}" (also questions[${earlier}].id)`,
      });

    const firstLabelAt = new Map<string, number>();
    question.options.forEach((option, optionIndex) => {
      const key = sameLabel(option.label);
      const earlierOption = firstLabelAt.get(key);
      if (earlierOption === undefined) firstLabelAt.set(key, optionIndex);
      else
        issues.push({
          path: `questions[${questionIndex}].options[${optionIndex}].label`,
          message: `duplicates questions[${questionIndex}].options[${earlierOption}].label (labels must differ ignoring case and surrounding space)`,
        });
    });
  });
  return issues;
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; issues: FieldIssue[] };

/** Checks every SPEC S2 rule and returns the normalized prompt, or every broken rule. */
export function validateAskInput(input: unknown): ValidationResult<AskPrompt> {
  const parsed = askUserInputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, issues: toFieldIssues(parsed.error.issues, input) };
  const issues = crossFieldIssues(parsed.data);
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    value: {
      questions: parsed.data.questions.map((question) => ({
        id: question.id,
        header: truncateHeader(question.header),
        question: question.question.trim(),
        options: question.options.map((option) => ({
          label: option.label.trim(),
          ...(option.description === undefined ? {} : { description: option.description.trim() }),
        })),
        multiSelect: question.multiSelect ?? false,
        ...(question.details === undefined ? {} : { details: question.details.trimEnd() }),
      })),
      timeoutSeconds: normalizeTimeoutSeconds(parsed.data.timeoutSeconds),
    },
  };
}

/** Like `validateAskInput`, but throws an `invalid_request` AskUserError. */
export function parseAskInput(input: unknown): AskPrompt {
  const result = validateAskInput(input);
  if (!result.ok) throw invalidRequest(result.issues);
  return result.value;
}
