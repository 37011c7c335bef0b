import { afterEach, describe, expect, it, vi } from "vitest";
import type { QuestionRecord } from "../../src/core/index.js";
import { MemoryQuestionStore } from "../../src/store/memory/memory-question-store.js";
import type { DeliveryPlan, QuestionStore } from "../../src/store/question-store.js";
import { deployPrompt } from "../support/prompts.js";
import { SharedMemoryCluster } from "../support/shared-memory-cluster.js";
import { type ChannelRig, FAST_RETRY, startChannelRig } from "./channel-rig.js";
import { RecordingChats, route } from "./recording-chats.js";

// Delivery plans with real timing: steps a second or two apart, through chat adapters that
// record when each chat got the question, on one gateway, across a restart, and on a cluster.

/** Slack-like room at the ask, a direct message after 1 s, the phone after 2 s. */
const ESCALATION: DeliveryPlan = {
  steps: [
    { afterSeconds: 0, routes: [route("room")] },
    { afterSeconds: 1, routes: [route("dm")] },
    { afterSeconds: 2, routes: [route("phone")] },
  ],
};

describe("delivery plans", () => {
  const stops: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  });

  async function rig(chats: RecordingChats, store: QuestionStore = new MemoryQuestionStore()) {
    const started = await startChannelRig({
      store,
      channels: [{ adapter: chats.adapter(), defaultChatIds: [], allowedUsers: [] }],
      retry: FAST_RETRY,
    });
    stops.push(() => started.close());
    return started;
  }

  async function askWithPlan(node: ChannelRig, plan: DeliveryPlan, timeoutSeconds = 60) {
    return node.ask(deployPrompt(timeoutSeconds), { plan });
  }

  it("escalates on time; an answer stops every later step and closes every prompt", async () => {
    const chats = new RecordingChats();
    const node = await rig(chats);
    const question = await askWithPlan(node, ESCALATION);
    const askedAt = Date.parse(question.createdAt);
    await vi.waitFor(() => expect(chats.chatsOf(question)).toEqual(["room", "dm"]), {
      timeout: 4000,
    });
    const dm = chats.shown.find((item) => item.chatId === "dm");
    // Within 2 s of its due time (and never before it).
    expect((dm?.at ?? 0) - askedAt).toBeGreaterThanOrEqual(1000);
    expect((dm?.at ?? 0) - askedAt).toBeLessThan(3000);

    await node.service.answer(question.id, () => ({ kind: "skip" }), { surface: "api" });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await node.idle();
    expect(chats.chatsOf(question)).toEqual(["room", "dm"]);
    expect(chats.closed.filter((item) => item.questionId === question.id)).toEqual(
      expect.arrayContaining([
        { questionId: question.id, chatId: "room" },
        { questionId: question.id, chatId: "dm" },
      ]),
    );
    expect(await node.store.listPlanSteps(question.id)).toEqual([
      expect.objectContaining({ index: 1, outcome: "fired", routes: [route("dm")] }),
      expect.objectContaining({ index: 2, outcome: "skipped", routes: [route("phone")] }),
    ]);
  });

  it("skips a step due after the deadline at once, and fires none after the question ended", async () => {
    const chats = new RecordingChats();
    const node = await rig(chats);
    const question = await askWithPlan(
      node,
      {
        steps: [
          { afterSeconds: 0, routes: [route("room")] },
          { afterSeconds: 45, routes: [route("late")] },
        ],
      },
      30,
    );
    await vi.waitFor(async () =>
      expect(await node.store.listPlanSteps(question.id)).toEqual([
        expect.objectContaining({ index: 1, outcome: "skipped" }),
      ]),
    );
    expect(chats.chatsOf(question)).toEqual(["room"]);
  });

  it("fails delivery only when every step that was due failed and none is left", async () => {
    const chats = new RecordingChats();
    chats.down.add("room");
    chats.down.add("dm");
    const node = await rig(chats);
    const rescued = await askWithPlan(node, {
      steps: [
        { afterSeconds: 0, routes: [route("room")] },
        { afterSeconds: 1, routes: [route("phone")] },
      ],
    });
    const lost = await askWithPlan(node, {
      steps: [
        { afterSeconds: 0, routes: [route("room")] },
        { afterSeconds: 1, routes: [route("dm")] },
      ],
    });
    // The ask's chat failed, but a later step may still reach someone: still pending.
    await node.idle();
    expect(await node.status(rescued)).toBe("pending");
    expect(await node.status(lost)).toBe("pending");
    await vi.waitFor(() => expect(chats.chatsOf(rescued)).toEqual(["phone"]), { timeout: 4000 });
    expect(await node.result(lost, 4000)).toEqual({
      status: "no_answer",
      reason: "delivery_failed",
      detail: "chat dm: dm is gone",
    });
    expect(await node.status(rescued)).toBe("pending");
  });

  it("fires a step after a restart that came between the ask and the step", async () => {
    const chats = new RecordingChats();
    const store = new MemoryQuestionStore();
    const first = await rig(chats, store);
    const question = await askWithPlan(first, ESCALATION);
    await first.idle();
    await first.close();
    expect(chats.chatsOf(question)).toEqual(["room"]);

    const second = await rig(chats, store);
    await vi.waitFor(() => expect(chats.chatsOf(question)).toEqual(["room", "dm", "phone"]), {
      timeout: 5000,
    });
    await second.idle();
    const phone = chats.shown.find((item) => item.chatId === "phone");
    expect((phone?.at ?? 0) - Date.parse(question.createdAt)).toBeLessThan(4000);
  });

  it("on a cluster, fires each step once, also when the asking process is gone", async () => {
    const cluster = new SharedMemoryCluster();
    const chats = new RecordingChats();
    const nodes = [
      await rig(chats, cluster.node()),
      await rig(chats, cluster.node()),
      await rig(chats, cluster.node()),
    ];
    const questions: QuestionRecord[] = [];
    for (const node of nodes) questions.push(await askWithPlan(node, ESCALATION));
    // The first asker stops before any later step is due.
    await nodes[0]?.close();
    await vi.waitFor(
      () => {
        for (const question of questions)
          expect(chats.chatsOf(question).sort()).toEqual(["dm", "phone", "room"]);
      },
      { timeout: 6000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const question of questions) expect(chats.chatsOf(question)).toHaveLength(3);
  });
});
