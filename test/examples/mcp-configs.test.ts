import { mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningGateway, startGateway } from "../../src/gateway/gateway.js";
import { withoutAskUserEnv } from "../support/child-gateway.js";
import { answerOverHttp, connectHttpClient, pendingQuestion } from "../support/mcp-clients.js";
import { deployPrompt } from "../support/prompts.js";

interface ServerConfig {
  command?: string;
  args?: string[];
  env?: Record<string, string>;
  url?: string;
  headers?: Record<string, string>;
}

const root = fileURLToPath(new URL("../../", import.meta.url));
const readConfig = (name: string): ServerConfig =>
  JSON.parse(readFileSync(`${root}examples/mcp-config/${name}`, "utf8")).mcpServers["ask-user"];

/** Points a config written for the default address at the test's gateway and token. */
const retarget = (text: string, gatewayUrl: string) =>
  text.replace("http://127.0.0.1:7420", gatewayUrl).replace(/\$\{ASK_USER_TOKEN\}/, "tok");

describe("the README's MCP client configurations", () => {
  let gateway: RunningGateway;
  /** A bin directory with `ask-user` in it, as an install puts it on the PATH. */
  let bin: string;
  const token = { authorization: "Bearer tok" };
  beforeAll(async () => {
    gateway = await startGateway({ host: "127.0.0.1", port: 0, db: "memory", token: "tok" });
    bin = mkdtempSync(join(tmpdir(), "ask-user-bin-"));
    symlinkSync(join(root, "dist/bin/ask-user.js"), join(bin, "ask-user"));
  });
  afterAll(async () => {
    await gateway.close();
    rmSync(bin, { recursive: true, force: true });
  });

  it("stdio: the command, args and env start ask-user mcp and reach the gateway", async () => {
    const config = readConfig("stdio.json");
    const transport = new StdioClientTransport({
      command: config.command as string,
      args: config.args ?? [],
      cwd: root,
      env: {
        ...withoutAskUserEnv(process.env),
        PATH: `${bin}${delimiter}${process.env.PATH ?? ""}`,
        ...Object.fromEntries(
          Object.entries(config.env ?? {}).map(([key, value]) => [
            key,
            retarget(value, gateway.url),
          ]),
        ),
        ASK_USER_TOKEN: "tok",
      },
    });
    const client = new Client({ name: "config-test", version: "1.0.0" });
    await client.connect(transport);
    const call = client.callTool({ name: "ask_user", arguments: deployPrompt() });
    const question = await pendingQuestion(gateway.url, "my-project", token, 20_000);
    await answerOverHttp(gateway.url, question.id, { skip: true }, token);
    expect((await call).structuredContent).toEqual({ status: "no_answer", reason: "skipped" });
    await client.close();
  }, 40_000);

  it("http: the url and headers reach /mcp with the token and the session", async () => {
    const config = readConfig("http.json");
    const headers = Object.fromEntries(
      Object.entries(config.headers ?? {}).map(([key, value]) => [
        key,
        retarget(value, gateway.url),
      ]),
    );
    const { client } = await connectHttpClient(
      retarget(config.url as string, gateway.url).replace(/\/mcp$/, ""),
      headers,
    );
    const call = client.callTool({ name: "ask_user", arguments: deployPrompt() });
    const question = await pendingQuestion(gateway.url, "my-project", token);
    await answerOverHttp(
      gateway.url,
      question.id,
      { answers: { deploy_target: ["Production"] } },
      token,
    );
    expect((await call).structuredContent).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    });
    await client.close();
  }, 20_000);
});
