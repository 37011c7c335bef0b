import type { AnswerMap, QuestionRecord } from "./question-record.js";

export type NoAnswerReason = "expired" | "skipped" | "cancelled" | "aborted" | "delivery_failed";

/**
 * The tool result (SPEC S3). `reason` is the extra field, present only on `no_answer`; `detail`
 * says why delivery failed, only with `reason: "delivery_failed"`.
 */
export type AskUserResult =
  | {
      status: "answered";
      answers: { answers: AnswerMap };
      /** Extra, present when the human said why beside a pick: their words, by question id. */
      notes?: Record<string, string>;
    }
  | { status: "no_answer"; reason?: NoAnswerReason; detail?: string };

/** The tool result of an ended question, or undefined while it is pending. */
export function resultOf(record: QuestionRecord): AskUserResult | undefined {
  switch (record.status) {
    case "pending":
      return undefined;
    case "answered": {
      const notes = record.endedBy?.kind === "human" ? record.endedBy.notes : undefined;
      return {
        status: "answered",
        answers: { answers: record.answers ?? {} },
        ...(notes === undefined ? {} : { notes }),
      };
    }
    case "skipped":
      return { status: "no_answer", reason: "skipped" };
    case "expired":
      return { status: "no_answer", reason: "expired" };
    case "cancelled":
      return {
        status: "no_answer",
        reason: record.endedBy?.kind === "abort" ? "aborted" : "cancelled",
      };
    case "delivery_failed":
      return {
        status: "no_answer",
        reason: "delivery_failed",
        detail: record.endedBy?.kind === "delivery" ? record.endedBy.detail : "delivery failed",
      };
  }
}
