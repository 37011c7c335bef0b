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
import type { ReplyInput } from "./reply-input.js";
import type { ScreenContent, ViewContext } from "./screen-frame.js";

export interface PromptModel {
  question: QuestionView;
  state: PromptState;
  sending: boolean;
  /** A failed send, in the gateway's words. */
  error: string | undefined;
  /** The reply typed in words, while its line is open. */
  reply: ReplyInput | undefined;
}

/** The agent marks its recommendation by ending the label with ` (Recommended)` (SPEC S4). */
const RECOMMENDED_SUFFIX = /\s*\(recommended\)\s*$/i;
/** ` › [x] 1. `: where labels start, and descriptions under them. */
const LABEL_COLUMN = 10;
const QUESTION_MAX_LINES = 4;
const CLARIFICATION_MAX_LINES = 4;

/**
 * One question of the prompt: header with the stepper (1/3) and the countdown, the question,
 * its options numbered with descriptions and the Recommended marker, then Other… and Skip, and
 * the reply line when it is open (no row is under the cursor then: the keys type the reply).
 */
export function renderPromptScreen(model: PromptModel, context: ViewContext): ScreenContent {
  const { style, strings, terminal, width } = context;
  const { state } = model;
  const question = currentQuestion(state);
  const draft = currentDraft(state);
  const count = state.questions.length;
  const cursor = model.reply === undefined ? state.cursor : -1;

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
    const shown = cursor === index ? style.bold(label) : label;
    const badge = recommended === "" ? "" : ` ${style.green(recommended)}`;
    body.push(
      `${rowStart(cursor === index, box(question, selected))}${index + 1}. ${shown}${badge}`,
    );
    if (option.description !== undefined)
      for (const line of wrap(escapeControls(option.description), width - LABEL_COLUMN, 2))
        body.push(style.dim(" ".repeat(LABEL_COLUMN) + line));
  });
  body.push(otherLine(model, cursor === otherRow(question), draft, context));
  if (state.editing !== undefined) body.push(inputLine(state.editing, context));
  const onSkip = cursor === skipRow(question);
  const skip = truncate(strings.skip, width - LABEL_COLUMN);
  body.push(`${rowStart(onSkip, "   ")}   ${onSkip ? style.bold(skip) : skip}`);
  if (model.reply !== undefined)
    body.push("", ...replyLines(model.reply, state.questions, context));

  const status = statusLine(model, context);
  if (status !== undefined) body.push("", status);

  const keys =
    model.reply !== undefined
      ? terminal.replyKeys
      : state.editing !== undefined
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
  underCursor: boolean,
  draft: Draft,
  context: ViewContext,
): string {
  const { style, strings, width } = context;
  const question = currentQuestion(model.state);
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

/** The reply line: its title, what was typed (else how to reply), the gateway's clarification. */
function replyLines(
  input: ReplyInput,
  questions: readonly Question[],
  context: ViewContext,
): string[] {
  const { style, terminal, width } = context;
  const room = width - 4;
  const lines = [style.bold(truncate(terminal.replyTitle, width))];
  lines.push(
    input.text === ""
      ? ` > ▏${style.dim(truncate(replyHint(questions, context), room))}`
      : ` > ${truncateStart(escapeControls(input.text), room)}▏`,
  );
  if (input.clarification !== undefined)
    for (const line of wrap(
      escapeControls(input.clarification),
      width - 1,
      CLARIFICATION_MAX_LINES,
    ))
      lines.push(style.yellow(` ${line}`));
  return lines;
}

/**
 * How to reply, as the Control UI's composer says it; several questions are answered on the
 * one line with keys (`deploy: 1; notify: 1, 2`), since Enter sends.
 */
function replyHint(questions: readonly Question[], context: ViewContext): string {
  const { strings, terminal } = context;
  const quote = (text: string) => `${strings.quotes[0]}${text}${strings.quotes[1]}`;
  const [first, ...rest] = questions;
  if (rest.length > 0) {
    const keyed = questions.map((each) => `${each.id}: ${each.multiSelect ? "1, 2" : "1"}`);
    return formatMessage(terminal.replySeveral, { example: quote(keyed.join("; ")) });
  }
  if (first?.multiSelect) return formatMessage(strings.replyMany, { example: quote("1, 2") });
  return strings.replyOne;
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
