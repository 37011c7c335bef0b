import {
  type Locale,
  messages,
  type QuestionRecord,
  summarizeLocalized,
} from "../../core/index.js";
import { escapeControls } from "./control-text.js";

/** The summary left on the list once the question that was shown ends (SPEC L7). */
export interface Notice {
  /** Plain, escaped lines. */
  lines: string[];
  /** `done` for an answer or skip sent from here, `elsewhere` for any other ending. */
  tone: "done" | "elsewhere";
}

/**
 * How a question ended, for the list: the `Header: answer` lines of an answer given here, or
 * the headers and one word (Skipped, Expired, Cancelled, Answered elsewhere).
 */
export function noticeFor(record: QuestionRecord, locale: Locale, endedHere: boolean): Notice {
  const tone = endedHere ? "done" : "elsewhere";
  if (record.status === "answered" && endedHere)
    return { lines: summarizeLocalized(record, locale).map(escapeControls), tone };
  const word =
    record.status === "answered"
      ? messages(locale).answeredElsewhere
      : (summarizeLocalized(record, locale)[0] ?? "");
  const headers = record.questions.map((question) => question.header).join(", ");
  return { lines: [escapeControls(`${headers} — ${word}`)], tone };
}
