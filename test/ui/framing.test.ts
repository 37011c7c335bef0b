import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { ask, useChromium, waitForResult } from "../support/browser.js";
import { findFreePort } from "../support/child-gateway.js";

// Click-jacking: a page on another origin lays the Control UI in a frame under a decoy, so a
// human's click there answers a question. The UI may be framed by its own origin only, or by
// the origins in ASK_USER_FRAME_ANCESTORS.

const TEST_TIMEOUT_MS = 30_000;
const SESSION = "framed";
const DEPLOY = {
  id: "deploy_target",
  header: "Deploy",
  question: "Where?",
  options: [{ label: "Staging" }, { label: "Production" }],
};

const openPage = useChromium();

/** A page on another origin (localhost, where the gateway is at 127.0.0.1) that frames `target`. */
async function framingPage(target: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html" });
    response.end(
      `<!doctype html><title>decoy</title><p>Win a prize: click below!</p><iframe id="ui" src="${target}" width="900" height="700"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://localhost:${port}/`, server };
}

describe("the Control UI in a frame", () => {
  let decoy: Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => decoy?.close(resolve) ?? resolve(undefined));
    decoy = undefined;
  });

  it(
    "will not load inside a page of another origin",
    async () => {
      const ui = await openPage();
      const question = await ask(ui.url, {
        sessionId: SESSION,
        questions: [DEPLOY],
      });
      const framing = await framingPage(`${ui.url}/#/sessions/${SESSION}`);
      decoy = framing.server;
      await ui.page.goto(framing.url);
      await ui.page.getByText("Win a prize").waitFor();
      // The frame exists, but its document never became the UI.
      const frame = ui.page.frames().find((candidate) => candidate !== ui.page.mainFrame());
      await ui.page.waitForTimeout(1500);
      const inside = frame ? await frame.locator("ask-user-app").count() : 0;
      expect(inside).toBe(0);
      expect(frame?.url() ?? "").not.toContain("#/sessions/");
      // The question is still pending: nothing could answer it through the frame.
      const status = await fetch(`${ui.url}/v1/questions/${question.id}`);
      expect(((await status.json()) as { status: string }).status).toBe("pending");
      // The refusal is the browser's, reported on the page that framed it: not the UI's own.
      ui.policyViolations.length = 0;
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "loads and answers inside a page whose origin is in ASK_USER_FRAME_ANCESTORS",
    async () => {
      // The framing page's address is known only once it listens: start it first, pointing at
      // the gateway's port chosen up front.
      const port = await findFreePort();
      const framing = await framingPage(`http://127.0.0.1:${port}/#/sessions/${SESSION}`);
      decoy = framing.server;
      const ui = await openPage({
        port,
        settings: { frameAncestors: [new URL(framing.url).origin] },
      });
      const question = await ask(ui.url, {
        sessionId: SESSION,
        questions: [DEPLOY],
      });
      const result = waitForResult(ui.url, question.id);
      await ui.page.goto(framing.url);
      const panel = ui.page
        .frameLocator("#ui")
        .getByRole("region", { name: "Question from the agent" });
      await panel.getByRole("radio", { name: "Production" }).click();
      await panel.getByRole("button", { name: "Submit" }).click();
      expect((await result).body).toEqual({
        status: "answered",
        answers: { answers: { deploy_target: ["Production"] } },
      });
    },
    TEST_TIMEOUT_MS,
  );
});

describe("the Control UI's response headers", () => {
  it("carry a strict policy, frame-ancestors 'self', and nosniff on every file", async () => {
    const ui = await openPage();
    const index = await fetch(`${ui.url}/`);
    const html = await index.text();
    const files = [
      "/",
      "/sw.js",
      "/manifest.webmanifest",
      ...[...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+)"/g)].map((match) => `/${match[1]}`),
    ];
    expect(files.some((file) => file.endsWith(".js"))).toBe(true);
    expect(files.some((file) => file.endsWith(".css"))).toBe(true);
    for (const file of files) {
      const response = await fetch(`${ui.url}${file}`);
      expect(response.status, file).toBe(200);
      const policy = response.headers.get("content-security-policy") ?? "";
      expect(policy, file).toContain("frame-ancestors 'self'");
      expect(policy, file).toContain("script-src 'self'");
      expect(policy, file).not.toContain("unsafe-inline");
      expect(response.headers.get("x-content-type-options"), file).toBe("nosniff");
      expect(response.headers.get("x-frame-options"), file).toBe("SAMEORIGIN");
    }
    // The page holds no inline script or style for the policy to refuse.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/<style/);
  });
});
