import { beforeEach, describe, expect, it } from "vitest";
import { createHttpApp } from "../../src/http/app.js";
import { QuestionService } from "../../src/service/question-service.js";
import { MemoryQuestionStore } from "../../src/store/memory/memory-question-store.js";
import { deployPrompt, releasePrompt } from "../support/prompts.js";

type App = ReturnType<typeof createHttpApp>;

async function call(app: App, method: string, path: string, body?: unknown) {
  const response = await app.request(path, {
    method,
    headers: { "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field
  return { status: response.status, body: (await response.json()) as any };
}

describe("plain-text replies: POST /v1/sessions/:sessionId/replies", () => {
  let app: App;
  beforeEach(async () => {
    const service = new QuestionService({ store: new MemoryQuestionStore() });
    await service.start();
    app = createHttpApp({ service });
    return () => service.stop();
  });

  const ask = async (sessionId: string, prompt: object) =>
    (await call(app, "POST", "/v1/questions", { sessionId, ...prompt })).body as { id: string };
  const reply = (sessionId: string, text: string, extra: object = {}) =>
    call(app, "POST", `/v1/sessions/${sessionId}/replies`, { text, ...extra });

  it("answers with an option number, and the agent gets the exact label", async () => {
    const question = await ask("s", deployPrompt());
    const response = await reply("s", "#2", { surface: "telegram", userId: "42" });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      outcome: "answered",
      message: "Answered: Deploy: Production",
      questionId: question.id,
      result: { status: "answered", answers: { answers: { deploy_target: ["Production"] } } },
    });
    const record = (await call(app, "GET", `/v1/questions/${question.id}`)).body;
    expect(record.endedBy).toEqual({ kind: "human", surface: "telegram", userId: "42" });
  });

  it("answers several questions by line, in the session's language", async () => {
    await call(app, "PUT", "/v1/sessions/de-session/settings", { locale: "de" });
    const question = await ask("de-session", releasePrompt());
    const response = await reply("de-session", "2\n1 und 3\nerst morgen Bescheid geben");
    expect(response.body.outcome).toBe("answered");
    expect(response.body.result).toEqual({
      status: "answered",
      answers: {
        answers: {
          target: ["Production"],
          checks: ["Unit", "Load"],
          notify: ["erst morgen Bescheid geben"],
        },
      },
    });
    expect(response.body.questionId).toBe(question.id);
  });

  it("skips with a skip word in Thai", async () => {
    await call(app, "PUT", "/v1/sessions/th-session/settings", { locale: "th" });
    await ask("th-session", deployPrompt());
    const response = await reply("th-session", "ข้าม");
    expect(response.body.outcome).toBe("skipped");
    expect(response.body.result).toEqual({ status: "no_answer", reason: "skipped" });
  });

  it("clarifies and confirms in Spanish for a Spanish session", async () => {
    const settings = await call(app, "PUT", "/v1/sessions/es-session/settings", { locale: "es" });
    expect(settings.body).toEqual({ locale: "es" });
    await ask("es-session", deployPrompt());
    const clarify = await reply("es-session", "5");
    expect(clarify.body.outcome).toBe("clarify");
    expect(clarify.body.message).toBe(
      "No hay ninguna opción 5: responde con 1 «Staging (Recommended)» o 2 «Production», o con tus propias palabras.",
    );
    const answered = await reply("es-session", "2");
    expect(answered.body).toMatchObject({
      outcome: "answered",
      message: "Respondida: Deploy: Production",
    });
  });

  it("asks to clarify instead of guessing, keeps the question pending, and records both", async () => {
    const question = await ask("s", deployPrompt());
    const response = await reply("s", "5");
    expect(response.body.outcome).toBe("clarify");
    expect(response.body.message).toMatch(/5/);
    expect(response.body.result).toBeUndefined();
    expect((await call(app, "GET", `/v1/questions/${question.id}`)).body.status).toBe("pending");
    const timeline = (await call(app, "GET", "/v1/sessions/s/timeline")).body.items;
    expect(
      timeline
        .filter((item: { type: string }) => item.type === "message")
        .map((item: { message: { text: string; author: { kind: string } } }) => [
          item.message.author.kind,
          item.message.text,
        ]),
    ).toEqual([
      ["human", "5"],
      ["gateway", response.body.message],
    ]);
    const answered = await reply("s", "staging");
    expect(answered.body.result).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Staging (Recommended)"] } },
    });
  });

  it("says so when nothing is pending, and stores nothing", async () => {
    const response = await reply("idle", "2");
    expect(response.body).toEqual({ outcome: "no_pending", message: "No question is waiting." });
    expect((await call(app, "GET", "/v1/sessions/idle/timeline")).body.items).toEqual([]);
  });

  it("refuses blank text and unknown fields", async () => {
    expect((await reply("s", "   ")).status).toBe(400);
    const unknown = await reply("s", "2", { colour: "red" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.issues).toEqual([{ path: "colour", message: "unknown property" }]);
  });
});

describe("session settings: /v1/sessions/:sessionId/settings", () => {
  it("defaults to the gateway's locale, stores a session's own, and refuses others", async () => {
    const service = new QuestionService({ store: new MemoryQuestionStore(), defaultLocale: "de" });
    const app = createHttpApp({ service });
    expect((await call(app, "GET", "/v1/sessions/s/settings")).body).toEqual({ locale: "de" });
    expect((await call(app, "PUT", "/v1/sessions/s/settings", { locale: "th" })).body).toEqual({
      locale: "th",
    });
    expect((await call(app, "GET", "/v1/sessions/s/settings")).body).toEqual({ locale: "th" });
    const bad = await call(app, "PUT", "/v1/sessions/s/settings", { locale: "fr", theme: "x" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.issues).toEqual([
      { path: "locale", message: 'expected one of: "en", "de", "th", "es"' },
      { path: "theme", message: "unknown property" },
    ]);
  });

  it("stores quiet hours beside the locale and the plan, removes them with null, refuses bad ones", async () => {
    const service = new QuestionService({ store: new MemoryQuestionStore() });
    const app = createHttpApp({ service });
    const night = { timeZone: "Europe/Berlin", start: "22:00", end: "07:00" };
    const plan = { steps: [{ afterSeconds: 0, routes: [] }] };
    await service.sessions.updatePlan("q", plan, []);
    expect((await call(app, "PUT", "/v1/sessions/q/settings", { quietHours: night })).body).toEqual(
      { locale: "en", quietHours: night },
    );
    // Each setting changes alone; the others stay.
    await call(app, "PUT", "/v1/sessions/q/settings", { locale: "de" });
    expect((await call(app, "GET", "/v1/sessions/q/settings")).body).toEqual({
      locale: "de",
      quietHours: night,
    });
    expect(await service.sessions.plan("q")).toEqual(plan);
    await service.sessions.updatePlan("q", { steps: null }, []);
    expect((await service.sessions.settings("q")).quietHours).toEqual(night);
    expect((await call(app, "PUT", "/v1/sessions/q/settings", { quietHours: null })).body).toEqual({
      locale: "de",
    });

    const refused = async (quietHours: unknown) => {
      const response = await call(app, "PUT", "/v1/sessions/q/settings", { quietHours });
      expect(response.status).toBe(400);
      return response.body.error.issues;
    };
    expect(await refused({ timeZone: "Mars/Olympus", start: "24:00", end: "7:00" })).toEqual([
      {
        path: "quietHours.timeZone",
        message: "expected an IANA time zone such as Europe/Berlin",
      },
      { path: "quietHours.start", message: "expected a time HH:MM from 00:00 to 23:59" },
      { path: "quietHours.end", message: "expected a time HH:MM from 00:00 to 23:59" },
    ]);
    expect(await refused({ ...night, end: "22:00" })).toEqual([
      { path: "quietHours.end", message: "expected a time other than start" },
    ]);
    expect(await refused({ ...night, days: "weekdays" })).toEqual([
      { path: "quietHours.days", message: "unknown property" },
    ]);
    expect(await refused("22-07")).toEqual([
      { path: "quietHours", message: "expected an object { timeZone, start, end } (or null)" },
    ]);
    expect((await call(app, "GET", "/v1/sessions/q/settings")).body).toEqual({ locale: "de" });
  });
});

describe("a reply to one question: POST /v1/questions/:id/replies", () => {
  let app: App;
  beforeEach(async () => {
    const service = new QuestionService({ store: new MemoryQuestionStore() });
    await service.start();
    app = createHttpApp({ service });
    return () => service.stop();
  });

  const ask = async (sessionId: string, prompt: object) =>
    (await call(app, "POST", "/v1/questions", { sessionId, ...prompt })).body as { id: string };
  const replyTo = (id: string, text: string, extra: object = {}) =>
    call(app, "POST", `/v1/questions/${id}/replies`, { text, ...extra });

  it("answers that question through the parser, as the composer and terminal send it", async () => {
    const question = await ask("s", deployPrompt());
    const response = await replyTo(question.id, "let's do production", { surface: "terminal" });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      outcome: "answered",
      questionId: question.id,
      result: { status: "answered", answers: { answers: { deploy_target: ["Production"] } } },
    });
  });

  it("asks to clarify and keeps the question pending", async () => {
    const question = await ask("s", deployPrompt());
    const response = await replyTo(question.id, "not staging");
    expect(response.body).toMatchObject({ outcome: "clarify", questionId: question.id });
    expect(response.body.message).toContain("Production");
    expect((await call(app, "GET", `/v1/questions/${question.id}`)).body.status).toBe("pending");
  });

  it("refuses once that question has ended, and never answers the session's next one", async () => {
    const first = await ask("s", deployPrompt());
    await call(app, "POST", `/v1/questions/${first.id}/cancel`);
    const next = await ask("s", deployPrompt());
    const response = await replyTo(first.id, "2");
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe("already_ended");
    expect((await call(app, "GET", `/v1/questions/${next.id}`)).body.status).toBe("pending");
  });

  it("names the field and the rule for a bad body, and 404 for an unknown question", async () => {
    const question = await ask("s", deployPrompt());
    const bad = await replyTo(question.id, "2", { colour: "red" });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("colour");
    expect((await replyTo("no-such-question", "2")).status).toBe(404);
  });
});
