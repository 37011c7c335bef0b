import type { PlanStep } from "../../src/store/question-store.js";

const askedAt = Date.parse("2026-01-01T00:00:00.000Z");

/** The ISO time `minutes` after the ask of the plans made here. */
export function afterAsk(minutes: number): string {
  return new Date(askedAt + minutes * 60_000).toISOString();
}

/** A waiting plan step `minutes` after the ask, escalating to one Telegram chat by default. */
export function planStep(
  questionId: string,
  index: number,
  minutes: number,
  overrides: Partial<PlanStep> = {},
): PlanStep {
  return {
    questionId,
    index,
    dueAt: afterAsk(minutes),
    routes: [{ channel: "telegram", chatId: `chat-${index}` }],
    remind: false,
    ...overrides,
  };
}

/**
 * One of several distinct candidate plans for a question, as racing gateways would each make:
 * candidate `n` has `n + 2` steps at its own times, so a mix of two is easy to see.
 */
export function candidatePlan(questionId: string, n: number): PlanStep[] {
  return Array.from({ length: n + 2 }, (_, offset) =>
    planStep(questionId, offset + 1, 5 * (offset + 1) + n, { remind: n % 2 === 0 }),
  );
}
