import { expect, it } from "vitest";
import { describeStore, type StoreContractOptions } from "./describe-store.js";

const firstKeys = { publicKey: "public-1", privateKey: "private-1" };
const secondKeys = { publicKey: "public-2", privateKey: "private-2" };

/** The contract of `VapidKeyStore`: VAPID keys. */
export function vapidKeyStoreContract(options: StoreContractOptions): void {
  describeStore(options, "VAPID keys", ({ store }) => {
    it("keeps the first VAPID key pair it is given", async () => {
      expect(await store().vapidKeys(firstKeys)).toEqual(firstKeys);
      expect(await store().vapidKeys(secondKeys)).toEqual(firstKeys);
    });

    it("gives every racing caller the same VAPID key pair", async () => {
      const candidates = Array.from({ length: 10 }, (_, index) => ({
        publicKey: `public-${index}`,
        privateKey: `private-${index}`,
      }));
      const pairs = await Promise.all(candidates.map((candidate) => store().vapidKeys(candidate)));
      expect(candidates).toContainEqual(pairs[0]);
      expect(new Set(pairs.map((pair) => JSON.stringify(pair))).size).toBe(1);
    });
  });
}
