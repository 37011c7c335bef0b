import { expect, it } from "vitest";
import { atDeadline, pendingRecord } from "../../support/question-records.js";
import { describeStore, type StoreContractOptions } from "./describe-store.js";

/** The contract of `QuestionRecords`: questions: asks, endings, deadlines. */
export function questionRecordsContract(options: StoreContractOptions): void {
  describeStore(options, "questions: asks, endings, deadlines", ({ store, reopen }) => {
    it("inserts and reads back a record unchanged", async () => {
      const record = pendingRecord({ runId: "run-1", toolCallId: "call-1" });
      expect(await store().insert(record)).toEqual({ kind: "inserted", record });
      expect(await store().get(record.id)).toEqual(record);
      expect(await store().get("missing")).toBeUndefined();
    });

    it("refuses a second pending question in one session", async () => {
      const first = pendingRecord({ sessionId: "s" });
      await store().insert(first);
      const outcome = await store().insert(pendingRecord({ sessionId: "s" }));
      expect(outcome).toEqual({ kind: "session_busy", pending: first });
      expect(await store().list({ sessionId: "s" })).toHaveLength(1);
    });

    it("accepts a new question once the session's pending one has ended", async () => {
      const first = pendingRecord({ sessionId: "s" });
      await store().insert(first);
      await store().end(first.id, {
        status: "skipped",
        endedAt: atDeadline(first, -1),
        endedBy: { kind: "human", surface: "api" },
      });
      const second = pendingRecord({ sessionId: "s" });
      expect((await store().insert(second)).kind).toBe("inserted");
    });

    it("returns the earlier question for a repeated run and tool call", async () => {
      const first = pendingRecord({ sessionId: "s", runId: "r", toolCallId: "t" });
      await store().insert(first);
      const again = pendingRecord({ sessionId: "s", runId: "r", toolCallId: "t" });
      expect(await store().insert(again)).toEqual({ kind: "same_tool_call", record: first });
      // The same ids in another session are another call.
      const elsewhere = pendingRecord({ sessionId: "other", runId: "r", toolCallId: "t" });
      expect((await store().insert(elsewhere)).kind).toBe("inserted");
    });

    it("ends a pending question exactly once", async () => {
      const record = pendingRecord();
      await store().insert(record);
      const ending = {
        status: "answered" as const,
        endedAt: atDeadline(record, -1000),
        endedBy: { kind: "human" as const, surface: "web", userId: "u1" },
        answers: { deploy_target: ["Production"] },
      };
      const first = await store().end(record.id, ending);
      expect(first).toEqual({ kind: "ended", record: { ...record, ...ending } });
      const second = await store().end(record.id, {
        status: "cancelled",
        endedAt: atDeadline(record, -500),
        endedBy: { kind: "abort" },
      });
      expect(second).toEqual({ kind: "unchanged", record: { ...record, ...ending } });
      expect(await store().get(record.id)).toEqual({ ...record, ...ending });
    });

    it("reports an unknown id as unchanged with no record", async () => {
      expect(
        await store().end("nope", {
          status: "expired",
          endedAt: new Date().toISOString(),
          endedBy: { kind: "timeout" },
        }),
      ).toEqual({ kind: "unchanged", record: undefined });
    });

    it("allows expiry only at or after the deadline", async () => {
      const record = pendingRecord();
      await store().insert(record);
      const early = await store().end(record.id, {
        status: "expired",
        endedAt: atDeadline(record, -1),
        endedBy: { kind: "timeout" },
      });
      expect(early.kind).toBe("unchanged");
      expect((await store().get(record.id))?.status).toBe("pending");
      const onTime = await store().end(record.id, {
        status: "expired",
        endedAt: atDeadline(record, 0),
        endedBy: { kind: "timeout" },
      });
      expect(onTime.kind).toBe("ended");
    });

    it("refuses any other ending at or after the deadline", async () => {
      const record = pendingRecord();
      await store().insert(record);
      for (const status of ["answered", "skipped", "cancelled"] as const) {
        const outcome = await store().end(record.id, {
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
      await store().insert(record);
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          store().end(record.id, {
            status: "answered",
            endedAt: atDeadline(record, -10),
            endedBy: { kind: "human", surface: `surface_${index}` },
            answers: { deploy_target: [`answer ${index}`] },
          }),
        ),
      );
      const winners = outcomes.filter((outcome) => outcome.kind === "ended");
      expect(winners).toHaveLength(1);
      expect(await store().get(record.id)).toEqual(winners[0]?.record);
    });

    it("lists by session and status, oldest first, with a limit", async () => {
      const a1 = pendingRecord({ sessionId: "a" });
      const b1 = pendingRecord({ sessionId: "b" });
      await store().insert(a1);
      await store().insert(b1);
      await store().end(a1.id, {
        status: "expired",
        endedAt: atDeadline(a1),
        endedBy: { kind: "timeout" },
      });
      const a2 = pendingRecord({ sessionId: "a" });
      await store().insert(a2);

      expect((await store().list({ sessionId: "a" })).map((record) => record.id)).toEqual([
        a1.id,
        a2.id,
      ]);
      expect((await store().list({ status: "pending" })).map((record) => record.id)).toEqual([
        b1.id,
        a2.id,
      ]);
      expect((await store().list({ sessionId: "a", status: "expired" }))[0]?.endedBy).toEqual({
        kind: "timeout",
      });
      expect(await store().list({ limit: 2 })).toHaveLength(2);
      const page = async (after: string) =>
        (await store().list({ status: "pending", after, limit: 1 })).map((record) => record.id);
      expect(await page(b1.id)).toEqual([a2.id]);
      expect(await page(a1.id)).toEqual([b1.id]);
      expect(await page(a2.id)).toEqual([]);
      expect(await page("missing")).toEqual([]);
      expect(await store().list({ sessionId: "nobody" })).toEqual([]);
    });

    it("lists the pending questions asked since a time, by ask time, a page at a time", async () => {
      const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds)).toISOString();
      // Inserted out of ask order, as gateways with their own clocks may commit them.
      const late = pendingRecord({ id: "late", createdAt: at(30) });
      const early = pendingRecord({ id: "early", createdAt: at(5) });
      const sameB = pendingRecord({ id: "same-b", createdAt: at(20) });
      const sameA = pendingRecord({ id: "same-a", createdAt: at(20) });
      const before = pendingRecord({ id: "before", createdAt: at(1) });
      const ended = pendingRecord({ id: "ended", createdAt: at(25) });
      for (const record of [late, early, sameB, sameA, before, ended]) await store().insert(record);
      await store().end(ended.id, {
        status: "cancelled",
        endedAt: at(26),
        endedBy: { kind: "abort" },
      });
      const ids = (records: Array<{ id: string }>) => records.map((record) => record.id);
      const since = { pendingAskedSince: at(5) };
      // Equal ask times keep the order they were stored in.
      expect(ids(await store().list(since))).toEqual(["early", "same-b", "same-a", "late"]);
      expect(ids(await store().list({ ...since, limit: 2 }))).toEqual(["early", "same-b"]);
      expect(ids(await store().list({ ...since, after: "same-b", limit: 2 }))).toEqual([
        "same-a",
        "late",
      ]);
      expect(ids(await store().list({ ...since, after: "late", limit: 2 }))).toEqual([]);
      expect(ids(await store().list({ pendingAskedSince: at(31) }))).toEqual([]);
    });

    it("gives the next deadlines of pending questions, earliest first, then by id", async () => {
      const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes)).toISOString();
      const late = pendingRecord({ id: "late", expiresAt: at(30) });
      const soonB = pendingRecord({ id: "soon-b", expiresAt: at(5) });
      const soonA = pendingRecord({ id: "soon-a", expiresAt: at(5) });
      const ended = pendingRecord({ id: "ended", expiresAt: at(1) });
      for (const record of [late, soonB, soonA, ended]) await store().insert(record);
      expect(await store().nextDeadlines(10)).toEqual([
        { id: "ended", expiresAt: at(1) },
        { id: "soon-a", expiresAt: at(5) },
        { id: "soon-b", expiresAt: at(5) },
        { id: "late", expiresAt: at(30) },
      ]);
      await store().end(ended.id, {
        status: "cancelled",
        endedAt: at(0),
        endedBy: { kind: "abort" },
      });
      expect(await store().nextDeadlines(2)).toEqual([
        { id: "soon-a", expiresAt: at(5) },
        { id: "soon-b", expiresAt: at(5) },
      ]);
      expect(await store().nextDeadlines(0)).toEqual([]);
      expect(await store().countPending()).toBe(3);
    });

    it("lists the questions asked or ended since a time", async () => {
      const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes)).toISOString();
      const old = pendingRecord({ createdAt: at(0), expiresAt: at(60) });
      const endedLater = pendingRecord({ createdAt: at(0), expiresAt: at(60) });
      const askedLater = pendingRecord({ createdAt: at(10), expiresAt: at(60) });
      for (const record of [old, endedLater, askedLater]) await store().insert(record);
      await store().end(endedLater.id, {
        status: "cancelled",
        endedAt: at(20),
        endedBy: { kind: "abort" },
      });
      const ids = async (since: string) =>
        (await store().list({ changedSince: since })).map((record) => record.id);
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
      await store().insert(record);
      await store().end(record.id, {
        status: "answered",
        endedAt: atDeadline(record, -1),
        endedBy: { kind: "human", surface: "api" },
        answers: { q: [tricky, "b"] },
      });
      const stored = await store().get(record.id);
      expect(stored?.questions).toEqual(record.questions);
      expect(stored?.answers).toEqual({ q: [tricky, "b"] });
    });

    it("ends a question as delivery_failed before its deadline, with the reason", async () => {
      const record = pendingRecord();
      await store().insert(record);
      const ending = {
        status: "delivery_failed" as const,
        endedAt: atDeadline(record, -890_000),
        endedBy: { kind: "delivery" as const, detail: "telegram 123: Bad Request: chat not found" },
      };
      expect(await store().end(record.id, ending)).toEqual({
        kind: "ended",
        record: { ...record, ...ending },
      });
      expect(await store().list({ status: "delivery_failed" })).toEqual([{ ...record, ...ending }]);
    });

    if (!reopen) return;
    it("keeps pending and ended questions across a reopen", async () => {
      const pending = pendingRecord();
      const ended = pendingRecord();
      await store().insert(pending);
      await store().insert(ended);
      const ending = {
        status: "skipped" as const,
        endedAt: atDeadline(ended, -1),
        endedBy: { kind: "human" as const, surface: "telegram", userId: "42" },
      };
      await store().end(ended.id, ending);
      await store().putSessionSettings(pending.sessionId, { locale: "de" });
      await reopen();
      expect(await store().getSessionSettings(pending.sessionId)).toEqual({ locale: "de" });
      expect(await store().get(pending.id)).toEqual(pending);
      expect(await store().get(ended.id)).toEqual({ ...ended, ...ending });
      // The one-pending-per-session rule holds after the reopen too.
      const busy = await store().insert(pendingRecord({ sessionId: pending.sessionId }));
      expect(busy.kind).toBe("session_busy");
    });
  });
}
