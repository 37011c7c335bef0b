// An AI SDK agent whose shell tool needs approval (`needsApproval`): the first call stops at
// the tool call, the human allows or denies it wherever they are through ask-user, and the
// second call runs the tool or tells the model why not.
// Run against a gateway (`npm start`), then answer in the Control UI or over HTTP:
//   ASK_USER_URL=http://127.0.0.1:7420 ASK_USER_SESSION=demo node --import tsx examples/ai-sdk-approvals.ts
import { generateText, type ModelMessage, tool } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { askToolApprovals } from "ask-user/ai-sdk/approvals";
import { createAskUserClient } from "ask-user/client";
import * as z from "zod";

const client = createAskUserClient({
  url: process.env.ASK_USER_URL ?? "http://127.0.0.1:7420",
  token: process.env.ASK_USER_TOKEN,
});
const sessionId = process.env.ASK_USER_SESSION ?? "demo";

const tools = {
  shell: tool({
    description: "Runs a shell command",
    inputSchema: z.object({ command: z.string() }),
    needsApproval: true,
    execute: async ({ command }) => `ran: ${command}`,
  }),
};
const model = scriptedModel(); // a real agent passes its model here, e.g. openai("gpt-5")
const messages: ModelMessage[] = [{ role: "user", content: "Clean the build folder." }];

const first = await generateText({ model, tools, messages });
messages.push(...first.response.messages);
// The run id makes the questions idempotent: asking again after a restart asks nothing twice.
const approvals = await askToolApprovals(first.content, {
  asker: client,
  sessionId,
  runId: "clean-1",
});
if (approvals) messages.push(approvals);
const second = await generateText({ model, tools, messages }); // runs what was allowed
console.log(second.text);

/** Stands in for a real model: asks to run a command, then reports what came of it. */
function scriptedModel() {
  const usage = {
    inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: 0, text: 0, reasoning: 0 },
  };
  return new MockLanguageModelV3({
    doGenerate: async ({ prompt }) => {
      const last = prompt.at(-1);
      const toolResult = last?.role === "tool" ? last.content.at(-1) : undefined;
      if (toolResult?.type === "tool-result") {
        const { output } = toolResult;
        const said =
          output.type === "execution-denied"
            ? `not run: ${output.reason ?? ""}`
            : output.type === "text" || output.type === "json"
              ? String(output.value)
              : output.type;
        return {
          content: [{ type: "text", text: said }],
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
            toolName: "shell",
            input: JSON.stringify({ command: "rm -rf build" }),
          },
        ],
        finishReason: { unified: "tool-calls", raw: undefined },
        usage,
        warnings: [],
      };
    },
  });
}
