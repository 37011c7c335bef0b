import { type QuestionRecord, type QuestionView, resultOf, summarize } from "../core/index.js";
import type { PlanStep } from "../service/question-service.js";

export type { QuestionView };

/** A later step of the question's delivery plan, as `GET /v1/questions/:id` lists it. */
export function toPlanStepView(step: PlanStep) {
  return {
    index: step.index,
    dueAt: step.dueAt,
    routes: step.routes,
    ...(step.remind ? { remind: true as const } : {}),
    ...(step.takenAt === undefined ? {} : { takenAt: step.takenAt }),
    ...(step.outcome === undefined ? {} : { outcome: step.outcome }),
  };
}

export function toQuestionView(record: QuestionRecord): QuestionView {
  const result = resultOf(record);
  return result ? { ...record, result, summary: summarize(record) } : record;
}
