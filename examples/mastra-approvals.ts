// A Mastra agent whose deploy tool requires approval: the run suspends at the tool call, the
// human allows or denies it wherever they are through ask-user, and the run carries on.
// Run against a gateway (`npm start`), then answer in the Control UI or over HTTP:
//   ASK_USER_URL=http://127.0.0.1:7420 ASK_USER_SESSION=demo node --import tsx examples/mastra-approvals.ts
import { Mastra } from "@mastra/core";
import { Agent } from "@mastra/core/agent";
import { InMemoryStore } from "@mastra/core/storage";
import { createTool } from "@mastra/core/tools";
import { MockLanguageModelV3 } from "ai/test";
import { createAskUserClient } from "ask-user/client";
import { answerApprovals } from "ask-user/mastra";
import * as z from "zod";

const client = createAskUserClient({
  url: process.env.ASK_USER_URL ?? "http://127.0.0.1:7420",
  token: process.env.ASK_USER_TOKEN,
});
const sessionId = process.env.ASK_USER_SESSION ?? "demo";

const deploy = createTool({
  id: "deploy",
  description: "Deploys the current build to an environment",
  inputSchema: z.object({ env: z.enum(["staging", "prod"]) }),
  requireApproval: true,
  execute: async ({ env }) => `deployed to ${env}`,
});

const mastra = new Mastra({
  agents: {
    deployer: new Agent({
      id: "deployer",
      name: "deployer",
      instructions: "Deploy the build when asked.",
      model: scriptedModel(), // a real agent names its model here, e.g. "openai/gpt-5"
      tools: { deploy },
    }),
  },
  // Suspended runs live in Mastra's storage: a durable one lets `answerSuspendedRuns` carry on
  // after a restart without asking twice.
  storage: new InMemoryStore(),
  logger: false,
});

const agent = mastra.getAgent("deployer");
const result = await answerApprovals(agent, await agent.generate("Ship it to production."), {
  asker: client,
  sessionId,
});
console.log(result.text);

/** Stands in for a real model: calls the deploy tool, then reports what came of it. */
function scriptedModel() {
  const usage = {
    inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: 0, text: 0, reasoning: 0 },
  };
  return new MockLanguageModelV3({
    doGenerate: async ({ prompt }) => {
      const last = prompt.at(-1);
      const toolResult = last?.role === "tool" ? last.content[0] : undefined;
      if (toolResult?.type === "tool-result") {
        const { output } = toolResult;
        const said = output.type === "text" || output.type === "error-text" ? output.value : "";
        return {
          content: [{ type: "text", text: `Deploy: ${said}` }],
          finishReason: { unified: "stop", raw: undefined },
          usage,
          warnings: [],
        };
      }
      return {
        content: [
          {
            type: "tool-call",
            toolCallId: "call_1",
            toolName: "deploy",
            input: JSON.stringify({ env: "prod" }),
          },
        ],
        finishReason: { unified: "tool-calls", raw: undefined },
        usage,
        warnings: [],
      };
    },
  });
}
