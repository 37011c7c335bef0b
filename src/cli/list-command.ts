import type { QuestionView } from "../client/node.js";
import type { QuestionStatus } from "../core/index.js";
import { TERMINAL_STATUSES } from "../core/question-record.js";
import type { CliIo } from "./ask-command.js";
import { connectGateway, type GatewayFlags } from "./connect-gateway.js";
import { escapeControls } from "./terminal/control-text.js";
import { displayWidth, padEnd, truncate } from "./terminal/display-width.js";

const QUESTION_STATUSES: readonly QuestionStatus[] = ["pending", ...TERMINAL_STATUSES];

export interface ListFlags extends GatewayFlags {
  session?: string;
  status?: string;
  json?: boolean;
}

/**
 * `ask-user list`: the gateway's questions, oldest first, of one session or all, optionally of
 * one status. A table on a terminal; a JSON array with `--json` or when stdout is not a TTY, so
 * scripts never parse the table. Exit code 0, or 1 on error.
 */
export async function runListCommand(flags: ListFlags, io: CliIo): Promise<number> {
  if (flags.session !== undefined && flags.session.trim() === "")
    throw new Error("--session: expected a session key");
  if (flags.status !== undefined && !QUESTION_STATUSES.includes(flags.status as QuestionStatus))
    throw new Error(
      `--status: expected one of ${QUESTION_STATUSES.join(", ")}, got "${flags.status}"`,
    );
  const { client } = await connectGateway("reader", flags, io.env, { stderr: io.stderr });
  const questions = await client.list({
    ...(flags.session === undefined ? {} : { sessionId: flags.session }),
    ...(flags.status === undefined ? {} : { status: flags.status as QuestionStatus }),
  });
  if (flags.json || !io.stdoutIsTTY) io.stdout(`${JSON.stringify(questions, null, 2)}\n`);
  else io.stdout(questionTable(questions, Date.now()));
  return 0;
}

/**
 * Columns id, session, status, question (its header) and age, padded to line up in terminal
 * columns (Thai marks take none, wide characters two). What the agent wrote is escaped, as in
 * the answer terminal: a label cannot move the cursor or recolour the screen.
 */
export function questionTable(questions: readonly QuestionView[], now: number): string {
  if (questions.length === 0) return "no questions\n";
  const rows = [
    ["ID", "SESSION", "STATUS", "QUESTION", "AGE"],
    ...questions.map((question) => [
      question.id,
      escapeControls(question.sessionId),
      question.status,
      headline(question),
      formatAge(now - Date.parse(question.createdAt)),
    ]),
  ];
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => displayWidth(row[column] ?? ""))),
  ) as number[];
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === row.length - 1 ? cell : padEnd(cell, widths[column] ?? 0),
        )
        .join("  "),
    )
    .join("\n")
    .concat("\n");
}

/** The first prompt's header and question, and how many more the question holds. */
function headline(question: QuestionView): string {
  const [first, ...more] = question.questions;
  if (first === undefined) return "";
  const short = truncate(
    escapeControls(`${first.header}: ${first.question}`.replace(/\s+/g, " ")),
    60,
  );
  return more.length === 0 ? short : `${short} (+${more.length})`;
}

/** A rough age: seconds, minutes, hours or days, the largest unit that fits. */
export function formatAge(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 60) return `${seconds}s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)}h`;
  return `${Math.floor(seconds / 86_400)}d`;
}
