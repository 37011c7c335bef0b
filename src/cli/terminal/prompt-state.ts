import { type AnswerMap, isBlank, MAX_ANSWER_CHARACTERS, type Question } from "../../core/index.js";
import { digitOf, type Key } from "./key-input.js";
import { editLine } from "./line-input.js";

/** What the human has chosen so far for one question. */
export interface Draft {
  /** Indexes of the chosen options (one at most for a single-select). */
  chosen: readonly number[];
  /** Whether Other is chosen; `otherText` is then the free-text answer. */
  other: boolean;
  otherText: string;
}

/**
 * One prompt being answered: the step (question) shown, the cursor over its rows (the options,
 * then Other…, then Skip), a draft per question, and the Other text input when it is open.
 */
export interface PromptState {
  questions: readonly Question[];
  step: number;
  cursor: number;
  drafts: readonly Draft[];
  /** The Other text input's content while it is open. */
  editing: string | undefined;
  /** Set when Enter could not confirm (a multi-select with nothing chosen): say how to choose. */
  needsChoice: boolean;
}

/** What a key asks of the app, besides the new state. */
export type PromptAction =
  | { kind: "none" }
  | { kind: "submit"; answers: AnswerMap }
  | { kind: "skip" }
  /** Open the line where the whole reply is typed in words (`r`). */
  | { kind: "reply" }
  /** Back to the list, leaving the question pending. */
  | { kind: "leave" };

const NONE: PromptAction = { kind: "none" };
/** The key that opens the reply line, whatever the Shift state or layout (Thai Kedmanee: พ). */
const REPLY_KEYS: ReadonlySet<string> = new Set(["r", "R", "พ"]);
const EMPTY_DRAFT: Draft = { chosen: [], other: false, otherText: "" };

export function startPrompt(questions: readonly Question[]): PromptState {
  return {
    questions,
    step: 0,
    cursor: 0,
    drafts: questions.map(() => EMPTY_DRAFT),
    editing: undefined,
    needsChoice: false,
  };
}

/** The question on screen. */
export function currentQuestion(state: PromptState): Question {
  return state.questions[state.step] as Question;
}

export function currentDraft(state: PromptState): Draft {
  return state.drafts[state.step] ?? EMPTY_DRAFT;
}

/** The row index of Other… and of Skip, after the options. */
export const otherRow = (question: Question): number => question.options.length;
export const skipRow = (question: Question): number => question.options.length + 1;

/**
 * The values sent for one question: chosen labels in the order the agent listed them, then the
 * free text (unless it repeats a chosen label, which the gateway would refuse as a repeat).
 */
export function answerValues(question: Question, draft: Draft): string[] {
  const labels = question.options
    .filter((_, index) => draft.chosen.includes(index))
    .map((option) => option.label);
  const text = draft.other ? draft.otherText.trim() : "";
  if (isBlank(text)) return labels;
  if (!question.multiSelect) return [text];
  const repeats = labels.some((label) => label.trim().toLowerCase() === text.toLowerCase());
  return repeats ? labels : [...labels, text];
}

/** Applies one key; the state is never changed in place. */
export function applyPromptKey(
  state: PromptState,
  key: Key,
): { state: PromptState; action: PromptAction } {
  if (state.editing !== undefined) return editKey(state, state.editing, key);
  const question = currentQuestion(state);
  const rows = question.options.length + 2;
  const digit = digitOf(key);
  if (digit !== undefined) {
    if (digit > question.options.length) return { state, action: NONE };
    const index = digit - 1;
    const picked = { ...state, cursor: index, needsChoice: false };
    if (question.multiSelect) return { state: toggle(picked, index), action: NONE };
    return advance(choose(picked, index));
  }
  switch (key.name) {
    case "up":
      return { state: { ...state, cursor: (state.cursor - 1 + rows) % rows }, action: NONE };
    case "down":
      return { state: { ...state, cursor: (state.cursor + 1) % rows }, action: NONE };
    case "home":
      return { state: { ...state, cursor: 0 }, action: NONE };
    case "end":
      return { state: { ...state, cursor: rows - 1 }, action: NONE };
    case "escape":
    case "left":
      return back(state);
    case "space":
      return { state: spaceOn(state, question), action: NONE };
    case "enter":
      return enterOn(state, question);
    case "text":
      return { state, action: REPLY_KEYS.has(key.text) ? { kind: "reply" } : NONE };
    default:
      return { state, action: NONE };
  }
}

function spaceOn(state: PromptState, question: Question): PromptState {
  if (state.cursor < question.options.length)
    return question.multiSelect
      ? toggle({ ...state, needsChoice: false }, state.cursor)
      : choose(state, state.cursor);
  if (state.cursor === otherRow(question)) {
    const draft = currentDraft(state);
    // A multi-select's Other with text toggles like an option; otherwise it asks for the text.
    if (question.multiSelect && !isBlank(draft.otherText))
      return withDraft(state, { ...draft, other: !draft.other });
    return openEditor(state);
  }
  return state;
}

function enterOn(
  state: PromptState,
  question: Question,
): { state: PromptState; action: PromptAction } {
  if (state.cursor === skipRow(question)) return { state, action: { kind: "skip" } };
  if (state.cursor === otherRow(question)) {
    // Other with its text confirmed: Enter goes on, as on an option; else it asks for the text.
    const draft = currentDraft(state);
    if (draft.other && !isBlank(draft.otherText)) return advance(state);
    return { state: openEditor(state), action: NONE };
  }
  if (!question.multiSelect) return advance(choose(state, state.cursor));
  // A multi-select is never answered by accident: with nothing toggled, Enter only says how.
  return advance(state);
}

function editKey(
  state: PromptState,
  text: string,
  key: Key,
): { state: PromptState; action: PromptAction } {
  switch (key.name) {
    case "escape":
      return { state: { ...state, editing: undefined }, action: NONE };
    case "enter": {
      if (isBlank(text)) return { state, action: NONE };
      const question = currentQuestion(state);
      const draft = currentDraft(state);
      const answered: Draft = question.multiSelect
        ? { ...draft, other: true, otherText: text.trim() }
        : { chosen: [], other: true, otherText: text.trim() };
      const confirmed = { ...withDraft(state, answered), editing: undefined };
      // Enter confirms the text only: a single-select moves on as a pick does, but the prompt
      // is sent by an Enter on the question itself, never from inside the text.
      const last = state.step === state.questions.length - 1;
      if (question.multiSelect || last) return { state: confirmed, action: NONE };
      return advance(confirmed);
    }
    default: {
      const edited = editLine(text, key, MAX_ANSWER_CHARACTERS);
      return { state: edited === undefined ? state : { ...state, editing: edited }, action: NONE };
    }
  }
}

/** On to the next question, or the answers of all once the last one is confirmed. */
function advance(state: PromptState): { state: PromptState; action: PromptAction } {
  const question = currentQuestion(state);
  if (answerValues(question, currentDraft(state)).length === 0)
    return { state: { ...state, needsChoice: true }, action: NONE };
  if (state.step < state.questions.length - 1) {
    const step = state.step + 1;
    return { state: { ...state, step, cursor: restingCursor(state, step) }, action: NONE };
  }
  const answers: AnswerMap = {};
  state.questions.forEach((each, index) => {
    answers[each.id] = answerValues(each, state.drafts[index] ?? EMPTY_DRAFT);
  });
  return { state, action: { kind: "submit", answers } };
}

function back(state: PromptState): { state: PromptState; action: PromptAction } {
  if (state.step === 0) return { state, action: { kind: "leave" } };
  const step = state.step - 1;
  return {
    state: { ...state, step, cursor: restingCursor(state, step), needsChoice: false },
    action: NONE,
  };
}

/** Where the cursor lands on a step: its first choice, else the first option. */
function restingCursor(state: PromptState, step: number): number {
  const draft = state.drafts[step] ?? EMPTY_DRAFT;
  const question = state.questions[step] as Question;
  if (draft.chosen.length > 0) return Math.min(...draft.chosen);
  return draft.other ? otherRow(question) : 0;
}

/** A single-select choice: replaces the option chosen before and Other. */
function choose(state: PromptState, index: number): PromptState {
  return withDraft(
    { ...state, needsChoice: false },
    { ...currentDraft(state), chosen: [index], other: false },
  );
}

function toggle(state: PromptState, index: number): PromptState {
  const draft = currentDraft(state);
  const chosen = draft.chosen.includes(index)
    ? draft.chosen.filter((each) => each !== index)
    : [...draft.chosen, index];
  return withDraft(state, { ...draft, chosen });
}

function openEditor(state: PromptState): PromptState {
  return { ...state, editing: currentDraft(state).otherText, needsChoice: false };
}

function withDraft(state: PromptState, draft: Draft): PromptState {
  const drafts = state.drafts.map((each, index) => (index === state.step ? draft : each));
  return { ...state, drafts };
}
