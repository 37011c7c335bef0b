import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { type RunningGateway, startGateway } from "../../src/gateway/gateway.js";
import { createGateway, type EmbeddedGateway } from "../../src/server/index.js";
import { PHONE } from "../support/browser.js";
import { launchProfileContext } from "../support/profile-context.js";
import { untilWorkerControls } from "../support/service-worker-page.js";

// The Control UI as an installable web app in Chromium: its manifest, icons and service worker,
// checked the way Chromium decides whether to offer "Install app".

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

let cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

async function openInProfile(url: string): Promise<Page> {
  const profile = await launchProfileContext(PHONE);
  cleanups.push(profile.close);
  const page = profile.context.pages()[0] ?? (await profile.context.newPage());
  await page.goto(url);
  // Installable only once a service worker controls the page.
  await untilWorkerControls(page);
  return page;
}

/** A PNG's width and height, from its IHDR chunk. */
async function pngSize(url: string): Promise<string> {
  const response = await fetch(url);
  expect(response.headers.get("content-type")).toBe("image/png");
  const bytes = new DataView(await response.arrayBuffer());
  return `${bytes.getUint32(16)}x${bytes.getUint32(20)}`;
}

describe("The Control UI as an installable app, in Chromium", () => {
  it("has a manifest, icons and a service worker that Chromium accepts for installing", async () => {
    const gateway: RunningGateway = await startGateway({
      host: "127.0.0.1",
      port: 0,
      db: "memory",
      token: undefined,
    });
    cleanups.push(() => gateway.close());
    const { url } = gateway;
    const page = await openInProfile(`${url}/`);
    const cdp = await page.context().newCDPSession(page);

    expect(await cdp.send("Page.getInstallabilityErrors")).toEqual({ installabilityErrors: [] });
    const manifest = await cdp.send("Page.getAppManifest");
    expect(manifest.url).toBe(`${url}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const data = JSON.parse(manifest.data ?? "{}") as Record<string, unknown>;
    expect(data).toMatchObject({
      name: "ask-user",
      short_name: "ask-user",
      display: "standalone",
      start_url: "./",
      scope: "./",
      theme_color: "#ffffff",
      background_color: "#eef1f5",
    });
    const icons = data.icons as ManifestIcon[];
    const pngs = icons.filter((icon) => icon.type === "image/png");
    expect(pngs.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
    for (const icon of pngs) expect(await pngSize(`${url}/${icon.src}`)).toBe(icon.sizes);

    // What index.html links besides the manifest: the Home Screen icon on iOS, the bar colour.
    const head = await page.evaluate(`({
      appleTouchIcon: document.querySelector('link[rel="apple-touch-icon"]').href,
      themeColors: [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) => meta.content),
      appleCapable: document.querySelector('meta[name="apple-mobile-web-app-capable"]').content,
    })`);
    expect(head).toEqual({
      appleTouchIcon: `${url}/icons/apple-touch-icon.png`,
      themeColors: ["#ffffff", "#1a1f27"],
      appleCapable: "yes",
    });
    expect(await pngSize(`${url}/icons/apple-touch-icon.png`)).toBe("180x180");

    // Served with the manifest's own content type, and the worker never from an HTTP cache.
    const manifestResponse = await fetch(`${url}/manifest.webmanifest`);
    expect(manifestResponse.headers.get("content-type")).toBe("application/manifest+json");
    const workerResponse = await fetch(`${url}/sw.js`);
    expect(workerResponse.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(workerResponse.headers.get("cache-control")).toBe("no-cache");
  });

  it("keeps its scope, start URL and worker under a host's path prefix", async () => {
    const gateway: EmbeddedGateway = await createGateway({ basePath: "/ask-user" });
    const server: Server = createServer((request, response) => {
      if (!gateway.handleNodeRequest(request, response)) response.end("the host");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    cleanups.push(async () => {
      server.close();
      server.closeAllConnections();
      await gateway.close();
    });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const page = await openInProfile(`${url}/ask-user/`);
    const cdp = await page.context().newCDPSession(page);

    expect(await cdp.send("Page.getInstallabilityErrors")).toEqual({ installabilityErrors: [] });
    const manifest = await cdp.send("Page.getAppManifest");
    expect(manifest.url).toBe(`${url}/ask-user/manifest.webmanifest`);
    expect(manifest.parsed?.scope).toBe(`${url}/ask-user/`);
    // The app's id is its start URL ("./" resolved against the manifest).
    expect((await cdp.send("Page.getAppId")).appId).toBe(`${url}/ask-user/`);
    expect(
      await page.evaluate(
        "navigator.serviceWorker.ready.then((registration) => registration.scope)",
      ),
    ).toBe(`${url}/ask-user/`);
  });
});
