import { describe, expect, it } from "vitest";
import { nextPendingQuestion, useExampleGateway, withExample } from "../support/example-run.js";
import { answerOverHttp } from "../support/mcp-clients.js";

/** The AI SDK tool-approval example, offline end to end against a real gateway process. */

const gateway = useExampleGateway();

describe("examples/ai-sdk-approvals.ts", () => {
  it("asks to approve the command, and the model reads the human's reason on Deny", async () => {
    const env = { ASK_USER_URL: gateway.url, ASK_USER_SESSION: "approvals-session" };
    await withExample("ai-sdk-approvals.ts", env, async (agent) => {
      const approval = await nextPendingQuestion(gateway.url, "approvals-session");
      expect(approval).toMatchObject({
        runId: "clean-1",
        toolCallId: expect.stringMatching(/^approval:/u),
      });
      expect(approval.questions[0]).toMatchObject({
        question: "Allow shell? $ rm -rf build",
        options: [{ label: "Allow" }, { label: "Deny" }],
      });
      await answerOverHttp(gateway.url, approval.id, {
        answers: { approval: ["keep the build cache"] },
      });

      expect(await agent.exited, agent.stderr()).toBe(0);
      expect(agent.stdout()).toBe(
        "not run: The user denied this tool call and wrote: keep the build cache\n",
      );
    });
  });
});
