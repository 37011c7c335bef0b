import { describe, expect, it } from "vitest";
import type { QuestionView } from "../../src/http/question-view.js";
import {
  ask,
  openSession,
  questionPanel,
  SHOWN_TIME,
  shownText,
  summaryLines,
  summaryOutcome,
  useChromium,
} from "../support/browser.js";
import { answerOverHttp } from "../support/mcp-clients.js";
import { deployPrompt } from "../support/prompts.js";

// SPEC L7, C6: the timeline keeps every ended question's answer, and who ended it, where and
// when, whichever surface ended it: never "Answered elsewhere" without the answer. One expiry
// is part of it, and 30 s is the shortest timeout the gateway allows: this test takes ~35 s.

const SESSION = "summaries";
const TEST_TIMEOUT_MS = 90_000;

const openPage = useChromium();

interface Ending {
  id: string;
  answers: string[];
  /** The outcome line without its time. */
  outcome: string;
}

describe("Control UI summaries in Chromium", () => {
  it(
    "shows the answer and who, where and when for questions ended on every surface, also after a reload",
    async () => {
      const { page, url } = await openPage();
      await openSession(page, url, SESSION);
      const panel = questionPanel(page);
      const endings: Ending[] = [];

      /** Asks, and waits until the page docks this very question. */
      const askShown = async (timeoutSeconds?: number) => {
        const question = await ask(url, { sessionId: SESSION, ...deployPrompt(timeoutSeconds) });
        await page.locator(`section[data-question-id="${question.id}"]`).waitFor();
        return question;
      };
      const cancel = async (question: QuestionView, body: object) => {
        const response = await fetch(`${url}/v1/questions/${question.id}/cancel`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
        expect(response.status).toBe(200);
      };

      // Each surface's adapter answers through the API with its name and the human's id.
      const surfaces: Array<[object, string]> = [
        [{ surface: "telegram", userId: "42" }, "Answered on Telegram by 42"],
        [{ surface: "slack", userId: "U0123" }, "Answered on Slack by U0123"],
        [{ surface: "discord", userId: "81234" }, "Answered on Discord by 81234"],
        [{ surface: "terminal", userId: "ann" }, "Answered in the terminal by ann"],
        [{}, "Answered over the API"],
        [{ surface: "email", userId: "bo@example.com" }, "Answered via email by bo@example.com"],
        [{ surface: "matrix", userId: "@bo:example.org" }, "Answered on matrix by @bo:example.org"],
      ];
      for (const [responder, outcome] of surfaces) {
        const question = await askShown();
        expect(
          await answerOverHttp(url, question.id, {
            answers: { deploy_target: ["Production"] },
            ...responder,
          }),
        ).toMatchObject({ status: "answered" });
        endings.push({ id: question.id, answers: ["Deploy: Production"], outcome });
      }

      const here = await askShown();
      await panel.getByRole("radio", { name: "Staging (Recommended)" }).click();
      await panel.getByRole("button", { name: "Submit" }).click();
      await summaryLines(page, here.id).first().waitFor();
      endings.push({
        id: here.id,
        answers: ["Deploy: Staging"],
        outcome: "Answered in the Control UI",
      });

      const skipped = await askShown();
      expect(
        await answerOverHttp(url, skipped.id, { skip: true, surface: "terminal", userId: "ann" }),
      ).toEqual({ status: "no_answer", reason: "skipped" });
      endings.push({ id: skipped.id, answers: [], outcome: "Skipped in the terminal by ann" });

      const cancelled = await askShown();
      await cancel(cancelled, {});
      endings.push({ id: cancelled.id, answers: [], outcome: "Cancelled by the agent" });

      const aborted = await askShown();
      await cancel(aborted, { reason: "aborted" });
      endings.push({
        id: aborted.id,
        answers: [],
        outcome: "Cancelled: the agent stopped waiting",
      });

      const expired = await askShown(30);
      endings.push({ id: expired.id, answers: [], outcome: "Expired" });

      const shown = async () =>
        Promise.all(
          endings.map(async ({ id }) => ({
            answers: await summaryLines(page, id).allInnerTexts(),
            outcome: await summaryOutcome(page, id).allInnerTexts(),
          })),
        );
      const expected = endings.map(({ answers, outcome }) => ({
        answers,
        outcome: [expect.stringMatching(new RegExp(`^${escapeRegExp(outcome)} at ${SHOWN_TIME}$`))],
      }));
      await expect.poll(shown, { timeout: 40_000 }).toEqual(expected);
      const timeline = page.getByRole("list", { name: "Timeline" });
      expect(await shownText(timeline)).not.toMatch(/elsewhere/i);

      // The summaries come from the server's records: a reload shows the same.
      await page.reload();
      await page.getByRole("status").filter({ hasText: "Live" }).waitFor();
      await expect.poll(shown).toEqual(expected);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "<ask-user-question> shows an ended question's answer and who gave it, in its locale",
    async () => {
      const { page, url } = await openPage();
      await openSession(page, url, SESSION);
      const question = await ask(url, { sessionId: SESSION, ...deployPrompt() });
      await answerOverHttp(url, question.id, {
        answers: { deploy_target: ["Production"] },
        surface: "slack",
        userId: "U0123",
      });
      const ended = await (await fetch(`${url}/v1/questions/${question.id}`)).json();
      await page.evaluate(`(() => {
        const element = document.createElement("ask-user-question");
        element.id = "ended";
        element.locale = "de";
        element.question = ${JSON.stringify(ended)};
        document.body.append(element);
      })()`);
      const status = page.locator("#ended").getByRole("status");
      expect(await shownText(status)).toMatch(
        new RegExp(`^Deploy: Production\\n+Beantwortet auf Slack von U0123 um ${SHOWN_TIME}$`),
      );
    },
    TEST_TIMEOUT_MS,
  );
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
