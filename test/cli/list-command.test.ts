import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { formatAge, questionTable } from "../../src/cli/list-command.js";
import type { QuestionView } from "../../src/client/index.js";
import {
  type ChildGateway,
  killAllChildGateways,
  requestJson,
  startChildGateway,
} from "../support/child-gateway.js";
import { killCliRuns, runCli } from "./run-cli.js";

/** `ask-user list` as a real process against a real gateway process (memory store). */

const AGENT = { authorization: "Bearer agent-token" };
const HUMAN = { authorization: "Bearer human-token" };

async function ask(url: string, sessionId: string, header: string): Promise<QuestionView> {
  const response = await requestJson(
    "POST",
    `${url}/v1/questions`,
    {
      sessionId,
      questions: [
        {
          id: "pick",
          header,
          question: `${header}, which one?`,
          options: [{ label: "A" }, { label: "B" }],
        },
      ],
    },
    AGENT,
  );
  expect(response.status).toBe(201);
  return response.body;
}

describe("ask-user list", () => {
  let gateway: ChildGateway;
  let first: QuestionView;
  let second: QuestionView;
  let other: QuestionView;

  beforeAll(async () => {
    gateway = await startChildGateway({
      db: "memory",
      env: { ASK_USER_AGENT_TOKEN: "agent-token", ASK_USER_HUMAN_TOKEN: "human-token" },
    });
    first = await ask(gateway.url, "list-a", "Deploy");
    const answered = await requestJson(
      "POST",
      `${gateway.url}/v1/questions/${first.id}/answer`,
      { answers: { pick: ["A"] } },
      HUMAN,
    );
    expect(answered.status).toBe(200);
    second = await ask(gateway.url, "list-a", "Rollback");
    other = await ask(gateway.url, "list-b", "Notify");
  });
  afterEach(() => killCliRuns());
  afterAll(async () => killAllChildGateways());

  const env = () => ({ ASK_USER_URL: gateway.url, ASK_USER_AGENT_TOKEN: "agent-token" });

  it("prints every question as a JSON array, oldest first, when stdout is not a terminal", async () => {
    const run = runCli(["list"], env());
    expect(await run.exited).toStrictEqual({ code: 0, signal: null });
    const listed = JSON.parse(run.stdout()) as QuestionView[];
    expect(listed.map((question) => [question.id, question.sessionId, question.status])).toEqual([
      [first.id, "list-a", "answered"],
      [second.id, "list-a", "pending"],
      [other.id, "list-b", "pending"],
    ]);
    expect(listed[0]?.result).toStrictEqual({
      status: "answered",
      answers: { answers: { pick: ["A"] } },
    });
  });

  it("filters by --session and --status (and --json says JSON outright)", async () => {
    const bySession = runCli(["list", "--session", "list-a", "--json"], env());
    expect(await bySession.exited).toStrictEqual({ code: 0, signal: null });
    expect((JSON.parse(bySession.stdout()) as QuestionView[]).map((q) => q.id)).toEqual([
      first.id,
      second.id,
    ]);

    const pendingOfA = runCli(["list", "--session", "list-a", "--status", "pending"], env());
    expect(await pendingOfA.exited).toStrictEqual({ code: 0, signal: null });
    expect((JSON.parse(pendingOfA.stdout()) as QuestionView[]).map((q) => q.id)).toEqual([
      second.id,
    ]);

    const none = runCli(["list", "--status", "expired"], env());
    expect(await none.exited).toStrictEqual({ code: 0, signal: null });
    expect(JSON.parse(none.stdout())).toEqual([]);
  });

  it("exits 1 on an unknown --status, naming the ones there are", async () => {
    const run = runCli(["list", "--status", "open"], env());
    expect(await run.exited).toStrictEqual({ code: 1, signal: null });
    expect(run.stdout()).toBe("");
    expect(run.stderr()).toBe(
      'ask-user: --status: expected one of pending, answered, skipped, expired, cancelled, delivery_failed, got "open"\n',
    );
  });

  it("lists with the human's token when no agent token is set, and exits 1 without a token", async () => {
    const human = runCli(["list", "--session", "list-b"], {
      ASK_USER_URL: gateway.url,
      ASK_USER_HUMAN_TOKEN: "human-token",
    });
    expect(await human.exited).toStrictEqual({ code: 0, signal: null });
    expect((JSON.parse(human.stdout()) as QuestionView[]).map((q) => q.id)).toEqual([other.id]);

    const anonymous = runCli(["list"], { ASK_USER_URL: gateway.url });
    expect(await anonymous.exited).toStrictEqual({ code: 1, signal: null });
    expect(anonymous.stdout()).toBe("");
    expect(anonymous.stderr()).toMatch(/^ask-user: unauthorized: /);
  });

  it("exits 1 on an ASK_USER_URL without scheme", async () => {
    const run = runCli(["list"], { ASK_USER_URL: "127.0.0.1:7420" });
    expect(await run.exited).toStrictEqual({ code: 1, signal: null });
    expect(run.stderr()).toContain("ASK_USER_URL: expected an http:// or https:// URL");
  });
});

describe("the list table (stdout on a terminal)", () => {
  const view = (overrides: Partial<QuestionView>): QuestionView =>
    ({
      id: "q_1",
      sessionId: "s",
      status: "pending",
      createdAt: "2026-01-01T12:00:00.000Z",
      questions: [
        { id: "x", header: "Deploy", question: "Where to?", options: [], multiSelect: false },
      ],
      ...overrides,
    }) as QuestionView;

  it("lines up id, session, status, header: question and age", () => {
    const now = Date.parse("2026-01-01T12:05:30.000Z");
    const table = questionTable(
      [
        view({}),
        view({
          id: "q_22",
          sessionId: "longer-session",
          status: "answered",
          createdAt: "2026-01-01T12:05:00.000Z",
          questions: [
            { id: "a", header: "Notify", question: "Whom?", options: [], multiSelect: true },
            { id: "b", header: "When", question: "Now?", options: [], multiSelect: false },
          ],
        }),
      ],
      now,
    );
    expect(table).toBe(
      [
        "ID    SESSION         STATUS    QUESTION            AGE",
        "q_1   s               pending   Deploy: Where to?   5m",
        "q_22  longer-session  answered  Notify: Whom? (+1)  30s",
        "",
      ].join("\n"),
    );
  });

  it("escapes what the agent wrote and lines up Thai in terminal columns", () => {
    const now = Date.parse("2026-01-01T12:05:30.000Z");
    const table = questionTable(
      [
        view({
          questions: [
            {
              id: "a",
              header: "\u001b[31mRed",
              question: "ไปไหนดี?",
              options: [],
              multiSelect: false,
            },
          ],
        }),
        view({ id: "q_2", sessionId: "ทีม" }),
      ],
      now,
    );
    expect(table).not.toContain("\u001b");
    expect(table.split("\n")).toEqual([
      // "ไปไหนดี?" takes 7 columns (its vowel mark none), "ทีม" 2.
      "ID   SESSION  STATUS   QUESTION            AGE",
      "q_1  s        pending  ^[[31mRed: ไปไหนดี?  5m",
      "q_2  ทีม       pending  Deploy: Where to?   5m",
      "",
    ]);
  });

  it("says so when there are no questions", () => {
    expect(questionTable([], 0)).toBe("no questions\n");
  });

  it("rounds ages down to the largest unit", () => {
    expect([0, 59_999, 60_000, 3_599_999, 3_600_000, 86_400_000 * 3].map(formatAge)).toEqual([
      "0s",
      "59s",
      "1m",
      "59m",
      "1h",
      "3d",
    ]);
  });
});
