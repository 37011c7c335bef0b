import { describe, expect, it } from "vitest";
import { nextPendingQuestion, useExampleGateway, withExample } from "../support/example-run.js";
import { answerOverHttp } from "../support/mcp-clients.js";

/** The OpenAI Agents SDK example, offline end to end against a real gateway process. */

const gateway = useExampleGateway();

describe("examples/openai-agents-approvals.ts", () => {
  it("asks to approve the tool call, and the model reads the human's reason on Deny", async () => {
    const env = { ASK_USER_URL: gateway.url, ASK_USER_SESSION: "agents-session" };
    await withExample("openai-agents-approvals.ts", env, async (agent) => {
      const approval = await nextPendingQuestion(gateway.url, "agents-session");
      expect(approval).toMatchObject({ runId: "deploy-1", toolCallId: "approval:call_1" });
      expect(approval.questions[0]).toMatchObject({
        question: "Allow deploy? env: prod",
        options: [{ label: "Allow" }, { label: "Deny" }, { label: "Always allow" }],
      });
      await answerOverHttp(gateway.url, approval.id, {
        answers: { approval: ["not before the release notes are out"] },
      });

      expect(await agent.exited, agent.stderr()).toBe(0);
      expect(agent.stdout()).toBe(
        "Deploy: The user denied this tool call and wrote: not before the release notes are out\n",
      );
    });
  });
});
