import { createServer, type Server } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { NUL_RULE } from "../../src/core/index.js";
import { applicationNames } from "../../src/store/postgres/postgres-connection.js";
import { POSTGRES_MIGRATIONS } from "../../src/store/postgres/postgres-migrations.js";
import { PostgresQuestionStore } from "../../src/store/postgres/postgres-question-store.js";
import { type QuestionStore, StoreUnavailableError } from "../../src/store/question-store.js";
import { candidatePlan } from "../support/plan-steps.js";
import { atDeadline, pendingRecord } from "../support/question-records.js";
import { listen } from "./cluster-contract.js";
import { TcpProxy } from "./postgres-tcp-proxy.js";
import { postgresTestStores } from "./postgres-test-stores.js";
import { runQuestionStoreContract } from "./question-store.contract.js";

const postgres = postgresTestStores("store");
const { nextSchema, open, sql, track } = postgres;

// Every contract case gets its own schema; a reopen connects to the same one again.
const schemaOf = new WeakMap<QuestionStore, string>();
runQuestionStoreContract({
  name: "postgres",
  open: async () => {
    const schema = nextSchema();
    const store = await open(schema);
    schemaOf.set(store, schema);
    return store;
  },
  reopen: async (store) => {
    const schema = schemaOf.get(store) as string;
    await store.close();
    const reopened = await open(schema);
    schemaOf.set(reopened, schema);
    return reopened;
  },
});

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const human = { kind: "human" as const, surface: "web" };

describe("postgres store setup", () => {
  it("migrates once when three gateways start on one schema together", async () => {
    const schema = nextSchema();
    const stores = await Promise.all([
      track(open(schema)),
      track(open(schema)),
      track(open(schema)),
    ]);
    const versions = await sql<{ version: number }>(
      `SELECT version FROM ${schema}.schema_migrations ORDER BY version`,
    );
    expect(versions.map((row) => row.version)).toEqual(
      POSTGRES_MIGRATIONS.map((_, index) => index + 1),
    );
    const record = pendingRecord();
    await stores[0]?.insert(record);
    expect(await stores[2]?.get(record.id)).toEqual(record);
    // Opening again applies nothing twice.
    await track(open(schema));
    expect(await sql(`SELECT version FROM ${schema}.schema_migrations`)).toHaveLength(
      POSTGRES_MIGRATIONS.length,
    );
  });

  it("refuses a schema written by a newer ask-user", async () => {
    const schema = nextSchema();
    await (await open(schema)).close();
    await sql(`INSERT INTO ${schema}.schema_migrations (version) VALUES (99)`);
    await expect(open(schema)).rejects.toThrow(
      `The database schema "${schema}" (version 99) is newer than this ask-user (version ${POSTGRES_MIGRATIONS.length}); upgrade ask-user.`,
    );
  });

  it("refuses a schema name that is not a plain lowercase identifier", async () => {
    await expect(open('x"; DROP TABLE questions; --')).rejects.toThrow(
      /schema: expected a lowercase identifier/,
    );
  });

  it("enforces one pending question per session in the schema itself", async () => {
    const schema = nextSchema();
    await track(open(schema));
    const insert = `INSERT INTO ${schema}.questions (id, session_id, status, questions, timeout_seconds, created_at, expires_at) VALUES ($1, 's', 'pending', '[]', 30, now(), now())`;
    await sql(insert, ["a"]);
    await expect(sql(insert, ["b"])).rejects.toMatchObject({
      code: "23505",
      constraint: "questions_one_pending_per_session",
    });
  });

  it("keeps times to the millisecond", async () => {
    const store = await track(open(nextSchema()));
    const record = pendingRecord({
      createdAt: "2026-03-04T05:06:07.089Z",
      expiresAt: "2026-03-04T05:21:07.999Z",
    });
    await store.insert(record);
    const ending = { status: "answered" as const, endedAt: "2026-03-04T05:21:07.998Z" };
    const outcome = await store.end(record.id, {
      ...ending,
      endedBy: human,
      answers: { deploy_target: ["Production"] },
    });
    expect(outcome.kind).toBe("ended");
    expect(await store.get(record.id)).toMatchObject({ ...record, ...ending });
  });

  it("refuses a second question with a used id instead of reporting it inserted", async () => {
    const store = await track(open(nextSchema()));
    const record = pendingRecord();
    await store.insert(record);
    await store.end(record.id, {
      status: "skipped",
      endedAt: atDeadline(record, -1),
      endedBy: human,
    });
    await expect(store.insert({ ...record, sessionId: "elsewhere" })).rejects.toThrow(
      `A question with id "${record.id}" already exists`,
    );
  });

  it("passes errors that are not about the connection through unchanged", async () => {
    const store = await track(open(nextSchema()));
    const error = await store.insert(pendingRecord({ createdAt: "not a time" })).catch((e) => e);
    expect(error).not.toBeInstanceOf(StoreUnavailableError);
    expect(error).toMatchObject({ code: "22007" });
  });

  it("refuses a push subscription holding U+0000 as an invalid request, storing nothing", async () => {
    const store = await track(open(nextSchema()));
    const subscription = {
      endpoint: "https://push.example/send/a\u0000b",
      keys: { p256dh: "p256dh", auth: "auth\u0000" },
      tokenFingerprint: "",
      createdAt: "2026-01-01T00:00:01.000Z",
    };
    await expect(store.putPushSubscription(subscription)).rejects.toMatchObject({
      code: "invalid_request",
      issues: [
        { path: "endpoint", message: NUL_RULE },
        { path: "keys.auth", message: NUL_RULE },
      ],
    });
    expect(await store.listPushSubscriptions()).toEqual([]);
  });

  it("refuses plan steps for a question id holding U+0000 as an invalid request", async () => {
    const store = await track(open(nextSchema()));
    await expect(
      store.ensurePlanSteps("q\u0000", candidatePlan("q\u0000", 0)),
    ).rejects.toMatchObject({
      code: "invalid_request",
      issues: [{ path: "questionId", message: NUL_RULE }],
    });
    expect(await store.listWaitingPlanSteps()).toEqual([]);
  });
});

describe("postgres store across gateways", () => {
  it("replaces a pool connection the server ended, without crashing", async () => {
    const store = await track(open(nextSchema()));
    await store.get("warm-up");
    await sql(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1",
      [applicationNames(store.cluster.nodeId).pool],
    );
    // The idle connection's error event is handled; the pool drops it and opens another.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const record = pendingRecord();
    await store.insert(record);
    expect(await store.get(record.id)).toEqual(record);
  });

  it("ends each of 200 questions exactly once when two nodes end them at the same time", async () => {
    const schema = nextSchema();
    const a = await track(open(schema, { maxConnections: 8 }));
    const b = await track(open(schema, { maxConnections: 8 }));
    const records = Array.from({ length: 200 }, () => pendingRecord());
    await Promise.all(records.map((record) => a.insert(record)));
    const outcomes = await Promise.all(
      records.map((record) =>
        Promise.all([
          a.end(record.id, {
            status: "answered",
            endedAt: atDeadline(record, -5),
            endedBy: { kind: "human", surface: "telegram" },
            answers: { deploy_target: ["Production"] },
          }),
          b.end(record.id, {
            status: "cancelled",
            endedAt: atDeadline(record, -5),
            endedBy: { kind: "abort" },
          }),
        ]),
      ),
    );
    for (const [index, pair] of outcomes.entries()) {
      const winners = pair.filter((outcome) => outcome.kind === "ended");
      expect(winners).toHaveLength(1);
      const loser = pair.find((outcome) => outcome.kind === "unchanged");
      expect(loser?.record).toEqual(winners[0]?.record);
      expect(await b.get(records[index]?.id as string)).toEqual(winners[0]?.record);
    }
  });
});

describe("postgres store when the server is out of reach", () => {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(
      servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
    );
  });

  async function listeningServer(onConnection: (socket: import("node:net").Socket) => void) {
    const server = createServer(onConnection);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return (server.address() as { port: number }).port;
  }

  async function openAt(port: number) {
    const started = Date.now();
    const error = await PostgresQuestionStore.open({
      connectionString: `postgres://postgres@127.0.0.1:${port}/test`,
      schema: "unreachable",
    }).catch((e: unknown) => e);
    return { error, elapsedMs: Date.now() - started };
  }

  it("reports a refused connection as StoreUnavailableError at once", async () => {
    const port = await listeningServer((socket) => socket.destroy());
    await new Promise((resolve) => servers.pop()?.close(resolve));
    const { error, elapsedMs } = await openAt(port);
    expect(error).toBeInstanceOf(StoreUnavailableError);
    expect((error as StoreUnavailableError).retryAfterSeconds).toBeGreaterThan(0);
    expect((error as Error).message).toMatch(/PostgreSQL is unavailable/);
    expect(elapsedMs).toBeLessThan(3_000);
  });

  it("gives up on a server that accepts but never answers within the 5 s connect timeout", async () => {
    const silent: import("node:net").Socket[] = [];
    const port = await listeningServer((socket) => silent.push(socket));
    const { error, elapsedMs } = await openAt(port);
    for (const socket of silent) socket.destroy();
    expect(error).toBeInstanceOf(StoreUnavailableError);
    expect(elapsedMs).toBeGreaterThanOrEqual(4_900);
    expect(elapsedMs).toBeLessThan(6_500);
  });

  it("fails fast while the server is gone, then recovers and resyncs by itself", async () => {
    const proxy = await TcpProxy.start({ host: "127.0.0.1", port: 5432 });
    const schema = nextSchema();
    const url = new URL(postgres.connectionString);
    url.port = String(proxy.port);
    const cut = await track(open(schema, { connectionString: url.toString() }));
    const direct = await track(open(schema));
    const heard = listen(cut.cluster);
    await cut.get("warm-up");

    await proxy.cut();
    const error = await cut.get("anything").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreUnavailableError);
    const missed = pendingRecord();
    await direct.insert(missed);

    await proxy.resume();
    await waitFor(() => heard.resyncs === 1);
    // What it missed is read back; what comes next is heard.
    expect(await cut.get(missed.id)).toEqual(missed);
    const next = pendingRecord();
    await direct.insert(next);
    await waitFor(() => heard.changes.length === 1);
    expect(heard.changes).toEqual([{ kind: "question", questionId: next.id, status: "pending" }]);
    await proxy.cut();
  });
});
