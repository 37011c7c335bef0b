import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AskUserClient, createAskUserClient } from "../../src/client/index.js";
import { ASK_USER_TOOL_DESCRIPTION, askUserInputJsonSchema } from "../../src/core/index.js";
import { type RunningGateway, startGateway } from "../../src/gateway/gateway.js";
import { type AskUserFunction, askUserFunction } from "../../src/tools/function-calling-tool.js";
import { deployPrompt, releasePrompt } from "../support/prompts.js";

/** SPEC A2, S2, S4, S5: `ask_user` for OpenAI- and Anthropic-style function calling. */

let gateway: RunningGateway;
let client: AskUserClient;
let askUser: AskUserFunction;
beforeEach(async () => {
  gateway = await startGateway({ host: "127.0.0.1", port: 0, db: "memory", token: "t" });
  client = createAskUserClient({ url: gateway.url, token: "t" });
  askUser = askUserFunction(client, { sessionId: "s" }) as AskUserFunction;
});
afterEach(() => gateway.close());

async function pendingIn(sessionId: string) {
  for (let tries = 0; tries < 200; tries += 1) {
    const [pending] = await client.list({ sessionId, status: "pending" });
    if (pending) return pending;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no pending question in ${sessionId}`);
}

describe("askUserFunction", () => {
  it("is undefined for a subagent session (S5)", () => {
    expect(askUserFunction(client, { sessionId: "agent:x:subagent:y" })).toBeUndefined();
  });

  it("gives the OpenAI and Anthropic definitions with the S1 schema and S4 description", () => {
    const { $schema, ...parameters } = askUserInputJsonSchema;
    expect($schema).toBeDefined();
    expect(askUser.openai).toStrictEqual({
      type: "function",
      function: { name: "ask_user", description: ASK_USER_TOOL_DESCRIPTION, parameters },
    });
    expect(askUser.anthropic).toStrictEqual({
      name: "ask_user",
      description: ASK_USER_TOOL_DESCRIPTION,
      input_schema: parameters,
    });
    expect(JSON.parse(JSON.stringify(askUser.openai))).toStrictEqual(askUser.openai);
  });

  it("execute returns the readable lines, a blank line, then the S3 JSON", async () => {
    const executing = askUser.execute(JSON.stringify(releasePrompt()), { toolCallId: "call_9" });
    const question = await pendingIn("s");
    expect(question.toolCallId).toBe("call_9");
    await client.answer(question.id, {
      answers: { target: ["Production"], checks: ["Unit", "Load"], notify: ["the on-call"] },
    });
    const result = {
      status: "answered",
      answers: {
        answers: { target: ["Production"], checks: ["Unit", "Load"], notify: ["the on-call"] },
      },
    };
    expect(await executing).toBe(
      `Target: Production\nChecks: Unit, Load\nNotify: the on-call\n\n${JSON.stringify(result)}`,
    );
  });

  it("takes the arguments as an object too (Anthropic's tool_use input)", async () => {
    const executing = askUser.execute(deployPrompt());
    const question = await pendingIn("s");
    await client.answer(question.id, { skip: true });
    expect(await executing).toBe(
      'No answer: the user skipped the question. Continue with your best judgment.\n\n{"status":"no_answer","reason":"skipped"}',
    );
  });

  it("returns Error text naming the field path and rule for bad input, asking nothing", async () => {
    const input = deployPrompt();
    const bad = {
      ...input,
      questions: [{ ...input.questions[0], options: [{ label: "Production" }] }],
    };
    expect(await askUser.execute(JSON.stringify(bad))).toBe(
      "Error: questions[0].options: expected 2-4 options, got 1",
    );
    expect(await askUser.execute({ questions: [], extra: 1 })).toBe(
      "Error: questions: expected 1-3 questions, got 0; extra: unknown property",
    );
    expect(await askUser.execute("{not json")).toBe(
      "Error: (root): expected the arguments as a JSON object",
    );
    expect(await askUser.execute("[1]")).toBe(
      "Error: (root): expected the arguments as a JSON object",
    );
    expect(await client.list({ sessionId: "s" })).toStrictEqual([]);
  });

  it("returns Error text when a question is already pending in the session (L4)", async () => {
    const first = await client.createQuestion(deployPrompt(), { sessionId: "s" });
    expect(await askUser.execute(deployPrompt())).toBe(
      `Error: session "s" already has a pending question (${first.id}); wait for it to end or cancel it`,
    );
  });

  it("throws what the model cannot fix: a refused token, an abort", async () => {
    const wrongToken = askUserFunction(createAskUserClient({ url: gateway.url, token: "x" }), {
      sessionId: "s",
    });
    await expect(wrongToken?.execute(deployPrompt())).rejects.toMatchObject({
      code: "unauthorized",
    });

    const controller = new AbortController();
    const executing = askUser.execute(deployPrompt(), { signal: controller.signal });
    executing.catch(() => {});
    const question = await pendingIn("s");
    controller.abort();
    await expect(executing).rejects.toMatchObject({ name: "AbortError" });
    expect((await client.get(question.id)).endedBy).toStrictEqual({ kind: "abort" });
  });
});
