import { writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import {
  CLI_PATH,
  createTempDb,
  findFreePort,
  killAllChildGateways,
  startChildGateway,
  withoutAskUserEnv,
} from "../support/child-gateway.js";
import { answerOverHttp, pendingQuestion } from "../support/mcp-clients.js";
import { deployPrompt } from "../support/prompts.js";

/**
 * `ask-user mcp` without ASK_USER_URL: it uses a gateway already running on the usual port,
 * else starts its own on a free port, and never dies with a bare "Connection closed".
 */

interface StdioMcp {
  client: Client;
  /** Everything the process wrote to stderr so far. */
  stderr(): string;
}

const clients: Client[] = [];

async function connectStdio(args: string[], env: Record<string, string>): Promise<StdioMcp> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [CLI_PATH, "mcp", ...args],
    env: { ...withoutAskUserEnv(process.env), ...env },
    stderr: "pipe",
  });
  let stderr = "";
  transport.stderr?.on("data", (chunk) => {
    stderr += String(chunk);
  });
  const client = new Client({ name: "ask-user-tests", version: "1.0.0" });
  await client.connect(transport);
  clients.push(client);
  return { client, stderr: () => stderr };
}

/** The one line `ask-user mcp` writes about its gateway. */
async function gatewayLine(mcp: StdioMcp): Promise<string> {
  const giveUpAt = Date.now() + 10_000;
  for (;;) {
    const line = mcp
      .stderr()
      .split("\n")
      .find((text) => text.startsWith("ask-user mcp: "));
    if (line !== undefined) return line;
    if (Date.now() > giveUpAt) throw new Error(`no gateway line; stderr:\n${mcp.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A plain HTTP server on `port` that is not ask-user: it answers 404 to everything. */
async function occupy(port: number): Promise<Server> {
  const server = createServer((_request, response) => {
    response.writeHead(404, { "content-type": "text/plain" }).end("not here");
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return server;
}

describe("ask-user mcp picks its gateway", () => {
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
  });
  afterAll(async () => killAllChildGateways());

  it("uses a gateway already running on ASK_USER_PORT instead of colliding with it", async () => {
    const port = await findFreePort();
    const running = await startChildGateway({ db: "memory", port });
    const mcp = await connectStdio(["--session", "found-running"], {
      ASK_USER_PORT: String(port),
    });
    expect(await gatewayLine(mcp)).toBe(
      `ask-user mcp: using the gateway at http://127.0.0.1:${port} (found running)`,
    );

    const call = mcp.client.callTool({ name: "ask_user", arguments: deployPrompt() });
    // The question is on the running gateway: that is where the human answers it.
    const question = await pendingQuestion(running.url, "found-running");
    await answerOverHttp(running.url, question.id, { answers: { deploy_target: ["Prod"] } });
    expect((await call).structuredContent).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Prod"] } },
    });
    expect(await running.stop()).toBe(0);
  }, 30_000);

  it("says when the gateway found running wants a token it was not given, or ignores --db", async () => {
    const port = await findFreePort();
    const running = await startChildGateway({
      db: "memory",
      port,
      env: { ASK_USER_TOKEN: "tok" },
    });
    const mcp = await connectStdio(["--session", "found-guarded", "--db", "memory"], {
      ASK_USER_PORT: String(port),
    });
    expect(await gatewayLine(mcp)).toBe(
      `ask-user mcp: using the gateway at http://127.0.0.1:${port} (found running); --db is not used: that gateway has its own store; it requires a token: set ASK_USER_AGENT_TOKEN or ASK_USER_TOKEN`,
    );
    const result = await mcp.client.callTool({ name: "ask_user", arguments: deployPrompt() });
    expect(result.isError).toBe(true);
    expect((result.content as Array<{ text: string }>)[0]?.text).toMatch(/^unauthorized: /);
    expect(await running.stop()).toBe(0);
  }, 30_000);

  it("answers tool calls with an error naming ASK_USER_URL when it has no http(s) scheme", async () => {
    const mcp = await connectStdio(["--session", "bad-url"], { ASK_USER_URL: "127.0.0.1:7420" });
    const problem =
      'ASK_USER_URL: expected an http:// or https:// URL such as http://127.0.0.1:7420, got "127.0.0.1:7420"';
    expect(await gatewayLine(mcp)).toBe(
      `ask-user mcp: no gateway: ${problem}; every ask_user call will fail with this reason`,
    );
    const result = await mcp.client.callTool({ name: "ask_user", arguments: deployPrompt() });
    expect(result.isError).toBe(true);
    expect(result.content).toEqual([
      { type: "text", text: `unavailable: ask-user mcp has no gateway: ${problem}` },
    ]);
  }, 30_000);

  it.each([
    ["nothing listens on the usual port", false],
    ["something that is not ask-user holds the usual port", true],
  ])(
    "starts an embedded gateway on a free port when %s",
    async (_case, taken) => {
      const port = await findFreePort();
      const other = taken ? await occupy(port) : undefined;
      try {
        const mcp = await connectStdio(["--session", "embedded-free", "--db", "memory"], {
          ASK_USER_PORT: String(port),
        });
        const line = await gatewayLine(mcp);
        const match =
          /^ask-user mcp: started an embedded gateway at (http:\/\/127\.0\.0\.1:(\d+)), data in memory \(gone when this process exits\); answer in its Control UI at (\S+)$/.exec(
            line,
          );
        expect(match, line).not.toBeNull();
        const [, url, embeddedPort, controlUi] = match as RegExpExecArray;
        expect(Number(embeddedPort)).not.toBe(port);
        expect(controlUi).toBe(`${url}/`);

        const call = mcp.client.callTool({ name: "ask_user", arguments: deployPrompt() });
        const question = await pendingQuestion(url as string, "embedded-free");
        await answerOverHttp(url as string, question.id, { skip: true });
        expect((await call).structuredContent).toEqual({ status: "no_answer", reason: "skipped" });
      } finally {
        other?.close();
      }
    },
    30_000,
  );

  it("answers tool calls with an error naming the port when an explicit --port is taken", async () => {
    const port = await findFreePort();
    const other = await occupy(port);
    try {
      const mcp = await connectStdio(
        ["--session", "port-taken", "--port", String(port), "--db", "memory"],
        {},
      );
      const problem = `port ${port} (--port) is taken by something that is not an ask-user gateway; choose another port or leave out --port`;
      expect(await gatewayLine(mcp)).toBe(
        `ask-user mcp: no gateway: ${problem}; every ask_user call will fail with this reason`,
      );
      expect((await mcp.client.listTools()).tools.map((tool) => tool.name)).toEqual(["ask_user"]);
      const result = await mcp.client.callTool({ name: "ask_user", arguments: deployPrompt() });
      expect(result.isError).toBe(true);
      expect(result.content).toEqual([
        { type: "text", text: `unavailable: ask-user mcp has no gateway: ${problem}` },
      ]);
    } finally {
      other.close();
    }
  }, 30_000);

  it("answers tool calls with the store's error when the database cannot be opened", async () => {
    const dir = await createTempDb();
    try {
      // A path under a regular file: no directory can be made there.
      const file = join(dir.dir, "a-file");
      await writeFile(file, "");
      const mcp = await connectStdio(
        ["--session", "bad-store", "--db", join(file, "ask-user.db")],
        { ASK_USER_PORT: String(await findFreePort()) },
      );
      expect(await gatewayLine(mcp)).toMatch(
        /^ask-user mcp: no gateway: the embedded gateway did not start: .+; every ask_user call will fail with this reason$/,
      );
      const result = await mcp.client.callTool({ name: "ask_user", arguments: deployPrompt() });
      expect(result.isError).toBe(true);
      expect((result.content as Array<{ text: string }>)[0]?.text).toMatch(
        /^unavailable: ask-user mcp has no gateway: the embedded gateway did not start: /,
      );
    } finally {
      await dir.cleanup();
    }
  }, 30_000);
});
