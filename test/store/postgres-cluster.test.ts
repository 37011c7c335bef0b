import { describe, expect, it } from "vitest";
import { applicationNames } from "../../src/store/postgres/postgres-connection.js";
import { pendingRecord } from "../support/question-records.js";
import { type ClusterNode, listen, runClusterContract } from "./cluster-contract.js";
import { postgresTestStores } from "./postgres-test-stores.js";

const { nextSchema, open, sql, track } = postgresTestStores("cluster");

/** The database sessions of a node's change listener. */
async function listenerBackends(node: ClusterNode): Promise<number[]> {
  const rows = await sql<{ pid: number }>(
    "SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()",
    [applicationNames(node.cluster.nodeId).listener],
  );
  return rows.map((row) => row.pid);
}

/**
 * Kills the node's listener session, as a failover or a network cut does, and waits until the
 * node listens again on exactly one new session.
 */
async function killListener(node: ClusterNode): Promise<void> {
  const [killed, ...others] = await listenerBackends(node);
  expect(killed).toBeDefined();
  expect(others).toEqual([]);
  await sql("SELECT pg_terminate_backend($1)", [killed]);
  const deadline = Date.now() + 5_000;
  for (;;) {
    const now = await listenerBackends(node);
    if (now.length === 1 && now[0] !== killed) return;
    if (Date.now() > deadline)
      throw new Error(`the listener did not come back on one new session: ${now.join(", ")}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// Every contract case shares a schema of its own among its nodes.
runClusterContract({
  name: "postgres",
  open() {
    const schema = nextSchema();
    return {
      node: () => track(open(schema)),
      interruptFeed: killListener,
      // The stores are tracked: each is closed after the test.
      close: async () => {},
    };
  },
});

describe("postgres store cluster", () => {
  it("takes the node id it is given", async () => {
    const schema = nextSchema();
    const a = await track(open(schema, { nodeId: "node-a" }));
    const b = await track(open(schema, { nodeId: "node-b" }));
    expect([a.cluster.nodeId, b.cluster.nodeId]).toEqual(["node-a", "node-b"]);
  });

  it("keeps stores in different schemas of one database apart", async () => {
    const here = await track(open(nextSchema()));
    const otherSchema = nextSchema();
    const there = await track(open(otherSchema));
    const neighbour = await track(open(otherSchema));
    const heard = listen(there.cluster);
    const hidden = pendingRecord();
    await here.insert(hidden);
    const visible = pendingRecord();
    await neighbour.insert(visible);
    await expect
      .poll(() => heard.changes.length, { timeout: 5_000, interval: 20 })
      .toBeGreaterThanOrEqual(1);
    expect(heard.changes).toEqual([
      { kind: "question", questionId: visible.id, status: "pending" },
    ]);
    expect(await there.get(hidden.id)).toBeUndefined();
  });
});
