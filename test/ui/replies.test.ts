import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  ask,
  openSession,
  questionPanel,
  shownText,
  summaryLines,
  timelineOf,
  useChromium,
  waitForResult,
} from "../support/browser.js";
import { deployPrompt, deployQuestion } from "../support/prompts.js";
import { RELEASE_SESSION } from "./ui-prompts.js";

// The composer while a question waits (SPEC U1, T1-T3): its text goes to the gateway's reply
// parser, which answers with an exact option label, or asks to clarify in the timeline and
// leaves the question pending. Nothing is guessed in the page.

const TEST_TIMEOUT_MS = 30_000;

const openPage = useChromium();

/** Opens the session, asks `questions`, and collapses the panel so the composer shows. */
async function askAndCollapse(questions: unknown[]) {
  const ui = await openPage();
  const { page, url } = ui;
  await openSession(page, url, RELEASE_SESSION);
  const question = await ask(url, { sessionId: RELEASE_SESSION, questions });
  const result = waitForResult(url, question.id);
  const panel = questionPanel(page);
  await panel.getByRole("button", { name: "Collapse" }).click();
  await panel.getByRole("button", { name: "Expand" }).waitFor();
  const composer = page.getByRole("textbox", { name: "Message" });
  await composer.waitFor();
  return { page, url, question, result, panel, composer };
}

async function send(page: Page, text: string): Promise<void> {
  await page.getByRole("textbox", { name: "Message" }).fill(text);
  await page.getByRole("button", { name: "Send" }).click();
}

async function questionStatus(url: string, id: string): Promise<string> {
  return ((await (await fetch(`${url}/v1/questions/${id}`)).json()) as { status: string }).status;
}

describe("Control UI composer replies in Chromium", () => {
  it(
    'typing "2" answers a single-select with the second option\'s exact label',
    async () => {
      // Staging second: "2" picks it, not the first option.
      const { page, question, result, panel, composer } = await askAndCollapse([
        deployQuestion({
          question: "Where should v2.4.0 deploy first?",
          labels: ["Production", "Staging (Recommended)"],
          descriptions: ["Ship to every customer right away", "Smoke tests first"],
        }),
      ]);
      await send(page, "2");

      expect(await result).toEqual({
        status: 200,
        body: {
          status: "answered",
          answers: { answers: { deploy_target: ["Staging (Recommended)"] } },
        },
      });
      await panel.waitFor({ state: "detached" });
      await expect
        .poll(() => summaryLines(page, question.id).allInnerTexts())
        .toEqual(["Deploy: Staging"]);
      await expect.poll(() => composer.inputValue()).toBe("");
      // The gateway's word on the reply, under the composer.
      await page.getByRole("status").filter({ hasText: "Answered: Deploy: Staging" }).waitFor();
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'typing "5" for two options gets a clarification in the timeline; "staging" then answers',
    async () => {
      const { page, url, question, result, panel, composer } = await askAndCollapse(
        deployPrompt().questions,
      );
      await send(page, "5");

      // The reply and the gateway's clarification, as messages in the timeline.
      const timeline = page.getByRole("list", { name: "Timeline" });
      const clarification =
        "There is no option 5 — reply with 1 “Staging (Recommended)” or 2 “Production”, or your own words.";
      const note = timeline.locator('[data-author="gateway"]');
      await note.filter({ hasText: clarification }).waitFor();
      expect(await note.count()).toBe(1);
      expect(await shownText(note.locator(".text"))).toBe(clarification);
      const reply = timeline.locator('[data-author="human"]');
      expect(await reply.locator(".text").allInnerTexts()).toEqual(["5"]);
      await expect.poll(() => composer.inputValue()).toBe("");

      // Nothing was guessed: the question still waits, in the panel and on the server.
      expect(await questionStatus(url, question.id)).toBe("pending");
      expect(await panel.getAttribute("data-question-id")).toBe(question.id);
      expect(await panel.getByRole("button", { name: "Expand" }).isVisible()).toBe(true);
      const { items } = await timelineOf(url, RELEASE_SESSION);
      expect(
        items
          .filter((item) => item.type === "message")
          .map((item) => {
            const message = item.message as { text: string; author: { kind: string } };
            return [message.author.kind, message.text];
          }),
      ).toEqual([
        ["human", "5"],
        ["gateway", clarification],
      ]);

      await send(page, "staging");
      expect(await result).toEqual({
        status: 200,
        body: {
          status: "answered",
          answers: { answers: { deploy_target: ["Staging (Recommended)"] } },
        },
      });
      await panel.waitFor({ state: "detached" });
      await expect
        .poll(() => summaryLines(page, question.id).allInnerTexts())
        .toEqual(["Deploy: Staging"]);
      await expect.poll(() => composer.inputValue()).toBe("");
    },
    TEST_TIMEOUT_MS,
  );
});
