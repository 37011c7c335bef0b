// An MCP client that calls ask_user through `ask-user mcp` over stdio, as any MCP host would.
// Run: ASK_USER_URL=http://127.0.0.1:7420 node --import tsx examples/mcp-client.ts
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

const cli = fileURLToPath(new URL("../dist/bin/ask-user.js", import.meta.url));

const transport = new StdioClientTransport({
  command: process.execPath,
  args: [cli, "mcp", "--session", process.env.ASK_USER_SESSION ?? "mcp-example"],
  env: { ...(process.env as Record<string, string>) },
});
const client = new Client({ name: "mcp-example", version: "1.0.0" });
await client.connect(transport);

const { tools } = await client.listTools();
console.log(`tools: ${tools.map((tool) => tool.name).join(", ")}`);

const result = await client.callTool(
  {
    name: "ask_user",
    arguments: {
      questions: [
        {
          id: "deploy_target",
          header: "Deploy",
          question: "Where should this release go first?",
          options: [{ label: "Staging (Recommended)" }, { label: "Production" }],
        },
      ],
    },
  },
  undefined,
  // Waiting for a human takes long: keep the request alive as long as progress arrives.
  { timeout: 60_000, resetTimeoutOnProgress: true, maxTotalTimeout: 3_600_000 },
);
console.log(JSON.stringify(result.structuredContent));
await client.close();
