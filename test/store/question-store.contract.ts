import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type {
  PlanStep,
  PushSubscriptionRecord,
  QuestionStore,
} from "../../src/store/question-store.js";
import { afterAsk as at, candidatePlan, planStep } from "../support/plan-steps.js";
import { atDeadline, pendingRecord } from "../support/question-records.js";

/** A browser's subscription, as the Control UI would send it. */
function pushSubscription(
  device: string,
  overrides: Partial<PushSubscriptionRecord> = {},
): PushSubscriptionRecord {
  return {
    endpoint: `https://push.example/send/${device}`,
    keys: { p256dh: `p256dh-${device}`, auth: `auth-${device}` },
    tokenFingerprint: "fp-1",
    createdAt: "2026-01-01T00:00:01.000Z",
    ...overrides,
  };
}

const firstKeys = { publicKey: "public-1", privateKey: "private-1" };
const secondKeys = { publicKey: "public-2", privateKey: "private-2" };

export interface StoreContractOptions {
  name: string;
  /** A new, empty store. */
  open: () => Promise<QuestionStore> | QuestionStore;
  /** The same data opened again, as after a restart; omitted for stores that keep nothing. */
  reopen?: (store: QuestionStore) => Promise<QuestionStore> | QuestionStore;
}

/** The behaviour every QuestionStore must have; each implementation runs this suite. */
export function runQuestionStoreContract(options: StoreContractOptions): void {
  describe(`${options.name} question store contract`, () => {
    let store: QuestionStore;
    beforeEach(async () => {
      store = await options.open();
    });
    afterEach(async () => {
      await store.close();
    });

    it("inserts and reads back a record unchanged", async () => {
      const record = pendingRecord({ runId: "run-1", toolCallId: "call-1" });
      expect(await store.insert(record)).toEqual({ kind: "inserted", record });
      expect(await store.get(record.id)).toEqual(record);
      expect(await store.get("missing")).toBeUndefined();
    });

    it("refuses a second pending question in one session", async () => {
      const first = pendingRecord({ sessionId: "s" });
      await store.insert(first);
      const outcome = await store.insert(pendingRecord({ sessionId: "s" }));
      expect(outcome).toEqual({ kind: "session_busy", pending: first });
      expect(await store.list({ sessionId: "s" })).toHaveLength(1);
    });

    it("accepts a new question once the session's pending one has ended", async () => {
      const first = pendingRecord({ sessionId: "s" });
      await store.insert(first);
      await store.end(first.id, {
        status: "skipped",
        endedAt: atDeadline(first, -1),
        endedBy: { kind: "human", surface: "api" },
      });
      const second = pendingRecord({ sessionId: "s" });
      expect((await store.insert(second)).kind).toBe("inserted");
    });

    it("returns the earlier question for a repeated run and tool call", async () => {
      const first = pendingRecord({ sessionId: "s", runId: "r", toolCallId: "t" });
      await store.insert(first);
      const again = pendingRecord({ sessionId: "s", runId: "r", toolCallId: "t" });
      expect(await store.insert(again)).toEqual({ kind: "same_tool_call", record: first });
      // The same ids in another session are another call.
      const elsewhere = pendingRecord({ sessionId: "other", runId: "r", toolCallId: "t" });
      expect((await store.insert(elsewhere)).kind).toBe("inserted");
    });

    it("ends a pending question exactly once", async () => {
      const record = pendingRecord();
      await store.insert(record);
      const ending = {
        status: "answered" as const,
        endedAt: atDeadline(record, -1000),
        endedBy: { kind: "human" as const, surface: "web", userId: "u1" },
        answers: { deploy_target: ["Production"] },
      };
      const first = await store.end(record.id, ending);
      expect(first).toEqual({ kind: "ended", record: { ...record, ...ending } });
      const second = await store.end(record.id, {
        status: "cancelled",
        endedAt: atDeadline(record, -500),
        endedBy: { kind: "abort" },
      });
      expect(second).toEqual({ kind: "unchanged", record: { ...record, ...ending } });
      expect(await store.get(record.id)).toEqual({ ...record, ...ending });
    });

    it("reports an unknown id as unchanged with no record", async () => {
      expect(
        await store.end("nope", {
          status: "expired",
          endedAt: new Date().toISOString(),
          endedBy: { kind: "timeout" },
        }),
      ).toEqual({ kind: "unchanged", record: undefined });
    });

    it("allows expiry only at or after the deadline", async () => {
      const record = pendingRecord();
      await store.insert(record);
      const early = await store.end(record.id, {
        status: "expired",
        endedAt: atDeadline(record, -1),
        endedBy: { kind: "timeout" },
      });
      expect(early.kind).toBe("unchanged");
      expect((await store.get(record.id))?.status).toBe("pending");
      const onTime = await store.end(record.id, {
        status: "expired",
        endedAt: atDeadline(record, 0),
        endedBy: { kind: "timeout" },
      });
      expect(onTime.kind).toBe("ended");
    });

    it("refuses any other ending at or after the deadline", async () => {
      const record = pendingRecord();
      await store.insert(record);
      for (const status of ["answered", "skipped", "cancelled"] as const) {
        const outcome = await store.end(record.id, {
          status,
          endedAt: atDeadline(record, 0),
          endedBy: { kind: "human", surface: "api" },
          ...(status === "answered" ? { answers: { deploy_target: ["Production"] } } : {}),
        });
        expect(outcome).toEqual({ kind: "unchanged", record });
      }
    });

    it("settles concurrent endings with one winner", async () => {
      const record = pendingRecord();
      await store.insert(record);
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          store.end(record.id, {
            status: "answered",
            endedAt: atDeadline(record, -10),
            endedBy: { kind: "human", surface: `surface_${index}` },
            answers: { deploy_target: [`answer ${index}`] },
          }),
        ),
      );
      const winners = outcomes.filter((outcome) => outcome.kind === "ended");
      expect(winners).toHaveLength(1);
      expect(await store.get(record.id)).toEqual(winners[0]?.record);
    });

    it("lists by session and status, oldest first, with a limit", async () => {
      const a1 = pendingRecord({ sessionId: "a" });
      const b1 = pendingRecord({ sessionId: "b" });
      await store.insert(a1);
      await store.insert(b1);
      await store.end(a1.id, {
        status: "expired",
        endedAt: atDeadline(a1),
        endedBy: { kind: "timeout" },
      });
      const a2 = pendingRecord({ sessionId: "a" });
      await store.insert(a2);

      expect((await store.list({ sessionId: "a" })).map((record) => record.id)).toEqual([
        a1.id,
        a2.id,
      ]);
      expect((await store.list({ status: "pending" })).map((record) => record.id)).toEqual([
        b1.id,
        a2.id,
      ]);
      expect((await store.list({ sessionId: "a", status: "expired" }))[0]?.endedBy).toEqual({
        kind: "timeout",
      });
      expect(await store.list({ limit: 2 })).toHaveLength(2);
      const page = async (after: string) =>
        (await store.list({ status: "pending", after, limit: 1 })).map((record) => record.id);
      expect(await page(b1.id)).toEqual([a2.id]);
      expect(await page(a1.id)).toEqual([b1.id]);
      expect(await page(a2.id)).toEqual([]);
      expect(await page("missing")).toEqual([]);
      expect(await store.list({ sessionId: "nobody" })).toEqual([]);
    });

    it("gives the next deadlines of pending questions, earliest first, then by id", async () => {
      const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes)).toISOString();
      const late = pendingRecord({ id: "late", expiresAt: at(30) });
      const soonB = pendingRecord({ id: "soon-b", expiresAt: at(5) });
      const soonA = pendingRecord({ id: "soon-a", expiresAt: at(5) });
      const ended = pendingRecord({ id: "ended", expiresAt: at(1) });
      for (const record of [late, soonB, soonA, ended]) await store.insert(record);
      expect(await store.nextDeadlines(10)).toEqual([
        { id: "ended", expiresAt: at(1) },
        { id: "soon-a", expiresAt: at(5) },
        { id: "soon-b", expiresAt: at(5) },
        { id: "late", expiresAt: at(30) },
      ]);
      await store.end(ended.id, {
        status: "cancelled",
        endedAt: at(0),
        endedBy: { kind: "abort" },
      });
      expect(await store.nextDeadlines(2)).toEqual([
        { id: "soon-a", expiresAt: at(5) },
        { id: "soon-b", expiresAt: at(5) },
      ]);
      expect(await store.nextDeadlines(0)).toEqual([]);
      expect(await store.countPending()).toBe(3);
    });

    it("lists the questions asked or ended since a time", async () => {
      const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes)).toISOString();
      const old = pendingRecord({ createdAt: at(0), expiresAt: at(60) });
      const endedLater = pendingRecord({ createdAt: at(0), expiresAt: at(60) });
      const askedLater = pendingRecord({ createdAt: at(10), expiresAt: at(60) });
      for (const record of [old, endedLater, askedLater]) await store.insert(record);
      await store.end(endedLater.id, {
        status: "cancelled",
        endedAt: at(20),
        endedBy: { kind: "abort" },
      });
      const ids = async (since: string) =>
        (await store.list({ changedSince: since })).map((record) => record.id);
      expect(await ids(at(5))).toEqual([endedLater.id, askedLater.id]);
      expect(await ids(at(10))).toEqual([endedLater.id, askedLater.id]);
      expect(await ids(at(15))).toEqual([endedLater.id]);
      expect(await ids(at(21))).toEqual([]);
    });

    it("keeps every character of labels and free text", async () => {
      const tricky = `<img src=x onerror=alert(1)> ' " \\ 😀 การตั้งค่า ${"\u0000"}`;
      const record = pendingRecord({
        questions: [
          {
            id: "q",
            header: "👨‍👩‍👧 ทดสอบ",
            question: tricky,
            options: [{ label: tricky }, { label: "b", description: tricky }],
            multiSelect: true,
          },
        ],
      });
      await store.insert(record);
      await store.end(record.id, {
        status: "answered",
        endedAt: atDeadline(record, -1),
        endedBy: { kind: "human", surface: "api" },
        answers: { q: [tricky, "b"] },
      });
      const stored = await store.get(record.id);
      expect(stored?.questions).toEqual(record.questions);
      expect(stored?.answers).toEqual({ q: [tricky, "b"] });
    });

    it("keeps messages per session in order, and lists sessions by latest activity", async () => {
      const message = (sessionId: string, text: string, createdAt: string) => ({
        id: `m-${sessionId}-${text}`,
        sessionId,
        text,
        author: { kind: "human" as const, surface: "web", userId: "ada" },
        createdAt,
      });
      const asked = pendingRecord({ sessionId: "quiet" });
      await store.insert(asked);
      await store.appendMessage(message("chatty", "first", "2026-01-01T00:00:01.000Z"));
      await store.appendMessage(message("chatty", "second <b>", "2026-01-01T00:00:02.000Z"));
      await store.appendMessage({
        id: "m-agent",
        sessionId: "chatty",
        text: "agent says",
        author: { kind: "agent" },
        createdAt: "2026-01-01T00:00:03.000Z",
      });
      expect((await store.listMessages("chatty")).map((m) => m.text)).toEqual([
        "first",
        "second <b>",
        "agent says",
      ]);
      expect((await store.listMessages("chatty"))[0]).toEqual(
        message("chatty", "first", "2026-01-01T00:00:01.000Z"),
      );
      expect(await store.listMessages("nobody")).toEqual([]);

      expect(await store.listSessions()).toEqual([
        {
          sessionId: "chatty",
          lastActivityAt: "2026-01-01T00:00:03.000Z",
          questionCount: 0,
          messageCount: 3,
        },
        {
          sessionId: "quiet",
          lastActivityAt: asked.createdAt,
          pendingQuestionId: asked.id,
          questionCount: 1,
          messageCount: 0,
        },
      ]);
      const ending = {
        status: "skipped" as const,
        endedAt: "2026-01-01T00:00:09.000Z",
        endedBy: { kind: "human" as const, surface: "web" },
      };
      await store.end(asked.id, ending);
      const [first] = await store.listSessions();
      expect(first).toEqual({
        sessionId: "quiet",
        lastActivityAt: ending.endedAt,
        questionCount: 1,
        messageCount: 0,
      });
    });

    it("keeps session settings, replacing them as a whole", async () => {
      expect(await store.getSessionSettings("s")).toEqual({});
      await store.putSessionSettings("s", { locale: "th" });
      await store.putSessionSettings("t", { locale: "de" });
      expect(await store.getSessionSettings("s")).toEqual({ locale: "th" });
      await store.putSessionSettings("s", {});
      expect(await store.getSessionSettings("s")).toEqual({});
      expect(await store.getSessionSettings("t")).toEqual({ locale: "de" });
    });

    it("ends a question as delivery_failed before its deadline, with the reason", async () => {
      const record = pendingRecord();
      await store.insert(record);
      const ending = {
        status: "delivery_failed" as const,
        endedAt: atDeadline(record, -890_000),
        endedBy: { kind: "delivery" as const, detail: "telegram 123: Bad Request: chat not found" },
      };
      expect(await store.end(record.id, ending)).toEqual({
        kind: "ended",
        record: { ...record, ...ending },
      });
      expect(await store.list({ status: "delivery_failed" })).toEqual([{ ...record, ...ending }]);
    });

    it("keeps session routes next to the locale", async () => {
      const settings = { locale: "th", routes: [{ channel: "telegram", chatId: "-100" }] };
      await store.putSessionSettings("s", settings);
      expect(await store.getSessionSettings("s")).toEqual(settings);
    });

    it("records deliveries, finds them by message, and closes each exactly once", async () => {
      const first = {
        questionId: "q-a",
        channel: "telegram",
        chatId: "1",
        messageId: "10",
        deliveredAt: "2026-01-01T00:00:01.000Z",
      };
      const second = { ...first, chatId: "2", messageId: "20" };
      const other = { ...first, questionId: "q-b", messageId: "11" };
      await store.putDelivery(first);
      await store.putDelivery(second);
      await store.putDelivery(other);
      expect(await store.listDeliveries({ questionId: "q-a" })).toEqual([first, second]);
      expect(
        await store.listDeliveries({ channel: "telegram", chatId: "1", messageId: "11" }),
      ).toEqual([other]);
      expect(await store.listDeliveries({ channel: "slack" })).toEqual([]);

      const key = { questionId: "q-a", channel: "telegram", chatId: "1" };
      const closedAt = "2026-01-01T00:00:05.000Z";
      const closes = await Promise.all([
        store.closeDelivery(key, closedAt),
        store.closeDelivery(key, closedAt),
      ]);
      expect(closes.filter(Boolean)).toHaveLength(1);
      expect(await store.listDeliveries({ questionId: "q-a", open: true })).toEqual([second]);
      expect(await store.listDeliveries({ questionId: "q-a" })).toEqual([
        { ...first, closedAt },
        second,
      ]);
      expect(await store.closeDelivery({ ...key, chatId: "missing" }, closedAt)).toBe(false);

      // Delivering again to the same chat replaces the handle.
      await store.putDelivery({ ...second, messageId: "21" });
      expect(await store.listDeliveries({ questionId: "q-a", chatId: "2" })).toEqual([
        { ...second, messageId: "21" },
      ]);
    });

    it("keeps reminders next to their prompt in one chat, each its own delivery, closed once", async () => {
      const prompt = {
        questionId: "q-r",
        channel: "slack",
        chatId: "C1",
        messageId: "1700000000.000100",
        deliveredAt: "2026-01-01T00:00:01.000Z",
      };
      const reminder = {
        ...prompt,
        messageId: "1700000300.000200",
        reminderStep: 1,
        deliveredAt: "2026-01-01T00:05:01.000Z",
      };
      const second = { ...reminder, messageId: "1700000600.000300", reminderStep: 3 };
      await store.putDelivery(prompt);
      await store.putDelivery(reminder);
      await store.putDelivery(second);
      expect(await store.listDeliveries({ questionId: "q-r" })).toEqual([prompt, reminder, second]);
      expect(
        await store.listDeliveries({
          channel: "slack",
          chatId: "C1",
          messageId: reminder.messageId,
        }),
      ).toEqual([reminder]);

      // Sending a reminder again (a retry) replaces its handle, never the prompt's.
      await store.putDelivery({ ...reminder, messageId: "1700000300.000999" });
      const replaced = { ...reminder, messageId: "1700000300.000999" };
      expect(await store.listDeliveries({ questionId: "q-r" })).toEqual([prompt, replaced, second]);

      const closedAt = "2026-01-01T00:07:00.000Z";
      const key = { questionId: "q-r", channel: "slack", chatId: "C1" };
      expect(await store.closeDelivery({ ...key, reminderStep: 1 }, closedAt)).toBe(true);
      expect(await store.closeDelivery({ ...key, reminderStep: 1 }, closedAt)).toBe(false);
      expect(await store.closeDelivery({ ...key, reminderStep: 2 }, closedAt)).toBe(false);
      expect(await store.listDeliveries({ questionId: "q-r", open: true })).toEqual([
        prompt,
        second,
      ]);
      expect(await store.closeDelivery(key, closedAt)).toBe(true);
      expect(await store.listDeliveries({ questionId: "q-r", open: true })).toEqual([second]);
    });

    it("keeps whose words a chat awaits, one request per user and chat, taken exactly once", async () => {
      const request = {
        channel: "telegram",
        chatId: "1",
        userId: "42",
        questionId: "q-a",
        messageId: "10",
        requestedAt: "2026-01-01T00:00:01.000Z",
      };
      const key = { channel: "telegram", chatId: "1", userId: "42" };
      expect(await store.takeAwaitedWords(key)).toBeUndefined();
      await store.awaitWords(request);
      await store.awaitWords({ ...request, userId: "43" });
      // A second Other… by the same user replaces the first.
      await store.awaitWords({ ...request, questionId: "q-b", messageId: "11" });
      const takes = await Promise.all([store.takeAwaitedWords(key), store.takeAwaitedWords(key)]);
      expect(takes.filter(Boolean)).toEqual([{ ...request, questionId: "q-b", messageId: "11" }]);
      expect(await store.takeAwaitedWords(key)).toBeUndefined();
      expect(await store.takeAwaitedWords({ ...key, userId: "43" })).toEqual({
        ...request,
        userId: "43",
      });
    });

    it("keeps push subscriptions in the order first put; the same endpoint replaces in place", async () => {
      expect(await store.listPushSubscriptions()).toEqual([]);
      const laptop = pushSubscription("laptop", { label: "Firefox on Linux" });
      // A device that gave no label comes back without one.
      const phone = pushSubscription("phone");
      expect(await store.putPushSubscription(laptop)).toBe(true);
      expect(await store.putPushSubscription(phone)).toBe(true);
      const listed = await store.listPushSubscriptions();
      expect(listed).toEqual([laptop, phone]);
      expect(listed[1]).not.toHaveProperty("label");

      // Subscribing again (new keys, another token) replaces the record and keeps its place.
      const renewed = pushSubscription("laptop", {
        keys: { p256dh: "p256dh-new", auth: "auth-new" },
        tokenFingerprint: "fp-2",
        label: "ทดสอบ 😀 <b>",
        createdAt: "2026-01-02T00:00:00.123Z",
      });
      expect(await store.putPushSubscription(renewed)).toBe(false);
      expect(await store.listPushSubscriptions()).toEqual([renewed, phone]);
    });

    it("reports a racing put of one new endpoint as new exactly once", async () => {
      const tablet = pushSubscription("tablet");
      const puts = await Promise.all([
        store.putPushSubscription(tablet),
        store.putPushSubscription({ ...tablet, label: "again" }),
      ]);
      expect(puts.filter(Boolean)).toHaveLength(1);
      expect(await store.listPushSubscriptions()).toHaveLength(1);
    });

    it("deletes a push subscription exactly once", async () => {
      const laptop = pushSubscription("laptop");
      const phone = pushSubscription("phone");
      await store.putPushSubscription(laptop);
      await store.putPushSubscription(phone);
      const deletes = await Promise.all([
        store.deletePushSubscription(laptop.endpoint),
        store.deletePushSubscription(laptop.endpoint),
      ]);
      expect(deletes.filter(Boolean)).toHaveLength(1);
      expect(await store.deletePushSubscription(laptop.endpoint)).toBe(false);
      expect(await store.deletePushSubscription("https://push.example/never")).toBe(false);
      // No store can hold U+0000 alike, so no such subscription exists anywhere.
      expect(await store.deletePushSubscription(`${phone.endpoint}\u0000`)).toBe(false);
      expect(await store.listPushSubscriptions()).toEqual([phone]);
    });

    it("keeps the first VAPID key pair it is given", async () => {
      expect(await store.vapidKeys(firstKeys)).toEqual(firstKeys);
      expect(await store.vapidKeys(secondKeys)).toEqual(firstKeys);
    });

    it("gives every racing caller the same VAPID key pair", async () => {
      const candidates = Array.from({ length: 10 }, (_, index) => ({
        publicKey: `public-${index}`,
        privateKey: `private-${index}`,
      }));
      const pairs = await Promise.all(candidates.map((candidate) => store.vapidKeys(candidate)));
      expect(candidates).toContainEqual(pairs[0]);
      expect(new Set(pairs.map((pair) => JSON.stringify(pair))).size).toBe(1);
    });

    it("stores a question's plan steps once, by index, and gives a later candidate the stored ones", async () => {
      const [first, second, third] = candidatePlan("q-plan", 1);
      const stored = await store.ensurePlanSteps("q-plan", [
        third as PlanStep,
        first as PlanStep,
        second as PlanStep,
      ]);
      expect(stored).toEqual([first, second, third]);
      expect(await store.ensurePlanSteps("q-plan", candidatePlan("q-plan", 2))).toEqual(stored);
      expect(await store.ensurePlanSteps("q-plan", [])).toEqual(stored);
      expect(await store.listPlanSteps("q-plan")).toEqual(stored);
      expect(await store.listPlanSteps("q-other")).toEqual([]);
    });

    it("stores nothing for an empty plan, so a later candidate is still stored", async () => {
      expect(await store.ensurePlanSteps("q-plan", [])).toEqual([]);
      expect(await store.listPlanSteps("q-plan")).toEqual([]);
      expect(await store.listWaitingPlanSteps()).toEqual([]);
      const plan = candidatePlan("q-plan", 1);
      expect(await store.ensurePlanSteps("q-plan", plan)).toEqual(plan);
    });

    it("stores step 0 (the ask's chats, held by quiet hours) first, and takes it like any", async () => {
      const steps = [planStep("q-plan", 0, 480), planStep("q-plan", 1, 480)];
      expect(await store.ensurePlanSteps("q-plan", [...steps].reverse())).toEqual(steps);
      expect(await store.takePlanStep({ questionId: "q-plan", index: 0 }, "fired", at(480))).toBe(
        true,
      );
      expect((await store.listWaitingPlanSteps()).map((step) => step.index)).toEqual([1]);
    });

    it("keeps a plan step's routes and reminder exactly", async () => {
      const steps = [
        planStep("q-plan", 1, 5, {
          routes: [{ channel: "telegram", chatId: "-100123" }, { channel: "push" }],
        }),
        // A reminder alone adds no chats.
        planStep("q-plan", 2, 10, { routes: [], remind: true }),
        planStep("q-plan", 3, 15, {
          routes: [{ channel: "slack", chatId: "C0 😀 <b> ' \\ \u0000" }],
          remind: true,
        }),
      ];
      const stored = await store.ensurePlanSteps("q-plan", steps);
      expect(stored).toEqual(steps);
      expect(stored[0]?.routes[1]).not.toHaveProperty("chatId");
      expect(stored[0]).not.toHaveProperty("takenAt");
      expect(stored[0]).not.toHaveProperty("outcome");
    });

    it("lists the waiting steps of every question by due time, then question and index", async () => {
      await store.ensurePlanSteps("q-b", [planStep("q-b", 1, 5), planStep("q-b", 2, 1)]);
      await store.ensurePlanSteps("q-a", [planStep("q-a", 2, 5), planStep("q-a", 1, 5)]);
      await store.ensurePlanSteps("q-c", [planStep("q-c", 1, 3)]);
      const order = (steps: PlanStep[]) => steps.map((step) => `${step.questionId}/${step.index}`);
      expect(order(await store.listWaitingPlanSteps())).toEqual([
        "q-b/2",
        "q-c/1",
        "q-a/1",
        "q-a/2",
        "q-b/1",
      ]);
      expect(await store.takePlanStep({ questionId: "q-c", index: 1 }, "fired", at(4))).toBe(true);
      expect(await store.takePlanStep({ questionId: "q-a", index: 1 }, "skipped", at(6))).toBe(
        true,
      );
      expect(order(await store.listWaitingPlanSteps())).toEqual(["q-b/2", "q-a/2", "q-b/1"]);
      expect(order(await store.listWaitingPlanSteps(2))).toEqual(["q-b/2", "q-a/2"]);
      // A question's own list keeps the taken steps, with when and what came of them.
      expect(await store.listPlanSteps("q-a")).toEqual([
        { ...planStep("q-a", 1, 5), takenAt: at(6), outcome: "skipped" },
        planStep("q-a", 2, 5),
      ]);
    });

    it("takes a plan step exactly once, also when two take it at once", async () => {
      await store.ensurePlanSteps("q-plan", candidatePlan("q-plan", 0));
      const first = { questionId: "q-plan", index: 1 };
      expect(await store.takePlanStep(first, "fired", at(5))).toBe(true);
      expect(await store.takePlanStep(first, "skipped", at(6))).toBe(false);

      const second = { questionId: "q-plan", index: 2 };
      const takes = await Promise.all([
        store.takePlanStep(second, "fired", at(10)),
        store.takePlanStep(second, "skipped", at(10)),
      ]);
      expect(takes.filter(Boolean)).toHaveLength(1);
      const [taken] = (await store.listPlanSteps("q-plan")).filter((step) => step.index === 2);
      expect(taken?.outcome).toBe(takes[0] ? "fired" : "skipped");

      expect(await store.takePlanStep({ questionId: "q-plan", index: 9 }, "fired", at(5))).toBe(
        false,
      );
      expect(await store.takePlanStep({ questionId: "q-none", index: 1 }, "fired", at(5))).toBe(
        false,
      );
    });

    it("finds no plan steps for a question id with U+0000", async () => {
      await store.ensurePlanSteps("q-plan", candidatePlan("q-plan", 0));
      // No store can hold U+0000 alike, so no such question has steps anywhere.
      expect(await store.listPlanSteps("q-plan\u0000")).toEqual([]);
      expect(
        await store.takePlanStep({ questionId: "q-plan\u0000", index: 1 }, "fired", at(5)),
      ).toBe(false);
      expect(await store.listWaitingPlanSteps()).toHaveLength(2);
    });

    it("gives every racing caller the same complete plan", async () => {
      const candidates = Array.from({ length: 5 }, (_, n) => candidatePlan("q-race", n));
      const plans = await Promise.all(
        candidates.map((candidate) => store.ensurePlanSteps("q-race", candidate)),
      );
      expect(candidates).toContainEqual(plans[0]);
      expect(new Set(plans.map((plan) => JSON.stringify(plan))).size).toBe(1);
      expect(await store.listPlanSteps("q-race")).toEqual(plans[0]);
    });

    it("keeps where a channel reaches a chat, the latest address per channel and chat", async () => {
      const emea = "https://smba.trafficmanager.net/emea/";
      await store.putChatAddress({ channel: "teams", chatId: "19:abc", address: "https://a/" });
      await store.putChatAddress({ channel: "teams", chatId: "19:abc", address: emea });
      await store.putChatAddress({ channel: "other", chatId: "19:abc", address: "https://b/" });
      expect(await store.getChatAddress("teams", "19:abc")).toBe(emea);
      expect(await store.getChatAddress("other", "19:abc")).toBe("https://b/");
      expect(await store.getChatAddress("teams", "19:ABC")).toBeUndefined();
      expect(await store.getChatAddress("teams", "19:\u0000")).toBeUndefined();
    });

    const reopen = options.reopen;
    if (reopen) {
      it("keeps plan steps and what came of them across a reopen", async () => {
        const plan = candidatePlan("q-plan", 1);
        await store.ensurePlanSteps("q-plan", plan);
        await store.takePlanStep({ questionId: "q-plan", index: 1 }, "fired", at(6));
        store = await reopen(store);
        const [first, ...waiting] = plan;
        const stored = [{ ...first, takenAt: at(6), outcome: "fired" }, ...waiting];
        expect(await store.ensurePlanSteps("q-plan", candidatePlan("q-plan", 2))).toEqual(stored);
        expect(await store.listWaitingPlanSteps()).toEqual(waiting);
        expect(await store.takePlanStep({ questionId: "q-plan", index: 1 }, "fired", at(7))).toBe(
          false,
        );
      });

      it("keeps push subscriptions and the VAPID keys across a reopen", async () => {
        const laptop = pushSubscription("laptop", { label: "Firefox on Linux" });
        const phone = pushSubscription("phone");
        await store.putPushSubscription(laptop);
        await store.putPushSubscription(phone);
        await store.vapidKeys(firstKeys);
        store = await reopen(store);
        expect(await store.listPushSubscriptions()).toEqual([laptop, phone]);
        expect(await store.vapidKeys(secondKeys)).toEqual(firstKeys);
        // The order and the one-record-per-endpoint rule hold after the reopen too.
        expect(await store.putPushSubscription({ ...laptop, label: "renamed" })).toBe(false);
        expect(await store.listPushSubscriptions()).toEqual([
          { ...laptop, label: "renamed" },
          phone,
        ]);
      });

      it("keeps chat addresses across a reopen", async () => {
        await store.putChatAddress({ channel: "teams", chatId: "19:k", address: "https://apac/" });
        store = await reopen(store);
        expect(await store.getChatAddress("teams", "19:k")).toBe("https://apac/");
      });

      it("keeps deliveries and awaited words across a reopen", async () => {
        const delivery = {
          questionId: "q-r",
          channel: "telegram",
          chatId: "7",
          messageId: "70",
          deliveredAt: "2026-01-01T00:00:01.000Z",
        };
        await store.putDelivery(delivery);
        const reminder = { ...delivery, messageId: "71", reminderStep: 2 };
        await store.putDelivery(reminder);
        const awaited = {
          channel: "telegram",
          chatId: "7",
          userId: "42",
          questionId: "q-r",
          messageId: "70",
          requestedAt: "2026-01-01T00:00:02.000Z",
        };
        await store.awaitWords(awaited);
        store = await reopen(store);
        expect(await store.listDeliveries({ open: true })).toEqual([delivery, reminder]);
        expect(await store.takeAwaitedWords(awaited)).toEqual(awaited);
      });

      it("keeps pending and ended questions across a reopen", async () => {
        const pending = pendingRecord();
        const ended = pendingRecord();
        await store.insert(pending);
        await store.insert(ended);
        const ending = {
          status: "skipped" as const,
          endedAt: atDeadline(ended, -1),
          endedBy: { kind: "human" as const, surface: "telegram", userId: "42" },
        };
        await store.end(ended.id, ending);
        await store.putSessionSettings(pending.sessionId, { locale: "de" });
        store = await reopen(store);
        expect(await store.getSessionSettings(pending.sessionId)).toEqual({ locale: "de" });
        expect(await store.get(pending.id)).toEqual(pending);
        expect(await store.get(ended.id)).toEqual({ ...ended, ...ending });
        // The one-pending-per-session rule holds after the reopen too.
        const busy = await store.insert(pendingRecord({ sessionId: pending.sessionId }));
        expect(busy.kind).toBe("session_busy");
      });
    }
  });
}
