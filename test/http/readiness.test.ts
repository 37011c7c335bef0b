import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { createHttpApp } from "../../src/http/app.js";
import { QuestionService } from "../../src/service/question-service.js";
import { MemoryQuestionStore } from "../../src/store/memory/memory-question-store.js";
import type { QuestionFilter } from "../../src/store/question-store.js";
import { SqliteQuestionStore } from "../../src/store/sqlite/sqlite-question-store.js";
import { createTempDb } from "../support/child-gateway.js";
import { deployPrompt } from "../support/prompts.js";

/** A memory store whose reads can be made to fail or hang. */
class FlakyStore extends MemoryQuestionStore {
  mode: "ok" | "fail" | "hang" = "ok";
  override list(filter: QuestionFilter) {
    if (this.mode === "fail") return Promise.reject(new Error("disk on fire at /var/lib/db"));
    if (this.mode === "hang") return new Promise<never>(() => {});
    return super.list(filter);
  }
}

const get = async (app: ReturnType<typeof createHttpApp>, path: string) => {
  const response = await app.request(path);
  return { status: response.status, body: await response.json() };
};

describe("/healthz and /readyz", () => {
  it("/readyz is 200 while the store answers, 503 with the reason when a read fails or hangs", async () => {
    const store = new FlakyStore();
    const lines: Record<string, unknown>[] = [];
    const app = createHttpApp({
      service: new QuestionService({ store }),
      token: "needs-no-token-for-probes",
      readyTimeoutMs: 50,
      log: (line) => lines.push(line),
    });
    expect(await get(app, "/readyz")).toEqual({ status: 200, body: { ok: true } });

    store.mode = "fail";
    expect(await get(app, "/readyz")).toEqual({
      status: 503,
      body: { ok: false, reason: "the store failed a read" },
    });
    // The caller hears only that it failed; the operator's log has why.
    expect(lines).toContainEqual({
      level: "warn",
      msg: "not ready",
      reason: "the store failed a read",
      error: "Error: disk on fire at /var/lib/db",
    });

    store.mode = "hang";
    const started = Date.now();
    expect(await get(app, "/readyz")).toEqual({
      status: 503,
      body: { ok: false, reason: "the store did not answer within 50 ms" },
    });
    expect(Date.now() - started).toBeLessThan(1000);

    // Liveness does not depend on the store.
    expect(await get(app, "/healthz")).toEqual({ status: 200, body: { ok: true } });
    store.mode = "ok";
    expect((await get(app, "/readyz")).status).toBe(200);
  });

  it("/readyz is 503 once the SQLite store is closed", async () => {
    const db = await createTempDb();
    try {
      const store = await SqliteQuestionStore.open({ path: db.path });
      const app = createHttpApp({ service: new QuestionService({ store }) });
      expect((await get(app, "/readyz")).status).toBe(200);
      await store.close();
      expect(await get(app, "/readyz")).toEqual({
        status: 503,
        body: { ok: false, reason: "the store failed a read" },
      });
      expect((await get(app, "/healthz")).status).toBe(200);
    } finally {
      await db.cleanup();
    }
  });

  it("while another process holds the SQLite write lock: /healthz and reads answer, asks are 503 with Retry-After, /readyz 503 within 2 s", async () => {
    const db = await createTempDb();
    const store = await SqliteQuestionStore.open({ path: db.path });
    const holder = new Database(db.path);
    try {
      const app = createHttpApp({ service: new QuestionService({ store }), log: () => {} });
      const asked = await app.request("/v1/questions", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ sessionId: "before", ...deployPrompt() }),
      });
      expect(asked.status).toBe(201);
      const { id } = (await asked.json()) as { id: string };

      holder.exec("BEGIN IMMEDIATE");
      let locked = true;
      const ask = Promise.resolve(
        app.request("/v1/questions", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ sessionId: "during", ...deployPrompt() }),
        }),
      ).then(async (response) => ({
        response,
        body: (await response.json()) as { error: { code: string } },
        locked,
      }));
      const readyStartedAt = performance.now();
      const ready = get(app, "/readyz").then((outcome) => ({
        ...outcome,
        afterMs: performance.now() - readyStartedAt,
      }));

      const health = await get(app, "/healthz");
      expect(health).toEqual({ status: 200, body: { ok: true } });
      const read = await get(app, `/v1/questions/${id}`);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ id, status: "pending" });

      const readiness = await ready;
      expect(readiness.status).toBe(503);
      expect(readiness.body).toEqual({ ok: false, reason: "the store cannot take writes" });
      expect(readiness.afterMs).toBeLessThan(2000);

      const refused = await ask;
      expect(refused.locked).toBe(true);
      expect(refused.response.status).toBe(503);
      expect(Number(refused.response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(refused.body.error.code).toBe("unavailable");

      holder.exec("COMMIT");
      locked = false;
      expect((await get(app, "/readyz")).status).toBe(200);
      const retried = await app.request("/v1/questions", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ sessionId: "during", ...deployPrompt() }),
      });
      expect(retried.status).toBe(201);
    } finally {
      if (holder.inTransaction) holder.exec("ROLLBACK");
      holder.close();
      await store.close();
      await db.cleanup();
    }
  });
});
