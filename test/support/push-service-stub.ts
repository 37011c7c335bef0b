import type { BrowserContext } from "playwright-core";
import type { DeviceSubscription } from "./local-push-service.js";

/**
 * Chromium's real push service (Google's FCM) is out of reach from a test machine, so the page's
 * `PushManager.prototype.subscribe`/`getSubscription` hand out `subscription` instead: a device
 * of the test's LocalPushService, whose keys that service holds. Everything else (permission,
 * the service worker, the gateway's routes, the push messages) stays real.
 */
export async function stubPushService(
  context: BrowserContext,
  subscription: DeviceSubscription,
): Promise<void> {
  // A string, not a function: this project's type check has no DOM types.
  await context.addInitScript(`(() => {
    const { endpoint, keys } = ${JSON.stringify(subscription)};
    // Kept across reloads, as a browser keeps its subscription.
    const saved = "push-service-stub.subscribed";
    const subscription = {
      endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true },
      toJSON: () => ({ endpoint, expirationTime: null, keys }),
      unsubscribe: async () => { localStorage.removeItem(saved); return true; },
    };
    PushManager.prototype.subscribe = async function () {
      localStorage.setItem(saved, "1");
      return subscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return localStorage.getItem(saved) === null ? null : subscription;
    };
  })()`);
}
