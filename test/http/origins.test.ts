import { once } from "node:events";
import type { IncomingMessage } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type RunningGateway, startGateway } from "../../src/gateway/gateway.js";
import { createHttpApp } from "../../src/http/app.js";
import { QuestionService } from "../../src/service/question-service.js";
import { MemoryQuestionStore } from "../../src/store/memory/memory-question-store.js";
import { deployPrompt } from "../support/prompts.js";

const LISTED = "https://app.example.com";
const FOREIGN = "https://evil.example";

function createApp() {
  const service = new QuestionService({ store: new MemoryQuestionStore() });
  return createHttpApp({
    service,
    allowedOrigins: [LISTED],
    mcp: { handle: async () => new Response("{}", { status: 200 }) },
  });
}

describe("CORS and Origin on the API", () => {
  it("refuses a cross-origin request from an unlisted origin with 403, naming the rule", async () => {
    const app = createApp();
    for (const [method, path] of [
      ["GET", "/v1/sessions"],
      ["POST", "/v1/questions"],
      ["POST", "/mcp"],
    ] as const) {
      const response = await app.request(`http://127.0.0.1:7420${path}`, {
        method,
        headers: { origin: FOREIGN, "content-type": "application/json" },
        ...(method === "POST"
          ? { body: JSON.stringify({ sessionId: "s", ...deployPrompt() }) }
          : {}),
      });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.headers.get("access-control-allow-origin")).toBeNull();
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("forbidden");
      expect(body.error.message).toContain("ASK_USER_ALLOWED_ORIGINS");
    }
    // Nothing was asked.
    const list = await app.request("http://127.0.0.1:7420/v1/questions");
    expect(((await list.json()) as { questions: unknown[] }).questions).toEqual([]);
  });

  it("refuses the preflight of an unlisted origin", async () => {
    const response = await createApp().request("http://127.0.0.1:7420/v1/questions", {
      method: "OPTIONS",
      headers: { origin: FOREIGN, "access-control-request-method": "POST" },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("answers a listed origin's preflight and marks its responses with CORS headers", async () => {
    const app = createApp();
    const preflight = await app.request("http://127.0.0.1:7420/v1/questions", {
      method: "OPTIONS",
      headers: {
        origin: LISTED,
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization, content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(LISTED);
    expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");
    expect(preflight.headers.get("access-control-allow-headers")).toContain("authorization");
    expect(preflight.headers.get("access-control-allow-headers")).toContain("content-type");
    expect(preflight.headers.get("access-control-max-age")).toBe("600");
    expect(preflight.headers.get("vary")).toContain("Origin");

    const asked = await app.request("http://127.0.0.1:7420/v1/questions", {
      method: "POST",
      headers: { origin: LISTED, "content-type": "application/json" },
      body: JSON.stringify({ sessionId: "s", ...deployPrompt() }),
    });
    expect(asked.status).toBe(201);
    expect(asked.headers.get("access-control-allow-origin")).toBe(LISTED);
    expect(asked.headers.get("access-control-expose-headers")).toContain("retry-after");
    expect(asked.headers.get("vary")).toContain("Origin");
    const mcp = await app.request("http://127.0.0.1:7420/mcp", {
      method: "POST",
      headers: { origin: LISTED },
      body: "{}",
    });
    expect(mcp.headers.get("access-control-allow-origin")).toBe(LISTED);
  });

  it("lets the gateway's own origin (the Control UI) and requests without Origin through", async () => {
    const app = createApp();
    const sameOrigin = await app.request("http://127.0.0.1:7420/v1/sessions", {
      headers: { origin: "http://127.0.0.1:7420", host: "127.0.0.1:7420" },
    });
    expect(sameOrigin.status).toBe(200);
    expect(sameOrigin.headers.get("access-control-allow-origin")).toBeNull();
    expect((await app.request("http://127.0.0.1:7420/v1/sessions")).status).toBe(200);
    // The same host on another port is another origin.
    const otherPort = await app.request("http://127.0.0.1:7420/v1/sessions", {
      headers: { origin: "http://127.0.0.1:9999", host: "127.0.0.1:7420" },
    });
    expect(otherPort.status).toBe(403);
  });
});

describe("Origin on the WebSocket event stream", () => {
  let gateway: RunningGateway | undefined;
  afterEach(async () => {
    await gateway?.close();
    gateway = undefined;
  });

  const refusal = async (url: string, headers: Record<string, string>) => {
    const socket = new WebSocket(url, { headers });
    const [, response] = (await once(socket, "unexpected-response")) as [unknown, IncomingMessage];
    response.resume();
    return response.statusCode;
  };
  const opens = async (url: string, headers: Record<string, string> = {}) => {
    const socket = new WebSocket(url, { headers });
    const [data] = await once(socket, "message");
    socket.close();
    return JSON.parse(String(data)).type;
  };

  it("refuses a foreign Origin with 403 before upgrading; same-origin, listed and none are allowed", async () => {
    gateway = await startGateway({
      host: "127.0.0.1",
      port: 0,
      db: "memory",
      token: undefined,
      allowedOrigins: [LISTED],
    });
    const url = `${gateway.url.replace("http", "ws")}/v1/events`;
    expect(await refusal(url, { origin: FOREIGN })).toBe(403);
    // The same machine on another port is another origin.
    expect(await refusal(url, { origin: "http://localhost:1" })).toBe(403);
    expect(await opens(url, { origin: gateway.url })).toBe("hello");
    expect(await opens(url, { origin: LISTED })).toBe("hello");
    expect(await opens(url)).toBe("hello");
  });
});
