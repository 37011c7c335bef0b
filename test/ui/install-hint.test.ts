import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PHONE, shownText, useChromium } from "../support/browser.js";

// The "Install app" hint of the Control UI: Chromium's install offer (`beforeinstallprompt`,
// dispatched here as the browser would, with a prompt() that counts its calls) becomes a button,
// and on an iPhone, where apps install only through Safari's Share menu, the steps show instead.

const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";

const openPage = useChromium();

function offerInstall(page: Page): Promise<void> {
  return page.evaluate(`(() => {
    const offer = new Event("beforeinstallprompt", { cancelable: true });
    offer.prompt = async () => {
      window.installPrompts = (window.installPrompts ?? 0) + 1;
      return { outcome: "accepted" };
    };
    window.dispatchEvent(offer);
    window.offerDefaultPrevented = offer.defaultPrevented;
  })()`);
}

describe("Installing the Control UI, in Chromium", () => {
  it("shows the browser's install offer as a button until it is used or the app is installed", async () => {
    const { page, url } = await openPage({ context: PHONE });
    await page.goto(`${url}/`);
    await page.getByRole("heading", { name: "This device" }).waitFor();
    const install = page.getByRole("button", { name: "Install app" });
    expect(await install.count()).toBe(0);

    await offerInstall(page);
    await install.waitFor();
    // The app's button replaces the browser's own mini-infobar.
    expect(await page.evaluate("window.offerDefaultPrevented")).toBe(true);
    const box = await install.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await install.tap();
    await install.waitFor({ state: "detached" });
    expect(await page.evaluate("window.installPrompts")).toBe(1);

    await offerInstall(page);
    await install.waitFor();
    await page.evaluate(`window.dispatchEvent(new Event("appinstalled"))`);
    await install.waitFor({ state: "detached" });
    expect(await page.evaluate("window.installPrompts")).toBe(1);
  });

  it("on an iPhone's Home Screen, offers nothing to install and lets notifications on", async () => {
    const { page, context, url } = await openPage({
      context: { ...PHONE, userAgent: IPHONE_SAFARI },
    });
    // How Safari says the page runs as a Home Screen app (Chromium cannot emulate display-mode).
    await context.addInitScript(
      `Object.defineProperty(Navigator.prototype, "standalone", { get: () => true })`,
    );
    await page.goto(`${url}/`);
    const toggle = page.getByRole("switch", { name: "Notify me on this device" });
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    await offerInstall(page);
    const panel = page.locator("ask-user-device-panel");
    expect(await panel.locator("#notify-blocker").count()).toBe(0);
    expect(await panel.getByText("Add to Home Screen").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Install app" }).count()).toBe(0);
  });

  it("on an iPhone outside the Home Screen, shows how to add it and why notifications wait", async () => {
    const { page, url } = await openPage({ context: { ...PHONE, userAgent: IPHONE_SAFARI } });
    await page.goto(`${url}/`);
    const panel = page.locator("ask-user-device-panel");
    await panel.getByText("To install the app: tap Share, then Add to Home Screen.").waitFor();
    const toggle = page.getByRole("switch", { name: "Notify me on this device" });
    expect(await toggle.isDisabled()).toBe(true);
    expect(await toggle.isChecked()).toBe(false);
    expect(await shownText(panel.locator("#notify-blocker"))).toBe(
      "On iPhone and iPad, notifications work only in the app added to the Home Screen (iOS 16.4 or later).",
    );
    expect(await page.getByRole("button", { name: "Install app" }).count()).toBe(0);
  });
});
