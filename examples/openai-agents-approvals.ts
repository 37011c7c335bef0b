// An OpenAI Agents SDK agent whose deploy tool needs approval: the run stops at the tool call,
// the human allows or denies it wherever they are through ask-user, and the run carries on.
// Run against a gateway (`npm start`), then answer in the Control UI or over HTTP:
//   ASK_USER_URL=http://127.0.0.1:7420 ASK_USER_SESSION=demo node --import tsx examples/openai-agents-approvals.ts
import {
  Agent,
  type Model,
  type ModelRequest,
  type ModelResponse,
  setTracingDisabled,
  tool,
  Usage,
} from "@openai/agents-core";
import { createAskUserClient } from "ask-user/client";
import { runWithAskUser } from "ask-user/openai-agents";
import * as z from "zod";

const client = createAskUserClient({
  url: process.env.ASK_USER_URL ?? "http://127.0.0.1:7420",
  token: process.env.ASK_USER_TOKEN,
});
const sessionId = process.env.ASK_USER_SESSION ?? "demo";
setTracingDisabled(true); // offline: no traces to send

const deploy = tool({
  name: "deploy",
  description: "Deploys the current build to an environment",
  parameters: z.object({ env: z.enum(["staging", "prod"]) }),
  needsApproval: true,
  execute: async ({ env }) => `deployed to ${env}`,
});

const agent = new Agent({
  name: "deployer",
  instructions: "Deploy the build when asked.",
  model: scriptedModel(), // a real agent leaves this out (the SDK's OpenAI model) or names one
  tools: [deploy],
});

// The run id makes the questions idempotent: keep it with the state `saveState` gets, and a
// process that starts again (RunState.fromString, then runWithAskUser with the state) asks
// nothing twice.
const result = await runWithAskUser(agent, "Ship it to production.", {
  asker: client,
  sessionId,
  runId: process.env.RUN_ID ?? "deploy-1",
});
console.log(result.finalOutput);

/** Stands in for a real model: calls the deploy tool, then reports what came of it. */
function scriptedModel(): Model {
  return {
    async getResponse(request: ModelRequest): Promise<ModelResponse> {
      const items = Array.isArray(request.input) ? request.input : [];
      const toolResult = items.find((item) => item.type === "function_call_result");
      if (toolResult?.type === "function_call_result") {
        const { output } = toolResult;
        const text = typeof output === "string" ? output : "text" in output ? output.text : "";
        return {
          usage: new Usage(),
          output: [
            {
              type: "message",
              role: "assistant",
              status: "completed",
              content: [{ type: "output_text", text: `Deploy: ${text}` }],
            },
          ],
        };
      }
      return {
        usage: new Usage(),
        output: [
          {
            type: "function_call",
            callId: "call_1",
            name: "deploy",
            arguments: JSON.stringify({ env: "prod" }),
            status: "completed",
          },
        ],
      };
    },
    getStreamedResponse() {
      throw new Error("the scripted model does not stream");
    },
  };
}
