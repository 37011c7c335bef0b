import type { Question } from "../../core/question.js";
import type { AnswerMap } from "../../core/question-record.js";
import { isBlank } from "../../core/value-text.js";
import { comparableLabel } from "./option-label.js";

/** What the human has chosen so far for one question. */
export interface AnswerDraft {
  /** Chosen option labels (one at most for a single-select). */
  chosen: string[];
  /** Whether Other is chosen; its text is the free-text answer. */
  other: boolean;
  otherText: string;
}

export function emptyDraft(): AnswerDraft {
  return { chosen: [], other: false, otherText: "" };
}

/** Picks an option: a single-select replaces its choice (and Other), a multi-select toggles it. */
export function pickOption(question: Question, draft: AnswerDraft, label: string): AnswerDraft {
  if (!question.multiSelect) return { ...draft, chosen: [label], other: false };
  const chosen = draft.chosen.includes(label)
    ? draft.chosen.filter((value) => value !== label)
    : [...draft.chosen, label];
  return { ...draft, chosen };
}

/** Sets one option on or off, as its radio or checkbox now shows it. */
export function setOption(
  question: Question,
  draft: AnswerDraft,
  label: string,
  on: boolean,
): AnswerDraft {
  if (!question.multiSelect) return on ? { ...draft, chosen: [label], other: false } : draft;
  const others = draft.chosen.filter((value) => value !== label);
  return { ...draft, chosen: on ? [...others, label] : others };
}

/** Sets whether Other is chosen; on a single-select it replaces the option choice. */
export function chooseOther(question: Question, draft: AnswerDraft, other: boolean): AnswerDraft {
  if (!question.multiSelect) return other ? { ...draft, chosen: [], other: true } : draft;
  return { ...draft, other };
}

/** Typing in Other chooses it: the text is plainly meant as the answer. */
export function typeOther(question: Question, draft: AnswerDraft, text: string): AnswerDraft {
  const next = { ...draft, otherText: text };
  return isBlank(text) || draft.other ? next : chooseOther(question, next, true);
}

/**
 * The values sent for one question: chosen labels in the order the agent listed them, then the
 * free text. Free text that repeats a chosen label is dropped (the gateway would reject it).
 */
export function answerValues(question: Question, draft: AnswerDraft): string[] {
  const labels = question.options
    .map((option) => option.label)
    .filter((label) => draft.chosen.includes(label));
  const text = draft.otherText.trim();
  if (!draft.other || isBlank(text)) return question.multiSelect ? labels : labels.slice(0, 1);
  if (!question.multiSelect) return [text];
  const repeats = labels.some((label) => comparableLabel(label) === comparableLabel(text));
  return repeats ? labels : [...labels, text];
}

export function isAnswered(question: Question, draft: AnswerDraft): boolean {
  return answerValues(question, draft).length > 0;
}

/** The full answer map, or undefined while some question is still unanswered. */
export function answerMap(
  questions: readonly Question[],
  drafts: ReadonlyMap<string, AnswerDraft>,
): AnswerMap | undefined {
  const answers: AnswerMap = {};
  for (const question of questions) {
    const values = answerValues(question, drafts.get(question.id) ?? emptyDraft());
    if (values.length === 0) return undefined;
    answers[question.id] = values;
  }
  return answers;
}
