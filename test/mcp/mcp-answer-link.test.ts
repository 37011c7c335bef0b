import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { connectMcpGateway } from "../../src/cli/mcp-gateway.js";
import type { Locale } from "../../src/core/index.js";
import { type RunningGateway, startGateway } from "../../src/gateway/gateway.js";
import { createHttpApp } from "../../src/http/app.js";
import { answerUrlFor } from "../../src/mcp/answer-url.js";
import {
  type QuestionServiceBackendOptions,
  questionServiceBackend,
} from "../../src/mcp/ask-user-backend.js";
import { createMcpHttpEndpoint } from "../../src/mcp/mcp-http-endpoint.js";
import { QuestionService } from "../../src/service/question-service.js";
import { MemoryQuestionStore } from "../../src/store/memory/memory-question-store.js";
import { answerOverHttp, connectHttpClient, pendingQuestion } from "../support/mcp-clients.js";
import { deployPrompt } from "../support/prompts.js";

/** Where the human answers: the link the MCP tool gives in its first progress notification. */

describe("answerUrlFor", () => {
  it.each([
    ["http://127.0.0.1:54321", "mcp:abc", "http://127.0.0.1:54321/#/sessions/mcp%3Aabc"],
    ["http://127.0.0.1:7420/", "demo", "http://127.0.0.1:7420/#/sessions/demo"],
    // An embedded gateway under a base path serves its Control UI there.
    [
      "https://ask.example.com/ask-user",
      "a/b c",
      "https://ask.example.com/ask-user/#/sessions/a%2Fb%20c",
    ],
    // Credentials and a fragment are never shown.
    ["https://me:secret@ask.example.com/x/#/old", "s", "https://ask.example.com/x/#/sessions/s"],
  ])("%s, session %s", (gatewayUrl, sessionId, expected) => {
    expect(answerUrlFor(gatewayUrl, sessionId)).toBe(expected);
  });
});

interface Progress {
  progress: number;
  total?: number;
  message?: string;
}

/** The HTTP API with `/mcp` on a real port, its backend given the options. */
async function serveMcp(options: QuestionServiceBackendOptions, sessionLocale?: Locale) {
  const service = new QuestionService({ store: new MemoryQuestionStore() });
  await service.start();
  if (sessionLocale) await service.sessions.updateSettings("http-link", { locale: sessionLocale });
  const mcp = createMcpHttpEndpoint({
    backend: questionServiceBackend(service, options),
    progressIntervalMs: 100,
  });
  const app = createHttpApp({ service, mcp });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const created = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, () =>
      resolve(created),
    );
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      service.stop();
      await mcp.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ("closeAllConnections" in server) server.closeAllConnections();
      });
    },
  };
}

describe("the answer link over Streamable HTTP", () => {
  const clients: Client[] = [];
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close().catch(() => {})));
    for (const close of closers.splice(0)) await close();
  });

  /** Asks over `/mcp` until three progress notifications came, then skips; their messages. */
  async function progressMessages(
    options: QuestionServiceBackendOptions,
    sessionLocale?: Locale,
  ): Promise<string[]> {
    const served = await serveMcp(options, sessionLocale);
    closers.push(served.close);
    const { client } = await connectHttpClient(served.url, { "x-ask-user-session": "http-link" });
    clients.push(client);
    const progress: Progress[] = [];
    const call = client.callTool({ name: "ask_user", arguments: deployPrompt() }, undefined, {
      onprogress: (update) => progress.push(update),
    });
    await expect.poll(() => progress.length).toBeGreaterThanOrEqual(3);
    const question = await pendingQuestion(served.url, "http-link");
    await answerOverHttp(served.url, question.id, { skip: true });
    await call;
    expect(progress.map((update) => update.progress)).toEqual(
      [...progress.map((update) => update.progress)].sort((a, b) => a - b),
    );
    return progress.map((update) => update.message ?? "");
  }

  it("is in the first progress notification when the gateway knows its URL, and only there", async () => {
    const [first, ...later] = await progressMessages({
      controlUiUrl: () => "https://ask.example.com/ask-user",
    });
    expect(first).toMatch(
      /^Waiting for the user's answer \((15:00|14:59) left\): answer at https:\/\/ask\.example\.com\/ask-user\/#\/sessions\/http-link$/,
    );
    for (const message of later)
      expect(message).toMatch(/^Waiting for the user's answer \(1[45]:\d\d left\)$/);
  });

  it("speaks the session's language: Spanish", async () => {
    const [first, ...later] = await progressMessages(
      { controlUiUrl: () => "https://ask.example.com/ask-user" },
      "es",
    );
    expect(first).toMatch(
      /^Esperando la respuesta del usuario \(quedan (15:00|14:59)\): responde en https:\/\/ask\.example\.com\/ask-user\/#\/sessions\/http-link$/,
    );
    for (const message of later)
      expect(message).toMatch(/^Esperando la respuesta del usuario \(quedan 1[45]:\d\d\)$/);
  });

  it("is left out while the gateway does not know its URL, or when it was given none", async () => {
    for (const options of [{ controlUiUrl: () => undefined }, {}]) {
      const messages = await progressMessages(options);
      for (const message of messages)
        expect(message).toMatch(/^Waiting for the user's answer \(1[45]:\d\d left\)$/);
    }
  });
});

describe("ask-user mcp's --url and --token", () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await startGateway({ host: "127.0.0.1", port: 0, db: "memory", token: "tok" });
  });
  afterAll(async () => gateway.close());

  function io(env: Record<string, string>) {
    let stderr = "";
    return {
      io: {
        env,
        stdout: () => {},
        stderr: (text: string) => {
          stderr += text;
        },
      },
      stderr: () => stderr,
    };
  }

  it("win over ASK_USER_URL and the tokens of the environment", async () => {
    const cli = io({
      ASK_USER_URL: "http://127.0.0.1:1",
      ASK_USER_AGENT_TOKEN: "wrong",
      ASK_USER_TOKEN: "wrong",
    });
    const connected = await connectMcpGateway({ url: gateway.url, token: "tok" }, cli.io);
    expect(cli.stderr()).toBe(`ask-user mcp: using the gateway at ${gateway.url} (--url)\n`);
    const question = await connected.backend.createQuestion({
      sessionId: "flags",
      input: deployPrompt(60),
      runId: "r",
      toolCallId: "c",
    });
    expect(question.status).toBe("pending");
    expect(connected.backend.answerUrl?.("flags")).toBe(`${gateway.url}/#/sessions/flags`);
    // The session's language, for the words of the progress notifications.
    expect(await connected.backend.sessionLocale?.("flags")).toBe("en");
    const put = await fetch(`${gateway.url}/v1/sessions/flags/settings`, {
      method: "PUT",
      headers: { authorization: "Bearer tok", "content-type": "application/json" },
      body: JSON.stringify({ locale: "es" }),
    });
    expect(put.status).toBe(200);
    expect(await connected.backend.sessionLocale?.("flags")).toBe("es");
    await connected.backend.abort(question.id);
    await connected.close();
  });

  it("refuses an empty --token rather than sending none", async () => {
    const cli = io({ ASK_USER_TOKEN: "tok" });
    const connected = await connectMcpGateway({ url: gateway.url, token: "" }, cli.io);
    expect(cli.stderr()).toBe(
      "ask-user mcp: no gateway: --token: expected a token, got an empty value; every ask_user call will fail with this reason\n",
    );
    await expect(
      connected.backend.createQuestion({ sessionId: "s", input: {}, runId: "r", toolCallId: "c" }),
    ).rejects.toThrow(/--token: expected a token/);
  });

  it("refuses a --url without http(s), naming the flag", async () => {
    const cli = io({ ASK_USER_URL: gateway.url });
    const connected = await connectMcpGateway({ url: "127.0.0.1:7420" }, cli.io);
    expect(cli.stderr()).toMatch(/^ask-user mcp: no gateway: --url: expected an http:\/\/ /);
    await expect(
      connected.backend.createQuestion({ sessionId: "s", input: {}, runId: "r", toolCallId: "c" }),
    ).rejects.toThrow(/--url: expected/);
  });
});
