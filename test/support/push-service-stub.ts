import type { BrowserContext, Page } from "playwright-core";

/**
 * A push service for the page: Chromium's real one (Google's FCM) is out of reach from a test
 * machine, so `PushManager.prototype.subscribe`/`getSubscription` hand out one subscription-like
 * object with an endpoint on the gateway's own origin. Everything else (permission, the service
 * worker, the gateway's routes) stays real.
 */
export async function stubPushService(context: BrowserContext, origin: string): Promise<void> {
  // A string, not a function: this project's type check has no DOM types.
  await context.addInitScript(`(() => {
    const endpoint = ${JSON.stringify(`${origin}/push/`)} + crypto.randomUUID();
    const keys = { p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM", auth: "tBHItJI5svbpez7KI4CCXg" };
    // Kept across reloads, as a browser keeps its subscription.
    const saved = "push-service-stub.endpoint";
    const subscriptionAt = (endpoint) => ({
      endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true },
      toJSON: () => ({ endpoint, expirationTime: null, keys }),
      unsubscribe: async () => { localStorage.removeItem(saved); return true; },
    });
    PushManager.prototype.subscribe = async function () {
      localStorage.setItem(saved, endpoint);
      return subscriptionAt(endpoint);
    };
    PushManager.prototype.getSubscription = async function () {
      const endpoint = localStorage.getItem(saved);
      return endpoint === null ? null : subscriptionAt(endpoint);
    };
  })()`);
}

/** The requests the page made to the gateway's push routes, as "METHOD path" and JSON body. */
export interface PushRouteCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The gateway's push routes (`v1/push/key`, `v1/push/subscriptions`), answered in the browser
 * until the gateway serves them itself: delete this function's use and the real routes answer.
 */
export async function routeGatewayPush(page: Page): Promise<PushRouteCall[]> {
  const calls: PushRouteCall[] = [];
  const subscriptions: Array<{ id: string; endpoint: string; label?: string; createdAt: string }> =
    [];
  await page.route("**/v1/push/**", async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    const body = request.postData() ? request.postDataJSON() : undefined;
    calls.push({ method: request.method(), path, body });
    if (path.endsWith("/v1/push/key"))
      return route.fulfill({
        json: {
          publicKey:
            "BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U",
        },
      });
    if (path.endsWith("/v1/push/subscriptions") && request.method() === "GET")
      return route.fulfill({ json: { subscriptions } });
    if (path.endsWith("/v1/push/subscriptions") && request.method() === "POST") {
      const { endpoint, label } = body as { endpoint: string; label?: string };
      const record = {
        id: `sub-${subscriptions.length + 1}`,
        endpoint,
        label,
        createdAt: new Date().toISOString(),
      };
      subscriptions.push(record);
      return route.fulfill({ status: 201, json: record });
    }
    const id = decodeURIComponent(path.split("/").at(-1) ?? "");
    const index = subscriptions.findIndex((subscription) => subscription.id === id);
    if (request.method() === "DELETE" && index >= 0) {
      subscriptions.splice(index, 1);
      return route.fulfill({ status: 204 });
    }
    return route.fulfill({ status: 404, json: { error: { code: "not_found" } } });
  });
  return calls;
}
