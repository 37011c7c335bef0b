import { Mastra } from "@mastra/core";
import { Agent } from "@mastra/core/agent";
import { InMemoryStore } from "@mastra/core/storage";
import { createTool } from "@mastra/core/tools";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { answerApprovals, answerSuspendedRuns } from "../../src/bridges/mastra.js";
import type { AskUserClient } from "../../src/client/index.js";
import { pendingQuestions, useGatewayClient } from "../support/gateway-client.js";
import { scriptedModel, textTurn, toolCallTurn, toolResultsIn } from "../tools/mock-model.js";

/**
 * The Mastra bridge, offline: the AI SDK's mock model calls a tool that requires approval, the
 * Mastra run suspends, the bridge asks the human through a real gateway and approves or
 * declines; runs kept in Mastra's storage carry on after a restart.
 */

const gateway = useGatewayClient();
const pendingIn = async (sessionId: string, after?: string) =>
  (await pendingQuestions(gateway.client, sessionId)).find((question) => question.id !== after);

/** A Mastra app with a deploy agent whose tool requires approval; `ran` lists what ran. */
function deployApp(turns: Parameters<typeof scriptedModel>[0], storage = new InMemoryStore()) {
  const ran: string[] = [];
  const model = scriptedModel(turns);
  const deploy = createTool({
    id: "deploy",
    description: "Deploys the service",
    inputSchema: z.object({ env: z.string() }),
    requireApproval: true,
    execute: async ({ env }) => {
      ran.push(env);
      return `deployed to ${env}`;
    },
  });
  const mastra = new Mastra({
    agents: {
      deployer: new Agent({
        id: "deployer",
        name: "deployer",
        instructions: "Deploy.",
        model,
        tools: { deploy },
      }),
    },
    storage,
    logger: false,
  });
  return { agent: mastra.getAgent("deployer"), model, ran, storage };
}

/** What the model was told about its tool calls on its last turn. */
const toolOutputs = (model: ReturnType<typeof scriptedModel>) =>
  toolResultsIn(model.doGenerateCalls.at(-1)?.prompt ?? []).map((part) => part.output);

describe("answerApprovals (Mastra)", () => {
  it("asks with the tool's input, and an Allow runs the tool and finishes the run", async () => {
    const { agent, model, ran } = deployApp([
      toolCallTurn("call-1", { env: "prod" }, "deploy"),
      textTurn("Deployed."),
    ]);
    const first = await agent.generate("Deploy it.");
    expect(first.finishReason).toBe("suspended");
    const answering = answerApprovals(agent, first, { asker: gateway.client, sessionId: "allow" });
    const question = await pendingIn("allow");
    expect(question).toMatchObject({
      runId: `mastra:${first.runId}`,
      toolCallId: "approval:call-1",
    });
    expect(question?.questions[0]?.question).toBe("Allow deploy? env: prod");
    expect(question?.questions[0]?.options.map((option) => option.label)).toStrictEqual([
      "Allow",
      "Deny",
    ]);
    await gateway.client.answer(question?.id as string, { answers: { approval: ["Allow"] } });
    const final = await answering;
    expect(final.text).toBe("Deployed.");
    expect(ran).toStrictEqual(["prod"]);
    expect(toolOutputs(model)).toStrictEqual([{ type: "text", value: "deployed to prod" }]);
  });

  it("a Deny with words declines the call, and the model reads the words", async () => {
    const { agent, model, ran } = deployApp([
      toolCallTurn("call-1", { env: "prod" }, "deploy"),
      textTurn("Not deployed."),
    ]);
    const answering = answerApprovals(agent, await agent.generate("Deploy it."), {
      asker: gateway.client,
      sessionId: "deny",
    });
    const question = await pendingIn("deny");
    await gateway.client.answer(question?.id as string, {
      answers: { approval: ["not on a friday"] },
    });
    expect((await answering).text).toBe("Not deployed.");
    expect(ran).toStrictEqual([]);
    expect(JSON.stringify(toolOutputs(model))).toContain(
      "The user denied this tool call and wrote: not on a friday",
    );
  });

  it("asks about two calls of one turn one after another", async () => {
    const { agent, ran } = deployApp([
      {
        ...toolCallTurn("call-1", { env: "staging" }, "deploy"),
        content: [
          ...toolCallTurn("call-1", { env: "staging" }, "deploy").content,
          ...toolCallTurn("call-2", { env: "prod" }, "deploy").content,
        ],
      },
      textTurn("Done."),
    ]);
    const answering = answerApprovals(agent, await agent.generate("Deploy both."), {
      asker: gateway.client,
      sessionId: "two",
    });
    const first = await pendingIn("two");
    expect(first?.toolCallId).toBe("approval:call-1");
    await gateway.client.answer(first?.id as string, { answers: { approval: ["Allow"] } });
    const second = await pendingIn("two", first?.id);
    expect(second?.toolCallId).toBe("approval:call-2");
    await gateway.client.answer(second?.id as string, { answers: { approval: ["Deny"] } });
    expect((await answering).text).toBe("Done.");
    expect(ran).toStrictEqual(["staging"]);
  });

  it("after a restart, resumes the suspended run from Mastra's storage and never asks twice", async () => {
    const storage = new InMemoryStore();
    const script = () => [toolCallTurn("call-1", { env: "prod" }, "deploy"), textTurn("Deployed.")];
    const before = deployApp(script(), storage);
    // The first process asks, then dies before the answer (its ask never returns).
    const dying = {
      ask: async (...args: Parameters<AskUserClient["ask"]>) => {
        await gateway.client.createQuestion(args[0], args[1]);
        return new Promise<never>(() => {});
      },
    };
    void answerApprovals(before.agent, await before.agent.generate("Deploy it."), {
      asker: dying,
      sessionId: "restart",
    });
    const asked = await pendingIn("restart");
    await gateway.client.answer(asked?.id as string, { answers: { approval: ["Allow"] } });

    // A new process on the same storage: its model resumes at the second turn.
    const after = deployApp(script().slice(1), storage);
    const outputs = await answerSuspendedRuns(after.agent, {
      asker: gateway.client,
      sessionId: "restart",
    });
    expect(outputs.map((output) => output.text)).toStrictEqual(["Deployed."]);
    expect(after.ran).toStrictEqual(["prod"]);
    expect(await gateway.client.list({ sessionId: "restart" })).toHaveLength(1);
  });
});
