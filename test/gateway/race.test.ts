import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningGateway, startGateway } from "../../src/gateway/gateway.js";
import {
  createTempDb,
  type JsonResponse,
  requestJson,
  type TempDb,
} from "../support/child-gateway.js";
import { deployQuestion } from "../support/prompts.js";

/**
 * SPEC L5 over real HTTP against an in-process gateway on SQLite: the first valid answer wins,
 * and an answer racing the expiry ends in exactly one outcome that everyone agrees on.
 */

const LABELS = ["Staging (Recommended)", "Prod"] as const;

function askBody(sessionId: string, timeoutSeconds: number): Record<string, unknown> {
  return {
    sessionId,
    questions: [deployQuestion({ question: "Where should this build go?", labels: LABELS })],
    timeoutSeconds,
  };
}

describe("L5: exactly once under races", () => {
  let db: TempDb;
  let gateway: RunningGateway;

  beforeAll(async () => {
    db = await createTempDb();
    gateway = await startGateway({ host: "127.0.0.1", port: 0, db: db.path, token: undefined });
  });

  afterAll(async () => {
    await gateway?.close();
    await db?.cleanup();
  });

  async function ask(sessionId: string, timeoutSeconds: number) {
    const response = await requestJson(
      "POST",
      `${gateway.url}/v1/questions`,
      askBody(sessionId, timeoutSeconds),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body as { id: string; expiresAt: string };
  }

  it("200 questions each answered twice at once: one 200, one 409 naming the winner", async () => {
    const questions = await Promise.all(
      Array.from({ length: 200 }, (_, index) => ask(`double-${index}`, 600)),
    );

    const outcomes = await Promise.all(
      questions.map(async (question, index) => {
        const url = `${gateway.url}/v1/questions/${question.id}/answer`;
        // Two humans on two surfaces, different answers; every fourth race is an answer vs a Skip.
        const first = { answers: { deploy_target: [LABELS[0]] }, surface: "first" };
        const second =
          index % 4 === 3
            ? { skip: true, surface: "second" }
            : { answers: { deploy_target: [LABELS[1]] }, surface: "second" };
        // Vary which request leaves first, so every kind of answer gets to win and to lose.
        const [a, b] =
          (index + Math.floor(index / 4)) % 2 === 0
            ? await Promise.all([requestJson("POST", url, first), requestJson("POST", url, second)])
            : await Promise.all([
                requestJson("POST", url, second),
                requestJson("POST", url, first),
              ]).then(([y, x]) => [x, y] as const);
        return { question, a, b };
      }),
    );

    let firstWins = 0;
    let skipWins = 0;
    for (const { question, a, b } of outcomes) {
      const statuses = [a.status, b.status].sort();
      expect(statuses, JSON.stringify([a.body, b.body])).toEqual([200, 409]);
      const [winner, loser] = a.status === 200 ? [a, b] : [b, a];
      const winnerSurface = winner === a ? "first" : "second";
      if (winner === a) firstWins += 1;
      if (winner.body.status === "no_answer") skipWins += 1;

      expect(loser.body.error.code).toBe("already_ended");
      expect(loser.body.error.result).toStrictEqual(winner.body);
      expect(loser.body.error.status).toBe(
        winner.body.status === "answered" ? "answered" : "skipped",
      );

      const stored = await requestJson("GET", `${gateway.url}/v1/questions/${question.id}`);
      expect(stored.body.result).toStrictEqual(winner.body);
      expect(stored.body.endedBy).toStrictEqual({ kind: "human", surface: winnerSurface });
      if (winner.body.status === "answered") {
        expect(stored.body.status).toBe("answered");
        expect(stored.body.answers).toStrictEqual(winner.body.answers.answers);
      } else {
        expect(stored.body.status).toBe("skipped");
        expect(winner.body).toStrictEqual({ status: "no_answer", reason: "skipped" });
      }
      const result = await requestJson(
        "GET",
        `${gateway.url}/v1/questions/${question.id}/result?waitSeconds=0`,
      );
      expect(result.status).toBe(200);
      expect(result.body).toStrictEqual(winner.body);
    }
    console.log(
      `double answers: first request won ${firstWins}/200, second won ${200 - firstWins}/200; ` +
        `a Skip won ${skipWins} of its 50 races`,
    );
  }, 30_000);

  it("50 answers fired at the instant of expiry each end in exactly one agreed outcome", async () => {
    const count = 50;
    const questions = [];
    // Asked 40 ms apart, so each race happens at its own instant rather than all in one pile.
    for (let index = 0; index < count; index += 1) {
      questions.push(await ask(`expiry-race-${index}`, 30));
      await new Promise((resolve) => setTimeout(resolve, 40));
    }

    const answered = { status: "answered", answers: { answers: { deploy_target: [LABELS[0]] } } };
    const expired = { status: "no_answer", reason: "expired" };

    const races = await Promise.all(
      questions.map(async (question, index) => {
        const deadline = Date.parse(question.expiresAt);
        // Spread the answers from 20 ms before the deadline to 20 ms after it.
        const offset = -20 + Math.round((40 * index) / (count - 1));
        await new Promise((resolve) => setTimeout(resolve, deadline + offset - Date.now()));
        const sentAt = Date.now();
        const reply: JsonResponse = await requestJson(
          "POST",
          `${gateway.url}/v1/questions/${question.id}/answer`,
          { answers: { deploy_target: [LABELS[0]] } },
        );
        const result = await requestJson(
          "GET",
          `${gateway.url}/v1/questions/${question.id}/result?waitSeconds=10`,
        );
        const view = await requestJson("GET", `${gateway.url}/v1/questions/${question.id}`);
        return { question, deadline, offset, sentAt, reply, result, view };
      }),
    );

    const tally = { answered: 0, expired: 0 };
    const answeredOffsets: number[] = [];
    const expiredOffsets: number[] = [];
    for (const { deadline, offset, sentAt, reply, result, view } of races) {
      const context = JSON.stringify({ offset, sentAtMinusDeadline: sentAt - deadline, reply });
      expect([200, 409], context).toContain(reply.status);
      expect(result.status, context).toBe(200);
      const endedAt = Date.parse(view.body.endedAt);
      if (reply.status === 200) {
        tally.answered += 1;
        answeredOffsets.push(sentAt - deadline);
        expect(reply.body).toStrictEqual(answered);
        expect(result.body).toStrictEqual(answered);
        expect(view.body.status).toBe("answered");
        expect(view.body.endedBy.kind).toBe("human");
        expect(endedAt).toBeLessThan(deadline);
      } else {
        tally.expired += 1;
        expiredOffsets.push(sentAt - deadline);
        expect(reply.body.error.code, context).toBe("already_ended");
        expect(reply.body.error.status).toBe("expired");
        expect(reply.body.error.result).toStrictEqual(expired);
        expect(result.body).toStrictEqual(expired);
        expect(view.body.status).toBe("expired");
        expect(view.body.endedBy).toStrictEqual({ kind: "timeout" });
        expect(endedAt).toBeGreaterThanOrEqual(deadline);
      }
    }
    expect(tally.answered + tally.expired).toBe(count);
    const range = (values: number[]) =>
      values.length === 0 ? "none" : `${Math.min(...values)}..${Math.max(...values)} ms`;
    console.log(
      `expiry race: ${tally.answered} answered (sent at deadline ${range(answeredOffsets)}), ` +
        `${tally.expired} expired (sent at deadline ${range(expiredOffsets)})`,
    );
  }, 60_000);
});
