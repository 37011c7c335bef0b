import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ChildGateway,
  createTempDb,
  killAllChildGateways,
  requestJson,
  startChildGateway,
  type TempDb,
} from "../support/child-gateway.js";
import { deployQuestion } from "../support/prompts.js";

/**
 * SPEC P1 (and L2, L5): a gateway killed with `kill -9` and restarted on the same SQLite file
 * still holds every pending question with its original deadline, and loses no accepted answer.
 * Runs against real `ask-user serve` child processes over HTTP.
 */

const TOTAL = 200;
/** Questions 0-49 are left to expire (30-33 s); 50-149 get answered; 150-199 get cancelled. */
const EXPIRING = 50;
const ANSWERED_END = 150;
/** Answered questions that have a long-poll waiter connected when the answer arrives. */
const WAITED_ON = 5;
const LABELS = ["Staging (Recommended)", "Prod", "Canary"] as const;

interface Asked {
  index: number;
  sessionId: string;
  // biome-ignore lint/suspicious/noExplicitAny: the question view as the API returned it
  view: any;
  /** The exact result each ending must produce (S3). */
  expected?: unknown;
}

function inputFor(index: number): Record<string, unknown> {
  const multi = index % 2 === 1;
  return {
    sessionId: `crash-session-${index}`,
    questions: [
      deployQuestion({
        question: `Where should build ${index} go?`,
        labels: LABELS,
        ...(multi ? { multiSelect: true } : {}),
      }),
    ],
    // 30..33 s for the ones left to expire, 600 s and up for the rest: 200 distinct deadlines.
    timeoutSeconds: index < EXPIRING ? 30 + (index % 4) : 600 + index,
  };
}

/** The answer the human gives question `index`: a label, two labels, or free text. */
function answerFor(index: number): { given: string[]; stored: string[] } {
  const multi = index % 2 === 1;
  if (index % 5 === 0)
    return { given: [`  my own words ${index} `], stored: [`my own words ${index}`] };
  if (multi) return { given: ["prod", LABELS[0]], stored: ["Prod", LABELS[0]] };
  const label = LABELS[index % 3] as string;
  return { given: [label], stored: [label] };
}

describe("P1: kill -9 and restart on SQLite loses nothing", () => {
  let db: TempDb;
  let gateway: ChildGateway;
  const asked: Asked[] = [];

  beforeAll(async () => {
    db = await createTempDb();
    gateway = await startChildGateway({ db: db.path });
  });

  afterAll(async () => {
    await killAllChildGateways();
    await db?.cleanup();
  });

  async function restartAfterCrash(): Promise<void> {
    const before = gateway;
    await before.crash();
    const exit = await before.exited;
    expect(exit.signal).toBe("SIGKILL");
    await expect(fetch(`${before.url}/healthz`)).rejects.toThrow();
    gateway = await startChildGateway({ db: db.path });
  }

  it("asks 200 questions in 200 sessions with distinct deadlines", async () => {
    const responses = await Promise.all(
      Array.from({ length: TOTAL }, (_, index) =>
        requestJson("POST", `${gateway.url}/v1/questions`, inputFor(index)),
      ),
    );
    responses.forEach((response, index) => {
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      expect(response.body.status).toBe("pending");
      const { timeoutSeconds } = inputFor(index);
      expect(response.body.timeoutSeconds).toBe(timeoutSeconds);
      expect(Date.parse(response.body.expiresAt) - Date.parse(response.body.createdAt)).toBe(
        (timeoutSeconds as number) * 1000,
      );
      asked.push({ index, sessionId: `crash-session-${index}`, view: response.body });
    });
    expect(new Set(asked.map((question) => question.view.id)).size).toBe(TOTAL);
  });

  it("after kill -9 and a restart every question is pending with its original deadline", async () => {
    expect(asked).toHaveLength(TOTAL);
    await restartAfterCrash();
    const views = await Promise.all(
      asked.map((question) =>
        requestJson("GET", `${gateway.url}/v1/questions/${question.view.id}`),
      ),
    );
    views.forEach((response, index) => {
      const original = asked[index]?.view;
      expect(response.status).toBe(200);
      expect(response.body.status).toBe("pending");
      expect(response.body.expiresAt).toBe(original.expiresAt);
      // Nothing else changed either.
      expect(response.body).toEqual(original);
    });
    const pending = await requestJson("GET", `${gateway.url}/v1/questions?status=pending`);
    expect(pending.body.questions).toHaveLength(TOTAL);
  });

  it("answers 100 and cancels 50 after the restart, each with the exact S3 result", async () => {
    const answerGroup = asked.slice(EXPIRING, ANSWERED_END);
    const cancelGroup = asked.slice(ANSWERED_END);
    expect(answerGroup).toHaveLength(100);
    expect(cancelGroup).toHaveLength(50);

    // Long-poll waiters connected before the answer arrives must be woken by it.
    const waited = answerGroup.slice(0, WAITED_ON);
    const woken: Array<number | undefined> = waited.map(() => undefined);
    const waiters = waited.map((question, position) =>
      requestJson(
        "GET",
        `${gateway.url}/v1/questions/${question.view.id}/result?waitSeconds=60`,
      ).then((response) => {
        woken[position] = Date.now();
        return response;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(woken.every((at) => at === undefined)).toBe(true);

    const answerStartedAt = Date.now();
    const answerResponses = await Promise.all(
      answerGroup.map((question) =>
        requestJson("POST", `${gateway.url}/v1/questions/${question.view.id}/answer`, {
          answers: { deploy_target: answerFor(question.index).given },
          surface: "crash_test",
        }),
      ),
    );
    answerResponses.forEach((response, position) => {
      const question = answerGroup[position] as Asked;
      question.expected = {
        status: "answered",
        answers: { answers: { deploy_target: answerFor(question.index).stored } },
      };
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body).toStrictEqual(question.expected);
    });

    const cancelResponses = await Promise.all(
      cancelGroup.map((question) =>
        requestJson("POST", `${gateway.url}/v1/questions/${question.view.id}/cancel`),
      ),
    );
    cancelResponses.forEach((response, position) => {
      const question = cancelGroup[position] as Asked;
      question.expected = { status: "no_answer", reason: "cancelled" };
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body).toStrictEqual(question.expected);
    });

    const waiterResponses = await Promise.all(waiters);
    waiterResponses.forEach((response, position) => {
      expect(response.status).toBe(200);
      expect(response.body).toStrictEqual(waited[position]?.expected);
      // Woken by the answer, not by the 60 s long-poll running out.
      expect(woken[position] as number).toBeGreaterThanOrEqual(answerStartedAt);
      expect((woken[position] as number) - answerStartedAt).toBeLessThan(5_000);
    });
  });

  it("after a second kill -9 every answer and cancel is still there, and stays final", async () => {
    const ended = asked.slice(EXPIRING);
    expect(ended.every((question) => question.expected !== undefined)).toBe(true);
    await restartAfterCrash();

    const views = await Promise.all(
      asked.map((question) =>
        requestJson("GET", `${gateway.url}/v1/questions/${question.view.id}`),
      ),
    );
    views.forEach((response, index) => {
      const question = asked[index] as Asked;
      expect(response.status).toBe(200);
      expect(response.body.expiresAt).toBe(question.view.expiresAt);
      if (index < EXPIRING) {
        expect(response.body.status).toBe("pending");
      } else if (index < ANSWERED_END) {
        expect(response.body.status).toBe("answered");
        expect(response.body.answers).toStrictEqual({
          deploy_target: answerFor(index).stored,
        });
        expect(response.body.endedBy).toStrictEqual({ kind: "human", surface: "crash_test" });
        expect(response.body.result).toStrictEqual(question.expected);
      } else {
        expect(response.body.status).toBe("cancelled");
        expect(response.body.result).toStrictEqual(question.expected);
      }
    });

    // The ended results are what an agent reconnecting after the crash gets.
    const results = await Promise.all(
      ended.map((question) =>
        requestJson("GET", `${gateway.url}/v1/questions/${question.view.id}/result?waitSeconds=0`),
      ),
    );
    results.forEach((response, position) => {
      expect(response.status).toBe(200);
      expect(response.body).toStrictEqual(ended[position]?.expected);
    });

    // Exactly once across restarts: a late answer changes nothing.
    const late = ended[0] as Asked;
    const lateAnswer = await requestJson(
      "POST",
      `${gateway.url}/v1/questions/${late.view.id}/answer`,
      {
        answers: { deploy_target: ["Canary"] },
      },
    );
    expect(lateAnswer.status).toBe(409);
    expect(lateAnswer.body.error.code).toBe("already_ended");
    expect(lateAnswer.body.error.result).toStrictEqual(late.expected);
  });

  it("the 50 short questions expire at their original deadline, not earlier and not much later", async () => {
    const expiring = asked.slice(0, EXPIRING);
    expect(expiring).toHaveLength(EXPIRING);
    // Still pending a moment before the deadline: the restarts did not shorten it.
    const firstDeadline = Math.min(
      ...expiring.map((question) => Date.parse(question.view.expiresAt)),
    );
    expect(Date.now()).toBeLessThan(firstDeadline);

    const observed = await Promise.all(
      expiring.map(async (question) => {
        const deadline = Date.parse(question.view.expiresAt);
        for (;;) {
          const response = await requestJson(
            "GET",
            `${gateway.url}/v1/questions/${question.view.id}/result?waitSeconds=10`,
          );
          const at = Date.now();
          if (response.status === 200) return { response, at, deadline };
          expect(response.status).toBe(202);
          expect(response.body.status).toBe("pending");
          // A still-pending answer after the deadline (plus slack) means a lost timer.
          expect(at).toBeLessThan(deadline + 5_000);
        }
      }),
    );

    for (const [position, { response, at, deadline }] of observed.entries()) {
      expect(response.body).toStrictEqual({ status: "no_answer", reason: "expired" });
      expect(at).toBeGreaterThanOrEqual(deadline);
      expect(at - deadline).toBeLessThan(3_000);
      const view = await requestJson(
        "GET",
        `${gateway.url}/v1/questions/${expiring[position]?.view.id}`,
      );
      expect(view.body.status).toBe("expired");
      expect(view.body.endedBy).toStrictEqual({ kind: "timeout" });
      const endedAt = Date.parse(view.body.endedAt);
      expect(endedAt).toBeGreaterThanOrEqual(deadline);
      expect(endedAt - deadline).toBeLessThan(2_000);
    }

    const counts: Record<string, number> = {};
    const all = await requestJson("GET", `${gateway.url}/v1/questions?limit=1000`);
    for (const question of all.body.questions)
      counts[question.status] = (counts[question.status] ?? 0) + 1;
    expect(counts).toStrictEqual({ expired: 50, answered: 100, cancelled: 50 });
  }, 60_000);
});
