import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createHttpApp } from "../../src/http/app.js";
import { QuestionService } from "../../src/service/question-service.js";
import { MemoryQuestionStore } from "../../src/store/memory/memory-question-store.js";
import { PostgresQuestionStore } from "../../src/store/postgres/postgres-question-store.js";
import type { QuestionStore } from "../../src/store/question-store.js";
import { SqliteQuestionStore } from "../../src/store/sqlite/sqlite-question-store.js";
import { createTempDb, type TempDb } from "../support/child-gateway.js";
import { createTestDatabase, type TestDatabase } from "../support/postgres-database.js";
import { deployPrompt } from "../support/prompts.js";

/**
 * What the HTTP API answers must not depend on the store behind it: each case runs on the
 * memory, SQLite and PostgreSQL stores alike.
 */
let database: TestDatabase;
let sqliteFiles: TempDb;
let schemas = 0;
beforeAll(async () => {
  [database, sqliteFiles] = await Promise.all([createTestDatabase(), createTempDb()]);
});
afterAll(async () => {
  await Promise.all([database?.drop(), sqliteFiles?.cleanup()]);
});

const stores: { name: string; open: () => Promise<QuestionStore> | QuestionStore }[] = [
  { name: "memory", open: () => new MemoryQuestionStore() },
  {
    name: "sqlite",
    open: () => SqliteQuestionStore.open({ path: `${sqliteFiles.path}.${++schemas}` }),
  },
  {
    name: "postgres",
    open: () =>
      PostgresQuestionStore.open({
        connectionString: database.connectionString,
        schema: `http_${++schemas}`,
        maxConnections: 2,
      }),
  },
];

// biome-ignore lint/suspicious/noExplicitAny: the tests read whatever JSON came back
type Json = any;

const NUL = "\u0000";
const NUL_IN_PATH = encodeURIComponent(`a${NUL}b`);

describe.each(stores)("HTTP API on the $name store", ({ open }) => {
  let store: QuestionStore;
  let service: QuestionService;
  let app: ReturnType<typeof createHttpApp>;

  beforeEach(async () => {
    store = await open();
    service = new QuestionService({ store });
    await service.start();
    app = createHttpApp({ service });
  });
  afterEach(async () => {
    service.stop();
    await store.close();
  });

  async function call(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: Json }> {
    const response = await app.request(path, {
      method,
      headers: { "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: await response.json() };
  }

  describe("a NUL character (U+0000) in an id", () => {
    it("in the body of an ask: 400 naming the field and the rule", async () => {
      for (const field of ["runId", "toolCallId"]) {
        const response = await call("POST", "/v1/questions", {
          sessionId: "s",
          runId: "run",
          toolCallId: "call",
          [field]: `x${NUL}y`,
          ...deployPrompt(),
        });
        expect(response.status).toBe(400);
        expect(response.body.error.issues).toEqual([
          { path: field, message: "must not contain the NUL character (U+0000)" },
        ]);
      }
      const session = await call("POST", "/v1/questions", {
        sessionId: `s${NUL}`,
        ...deployPrompt(),
      });
      expect(session.status).toBe(400);
      expect(session.body.error.issues).toEqual([
        { path: "sessionId", message: "must not contain control characters" },
      ]);
      expect(await store.list({})).toEqual([]);
    });

    it("in a question's path: 404, as for any unknown id", async () => {
      const cases: [string, string, unknown?][] = [
        ["GET", `/v1/questions/${NUL_IN_PATH}`],
        ["GET", `/v1/questions/${NUL_IN_PATH}/result?waitSeconds=0`],
        ["POST", `/v1/questions/${NUL_IN_PATH}/answer`, { kind: "skip" }],
        ["POST", `/v1/questions/${NUL_IN_PATH}/replies`, { text: "yes" }],
        ["POST", `/v1/questions/${NUL_IN_PATH}/cancel`, {}],
      ];
      for (const [method, path, body] of cases) {
        const response = await call(method, path, body);
        expect({ path, status: response.status, code: response.body.error?.code }).toEqual({
          path,
          status: 404,
          code: "not_found",
        });
      }
    });

    it("in a session's path: the empty session a read finds, 400 on a write", async () => {
      const timeline = await call("GET", `/v1/sessions/${NUL_IN_PATH}/timeline`);
      expect(timeline.status).toBe(200);
      expect(timeline.body.items).toEqual([]);
      expect(await call("GET", `/v1/sessions/${NUL_IN_PATH}/settings`)).toEqual({
        status: 200,
        body: { locale: "en" },
      });
      expect(await call("GET", `/v1/sessions/${NUL_IN_PATH}/routes`)).toEqual({
        status: 200,
        body: { routes: null },
      });
      const writes: [string, string, unknown][] = [
        ["PUT", "settings", { locale: "de" }],
        ["PUT", "routes", { routes: null }],
        ["POST", "replies", { text: "yes" }],
        ["POST", "messages", { text: "hello" }],
      ];
      for (const [method, tail, body] of writes) {
        const response = await call(method, `/v1/sessions/${NUL_IN_PATH}/${tail}`, body);
        expect(response.status).toBe(400);
        expect(response.body.error.issues).toEqual([
          { path: "sessionId", message: "must not contain control characters" },
        ]);
      }
    });

    it("in a query filter: an empty list", async () => {
      await call("POST", "/v1/questions", { sessionId: "s", ...deployPrompt() });
      expect(await call("GET", `/v1/questions?sessionId=${NUL_IN_PATH}`)).toEqual({
        status: 200,
        body: { questions: [] },
      });
    });
  });
});
