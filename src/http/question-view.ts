import type { QuestionView } from "../core/index.js";
import type { PlanStep } from "../service/question-service.js";

export { toQuestionView } from "../core/index.js";
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
