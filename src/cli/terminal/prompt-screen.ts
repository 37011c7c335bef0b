import { formatMessage, type Question, type QuestionView } from "../../core/index.js";
import { escapeControls } from "./control-text.js";
import { countdownText } from "./countdown.js";
import { displayWidth, truncate, truncateStart, wrap } from "./display-width.js";
import {
  currentDraft,
  currentQuestion,
  type Draft,
  otherRow,
  type PromptState,
  skipRow,
} from "./prompt-state.js";
import type { ScreenContent, ViewContext } from "./screen-frame.js";

export interface PromptModel {
  question: QuestionView;
  state: PromptState;
  sending: boolean;
  /** A failed send, in the gateway's words. */
  error: string | undefined;
}

/** The agent marks its recommendation by ending the label with ` (Recommended)` (SPEC S4). */
const RECOMMENDED_SUFFIX = /\s*\(recommended\)\s*$/i;
/** ` › [x] 1. `: where labels start, and descriptions under them. */
const LABEL_COLUMN = 10;
const QUESTION_MAX_LINES = 4;

/**
 * One question of the prompt: header with the stepper (1/3) and the countdown, the question,
 * its options numbered with descriptions and the Recommended marker, then Other… and Skip.
 */
export function renderPromptScreen(model: PromptModel, context: ViewContext): ScreenContent {
  const { style, strings, terminal, width } = context;
  const { state } = model;
  const question = currentQuestion(state);
  const draft = currentDraft(state);
  const count = state.questions.length;

  const time = countdownText(model.question.expiresAt, context.clock, strings);
  const stepper = count > 1 ? ` (${state.step + 1}/${count})` : "";
  const title = truncate(
    `${escapeControls(question.header)}${stepper}`,
    width - displayWidth(time.plain) - 2,
  );
  const gap = " ".repeat(Math.max(2, width - displayWidth(title) - displayWidth(time.plain)));
  const body = [`${style.bold(title)}${gap}${time.styled(style)}`];
  for (const line of wrap(escapeControls(question.question), width, QUESTION_MAX_LINES))
    body.push(line);
  const how = question.multiSelect ? strings.chooseSeveral : strings.chooseOne;
  body.push(
    state.needsChoice
      ? style.yellow(truncate(terminal.chooseFirst, width))
      : style.dim(truncate(how, width)),
  );
  body.push("");

  question.options.forEach((option, index) => {
    const selected = draft.chosen.includes(index);
    const { text, recommended } = optionLabel(option.label, strings.recommended);
    const label = truncate(text, width - LABEL_COLUMN - displayWidth(recommended) - 1);
    const shown = state.cursor === index ? style.bold(label) : label;
    const badge = recommended === "" ? "" : ` ${style.green(recommended)}`;
    body.push(
      `${rowStart(state.cursor === index, box(question, selected))}${index + 1}. ${shown}${badge}`,
    );
    if (option.description !== undefined)
      for (const line of wrap(escapeControls(option.description), width - LABEL_COLUMN, 2))
        body.push(style.dim(" ".repeat(LABEL_COLUMN) + line));
  });
  body.push(otherLine(model, question, draft, context));
  if (state.editing !== undefined) body.push(inputLine(state.editing, context));
  const onSkip = state.cursor === skipRow(question);
  const skip = truncate(strings.skip, width - LABEL_COLUMN);
  body.push(`${rowStart(onSkip, "   ")}   ${onSkip ? style.bold(skip) : skip}`);

  const status = statusLine(model, context);
  if (status !== undefined) body.push("", status);

  const keys =
    state.editing !== undefined
      ? terminal.otherKeys
      : formatMessage(question.multiSelect ? terminal.multiKeys : terminal.singleKeys, {
          count: question.options.length,
        });
  return { body, footer: [style.dim(truncate(keys, width))] };
}

/** ` › [x] `: the cursor mark and the box (or the space where it would be). */
function rowStart(underCursor: boolean, boxText: string): string {
  return ` ${underCursor ? "›" : " "} ${boxText} `;
}

function box(question: Question, checked: boolean): string {
  if (question.multiSelect) return checked ? "[x]" : "[ ]";
  return checked ? "(*)" : "( )";
}

/** The label without ` (Recommended)`, and the localized marker that replaces it. */
function optionLabel(
  label: string,
  recommendedWord: string,
): { text: string; recommended: string } {
  const escaped = escapeControls(label);
  if (!RECOMMENDED_SUFFIX.test(escaped)) return { text: escaped, recommended: "" };
  return {
    text: escaped.replace(RECOMMENDED_SUFFIX, "") || escaped,
    recommended: `(${recommendedWord})`,
  };
}

function otherLine(
  model: PromptModel,
  question: Question,
  draft: Draft,
  context: ViewContext,
): string {
  const { style, strings, width } = context;
  const underCursor = model.state.cursor === otherRow(question);
  const name = underCursor ? style.bold(strings.otherButton) : strings.otherButton;
  const start = `${rowStart(underCursor, box(question, draft.other))}   `;
  if (!draft.other || draft.otherText === "" || model.state.editing !== undefined)
    return start + name;
  const room = width - LABEL_COLUMN - displayWidth(strings.otherButton) - 2;
  return `${start}${name}: ${truncate(escapeControls(draft.otherText), room)}`;
}

/** The one-line text input of Other…, showing the end of what was typed. */
function inputLine(text: string, context: ViewContext): string {
  const { style, strings, width } = context;
  const indent = " ".repeat(LABEL_COLUMN);
  if (text === "")
    return `${indent}> ▏${style.dim(truncate(strings.otherPlaceholder, width - LABEL_COLUMN - 3))}`;
  return `${indent}> ${truncateStart(escapeControls(text), width - LABEL_COLUMN - 3)}▏`;
}

function statusLine(model: PromptModel, context: ViewContext): string | undefined {
  const { style, terminal, width } = context;
  if (model.sending) return style.dim(truncate(terminal.sending, width));
  if (model.error !== undefined)
    return style.red(
      truncate(formatMessage(terminal.sendFailed, { error: escapeControls(model.error) }), width),
    );
  return undefined;
}
