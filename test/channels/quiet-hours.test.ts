import { afterEach, describe, expect, it, vi } from "vitest";
import { ChannelDeliveryError } from "../../src/channels/channel-adapter.js";
import type { QuestionRecord } from "../../src/core/index.js";
import type { DeliveryPlan, QuietHours } from "../../src/store/question-store.js";
import { deployPrompt } from "../support/prompts.js";
import { FAST_RETRY, startChannelRig } from "./channel-rig.js";
import { RecordingChats, route } from "./recording-chats.js";

// Quiet hours with real timing: the rig's clock is set to a chosen time of day in Bangkok (no
// summer time), a second or two before a window ends, since windows have minute resolution.

/** The instant Bangkok's clocks show `time` on a day of the rig's choosing. */
const bangkok = (time: string) => Date.parse(`2026-12-02T${time}+07:00`);

const quiet = (start: string, end: string): QuietHours => ({
  timeZone: "Asia/Bangkok",
  start,
  end,
});

/** A room at the ask, a direct message after 1 s, the phone after 4 s. */
const ESCALATION: DeliveryPlan = {
  steps: [
    { afterSeconds: 0, routes: [route("room")] },
    { afterSeconds: 1, routes: [route("dm")] },
    { afterSeconds: 4, routes: [route("phone")] },
  ],
};

describe("quiet hours", () => {
  const stops: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  });

  /** A rig whose clock shows `time` in Bangkok now; its `toMachine` reads a rig time as ours. */
  async function rigAt(time: string, chats: RecordingChats, defaultChatIds: string[] = []) {
    const skewMs = bangkok(time) - Date.now();
    const node = await startChannelRig({
      channels: [{ adapter: chats.adapter(), defaultChatIds, allowedUsers: [] }],
      retry: FAST_RETRY,
      skewMs,
    });
    stops.push(() => node.close());
    return { node, toMachine: (instant: number) => instant - skewMs };
  }

  const shownAt = (chats: RecordingChats, question: QuestionRecord, chatId: string) =>
    chats.shown.find((item) => item.questionId === question.id && item.chatId === chatId)?.at ?? 0;

  it("holds the ask's chats and a step due in quiet hours until they end", async () => {
    const chats = new RecordingChats();
    const { node, toMachine } = await rigAt("21:59:58", chats);
    const question = await node.ask(deployPrompt(60), {
      plan: ESCALATION,
      quietHours: quiet("21:00", "22:00"),
    });
    const end = toMachine(bangkok("22:00:00"));
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(chats.chatsOf(question)).toEqual([]);
    expect(await node.status(question)).toBe("pending");

    await vi.waitFor(() => expect(chats.chatsOf(question).sort()).toEqual(["dm", "room"]), {
      timeout: 3000,
    });
    for (const chatId of ["room", "dm"]) {
      expect(shownAt(chats, question, chatId)).toBeGreaterThanOrEqual(end - 20);
      expect(shownAt(chats, question, chatId)).toBeLessThan(end + 1500);
    }
    // The phone's step was due after the window: on time, unchanged.
    await vi.waitFor(() => expect(chats.chatsOf(question)).toContain("phone"), { timeout: 4000 });
    const asked = toMachine(Date.parse(question.createdAt));
    expect(shownAt(chats, question, "phone") - asked).toBeGreaterThanOrEqual(4000 - 20);
    const ends = new Date(bangkok("22:00:00")).toISOString();
    expect(await node.store.listPlanSteps(question.id)).toEqual([
      expect.objectContaining({ index: 0, dueAt: ends, outcome: "fired", routes: [route("room")] }),
      expect.objectContaining({ index: 1, dueAt: ends, outcome: "fired", routes: [route("dm")] }),
      expect.objectContaining({ index: 2, outcome: "fired", routes: [route("phone")] }),
    ]);
  });

  it("skips a step whose quiet hours end after the deadline", async () => {
    const chats = new RecordingChats();
    const { node } = await rigAt("21:59:59", chats);
    const question = await node.ask(deployPrompt(60), {
      plan: {
        steps: [
          { afterSeconds: 0, routes: [route("room")] },
          { afterSeconds: 2, routes: [route("dm")] },
        ],
      },
      quietHours: quiet("22:00", "07:00"),
    });
    await vi.waitFor(() => expect(chats.chatsOf(question)).toEqual(["room"]), { timeout: 10_000 });
    expect(await node.store.listPlanSteps(question.id)).toEqual([
      expect.objectContaining({ index: 1, outcome: "skipped", routes: [route("dm")] }),
    ]);
  });

  it("asked deep in quiet hours, no chat is told before the deadline, and the question waits", async () => {
    const chats = new RecordingChats();
    const { node } = await rigAt("23:30:00", chats);
    const question = await node.ask(deployPrompt(60), {
      plan: ESCALATION,
      quietHours: quiet("22:00", "07:00"),
    });
    await vi.waitFor(
      async () =>
        expect((await node.store.listPlanSteps(question.id)).map((step) => step.outcome)).toEqual([
          "skipped",
          "skipped",
          "skipped",
        ]),
      { timeout: 10_000 },
    );
    await node.idle();
    expect(chats.chatsOf(question)).toEqual([]);
    // Still open to the Control UI and the API.
    expect(await node.status(question)).toBe("pending");
  });

  it("outside quiet hours, nothing changes", async () => {
    const chats = new RecordingChats();
    const { node } = await rigAt("12:00:00", chats);
    const question = await node.ask(deployPrompt(60), {
      plan: ESCALATION,
      quietHours: quiet("22:00", "07:00"),
    });
    await vi.waitFor(() => expect(chats.chatsOf(question)).toEqual(["room"]), { timeout: 500 });
    await vi.waitFor(() => expect(chats.chatsOf(question)).toEqual(["room", "dm"]), {
      timeout: 2500,
    });
    const steps = await node.store.listPlanSteps(question.id);
    expect(steps.map((step) => step.index)).toEqual([1, 2]);
  });

  it("holds the channels' default chats too, when the session has no plan", async () => {
    const chats = new RecordingChats();
    const { node, toMachine } = await rigAt("21:59:58.500", chats, ["lobby"]);
    const question = await node.ask(deployPrompt(60), { quietHours: quiet("21:00", "22:00") });
    await vi.waitFor(() => expect(chats.chatsOf(question)).toEqual(["lobby"]), { timeout: 3000 });
    expect(shownAt(chats, question, "lobby")).toBeGreaterThanOrEqual(
      toMachine(bangkok("22:00:00")) - 20,
    );
  });

  it("the devices notified by default stay a courtesy when quiet hours hold them", async () => {
    const attempts: number[] = [];
    // A phone channel (like push) whose every send fails: no device is reachable.
    const phones = {
      name: "phones",
      chatless: true,
      start: async () => {},
      stop: async () => {},
      deliver: async () => {
        attempts.push(Date.now());
        throw new ChannelDeliveryError("no device", { permanent: true });
      },
      showOutcome: async () => {},
    };
    const skewMs = bangkok("21:59:58.500") - Date.now();
    const node = await startChannelRig({
      channels: [
        {
          adapter: phones,
          defaultChatIds: [],
          allowedUsers: [],
          notifiesByDefault: async () => true,
        },
      ],
      retry: FAST_RETRY,
      skewMs,
    });
    stops.push(() => node.close());
    const question = await node.ask(deployPrompt(60), { quietHours: quiet("21:00", "22:00") });
    await vi.waitFor(
      async () =>
        expect(await node.store.listPlanSteps(question.id)).toEqual([
          expect.objectContaining({ index: 0, routes: [{ channel: "phones", courtesy: true }] }),
        ]),
      { timeout: 10_000 },
    );
    expect(attempts).toEqual([]);
    await vi.waitFor(
      async () =>
        expect(await node.store.listPlanSteps(question.id)).toEqual([
          expect.objectContaining({ index: 0, outcome: "fired" }),
        ]),
      { timeout: 3000 },
    );
    await node.idle();
    expect(attempts).toHaveLength(1);
    // The Control UI still shows it: a failed courtesy is no failed delivery.
    expect(await node.status(question)).toBe("pending");
  });

  it("a held ask that reaches no chat at the window's end fails delivery then, not before", async () => {
    const chats = new RecordingChats();
    chats.down.add("room");
    const { node } = await rigAt("21:59:58.500", chats);
    const question = await node.ask(deployPrompt(60), {
      plan: { steps: [{ afterSeconds: 0, routes: [route("room")] }] },
      quietHours: quiet("21:00", "22:00"),
    });
    await node.idle();
    expect(await node.status(question)).toBe("pending");
    expect(await node.result(question, 4000)).toEqual({
      status: "no_answer",
      reason: "delivery_failed",
      detail: "chat room: room is gone",
    });
  });
});
