import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  ask,
  DESKTOP,
  openSession,
  PHONE,
  setSessionLocale,
  shownText,
  useChromium,
} from "../support/browser.js";
import { storedDeviceToken } from "../support/device-token.js";
import { deployPrompt } from "../support/prompts.js";
import { routeGatewayPush, stubPushService } from "../support/push-service-stub.js";

// "Notify me on this device" in the Control UI: a real service worker and permission, the push
// service stubbed (see push-service-stub.ts), and the gateway's push routes answered by
// routeGatewayPush until the gateway has them.

const TOKEN = "notify-switch-token";
const openPage = useChromium();

function notifySwitch(page: Page) {
  return page.getByRole("switch", { name: "Notify me on this device" });
}

describe("The notification switch in Chromium", () => {
  it("subscribes this device with the gateway, keeps the token for the worker, and unsubscribes", async () => {
    const ui = await openPage({ context: PHONE, token: TOKEN });
    const { page, context, url } = ui;
    await stubPushService(context, url);
    const calls = await routeGatewayPush(page);
    await context.grantPermissions(["notifications"], { origin: url });
    await page.goto(`${url}/?token=${TOKEN}`);

    const toggle = notifySwitch(page);
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    expect(await toggle.isChecked()).toBe(false);
    expect(await shownText(page.locator("ask-user-device-panel #notify-note"))).toBe(
      "Turning this on keeps the access token on this device, so a notification can send your answer.",
    );

    // On, by keyboard.
    await toggle.focus();
    await page.keyboard.press("Space");
    await expect.poll(() => toggle.isChecked()).toBe(true);
    expect(await toggle.isEnabled()).toBe(true);
    const posted = calls.filter((call) => call.method === "POST");
    expect(posted).toEqual([
      {
        method: "POST",
        path: "/v1/push/subscriptions",
        body: {
          endpoint: expect.stringMatching(new RegExp(`^${url}/push/[0-9a-f-]{36}$`)),
          expirationTime: null,
          keys: {
            p256dh: expect.stringMatching(/^[\w-]{80,}$/),
            auth: expect.stringMatching(/^[\w-]{16,}$/),
          },
          label: expect.stringMatching(/^.{1,100}$/),
        },
      },
    ]);
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toContain("GET /v1/push/key");
    expect(await storedDeviceToken(page)).toBe(TOKEN);

    // Still on after a reload: the browser has the subscription and the gateway lists it.
    await page.reload();
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    expect(await toggle.isChecked()).toBe(true);

    // Off: the gateway forgets this device's subscription, and the token leaves the device.
    await toggle.click();
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    expect(calls.filter((call) => call.method === "DELETE")).toEqual([
      { method: "DELETE", path: "/v1/push/subscriptions/sub-1", body: undefined },
    ]);
    expect(await storedDeviceToken(page)).toBeNull();
    expect(
      await page.evaluate(
        "navigator.serviceWorker.ready.then((r) => r.pushManager.getSubscription())",
      ),
    ).toBeNull();
  });

  it("is disabled with the reason when notifications are blocked", async () => {
    const ui = await openPage({ context: PHONE });
    const { page, context, url } = ui;
    await stubPushService(context, url);
    const calls = await routeGatewayPush(page);
    // No permission granted: headless Chromium answers the request with "denied".
    await page.goto(`${url}/`);
    const toggle = notifySwitch(page);
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    await toggle.click();
    await expect.poll(() => toggle.isDisabled()).toBe(true);
    expect(await toggle.isChecked()).toBe(false);
    const blocker = page.locator("ask-user-device-panel #notify-blocker");
    expect(await shownText(blocker)).toBe(
      "Notifications are blocked for this site in the browser's settings.",
    );
    expect(await toggle.getAttribute("aria-describedby")).toContain("notify-blocker");
    expect(calls.filter((call) => call.method !== "GET")).toEqual([]);
    expect(await storedDeviceToken(page)).toBeNull();
  });

  it("speaks the browser's language while no session is open, and the session's in one", async () => {
    const ui = await openPage({ context: { ...DESKTOP, locale: "th-TH" } });
    const { page, context, url } = ui;
    await stubPushService(context, url);
    await routeGatewayPush(page);
    await page.goto(`${url}/`);
    const section = page.locator("ask-user-device-panel section");
    expect(await section.getAttribute("lang")).toBe("th");
    expect(await page.getByRole("heading", { name: "อุปกรณ์นี้" }).isVisible()).toBe(true);
    expect(await page.getByRole("switch", { name: "แจ้งเตือนฉันบนอุปกรณ์นี้" }).count()).toBe(1);

    await ask(url, { sessionId: "de-session", ...deployPrompt() });
    await setSessionLocale(url, "de-session", "de");
    await openSession(page, url, "de-session");
    await expect.poll(() => section.getAttribute("lang")).toBe("de");
    expect(await page.getByRole("heading", { name: "Dieses Gerät" }).isVisible()).toBe(true);
    expect(
      await page.getByRole("switch", { name: "Auf diesem Gerät benachrichtigen" }).count(),
    ).toBe(1);
  });
});
