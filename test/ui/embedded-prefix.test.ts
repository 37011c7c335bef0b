import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGateway, type EmbeddedGateway } from "../../src/server/index.js";
import { questionPanel } from "../support/browser.js";
import { launchBrowser } from "../support/chromium.js";
import { deployPrompt } from "../support/prompts.js";

// The Control UI of an embedded gateway, mounted under /ask-user in a host's node:http server:
// its assets, API calls and event stream all resolve under the prefix in a real browser.

const TOKEN = "prefix-token";

describe("Control UI under a host's path prefix, in Chromium", () => {
  let browser: Browser;
  let gateway: EmbeddedGateway;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    gateway = await createGateway({ basePath: "/ask-user", token: TOKEN });
    server = createServer((request, response) => {
      if (!gateway.handleNodeRequest(request, response)) response.end("the host");
    });
    server.on("upgrade", (request, socket, head) => {
      if (!gateway.handleNodeUpgrade(request, socket, head)) socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await browser?.close();
    server?.close();
    await gateway?.close();
    server?.closeAllConnections();
  });

  it("loads from the bare prefix, follows questions live and answers an in-process ask", async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(String(error)));
    page.on("response", (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    try {
      await page.goto(`${url}/ask-user?token=${TOKEN}`);
      expect(page.url()).toBe(`${url}/ask-user/`);
      await page.getByRole("status").filter({ hasText: "Live" }).waitFor();

      const result = gateway.ask(deployPrompt(), { sessionId: "embedded" });
      const panel = questionPanel(page);
      await panel.getByRole("radio", { name: "Production" }).click();
      await page.keyboard.press("Enter");
      expect(await result).toStrictEqual({
        status: "answered",
        answers: { answers: { deploy_target: ["Production"] } },
      });
      expect(problems).toStrictEqual([]);
    } finally {
      await page.close();
    }
  });
});
