import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { createHttpApp } from "../../src/http/app.js";
import { QuestionService } from "../../src/service/question-service.js";
import { MemoryQuestionStore } from "../../src/store/memory/memory-question-store.js";
import { deployPrompt } from "../support/prompts.js";

/**
 * The routes `fuzz-inputs.test.ts` leaves out: replies, messages, cancel, session settings and
 * routes, and the list's query. Random bodies, paths and queries get 2xx or a 4xx error
 * envelope, never a 5xx, and a refused request leaves the session's question pending.
 */

const RUNS = 600;

const internalErrors: unknown[] = [];
const service = new QuestionService({ store: new MemoryQuestionStore() });
const app = createHttpApp({
  service,
  answerRatePerMinute: 100_000_000,
  channels: [{ name: "telegram", chatless: false }],
  onInternalError: (error) => {
    internalErrors.push(error);
  },
});
afterAll(() => service.stop());

const text = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.constantFrom("1", "2", "skip", "Production", "Staging (Recommended)", "", " ", "ข้าม"),
);
const jsonBody = fc
  .oneof(
    {
      weight: 3,
      arbitrary: fc.dictionary(
        fc.constantFrom("text", "surface", "userId", "reason", "locale", "routes", "x"),
        fc.oneof(text, fc.jsonValue({ maxDepth: 2 })),
      ),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  )
  .map((value) => JSON.stringify(value) ?? "null");
const rawBody = fc.oneof(
  { weight: 4, arbitrary: jsonBody },
  {
    weight: 1,
    arbitrary: fc.oneof(fc.string({ maxLength: 80 }), fc.constantFrom("", "{", "[", "null")),
  },
);
const sessionSegment = fc.oneof(
  fc.constantFrom("fuzz-session", "agent:a1:subagent:x"),
  fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent),
);
const route = fc.constantFrom(
  ["POST", "replies"],
  ["POST", "messages"],
  ["PUT", "settings"],
  ["PUT", "routes"],
  ["GET", "settings"],
  ["GET", "routes"],
  ["GET", "timeline"],
) as fc.Arbitrary<[string, string]>;

describe("session routes, cancel and list with random input", () => {
  it("answer 2xx or 4xx with an error envelope, never 5xx", async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(route, sessionSegment, rawBody, async ([method, name], session, body) => {
        const response = await app.request(`/v1/sessions/${session}/${name}`, {
          method,
          ...(method === "GET" ? {} : { body, headers: { "content-type": "application/json" } }),
        });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400) {
          const envelope = (await response.json()) as { error?: { code?: unknown } };
          expect(typeof envelope.error?.code).toBe("string");
        }
      }),
      { numRuns: RUNS },
    );
    expect(internalErrors).toEqual([]);
    expect(statuses.has(200) || statuses.has(201)).toBe(true);
    expect(statuses.has(400)).toBe(true);
  });

  it("cancel with random bodies ends the question or leaves it pending, never 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(rawBody, async (body) => {
        const asked = await app.request("/v1/questions", {
          method: "POST",
          body: JSON.stringify({ sessionId: "cancel-fuzz", ...deployPrompt() }),
        });
        expect(asked.status).toBe(201);
        const { id } = (await asked.json()) as { id: string };
        const response = await app.request(`/v1/questions/${id}/cancel`, { method: "POST", body });
        expect(response.status).toBeLessThan(500);
        const view = (await (await app.request(`/v1/questions/${id}`)).json()) as {
          status: string;
        };
        expect(view.status).toBe(response.status === 200 ? "cancelled" : "pending");
        if (view.status === "pending")
          expect((await app.request(`/v1/questions/${id}/cancel`, { method: "POST" })).status).toBe(
            200,
          );
      }),
      { numRuns: RUNS / 3 },
    );
    expect(internalErrors).toEqual([]);
  });

  it("GET /v1/questions with random queries answers 200 or 400", async () => {
    const query = fc.dictionary(
      fc.constantFrom("status", "limit", "sessionId", "x"),
      fc.oneof(
        text,
        fc.integer().map(String),
        fc.constantFrom("pending", "answered", "0", "1000", "1001"),
      ),
    );
    await fc.assert(
      fc.asyncProperty(query, async (params) => {
        const response = await app.request(`/v1/questions?${new URLSearchParams(params)}`);
        expect([200, 400]).toContain(response.status);
      }),
      { numRuns: RUNS / 3 },
    );
    expect(internalErrors).toEqual([]);
  });
});
