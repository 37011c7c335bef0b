import { type Locale, type QuestionRecord, summarizeEnding } from "../../core/index.js";
import { escapeControls } from "./control-text.js";

/** The summary left on the list once the question that was shown ends (SPEC L7). */
export interface Notice {
  /** Plain, escaped lines. */
  lines: string[];
  /** `done` for an answer or skip sent from here, `elsewhere` for any other ending. */
  tone: "done" | "elsewhere";
}

/**
 * How a question ended, for the list, whichever surface ended it (SPEC C6): the `Header: answer`
 * lines of an answer, then who answered where and when; for any other ending the headers and
 * how it ended ("Deploy — Skipped in the terminal by ann at 14:02"). Times read as this machine's.
 */
export function noticeFor(record: QuestionRecord, locale: Locale, endedHere: boolean): Notice {
  const tone = endedHere ? "done" : "elsewhere";
  const summary = summarizeEnding(record, { locale });
  if (summary === undefined) return { lines: [], tone };
  const headers = record.questions.map((question) => question.header).join(", ");
  const lines =
    summary.answers.length > 0
      ? [...summary.answers, summary.outcome]
      : [`${headers} — ${summary.outcome}`];
  return { lines: lines.map(escapeControls), tone };
}
