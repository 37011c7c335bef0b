import { afterEach, describe, expect, it, vi } from "vitest";
import type {
  ChannelAdapter,
  DeliveryRequest,
  ExclusiveReceiver,
  OutcomeRequest,
} from "../../src/channels/channel-adapter.js";
import { ReceiverLease } from "../../src/channels/receiver-lease.js";
import type { StoreCluster } from "../../src/store/question-store.js";
import { deployPrompt } from "../support/prompts.js";
import { pendingRecord } from "../support/question-records.js";
import { SharedMemoryCluster } from "../support/shared-memory-cluster.js";
import { type ChannelRig, startChannelRig } from "./channel-rig.js";

/** A chat that records what it was shown; every process's adapter talks to the same one. */
class RecordingChat {
  readonly delivered: Array<{ questionId: string; chatId: string }> = [];
  readonly closed: string[] = [];

  adapter(): ChannelAdapter {
    return {
      name: "chat",
      start: async () => {},
      stop: async () => {},
      deliver: async ({ question, chatId }: DeliveryRequest) => {
        this.delivered.push({ questionId: question.id, chatId });
        return { messageId: `m${this.delivered.length}` };
      },
      showOutcome: async ({ question }: OutcomeRequest) => {
        this.closed.push(question.id);
      },
    };
  }
}

class SwitchReceiver implements ExclusiveReceiver {
  on = false;
  async start() {
    this.on = true;
  }
  async stop() {
    this.on = false;
  }
}

describe("channels on a store shared by several processes", () => {
  const stops: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
    vi.useRealTimers();
  });

  it("delivers each question once, whichever process asked, and closes it once", async () => {
    const cluster = new SharedMemoryCluster();
    const chat = new RecordingChat();
    const nodes: ChannelRig[] = [];
    for (let index = 0; index < 3; index += 1) {
      const node = await startChannelRig({
        store: cluster.node(),
        channels: [{ adapter: chat.adapter(), defaultChatIds: ["room"], allowedUsers: [] }],
      });
      stops.push(() => node.close());
      nodes.push(node);
    }
    const ids: string[] = [];
    for (let index = 0; index < 30; index += 1) {
      const node = nodes[index % 3] as ChannelRig;
      ids.push((await node.ask(deployPrompt(60))).id);
    }
    await vi.waitFor(
      async () => {
        for (const node of nodes) await node.idle();
        expect(chat.delivered).toHaveLength(30);
      },
      { timeout: 10_000 },
    );
    expect(new Set(chat.delivered.map((item) => item.questionId))).toEqual(new Set(ids));
    for (const id of ids) await nodes[1]?.service.cancel(id);
    await vi.waitFor(
      async () => {
        for (const node of nodes) await node.idle();
        expect(chat.closed).toHaveLength(30);
      },
      { timeout: 10_000 },
    );
    expect(new Set(chat.closed)).toEqual(new Set(ids));
    for (const node of nodes) await node.idle();
    expect(chat.delivered).toHaveLength(30);
  });

  it("resumes a delivery whose process died mid-send, on another process, once its send window is over", async () => {
    const cluster = new SharedMemoryCluster();
    const chat = new RecordingChat();
    // The first process's send never returns: it died with the intent stored, nothing sent.
    const dying: ChannelAdapter = {
      ...chat.adapter(),
      deliver: () => new Promise<never>(() => {}),
    };
    const resume = { everyMs: 100, sendWindowMs: 1500 };
    const first = await startChannelRig({
      store: cluster.node(),
      channels: [{ adapter: dying, defaultChatIds: ["room"], allowedUsers: [] }],
      resume,
    });
    const survivors: ChannelRig[] = [];
    for (let index = 0; index < 2; index += 1) {
      const node = await startChannelRig({
        store: cluster.node(),
        channels: [{ adapter: chat.adapter(), defaultChatIds: ["room"], allowedUsers: [] }],
        resume,
      });
      survivors.push(node);
      stops.push(() => node.close());
    }
    const record = await first.ask(deployPrompt());
    await expect.poll(async () => (await first.store.listDeliveries({})).length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(chat.delivered).toEqual([]); // Still within its window: nobody steps in.

    await expect.poll(() => chat.delivered, { timeout: 5000 }).toHaveLength(1);
    expect(chat.delivered).toEqual([{ questionId: record.id, chatId: "room" }]);
    const [delivery] = await first.store.listDeliveries({ questionId: record.id });
    expect(delivery?.messageId).toBe("m1");
    // Resumed once, by one of the survivors, however often they look.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(chat.delivered).toHaveLength(1);
  });

  it("keeps the resume mark before a question another process claimed and died on, until it is resumed", async () => {
    const cluster = new SharedMemoryCluster();
    const chat = new RecordingChat();
    const resume = { everyMs: 100, sendWindowMs: 600 };
    const survivor = await startChannelRig({
      store: cluster.node(),
      channels: [{ adapter: chat.adapter(), defaultChatIds: ["room"], allowedUsers: [] }],
      resume,
    });
    stops.push(() => survivor.close());
    // A process claims the question's delivery and dies before it records a send.
    const dead = cluster.node();
    const record = pendingRecord({
      createdAt: new Date().toISOString(),
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(await dead.cluster.acquireLease(`delivery:${record.id}`, 2500)).toBe(true);
    await dead.insert(record);
    const askedAt = Date.parse(record.createdAt);
    // Its send window passes with the claim still held: looks meet it, and leave the mark.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(chat.delivered).toEqual([]);
    expect(Date.parse((await survivor.store.resumeMark()) ?? "")).toBeLessThan(askedAt);

    await expect.poll(() => chat.delivered, { timeout: 5000 }).toHaveLength(1);
    expect(chat.delivered).toEqual([{ questionId: record.id, chatId: "room" }]);
    await expect
      .poll(async () => Date.parse((await survivor.store.resumeMark()) ?? ""), { timeout: 3000 })
      .toBeGreaterThan(askedAt);
  });

  it("one process receives at a time; when its renewals stop, another takes over after the lease runs out", async () => {
    vi.useFakeTimers({ now: Date.parse("2026-03-01T12:00:00.000Z") });
    const cluster = new SharedMemoryCluster();
    const frozen = new Set<string>();
    const freezable = (inner: StoreCluster): StoreCluster => ({
      nodeId: inner.nodeId,
      subscribe: (handlers) => inner.subscribe(handlers),
      // A frozen (dead) process never gets an answer back, so it never renews.
      acquireLease: (name, ttlMs) =>
        frozen.has(inner.nodeId) ? new Promise(() => {}) : inner.acquireLease(name, ttlMs),
      releaseLease: (name) => inner.releaseLease(name),
    });
    const receivers = [new SwitchReceiver(), new SwitchReceiver(), new SwitchReceiver()];
    const clusters = receivers.map(() => freezable(cluster.node().cluster));
    const leases = receivers.map(
      (receiver, index) =>
        new ReceiverLease({
          cluster: clusters[index] as StoreCluster,
          name: "receiver:chat",
          receiver,
          ttlMs: 3000,
          log: () => {},
        }),
    );
    for (const lease of leases) lease.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(receivers.map((receiver) => receiver.on)).toEqual([true, false, false]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(receivers.map((receiver) => receiver.on)).toEqual([true, false, false]);

    frozen.add((clusters[0] as StoreCluster).nodeId);
    await vi.advanceTimersByTimeAsync(2000);
    expect(receivers.filter((receiver) => receiver.on)).toHaveLength(1); // not yet run out
    await vi.advanceTimersByTimeAsync(3000);
    expect(receivers[1]?.on || receivers[2]?.on).toBe(true);
    expect(receivers[1]?.on && receivers[2]?.on).toBe(false);

    // A graceful stop hands over at once, without waiting for the lease to run out.
    const holder = receivers[1]?.on ? 1 : 2;
    await leases[holder]?.stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(receivers[3 - holder]?.on).toBe(true);
    // The frozen one is dead: only the living stop.
    for (const lease of leases.slice(1)) await lease.stop();
  });
});
