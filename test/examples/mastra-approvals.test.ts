import { describe, expect, it } from "vitest";
import { nextPendingQuestion, useExampleGateway, withExample } from "../support/example-run.js";
import { answerOverHttp } from "../support/mcp-clients.js";

/** The Mastra example, offline end to end against a real gateway process. */

const gateway = useExampleGateway();

describe("examples/mastra-approvals.ts", () => {
  it("asks to approve the suspended tool call, and Allow runs it", async () => {
    const env = { ASK_USER_URL: gateway.url, ASK_USER_SESSION: "mastra-session" };
    await withExample("mastra-approvals.ts", env, async (agent) => {
      const approval = await nextPendingQuestion(gateway.url, "mastra-session");
      expect(approval).toMatchObject({
        runId: expect.stringMatching(/^mastra:/u),
        toolCallId: "approval:call_1",
      });
      expect(approval.questions[0]).toMatchObject({
        question: "Allow deploy? env: prod",
        options: [{ label: "Allow" }, { label: "Deny" }],
      });
      await answerOverHttp(gateway.url, approval.id, { answers: { approval: ["Allow"] } });

      expect(await agent.exited, agent.stderr()).toBe(0);
      expect(agent.stdout()).toBe("Deploy: deployed to prod\n");
    });
  });
});
