import type { FieldIssue } from "./errors.js";
import type { Question } from "./question.js";
import type { AnswerMap } from "./question-record.js";
import type { ValidationResult } from "./validate-ask-input.js";
import { describeType, isBlank } from "./value-text.js";

export const MAX_ANSWER_CHARACTERS = 2000;

const RECOMMENDED_SUFFIX = /\s*\(recommended\)\s*$/i;
const comparable = (text: string): string =>
  text.replace(RECOMMENDED_SUFFIX, "").trim().toLowerCase();

/**
 * A chosen option comes back as its exact label, matched ignoring case, surrounding space and
 * a trailing ` (Recommended)` (people type "staging" for "Staging (Recommended)"); any other
 * text is the human's own words (the Other answer), trimmed.
 */
export function canonicalAnswerValue(question: Question, value: string): string {
  // A label written out in full wins over one that only matches without "(Recommended)":
  // with "Staging" and "Staging (Recommended)" both offered, each must stay itself.
  const written = value.trim().toLowerCase();
  const match =
    question.options.find((option) => option.label.trim().toLowerCase() === written) ??
    question.options.find((option) => comparable(option.label) === comparable(value));
  return match ? match.label : value.trim();
}

/**
 * Checks a structured answer against the questions it answers: every question answered, no
 * unknown ids, one value for a single-select, no empty or repeated values.
 */
export function validateAnswers(
  questions: readonly Question[],
  answers: unknown,
  path = "answers",
): ValidationResult<AnswerMap> {
  if (answers === null || typeof answers !== "object" || Array.isArray(answers))
    return { ok: false, issues: [{ path, message: "expected an object of answer arrays" }] };

  const issues: FieldIssue[] = [];
  const given = answers as Record<string, unknown>;
  const known = new Set(questions.map((question) => question.id));
  for (const id of Object.keys(given)) {
    if (!known.has(id))
      issues.push({
        path: `${path}.${id}`,
        message: `unknown question id (expected one of: ${[...known].join(", ")})`,
      });
  }

  const result: AnswerMap = {};
  for (const question of questions) {
    const fieldPath = `${path}.${question.id}`;
    // Own properties only: an id such as `constructor` must not read Object.prototype.
    const values = Object.hasOwn(given, question.id) ? given[question.id] : undefined;
    if (values === undefined) {
      issues.push({ path: fieldPath, message: "missing answer" });
      continue;
    }
    if (!Array.isArray(values)) {
      issues.push({ path: fieldPath, message: "expected an array of strings" });
      continue;
    }
    if (values.length === 0) {
      issues.push({ path: fieldPath, message: "expected at least 1 value" });
      continue;
    }
    if (!question.multiSelect && values.length > 1) {
      issues.push({
        path: fieldPath,
        message: `expected 1 value for a single-select question, got ${values.length}`,
      });
      continue;
    }
    const canonical: string[] = [];
    values.forEach((value, index) => {
      const valuePath = `${fieldPath}[${index}]`;
      if (typeof value !== "string") {
        issues.push({
          path: valuePath,
          message: `expected string, got ${describeType(value)}`,
        });
        return;
      }
      if (isBlank(value)) {
        issues.push({ path: valuePath, message: "must not be empty" });
        return;
      }
      const length = [...value.trim()].length;
      if (length > MAX_ANSWER_CHARACTERS) {
        issues.push({
          path: valuePath,
          message: `expected at most ${MAX_ANSWER_CHARACTERS} characters, got ${length}`,
        });
        return;
      }
      const answer = canonicalAnswerValue(question, value);
      const earlier = canonical.indexOf(answer);
      if (earlier !== -1) {
        issues.push({ path: valuePath, message: `repeats ${fieldPath}[${earlier}]` });
        return;
      }
      canonical.push(answer);
    });
    result[question.id] = canonical;
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: result };
}
