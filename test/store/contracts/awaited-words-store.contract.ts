import { expect, it } from "vitest";
import { describeStore, type StoreContractOptions } from "./describe-store.js";

/** The contract of `AwaitedWordsStore`: awaited words. */
export function awaitedWordsStoreContract(options: StoreContractOptions): void {
  describeStore(options, "awaited words", ({ store }) => {
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
      expect(await store().takeAwaitedWords(key)).toBeUndefined();
      await store().awaitWords(request);
      await store().awaitWords({ ...request, userId: "43" });
      // A second Other… by the same user replaces the first.
      await store().awaitWords({ ...request, questionId: "q-b", messageId: "11" });
      const takes = await Promise.all([
        store().takeAwaitedWords(key),
        store().takeAwaitedWords(key),
      ]);
      expect(takes.filter(Boolean)).toEqual([{ ...request, questionId: "q-b", messageId: "11" }]);
      expect(await store().takeAwaitedWords(key)).toBeUndefined();
      expect(await store().takeAwaitedWords({ ...key, userId: "43" })).toEqual({
        ...request,
        userId: "43",
      });
    });
  });
}
