import { expect, it } from "vitest";
import type { PushSubscriptionRecord } from "../../../src/store/question-store.js";
import { describeStore, type StoreContractOptions } from "./describe-store.js";

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

/** The contract of `PushSubscriptionStore`: push subscriptions. */
export function pushSubscriptionStoreContract(options: StoreContractOptions): void {
  describeStore(options, "push subscriptions", ({ store, reopen }) => {
    it("keeps push subscriptions in the order first put; the same endpoint replaces in place", async () => {
      expect(await store().listPushSubscriptions()).toEqual([]);
      const laptop = pushSubscription("laptop", { label: "Firefox on Linux" });
      // A device that gave no label comes back without one.
      const phone = pushSubscription("phone");
      expect(await store().putPushSubscription(laptop)).toBe(true);
      expect(await store().putPushSubscription(phone)).toBe(true);
      const listed = await store().listPushSubscriptions();
      expect(listed).toEqual([laptop, phone]);
      expect(listed[1]).not.toHaveProperty("label");

      // Subscribing again (new keys, another token) replaces the record and keeps its place.
      const renewed = pushSubscription("laptop", {
        keys: { p256dh: "p256dh-new", auth: "auth-new" },
        tokenFingerprint: "fp-2",
        label: "ทดสอบ 😀 <b>",
        createdAt: "2026-01-02T00:00:00.123Z",
      });
      expect(await store().putPushSubscription(renewed)).toBe(false);
      expect(await store().listPushSubscriptions()).toEqual([renewed, phone]);
    });

    it("reports a racing put of one new endpoint as new exactly once", async () => {
      const tablet = pushSubscription("tablet");
      const puts = await Promise.all([
        store().putPushSubscription(tablet),
        store().putPushSubscription({ ...tablet, label: "again" }),
      ]);
      expect(puts.filter(Boolean)).toHaveLength(1);
      expect(await store().listPushSubscriptions()).toHaveLength(1);
    });

    it("deletes a push subscription exactly once", async () => {
      const laptop = pushSubscription("laptop");
      const phone = pushSubscription("phone");
      await store().putPushSubscription(laptop);
      await store().putPushSubscription(phone);
      const deletes = await Promise.all([
        store().deletePushSubscription(laptop.endpoint),
        store().deletePushSubscription(laptop.endpoint),
      ]);
      expect(deletes.filter(Boolean)).toHaveLength(1);
      expect(await store().deletePushSubscription(laptop.endpoint)).toBe(false);
      expect(await store().deletePushSubscription("https://push.example/never")).toBe(false);
      // No store can hold U+0000 alike, so no such subscription exists anywhere.
      expect(await store().deletePushSubscription(`${phone.endpoint}\u0000`)).toBe(false);
      expect(await store().listPushSubscriptions()).toEqual([phone]);
    });

    if (!reopen) return;
    it("keeps push subscriptions and the VAPID keys across a reopen", async () => {
      const laptop = pushSubscription("laptop", { label: "Firefox on Linux" });
      const phone = pushSubscription("phone");
      await store().putPushSubscription(laptop);
      await store().putPushSubscription(phone);
      await store().vapidKeys(firstKeys);
      await reopen();
      expect(await store().listPushSubscriptions()).toEqual([laptop, phone]);
      expect(await store().vapidKeys(secondKeys)).toEqual(firstKeys);
      // The order and the one-record-per-endpoint rule hold after the reopen too.
      expect(await store().putPushSubscription({ ...laptop, label: "renamed" })).toBe(false);
      expect(await store().listPushSubscriptions()).toEqual([
        { ...laptop, label: "renamed" },
        phone,
      ]);
    });
  });
}
