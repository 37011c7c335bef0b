import type { QuestionRecord } from "../core/index.js";

/** How a question ended, as log fields and metric labels. */
export interface EndingLabels {
  /** `human`, `timeout`, `abort`, `cancel` or `delivery`. */
  endedBy: string;
  /** The surface a human or a cancel came through (`web`, `api`, `telegram`, …), else `none`. */
  surface: string;
}

export function endingLabelsOf(record: QuestionRecord): EndingLabels {
  const endedBy = record.endedBy;
  if (!endedBy) return { endedBy: "none", surface: "none" };
  return {
    endedBy: endedBy.kind,
    surface: endedBy.kind === "human" || endedBy.kind === "cancel" ? endedBy.surface : "none",
  };
}
