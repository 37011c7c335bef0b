import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRequester } from "../../src/client/client-request.js";
import type { HttpTransport } from "../../src/client/http-transport.js";
import { createAskUserClient, createNodeTransport } from "../../src/client/node.js";
import { startGateway } from "../../src/gateway/gateway.js";
import { findFreePort } from "../support/child-gateway.js";
import { deployPrompt } from "../support/prompts.js";

/**
 * The Node transport behind `ask-user/client` on Node must be indistinguishable from `fetch`
 * for the client: the same results and the same errors for every kind of answer.
 */
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const route = request.url ?? "";
      if (route === "/echo") {
        response.writeHead(200, { "content-type": "application/json" });
        response.end(
          JSON.stringify({
            method: request.method,
            body: body === "" ? null : JSON.parse(body),
            auth: request.headers.authorization ?? null,
            type: request.headers["content-type"] ?? null,
            now: "2026-01-01T00:00:00.000Z",
          }),
        );
      } else if (route === "/refused") {
        response.writeHead(409, { "content-type": "application/json" });
        response.end(
          JSON.stringify({
            error: { code: "already_ended", message: "ended", status: "answered" },
          }),
        );
      } else if (route === "/proxy-error") {
        response.writeHead(502, { "content-type": "text/html" });
        response.end("<html>bad gateway</html>");
      } else if (route === "/not-json") {
        response.writeHead(200, { "content-type": "text/plain" });
        response.end("hello");
      } else if (route === "/dated") {
        response.writeHead(200, {
          "content-type": "application/json",
          date: "Thu, 01 Jan 2026 00:00:05 GMT",
        });
        response.end("{}");
      } else if (route === "/unicode") {
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify({ text: "ข้อ ๒ ครับ — „Produktion“ 👍" }));
      }
      // "/hang" never answers.
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const transports: [string, HttpTransport | undefined][] = [
  ["fetch", undefined],
  ["node:http", createNodeTransport()],
];

/** What a request comes to: its result, or the error's name, code, status and details. */
async function outcome(
  transport: HttpTransport | undefined,
  path: string,
  options: Parameters<ReturnType<typeof createRequester>>[2] = {},
  base = url,
) {
  const clocks: unknown[] = [];
  const request = createRequester({
    url: base,
    token: "secret",
    fetch: transport,
    onServerTime: (sample) => clocks.push({ serverNow: sample.serverNow, precise: sample.precise }),
  });
  try {
    return { result: await request("POST", path, options), clocks };
  } catch (error) {
    const { name, code, httpStatus, details, message } = error as Record<string, unknown>;
    return {
      error: { name, code, httpStatus, details, network: /ECONNREFUSED/.test(String(message)) },
    };
  }
}

describe("the Node transport answers as fetch does", () => {
  const cases: [string, string, Parameters<ReturnType<typeof createRequester>>[2]?][] = [
    ["a JSON body, its headers and the body's clock", "/echo", { body: { a: "ü", n: 1 } }],
    ["no body", "/echo"],
    ["an API error with its details", "/refused"],
    ["a proxy's HTML error page", "/proxy-error"],
    ["a 200 that is no JSON", "/not-json"],
    ["the Date header as the clock", "/dated"],
    ["Thai, German quotes and emoji", "/unicode"],
    ["a timeout", "/hang", { timeoutMs: 100 }],
  ];

  it.each(cases)("%s", async (_name, path, options) => {
    const [viaFetch, viaNode] = await Promise.all(
      transports.map(([, transport]) => outcome(transport, path, options)),
    );
    expect(viaNode).toStrictEqual(viaFetch);
    expect(viaNode).toBeDefined();
  });

  it("a gateway that is not listening: unavailable, naming ECONNREFUSED", async () => {
    const port = await findFreePort();
    const [viaFetch, viaNode] = await Promise.all(
      transports.map(([, transport]) =>
        outcome(transport, "/echo", {}, `http://127.0.0.1:${port}`),
      ),
    );
    expect(viaNode).toStrictEqual(viaFetch);
    expect(viaNode).toMatchObject({ error: { code: "unavailable", network: true } });
  });

  it("an abort by the caller rejects with the signal's reason", async () => {
    for (const [, transport] of transports) {
      const controller = new AbortController();
      const reason = new Error("stop");
      const request = createRequester({ url, fetch: transport });
      const pending = request("POST", "/hang", { signal: controller.signal });
      setTimeout(() => controller.abort(reason), 20);
      await expect(pending).rejects.toBe(reason);
    }
  });
});

describe("ask-user/client on Node", () => {
  it("asks and resolves with the answer over pooled connections", async () => {
    const gateway = await startGateway({
      host: "127.0.0.1",
      port: 0,
      db: "memory",
      token: undefined,
    });
    try {
      const agent = createAskUserClient({ url: gateway.url });
      const human = createAskUserClient({ url: gateway.url });
      const result = await agent.ask(deployPrompt(), {
        sessionId: "node-transport",
        onAsked: (question) => {
          void human.answer(question.id, { answers: { deploy_target: ["Production"] } });
        },
      });
      expect(result).toStrictEqual({
        status: "answered",
        answers: { answers: { deploy_target: ["Production"] } },
      });
    } finally {
      await gateway.close();
    }
  });
});
