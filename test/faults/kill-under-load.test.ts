import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerFor } from "../../bench/answer-soak.js";
import { askBody } from "../../bench/scenarios.js";
import {
  type ChildGateway,
  createTempDb,
  killAllChildGateways,
  requestJson,
  startChildGateway,
} from "../support/child-gateway.js";
import { createTestDatabase } from "../support/postgres-database.js";

/**
 * SPEC P1 under load: `kill -9` while answers are in flight. Every answer that got its 200 is
 * still there with the same result; an answer cut off mid-flight is either wholly there or not
 * at all; every question never answered is still pending with its original deadline.
 */

const TOTAL = 600;
/** Kill once this many answers were acknowledged: the rest are in flight or not yet sent. */
const KILL_AFTER_ACKS = 150;
const ANSWERS_PER_TICK = 8;
const TICK_MS = 5;
const MAX_IN_FLIGHT = 64;
/** The answer POSTs get a high limit: they all come from one loopback address. */
const ENV = { ASK_USER_ANSWER_RATE: "100000000" };

type Fate = "acknowledged" | "cut_off" | "not_sent";

interface Question {
  index: number;
  sessionId: string;
  // biome-ignore lint/suspicious/noExplicitAny: the question view as the API returned it
  view: any;
  fate: Fate;
  /** The 200 body of an acknowledged answer. */
  acknowledgedBody?: unknown;
}

const expectedResult = (index: number) => ({
  status: "answered",
  answers: { answers: answerFor(index).expected },
});

/** A fresh database for the gateway, and what the store itself can say about its health. */
interface StoreUnderTest {
  db: string;
  /** Checks the store's own consistency while no gateway runs. */
  checkIntegrity(): Promise<void>;
  cleanup(): Promise<void>;
}

const STORES: Array<{ name: string; open(): Promise<StoreUnderTest> }> = [
  {
    name: "SQLite",
    async open() {
      const temp = await createTempDb();
      return {
        db: temp.path,
        async checkIntegrity() {
          const integrity = new Database(temp.path, { readonly: true, fileMustExist: true });
          expect(integrity.pragma("integrity_check", { simple: true })).toBe("ok");
          integrity.close();
        },
        cleanup: temp.cleanup,
      };
    },
  },
  {
    name: "PostgreSQL",
    async open() {
      const database = await createTestDatabase();
      return {
        db: database.connectionString,
        // The server itself survives a client's kill -9; what the API reads back is the check.
        async checkIntegrity() {},
        cleanup: database.drop,
      };
    },
  },
];

for (const store of STORES)
  describe(`P1 on ${store.name}: kill -9 with answers in flight`, () => {
    let db: StoreUnderTest;
    let gateway: ChildGateway;
    const questions: Question[] = [];

    beforeAll(async () => {
      db = await store.open();
      gateway = await startChildGateway({ db: db.db, env: ENV });
    });

    afterAll(async () => {
      await killAllChildGateways();
      await db?.cleanup();
    });

    it(`asks ${TOTAL} questions in ${TOTAL} sessions with distinct deadlines`, async () => {
      for (let start = 0; start < TOTAL; start += 50) {
        const batch = await Promise.all(
          Array.from({ length: Math.min(50, TOTAL - start) }, async (_, offset) => {
            const index = start + offset;
            const sessionId = `kill-load-${index}`;
            const response = await requestJson(
              "POST",
              `${gateway.url}/v1/questions`,
              askBody(sessionId, 600 + index),
            );
            expect(response.status, JSON.stringify(response.body)).toBe(201);
            return { index, sessionId, view: response.body, fate: "not_sent" as Fate };
          }),
        );
        questions.push(...batch);
      }
      expect(new Set(questions.map((question) => question.view.id)).size).toBe(TOTAL);
    });

    it("kills the gateway with answers in flight", async () => {
      let acknowledged = 0;
      let inFlight = 0;
      let next = 0;
      const flights: Promise<void>[] = [];
      const answer = async (question: Question) => {
        question.fate = "cut_off";
        inFlight += 1;
        try {
          const response = await requestJson(
            "POST",
            `${gateway.url}/v1/questions/${question.view.id}/answer`,
            { answers: answerFor(question.index).given, surface: "load" },
          );
          if (response.status !== 200)
            throw new Error(`answer: HTTP ${response.status} ${JSON.stringify(response.body)}`);
          question.fate = "acknowledged";
          question.acknowledgedBody = response.body;
          acknowledged += 1;
        } catch (error) {
          // The connection died with the process: the fate of this answer is unknown to the client.
          if (!/fetch failed|socket|ECONNRE/i.test(String((error as Error).cause ?? error)))
            throw error;
        } finally {
          inFlight -= 1;
        }
      };

      while (acknowledged < KILL_AFTER_ACKS) {
        if (next >= TOTAL)
          throw new Error(`all ${TOTAL} answers sent before ${KILL_AFTER_ACKS} acks`);
        for (let count = 0; count < ANSWERS_PER_TICK && inFlight < MAX_IN_FLIGHT; count += 1) {
          const question = questions[next];
          if (!question) break;
          next += 1;
          flights.push(answer(question));
        }
        await new Promise((resolve) => setTimeout(resolve, TICK_MS));
      }
      const inFlightAtKill = inFlight;
      await gateway.crash();
      expect((await gateway.exited).signal).toBe("SIGKILL");
      await Promise.all(flights);

      const fates = countFates(questions);
      console.log(
        `kill -9 under load: ${fates.acknowledged} answers acknowledged, ${inFlightAtKill} in flight at the kill (${fates.cut_off} cut off), ${fates.not_sent} not sent`,
      );
      expect(fates.acknowledged).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
      expect(fates.not_sent).toBeGreaterThan(0);
    });

    it("after a restart every acknowledged answer is there, whole, with the same result", async () => {
      await db.checkIntegrity();
      gateway = await startChildGateway({ db: db.db, env: ENV });
      const views = await inBatches(questions, 50, (question) =>
        requestJson("GET", `${gateway.url}/v1/questions/${question.view.id}`),
      );
      let cutOffAnswered = 0;
      views.forEach((response, position) => {
        const question = questions[position] as Question;
        const view = response.body;
        expect(response.status).toBe(200);
        expect(view.expiresAt).toBe(question.view.expiresAt);
        expect(view.createdAt).toBe(question.view.createdAt);
        const answered = view.status === "answered";
        if (question.fate === "acknowledged") {
          expect(question.acknowledgedBody).toStrictEqual(expectedResult(question.index));
          expect(view.status).toBe("answered");
        } else if (question.fate === "not_sent") {
          expect(view).toStrictEqual(question.view);
        } else {
          // Committed before the kill or not at all; never a part of it.
          expect(["answered", "pending"]).toContain(view.status);
          if (answered) cutOffAnswered += 1;
          else expect(view).toStrictEqual(question.view);
        }
        if (answered) {
          expect(view.answers).toStrictEqual(answerFor(question.index).expected);
          expect(view.endedBy).toStrictEqual({ kind: "human", surface: "load" });
          expect(view.result).toStrictEqual(expectedResult(question.index));
          expect(Date.parse(view.endedAt)).toBeGreaterThanOrEqual(Date.parse(view.createdAt));
        }
      });

      const results = await inBatches(
        questions.filter((question) => question.fate === "acknowledged"),
        50,
        (question) =>
          requestJson(
            "GET",
            `${gateway.url}/v1/questions/${question.view.id}/result?waitSeconds=0`,
          ),
      );
      for (const response of results) expect(response.status).toBe(200);
      results.forEach((response, position) => {
        const question = questions.filter((item) => item.fate === "acknowledged")[position];
        expect(response.body).toStrictEqual(expectedResult(question?.index ?? -1));
      });

      const fates = countFates(questions);
      const pending = await requestJson(
        "GET",
        `${gateway.url}/v1/questions?status=pending&limit=1000`,
      );
      const answeredList = await requestJson(
        "GET",
        `${gateway.url}/v1/questions?status=answered&limit=1000`,
      );
      expect(answeredList.body.questions).toHaveLength(fates.acknowledged + cutOffAnswered);
      expect(pending.body.questions.length).toBe(
        Math.min(1000, TOTAL - fates.acknowledged - cutOffAnswered),
      );
      console.log(
        `after restart: ${fates.acknowledged} acknowledged all answered; of ${fates.cut_off} cut off, ${cutOffAnswered} were committed, the rest pending`,
      );
    }, 60_000);
  });

function countFates(questions: Question[]): Record<Fate, number> {
  const counts: Record<Fate, number> = { acknowledged: 0, cut_off: 0, not_sent: 0 };
  for (const question of questions) counts[question.fate] += 1;
  return counts;
}

async function inBatches<T, R>(
  items: T[],
  size: number,
  run: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size)
    results.push(...(await Promise.all(items.slice(start, start + size).map(run))));
  return results;
}
