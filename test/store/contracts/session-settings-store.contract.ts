import { expect, it } from "vitest";
import { describeStore, type StoreContractOptions } from "./describe-store.js";

/** The contract of `SessionSettingsStore`: session settings. */
export function sessionSettingsStoreContract(options: StoreContractOptions): void {
  describeStore(options, "session settings", ({ store }) => {
    it("keeps session settings, replacing them as a whole", async () => {
      expect(await store().getSessionSettings("s")).toEqual({});
      await store().putSessionSettings("s", { locale: "th" });
      await store().putSessionSettings("t", { locale: "de" });
      expect(await store().getSessionSettings("s")).toEqual({ locale: "th" });
      await store().putSessionSettings("s", {});
      expect(await store().getSessionSettings("s")).toEqual({});
      expect(await store().getSessionSettings("t")).toEqual({ locale: "de" });
    });

    it("keeps session routes next to the locale", async () => {
      const settings = { locale: "th", routes: [{ channel: "telegram", chatId: "-100" }] };
      await store().putSessionSettings("s", settings);
      expect(await store().getSessionSettings("s")).toEqual(settings);
    });
  });
}
