import { describe, expect, it } from "vitest";
import { loadGatewayConfig } from "../../src/config.js";
import { startGateway } from "../../src/gateway/gateway.js";
import { deployPrompt } from "../support/prompts.js";

const configWithPlan = (plan: unknown) =>
  loadGatewayConfig({ port: "0", db: "memory" }, { ASK_USER_PLAN: JSON.stringify(plan) });

describe("the default plan (ASK_USER_PLAN) at the gateway's start", () => {
  it("refuses a channel the gateway does not run, naming the variable and the field path", async () => {
    const config = configWithPlan({
      steps: [{ afterSeconds: 0, routes: [{ channel: "slack", chatId: "C1" }] }],
    });
    await expect(startGateway(config)).rejects.toThrow(
      "ASK_USER_PLAN: steps[0].routes[0].channel: expected one of: push",
    );
  });

  it("refuses a chat for a chatless channel", async () => {
    const config = configWithPlan({
      steps: [{ afterSeconds: 60, routes: [{ channel: "push", chatId: "phone" }] }],
    });
    await expect(startGateway(config)).rejects.toThrow(
      /^ASK_USER_PLAN: steps\[0\]\.routes\[0\]\.chatId: not taken/,
    );
  });

  it("starts with a plan on the channels it runs, and offers it as every session's default", async () => {
    const plan = {
      steps: [
        { afterSeconds: 0, routes: [] },
        { afterSeconds: 1200, routes: [{ channel: "push" }] },
      ],
    };
    const gateway = await startGateway(configWithPlan(plan));
    try {
      expect((await gateway.service.sessions.forDelivery("s")).plan).toEqual(plan);
      expect(await gateway.service.sessions.plan("s")).toBeUndefined();

      // A question lists the later steps the default gave it, waiting.
      const asked = await fetch(`${gateway.url}/v1/questions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ sessionId: "s", ...deployPrompt(1800) }),
      });
      const { id, createdAt } = (await asked.json()) as { id: string; createdAt: string };
      await gateway.channels.idle();
      const read = async (path: string) =>
        (await (await fetch(`${gateway.url}${path}`)).json()) as Record<string, unknown> & {
          planSteps?: unknown;
          questions?: Array<{ planSteps?: unknown }>;
        };
      const view = await read(`/v1/questions/${id}`);
      expect(view.planSteps).toEqual([
        {
          index: 1,
          dueAt: new Date(Date.parse(createdAt) + 1_200_000).toISOString(),
          routes: [{ channel: "push" }],
        },
      ]);
      // Once it ends, the step is skipped, never fired.
      await gateway.service.cancel(id);
      await gateway.channels.idle();
      const ended = await read(`/v1/questions/${id}`);
      expect(ended.planSteps).toEqual([
        expect.objectContaining({ index: 1, outcome: "skipped", takenAt: expect.any(String) }),
      ]);
      // A question without later steps lists none.
      const list = await read("/v1/questions?sessionId=s");
      expect(list.questions?.[0]?.planSteps).toBeUndefined();
    } finally {
      await gateway.close();
    }
  });
});
