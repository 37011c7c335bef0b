import { describe, expect, it } from "vitest";
import { PHONE, useChromium } from "../support/browser.js";
import { untilWorkerControls } from "../support/service-worker-page.js";

// The service worker keeps the app shell, and only that: offline, the Control UI still opens,
// while the API fails as it should instead of answering from a cache.

const openPage = useChromium();

describe("The Control UI offline, in Chromium", () => {
  it("opens from the service worker's cache while the API stays uncached", async () => {
    const { page, context, url } = await openPage({ context: PHONE });
    await page.goto(`${url}/`);
    await page.getByRole("status").filter({ hasText: "Live" }).waitFor();
    await untilWorkerControls(page);
    // Online, the API answers as usual; the cache holds the shell and nothing else.
    expect(await page.evaluate("fetch('v1/sessions').then((response) => response.status)")).toBe(
      200,
    );
    const cached: string[] = await page.evaluate(`(async () => {
      const urls = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      return urls;
    })()`);
    expect(cached).toContain(`${url}/index.html`);
    expect(cached.length).toBeGreaterThan(1);
    for (const entry of cached) expect(entry).toMatch(new RegExp(`^${url}/(index\\.html|assets/)`));

    await context.setOffline(true);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    // The app shell: <ask-user-app> draws its chrome and "This device", and knows it is offline.
    await page.getByRole("heading", { name: "This device" }).waitFor();
    expect(await page.getByText("ask-user Control UI").isVisible()).toBe(true);
    await page.getByRole("status").filter({ hasText: "Reconnecting…" }).waitFor();
    for (const path of ["v1/sessions", "openapi.json", "healthz", "metrics"])
      expect(
        await page.evaluate(`fetch(${JSON.stringify(path)}).then(
          (response) => "answered " + response.status,
          (error) => error.name,
        )`),
        path,
      ).toBe("TypeError");

    await context.setOffline(false);
    await page.getByRole("status").filter({ hasText: "Live" }).waitFor();
  });
});
