// An AI SDK agent that pauses to ask the user where to deploy, then carries on with the answer.
// Run against a gateway (`npm start`), then answer in the Control UI or over HTTP:
//   ASK_USER_URL=http://127.0.0.1:7420 ASK_USER_SESSION=demo node --import tsx examples/ai-sdk-agent.ts
import { generateText, stepCountIs } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { askUserTools } from "ask-user/ai-sdk";
import { createAskUserClient } from "ask-user/client";

const client = createAskUserClient({
  url: process.env.ASK_USER_URL ?? "http://127.0.0.1:7420",
  token: process.env.ASK_USER_TOKEN,
});
const sessionId = process.env.ASK_USER_SESSION ?? "demo";

const { text } = await generateText({
  model: scriptedModel(), // a real agent passes its model here, e.g. openai("gpt-5")
  tools: { ...askUserTools(client, { sessionId }) }, // {} in a subagent session
  stopWhen: stepCountIs(5),
  prompt: "Deploy the current build.",
});
console.log(text);

/** Stands in for a real model: first asks where to deploy, then acts on what the user chose. */
function scriptedModel() {
  const usage = {
    inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: 0, text: 0, reasoning: 0 },
  };
  return new MockLanguageModelV3({
    doGenerate: async ({ prompt }) => {
      const last = prompt.at(-1);
      const toolResult = last?.role === "tool" ? last.content[0] : undefined;
      if (toolResult?.type === "tool-result" && toolResult.output.type === "text") {
        // The tool result starts with one readable `Header: answer` line per question.
        const [answerLine] = toolResult.output.value.split("\n");
        return {
          content: [{ type: "text", text: `Deploying now (${answerLine}).` }],
          finishReason: { unified: "stop", raw: undefined },
          usage,
          warnings: [],
        };
      }
      const question = {
        id: "deploy_target",
        header: "Deploy",
        question: "Where should this build go?",
        options: [
          { label: "Staging (Recommended)", description: "Safe to try out" },
          { label: "Production" },
        ],
      };
      return {
        content: [
          {
            type: "tool-call",
            toolCallId: "call_1",
            toolName: "ask_user",
            input: JSON.stringify({ questions: [question] }),
          },
        ],
        finishReason: { unified: "tool-calls", raw: undefined },
        usage,
        warnings: [],
      };
    },
  });
}
