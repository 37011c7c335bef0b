import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type RunningGateway, startGateway } from "../../src/gateway/gateway.js";
import {
  ask,
  openSession,
  questionPanel,
  SHOWN_TIME,
  shownText,
  summaryLines,
  summaryOutcome,
  timelineOf,
  timelineQuestion,
  useChromium,
  waitForResult,
} from "../support/browser.js";
import { answerOverHttp } from "../support/mcp-clients.js";
import { deployPrompt } from "../support/prompts.js";
import { RELEASE_SESSION, releaseChecksQuestion, releaseDeployQuestion } from "./ui-prompts.js";

// The docked panel next to the timeline and the composer (SPEC U1, L7): collapsing, answering
// from the composer, other surfaces ending the prompt, summaries that survive a reload, and a
// gateway restart.

const TEST_TIMEOUT_MS = 30_000;

const openPage = useChromium();

describe("Control UI timeline in Chromium", () => {
  it(
    "collapses and expands; collapsed, the composer answers the question, then posts messages",
    async () => {
      const ui = await openPage();
      const { page, url } = ui;
      await openSession(page, url, RELEASE_SESSION);
      const composer = page.getByRole("textbox", { name: "Message" });
      expect(await composer.isVisible()).toBe(true);
      expect(await composer.getAttribute("placeholder")).toBe("Write a message");

      const question = await ask(url, { sessionId: RELEASE_SESSION, ...deployPrompt() });
      const result = waitForResult(url, question.id);
      const panel = questionPanel(page);
      const radio = panel.getByRole("radio", { name: "Production" });
      await radio.waitFor();
      // Expanded, the panel replaces the composer.
      await composer.waitFor({ state: "hidden" });

      await panel.getByRole("button", { name: "Collapse" }).click();
      // The slim bar: the header and the time left, no options.
      await panel.getByRole("button", { name: "Expand" }).waitFor();
      expect(await radio.count()).toBe(0);
      expect(await panel.getByText("Deploy", { exact: true }).isVisible()).toBe(true);
      expect(await shownText(panel.getByRole("timer"))).toMatch(/^1[45]:\d\d$/);
      expect(await composer.isVisible()).toBe(true);
      // While the question waits, the composer says how to answer it.
      expect(await composer.getAttribute("placeholder")).toBe(
        "Reply with a number, a label, or your own words.",
      );

      // One click anywhere on the bar expands it again.
      await panel.locator(".question-line").click();
      await radio.waitFor();
      await composer.waitFor({ state: "hidden" });
      // Escape collapses it too, and Expand brings it back.
      await radio.focus();
      await page.keyboard.press("Escape");
      await panel.getByRole("button", { name: "Expand" }).waitFor();
      await panel.getByRole("button", { name: "Expand" }).click();
      await radio.waitFor();

      // Collapsed again, the composer's text is a reply to the question: a label answers it.
      await panel.getByRole("button", { name: "Collapse" }).click();
      await composer.fill("production");
      await page.getByRole("button", { name: "Send" }).click();
      expect(await result).toEqual({
        status: 200,
        body: { status: "answered", answers: { answers: { deploy_target: ["Production"] } } },
      });
      await panel.waitFor({ state: "detached" });
      await expect
        .poll(() => summaryLines(page, question.id).allInnerTexts())
        .toEqual(["Deploy: Production"]);
      await expect.poll(() => composer.inputValue()).toBe("");
      await page.getByRole("status").filter({ hasText: "Answered: Deploy: Production" }).waitFor();

      // Nothing pending: the composer posts a message, which lands in the timeline and on the server.
      const text = "Checking with the on-call engineer first";
      await composer.fill(text);
      await page.getByRole("button", { name: "Send" }).click();
      const message = page.getByRole("list", { name: "Timeline" }).locator("[data-message-id]");
      await message.filter({ hasText: text }).waitFor();
      await expect.poll(() => composer.inputValue()).toBe("");
      const { items } = await timelineOf(url, RELEASE_SESSION);
      const messages = items.filter((item) => item.type === "message");
      expect(messages).toEqual([
        {
          type: "message",
          message: expect.objectContaining({
            sessionId: RELEASE_SESSION,
            text,
            author: { kind: "human", surface: "web" },
          }),
        },
      ]);
      const messageId = (messages[0]?.message as { id?: string } | undefined)?.id;
      expect(messageId).toEqual(expect.any(String));
      expect(await message.getAttribute("data-message-id")).toBe(messageId);
      expect(await message.getAttribute("data-author")).toBe("human");
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "keeps the newest item in view when a question docks and when it collapses",
    async () => {
      const ui = await openPage();
      const { page, url, gateway } = ui;
      for (let index = 1; index <= 12; index += 1)
        await gateway.service.postMessage(
          RELEASE_SESSION,
          `Step ${index} of the release checklist is done; moving on to the next one.`,
          { kind: "agent" },
        );
      await openSession(page, url, RELEASE_SESSION);
      await page.locator("[data-message-id]").first().waitFor();
      await expect.poll(() => distanceFromTimelineEnd(page)).toBeLessThanOrEqual(1);

      const question = await ask(url, { sessionId: RELEASE_SESSION, ...deployPrompt() });
      const panel = questionPanel(page);
      await panel.getByRole("radio").first().waitFor();
      // The list got much shorter as the panel docked; it still ends with the new question.
      await page.waitForTimeout(300);
      expect(await distanceFromTimelineEnd(page)).toBeLessThanOrEqual(1);
      expect(await timelineQuestion(page, question.id).isVisible()).toBe(true);

      await panel.getByRole("button", { name: "Collapse" }).click();
      await panel.getByRole("button", { name: "Expand" }).waitFor();
      await page.waitForTimeout(300);
      expect(await distanceFromTimelineEnd(page)).toBeLessThanOrEqual(1);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "answered over HTTP on another surface: the panel closes, the timeline shows that answer and where",
    async () => {
      const ui = await openPage();
      const { page, url } = ui;
      await openSession(page, url, RELEASE_SESSION);
      const question = await ask(url, { sessionId: RELEASE_SESSION, ...deployPrompt() });
      const result = waitForResult(url, question.id);
      const panel = questionPanel(page);
      // Half-way through: a choice made in the page, not submitted.
      await panel.getByRole("radio", { name: "Staging (Recommended)" }).click();

      expect(
        await answerOverHttp(url, question.id, {
          answers: { deploy_target: ["Production"] },
          surface: "telegram",
          userId: "42",
        }),
      ).toEqual({ status: "answered", answers: { answers: { deploy_target: ["Production"] } } });

      await panel.waitFor({ state: "detached" });
      await expect
        .poll(() => summaryLines(page, question.id).allInnerTexts())
        .toEqual(["Deploy: Production"]);
      expect(await shownText(summaryOutcome(page, question.id))).toMatch(
        new RegExp(`^Answered on Telegram by 42 at ${SHOWN_TIME}$`),
      );
      expect(await timelineQuestion(page, question.id).getAttribute("data-status")).toBe(
        "answered",
      );
      // The agent got the Telegram answer, not the unsent choice from the page.
      expect(await result).toEqual({
        status: 200,
        body: { status: "answered", answers: { answers: { deploy_target: ["Production"] } } },
      });
      expect(await page.getByRole("textbox", { name: "Message" }).isVisible()).toBe(true);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "a reload keeps the summaries, which come from the server",
    async () => {
      const ui = await openPage();
      const { page, url } = ui;
      await openSession(page, url, RELEASE_SESSION);
      const panel = questionPanel(page);

      const first = await ask(url, {
        sessionId: RELEASE_SESSION,
        questions: [releaseDeployQuestion()],
      });
      const firstResult = waitForResult(url, first.id);
      await panel.getByRole("radio", { name: "Canary 5%" }).click();
      await panel.getByRole("button", { name: "Submit" }).click();
      expect((await firstResult).body).toEqual({
        status: "answered",
        answers: { answers: { deploy_target: ["Canary 5%"] } },
      });
      await panel.waitFor({ state: "detached" });

      const second = await ask(url, {
        sessionId: RELEASE_SESSION,
        questions: [releaseChecksQuestion()],
      });
      const secondResult = waitForResult(url, second.id);
      await panel.getByRole("checkbox", { name: "Unit tests" }).click();
      await panel.getByRole("textbox", { name: "Other" }).fill("Smoke test on staging");
      await panel.getByRole("button", { name: "Submit" }).click();
      expect((await secondResult).body).toEqual({
        status: "answered",
        answers: { answers: { checks: ["Unit tests", "Smoke test on staging"] } },
      });

      const expected = {
        [first.id]: ["Deploy: Canary 5%"],
        [second.id]: ["Checks: Unit tests, Smoke test on staging"],
      };
      const shown = async () => ({
        [first.id]: await summaryLines(page, first.id).allInnerTexts(),
        [second.id]: await summaryLines(page, second.id).allInnerTexts(),
      });
      await expect.poll(shown).toEqual(expected);

      await page.reload();
      await page.getByRole("status").filter({ hasText: "Live" }).waitFor();
      await timelineQuestion(page, second.id).locator(".summary-line").first().waitFor();
      expect(await shown()).toEqual(expected);
      expect(await panel.count()).toBe(0);

      // The same lines are in the server's timeline, in order.
      const { items } = await timelineOf(url, RELEASE_SESSION);
      const summaries = items.map((item) => {
        const question = item.question as { id: string; summary: string[] };
        return [question.id, question.summary];
      });
      expect(summaries).toEqual([
        [first.id, expected[first.id]],
        [second.id, expected[second.id]],
      ]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "a gateway restart: the page reconnects, the pending question keeps its time left and is answerable",
    async () => {
      const dir = mkdtempSync(join(tmpdir(), "ask-user-ui-"));
      const db = join(dir, "ask-user.db");
      let second: RunningGateway | undefined;
      try {
        const ui = await openPage({ db });
        const { page, url } = ui;
        const port = Number(new URL(url).port);
        await openSession(page, url, RELEASE_SESSION);
        const question = await ask(url, {
          sessionId: RELEASE_SESSION,
          ...deployPrompt(120),
        });
        const panel = questionPanel(page);
        const timer = panel.getByRole("timer");
        await timer.waitFor();

        await ui.gateway.close();
        const status = page.getByRole("status").filter({ hasText: /Live|Connecting|Reconnecting/ });
        await expect.poll(() => shownText(status)).toBe("Reconnecting…");
        // Down for a while: the deadline is absolute, so the countdown keeps going meanwhile.
        await page.waitForTimeout(1500);

        second = await startGateway({ host: "127.0.0.1", port, db, token: undefined });
        expect(second.url).toBe(url);
        await expect.poll(() => shownText(status), { timeout: 10_000 }).toBe("Live");

        const secondsLeft = (Date.parse(question.expiresAt) - Date.now()) / 1000;
        const shown = toSeconds(await shownText(timer));
        expect(Math.abs(shown - secondsLeft)).toBeLessThanOrEqual(2);
        expect(shown).toBeLessThan(119);

        // A reload on the restarted gateway shows it again, with the same time left.
        await page.reload();
        await timer.waitFor();
        const afterReload = toSeconds(await shownText(timer));
        const leftNow = (Date.parse(question.expiresAt) - Date.now()) / 1000;
        expect(Math.abs(afterReload - leftNow)).toBeLessThanOrEqual(2);

        const result = waitForResult(url, question.id);
        await panel.getByRole("radio", { name: "Production" }).click();
        await panel.getByRole("button", { name: "Submit" }).click();
        expect(await result).toEqual({
          status: 200,
          body: { status: "answered", answers: { answers: { deploy_target: ["Production"] } } },
        });
        await expect
          .poll(() => summaryLines(page, question.id).allInnerTexts())
          .toEqual(["Deploy: Production"]);
      } finally {
        await second?.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    TEST_TIMEOUT_MS,
  );
});

/** How far the timeline is scrolled up from its newest item, in px. */
function distanceFromTimelineEnd(page: Page): Promise<number> {
  return page.evaluate(`(() => {
    const list = document.querySelector("ask-user-app").shadowRoot.querySelector("ask-user-timeline");
    return list.scrollHeight - list.scrollTop - list.clientHeight;
  })()`);
}

/** `m:ss` to seconds. */
function toSeconds(countdown: string): number {
  const match = /^(\d+):(\d\d)$/.exec(countdown);
  if (!match) throw new Error(`not a countdown: ${countdown}`);
  return Number(match[1]) * 60 + Number(match[2]);
}
