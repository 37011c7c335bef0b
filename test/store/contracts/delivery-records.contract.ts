import { expect, it } from "vitest";
import { pendingRecord } from "../../support/question-records.js";
import { describeStore, type StoreContractOptions } from "./describe-store.js";

/** The contract of `DeliveryRecords`: deliveries. */
export function deliveryRecordsContract(options: StoreContractOptions): void {
  describeStore(options, "deliveries", ({ store, reopen }) => {
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
      await store().putDelivery(first);
      await store().putDelivery(second);
      await store().putDelivery(other);
      expect(await store().listDeliveries({ questionId: "q-a" })).toEqual([first, second]);
      expect(
        await store().listDeliveries({ channel: "telegram", chatId: "1", messageId: "11" }),
      ).toEqual([other]);
      expect(await store().listDeliveries({ channel: "slack" })).toEqual([]);

      const key = { questionId: "q-a", channel: "telegram", chatId: "1" };
      const closedAt = "2026-01-01T00:00:05.000Z";
      const closes = await Promise.all([
        store().closeDelivery(key, closedAt),
        store().closeDelivery(key, closedAt),
      ]);
      expect(closes.filter(Boolean)).toHaveLength(1);
      expect(await store().listDeliveries({ questionId: "q-a", open: true })).toEqual([second]);
      expect(await store().listDeliveries({ questionId: "q-a" })).toEqual([
        { ...first, closedAt },
        second,
      ]);
      expect(await store().closeDelivery({ ...key, chatId: "missing" }, closedAt)).toBe(false);

      // Delivering again to the same chat replaces the handle.
      await store().putDelivery({ ...second, messageId: "21" });
      expect(await store().listDeliveries({ questionId: "q-a", chatId: "2" })).toEqual([
        { ...second, messageId: "21" },
      ]);
    });

    it("finds the open prompts of questions that are no longer pending", async () => {
      const live = pendingRecord();
      const ended = pendingRecord();
      await store().insert(live);
      await store().insert(ended);
      await store().end(ended.id, {
        status: "cancelled",
        endedAt: ended.createdAt,
        endedBy: { kind: "abort" },
      });
      const prompt = (questionId: string, chatId: string) => ({
        questionId,
        channel: "telegram",
        chatId,
        messageId: `m-${chatId}`,
        deliveredAt: "2026-01-01T00:00:01.000Z",
      });
      await store().putDelivery(prompt(live.id, "1"));
      await store().putDelivery(prompt(ended.id, "2"));
      await store().putDelivery(prompt(ended.id, "3"));
      // A question the store does not hold is no longer pending either.
      await store().putDelivery(prompt("gone", "4"));
      await store().closeDelivery(
        { questionId: ended.id, channel: "telegram", chatId: "3" },
        "2026-01-01T00:00:02.000Z",
      );
      expect(await store().listDeliveries({ open: true, ofEndedQuestions: true })).toEqual([
        prompt(ended.id, "2"),
        prompt("gone", "4"),
      ]);
    });

    it("finds the reservations whose send has not returned, and no other delivery", async () => {
      const delivery = (questionId: string, messageId: string, reminderStep?: number) => ({
        questionId,
        channel: "slack",
        chatId: "C1",
        messageId,
        deliveredAt: "2026-01-01T00:00:01.000Z",
        ...(reminderStep === undefined ? {} : { reminderStep }),
      });
      await store().putDelivery(delivery("q-sent", "1700000000.000100"));
      await store().putDelivery(delivery("q-cut", ""));
      await store().putDelivery(delivery("q-sent", "", 1));
      await store().putDelivery(delivery("q-refused", ""));
      await store().closeDelivery(
        { questionId: "q-refused", channel: "slack", chatId: "C1" },
        "2026-01-01T00:00:02.000Z",
      );
      expect(await store().listDeliveries({ unsent: true })).toEqual([
        delivery("q-cut", ""),
        delivery("q-sent", "", 1),
      ]);
      // Once the send returns, the reservation is a sent delivery.
      await store().putDelivery(delivery("q-cut", "1700000000.000200"));
      expect(await store().listDeliveries({ unsent: true })).toEqual([delivery("q-sent", "", 1)]);
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
      await store().putDelivery(prompt);
      await store().putDelivery(reminder);
      await store().putDelivery(second);
      expect(await store().listDeliveries({ questionId: "q-r" })).toEqual([
        prompt,
        reminder,
        second,
      ]);
      expect(
        await store().listDeliveries({
          channel: "slack",
          chatId: "C1",
          messageId: reminder.messageId,
        }),
      ).toEqual([reminder]);

      // Sending a reminder again (a retry) replaces its handle, never the prompt's.
      await store().putDelivery({ ...reminder, messageId: "1700000300.000999" });
      const replaced = { ...reminder, messageId: "1700000300.000999" };
      expect(await store().listDeliveries({ questionId: "q-r" })).toEqual([
        prompt,
        replaced,
        second,
      ]);

      const closedAt = "2026-01-01T00:07:00.000Z";
      const key = { questionId: "q-r", channel: "slack", chatId: "C1" };
      expect(await store().closeDelivery({ ...key, reminderStep: 1 }, closedAt)).toBe(true);
      expect(await store().closeDelivery({ ...key, reminderStep: 1 }, closedAt)).toBe(false);
      expect(await store().closeDelivery({ ...key, reminderStep: 2 }, closedAt)).toBe(false);
      expect(await store().listDeliveries({ questionId: "q-r", open: true })).toEqual([
        prompt,
        second,
      ]);
      expect(await store().closeDelivery(key, closedAt)).toBe(true);
      expect(await store().listDeliveries({ questionId: "q-r", open: true })).toEqual([second]);
    });

    if (!reopen) return;
    it("keeps deliveries and awaited words across a reopen", async () => {
      const delivery = {
        questionId: "q-r",
        channel: "telegram",
        chatId: "7",
        messageId: "70",
        deliveredAt: "2026-01-01T00:00:01.000Z",
      };
      await store().putDelivery(delivery);
      const reminder = { ...delivery, messageId: "71", reminderStep: 2 };
      await store().putDelivery(reminder);
      const awaited = {
        channel: "telegram",
        chatId: "7",
        userId: "42",
        questionId: "q-r",
        messageId: "70",
        requestedAt: "2026-01-01T00:00:02.000Z",
      };
      await store().awaitWords(awaited);
      await reopen();
      expect(await store().listDeliveries({ open: true })).toEqual([delivery, reminder]);
      expect(await store().takeAwaitedWords(awaited)).toEqual(awaited);
    });
  });
}
