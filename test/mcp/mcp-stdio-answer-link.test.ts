import { chmod, mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { hashForSession } from "../../src/core/index.js";
import { type RunningGateway, startGateway } from "../../src/gateway/gateway.js";
import { CLI_PATH, findFreePort, withoutAskUserEnv } from "../support/child-gateway.js";
import { answerOverHttp, pendingQuestion } from "../support/mcp-clients.js";
import { deployPrompt } from "../support/prompts.js";

/**
 * `ask-user mcp` as a desktop MCP host starts it: from a directory it may not write to, with
 * nobody watching its stderr. Its data goes to the user's data directory, and the first progress
 * notification of a call says where the human answers.
 */

interface Progress {
  progress: number;
  total?: number;
  message?: string;
}

const clients: Client[] = [];
const directories: string[] = [];

async function tempDirectory(prefix: string): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), prefix));
  directories.push(directory);
  return directory;
}

async function connectStdio(options: {
  args?: string[];
  env: Record<string, string>;
  cwd?: string;
}): Promise<{ client: Client; stderr(): string }> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [CLI_PATH, "mcp", ...(options.args ?? [])],
    env: { ...withoutAskUserEnv(process.env), ...options.env },
    ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
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

/** Calls `ask_user` with a progress token, and resolves with the first progress notification. */
function askWithProgress(client: Client) {
  const progress: Progress[] = [];
  let firstSeen: (update: Progress) => void = () => {};
  const first = new Promise<Progress>((resolve) => {
    firstSeen = resolve;
  });
  const call = client.callTool({ name: "ask_user", arguments: deployPrompt() }, undefined, {
    onprogress: (update) => {
      progress.push(update);
      if (progress.length === 1) firstSeen(update);
    },
  });
  call.catch(() => {});
  return { call, first, progress };
}

/** The link in a progress message: `…: answer at <url>`. */
function answerLink(message: string | undefined): URL {
  const link = /^Waiting for the user's answer \(\d+:\d\d left\): answer at (http:\/\/\S+)$/.exec(
    message ?? "",
  )?.[1];
  expect(link, message).toBeDefined();
  return new URL(link as string);
}

describe("ask-user mcp started by a desktop host", () => {
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
    for (const directory of directories.splice(0)) {
      await chmod(directory, 0o755).catch(() => {});
      await rm(directory, { recursive: true, force: true });
    }
  });

  it("keeps its data in the user's data directory, never the read-only working directory, and its first progress says where to answer", async () => {
    const cwd = await tempDirectory("ask-user-cwd-");
    const dataHome = await tempDirectory("ask-user-xdg-");
    // Read-only as `/` is to a normal user. (As root, chmod does not stop writes: hence the
    // check below that nothing was made here.)
    await chmod(cwd, 0o555);
    const mcp = await connectStdio({
      cwd,
      // Nothing listens on this port: it must start its own gateway.
      env: { XDG_DATA_HOME: dataHome, ASK_USER_PORT: String(await findFreePort()) },
    });

    const { call, first } = askWithProgress(mcp.client);
    const progress = await first;
    const link = answerLink(progress.message);
    expect(progress.progress).toBe(0);
    expect(progress.message).toMatch(/^Waiting for the user's answer \((15:00|14:59) left\): /);

    // The link opens the Control UI…
    const page = await fetch(link.origin + link.pathname);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await page.text()).toMatch(/^<!doctype html>/i);
    // …on the session of this MCP connection, where the question waits.
    const session = decodeURIComponent(link.hash.replace(/^#\/sessions\//, ""));
    expect(session).toMatch(/^mcp:[0-9a-f-]{36}$/);
    expect(link.hash).toBe(hashForSession(session));
    const question = await pendingQuestion(link.origin, session);
    expect(mcp.stderr()).toContain(
      `ask-user mcp: started an embedded gateway at ${link.origin}, data in ${join(dataHome, "ask-user", "ask-user.db")}; answer in its Control UI at ${link.origin}/`,
    );

    await answerOverHttp(link.origin, question.id, { skip: true });
    expect((await call).structuredContent).toEqual({ status: "no_answer", reason: "skipped" });

    const data = join(dataHome, "ask-user");
    expect((await stat(data)).mode & 0o777).toBe(0o700);
    expect(await readdir(data)).toContain("ask-user.db");
    expect((await stat(join(data, "ask-user.db"))).isFile()).toBe(true);
    expect(await readdir(cwd)).toEqual([]);
  }, 30_000);

  it("leaves the data directory alone when --db names the store", async () => {
    const dataHome = await tempDirectory("ask-user-xdg-");
    const mcp = await connectStdio({
      args: ["--session", "link:db", "--db", "memory"],
      env: { XDG_DATA_HOME: dataHome, ASK_USER_PORT: String(await findFreePort()) },
    });
    const { call, first } = askWithProgress(mcp.client);
    const link = answerLink((await first).message);
    expect(link.hash).toBe("#/sessions/link%3Adb");
    const question = await pendingQuestion(link.origin, "link:db");
    await answerOverHttp(link.origin, question.id, { skip: true });
    await call;
    expect(await readdir(dataHome)).toEqual([]);
  }, 30_000);
});

describe("ask-user mcp against a running gateway", () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await startGateway({ host: "127.0.0.1", port: 0, db: "memory", token: "tok" });
  });
  afterAll(async () => gateway.close());
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
  });

  it("links to that gateway's Control UI (ASK_USER_URL), on the session", async () => {
    const mcp = await connectStdio({
      args: ["--session", "remote/link"],
      env: { ASK_USER_URL: gateway.url, ASK_USER_TOKEN: "tok" },
    });
    const { call, first } = askWithProgress(mcp.client);
    expect((await first).message).toMatch(
      new RegExp(
        `^Waiting for the user's answer \\(\\d+:\\d\\d left\\): answer at ${gateway.url.replace(/\./g, "\\.")}/#/sessions/remote%2Flink$`,
      ),
    );
    const question = await pendingQuestion(gateway.url, "remote/link", {
      authorization: "Bearer tok",
    });
    await answerOverHttp(gateway.url, question.id, { skip: true }, { authorization: "Bearer tok" });
    expect((await call).structuredContent).toEqual({ status: "no_answer", reason: "skipped" });
  }, 30_000);
});
