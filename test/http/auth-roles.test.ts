import type { UpgradeWebSocket } from "hono/ws";
import { describe, expect, it } from "vitest";
import { createHttpApp, type HttpAppOptions } from "../../src/http/app.js";
import { resolveRoleTokens } from "../../src/http/role-tokens.js";
import { ROUTE_RULES } from "../../src/http/route-roles.js";
import { PushDevices } from "../../src/service/push-devices.js";
import { QuestionService } from "../../src/service/question-service.js";
import { MemoryQuestionStore } from "../../src/store/memory/memory-question-store.js";
import { deployPrompt } from "../support/prompts.js";

const AGENT = { authorization: "Bearer agent-secret-1" };
const HUMAN = { authorization: "Bearer human-secret-2" };
const METRICS = { authorization: "Bearer metrics-secret-3" };
const SHARED = { authorization: "Bearer shared-secret-4" };

function createApp(options: Partial<HttpAppOptions> = {}) {
  const service = new QuestionService({ store: new MemoryQuestionStore() });
  const app = createHttpApp({
    service,
    tokens: resolveRoleTokens({
      agentToken: "agent-secret-1",
      humanToken: "human-secret-2",
      metricsToken: "metrics-secret-3",
    }),
    mcp: { handle: async () => new Response("mcp", { status: 200 }) },
    metrics: { contentType: "text/plain", render: async () => "# metrics\n" },
    ...options,
  });
  const call = async (
    method: string,
    path: string,
    headers: Record<string, string> = {},
    body?: unknown,
  ) => {
    const response = await app.request(path, {
      method,
      headers: { "content-type": "application/json", ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: keep the text.
    }
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response fields
    return { status: response.status, headers: response.headers, body: parsed as any };
  };
  return { app, call };
}

describe("roles: agent and human tokens", () => {
  it("the agent's token asks, waits and cancels, but cannot answer (403 forbidden)", async () => {
    const { call } = createApp();
    const asked = await call("POST", "/v1/questions", AGENT, { sessionId: "s", ...deployPrompt() });
    expect(asked.status).toBe(201);
    const answer = await call("POST", `/v1/questions/${asked.body.id}/answer`, AGENT, {
      skip: true,
    });
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe("forbidden");
    expect(answer.body.error.message).toBe(
      "POST /v1/questions/:id/answer takes the human token (ASK_USER_HUMAN_TOKEN), and this is the agent token",
    );
    const reply = await call("POST", "/v1/sessions/s/replies", AGENT, { text: "skip" });
    expect(reply.status).toBe(403);
    expect((await call("GET", `/v1/questions/${asked.body.id}`, AGENT)).body.status).toBe(
      "pending",
    );
    expect(
      (await call("GET", `/v1/questions/${asked.body.id}/result?waitSeconds=0`, AGENT)).status,
    ).toBe(202);
    const cancelled = await call("POST", `/v1/questions/${asked.body.id}/cancel`, AGENT, {});
    expect(cancelled.body).toEqual({ status: "no_answer", reason: "cancelled" });
  });

  it("the human's token answers and reads, but cannot ask, cancel or use MCP (403)", async () => {
    const { call } = createApp();
    const refused = await call("POST", "/v1/questions", HUMAN, {
      sessionId: "s",
      ...deployPrompt(),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("forbidden");
    expect(refused.body.error.message).toContain("takes the agent token (ASK_USER_AGENT_TOKEN)");
    expect((await call("POST", "/mcp", HUMAN, {})).status).toBe(403);

    const asked = await call("POST", "/v1/questions", AGENT, { sessionId: "s", ...deployPrompt() });
    expect((await call("POST", `/v1/questions/${asked.body.id}/cancel`, HUMAN, {})).status).toBe(
      403,
    );
    expect(
      (await call("GET", `/v1/questions/${asked.body.id}/result?waitSeconds=0`, HUMAN)).status,
    ).toBe(403);
    expect((await call("GET", "/v1/sessions", HUMAN)).status).toBe(200);
    expect((await call("GET", "/v1/sessions/s/timeline", HUMAN)).status).toBe(200);
    expect((await call("GET", "/v1/questions?status=pending", HUMAN)).body.questions).toHaveLength(
      1,
    );
    expect((await call("PUT", "/v1/sessions/s/settings", HUMAN, { locale: "de" })).status).toBe(
      200,
    );
    expect((await call("PUT", "/v1/sessions/s/settings", AGENT, { locale: "en" })).status).toBe(
      403,
    );
    const plan = { steps: [{ afterSeconds: 0, routes: [] }] };
    expect((await call("PUT", "/v1/sessions/s/plan", HUMAN, plan)).status).toBe(200);
    expect((await call("PUT", "/v1/sessions/s/plan", AGENT, { steps: null })).status).toBe(403);
    expect((await call("GET", "/v1/sessions/s/plan", AGENT)).body).toEqual({ plan });
    expect((await call("GET", "/v1/sessions/s/plan", HUMAN)).body).toEqual({ plan });
    const answered = await call("POST", `/v1/questions/${asked.body.id}/answer`, HUMAN, {
      answers: { deploy_target: ["Production"] },
    });
    expect(answered.status).toBe(200);
    expect(answered.body.status).toBe("answered");
  });

  it("ASK_USER_TOKEN alone is one token for both roles", async () => {
    const { call } = createApp({ tokens: resolveRoleTokens({ token: "shared-secret-4" }) });
    const asked = await call("POST", "/v1/questions", SHARED, {
      sessionId: "s",
      ...deployPrompt(),
    });
    expect(asked.status).toBe(201);
    const answered = await call("POST", `/v1/questions/${asked.body.id}/answer`, SHARED, {
      skip: true,
    });
    expect(answered.body).toEqual({ status: "no_answer", reason: "skipped" });
    expect((await call("GET", "/metrics", SHARED)).status).toBe(200);
    expect((await call("POST", "/mcp", SHARED, {})).status).toBe(200);
  });

  it("a role's own token wins over the shared one", async () => {
    const tokens = resolveRoleTokens({ token: "shared-secret-4", humanToken: "human-secret-2" });
    expect(tokens).toEqual({
      agent: "shared-secret-4",
      human: "human-secret-2",
      metrics: "shared-secret-4",
    });
    const { call } = createApp({ tokens });
    const asked = await call("POST", "/v1/questions", SHARED, {
      sessionId: "s",
      ...deployPrompt(),
    });
    expect(asked.status).toBe(201);
    const answer = await call("POST", `/v1/questions/${asked.body.id}/answer`, SHARED, {
      skip: true,
    });
    expect(answer.status).toBe(403);
    expect(
      (await call("POST", `/v1/questions/${asked.body.id}/answer`, HUMAN, { skip: true })).status,
    ).toBe(200);
  });

  it("refuses a half configuration that would leave one role open", () => {
    expect(() => resolveRoleTokens({ agentToken: "a" })).toThrow(
      "ASK_USER_HUMAN_TOKEN: required when ASK_USER_AGENT_TOKEN is set (or set ASK_USER_TOKEN for both roles)",
    );
    expect(() => resolveRoleTokens({ humanToken: "h" })).toThrow(
      "ASK_USER_AGENT_TOKEN: required when ASK_USER_HUMAN_TOKEN is set",
    );
    expect(resolveRoleTokens({})).toEqual({});
  });

  it("a missing or wrong token is 401 unauthorized, on every route but the probes", async () => {
    const { call } = createApp();
    const refusals: Record<string, string>[] = [
      {},
      { authorization: "Bearer wrong" },
      { authorization: "agent-secret-1" },
    ];
    for (const headers of refusals) {
      for (const [method, path] of [
        ["GET", "/v1/questions"],
        ["POST", "/v1/questions/x/answer"],
        ["GET", "/metrics"],
        ["POST", "/mcp"],
        ["GET", "/v1/no-such-route"],
      ] as const) {
        const response = await call(method, path, headers, method === "POST" ? {} : undefined);
        expect(response.status, `${method} ${path}`).toBe(401);
        expect(response.body.error.code).toBe("unauthorized");
      }
    }
    expect((await call("GET", "/healthz")).status).toBe(200);
    expect((await call("GET", "/readyz")).status).toBe(200);
  });

  it("/metrics takes the metrics token or, without one, the agent's; never the human's", async () => {
    const { call } = createApp();
    expect((await call("GET", "/metrics", METRICS)).status).toBe(200);
    expect((await call("GET", "/metrics", HUMAN)).status).toBe(403);
    expect((await call("GET", "/metrics", AGENT)).status).toBe(403);
    const fallback = createApp({
      tokens: resolveRoleTokens({ agentToken: "agent-secret-1", humanToken: "human-secret-2" }),
    });
    expect((await fallback.call("GET", "/metrics", AGENT)).status).toBe(200);
    expect((await fallback.call("GET", "/metrics", HUMAN)).status).toBe(403);
  });

  it("a message is the agent's with the agent's token, the human's with the human's", async () => {
    const { call } = createApp();
    const byAgent = await call("POST", "/v1/sessions/s/messages", AGENT, { text: "Working on it" });
    expect(byAgent.status).toBe(201);
    expect(byAgent.body.author).toEqual({ kind: "agent" });
    const byHuman = await call("POST", "/v1/sessions/s/messages", HUMAN, {
      text: "Thanks",
      surface: "web",
    });
    expect(byHuman.body.author).toEqual({ kind: "human", surface: "web" });
    const agentWithSurface = await call("POST", "/v1/sessions/s/messages", AGENT, {
      text: "Hi",
      surface: "web",
    });
    expect(agentWithSurface.status).toBe(400);
    expect(agentWithSurface.body.error.issues[0].path).toBe("surface");
  });

  it("limits wrong tokens per source: 429 with Retry-After, then even the right token waits", async () => {
    const { call } = createApp({ authFailureRatePerMinute: 3 });
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await call("GET", "/v1/sessions", { authorization: "Bearer guess" })).status).toBe(
        401,
      );
    const limited = await call("GET", "/v1/sessions", { authorization: "Bearer guess" });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe("rate_limited");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await call("GET", "/v1/sessions", HUMAN)).status).toBe(429);
  });

  it("every API route the app registers has its entry in the role table, and vice versa", () => {
    // A stand-in upgrade, so the event stream's route is registered too.
    const upgradeWebSocket = (() => async () =>
      new Response(null, { status: 101 })) as unknown as UpgradeWebSocket;
    const push = new PushDevices({
      store: new MemoryQuestionStore(),
      humanToken: "human-secret-2",
      now: () => new Date().toISOString(),
    });
    const { app } = createApp({ upgradeWebSocket, push });
    const open = new Set(["GET /healthz", "GET /readyz", "GET /openapi.json"]);
    const registered = new Set(
      app.routes
        .filter((route) => route.method !== "ALL")
        .map((route) => `${route.method} ${route.path}`)
        .filter((key) => !open.has(key)),
    );
    expect([...registered].sort()).toEqual(Object.keys(ROUTE_RULES).sort());
  });
});
