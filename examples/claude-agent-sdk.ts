// A Claude Agent SDK agent whose questions and tool permissions reach the human wherever they
// are: Claude's clarifying questions (AskUserQuestion) and every permission prompt go through
// ask-user, answered in the Control UI, a chat app or over HTTP. Needs a gateway (`npm start`)
// and Claude's API key:
//   ASK_USER_URL=http://127.0.0.1:7420 ASK_USER_SESSION=demo ANTHROPIC_API_KEY=… node --import tsx examples/claude-agent-sdk.ts
import { query } from "@anthropic-ai/claude-agent-sdk";
import { askUserCanUseTool } from "ask-user/claude-agent-sdk";
import { createAskUserClient } from "ask-user/client";

const client = createAskUserClient({
  url: process.env.ASK_USER_URL ?? "http://127.0.0.1:7420",
  token: process.env.ASK_USER_TOKEN,
});
const sessionId = process.env.ASK_USER_SESSION ?? "demo";

for await (const message of query({
  prompt: "Ask me where to deploy this build, then deploy it with ./deploy.sh.",
  options: { canUseTool: askUserCanUseTool({ asker: client, sessionId }) },
})) {
  if (message.type === "result")
    console.log(message.subtype === "success" ? message.result : `stopped: ${message.subtype}`);
}
