import type { ReactiveController, ReactiveControllerHost } from "lit";
import { fromBase64Url } from "../../core/base64url.js";
import { deleteDeviceToken, writeDeviceToken } from "../state/device-token.js";
import { appServiceWorker } from "./app-service-worker.js";
import { deviceLabel } from "./device-label.js";
import { isIosDevice, isStandalone } from "./home-screen.js";
import { HostState } from "./host-state.js";
import type { PushApi } from "./push-api.js";

/** Why the switch is off or cannot be used; each has a sentence in ui-text.ts. */
export type NotificationsBlocker = "unsupported" | "denied" | "iosHomeScreenOnly" | "failed";

export interface NotificationsState {
  /** On: this browser has a push subscription and the gateway lists its endpoint. */
  on: boolean;
  /** The switch can be used (not while checking or switching, nor without the Push API). */
  usable: boolean;
  blocker: NotificationsBlocker | undefined;
}

/**
 * "Notify me on this device": a Web Push subscription of this browser, registered with the
 * gateway, and the human token kept for the service worker (state/device-token.ts) so a
 * notification's buttons can answer.
 */
export class DeviceNotifications implements ReactiveController {
  #api: PushApi;
  #token: () => string | undefined;
  #state: HostState<NotificationsState>;

  constructor(host: ReactiveControllerHost, api: PushApi, token: () => string | undefined) {
    this.#state = new HostState<NotificationsState>(host, {
      on: false,
      usable: false,
      blocker: undefined,
    });
    this.#api = api;
    this.#token = token;
    host.addController(this);
  }

  get state(): NotificationsState {
    return this.#state.value;
  }

  hostConnected(): void {
    void this.#run(() => this.#check());
  }

  turnOn(): Promise<void> {
    return this.#run(async () => {
      const permission = await Notification.requestPermission();
      if (permission !== "granted")
        return { on: false, blocker: permission === "denied" ? "denied" : undefined };
      const registration = await this.#registration();
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: applicationServerKey(await this.#api.publicKey()),
        }));
      await this.#api.subscribe(subscription.toJSON(), deviceLabel());
      await writeDeviceToken(this.#token());
      return { on: true };
    });
  }

  turnOff(): Promise<void> {
    return this.#run(async () => {
      const registration = await this.#registration();
      const subscription = await registration.pushManager.getSubscription();
      if (subscription) {
        const listed = await this.#api.subscriptions();
        const mine = listed.find(({ endpoint }) => endpoint === subscription.endpoint);
        if (mine) await this.#api.unsubscribe(mine.id);
        await subscription.unsubscribe();
      }
      await deleteDeviceToken();
      return { on: false };
    });
  }

  /** The person entered another token: the service worker answers with the new one. */
  tokenChanged(): void {
    if (this.state.on) void writeDeviceToken(this.#token()).catch(() => {});
  }

  async #check(): Promise<Partial<NotificationsState>> {
    const blocker = blockerOfThisBrowser();
    if (blocker) return { on: false, blocker };
    // No service worker (e.g. Vite's dev server, which does not build one): nothing to switch.
    const registration = await appServiceWorker();
    if (!registration) return { on: false, blocker: "unsupported" };
    const subscription = await registration.pushManager.getSubscription();
    if (!subscription) return { on: false };
    const listed = await this.#api.subscriptions();
    const on = listed.some(({ endpoint }) => endpoint === subscription.endpoint);
    if (on) await writeDeviceToken(this.#token());
    return { on };
  }

  async #registration(): Promise<ServiceWorkerRegistration> {
    const registration = await appServiceWorker();
    if (!registration) throw new Error("no service worker");
    return registration;
  }

  /** Runs one change with the switch held, and shows its outcome (an error as "failed"). */
  async #run(change: () => Promise<Partial<NotificationsState>>): Promise<void> {
    this.#state.update({ usable: false, blocker: undefined });
    let outcome: Partial<NotificationsState>;
    try {
      outcome = await change();
    } catch {
      outcome = { on: false, blocker: "failed" };
    }
    const blocker = outcome.blocker;
    this.#state.update({
      blocker: undefined,
      ...outcome,
      usable: blocker === undefined || blocker === "failed",
    });
  }
}

/** What keeps this browser from notifying at all, before asking anything. */
function blockerOfThisBrowser(): NotificationsBlocker | undefined {
  if (isIosDevice() && !isStandalone()) return "iosHomeScreenOnly";
  if (!("serviceWorker" in navigator && "PushManager" in window && "Notification" in window))
    return "unsupported";
  if (Notification.permission === "denied") return "denied";
  return undefined;
}

/** The gateway's VAPID public key (base64url) as the bytes `subscribe()` takes. */
function applicationServerKey(publicKey: string): Uint8Array<ArrayBuffer> {
  const bytes = fromBase64Url(publicKey);
  if (!bytes) throw new Error("the gateway's VAPID key is not base64url");
  return bytes;
}
