import { describe, expect, it } from "vitest";
import { nextPendingQuestion, useExampleGateway, withExample } from "../support/example-run.js";
import { answerOverHttp } from "../support/mcp-clients.js";

/** The LangGraph example, offline end to end against a real gateway process. */

const gateway = useExampleGateway();

describe("examples/langgraph-approvals.ts", () => {
  it("asks the interrupt's question, then the approval, and runs what was approved", async () => {
    const env = { ASK_USER_URL: gateway.url, ASK_USER_SESSION: "graph-session" };
    await withExample("langgraph-approvals.ts", env, async (agent) => {
      const choose = await nextPendingQuestion(gateway.url, "graph-session");
      expect(choose.runId).toBe("langgraph:deploy-1");
      await answerOverHttp(gateway.url, choose.id, { answers: { target: ["Production"] } });

      const approval = await nextPendingQuestion(gateway.url, "graph-session", choose);
      expect(approval.questions[0]).toMatchObject({
        id: "approval",
        question: "Allow shell? $ deploy --to prod",
        options: [{ label: "Allow" }, { label: "Deny" }],
      });
      await answerOverHttp(gateway.url, approval.id, { answers: { approval: ["Allow"] } });

      expect(await agent.exited, agent.stderr()).toBe(0);
      expect(agent.stdout()).toBe("ran: deploy --to prod\n");
    });
  });
});
