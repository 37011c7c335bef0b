import { generateText, stepCountIs } from "ai";
import { describe, expect, it } from "vitest";
import type { QuestionView } from "../../src/client/client-types.js";
import { ASK_USER_TOOL_DESCRIPTION } from "../../src/core/index.js";
import { askUserTool, askUserTools } from "../../src/tools/ai-sdk-tools.js";
import { pendingQuestions, useGatewayClient } from "../support/gateway-client.js";
import { deployPrompt } from "../support/prompts.js";
import { scriptedModel, textTurn, toolCallTurn, toolResultsIn } from "./mock-model.js";

/** SPEC A2, S4, S5, L3: `ask_user` as a Vercel AI SDK tool, driven by the SDK's mock model. */

const gateway = useGatewayClient();
const pendingIn = async (sessionId: string) =>
  (await pendingQuestions(gateway.client, sessionId))[0] as QuestionView;

describe("askUserTools", () => {
  it("offers no tool to a subagent session (S5)", () => {
    expect(askUserTools(gateway.client, { sessionId: "agent:x:subagent:y" })).toStrictEqual({});
    expect(askUserTool(gateway.client, { sessionId: "agent:x:subagent:y" })).toBeUndefined();
  });

  it("offers ask_user with the S4 description and the S1 schema to a main session", () => {
    const tools = askUserTools(gateway.client, { sessionId: "agent:x:main" });
    expect(Object.keys(tools)).toStrictEqual(["ask_user"]);
    expect(tools.ask_user?.description).toBe(ASK_USER_TOOL_DESCRIPTION);
  });

  it("execute returns the exact S3 result once a human answers", async () => {
    const askUser = askUserTool(gateway.client, { sessionId: "s", runId: "run-1" });
    const executing = askUser?.execute?.(deployPrompt(), { toolCallId: "call-1", messages: [] });
    const question = await pendingIn("s");
    expect(question).toMatchObject({ runId: "run-1", toolCallId: "call-1" });
    await gateway.client.answer(question.id, { answers: { deploy_target: ["Production"] } });
    expect(await executing).toStrictEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    });
  });

  it("generateText pauses on ask_user and the model reads the readable lines plus the JSON", async () => {
    const model = scriptedModel([
      toolCallTurn("call-1", deployPrompt()),
      textTurn("Deploying to Production."),
    ]);
    const generating = generateText({
      model,
      tools: { ...askUserTools(gateway.client, { sessionId: "s" }) },
      stopWhen: stepCountIs(3),
      prompt: "Deploy the build.",
    });
    const question = await pendingIn("s");
    expect(question.toolCallId).toBe("call-1");
    await gateway.client.answer(question.id, { answers: { deploy_target: ["production"] } });

    const result = await generating;
    const expected = {
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    };
    // `part?`: the SDK types results of an optional tool key (`{ ask_user?: … }`) as possibly undefined.
    expect(result.steps[0]?.toolResults.map((part) => part?.output)).toStrictEqual([expected]);
    expect(result.text).toBe("Deploying to Production.");
    const secondPrompt = model.doGenerateCalls[1]?.prompt ?? [];
    expect(toolResultsIn(secondPrompt).map((part) => part.output)).toStrictEqual([
      { type: "text", value: `Deploy: Production\n\n${JSON.stringify(expected)}` },
    ]);
  });

  it("hands invalid input back to the model as a tool error naming the field and rule", async () => {
    const input = deployPrompt();
    const bad = {
      ...input,
      questions: [{ ...input.questions[0], options: [{ label: "Production" }] }],
    };
    const model = scriptedModel([toolCallTurn("call-1", bad), textTurn("I will decide myself.")]);
    const result = await generateText({
      model,
      tools: askUserTools(gateway.client, { sessionId: "s" }),
      stopWhen: stepCountIs(3),
      prompt: "Deploy the build.",
    });
    const errors = result.steps[0]?.content.filter((part) => part.type === "tool-error") ?? [];
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      error: {
        code: "invalid_request",
        message: "questions[0].options: expected 2-4 options, got 1",
      },
    });
    expect(
      toolResultsIn(model.doGenerateCalls[1]?.prompt ?? []).map((part) => part.output),
    ).toStrictEqual([
      { type: "error-text", value: "questions[0].options: expected 2-4 options, got 1" },
    ]);
    expect(await gateway.client.list({ sessionId: "s" })).toStrictEqual([]);
  });

  it("aborting the run cancels the pending question as aborted (L3)", async () => {
    const controller = new AbortController();
    const generating = generateText({
      model: scriptedModel([toolCallTurn("call-1", deployPrompt()), textTurn("unreachable")]),
      tools: askUserTools(gateway.client, { sessionId: "s" }),
      stopWhen: stepCountIs(3),
      prompt: "Deploy the build.",
      abortSignal: controller.signal,
    });
    generating.catch(() => {});
    const question = await pendingIn("s");
    controller.abort();
    await expect(generating).rejects.toMatchObject({ name: "AbortError" });
    const view = await gateway.client.get(question.id);
    expect(view.status).toBe("cancelled");
    expect(view.endedBy).toStrictEqual({ kind: "abort" });
  });
});
