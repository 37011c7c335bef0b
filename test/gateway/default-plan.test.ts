import { describe, expect, it } from "vitest";
import { loadGatewayConfig } from "../../src/config.js";
import { startGateway } from "../../src/gateway/gateway.js";

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
      expect(await gateway.service.sessions.effectivePlan("s")).toEqual(plan);
      expect(await gateway.service.sessions.plan("s")).toBeUndefined();
    } finally {
      await gateway.close();
    }
  });
});
