import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseAnswerSubmission } from "../../src/core/index.js";
import { logQuestionEvents } from "../../src/observability/question-event-log.js";
import { QuestionService } from "../../src/service/question-service.js";
import { MemoryQuestionStore } from "../../src/store/memory/memory-question-store.js";
import { deployPrompt } from "../support/prompts.js";

describe("question event log lines", () => {
  let service: QuestionService;
  let lines: Record<string, unknown>[];
  let stop: () => void;

  beforeEach(async () => {
    vi.useFakeTimers({ now: Date.parse("2026-03-01T12:00:00.000Z") });
    service = new QuestionService({ store: new MemoryQuestionStore() });
    lines = [];
    stop = logQuestionEvents(service.events, (line) => lines.push(line));
    await service.start();
  });
  afterEach(() => {
    stop();
    service.stop();
    vi.useRealTimers();
  });

  it("writes one line per event type, each with questionId, sessionId, status and how it ended", async () => {
    const ask = async (sessionId: string) =>
      (await service.ask({ sessionId, input: deployPrompt(30) })).record.id;
    const answered = await ask("s-answered");
    await service.answer(
      answered,
      (record) =>
        parseAnswerSubmission(record.questions, { answers: { deploy_target: ["Production"] } }),
      { surface: "web", userId: "ana" },
    );
    const skipped = await ask("s-skipped");
    await service.answer(skipped, () => ({ kind: "skip" }), { surface: "telegram" });
    const cancelled = await ask("s-cancelled");
    await service.cancel(cancelled, { surface: "mcp" });
    const failed = await ask("s-failed");
    await service.failDelivery(failed, "telegram 42: chat not found");
    const expired = await ask("s-expired");
    await vi.advanceTimersByTimeAsync(30_000);

    const ended = lines.filter((line) => line.event !== "question-asked");
    expect(ended).toEqual([
      {
        level: "info",
        msg: "question answered",
        event: "question-answered",
        questionId: answered,
        sessionId: "s-answered",
        status: "answered",
        endedBy: "human",
        surface: "web",
      },
      {
        level: "info",
        msg: "question skipped",
        event: "question-skipped",
        questionId: skipped,
        sessionId: "s-skipped",
        status: "skipped",
        endedBy: "human",
        surface: "telegram",
      },
      {
        level: "info",
        msg: "question cancelled",
        event: "question-cancelled",
        questionId: cancelled,
        sessionId: "s-cancelled",
        status: "cancelled",
        endedBy: "cancel",
        surface: "mcp",
      },
      {
        level: "warn",
        msg: "question delivery failed",
        event: "question-delivery-failed",
        questionId: failed,
        sessionId: "s-failed",
        status: "delivery_failed",
        endedBy: "delivery",
        surface: "none",
        detail: "telegram 42: chat not found",
      },
      {
        level: "info",
        msg: "question expired",
        event: "question-expired",
        questionId: expired,
        sessionId: "s-expired",
        status: "expired",
        endedBy: "timeout",
        surface: "none",
      },
    ]);
    const asked = lines.filter((line) => line.event === "question-asked");
    expect(asked.map((line) => [line.questionId, line.sessionId, line.status])).toEqual([
      [answered, "s-answered", "pending"],
      [skipped, "s-skipped", "pending"],
      [cancelled, "s-cancelled", "pending"],
      [failed, "s-failed", "pending"],
      [expired, "s-expired", "pending"],
    ]);
    expect(asked[0]).toMatchObject({
      level: "info",
      msg: "question asked",
      expiresAt: expect.any(String),
    });
  });

  it("writes nothing for timeline messages, and stops when unsubscribed", async () => {
    await service.postMessage("s", "hello", { kind: "agent" });
    expect(lines).toEqual([]);
    stop();
    await service.ask({ sessionId: "s", input: deployPrompt() });
    expect(lines).toEqual([]);
  });
});
