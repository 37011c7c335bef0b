import { beforeEach, describe, expect, it, vi } from "vitest";
import type { QuestionStore, StoreChange, StoreCluster } from "../../src/store/question-store.js";
import { afterAsk, candidatePlan } from "../support/plan-steps.js";
import { atDeadline, pendingRecord } from "../support/question-records.js";

/** A store as one of the processes sharing it sees it. */
export type ClusterNode = QuestionStore & { cluster: StoreCluster };

/** One store that several processes share. */
export interface SharedStore {
  /** One more process on the store. */
  node(): Promise<ClusterNode> | ClusterNode;
  /**
   * Interrupts the node's change feed as a dropped connection does, and lets it come back (a
   * killed database session; the double's cut and restore).
   */
  interruptFeed(node: ClusterNode): Promise<void>;
  /** Closes every node it opened. */
  close(): Promise<void>;
}

export interface ClusterContractOptions {
  name: string;
  /** A new, empty store to share. */
  open(): Promise<SharedStore> | SharedStore;
}

/** Everything a subscriber heard, and its way to stop listening. */
export function listen(cluster: StoreCluster) {
  const heard = { changes: [] as StoreChange[], resyncs: 0 };
  const unsubscribe = cluster.subscribe({
    onChange: (change) => heard.changes.push(change),
    onResync: () => {
      heard.resyncs += 1;
    },
  });
  return Object.assign(heard, { unsubscribe });
}

/** Resolves once `check` passes; the feed and the leases are asynchronous. */
const eventually = (check: () => unknown, timeout = 5_000) =>
  vi.waitFor(check, { timeout, interval: 20 });

const human = { kind: "human" as const, surface: "web" };

/**
 * The side of a QuestionStore that several gateway processes share (`QuestionStore.cluster`):
 * the change feed and the leases. Each implementation runs this suite.
 */
export function runClusterContract(options: ClusterContractOptions): void {
  describe(`${options.name} store cluster contract`, () => {
    let shared: SharedStore;
    beforeEach(async () => {
      shared = await options.open();
      return () => shared.close();
    });

    it("tells the other nodes about inserts, messages and endings in order, never the sender", async () => {
      const a = await shared.node();
      const b = await shared.node();
      expect(a.cluster.nodeId).not.toBe(b.cluster.nodeId);
      const heardByA = listen(a.cluster);
      const heardByB = listen(b.cluster);

      const record = pendingRecord({ runId: "run", toolCallId: "call" });
      await a.insert(record);
      await a.appendMessage({
        id: "m-1",
        sessionId: record.sessionId,
        text: "hello",
        author: human,
        createdAt: record.createdAt,
      });
      await a.end(record.id, {
        status: "skipped",
        endedAt: atDeadline(record, -1),
        endedBy: human,
      });
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

      await eventually(() => expect(heardByB.changes.length).toBeGreaterThanOrEqual(3));
      // B's own write proves A's feed is live: A then heard B, and only B.
      await b.appendMessage({
        id: "m-2",
        sessionId: record.sessionId,
        text: "from b",
        author: human,
        createdAt: record.createdAt,
      });
      await eventually(() => expect(heardByA.changes.length).toBeGreaterThanOrEqual(1));
      expect(heardByB.changes).toEqual([
        { kind: "question", questionId: record.id, status: "pending" },
        { kind: "message", sessionId: record.sessionId, messageId: "m-1" },
        { kind: "question", questionId: record.id, status: "skipped" },
      ]);
      expect(heardByA.changes).toEqual([
        { kind: "message", sessionId: record.sessionId, messageId: "m-2" },
      ]);

      // An unsubscribed handler hears nothing more, while B's other subscribers still do.
      const stillListening = listen(b.cluster);
      heardByB.unsubscribe();
      const later = pendingRecord();
      await a.insert(later);
      await eventually(() => expect(stillListening.changes).toHaveLength(1));
      expect(stillListening.changes).toEqual([
        { kind: "question", questionId: later.id, status: "pending" },
      ]);
      expect(heardByB.changes).toHaveLength(3);
    });

    it("tells the other nodes about sent prompts and reminders, not about reservations", async () => {
      const a = await shared.node();
      const b = await shared.node();
      const heardByB = listen(b.cluster);
      const prompt = {
        questionId: "q-d",
        channel: "slack",
        chatId: "C1",
        messageId: "",
        deliveredAt: afterAsk(0),
      };
      await a.putDelivery(prompt);
      await a.putDelivery({ ...prompt, messageId: "1700000000.000100" });
      await a.putDelivery({ ...prompt, reminderStep: 2, messageId: "" });
      await a.putDelivery({ ...prompt, reminderStep: 2, messageId: "1700000300.000200" });
      // A closing edit is no new delivery to announce either.
      await a.closeDelivery(prompt, afterAsk(6));
      // A last change, heard in commit order after anything the writes above might have sent.
      await a.appendMessage({
        id: "m-d",
        sessionId: "s-d",
        text: "marker",
        author: human,
        createdAt: afterAsk(7),
      });
      await eventually(() => expect(heardByB.changes.at(-1)?.kind).toBe("message"));
      expect(heardByB.changes).toEqual([
        { kind: "delivery", questionId: "q-d", channel: "slack", chatId: "C1" },
        { kind: "delivery", questionId: "q-d", channel: "slack", chatId: "C1", reminderStep: 2 },
        { kind: "message", sessionId: "s-d", messageId: "m-d" },
      ]);
    });

    it("gives a lease to one node at a time, renews it, hands it over when it runs out", async () => {
      const a = (await shared.node()).cluster;
      const b = (await shared.node()).cluster;
      expect(await a.acquireLease("telegram-poll", 400)).toBe(true);
      expect(await b.acquireLease("telegram-poll", 400)).toBe(false);
      expect(await b.acquireLease("another-job", 400)).toBe(true);
      // Renewing pushes the end out: after 250 ms + 250 ms A still holds it.
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await a.acquireLease("telegram-poll", 400)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await b.acquireLease("telegram-poll", 400)).toBe(false);
      // A stops renewing; once the lease ran out, B takes it over.
      await eventually(
        async () => expect(await b.acquireLease("telegram-poll", 60_000)).toBe(true),
        2_000,
      );
      expect(await a.acquireLease("telegram-poll", 400)).toBe(false);
      // Only the holder can give it up; once it has, another takes it at once.
      await a.releaseLease("telegram-poll");
      expect(await a.acquireLease("telegram-poll", 400)).toBe(false);
      await b.releaseLease("telegram-poll");
      expect(await a.acquireLease("telegram-poll", 400)).toBe(true);
    });

    it("gives a free lease to exactly one of the nodes racing for it", async () => {
      const nodes = [await shared.node(), await shared.node(), await shared.node()];
      const taken = await Promise.all(
        nodes.map((node) => node.cluster.acquireLease("receiver:chat", 60_000)),
      );
      expect(taken.filter(Boolean)).toHaveLength(1);
    });

    it("gives every node racing for the VAPID keys the same pair", async () => {
      const nodes = [await shared.node(), await shared.node(), await shared.node()];
      const pairs = await Promise.all(
        nodes.map((node, index) =>
          node.vapidKeys({ publicKey: `public-${index}`, privateKey: `private-${index}` }),
        ),
      );
      expect(new Set(pairs.map((pair) => JSON.stringify(pair))).size).toBe(1);
      // A node that comes later gets the stored pair, not its own candidate.
      const later = await shared.node();
      expect(await later.vapidKeys({ publicKey: "later", privateKey: "later" })).toEqual(pairs[0]);
    });

    it("gives every node racing to store a question's plan the same complete steps", async () => {
      const nodes = [await shared.node(), await shared.node(), await shared.node()];
      const candidates = nodes.map((_, n) => candidatePlan("q-plan", n));
      const plans = await Promise.all(
        nodes.map((node, n) => node.ensurePlanSteps("q-plan", candidates[n] ?? [])),
      );
      // One node's candidate, whole: never a mix of two.
      expect(candidates).toContainEqual(plans[0]);
      expect(new Set(plans.map((plan) => JSON.stringify(plan))).size).toBe(1);
      const later = await shared.node();
      expect(await later.ensurePlanSteps("q-plan", candidatePlan("q-plan", 5))).toEqual(plans[0]);
    });

    it("lets exactly one of the nodes racing for a plan step take it", async () => {
      const nodes = [await shared.node(), await shared.node(), await shared.node()];
      await nodes[0]?.ensurePlanSteps("q-plan", candidatePlan("q-plan", 0));
      const key = { questionId: "q-plan", index: 1 };
      const taken = await Promise.all(
        nodes.map((node) => node.takePlanStep(key, "fired", afterAsk(5))),
      );
      expect(taken.filter(Boolean)).toHaveLength(1);
      expect(await nodes[1]?.listWaitingPlanSteps()).toEqual([candidatePlan("q-plan", 0)[1]]);
    });

    it("signals a resync after its feed was interrupted, and hears changes again", async () => {
      const writer = await shared.node();
      const reader = await shared.node();
      const heard = listen(reader.cluster);
      await shared.interruptFeed(reader);
      await eventually(() => expect(heard.resyncs).toBe(1));
      const record = pendingRecord();
      await writer.insert(record);
      await eventually(() => expect(heard.changes).toHaveLength(1));
      expect(heard.changes).toEqual([
        { kind: "question", questionId: record.id, status: "pending" },
      ]);
    });
  });
}
