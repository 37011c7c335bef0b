import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
import { LOOPBACK_PUSH, LocalPushService } from "../support/local-push-service.js";
import { deployPrompt } from "../support/prompts.js";
import { stubPushService } from "../support/push-service-stub.js";

// "Notify me on this device" in the Control UI: a real service worker, permission and gateway,
// and the browser's push service replaced by a local one (see push-service-stub.ts) on loopback,
// which the gateway takes only with ASK_USER_PUSH_ALLOW_PRIVATE=1 (LOOPBACK_PUSH).

const TOKEN = "notify-switch-token";
const openPage = useChromium();
let pushService: LocalPushService;
beforeAll(async () => {
  pushService = await LocalPushService.start();
});
afterAll(() => pushService.close());

/** The devices the gateway notifies, as its API lists them. */
async function devicesOf(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}/v1/push/subscriptions`, { headers });
  expect(response.status).toBe(200);
  return ((await response.json()) as { subscriptions: Array<Record<string, unknown>> })
    .subscriptions;
}

function notifySwitch(page: Page) {
  return page.getByRole("switch", { name: "Notify me on this device" });
}

describe("The notification switch in Chromium", () => {
  it("subscribes this device with the gateway, keeps the token for the worker, and unsubscribes", async () => {
    const ui = await openPage({ context: PHONE, token: TOKEN, settings: { push: LOOPBACK_PUSH } });
    const { page, context, url, headers } = ui;
    const device = pushService.subscribe();
    await stubPushService(context, device);
    const keyRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/v1/push/key")) keyRequests.push(request.method());
    });
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
    expect(await devicesOf(url, headers)).toEqual([
      {
        id: expect.any(String),
        endpoint: device.endpoint,
        label: expect.stringMatching(/^.{1,100}$/),
        createdAt: expect.any(String),
      },
    ]);
    expect(keyRequests).toEqual(["GET"]);
    expect(await storedDeviceToken(page)).toBe(TOKEN);

    // Still on after a reload: the browser has the subscription and the gateway lists it.
    await page.reload();
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    expect(await toggle.isChecked()).toBe(true);

    // Off: the gateway forgets this device's subscription, and the token leaves the device.
    await toggle.click();
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    expect(await devicesOf(url, headers)).toEqual([]);
    expect(await storedDeviceToken(page)).toBeNull();
    expect(
      await page.evaluate(
        "navigator.serviceWorker.ready.then((r) => r.pushManager.getSubscription())",
      ),
    ).toBeNull();
  });

  it("is disabled with the reason when notifications are blocked", async () => {
    const ui = await openPage({ context: PHONE, settings: { push: LOOPBACK_PUSH } });
    const { page, context, url } = ui;
    await stubPushService(context, pushService.subscribe());
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
    expect(await devicesOf(url)).toEqual([]);
    expect(await storedDeviceToken(page)).toBeNull();
  });

  it("speaks the browser's language while no session is open, and the session's in one", async () => {
    const ui = await openPage({
      context: { ...DESKTOP, locale: "th-TH" },
      settings: { push: LOOPBACK_PUSH },
    });
    const { page, context, url } = ui;
    await stubPushService(context, pushService.subscribe());
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

    await ask(url, { sessionId: "es-session", ...deployPrompt() });
    await setSessionLocale(url, "es-session", "es");
    await openSession(page, url, "es-session");
    await expect.poll(() => section.getAttribute("lang")).toBe("es");
    expect(await page.getByRole("heading", { name: "Este dispositivo" }).isVisible()).toBe(true);
    expect(await page.getByRole("switch", { name: "Avisarme en este dispositivo" }).count()).toBe(
      1,
    );
  });
});
