import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningGateway, startGateway } from "../../src/gateway/gateway.js";
import { CLI_PATH, withoutAskUserEnv } from "../support/child-gateway.js";
import { answerOverHttp, pendingQuestion, questionWithStatus } from "../support/mcp-clients.js";
import { deployPrompt } from "../support/prompts.js";

async function connectStdio(args: string[], env: Record<string, string>) {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [CLI_PATH, "mcp", ...args],
    env: { ...withoutAskUserEnv(process.env), ...env },
    stderr: "pipe",
  });
  const client = new Client({ name: "ask-user-tests", version: "1.0.0" });
  await client.connect(transport);
  return { client, transport };
}

describe("ask-user mcp over stdio", () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await startGateway({ host: "127.0.0.1", port: 0, db: "memory", token: "tok" });
  });
  afterAll(async () => gateway.close());

  const token = { authorization: "Bearer tok" };

  it("asks through a running gateway (ASK_USER_URL, ASK_USER_TOKEN) and returns the answer", async () => {
    const { client } = await connectStdio(["--session", "stdio-1"], {
      ASK_USER_URL: gateway.url,
      ASK_USER_TOKEN: "tok",
    });
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(["ask_user"]);
    const call = client.callTool({ name: "ask_user", arguments: deployPrompt() });
    const question = await pendingQuestion(gateway.url, "stdio-1", token);
    await answerOverHttp(
      gateway.url,
      question.id,
      { answers: { deploy_target: ["staging"] } },
      token,
    );
    const result = await call;
    expect(result.structuredContent).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Staging (Recommended)"] } },
    });
    expect((result.content as Array<{ text: string }>)[0]?.text).toBe(
      "Deploy: Staging (Recommended)",
    );
    await client.close();
  }, 30_000);

  it("cancels the pending question when stdio closes", async () => {
    const { client } = await connectStdio(["--session", "stdio-2"], {
      ASK_USER_URL: gateway.url,
      ASK_USER_TOKEN: "tok",
    });
    const call = client.callTool({ name: "ask_user", arguments: deployPrompt() });
    call.catch(() => {});
    const question = await pendingQuestion(gateway.url, "stdio-2", token);
    await client.close();
    const cancelled = await questionWithStatus(gateway.url, question.id, "cancelled", token);
    expect(cancelled.endedBy).toEqual({ kind: "abort" });
  }, 30_000);

  it("starts an embedded gateway when no ASK_USER_URL is given", async () => {
    const { client, transport } = await connectStdio(
      ["--session", "embedded", "--port", "0", "--db", "memory"],
      {},
    );
    const stderr: string[] = [];
    transport.stderr?.on("data", (chunk) => stderr.push(String(chunk)));
    const call = client.callTool({ name: "ask_user", arguments: deployPrompt() });
    let url: string | undefined;
    for (let tries = 0; tries < 200 && !url; tries += 1) {
      url = /started an embedded gateway at (http:\S+?),/.exec(stderr.join(""))?.[1];
      if (!url) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(url).toBeDefined();
    const question = await pendingQuestion(url as string, "embedded");
    await answerOverHttp(url as string, question.id, { skip: true });
    expect((await call).structuredContent).toEqual({ status: "no_answer", reason: "skipped" });
    await client.close();
  }, 30_000);
});
