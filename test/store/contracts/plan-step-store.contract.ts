import { expect, it } from "vitest";
import type { PlanStep } from "../../../src/store/question-store.js";
import { afterAsk as at, candidatePlan, planStep } from "../../support/plan-steps.js";
import { describeStore, type StoreContractOptions } from "./describe-store.js";

/** The contract of `PlanStepStore`: plan steps. */
export function planStepStoreContract(options: StoreContractOptions): void {
  describeStore(options, "plan steps", ({ store, reopen }) => {
    it("stores a question's plan steps once, by index, and gives a later candidate the stored ones", async () => {
      const [first, second, third] = candidatePlan("q-plan", 1);
      const stored = await store().ensurePlanSteps("q-plan", [
        third as PlanStep,
        first as PlanStep,
        second as PlanStep,
      ]);
      expect(stored).toEqual([first, second, third]);
      expect(await store().ensurePlanSteps("q-plan", candidatePlan("q-plan", 2))).toEqual(stored);
      expect(await store().ensurePlanSteps("q-plan", [])).toEqual(stored);
      expect(await store().listPlanSteps("q-plan")).toEqual(stored);
      expect(await store().listPlanSteps("q-other")).toEqual([]);
    });

    it("stores nothing for an empty plan, so a later candidate is still stored", async () => {
      expect(await store().ensurePlanSteps("q-plan", [])).toEqual([]);
      expect(await store().listPlanSteps("q-plan")).toEqual([]);
      expect(await store().listWaitingPlanSteps()).toEqual([]);
      const plan = candidatePlan("q-plan", 1);
      expect(await store().ensurePlanSteps("q-plan", plan)).toEqual(plan);
    });

    it("stores step 0 (the ask's chats, held by quiet hours) first, and takes it like any", async () => {
      const steps = [planStep("q-plan", 0, 480), planStep("q-plan", 1, 480)];
      expect(await store().ensurePlanSteps("q-plan", [...steps].reverse())).toEqual(steps);
      expect(await store().takePlanStep({ questionId: "q-plan", index: 0 }, "fired", at(480))).toBe(
        true,
      );
      expect((await store().listWaitingPlanSteps()).map((step) => step.index)).toEqual([1]);
    });

    it("keeps a plan step's routes and reminder exactly", async () => {
      const steps = [
        planStep("q-plan", 1, 5, {
          routes: [{ channel: "telegram", chatId: "-100123" }, { channel: "push" }],
        }),
        // A reminder alone adds no chats.
        planStep("q-plan", 2, 10, { routes: [], remind: true }),
        planStep("q-plan", 3, 15, {
          routes: [{ channel: "slack", chatId: "C0 😀 <b> ' \\ \u0000" }],
          remind: true,
        }),
      ];
      const stored = await store().ensurePlanSteps("q-plan", steps);
      expect(stored).toEqual(steps);
      expect(stored[0]?.routes[1]).not.toHaveProperty("chatId");
      expect(stored[0]).not.toHaveProperty("takenAt");
      expect(stored[0]).not.toHaveProperty("outcome");
    });

    it("lists the waiting steps of every question by due time, then question and index", async () => {
      await store().ensurePlanSteps("q-b", [planStep("q-b", 1, 5), planStep("q-b", 2, 1)]);
      await store().ensurePlanSteps("q-a", [planStep("q-a", 2, 5), planStep("q-a", 1, 5)]);
      await store().ensurePlanSteps("q-c", [planStep("q-c", 1, 3)]);
      const order = (steps: PlanStep[]) => steps.map((step) => `${step.questionId}/${step.index}`);
      expect(order(await store().listWaitingPlanSteps())).toEqual([
        "q-b/2",
        "q-c/1",
        "q-a/1",
        "q-a/2",
        "q-b/1",
      ]);
      expect(await store().takePlanStep({ questionId: "q-c", index: 1 }, "fired", at(4))).toBe(
        true,
      );
      expect(await store().takePlanStep({ questionId: "q-a", index: 1 }, "skipped", at(6))).toBe(
        true,
      );
      expect(order(await store().listWaitingPlanSteps())).toEqual(["q-b/2", "q-a/2", "q-b/1"]);
      expect(order(await store().listWaitingPlanSteps(2))).toEqual(["q-b/2", "q-a/2"]);
      // A question's own list keeps the taken steps, with when and what came of them.
      expect(await store().listPlanSteps("q-a")).toEqual([
        { ...planStep("q-a", 1, 5), takenAt: at(6), outcome: "skipped" },
        planStep("q-a", 2, 5),
      ]);
    });

    it("lists the steps fired since a time by when they were taken, a page at a time", async () => {
      await store().ensurePlanSteps("q-b", [planStep("q-b", 1, 5), planStep("q-b", 2, 6)]);
      await store().ensurePlanSteps("q-a", [planStep("q-a", 1, 5), planStep("q-a", 2, 6)]);
      await store().ensurePlanSteps("q-c", [planStep("q-c", 1, 1), planStep("q-c", 2, 2)]);
      const take = (
        questionId: string,
        index: number,
        outcome: "fired" | "skipped",
        when: number,
      ) => store().takePlanStep({ questionId, index }, outcome, at(when));
      await take("q-c", 1, "fired", 1);
      await take("q-b", 1, "fired", 5);
      await take("q-a", 1, "fired", 5);
      await take("q-a", 2, "skipped", 6);
      await take("q-b", 2, "fired", 7);
      const order = (steps: PlanStep[]) => steps.map((step) => `${step.questionId}/${step.index}`);
      expect(order(await store().listFiredPlanSteps(at(5), { limit: 10 }))).toEqual([
        "q-a/1",
        "q-b/1",
        "q-b/2",
      ]);
      const [first] = await store().listFiredPlanSteps(at(5), { limit: 1 });
      expect(first).toEqual({ ...planStep("q-a", 1, 5), takenAt: at(5), outcome: "fired" });
      const next = await store().listFiredPlanSteps(at(5), { after: first, limit: 1 });
      expect(order(next)).toEqual(["q-b/1"]);
      expect(order(await store().listFiredPlanSteps(at(5), { after: next[0], limit: 10 }))).toEqual(
        ["q-b/2"],
      );
      expect(await store().listFiredPlanSteps(at(8), { limit: 10 })).toEqual([]);
    });

    it("takes a plan step exactly once, also when two take it at once", async () => {
      await store().ensurePlanSteps("q-plan", candidatePlan("q-plan", 0));
      const first = { questionId: "q-plan", index: 1 };
      expect(await store().takePlanStep(first, "fired", at(5))).toBe(true);
      expect(await store().takePlanStep(first, "skipped", at(6))).toBe(false);

      const second = { questionId: "q-plan", index: 2 };
      const takes = await Promise.all([
        store().takePlanStep(second, "fired", at(10)),
        store().takePlanStep(second, "skipped", at(10)),
      ]);
      expect(takes.filter(Boolean)).toHaveLength(1);
      const [taken] = (await store().listPlanSteps("q-plan")).filter((step) => step.index === 2);
      expect(taken?.outcome).toBe(takes[0] ? "fired" : "skipped");

      expect(await store().takePlanStep({ questionId: "q-plan", index: 9 }, "fired", at(5))).toBe(
        false,
      );
      expect(await store().takePlanStep({ questionId: "q-none", index: 1 }, "fired", at(5))).toBe(
        false,
      );
    });

    it("finds no plan steps for a question id with U+0000", async () => {
      await store().ensurePlanSteps("q-plan", candidatePlan("q-plan", 0));
      // No store can hold U+0000 alike, so no such question has steps anywhere.
      expect(await store().listPlanSteps("q-plan\u0000")).toEqual([]);
      expect(
        await store().takePlanStep({ questionId: "q-plan\u0000", index: 1 }, "fired", at(5)),
      ).toBe(false);
      expect(await store().listWaitingPlanSteps()).toHaveLength(2);
    });

    it("gives every racing caller the same complete plan", async () => {
      const candidates = Array.from({ length: 5 }, (_, n) => candidatePlan("q-race", n));
      const plans = await Promise.all(
        candidates.map((candidate) => store().ensurePlanSteps("q-race", candidate)),
      );
      expect(candidates).toContainEqual(plans[0]);
      expect(new Set(plans.map((plan) => JSON.stringify(plan))).size).toBe(1);
      expect(await store().listPlanSteps("q-race")).toEqual(plans[0]);
    });

    if (!reopen) return;
    it("keeps plan steps and what came of them across a reopen", async () => {
      const plan = candidatePlan("q-plan", 1);
      await store().ensurePlanSteps("q-plan", plan);
      await store().takePlanStep({ questionId: "q-plan", index: 1 }, "fired", at(6));
      await reopen();
      const [first, ...waiting] = plan;
      const stored = [{ ...first, takenAt: at(6), outcome: "fired" }, ...waiting];
      expect(await store().ensurePlanSteps("q-plan", candidatePlan("q-plan", 2))).toEqual(stored);
      expect(await store().listWaitingPlanSteps()).toEqual(waiting);
      expect(await store().takePlanStep({ questionId: "q-plan", index: 1 }, "fired", at(7))).toBe(
        false,
      );
    });
  });
}
