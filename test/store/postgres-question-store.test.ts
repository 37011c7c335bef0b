import { createServer, type Server } from "node:net";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { applicationNames } from "../../src/store/postgres/postgres-connection.js";
import { POSTGRES_MIGRATIONS } from "../../src/store/postgres/postgres-migrations.js";
import {
  PostgresQuestionStore,
  type PostgresQuestionStoreOptions,
} from "../../src/store/postgres/postgres-question-store.js";
import {
  type QuestionStore,
  type StoreChange,
  StoreUnavailableError,
} from "../../src/store/question-store.js";
import { createTestDatabase, type TestDatabase } from "../support/postgres-database.js";
import { atDeadline, pendingRecord } from "../support/question-records.js";
import { TcpProxy } from "./postgres-tcp-proxy.js";
import { runQuestionStoreContract } from "./question-store.contract.js";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

let schemas = 0;
const nextSchema = () => {
  schemas += 1;
  return `store_${schemas}`;
};

const open = (schema: string, options: Partial<PostgresQuestionStoreOptions> = {}) =>
  PostgresQuestionStore.open({
    connectionString: database.connectionString,
    schema,
    maxConnections: 4,
    ...options,
  });

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

/** Stores a test opened, closed after it whatever happened. */
const opened: PostgresQuestionStore[] = [];
async function track(store: Promise<PostgresQuestionStore>): Promise<PostgresQuestionStore> {
  const ready = await store;
  opened.push(ready);
  return ready;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});

/** One SQL statement on the test database, outside any store. */
async function sql<Row extends pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: database.connectionString });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function listen(store: PostgresQuestionStore) {
  const heard = { changes: [] as StoreChange[], resyncs: 0 };
  const unsubscribe = store.cluster.subscribe({
    onChange: (change) => heard.changes.push(change),
    onResync: () => {
      heard.resyncs += 1;
    },
  });
  return Object.assign(heard, { unsubscribe });
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
});

describe("postgres store across gateways", () => {
  it("tells the other nodes about inserts, messages and endings in order, never the sender", async () => {
    const schema = nextSchema();
    const a = await track(open(schema, { nodeId: "node-a" }));
    const b = await track(open(schema, { nodeId: "node-b" }));
    expect([a.cluster.nodeId, b.cluster.nodeId]).toEqual(["node-a", "node-b"]);
    const heardByA = listen(a);
    const heardByB = listen(b);

    const record = pendingRecord({ runId: "run", toolCallId: "call" });
    await a.insert(record);
    await a.appendMessage({
      id: "m-1",
      sessionId: record.sessionId,
      text: "hello",
      author: human,
      createdAt: record.createdAt,
    });
    await a.end(record.id, { status: "skipped", endedAt: atDeadline(record, -1), endedBy: human });
    // Refused writes change nothing, so nobody hears about them.
    const repeated = pendingRecord({
      sessionId: record.sessionId,
      runId: "run",
      toolCallId: "call",
    });
    expect((await a.insert(repeated)).kind).toBe("same_tool_call");
    await a.end(record.id, {
      status: "cancelled",
      endedAt: atDeadline(record, -1),
      endedBy: human,
    });

    await waitFor(() => heardByB.changes.length >= 3);
    // B's own write proves A's feed is live: A then heard B, and only B.
    await b.appendMessage({
      id: "m-2",
      sessionId: record.sessionId,
      text: "from b",
      author: human,
      createdAt: record.createdAt,
    });
    await waitFor(() => heardByA.changes.length >= 1);
    expect(heardByB.changes).toEqual([
      { kind: "question", questionId: record.id, status: "pending" },
      { kind: "message", sessionId: record.sessionId, messageId: "m-1" },
      { kind: "question", questionId: record.id, status: "skipped" },
    ]);
    expect(heardByA.changes).toEqual([
      { kind: "message", sessionId: record.sessionId, messageId: "m-2" },
    ]);

    // An unsubscribed handler hears nothing more, while B's other subscribers still do.
    const stillListening = listen(b);
    heardByB.unsubscribe();
    const later = pendingRecord();
    await a.insert(later);
    await waitFor(() => stillListening.changes.length === 1);
    expect(stillListening.changes).toEqual([
      { kind: "question", questionId: later.id, status: "pending" },
    ]);
    expect(heardByB.changes).toHaveLength(3);
  });

  it("keeps stores in different schemas of one database apart", async () => {
    const here = await track(open(nextSchema()));
    const otherSchema = nextSchema();
    const there = await track(open(otherSchema));
    const neighbour = await track(open(otherSchema));
    const heard = listen(there);
    const hidden = pendingRecord();
    await here.insert(hidden);
    const visible = pendingRecord();
    await neighbour.insert(visible);
    await waitFor(() => heard.changes.length >= 1);
    expect(heard.changes).toEqual([
      { kind: "question", questionId: visible.id, status: "pending" },
    ]);
    expect(await there.get(hidden.id)).toBeUndefined();
  });

  it("gives a lease to one node at a time, renews it, hands it over when it runs out", async () => {
    const schema = nextSchema();
    const a = await track(open(schema));
    const b = await track(open(schema));
    expect(await a.cluster.acquireLease("telegram-poll", 400)).toBe(true);
    expect(await b.cluster.acquireLease("telegram-poll", 400)).toBe(false);
    expect(await b.cluster.acquireLease("another-job", 400)).toBe(true);
    // Renewing pushes the end out: after 250 ms + 250 ms A still holds it.
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await a.cluster.acquireLease("telegram-poll", 400)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await b.cluster.acquireLease("telegram-poll", 400)).toBe(false);
    // A stops renewing; once the lease ran out, B takes it over.
    await waitFor(() => b.cluster.acquireLease("telegram-poll", 60_000), 2_000);
    expect(await a.cluster.acquireLease("telegram-poll", 400)).toBe(false);
    // Only the holder can give it up.
    await a.cluster.releaseLease("telegram-poll");
    expect(await a.cluster.acquireLease("telegram-poll", 400)).toBe(false);
    await b.cluster.releaseLease("telegram-poll");
    expect(await a.cluster.acquireLease("telegram-poll", 400)).toBe(true);
  });

  it("reconnects its listener after the backend is killed, resyncs, and hears changes again", async () => {
    const schema = nextSchema();
    const writer = await track(open(schema));
    const reader = await track(open(schema));
    const heard = listen(reader);
    const listenerName = applicationNames(reader.cluster.nodeId).listener;
    const backends = () =>
      sql<{ pid: number }>(
        "SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()",
        [listenerName],
      );
    const [before] = await backends();
    expect(before).toBeDefined();
    await sql("SELECT pg_terminate_backend($1)", [before?.pid]);

    await waitFor(() => heard.resyncs === 1);
    const after = await backends();
    expect(after).toHaveLength(1);
    expect(after[0]?.pid).not.toBe(before?.pid);
    const record = pendingRecord();
    await writer.insert(record);
    await waitFor(() => heard.changes.length === 1);
    expect(heard.changes).toEqual([{ kind: "question", questionId: record.id, status: "pending" }]);
  });

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
    const url = new URL(database.connectionString);
    url.port = String(proxy.port);
    const cut = await track(open(schema, { connectionString: url.toString() }));
    const direct = await track(open(schema));
    const heard = listen(cut);
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
