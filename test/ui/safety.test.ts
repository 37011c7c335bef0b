import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  ask,
  countDeep,
  DESKTOP,
  openSession,
  questionPanel,
  summaryLines,
  useChromium,
  waitForResult,
} from "../support/browser.js";
import { RELEASE_SESSION } from "./ui-prompts.js";

// Labels and free text are text, never HTML (SPEC P4); the access token (ASK_USER_TOKEN) is
// asked once or taken from ?token= and removed from the address bar.

const TEST_TIMEOUT_MS = 30_000;
const IMG_LABEL = "<img src=x onerror=alert(1)>";
const SVG_LABEL = '<svg onload="alert(2)"></svg>';
const SCRIPT_QUESTION = "Deploy <script>alert(3)</script> now?";
const DESCRIPTION = '<img src="x" onerror="alert(4)"> <b>bold?</b>';
const MESSAGE = "<img src=x onerror=alert(5)> sent from the composer";
const DETAILS = "<img src=x onerror=alert(6)> $ rm -rf build";

const openPage = useChromium();

describe("Control UI safety in Chromium", () => {
  it(
    "shows markup in labels, questions, descriptions and messages literally and runs nothing",
    async () => {
      const ui = await openPage();
      const { page, url, dialogs } = ui;
      await openSession(page, url, RELEASE_SESSION);
      const question = await ask(url, {
        sessionId: RELEASE_SESSION,
        questions: [
          {
            id: "deploy_target",
            header: "<b>Ship</b>",
            question: SCRIPT_QUESTION,
            options: [{ label: IMG_LABEL, description: DESCRIPTION }, { label: SVG_LABEL }],
            details: DETAILS,
          },
        ],
      });
      const result = waitForResult(url, question.id);
      const panel = questionPanel(page);
      await panel.waitFor();

      // The text is on screen as written.
      for (const text of [IMG_LABEL, SVG_LABEL, SCRIPT_QUESTION, DESCRIPTION, "<b>Ship</b>"])
        expect(await panel.getByText(text, { exact: true }).isVisible(), text).toBe(true);
      expect(await panel.getByRole("group", { name: SCRIPT_QUESTION, exact: true }).count()).toBe(
        1,
      );
      // ... and never became elements, anywhere, shadow roots included.
      await page.waitForTimeout(300); // an injected <img src=x> would have errored by now
      expect(await countDeep(page, "img")).toBe(0);
      expect(await countDeep(page, "svg")).toBe(0);
      expect(await countDeep(page, "i, b")).toBe(0);
      expect(await countDeep(page, "script")).toBe(1); // the page's own bundle
      expect(await page.locator("img").count()).toBe(0);
      expect(dialogs).toEqual([]);

      // The details are one tap away, closed at first, and text once open.
      const details = panel.getByText(DETAILS, { exact: true });
      expect(await details.isVisible()).toBe(false);
      await panel.getByText("Show all", { exact: true }).click();
      expect(await details.isVisible()).toBe(true);
      await page.waitForTimeout(300);
      expect(await countDeep(page, "img")).toBe(0);
      expect(dialogs).toEqual([]);

      const radio = panel.getByRole("radio", { name: IMG_LABEL, exact: true });
      await radio.click();
      await panel.getByRole("button", { name: "Submit" }).click();
      expect(await result).toEqual({
        status: 200,
        body: { status: "answered", answers: { answers: { deploy_target: [IMG_LABEL] } } },
      });

      // The summary in the timeline and a message from the composer: text as well.
      await expect
        .poll(() => summaryLines(page, question.id).allInnerTexts())
        .toEqual([`<b>Ship</b>: ${IMG_LABEL}`]);
      await page.getByRole("textbox", { name: "Message" }).fill(MESSAGE);
      await page.getByRole("button", { name: "Send" }).click();
      await page.locator("[data-message-id]").getByText(MESSAGE, { exact: true }).waitFor();
      await page.waitForTimeout(300);
      expect(await countDeep(page, "img")).toBe(0);
      expect(await countDeep(page, "svg, i, b")).toBe(0);
      expect(await countDeep(page, "script")).toBe(1);
      expect(dialogs).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "takes ?token= once, removes it from the address bar, and keeps it for the session",
    async () => {
      const ui = await openPage({ token: "tok" });
      const { page, url, headers } = ui;
      await openSession(page, url, RELEASE_SESSION, "?token=tok");
      expect(page.url()).toBe(`${url}/#/sessions/${RELEASE_SESSION}`);
      expect(await page.evaluate("sessionStorage.getItem('ask-user.token')")).toBe("tok");
      expect(await page.getByLabel("Access token").count()).toBe(0);

      const question = await ask(
        url,
        { sessionId: RELEASE_SESSION, questions: [{ ...tokenQuestion() }] },
        headers,
      );
      const result = waitForResult(url, question.id, headers);
      const panel = questionPanel(page);
      await panel.getByRole("radio", { name: "Yes" }).click();
      await panel.getByRole("button", { name: "Submit" }).click();
      expect(await result).toEqual({
        status: 200,
        body: { status: "answered", answers: { answers: { rotate: ["Yes"] } } },
      });

      // A reload, without the token in the address, still works.
      await page.reload();
      await page.getByRole("status").filter({ hasText: "Live" }).waitFor();
      await expect
        .poll(() => summaryLines(page, question.id).allInnerTexts())
        .toEqual(["Rotate: Yes"]);
      expect(await page.getByLabel("Access token").count()).toBe(0);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "without a token the page asks for it, refuses a wrong one, and works with the right one",
    async () => {
      const ui = await openPage({ token: "tok" });
      const { page, url, headers } = ui;
      const question = await ask(url, { sessionId: RELEASE_SESSION, ...tokenPrompt() }, headers);
      const result = waitForResult(url, question.id, headers);

      await page.goto(`${url}/#/sessions/${RELEASE_SESSION}`);
      const field = page.getByLabel("Access token");
      await field.waitFor();
      expect(await questionPanel(page).count()).toBe(0);
      expect(await page.getByRole("list", { name: "Timeline" }).count()).toBe(0);

      await field.fill("wrong");
      await page.getByRole("button", { name: "Continue" }).click();
      await page.getByRole("alert").filter({ hasText: "That token was not accepted." }).waitFor();
      expect(await page.evaluate("sessionStorage.getItem('ask-user.token')")).toBeNull();

      await page.getByLabel("Access token").fill("tok");
      await page.getByRole("button", { name: "Continue" }).click();
      await page.getByRole("status").filter({ hasText: "Live" }).waitFor();
      const panel = questionPanel(page);
      await panel.getByRole("radio", { name: "No" }).click();
      await panel.getByRole("button", { name: "Submit" }).click();
      expect(await result).toEqual({
        status: 200,
        body: { status: "answered", answers: { answers: { rotate: ["No"] } } },
      });
      expect(await page.evaluate("sessionStorage.getItem('ask-user.token')")).toBe("tok");

      // Another browser (no session storage) without the token gets the form again.
      const other = await (ui.context.browser() as Browser).newContext(DESKTOP);
      try {
        const otherPage = await other.newPage();
        await otherPage.goto(`${url}/#/sessions/${RELEASE_SESSION}`);
        await otherPage.getByLabel("Access token").waitFor();
      } finally {
        await other.close();
      }
    },
    TEST_TIMEOUT_MS,
  );
});

function tokenQuestion() {
  return {
    id: "rotate",
    header: "Rotate",
    question: "Rotate the signing key now?",
    options: [{ label: "Yes" }, { label: "No" }],
  };
}

function tokenPrompt() {
  return { questions: [tokenQuestion()] };
}
