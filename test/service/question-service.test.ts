import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type AnswerSubmission,
  AskUserError,
  type GatewayEvent,
  parseAnswerSubmission,
  type QuestionRecord,
  resultOf,
} from "../../src/core/index.js";
import { QuestionService } from "../../src/service/question-service.js";
import { MemoryQuestionStore } from "../../src/store/memory/memory-question-store.js";
import { deployPrompt, releasePrompt } from "../support/prompts.js";

const human = { surface: "web", userId: "ada" };
const choose =
  (answers: Record<string, string[]>) =>
  (record: QuestionRecord): AnswerSubmission =>
    parseAnswerSubmission(record.questions, { answers });
const skip = (): AnswerSubmission => ({ kind: "skip" });

async function expectCode(promise: Promise<unknown>, code: string): Promise<AskUserError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AskUserError);
  expect((error as AskUserError).code).toBe(code);
  return error as AskUserError;
}

describe("QuestionService", () => {
  let store: MemoryQuestionStore;
  let service: QuestionService;
  let events: GatewayEvent[];

  beforeEach(async () => {
    vi.useFakeTimers({ now: Date.parse("2026-03-01T12:00:00.000Z") });
    store = new MemoryQuestionStore();
    service = new QuestionService({ store });
    events = [];
    service.events.subscribe((event) => events.push(event));
    await service.start();
  });
  afterEach(() => {
    service.stop();
    vi.useRealTimers();
  });

  it("asks: a pending record with an absolute deadline, and a question-asked event", async () => {
    const { record, created } = await service.ask({ sessionId: "s", input: deployPrompt(60) });
    expect(created).toBe(true);
    expect(record).toMatchObject({ sessionId: "s", status: "pending", timeoutSeconds: 60 });
    expect(Date.parse(record.expiresAt) - Date.parse(record.createdAt)).toBe(60_000);
    expect(record.questions[0]?.multiSelect).toBe(false);
    expect(events.map((event) => event.type)).toEqual(["question-asked"]);
    expect(await service.get(record.id)).toEqual(record);
  });

  it("defaults the timeout to 900 seconds and clamps it", async () => {
    const defaults = await service.ask({ sessionId: "a", input: deployPrompt() });
    const low = await service.ask({ sessionId: "b", input: deployPrompt(1) });
    const high = await service.ask({ sessionId: "c", input: deployPrompt(99_999) });
    expect([defaults, low, high].map((outcome) => outcome.record.timeoutSeconds)).toEqual([
      900, 30, 3600,
    ]);
  });

  it("refuses a subagent session with not_main_session", async () => {
    const error = await expectCode(
      service.ask({ sessionId: "agent:coder:subagent:7", input: deployPrompt() }),
      "not_main_session",
    );
    expect(error.message).toContain("main run");
    expect(await store.list({})).toEqual([]);
  });

  it("refuses bad envelopes and inputs with every field named", async () => {
    const error = await expectCode(
      service.ask({ sessionId: " ", runId: 5, input: { questions: [] } }),
      "invalid_request",
    );
    expect(error.issues).toEqual([
      { path: "sessionId", message: "must not be blank" },
      { path: "runId", message: "expected a non-blank string of at most 256 characters" },
    ]);
    const inputError = await expectCode(
      service.ask({ sessionId: "s", input: { questions: [] } }),
      "invalid_request",
    );
    expect(inputError.message).toBe("questions: expected 1-3 questions, got 0");
    expect(await store.list({})).toEqual([]);
  });

  it("allows one pending question per session", async () => {
    const first = await service.ask({ sessionId: "s", input: deployPrompt() });
    const error = await expectCode(
      service.ask({ sessionId: "s", input: deployPrompt() }),
      "session_busy",
    );
    expect(error.details).toEqual({ pendingQuestionId: first.record.id });
    await service.answer(first.record.id, skip, human);
    expect((await service.ask({ sessionId: "s", input: deployPrompt() })).created).toBe(true);
  });

  it("returns the same question for the same run and tool call", async () => {
    const call = { sessionId: "s", runId: "run-1", toolCallId: "call-1", input: deployPrompt() };
    const first = await service.ask(call);
    const again = await service.ask(call);
    expect(again).toEqual({ record: first.record, created: false });
    expect(events).toHaveLength(1);
  });

  it("answers: labels become their exact option label, free text stays the human's words", async () => {
    const { record } = await service.ask({ sessionId: "s", input: releasePrompt() });
    const ended = await service.answer(
      record.id,
      choose({
        target: ["  staging (recommended) "],
        checks: ["unit", "Fuzz tests"],
        notify: ["Nobody"],
      }),
      human,
    );
    expect(resultOf(ended)).toStrictEqual({
      status: "answered",
      answers: {
        answers: {
          target: ["Staging (Recommended)"],
          checks: ["Unit", "Fuzz tests"],
          notify: ["Nobody"],
        },
      },
    });
    expect(ended.endedBy).toEqual({ kind: "human", surface: "web", userId: "ada" });
    expect(events.map((event) => event.type)).toEqual(["question-asked", "question-answered"]);
  });

  it("answers and waits on a question it asked without reading it back from the store", async () => {
    const read = vi.spyOn(store, "get");
    const { record } = await service.ask({ sessionId: "s", input: deployPrompt() });
    const waiting = service.waitForEnd(record.id, { timeoutMs: 60_000 });
    await vi.advanceTimersByTimeAsync(0);
    await service.answer(record.id, choose({ deploy_target: ["Staging"] }), human);
    expect((await waiting).answers).toEqual({ deploy_target: ["Staging (Recommended)"] });
    expect(read).not.toHaveBeenCalled();
    // Once ended, the store is the only word on it: a late answer reads it, and is refused.
    await expectCode(service.answer(record.id, skip, human), "already_ended");
    expect(read).toHaveBeenCalledWith(record.id);
  });

  it("endWaits returns every wait in flight, and each later one, with the question as it stands", async () => {
    const { record } = await service.ask({ sessionId: "s", input: deployPrompt() });
    const waiting = service.waitForEnd(record.id, { timeoutMs: 60_000 });
    await vi.advanceTimersByTimeAsync(0);
    service.endWaits();
    expect((await waiting).status).toBe("pending");
    expect((await service.waitForEnd(record.id, { timeoutMs: 60_000 })).status).toBe("pending");
    // Nothing else stopped: the question can still be answered.
    expect((await service.answer(record.id, skip, human)).status).toBe("skipped");
  });

  it("does not validate the submission of a question that has ended", async () => {
    const { record } = await service.ask({ sessionId: "s", input: deployPrompt() });
    await service.answer(record.id, skip, human);
    const read = vi.fn(skip);
    await expectCode(service.answer(record.id, read, human), "already_ended");
    expect(read).not.toHaveBeenCalled();
  });

  it.each([
    [
      "answered",
      (service: QuestionService, id: string) =>
        service.answer(id, choose({ deploy_target: ["Production"] }), human),
    ],
    ["skipped", (service: QuestionService, id: string) => service.answer(id, skip, human)],
    ["cancelled", (service: QuestionService, id: string) => service.cancel(id)],
  ] as const)(
    "keeps a %s question as it is: every later ending gets already_ended",
    async (status, end) => {
      const { record } = await service.ask({ sessionId: "s", input: deployPrompt() });
      const ended = await end(service, record.id);
      expect(ended.status).toBe(status);
      for (const attempt of [
        () => service.answer(record.id, choose({ deploy_target: ["Staging"] }), human),
        () => service.answer(record.id, skip, human),
        () => service.cancel(record.id, { reason: "aborted" }),
      ]) {
        const error = await expectCode(attempt(), "already_ended");
        expect(error.details).toEqual({ status, result: resultOf(ended) });
      }
      await vi.advanceTimersByTimeAsync(2_000_000);
      expect(await service.get(record.id)).toEqual(ended);
    },
  );

  it("cancels: reason cancelled for a cancel, aborted for an aborted run", async () => {
    const a = await service.ask({ sessionId: "a", input: deployPrompt() });
    const b = await service.ask({ sessionId: "b", input: deployPrompt() });
    const cancelled = await service.cancel(a.record.id);
    const aborted = await service.cancel(b.record.id, { reason: "aborted" });
    expect(resultOf(cancelled)).toEqual({ status: "no_answer", reason: "cancelled" });
    expect(resultOf(aborted)).toEqual({ status: "no_answer", reason: "aborted" });
    expect(cancelled.endedBy).toEqual({ kind: "cancel", surface: "api" });
    expect(aborted.endedBy).toEqual({ kind: "abort" });
    expect(aborted.status).toBe("cancelled");
  });

  it("ends a question as delivery_failed at once, with the reason, and a question-delivery-failed event", async () => {
    const { record } = await service.ask({ sessionId: "s", input: deployPrompt() });
    const waiting = service.waitForEnd(record.id, { timeoutMs: 60_000 });
    const failed = await service.failDelivery(
      record.id,
      "telegram 1: 400 Bad Request: chat not found",
    );
    expect(await waiting).toEqual(failed);
    expect(resultOf(failed)).toEqual({
      status: "no_answer",
      reason: "delivery_failed",
      detail: "telegram 1: 400 Bad Request: chat not found",
    });
    expect(events.map((event) => event.type)).toEqual([
      "question-asked",
      "question-delivery-failed",
    ]);
    await expectCode(service.failDelivery(record.id, "again"), "already_ended");
    // The session is free for the next question.
    expect((await service.ask({ sessionId: "s", input: deployPrompt() })).created).toBe(true);
  });

  it("keeps a session's routes, validated against the channels, next to its language", async () => {
    const telegram = [{ name: "telegram", chatless: false }];
    expect(await service.sessions.routes("s")).toBeUndefined();
    const routes = [{ channel: "telegram", chatId: "-100" }];
    expect(await service.sessions.updateRoutes("s", { routes }, telegram)).toEqual(routes);
    await service.sessions.updateSettings("s", { locale: "th" });
    expect(await service.sessions.routes("s")).toEqual(routes);
    expect(await service.sessions.settings("s")).toEqual({ locale: "th" });
    // A numeric chat id is taken as its string.
    expect(
      await service.sessions.updateRoutes(
        "s",
        { routes: [{ channel: "telegram", chatId: 42 }] },
        telegram,
      ),
    ).toEqual([{ channel: "telegram", chatId: "42" }]);
    expect(await service.sessions.updateRoutes("s", { routes: null }, telegram)).toBeUndefined();
    expect(await service.sessions.routes("s")).toBeUndefined();
    expect(await service.sessions.settings("s")).toEqual({ locale: "th" });

    const error = await expectCode(
      service.sessions.updateRoutes(
        "s",
        {
          routes: [
            { channel: "slack", chatId: "C1" },
            { channel: "telegram", chatId: " " },
            { channel: "telegram", chatId: "1", extra: true },
            { channel: "telegram", chatId: "1" },
          ],
          other: 1,
        },
        telegram,
      ),
      "invalid_request",
    );
    expect(error.message).toContain("routes[0].channel");
    expect(error.message).toContain("routes[1].chatId");
    expect(error.message).toContain("routes[2].extra");
    expect(error.message).toContain("routes[3]");
    expect(error.message).toContain("other");
    await expectCode(
      service.sessions.updateRoutes(
        "s",
        { routes: Array(11).fill({ channel: "telegram", chatId: "1" }) },
        telegram,
      ),
      "invalid_request",
    );
  });

  it("takes a chatless channel's route without a chat, and refuses one with a chat", async () => {
    const channels = [
      { name: "telegram", chatless: false },
      { name: "push", chatless: true },
    ];
    const routes = [{ channel: "push" }, { channel: "telegram", chatId: "-100" }];
    expect(await service.sessions.updateRoutes("s", { routes }, channels)).toEqual(routes);
    expect(await service.sessions.routes("s")).toEqual(routes);
    const error = await expectCode(
      service.sessions.updateRoutes(
        "s",
        {
          routes: [{ channel: "push", chatId: "phone" }, { channel: "push" }, { channel: "push" }],
        },
        channels,
      ),
      "invalid_request",
    );
    expect(error.issues).toEqual([
      {
        path: "routes[0].chatId",
        message: "not taken: push reaches every device the human turned it on for",
      },
      { path: "routes[2]", message: "repeats an earlier route" },
    ]);
    expect(await service.sessions.routes("s")).toEqual(routes);
  });

  describe("delivery plans", () => {
    const channels = [
      { name: "slack", chatless: false },
      { name: "telegram", chatless: false },
      { name: "push", chatless: true },
    ];
    const slack = { channel: "slack", chatId: "C1" };
    const telegram = { channel: "telegram", chatId: "42" };
    const push = { channel: "push" };
    const escalation = {
      steps: [
        { afterSeconds: 0, routes: [slack] },
        { afterSeconds: 600, routes: [telegram] },
        { afterSeconds: 1200, routes: [push] },
      ],
    };

    async function issuesOf(body: unknown) {
      const error = await expectCode(
        service.sessions.updatePlan("s", body, channels),
        "invalid_request",
      );
      return error.issues;
    }

    it("keeps a session's plan, with its language, and goes back to the default on null", async () => {
      expect(await service.sessions.plan("s")).toBeUndefined();
      expect(await service.sessions.updatePlan("s", escalation, channels)).toEqual(escalation);
      await service.sessions.updateSettings("s", { locale: "de" });
      expect(await service.sessions.plan("s")).toEqual(escalation);
      expect(await service.sessions.updatePlan("s", { steps: null }, channels)).toBeUndefined();
      expect(await service.sessions.plan("s")).toBeUndefined();
      expect(await service.sessions.settings("s")).toEqual({ locale: "de" });
      expect(await store.getSessionSettings("s")).toEqual({ locale: "de" });
    });

    it("takes a numeric chat id as its string, and an empty step as no chat at that time", async () => {
      const plan = await service.sessions.updatePlan(
        "s",
        {
          steps: [
            { afterSeconds: 0, routes: [] },
            { afterSeconds: 30, routes: [{ channel: "telegram", chatId: 42 }] },
          ],
        },
        channels,
      );
      expect(plan).toEqual({
        steps: [
          { afterSeconds: 0, routes: [] },
          { afterSeconds: 30, routes: [telegram] },
        ],
      });
    });

    it("refuses steps that are no list of 1 to 10, and unknown keys", async () => {
      expect(await issuesOf({ steps: "soon" })).toEqual([
        {
          path: "steps",
          message: "expected an array of 1 to 10 steps { afterSeconds, routes, remind }",
        },
      ]);
      expect(await issuesOf({ steps: [] })).toEqual([
        { path: "steps", message: "expected 1 to 10 steps, got 0" },
      ]);
      const eleven = Array.from({ length: 11 }, (_, index) => ({
        afterSeconds: index,
        routes: [],
      }));
      expect(await issuesOf({ steps: eleven })).toEqual([
        { path: "steps", message: "expected 1 to 10 steps, got 11" },
      ]);
      expect(
        await issuesOf({ steps: [{ afterSeconds: 0, routes: [], quiet: true }, 5], extra: 1 }),
      ).toEqual([
        { path: "extra", message: "unknown property" },
        { path: "steps[0].quiet", message: "unknown property" },
        { path: "steps[1]", message: "expected an object { afterSeconds, routes, remind }" },
      ]);
      expect(await issuesOf({})).toEqual([
        {
          path: "steps",
          message: "expected an array of 1 to 10 steps { afterSeconds, routes, remind }",
        },
      ]);
    });

    it("refuses delays that are no whole number from 0 to 86400, or not increasing", async () => {
      const delays = (...afterSeconds: unknown[]) => ({
        steps: afterSeconds.map((delay, index) => ({
          afterSeconds: delay,
          routes: [{ channel: "telegram", chatId: String(index) }],
        })),
      });
      const rule = "expected a whole number from 0 to 86400";
      expect(await issuesOf(delays(-1, 1.5, "60", 86_401, null))).toEqual(
        [0, 1, 2, 3, 4].map((index) => ({ path: `steps[${index}].afterSeconds`, message: rule })),
      );
      expect(await issuesOf(delays(0, 300, 300, 200, 86_400))).toEqual([
        { path: "steps[2].afterSeconds", message: "expected more than 300, the delay of steps[1]" },
        { path: "steps[3].afterSeconds", message: "expected more than 300, the delay of steps[1]" },
      ]);
      expect(await issuesOf({ steps: [{ routes: [] }] })).toEqual([
        { path: "steps[0].afterSeconds", message: rule },
      ]);
    });

    it("validates each step's routes as routes, at their paths, and a chat in one step only", async () => {
      expect(
        await issuesOf({
          steps: [
            { afterSeconds: 0, routes: [slack, { channel: "discord", chatId: "D" }] },
            { afterSeconds: 60 },
            {
              afterSeconds: 120,
              routes: [slack, { channel: "push", chatId: "phone" }, telegram, telegram],
            },
            { afterSeconds: 180, routes: [push, { channel: "telegram", chatId: 42 }] },
          ],
        }),
      ).toEqual([
        { path: "steps[0].routes[1].channel", message: "expected one of: slack, telegram, push" },
        {
          path: "steps[1].routes",
          message: "expected an array of { channel, chatId } ([] for no chat at this time)",
        },
        { path: "steps[2].routes[0]", message: "repeats a route of steps[0]" },
        {
          path: "steps[2].routes[1].chatId",
          message: "not taken: push reaches every device the human turned it on for",
        },
        { path: "steps[2].routes[3]", message: "repeats an earlier route" },
        { path: "steps[3].routes[1]", message: "repeats a route of steps[2]" },
      ]);
      expect(
        await issuesOf({
          steps: [{ afterSeconds: 0, routes: Array(11).fill(slack) }],
        }),
      ).toContainEqual({ path: "steps[0].routes", message: "expected at most 10 routes, got 11" });
      expect(await service.sessions.plan("s")).toBeUndefined();
    });

    it("keeps routes as the plan's step at the ask, both ways", async () => {
      await service.sessions.updateRoutes("s", { routes: [slack] }, channels);
      expect(await service.sessions.plan("s")).toEqual({
        steps: [{ afterSeconds: 0, routes: [slack] }],
      });
      await service.sessions.updatePlan("s", escalation, channels);
      expect(await service.sessions.routes("s")).toEqual([slack]);
      await service.sessions.updatePlan(
        "s",
        { steps: [{ afterSeconds: 600, routes: [telegram] }] },
        channels,
      );
      expect(await service.sessions.routes("s")).toEqual([]);
      // Setting routes replaces the whole plan: the later steps go.
      await service.sessions.updateRoutes("s", { routes: [push] }, channels);
      expect(await service.sessions.plan("s")).toEqual({
        steps: [{ afterSeconds: 0, routes: [push] }],
      });
      await service.sessions.updateRoutes("s", { routes: null }, channels);
      expect(await service.sessions.plan("s")).toBeUndefined();
      expect(await service.sessions.routes("s")).toBeUndefined();
    });

    it("reads a session's routes stored before plans as a one-step plan, and replaces them", async () => {
      await store.putSessionSettings("s", { locale: "th", routes: [telegram] });
      expect(await service.sessions.plan("s")).toEqual({
        steps: [{ afterSeconds: 0, routes: [telegram] }],
      });
      expect(await service.sessions.routes("s")).toEqual([telegram]);
      await service.sessions.updatePlan("s", escalation, channels);
      expect(await store.getSessionSettings("s")).toEqual({ locale: "th", plan: escalation });
      await store.putSessionSettings("t", { routes: [telegram] });
      await service.sessions.updateRoutes("t", { routes: [slack] }, channels);
      expect(await store.getSessionSettings("t")).toEqual({
        plan: { steps: [{ afterSeconds: 0, routes: [slack] }] },
      });
    });

    it("follows the session's own plan, else the configured default, else none", async () => {
      expect((await service.sessions.forDelivery("s")).plan).toBeUndefined();
      const defaultPlan = { steps: [{ afterSeconds: 0, routes: [push] }] };
      const withDefault = new QuestionService({ store, defaultPlan });
      expect((await withDefault.sessions.forDelivery("s")).plan).toEqual(defaultPlan);
      expect(await withDefault.sessions.plan("s")).toBeUndefined();
      await withDefault.sessions.updatePlan("s", escalation, channels);
      expect((await withDefault.sessions.forDelivery("s")).plan).toEqual(escalation);
    });
  });

  it("expires at the deadline, not before, and wakes the waiter", async () => {
    const { record } = await service.ask({ sessionId: "s", input: deployPrompt(30) });
    const waiting = service.waitForEnd(record.id, { timeoutMs: 3_600_000 });
    await vi.advanceTimersByTimeAsync(29_999);
    expect((await service.get(record.id)).status).toBe("pending");
    await vi.advanceTimersByTimeAsync(1);
    const ended = await waiting;
    expect(ended.status).toBe("expired");
    expect(ended.endedBy).toEqual({ kind: "timeout" });
    expect(ended.endedAt).toBe(record.expiresAt);
    expect(resultOf(ended)).toEqual({ status: "no_answer", reason: "expired" });
    expect(events.map((event) => event.type)).toEqual(["question-asked", "question-expired"]);
  });

  it("treats an answer after the deadline as expired even before the timer fires", async () => {
    const { record } = await service.ask({ sessionId: "s", input: deployPrompt(30) });
    vi.setSystemTime(Date.parse(record.expiresAt)); // the clock moves; no timer has run yet
    const error = await expectCode(
      service.answer(record.id, choose({ deploy_target: ["Production"] }), human),
      "already_ended",
    );
    expect(error.details?.status).toBe("expired");
    expect((await service.get(record.id)).status).toBe("expired");
    expect(events.filter((event) => event.type === "question-expired")).toHaveLength(1);
  });

  it("lets a new question into a session whose pending one is overdue", async () => {
    const first = await service.ask({ sessionId: "s", input: deployPrompt(30) });
    vi.setSystemTime(Date.parse(first.record.expiresAt) + 5);
    const second = await service.ask({ sessionId: "s", input: deployPrompt() });
    expect(second.created).toBe(true);
    expect((await service.get(first.record.id)).status).toBe("expired");
  });

  it("on start, expires what became overdue and keeps the other deadlines", async () => {
    const soon = await service.ask({ sessionId: "a", input: deployPrompt(30) });
    const later = await service.ask({ sessionId: "b", input: deployPrompt(120) });
    service.stop(); // the gateway goes down; time passes
    vi.setSystemTime(Date.parse(soon.record.expiresAt) + 10_000);
    await vi.advanceTimersByTimeAsync(0); // the stopped service has no timers left to fire
    expect((await store.get(soon.record.id))?.status).toBe("pending");

    const restarted = new QuestionService({ store });
    await restarted.start();
    await vi.advanceTimersByTimeAsync(0);
    expect((await store.get(soon.record.id))?.status).toBe("expired");
    expect((await store.get(later.record.id))?.status).toBe("pending");
    await vi.advanceTimersByTimeAsync(Date.parse(later.record.expiresAt) - 1 - Date.now());
    expect((await store.get(later.record.id))?.status).toBe("pending");
    await vi.advanceTimersByTimeAsync(1);
    const expired = await store.get(later.record.id);
    expect(expired?.status).toBe("expired");
    expect(expired?.expiresAt).toBe(later.record.expiresAt);
    restarted.stop();
  });

  it("keeps one deadline timer however many are pending, and reads none of them at start", async () => {
    for (let index = 0; index < 300; index += 1)
      await service.ask({ sessionId: `many-${index}`, input: deployPrompt(60 + index) });
    expect(vi.getTimerCount()).toBe(1);
    service.stop();

    const list = vi.spyOn(store, "list");
    const restarted = new QuestionService({ store });
    await restarted.start();
    expect(list).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(1);
    // Each expires at its own deadline, one after another, from that one timer.
    await vi.advanceTimersByTimeAsync(60_000);
    expect((await store.list({ status: "expired" })).map((record) => record.sessionId)).toEqual([
      "many-0",
    ]);
    await vi.advanceTimersByTimeAsync(299_000);
    expect(await store.list({ status: "pending" })).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    restarted.stop();
  });

  it("waits: pending after the wait time, at once when ended, early on abort", async () => {
    const { record } = await service.ask({ sessionId: "s", input: deployPrompt() });
    const timedOut = service.waitForEnd(record.id, { timeoutMs: 5000 });
    await vi.advanceTimersByTimeAsync(5000);
    expect((await timedOut).status).toBe("pending");

    const controller = new AbortController();
    const aborted = service.waitForEnd(record.id, { timeoutMs: 60_000, signal: controller.signal });
    controller.abort();
    expect((await aborted).status).toBe("pending");

    const answered = service.waitForEnd(record.id, { timeoutMs: 60_000 });
    await service.answer(record.id, choose({ deploy_target: ["Production"] }), human);
    expect((await answered).status).toBe("answered");
    expect((await service.waitForEnd(record.id, { timeoutMs: 60_000 })).status).toBe("answered");
    await expectCode(service.waitForEnd("missing", { timeoutMs: 10 }), "not_found");
  });

  it("keeps every question of a session in its timeline, in order", async () => {
    const first = await service.ask({ sessionId: "s", input: deployPrompt() });
    await service.answer(first.record.id, choose({ deploy_target: ["Production"] }), human);
    const second = await service.ask({ sessionId: "s", input: deployPrompt(30) });
    await vi.advanceTimersByTimeAsync(30_000);
    await service.ask({ sessionId: "other", input: deployPrompt() });
    const timeline = await service.timeline("s");
    expect(
      timeline.map((item) =>
        item.type === "question"
          ? [item.question.id, item.question.status]
          : item.type === "message"
            ? item.message.text
            : item.delivery.channel,
      ),
    ).toEqual([
      [first.record.id, "answered"],
      [second.record.id, "expired"],
    ]);
  });

  it("reports unknown ids as not_found", async () => {
    await expectCode(service.get("nope"), "not_found");
    await expectCode(service.answer("nope", skip, human), "not_found");
    await expectCode(service.cancel("nope"), "not_found");
  });
});
