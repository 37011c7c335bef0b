import { invalidRequest, toBase64Url } from "../core/index.js";
import type {
  PushSubscriptionRecord,
  PushSubscriptionStore,
  VapidKeyStore,
  VapidKeys,
} from "../store/question-store.js";
import { generateVapidKeys } from "./vapid-keys.js";

/** A device with notifications on, as the API shows it. */
export interface PushDeviceView {
  /** A short stable id derived from the endpoint, for removing the device. */
  id: string;
  endpoint: string;
  label?: string;
  createdAt: string;
}

/** What a browser hands over when it turns notifications on. */
export interface NewPushDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  label?: string;
}

export interface PushDevicesOptions {
  store: PushSubscriptionStore & VapidKeyStore;
  /** The token humans answer with; devices are tied to it. Undefined on a tokenless gateway. */
  humanToken: string | undefined;
  /** Keys from the configuration; without them the store's, generated on first use. */
  vapidKeys?: VapidKeys;
  /**
   * The address rule for endpoints: why one is refused (a private address, say), or undefined.
   * The gateway passes the push channel's; without it any endpoint is taken.
   */
  endpointProblem?: (endpoint: string) => string | undefined;
  now: () => string;
}

/**
 * The human's devices that get Web Push notifications, and the gateway's VAPID keys. A device
 * belongs to the human token it subscribed with: once that token changes, the device is dropped
 * at the next send (it could not answer with the old token anyway).
 */
export class PushDevices {
  readonly #store: PushSubscriptionStore & VapidKeyStore;
  readonly #fingerprint: Promise<string>;
  readonly #configuredKeys: VapidKeys | undefined;
  readonly #endpointProblem: (endpoint: string) => string | undefined;
  readonly #now: () => string;
  #keys: Promise<VapidKeys> | undefined;
  /** `any()`'s last answer and when it was read, by the monotonic clock. */
  #known: { any: Promise<boolean>; readAt: number } | undefined;

  constructor(options: PushDevicesOptions) {
    this.#store = options.store;
    this.#fingerprint = tokenFingerprint(options.humanToken);
    this.#configuredKeys = options.vapidKeys;
    this.#endpointProblem = options.endpointProblem ?? (() => undefined);
    this.#now = options.now;
  }

  /** The VAPID key pair: the configured one, else the store's (generated once, on first use). */
  vapidKeys(): Promise<VapidKeys> {
    if (this.#configuredKeys) return Promise.resolve(this.#configuredKeys);
    this.#keys ??= generateVapidKeys()
      .then((candidate) => this.#store.vapidKeys(candidate))
      .catch((error: unknown) => {
        this.#keys = undefined; // A store outage must not pin the failure.
        throw error;
      });
    return this.#keys;
  }

  /**
   * Turns notifications on for a device; the same endpoint again replaces it. An endpoint the
   * address rule refuses is an `invalid_request` naming the field `endpoint`.
   */
  async add(device: NewPushDevice): Promise<{ device: PushDeviceView; created: boolean }> {
    const problem = this.#endpointProblem(device.endpoint);
    if (problem !== undefined) throw invalidRequest([{ path: "endpoint", message: problem }]);
    const record: PushSubscriptionRecord = {
      endpoint: device.endpoint,
      keys: { p256dh: device.keys.p256dh, auth: device.keys.auth },
      tokenFingerprint: await this.#fingerprint,
      ...(device.label === undefined ? {} : { label: device.label }),
      createdAt: this.#now(),
    };
    const created = await this.#store.putPushSubscription(record);
    this.#known = undefined;
    return { device: await toView(record), created };
  }

  /** The devices of the current human token, in the order they were added. */
  async list(): Promise<PushDeviceView[]> {
    return Promise.all((await this.subscriptions()).map(toView));
  }

  /** Turns notifications off for the device with this id; false when there is none. */
  async remove(id: string): Promise<boolean> {
    for (const subscription of await this.subscriptions())
      if ((await deviceId(subscription.endpoint)) === id) {
        this.#known = undefined;
        return this.#store.deletePushSubscription(subscription.endpoint);
      }
    return false;
  }

  /**
   * Whether any device of the current token has notifications on. Asked for every question, so
   * the answer is kept for a moment: this process's own changes show at once, another
   * gateway's on a shared store within `ANY_DEVICE_FRESH_MS`.
   */
  any(): Promise<boolean> {
    const now = performance.now();
    if (this.#known === undefined || now - this.#known.readAt > ANY_DEVICE_FRESH_MS) {
      const any = this.subscriptions().then((subscriptions) => subscriptions.length > 0);
      this.#known = { any, readAt: now };
      any.catch(() => {
        this.#known = undefined;
      });
    }
    return this.#known.any;
  }

  /** The subscriptions to notify: the current token's. Others are removed on the way. */
  async subscriptions(): Promise<PushSubscriptionRecord[]> {
    const fingerprint = await this.#fingerprint;
    const all = await this.#store.listPushSubscriptions();
    const stale = all.filter((subscription) => subscription.tokenFingerprint !== fingerprint);
    await Promise.all(stale.map((subscription) => this.forget(subscription.endpoint)));
    return all.filter((subscription) => subscription.tokenFingerprint === fingerprint);
  }

  /** Removes a subscription its push service no longer knows (404, 410). */
  async forget(endpoint: string): Promise<void> {
    this.#known = undefined;
    await this.#store.deletePushSubscription(endpoint);
  }
}

/** How long `any()` trusts its last read of the store. */
const ANY_DEVICE_FRESH_MS = 2000;

/** Hex of SHA-256 over the token: enough to tell tokens apart, useless to recover one. */
async function tokenFingerprint(token: string | undefined): Promise<string> {
  if (token === undefined) return "";
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

async function deviceId(endpoint: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(endpoint));
  return toBase64Url(new Uint8Array(digest).slice(0, 12));
}

async function toView(subscription: PushSubscriptionRecord): Promise<PushDeviceView> {
  return {
    id: await deviceId(subscription.endpoint),
    endpoint: subscription.endpoint,
    ...(subscription.label === undefined ? {} : { label: subscription.label }),
    createdAt: subscription.createdAt,
  };
}
