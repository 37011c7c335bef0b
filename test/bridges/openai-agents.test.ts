import {
  Agent,
  type AgentInputItem,
  type Model,
  type ModelRequest,
  type ModelResponse,
  Runner,
  RunState,
  setTracingDisabled,
  tool,
  Usage,
} from "@openai/agents-core";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { runWithAskUser } from "../../src/bridges/openai-agents.js";
import type { AskUserClient } from "../../src/client/index.js";
import { pendingQuestions, useGatewayClient } from "../support/gateway-client.js";

/**
 * The OpenAI Agents SDK bridge, offline: a scripted model calls tools that need approval, the
 * bridge asks the human through a real gateway, approves or rejects on the RunState and resumes.
 */

setTracingDisabled(true);
const gateway = useGatewayClient();
const pendingIn = (sessionId: string, count = 1) =>
  pendingQuestions(gateway.client, sessionId, count);

const functionCall = (callId: string, name: string, input: unknown): AgentInputItem => ({
  type: "function_call",
  callId,
  name,
  arguments: JSON.stringify(input),
  status: "completed",
});

const message = (text: string): AgentInputItem => ({
  type: "message",
  role: "assistant",
  status: "completed",
  content: [{ type: "output_text", text }],
});

/** A model that plays its turns in order and keeps every request it was sent. */
class ScriptedModel implements Model {
  readonly requests: ModelRequest[] = [];
  constructor(private readonly turns: AgentInputItem[][]) {}
  async getResponse(request: ModelRequest): Promise<ModelResponse> {
    this.requests.push(request);
    const output = this.turns[this.requests.length - 1];
    if (!output) throw new Error(`the script has no turn ${this.requests.length}`);
    return { usage: new Usage(), output: output as ModelResponse["output"] };
  }
  getStreamedResponse(): AsyncIterable<never> {
    throw new Error("not streamed in these tests");
  }
}

/** What the model was told about a tool call on its next turn. */
function toolResultText(request: ModelRequest | undefined, callId: string): string | undefined {
  const items = Array.isArray(request?.input) ? request.input : [];
  const result = items.find(
    (item) => item.type === "function_call_result" && item.callId === callId,
  ) as { output?: { text?: string } | string } | undefined;
  return typeof result?.output === "string" ? result.output : result?.output?.text;
}

/** A deploy agent whose `deploy` tool needs approval; `ran` lists what it deployed. */
function deployAgent(turns: AgentInputItem[][]) {
  const ran: string[] = [];
  const model = new ScriptedModel(turns);
  const deploy = tool({
    name: "deploy",
    description: "Deploys the service",
    parameters: z.object({ env: z.string() }),
    needsApproval: true,
    execute: async ({ env }) => {
      ran.push(env);
      return `deployed to ${env}`;
    },
  });
  const agent = new Agent({ name: "deployer", instructions: "Deploy.", model, tools: [deploy] });
  return { agent, model, ran };
}

describe("runWithAskUser (OpenAI Agents SDK)", () => {
  it("asks with the tool's input, and an Allow runs the tool and finishes the run", async () => {
    const { agent, model, ran } = deployAgent([
      [functionCall("call-1", "deploy", { env: "prod" })],
      [message("Deployed.")],
    ]);
    const running = runWithAskUser(agent, "Deploy it.", {
      asker: gateway.client,
      sessionId: "allow",
      runId: "r-1",
    });
    const [question] = await pendingIn("allow");
    expect(question).toMatchObject({ runId: "r-1", toolCallId: "approval:call-1" });
    expect(question?.questions[0]?.question).toBe("Allow deploy? env: prod");
    expect(question?.questions[0]?.options.map((option) => option.label)).toStrictEqual([
      "Allow",
      "Deny",
      "Always allow",
    ]);
    await gateway.client.answer(question?.id as string, { answers: { approval: ["Allow"] } });
    const result = await running;
    expect(ran).toStrictEqual(["prod"]);
    expect(result.finalOutput).toBe("Deployed.");
    expect(toolResultText(model.requests[1], "call-1")).toBe("deployed to prod");
  });

  it("a Deny with words does not run the tool, and the model reads the words", async () => {
    const { agent, model, ran } = deployAgent([
      [functionCall("call-1", "deploy", { env: "prod" })],
      [message("Understood, not deploying.")],
    ]);
    const running = runWithAskUser(agent, "Deploy it.", {
      asker: gateway.client,
      sessionId: "deny",
    });
    const [question] = await pendingIn("deny");
    await gateway.client.answer(question?.id as string, {
      answers: { approval: ["not on a friday"] },
    });
    const result = await running;
    expect(ran).toStrictEqual([]);
    expect(result.finalOutput).toBe("Understood, not deploying.");
    expect(toolResultText(model.requests[1], "call-1")).toBe(
      "The user denied this tool call and wrote: not on a friday",
    );
  });

  it("a plain-text reply's reason beside its no reaches the model", async () => {
    const { agent, model, ran } = deployAgent([
      [functionCall("call-1", "deploy", { env: "prod" })],
      [message("Holding off.")],
    ]);
    const running = runWithAskUser(agent, "Deploy it.", {
      asker: gateway.client,
      sessionId: "text-reply",
    });
    const [question] = await pendingIn("text-reply");
    expect(question).toBeDefined();
    const outcome = await gateway.client.reply("text-reply", "no, not on a friday");
    expect(outcome).toMatchObject({
      outcome: "answered",
      result: {
        answers: { answers: { approval: ["Deny"] } },
        notes: { approval: "not on a friday" },
      },
    });
    await running;
    expect(ran).toStrictEqual([]);
    expect(toolResultText(model.requests[1], "call-1")).toBe(
      "The user denied this tool call and wrote: not on a friday",
    );
  });

  it("a skipped approval rejects with a reason the model can act on", async () => {
    const { agent, model, ran } = deployAgent([
      [functionCall("call-1", "deploy", { env: "prod" })],
      [message("Skipped.")],
    ]);
    const running = runWithAskUser(agent, "Deploy it.", {
      asker: gateway.client,
      sessionId: "skip",
    });
    const [question] = await pendingIn("skip");
    await gateway.client.answer(question?.id as string, { skip: true });
    await running;
    expect(ran).toStrictEqual([]);
    expect(toolResultText(model.requests[1], "call-1")).toBe(
      "The user skipped the approval request, so the tool call was not run.",
    );
  });

  it("asks about parallel calls one after another, and Always allow approves the tool for the run", async () => {
    const { agent, ran } = deployAgent([
      [
        functionCall("call-1", "deploy", { env: "staging" }),
        functionCall("call-2", "deploy", { env: "qa" }),
        functionCall("call-3", "deploy", { env: "eu" }),
      ],
      [functionCall("call-4", "deploy", { env: "prod" })],
      [message("Deployed where allowed.")],
    ]);
    const running = runWithAskUser(agent, "Deploy everywhere.", {
      asker: gateway.client,
      sessionId: "always",
      runner: new Runner(),
    });
    const [first] = await pendingIn("always");
    expect(first?.toolCallId).toBe("approval:call-1");
    await gateway.client.answer(first?.id as string, { answers: { approval: ["Deny"] } });
    const second = (await pendingIn("always")).find((question) => question.id !== first?.id);
    expect(second?.toolCallId).toBe("approval:call-2");
    await gateway.client.answer(second?.id as string, { answers: { approval: ["Always allow"] } });
    const result = await running;
    expect(result.finalOutput).toBe("Deployed where allowed.");
    // call-3 (the same turn) and call-4 (the next) came after Always allow: never asked.
    expect(ran.sort()).toStrictEqual(["eu", "prod", "qa"]);
    expect(await gateway.client.list({ sessionId: "always" })).toHaveLength(2);
  });

  it("after a restart, resumes from the saved RunState and never asks twice", async () => {
    const script = () => [
      [functionCall("call-1", "deploy", { env: "prod" })],
      [message("Deployed after the restart.")],
    ];
    const first = deployAgent(script());
    let saved: string | undefined;
    // The first process saves its state and asks, then dies before the answer.
    const dying = {
      ask: async (...args: Parameters<AskUserClient["ask"]>) => {
        await gateway.client.createQuestion(args[0], args[1]);
        return new Promise<never>(() => {});
      },
    };
    void runWithAskUser(first.agent, "Deploy it.", {
      asker: dying,
      sessionId: "restart",
      runId: "deploy-42",
      saveState: (state) => {
        saved = state;
      },
    });
    const [asked] = await pendingIn("restart");
    // The human answers while no process waits.
    await gateway.client.answer(asked?.id as string, { answers: { approval: ["Allow"] } });

    // A new process: a fresh agent (its model resumes at the second turn) and the saved state.
    const second = deployAgent(script().slice(1));
    const state = await RunState.fromString(second.agent, saved as string);
    const result = await runWithAskUser(second.agent, state, {
      asker: gateway.client,
      sessionId: "restart",
      runId: "deploy-42",
    });
    expect(result.finalOutput).toBe("Deployed after the restart.");
    expect(second.ran).toStrictEqual(["prod"]);
    expect(first.ran).toStrictEqual([]);
    expect(await gateway.client.list({ sessionId: "restart" })).toHaveLength(1);
  });

  it("aborting cancels the question in flight and rejects", async () => {
    const { agent, ran } = deployAgent([[functionCall("call-1", "deploy", { env: "prod" })]]);
    const controller = new AbortController();
    const running = runWithAskUser(agent, "Deploy it.", {
      asker: gateway.client,
      sessionId: "abort",
      signal: controller.signal,
    });
    const outcome = expect(running).rejects.toThrow();
    const [question] = await pendingIn("abort");
    controller.abort();
    await outcome;
    expect(ran).toStrictEqual([]);
    const [ended] = await gateway.client.list({ sessionId: "abort" });
    expect(ended?.id).toBe(question?.id);
    expect(ended?.status).toBe("cancelled");
  });
});
