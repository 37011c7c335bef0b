import { Ajv2020 } from "ajv/dist/2020.js";
import type { UpgradeWebSocket } from "hono/ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DISCORD_INTERACTIONS_PATH } from "../../src/channels/discord/discord-adapter.js";
import { SLACK_EVENTS_PATH } from "../../src/channels/slack/slack-adapter.js";
import { TELEGRAM_WEBHOOK_PATH } from "../../src/channels/telegram/telegram-adapter.js";
import { assembleGateway, type RunningGateway, startGateway } from "../../src/gateway/gateway.js";
import { createHttpApp } from "../../src/http/app.js";
import { buildOpenApiDocument, type OpenApiDocument } from "../../src/http/openapi-document.js";
import { TEXT_KEYS } from "../../src/http/read-responder.js";
import { resolveRoleTokens } from "../../src/http/role-tokens.js";
import { createGateway } from "../../src/server/create-gateway.js";
import { PushDevices } from "../../src/service/push-devices.js";
import { QuestionService } from "../../src/service/question-service.js";
import { MemoryQuestionStore } from "../../src/store/memory/memory-question-store.js";
import { type JsonResponse, requestJson } from "../support/child-gateway.js";
import { deployAndChecksPrompt, deployPrompt } from "../support/prompts.js";

type App = ReturnType<typeof createHttpApp>;

/**
 * Every `METHOD /path` an app serves, in OpenAPI form (`{id}` for `:id`). Middleware (`ALL`)
 * and the Control UI's catch-all (`GET /*`) are not routes of the API.
 */
function servedOperations(app: App): string[] {
  return [
    ...new Set(
      app.routes
        .filter((route) => route.method !== "ALL" && !route.path.includes("*"))
        .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, "{$1}")}`),
    ),
  ].sort();
}

function documentedOperations(document: OpenApiDocument): string[] {
  return Object.entries(document.paths)
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    )
    .sort();
}

async function documentOf(app: App): Promise<OpenApiDocument> {
  const response = await app.request("/openapi.json");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return (await response.json()) as OpenApiDocument;
}

describe("GET /openapi.json", () => {
  const service = new QuestionService({ store: new MemoryQuestionStore() });
  const everything: App = createHttpApp({
    service,
    token: "secret",
    mcp: { handle: async () => new Response("{}") },
    metrics: { contentType: "text/plain", render: async () => "" },
    upgradeWebSocket: (() => async () => {}) as unknown as UpgradeWebSocket,
    staticAssets: async (_c, next) => next(),
    push: new PushDevices({
      store: new MemoryQuestionStore(),
      humanToken: undefined,
      now: () => new Date().toISOString(),
    }),
    channelWebhooks: [TELEGRAM_WEBHOOK_PATH, SLACK_EVENTS_PATH, DISCORD_INTERACTIONS_PATH].map(
      (path) => ({ path, handle: async () => new Response("ok") }),
    ),
  });

  it("documents exactly the routes an app with every part mounted serves, with their methods", async () => {
    const document = await documentOf(everything);
    expect(document.openapi).toBe("3.1.0");
    expect(documentedOperations(document)).toStrictEqual(servedOperations(everything));
    // Sanity: the enumeration sees the routes of every area.
    expect(servedOperations(everything)).toEqual(
      expect.arrayContaining([
        "POST /v1/questions/{id}/answer",
        "PUT /v1/sessions/{sessionId}/routes",
        "GET /v1/events",
        "DELETE /mcp",
        "GET /metrics",
        `POST ${SLACK_EVENTS_PATH}`,
        "GET /healthz",
        "GET /openapi.json",
      ]),
    );
  });

  it("documents exactly the routes of a bare app and of the assembled gateway", async () => {
    const bare = createHttpApp({ service });
    expect(documentedOperations(await documentOf(bare))).toStrictEqual(servedOperations(bare));
    expect(documentedOperations(await documentOf(bare))).not.toContain("GET /metrics");

    const gateway = await assembleGateway(new MemoryQuestionStore(), {
      token: undefined,
      tokens: resolveRoleTokens({ token: undefined }),
    });
    try {
      expect(documentedOperations(await documentOf(gateway.app))).toStrictEqual(
        servedOperations(gateway.app),
      );
    } finally {
      await gateway.close();
    }
  });

  it("is served under an embedded gateway's prefix, its server relative to it", async () => {
    const embedded = await createGateway({ basePath: "/ask-user", store: "memory", token: "t" });
    try {
      const response = await embedded.fetch(new Request("http://host/ask-user/openapi.json"));
      expect(response.status).toBe(200);
      const document = (await response.json()) as OpenApiDocument;
      expect(document.servers).toStrictEqual([
        { url: ".", description: "Where this document is served" },
      ]);
      // "." against the document's URL is the prefix the paths hang under.
      expect(
        new URL(`${document.servers[0]?.url}/v1/questions`, "http://host/ask-user/openapi.json")
          .pathname,
      ).toBe("/ask-user/v1/questions");
    } finally {
      await embedded.close();
    }
  });

  it("is open, states bearer security and opens it only where no token is asked", async () => {
    const document = await documentOf(everything);
    expect(document.components.securitySchemes).toStrictEqual({
      bearer: { type: "http", scheme: "bearer" },
    });
    expect(document.security).toStrictEqual([{ bearer: [] }]);
    const open = documentedOperations(document).filter((operation) => {
      const [method = "", path = ""] = operation.split(" ");
      return document.paths[path]?.[method.toLowerCase()]?.security?.length === 0;
    });
    expect(open).toStrictEqual(
      [
        "GET /healthz",
        "GET /openapi.json",
        "GET /readyz",
        `POST ${DISCORD_INTERACTIONS_PATH}`,
        `POST ${SLACK_EVENTS_PATH}`,
        `POST ${TELEGRAM_WEBHOOK_PATH}`,
      ].sort(),
    );
    // And the open routes really need no token, while an API route does.
    expect((await everything.request("/healthz")).status).toBe(200);
    expect((await everything.request("/v1/questions")).status).toBe(401);
  });

  it("documents the query parameters the routes read", async () => {
    const document = await documentOf(everything);
    const parameterNames = (path: string) =>
      (document.paths[path]?.get?.parameters ?? []).map((parameter) => parameter.name);
    expect(parameterNames("/v1/questions")).toStrictEqual(["sessionId", "status", "limit"]);
    expect(parameterNames("/v1/questions/{id}/result")).toStrictEqual(["id", "waitSeconds"]);
    expect(parameterNames("/v1/sessions/{sessionId}/timeline")).toStrictEqual(["sessionId"]);
  });

  it("documents the keys the hand-written readers accept", async () => {
    const { schemas } = (await documentOf(everything)).components;
    const keys = (name: string) => Object.keys(schemas[name]?.properties as object).sort();
    expect(keys("TextBody")).toStrictEqual([...TEXT_KEYS].sort());
    // The route passes `surface` and `userId` to parseAnswerSubmission beside its own keys.
    expect(keys("AnswerBody")).toStrictEqual(["answers", "skip", "surface", "userId"]);
  });

  it("is the document the schemas give, built once per app", async () => {
    const document = await documentOf(everything);
    expect(document).toStrictEqual(
      JSON.parse(
        JSON.stringify(
          buildOpenApiDocument({
            mcp: true,
            metrics: true,
            events: true,
            push: true,
            channelWebhooks: [
              { path: TELEGRAM_WEBHOOK_PATH },
              { path: SLACK_EVENTS_PATH },
              { path: DISCORD_INTERACTIONS_PATH },
            ],
          }),
        ),
      ),
    );
    const again = await everything.request("/openapi.json");
    expect(await again.text()).toBe(JSON.stringify(document));
  });
});

describe("real responses match the documented schemas", () => {
  const TOKEN = "secret";
  let gateway: RunningGateway;
  let document: OpenApiDocument;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  // zod's ISO pattern is in the schema too; the format only needs to be known.
  ajv.addFormat("date-time", (text: string) => !Number.isNaN(Date.parse(text)));

  beforeAll(async () => {
    gateway = await startGateway({ host: "127.0.0.1", port: 0, db: "memory", token: TOKEN });
    document = (await requestJson("GET", `${gateway.url}/openapi.json`)).body;
    ajv.addSchema(document as object, "openapi.json");
  });
  afterAll(() => gateway.close());

  /** Schema errors of a body against a `$ref` into the document, or [] when it is valid. */
  function violations(ref: string, body: unknown): string[] {
    const validate = ajv.compile({ $ref: `openapi.json${ref}` });
    return validate(body)
      ? []
      : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
  }

  /**
   * Sends a request and checks the response body against the schema the document gives for
   * that operation and status, and a JSON request body against the documented one.
   */
  async function call(
    method: string,
    path: string,
    options: { body?: unknown; token?: string | null; validBody?: boolean } = {},
  ): Promise<JsonResponse> {
    const [pathname = ""] = path.split("?");
    const template = Object.keys(document.paths).find((candidate) =>
      new RegExp(`^${candidate.replace(/\{\w+\}/g, "[^/]+")}$`).test(pathname),
    );
    const operation = template ? document.paths[template]?.[method.toLowerCase()] : undefined;
    expect(operation, `${method} ${path} is documented`).toBeDefined();

    if (options.body !== undefined && options.validBody !== false) {
      const requestBody = operation?.requestBody as
        | { content: Record<string, { schema: { $ref: string } }> }
        | undefined;
      const requestRef = requestBody?.content["application/json"]?.schema.$ref ?? "(none)";
      expect(violations(requestRef, options.body), `${method} ${path} request`).toStrictEqual([]);
    }

    const token = options.token === undefined ? TOKEN : options.token;
    const response = await requestJson(
      method,
      `${gateway.url}${path}`,
      options.body,
      token === null ? {} : { authorization: `Bearer ${token}` },
    );
    const documented = operation?.responses[String(response.status)] as
      | { content?: Record<string, { schema: { $ref?: string } }> }
      | undefined;
    expect(documented, `${method} ${path} documents status ${response.status}`).toBeDefined();
    const ref = documented?.content?.["application/json"]?.schema.$ref;
    expect(ref, `${method} ${path} ${response.status} has a schema`).toBeDefined();
    expect(
      violations(ref as string, response.body),
      `${method} ${path} ${response.status}: ${JSON.stringify(response.body)}`,
    ).toStrictEqual([]);
    return response;
  }

  it("ask, read, list, wait, answer and the result; then every error on the way", async () => {
    const ask = { sessionId: "s", runId: "run-1", toolCallId: "call-1", ...deployPrompt() };
    const asked = await call("POST", "/v1/questions", { body: ask });
    expect(asked.status).toBe(201);
    const id = asked.body.id as string;
    expect((await call("POST", "/v1/questions", { body: ask })).status).toBe(200);
    const busy = await call("POST", "/v1/questions", {
      body: { ...deployPrompt(), sessionId: "s" },
    });
    expect(busy.body.error).toMatchObject({ code: "session_busy", pendingQuestionId: id });

    const invalid = await call("POST", "/v1/questions", {
      body: { sessionId: "s", questions: [], colour: "red" },
      validBody: false,
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.issues.map((issue: { path: string }) => issue.path)).toStrictEqual([
      "questions",
      "colour",
    ]);

    expect((await call("GET", `/v1/questions/${id}`)).body.status).toBe("pending");
    const listed = await call("GET", "/v1/questions?sessionId=s&status=pending&limit=5");
    expect(listed.body.questions).toHaveLength(1);
    expect((await call("GET", "/v1/questions?limit=0")).status).toBe(400);
    expect((await call("GET", `/v1/questions/${id}/result?waitSeconds=0`)).status).toBe(202);

    const wrongAnswer = await call("POST", `/v1/questions/${id}/answer`, {
      body: { answers: { nope: ["x"] } },
    });
    expect(wrongAnswer.status).toBe(400);
    const answered = await call("POST", `/v1/questions/${id}/answer`, {
      body: { answers: { deploy_target: ["production"] }, surface: "web", userId: "ann" },
    });
    expect(answered.body).toStrictEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    });
    const late = await call("POST", `/v1/questions/${id}/answer`, { body: { skip: true } });
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({ code: "already_ended", status: "answered" });
    expect((await call("GET", `/v1/questions/${id}/result`)).body).toStrictEqual(answered.body);
    const ended = await call("GET", `/v1/questions/${id}`);
    expect(ended.body).toMatchObject({ endedBy: { kind: "human", surface: "web", userId: "ann" } });
    expect(ended.body.summary).toHaveLength(1);

    expect((await call("GET", "/v1/questions/no-such-id")).status).toBe(404);
    expect((await call("GET", "/v1/questions", { token: null })).status).toBe(401);
    const tooLarge = await call("POST", "/v1/questions", {
      body: { sessionId: "big", questions: [], padding: "x".repeat(70_000) },
      validBody: false,
    });
    expect(tooLarge.status).toBe(413);
  });

  it("cancel, skip, plain-text replies and messages", async () => {
    const asked = await call("POST", "/v1/questions", {
      body: { sessionId: "c", ...deployAndChecksPrompt() },
    });
    const id = asked.body.id as string;
    expect((await call("POST", `/v1/questions/${id}/cancel`, { body: {} })).body).toStrictEqual({
      status: "no_answer",
      reason: "cancelled",
    });
    const again = await call("POST", `/v1/questions/${id}/cancel`, {
      body: { reason: "aborted" },
    });
    expect(again.status).toBe(409);

    const skipped = await call("POST", "/v1/questions", {
      body: { sessionId: "k", ...deployPrompt() },
    });
    await call("POST", `/v1/questions/${skipped.body.id}/answer`, { body: { skip: true } });
    expect((await call("GET", `/v1/questions/${skipped.body.id}`)).body.result).toStrictEqual({
      status: "no_answer",
      reason: "skipped",
    });

    const replied = await call("POST", "/v1/questions", {
      body: { sessionId: "r", ...deployPrompt() },
    });
    const outcome = await call("POST", `/v1/questions/${replied.body.id}/replies`, {
      body: { text: "Production", surface: "web" },
    });
    expect(outcome.body).toMatchObject({ outcome: "answered", questionId: replied.body.id });
    expect(
      (
        await call("POST", `/v1/questions/${replied.body.id}/replies`, {
          body: { text: "Staging" },
        })
      ).status,
    ).toBe(409);
    expect(
      (await call("POST", "/v1/sessions/r/replies", { body: { text: "Staging" } })).body.outcome,
    ).toBe("no_pending");
    const message = await call("POST", "/v1/sessions/r/messages", {
      body: { text: "Ship it after lunch", userId: "ann" },
    });
    expect(message.status).toBe(201);
    expect(
      (await call("POST", "/v1/sessions/r/messages", { body: { text: "" }, validBody: false }))
        .status,
    ).toBe(400);
  });

  it("sessions, timeline, settings, routes, plans and the probes", async () => {
    await call("POST", "/v1/questions", { body: { sessionId: "t", ...deployPrompt() } });
    await call("POST", "/v1/sessions/t/messages", { body: { text: "hello" } });
    const sessions = await call("GET", "/v1/sessions");
    expect(sessions.body.sessions.length).toBeGreaterThan(0);
    const timeline = await call("GET", "/v1/sessions/t/timeline");
    expect(timeline.body.items.map((item: { type: string }) => item.type)).toStrictEqual([
      "question",
      "message",
    ]);
    expect((await call("GET", "/v1/sessions/t/settings")).body).toStrictEqual({ locale: "en" });
    expect(
      (await call("PUT", "/v1/sessions/t/settings", { body: { locale: "de" } })).body,
    ).toStrictEqual({ locale: "de" });
    expect(
      (await call("PUT", "/v1/sessions/t/settings", { body: { locale: "fr" }, validBody: false }))
        .status,
    ).toBe(400);
    expect((await call("GET", "/v1/sessions/t/routes")).body).toStrictEqual({ routes: null });
    expect(
      (await call("PUT", "/v1/sessions/t/routes", { body: { routes: [] } })).body,
    ).toStrictEqual({ routes: [] });
    expect(
      (await call("PUT", "/v1/sessions/t/routes", { body: { routes: null } })).body,
    ).toStrictEqual({ routes: null });
    expect((await call("GET", "/v1/sessions/t/plan")).body).toStrictEqual({ plan: null });
    const plan = { steps: [{ afterSeconds: 0, routes: [] }] };
    expect((await call("PUT", "/v1/sessions/t/plan", { body: plan })).body).toStrictEqual({
      plan,
    });
    const unordered = await call("PUT", "/v1/sessions/t/plan", {
      body: {
        steps: [
          { afterSeconds: 60, routes: [] },
          { afterSeconds: 60, routes: [] },
        ],
      },
      validBody: false,
    });
    expect(unordered.status).toBe(400);
    expect(
      (await call("PUT", "/v1/sessions/t/plan", { body: { steps: null } })).body,
    ).toStrictEqual({ plan: null });
    expect((await call("GET", "/healthz", { token: null })).body).toStrictEqual({ ok: true });
    expect((await call("GET", "/readyz", { token: null })).body).toStrictEqual({ ok: true });
  });

  it("fails a body the schema does not describe", () => {
    expect(violations("#/components/schemas/AskUserResult", { status: "answered" })).not.toEqual(
      [],
    );
    expect(
      violations("#/components/schemas/QuestionView", { id: "q", undocumented: true }),
    ).not.toEqual([]);
  });
});
