/**
 * The gateway's Web Push routes, seen from the page: its public key, and this human's
 * subscriptions (one per device).
 */
export interface PushSubscriptionRecord {
  id: string;
  endpoint: string;
  label?: string;
  createdAt: string;
}

export class PushApi {
  #base: () => URL;
  #token: () => string | undefined;

  /** `base` is where the API lives (the app's folder); `token` the human token, if any. */
  constructor(base: () => URL, token: () => string | undefined) {
    this.#base = base;
    this.#token = token;
  }

  async publicKey(): Promise<string> {
    const { publicKey } = (await this.#request("GET", "v1/push/key")) as { publicKey: string };
    return publicKey;
  }

  async subscriptions(): Promise<PushSubscriptionRecord[]> {
    const { subscriptions } = (await this.#request("GET", "v1/push/subscriptions")) as {
      subscriptions: PushSubscriptionRecord[];
    };
    return subscriptions;
  }

  async subscribe(
    subscription: PushSubscriptionJSON,
    label: string,
  ): Promise<PushSubscriptionRecord> {
    return (await this.#request("POST", "v1/push/subscriptions", {
      ...subscription,
      label,
    })) as PushSubscriptionRecord;
  }

  async unsubscribe(id: string): Promise<void> {
    await this.#request("DELETE", `v1/push/subscriptions/${encodeURIComponent(id)}`);
  }

  async #request(method: string, path: string, body?: unknown): Promise<unknown> {
    const token = this.#token();
    const response = await fetch(new URL(path, this.#base()), {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
    // A DELETE may answer 204 or 200 with an empty body.
    const text = await response.text();
    return text === "" ? undefined : JSON.parse(text);
  }
}
