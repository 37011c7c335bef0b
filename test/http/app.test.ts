import { beforeEach, describe, expect, it } from "vitest";
import { createHttpApp } from "../../src/http/app.js";
import { QuestionService } from "../../src/service/question-service.js";
import { MemoryQuestionStore } from "../../src/store/memory/memory-question-store.js";
import { deployPrompt, releasePrompt } from "../support/prompts.js";

type App = ReturnType<typeof createHttpApp>;

async function call(app: App, method: string, path: string, body?: unknown, headers = {}) {
  const response = await app.request(path, {
    method,
    headers: { "content-type": "application/json", ...headers },
    ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === "" ? undefined : JSON.parse(text) };
}

describe("HTTP API", () => {
  let app: App;
  let service: QuestionService;

  beforeEach(async () => {
    service = new QuestionService({ store: new MemoryQuestionStore() });
    await service.start();
    app = createHttpApp({ service });
    return () => service.stop();
  });

  const ask = async (sessionId = "s", prompt: object = deployPrompt()) => {
    const response = await call(app, "POST", "/v1/questions", { sessionId, ...prompt });
    expect(response.status).toBe(201);
    return response.body;
  };

  it("asks: 201 with the normalized record and ISO times", async () => {
    const record = await ask("s", { ...deployPrompt(29) });
    expect(record).toMatchObject({ sessionId: "s", status: "pending", timeoutSeconds: 30 });
    expect(record.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(record.expiresAt) - Date.parse(record.createdAt)).toBe(30_000);
    expect(record.questions[0].multiSelect).toBe(false);
    expect(record.result).toBeUndefined();
  });

  it("rejects invalid input with 400 and every issue located", async () => {
    const response = await call(app, "POST", "/v1/questions", {
      sessionId: "s",
      questions: [{ id: "x", header: "H", question: "Q?", options: [{ label: "only" }] }],
      timeoutSeconds: 12.5,
      colour: "red",
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("invalid_request");
    expect(response.body.error.issues).toEqual([
      { path: "questions[0].options", message: "expected 2-4 options, got 1" },
      { path: "timeoutSeconds", message: "expected an integer number of seconds, got 12.5" },
      { path: "colour", message: "unknown property" },
    ]);
    expect(response.body.error.message).toContain(
      "questions[0].options: expected 2-4 options, got 1",
    );
  });

  it("rejects bodies that are not JSON objects", async () => {
    for (const body of ["{not json", "[1,2]", "null", '"text"']) {
      const response = await call(app, "POST", "/v1/questions", body);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe("invalid_request");
    }
  });

  it("refuses a subagent session with 403 not_main_session", async () => {
    const response = await call(app, "POST", "/v1/questions", {
      sessionId: "agent:main:subagent:abc",
      ...deployPrompt(),
    });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe("not_main_session");
  });

  it("refuses a second pending question in a session with 409 session_busy", async () => {
    const first = await ask("s");
    const response = await call(app, "POST", "/v1/questions", {
      sessionId: "s",
      ...deployPrompt(),
    });
    expect(response.status).toBe(409);
    expect(response.body.error).toMatchObject({
      code: "session_busy",
      pendingQuestionId: first.id,
    });
  });

  it("is idempotent for the same runId and toolCallId", async () => {
    const body = { sessionId: "s", runId: "r1", toolCallId: "t1", ...deployPrompt() };
    const first = await call(app, "POST", "/v1/questions", body);
    const again = await call(app, "POST", "/v1/questions", body);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
  });

  it("answers with the exact S3 result, then 409 already_ended", async () => {
    const record = await ask();
    const answered = await call(app, "POST", `/v1/questions/${record.id}/answer`, {
      answers: { deploy_target: ["staging (recommended)"] },
    });
    expect(answered.status).toBe(200);
    expect(answered.body).toStrictEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Staging (Recommended)"] } },
    });
    const late = await call(app, "POST", `/v1/questions/${record.id}/answer`, { skip: true });
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({
      code: "already_ended",
      status: "answered",
      result: answered.body,
    });
    const view = await call(app, "GET", `/v1/questions/${record.id}`);
    expect(view.body).toMatchObject({
      status: "answered",
      result: answered.body,
      summary: ["Deploy: Staging"],
      endedBy: { kind: "human", surface: "api" },
    });
  });

  it("records the surface and user of an answer", async () => {
    const record = await ask();
    await call(app, "POST", `/v1/questions/${record.id}/answer`, {
      answers: { deploy_target: ["Ship it friday"] },
      surface: "terminal",
      userId: "ada",
    });
    const view = await call(app, "GET", `/v1/questions/${record.id}`);
    expect(view.body.endedBy).toEqual({ kind: "human", surface: "terminal", userId: "ada" });
    expect(view.body.result.answers.answers.deploy_target).toEqual(["Ship it friday"]);
  });

  it("names the field for every bad answer and leaves the question pending", async () => {
    const record = await ask("s", releasePrompt());
    const cases: Array<[unknown, { path: string; message: string }]> = [
      [
        { answers: { target: ["Production"], checks: ["Unit"], notify: ["Team"], colour: ["x"] } },
        {
          path: "answers.colour",
          message: "unknown question id (expected one of: target, checks, notify)",
        },
      ],
      [
        { answers: { target: ["Production"], checks: ["Unit"] } },
        { path: "answers.notify", message: "missing answer" },
      ],
      [
        {
          answers: {
            target: ["Production", "Staging (Recommended)"],
            checks: ["Unit"],
            notify: ["Team"],
          },
        },
        { path: "answers.target", message: "expected 1 value for a single-select question, got 2" },
      ],
      [
        { answers: { target: [" "], checks: ["Unit"], notify: ["Team"] } },
        { path: "answers.target[0]", message: "must not be empty" },
      ],
      [
        { answers: { target: [], checks: ["Unit"], notify: ["Team"] } },
        { path: "answers.target", message: "expected at least 1 value" },
      ],
      [{ skip: false }, { path: "skip", message: "expected true (or leave it out)" }],
      [{}, { path: "answers", message: "required (or skip: true)" }],
      [
        { skip: true, surface: "Not A Name" },
        { path: "surface", message: "expected a lowercase name of at most 32 characters" },
      ],
    ];
    for (const [body, issue] of cases) {
      const response = await call(app, "POST", `/v1/questions/${record.id}/answer`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.issues).toContainEqual(issue);
    }
    expect((await call(app, "GET", `/v1/questions/${record.id}`)).body.status).toBe("pending");
  });

  it("skips and cancels with no_answer and a reason", async () => {
    const a = await ask("a");
    const b = await ask("b");
    const c = await ask("c");
    expect(
      (await call(app, "POST", `/v1/questions/${a.id}/answer`, { skip: true })).body,
    ).toStrictEqual({
      status: "no_answer",
      reason: "skipped",
    });
    const cancelled = await call(app, "POST", `/v1/questions/${b.id}/cancel`);
    expect(cancelled).toEqual({ status: 200, body: { status: "no_answer", reason: "cancelled" } });
    const aborted = await call(app, "POST", `/v1/questions/${c.id}/cancel`, { reason: "aborted" });
    expect(aborted.body).toEqual({ status: "no_answer", reason: "aborted" });
    const again = await call(app, "POST", `/v1/questions/${b.id}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: "already_ended", status: "cancelled" });
    const bad = await call(app, "POST", `/v1/questions/${a.id}/cancel`, { reason: "bored" });
    expect(bad.status).toBe(400);
  });

  it("long-polls: 202 with the record while pending, 200 with the result once ended", async () => {
    const record = await ask();
    const pending = await call(app, "GET", `/v1/questions/${record.id}/result?waitSeconds=0`);
    expect(pending.status).toBe(202);
    expect(pending.body).toMatchObject({ id: record.id, status: "pending" });

    const waiting = call(app, "GET", `/v1/questions/${record.id}/result?waitSeconds=30`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await call(app, "POST", `/v1/questions/${record.id}/answer`, {
      answers: { deploy_target: ["Production"] },
    });
    expect(await waiting).toEqual({
      status: 200,
      body: { status: "answered", answers: { answers: { deploy_target: ["Production"] } } },
    });
    for (const bad of ["-1", "1.5", "abc", "3601"]) {
      const response = await call(
        app,
        "GET",
        `/v1/questions/${record.id}/result?waitSeconds=${bad}`,
      );
      expect(response.status).toBe(400);
      expect(response.body.error.issues[0].path).toBe("waitSeconds");
    }
  });

  it("lists by session and status, and 404s unknown ids and routes", async () => {
    const a = await ask("a");
    await ask("b");
    await call(app, "POST", `/v1/questions/${a.id}/answer`, { skip: true });
    const pending = await call(app, "GET", "/v1/questions?status=pending");
    expect(pending.body.questions.map((q: { sessionId: string }) => q.sessionId)).toEqual(["b"]);
    const inA = await call(app, "GET", "/v1/questions?sessionId=a");
    expect(inA.body.questions).toHaveLength(1);
    expect(inA.body.questions[0].result).toEqual({ status: "no_answer", reason: "skipped" });
    expect((await call(app, "GET", "/v1/questions?status=weird")).status).toBe(400);
    expect((await call(app, "GET", "/v1/questions/nope")).body.error.code).toBe("not_found");
    expect((await call(app, "GET", "/v1/questions/nope/result")).status).toBe(404);
    expect((await call(app, "POST", "/v1/questions/nope/answer", { skip: true })).status).toBe(404);
    expect((await call(app, "GET", "/v2/anything")).status).toBe(404);
  });

  it("shows a session's timeline in order with summaries", async () => {
    const first = await ask("s");
    await call(app, "POST", `/v1/questions/${first.id}/answer`, {
      answers: { deploy_target: ["Production"] },
    });
    const second = await ask("s");
    await call(app, "POST", `/v1/questions/${second.id}/cancel`);
    const timeline = await call(app, "GET", "/v1/sessions/s/timeline");
    expect(
      timeline.body.items.map((item: { type: string; question: { summary: string[] } }) => [
        item.type,
        item.question.summary,
      ]),
    ).toEqual([
      ["question", ["Deploy: Production"]],
      ["question", ["Cancelled"]],
    ]);
  });

  it("posts plain-text messages into the timeline, between the questions", async () => {
    const first = await ask("s");
    await new Promise((resolve) => setTimeout(resolve, 5));
    const posted = await call(app, "POST", "/v1/sessions/s/messages", {
      text: "<img src=x onerror=alert(1)> use staging",
    });
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({
      sessionId: "s",
      text: "<img src=x onerror=alert(1)> use staging",
      author: { kind: "human", surface: "api" },
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await call(app, "POST", `/v1/questions/${first.id}/answer`, { skip: true });
    const second = await ask("s");
    const timeline = await call(app, "GET", "/v1/sessions/s/timeline");
    expect(
      timeline.body.items.map(
        (item: { type: string; question?: { id: string }; message?: { id: string } }) =>
          item.type === "question" ? item.question?.id : item.message?.id,
      ),
    ).toEqual([first.id, posted.body.id, second.id]);
    expect(Math.abs(Date.parse(timeline.body.now) - Date.now())).toBeLessThan(5000);
  });

  it("refuses blank, oversized or unexpected messages", async () => {
    const cases: Array<[unknown, string]> = [
      [{ text: "  " }, "text"],
      [{}, "text"],
      [{ text: "x".repeat(4001) }, "text"],
      [{ text: "hi", colour: "red" }, "colour"],
      [{ text: "hi", surface: "Web!" }, "surface"],
    ];
    for (const [body, path] of cases) {
      const response = await call(app, "POST", "/v1/sessions/s/messages", body);
      expect(response.status).toBe(400);
      expect(response.body.error.issues[0].path).toBe(path);
    }
    expect((await call(app, "GET", "/v1/sessions")).body.sessions).toEqual([]);
  });

  it("lists sessions, most recently active first, with the pending question", async () => {
    const a = await ask("a");
    await new Promise((resolve) => setTimeout(resolve, 5));
    await call(app, "POST", "/v1/sessions/b/messages", { text: "hello" });
    const response = await call(app, "GET", "/v1/sessions");
    expect(response.body.sessions).toEqual([
      expect.objectContaining({ sessionId: "b", questionCount: 0, messageCount: 1 }),
      expect.objectContaining({ sessionId: "a", pendingQuestionId: a.id, questionCount: 1 }),
    ]);
    expect(typeof response.body.now).toBe("string");
  });

  it("answers 413 for bodies over 64 KiB and keeps nothing", async () => {
    const response = await call(app, "POST", "/v1/questions", {
      sessionId: "big",
      ...deployPrompt(),
      padding: "x".repeat(70 * 1024),
    });
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe("payload_too_large");
    expect((await call(app, "GET", "/v1/questions?sessionId=big")).body.questions).toEqual([]);
  });
});

describe("HTTP API with a token", () => {
  const service = new QuestionService({ store: new MemoryQuestionStore() });
  const app = createHttpApp({ service, token: "s3cret-token" });

  it("needs the bearer token everywhere but /healthz", async () => {
    expect((await call(app, "GET", "/healthz")).status).toBe(200);
    for (const headers of [
      {},
      { authorization: "Bearer wrong" },
      { authorization: "s3cret-token" },
    ]) {
      const response = await call(app, "GET", "/v1/questions", undefined, headers);
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe("unauthorized");
    }
    const denied = await call(app, "POST", "/v1/questions", { sessionId: "s", ...deployPrompt() });
    expect(denied.status).toBe(401);
    const allowed = await call(
      app,
      "POST",
      "/v1/questions",
      { sessionId: "s", ...deployPrompt() },
      {
        authorization: "Bearer s3cret-token",
      },
    );
    expect(allowed.status).toBe(201);
    // A query token is accepted only where browsers need it: the WebSocket event stream.
    expect((await call(app, "GET", "/v1/questions?token=s3cret-token")).status).toBe(401);
  });
});

describe("HTTP API session routes", () => {
  it("sets and reads a session's routes; with no channel configured every route is refused", async () => {
    const service = new QuestionService({ store: new MemoryQuestionStore() });
    const app = createHttpApp({ service });
    expect(await call(app, "GET", "/v1/sessions/s/routes")).toEqual({
      status: 200,
      body: { routes: null },
    });
    const refused = await call(app, "PUT", "/v1/sessions/s/routes", {
      routes: [{ channel: "telegram", chatId: "1" }],
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("no channel is configured on this gateway");
    expect(await call(app, "PUT", "/v1/sessions/s/routes", { routes: [] })).toEqual({
      status: 200,
      body: { routes: [] },
    });
    expect((await call(app, "GET", "/v1/sessions/s/routes")).body).toEqual({ routes: [] });

    const withTelegram = createHttpApp({
      service,
      channels: [{ name: "telegram", chatless: false }],
    });
    const routes = [{ channel: "telegram", chatId: "-100" }];
    expect((await call(withTelegram, "PUT", "/v1/sessions/s/routes", { routes })).body).toEqual({
      routes,
    });
    expect((await call(app, "GET", "/v1/questions?status=delivery_failed")).status).toBe(200);
  });

  it("names a destination that is no chat under the channel's own key, checked by the channel", async () => {
    const service = new QuestionService({ store: new MemoryQuestionStore() });
    const https = (value: unknown) =>
      typeof value === "string" && value.startsWith("https://")
        ? { address: value }
        : { problem: "expected an https URL" };
    const app = createHttpApp({
      service,
      channels: [
        { name: "slack", chatless: false },
        { name: "webhook", chatless: false, address: { field: "url", read: https } },
      ],
    });
    const routes = [
      { channel: "slack", chatId: "C1" },
      { channel: "webhook", url: "https://hooks.example.com/ask" },
    ];
    expect(await call(app, "PUT", "/v1/sessions/s/routes", { routes })).toEqual({
      status: 200,
      body: { routes },
    });
    expect((await call(app, "GET", "/v1/sessions/s/plan")).body).toEqual({
      plan: { steps: [{ afterSeconds: 0, routes }] },
    });
    // Kept as the route's chat: a plan step or the stored form may also say chatId.
    const later = {
      steps: [
        { afterSeconds: 0, routes: [] },
        {
          afterSeconds: 60,
          routes: [{ channel: "webhook", chatId: "https://hooks.example.com/b" }],
        },
      ],
    };
    expect((await call(app, "PUT", "/v1/sessions/s/plan", later)).body).toEqual({
      plan: {
        steps: [
          { afterSeconds: 0, routes: [] },
          {
            afterSeconds: 60,
            routes: [{ channel: "webhook", url: "https://hooks.example.com/b" }],
          },
        ],
      },
    });
    const refused = await call(app, "PUT", "/v1/sessions/s/routes", {
      routes: [
        { channel: "webhook", url: "http://10.0.0.1/hook" },
        { channel: "webhook", url: "https://a.example", chatId: "https://a.example" },
        { channel: "slack", chatId: "C2", url: "https://b.example" },
      ],
    });
    expect(refused.body.error.issues).toEqual([
      { path: "routes[0].url", message: "expected an https URL" },
      { path: "routes[1].chatId", message: "not taken along with url" },
      { path: "routes[2].url", message: "unknown property" },
    ]);
  });

  it("sets, reads and resets a session's plan; a broken one is 400 with every issue located", async () => {
    const service = new QuestionService({ store: new MemoryQuestionStore() });
    const app = createHttpApp({
      service,
      channels: [
        { name: "slack", chatless: false },
        { name: "push", chatless: true },
      ],
    });
    expect(await call(app, "GET", "/v1/sessions/s/plan")).toEqual({
      status: 200,
      body: { plan: null },
    });
    const plan = {
      steps: [
        { afterSeconds: 0, routes: [{ channel: "slack", chatId: "C1" }] },
        { afterSeconds: 300, routes: [], remind: true },
        { afterSeconds: 1200, routes: [{ channel: "push" }] },
      ],
    };
    expect(await call(app, "PUT", "/v1/sessions/s/plan", plan)).toEqual({
      status: 200,
      body: { plan },
    });
    expect((await call(app, "GET", "/v1/sessions/s/plan")).body).toEqual({ plan });
    expect((await call(app, "GET", "/v1/sessions/s/routes")).body).toEqual({
      routes: [{ channel: "slack", chatId: "C1" }],
    });

    const refused = await call(app, "PUT", "/v1/sessions/s/plan", {
      steps: [
        { afterSeconds: 600, routes: [{ channel: "telegram", chatId: "1" }] },
        { afterSeconds: 300, routes: [] },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe("invalid_request");
    expect(refused.body.error.issues).toEqual([
      { path: "steps[0].routes[0].channel", message: "expected one of: slack, push" },
      {
        path: "steps[1].afterSeconds",
        message: "expected more than 600, the delay of steps[0]",
      },
    ]);
    expect((await call(app, "GET", "/v1/sessions/s/plan")).body).toEqual({ plan });

    // A reminder alone may leave its routes out; it needs a prompt out to remind of.
    const reminders = await call(app, "PUT", "/v1/sessions/s/plan", {
      steps: [
        { afterSeconds: 0, routes: [], remind: true },
        { afterSeconds: 60, remind: "yes" },
        { afterSeconds: 120, remind: false },
        { afterSeconds: 180, remind: true },
      ],
    });
    expect(reminders.body.error?.issues).toEqual([
      {
        path: "steps[0].remind",
        message: "expected false at afterSeconds 0: no prompt is out yet to remind of",
      },
      { path: "steps[1].remind", message: "expected true or false" },
      {
        path: "steps[1].routes",
        message: "expected an array of { channel, chatId } ([] for no chat at this time)",
      },
      {
        path: "steps[2].routes",
        message: "expected an array of { channel, chatId } ([] for no chat at this time)",
      },
    ]);
    const reminderOnly = {
      steps: [
        { afterSeconds: 0, routes: [] },
        { afterSeconds: 300, remind: true },
      ],
    };
    expect((await call(app, "PUT", "/v1/sessions/s/plan", reminderOnly)).body).toEqual({
      plan: {
        steps: [
          { afterSeconds: 0, routes: [] },
          { afterSeconds: 300, routes: [], remind: true },
        ],
      },
    });

    expect(await call(app, "PUT", "/v1/sessions/s/plan", { steps: null })).toEqual({
      status: 200,
      body: { plan: null },
    });
    expect((await call(app, "GET", "/v1/sessions/s/routes")).body).toEqual({ routes: null });
  });
});
