import type { Messages, ServerClock } from "../../core/index.js";
import type { Style } from "./ansi-style.js";
import { displayWidth, truncate } from "./display-width.js";
import type { ScreenSize } from "./raw-terminal.js";
import type { TerminalMessages } from "./terminal-messages.js";

/** Everything a screen needs to draw itself. */
export interface ViewContext {
  strings: Messages;
  terminal: TerminalMessages;
  style: Style;
  clock: ServerClock;
  /** Columns a line may use: one less than the terminal's, so no line ever wraps. */
  width: number;
}

/** A screen's own part: the body, and key hints at the bottom. */
export interface ScreenContent {
  body: string[];
  footer: string[];
}

export interface FrameTitle {
  /** Plain text (escaped already), e.g. `ask-user · deploys`. */
  title: string;
  /** Plain text at the right, e.g. "Reconnecting…", shown in yellow. */
  status?: string | undefined;
}

/**
 * The whole screen: a title bar with the connection state, a rule, the body (cut to fit the
 * rows), and the footer on the last lines.
 */
export function composeFrame(
  title: FrameTitle,
  content: ScreenContent,
  size: ScreenSize,
  context: Pick<ViewContext, "style" | "width">,
): string[] {
  const { style, width } = context;
  const status = title.status === undefined ? "" : truncate(title.status, Math.floor(width / 2));
  const left = truncate(title.title, width - displayWidth(status) - 1);
  const gap = " ".repeat(Math.max(1, width - displayWidth(left) - displayWidth(status)));
  const top = `${style.bold(left)}${status === "" ? "" : gap + style.yellow(status)}`;
  const footer = content.footer;
  const room = Math.max(0, size.rows - 2 - footer.length - 1);
  const body = content.body.slice(0, room);
  const filler = Array.from({ length: Math.max(0, room - body.length) }, () => "");
  return [top, style.dim("─".repeat(width)), ...body, ...filler, "", ...footer].slice(0, size.rows);
}
