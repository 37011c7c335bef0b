import { afterEach, describe, expect, it, vi } from "vitest";
import { MemoryQuestionStore } from "../../src/store/memory/memory-question-store.js";
import { type QuestionStore, StoreUnavailableError } from "../../src/store/question-store.js";
import { deployPrompt } from "../support/prompts.js";
import { pendingRecord } from "../support/question-records.js";
import { FAST_RETRY, startChannelRig } from "./channel-rig.js";
import { RecordingChats } from "./recording-chats.js";

/**
 * Issue 34: a start looks for the sends a crash cut off among what may owe one (asked, or with
 * a step fired, since the resume mark, or holding a reservation that never returned), not among
 * every pending question; a look that did not finish leaves the mark where it was.
 */

/** The send window, and with it how far the mark stays behind the time: short, for a test. */
const SEND_WINDOW_MS = 400;
const RESUME = { everyMs: 50, sendWindowMs: SEND_WINDOW_MS };

/** The store with every call first shown to `intercept`: a promise it returns answers the call. */
function intercepted(
  store: MemoryQuestionStore,
  intercept: (method: string, args: unknown[]) => Promise<unknown> | undefined,
): QuestionStore {
  return new Proxy(store, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => intercept(String(property), args) ?? value.apply(target, args);
    },
  }) as QuestionStore;
}

/** The store refusing the first `times` calls of `method` with `error`; `left()` counts down. */
function refusing(store: MemoryQuestionStore, method: string, times: number, error: Error) {
  let left = times;
  const refused = intercepted(store, (called) => {
    if (called !== method || left === 0) return undefined;
    left -= 1;
    return Promise.reject(error);
  });
  return { store: refused, left: () => left };
}

/** The store, with each call's method and first argument written down (what a start read). */
function countingStore(store: MemoryQuestionStore) {
  const calls: Array<{ method: string; arg: unknown }> = [];
  const proxy = intercepted(store, (method, args) => {
    calls.push({ method, arg: args[0] });
    return undefined;
  });
  /** The question ids `method` was called with, as `{ questionId }` or as the id itself. */
  const questionsReadBy = (method: string) =>
    calls
      .filter((call) => call.method === method)
      .map((call) =>
        typeof call.arg === "string" ? call.arg : (call.arg as { questionId?: string }).questionId,
      )
      .filter((id): id is string => id !== undefined);
  return { proxy, calls, questionsReadBy };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();
/** A prompt in the test chat's room; an empty message id is a send that never returned. */
const promptInRoom = (questionId: string, messageId: string, deliveredAt: string) => ({
  questionId,
  channel: "chat",
  chatId: "room",
  messageId,
  deliveredAt,
});

describe("the look for sends a crash cut off", () => {
  const stops: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  });

  async function rig(
    chats: RecordingChats,
    store: QuestionStore,
    log?: (line: Record<string, unknown>) => void,
  ) {
    const started = await startChannelRig({
      store,
      channels: [{ adapter: chats.adapter(), defaultChatIds: ["room"], allowedUsers: [] }],
      retry: FAST_RETRY,
      resume: RESUME,
      ...(log ? { log } : {}),
    });
    stops.push(() => started.close());
    return started;
  }

  it("reads only what may owe a send once a look has finished, and sends what a crash left", async () => {
    const memory = new MemoryQuestionStore();
    const chats = new RecordingChats();
    const first = await rig(chats, memory);
    const settled = [];
    for (let index = 0; index < 300; index += 1) settled.push(await first.ask(deployPrompt(3600)));
    await first.idle();
    expect(chats.shown).toHaveLength(300);
    // Every send settled: the mark moves past them.
    const last = Date.parse(settled[settled.length - 1]?.createdAt ?? "");
    await vi.waitFor(
      async () => expect(Date.parse((await memory.resumeMark()) ?? "")).toBeGreaterThan(last),
      { timeout: 3000 },
    );
    await first.close();
    stops.pop();

    // What a crash leaves: a question asked just now whose process died before it reserved a
    // send, and an older one whose send was reserved and never returned.
    // (A few ms ago: a send begun in the very millisecond of the start would be the start's own.)
    const cutBeforeReserving = pendingRecord({ createdAt: ago(5), expiresAt: fromNow(3_600_000) });
    const reservedLongAgo = pendingRecord({
      createdAt: ago(3_000),
      expiresAt: fromNow(3_600_000),
    });
    await memory.insert(cutBeforeReserving);
    await memory.insert(reservedLongAgo);
    await memory.putDelivery(promptInRoom(reservedLongAgo.id, "", ago(2_900)));

    const counting = countingStore(memory);
    const second = await rig(chats, counting.proxy);
    await vi.waitFor(
      () =>
        expect(chats.shown.map((shown) => shown.questionId)).toEqual(
          expect.arrayContaining([cutBeforeReserving.id, reservedLongAgo.id]),
        ),
      { timeout: 5000 },
    );
    await second.idle();
    expect(chats.shown).toHaveLength(302);
    // None of the 300 is read again.
    const read = new Set(counting.questionsReadBy("listDeliveries"));
    expect(read).toEqual(new Set([cutBeforeReserving.id, reservedLongAgo.id]));
    expect(counting.questionsReadBy("listPlanSteps").filter((id) => !read.has(id))).toEqual([]);
  });

  it("resumes a reminder of a step fired after the mark, of a question asked long before it", async () => {
    const memory = new MemoryQuestionStore();
    const question = pendingRecord({ createdAt: ago(60_000), expiresAt: fromNow(3_600_000) });
    await memory.insert(question);
    await memory.putDelivery(promptInRoom(question.id, "room:prompt", ago(59_000)));
    await memory.ensurePlanSteps(question.id, [
      { questionId: question.id, index: 1, dueAt: ago(100), routes: [], remind: true },
    ]);
    // Taken just now, and the process died before its reminder was reserved.
    await memory.takePlanStep({ questionId: question.id, index: 1 }, "fired", ago(50));
    await memory.advanceResumeMark(ago(30_000));

    const chats = new RecordingChats();
    const counting = countingStore(memory);
    const started = await rig(chats, counting.proxy);
    await vi.waitFor(() =>
      expect(chats.reminded).toEqual([expect.objectContaining({ questionId: question.id })]),
    );
    await started.idle();
    expect(chats.shown).toEqual([]);
    expect(counting.calls.filter((call) => call.method === "listFiredPlanSteps")).toHaveLength(1);
  });

  it("leaves the mark where it was when a look fails, and moves it once one finishes", async () => {
    const memory = new MemoryQuestionStore();
    const owing = pendingRecord({ createdAt: ago(10_000), expiresAt: fromNow(3_600_000) });
    await memory.insert(owing);
    await memory.advanceResumeMark(ago(20_000));
    const markBefore = await memory.resumeMark();

    // The store fails the look's first read of the question's deliveries.
    const failing = refusing(memory, "listDeliveries", 1, new Error("the disk is gone"));
    const chats = new RecordingChats();
    const log: Array<Record<string, unknown>> = [];
    const broken = await rig(chats, failing.store, (line) => log.push(line));
    await broken.idle();
    await broken.close();
    stops.pop();
    expect(log).toEqual(
      expect.arrayContaining([expect.objectContaining({ msg: "channel work failed" })]),
    );
    expect(chats.shown).toEqual([]);
    expect(await memory.resumeMark()).toBe(markBefore);

    // The look that would have sent it never finished: the next one reads it again.
    const restarted = await rig(chats, memory);
    await vi.waitFor(() => expect(chats.chatsOf(owing)).toEqual(["room"]));
    await restarted.idle();
    expect(Date.parse((await memory.resumeMark()) ?? "")).toBeGreaterThan(
      Date.parse(markBefore ?? ""),
    );
  });

  it("moves the mark at a later tick when another process holds the write lock", async () => {
    const memory = new MemoryQuestionStore();
    const locked = refusing(
      memory,
      "advanceResumeMark",
      2,
      new StoreUnavailableError("another process holds the lock"),
    );
    const chats = new RecordingChats();
    const log: Array<Record<string, unknown>> = [];
    const started = await rig(chats, locked.store, (line) => log.push(line));
    const asked = await started.ask(deployPrompt(3600));
    await started.idle();
    await vi.waitFor(
      async () =>
        expect(Date.parse((await memory.resumeMark()) ?? "")).toBeGreaterThan(
          Date.parse(asked.createdAt),
        ),
      { timeout: 3000 },
    );
    expect(locked.left()).toBe(0);
    expect(log.filter((line) => line.level === "error")).toEqual([]);
  });

  it("writes no mark while nothing is sent", async () => {
    const memory = new MemoryQuestionStore();
    const counting = countingStore(memory);
    const chats = new RecordingChats();
    const started = await rig(chats, counting.proxy);
    await started.idle();
    const advances = () => counting.calls.filter((call) => call.method === "advanceResumeMark");
    // The start's own look set it once.
    expect(advances()).toHaveLength(1);
    await sleep(RESUME.everyMs * 6);
    expect(advances()).toHaveLength(1);
    const asked = await started.ask(deployPrompt(3600));
    await started.idle();
    // The mark moves past the ask (a margin behind the time), then stops.
    await vi.waitFor(
      async () =>
        expect(Date.parse((await memory.resumeMark()) ?? "")).toBeGreaterThan(
          Date.parse(asked.createdAt),
        ),
      { timeout: 3000 },
    );
    const written = advances().length;
    await sleep(RESUME.everyMs * 6);
    expect(advances()).toHaveLength(written);
  });
});
