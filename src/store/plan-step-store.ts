import type { PlannedRoute } from "./session-settings-store.js";

/**
 * One later step of a question's delivery plan, kept with the question so that it fires once,
 * on time, on whichever gateway is alive: the chats it adds (escalation) and whether it reminds
 * where the prompt already is.
 */
export interface PlanStep {
  questionId: string;
  /**
   * Its place in the question's plan, from 1. Step 0 is the delivery at the ask, stored only
   * when quiet hours delayed it.
   */
  index: number;
  /** When it is due (ISO 8601). */
  dueAt: string;
  /** The chats it adds; empty for a reminder alone. */
  routes: PlannedRoute[];
  /** Remind where the prompt already is. */
  remind: boolean;
  /** When a gateway took it; absent while it waits. */
  takenAt?: string;
  /** What came of it once taken: `fired`, or `skipped` (the question had ended, or it was due after the deadline). */
  outcome?: "fired" | "skipped";
}

export type PlanStepKey = Pick<PlanStep, "questionId" | "index">;

/** The later steps of delivery plans, each taken exactly once. */
export interface PlanStepStore {
  /**
   * The question's plan steps: the stored ones, else `steps`, stored first, all or none. Every
   * caller, also racing processes on a shared store, gets the same steps, ordered by index.
   * An empty `steps` stores nothing.
   */
  ensurePlanSteps(questionId: string, steps: readonly PlanStep[]): Promise<PlanStep[]>;
  /** A question's steps, ordered by index (taken ones with their outcome). */
  listPlanSteps(questionId: string): Promise<PlanStep[]>;
  /**
   * The steps not yet taken, of every question, ordered by dueAt (then questionId, index): all
   * of them, or the first `limit`, read from an index (the plan runner's one timer).
   */
  listWaitingPlanSteps(limit?: number): Promise<PlanStep[]>;
  /**
   * The steps fired at or after `since` (ISO 8601), ordered by takenAt (then questionId,
   * index), from an index: the first `limit` after the step `after`, when given.
   */
  listFiredPlanSteps(
    since: string,
    page: { after?: Pick<PlanStep, "questionId" | "index" | "takenAt">; limit: number },
  ): Promise<PlanStep[]>;
  /** Takes a waiting step with its outcome; true only for the one caller that took it. */
  takePlanStep(key: PlanStepKey, outcome: "fired" | "skipped", takenAt: string): Promise<boolean>;
}
