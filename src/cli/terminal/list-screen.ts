import type { QuestionView } from "../../client/index.js";
import { escapeControls } from "./control-text.js";
import { countdownText } from "./countdown.js";
import { displayWidth, padEnd, truncate } from "./display-width.js";
import type { Notice } from "./notice.js";
import type { PendingList } from "./pending-list.js";
import type { ScreenContent, ViewContext } from "./screen-frame.js";

export interface ListModel {
  list: PendingList;
  notice: Notice | undefined;
  /** Whether the rows name their session (the terminal watches every session). */
  showSessions: boolean;
  /** Lines the body may take, so the row under the cursor stays in view. */
  maxLines: number;
}

const SESSION_COLUMN = 18;
const HEADER_COLUMN = 24;

/** The pending questions: session, headers, question and time left, one row each. */
export function renderListScreen(model: ListModel, context: ViewContext): ScreenContent {
  const { style, strings, terminal, width } = context;
  const body: string[] = [];
  if (model.notice) {
    const tone = model.notice.tone === "done" ? style.green : style.yellow;
    for (const line of model.notice.lines) body.push(tone(truncate(line, width)));
    body.push("");
  }
  const { items, cursor } = model.list;
  if (items.length === 0) {
    body.push(style.dim(truncate(strings.replyNoPending, width)));
    return { body, footer: [style.dim(truncate(terminal.listKeys, width))] };
  }
  body.push(style.bold(truncate(`${strings.waitingForAnswer} (${items.length})`, width)));

  // A window of rows around the cursor when there are more than fit.
  const room = Math.max(1, model.maxLines - body.length);
  const first = Math.max(0, Math.min(cursor - Math.floor(room / 2), items.length - room));
  items.slice(first, first + room).forEach((item, offset) => {
    body.push(renderRow(item, first + offset === cursor, model.showSessions, context));
  });
  return { body, footer: [style.dim(truncate(terminal.listKeys, width))] };
}

function renderRow(
  item: QuestionView,
  selected: boolean,
  showSessions: boolean,
  context: ViewContext,
): string {
  const { style, clock, strings, width } = context;
  const time = countdownText(item.expiresAt, clock, strings);
  const timeWidth = Math.max(5, displayWidth(time.plain));
  const mark = selected ? "›" : " ";
  const headers = escapeControls(item.questions.map((question) => question.header).join(", "));
  const columns: string[] = [];
  if (showSessions) columns.push(padEnd(escapeControls(item.sessionId), SESSION_COLUMN));
  columns.push(padEnd(headers, HEADER_COLUMN));
  const fixed = columns.join("  ");
  const textWidth = Math.max(0, width - 3 - displayWidth(fixed) - 2 - 2 - timeWidth);
  const question = padEnd(escapeControls(item.questions[0]?.question ?? ""), textWidth);
  const row = `${fixed}  ${question}`;
  const shownRow = selected ? style.inverse(style.bold(row)) : row;
  const timeCell = " ".repeat(timeWidth - displayWidth(time.plain)) + time.styled(style);
  return ` ${mark} ${shownRow}  ${timeCell}`;
}
