import { generateText, type ModelMessage, tool } from "ai";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { askToolApprovals } from "../../src/bridges/ai-sdk-approvals.js";
import type { QuestionView } from "../../src/client/client-types.js";
import { pendingQuestions, useGatewayClient } from "../support/gateway-client.js";
import { scriptedModel, textTurn, toolCallTurn } from "../tools/mock-model.js";

/**
 * The AI SDK bridge, offline: the SDK's mock model calls a tool that needs approval, the bridge
 * asks the human through a real gateway, and the next call runs the tool or tells the model why
 * not.
 */

const gateway = useGatewayClient();
const pendingIn = async (sessionId: string) =>
  (await pendingQuestions(gateway.client, sessionId))[0] as QuestionView;

/** Runs the agent until it needs approval, asks, and runs it again with the decision. */
async function runWithApproval(sessionId: string, answer: (id: string) => Promise<unknown>) {
  const ran: string[] = [];
  const tools = {
    shell: tool({
      description: "Runs a shell command",
      inputSchema: z.object({ command: z.string() }),
      needsApproval: true,
      execute: async ({ command }) => {
        ran.push(command);
        return "done";
      },
    }),
  };
  const model = scriptedModel([
    toolCallTurn("call-1", { command: "git push --force" }, "shell"),
    textTurn("Finished."),
  ]);
  const messages: ModelMessage[] = [{ role: "user", content: "Push it." }];
  const first = await generateText({ model, tools, messages });
  messages.push(...first.response.messages);
  const asking = askToolApprovals(first.content, {
    asker: gateway.client,
    sessionId,
    runId: "r-1",
  });
  const question = await pendingIn(sessionId);
  await answer(question.id);
  const toolMessage = await asking;
  if (toolMessage) messages.push(toolMessage);
  const second = await generateText({ model, tools, messages });
  return { question, ran, toolMessage, second, model };
}

describe("askToolApprovals (AI SDK)", () => {
  it("asks with the tool's command, and an Allow runs the tool", async () => {
    const { question, ran, toolMessage, second } = await runWithApproval("allow", (id) =>
      gateway.client.answer(id, { answers: { approval: ["Allow"] } }),
    );
    expect(question).toMatchObject({
      runId: "r-1",
      toolCallId: expect.stringMatching(/^approval:/u),
    });
    expect(question.questions[0]?.question).toBe("Allow shell? $ git push --force");
    expect(toolMessage?.content).toMatchObject([
      { type: "tool-approval-response", approved: true },
    ]);
    expect(ran).toStrictEqual(["git push --force"]);
    expect(second.text).toBe("Finished.");
  });

  it("a Deny with words does not run the tool, and the model reads the words", async () => {
    const { ran, model } = await runWithApproval("deny", (id) =>
      gateway.client.answer(id, { answers: { approval: ["never force-push main"] } }),
    );
    expect(ran).toStrictEqual([]);
    const prompt = JSON.stringify(model.doGenerateCalls[1]?.prompt);
    expect(prompt).toContain("execution-denied");
    expect(prompt).toContain("The user denied this tool call and wrote: never force-push main");
  });

  it("asks about parallel calls one after another, each with its own decision", async () => {
    const content = ["rm -rf build", "git push"].map((command, index) => ({
      type: "tool-approval-request",
      approvalId: `a-${index}`,
      toolCall: { toolCallId: `c-${index}`, toolName: "shell", input: { command } },
    }));
    const asking = askToolApprovals(content, { asker: gateway.client, sessionId: "parallel" });
    const first = await pendingIn("parallel");
    expect(first.toolCallId).toBe("approval:a-0");
    await gateway.client.answer(first.id, { answers: { approval: ["Deny"] } });
    const [second] = (await pendingQuestions(gateway.client, "parallel")).filter(
      (question) => question.id !== first.id,
    );
    expect(second?.toolCallId).toBe("approval:a-1");
    await gateway.client.answer(second?.id as string, { answers: { approval: ["Allow"] } });
    expect((await asking)?.content).toMatchObject([
      { approvalId: "a-0", approved: false, reason: "The user denied this tool call." },
      { approvalId: "a-1", approved: true },
    ]);
  });

  it("nothing to ask: no tool message", async () => {
    expect(
      await askToolApprovals([{ type: "text" }], { asker: gateway.client, sessionId: "none" }),
    ).toBeUndefined();
  });
});
