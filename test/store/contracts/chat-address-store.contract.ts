import { expect, it } from "vitest";
import { describeStore, type StoreContractOptions } from "./describe-store.js";

/** The contract of `ChatAddressStore`: chat addresses. */
export function chatAddressStoreContract(options: StoreContractOptions): void {
  describeStore(options, "chat addresses", ({ store, reopen }) => {
    it("keeps where a channel reaches a chat, the latest address per channel and chat", async () => {
      const emea = "https://smba.trafficmanager.net/emea/";
      await store().putChatAddress({ channel: "teams", chatId: "19:abc", address: "https://a/" });
      await store().putChatAddress({ channel: "teams", chatId: "19:abc", address: emea });
      await store().putChatAddress({ channel: "other", chatId: "19:abc", address: "https://b/" });
      expect(await store().getChatAddress("teams", "19:abc")).toBe(emea);
      expect(await store().getChatAddress("other", "19:abc")).toBe("https://b/");
      expect(await store().getChatAddress("teams", "19:ABC")).toBeUndefined();
      expect(await store().getChatAddress("teams", "19:\u0000")).toBeUndefined();
    });

    if (!reopen) return;
    it("keeps chat addresses across a reopen", async () => {
      await store().putChatAddress({ channel: "teams", chatId: "19:k", address: "https://apac/" });
      await reopen();
      expect(await store().getChatAddress("teams", "19:k")).toBe("https://apac/");
    });
  });
}
