import { describe, expect, it } from "vitest";
import {
  ask,
  openSession,
  questionPanel,
  SHOWN_TIME,
  shownText,
  summaryLines,
  summaryOutcome,
  useChromium,
  waitForResult,
} from "../support/browser.js";
import { deployPrompt } from "../support/prompts.js";
import { RELEASE_SESSION, releaseChecksQuestion, releaseQuestions } from "./ui-prompts.js";

// The docked panel in a real Chromium against a real in-process gateway (SPEC U1, S3): every
// test acts in the page and checks the tool result the agent's long-poll receives.

const TEST_TIMEOUT_MS = 30_000;

const openPage = useChromium();

/** A gateway, a page open on the session, and a question asked while the page watches. */
async function questionStatus(url: string, id: string): Promise<{ status: string }> {
  return (await fetch(`${url}/v1/questions/${id}`)).json() as Promise<{ status: string }>;
}

async function askWithPageOpen(body: { questions: unknown[]; timeoutSeconds?: number }) {
  const ui = await openPage();
  const { page, url } = ui;
  await openSession(page, url, RELEASE_SESSION);
  const question = await ask(url, { sessionId: RELEASE_SESSION, ...body });
  const result = waitForResult(url, question.id);
  const panel = questionPanel(page);
  await panel.waitFor();
  expect(await panel.getAttribute("data-question-id")).toBe(question.id);
  return { page, url, question, result, panel };
}

describe("Control UI panel in Chromium", () => {
  it(
    "single-select by click, then Submit",
    async () => {
      const { page, url, question, result, panel } = await askWithPageOpen(deployPrompt());
      // Description and the Recommended badge are shown; the badge replaces the suffix.
      await panel.getByText("Safe to try").waitFor();
      expect(await shownText(panel.locator("[part=badge]"))).toBe("Recommended");
      const staging = panel.getByRole("radio", { name: "Staging (Recommended)" });
      await staging.click();
      expect(await staging.isChecked()).toBe(true);
      // Picking on the last question never submits by itself.
      await page.waitForTimeout(300);
      expect((await questionStatus(url, question.id)).status).toBe("pending");
      expect(await panel.getByRole("button", { name: "Submit" }).isEnabled()).toBe(true);
      await panel.getByRole("button", { name: "Submit" }).click();

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
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "single-select by digit key, Enter submits",
    async () => {
      const { page, question, result, panel } = await askWithPageOpen(deployPrompt());
      // A new prompt takes the focus (nobody was typing), so keys go straight to it.
      await expect
        .poll(() =>
          panel
            .getByRole("radio", { name: "Staging (Recommended)" })
            .evaluate(
              (element) => element === (element.getRootNode() as ShadowRootLike).activeElement,
            ),
        )
        .toBe(true);
      await page.keyboard.press("2");
      expect(await panel.getByRole("radio", { name: "Production" }).isChecked()).toBe(true);
      expect(await panel.getByRole("radio", { name: "Staging (Recommended)" }).isChecked()).toBe(
        false,
      );
      await page.keyboard.press("Enter");

      expect(await result).toEqual({
        status: 200,
        body: { status: "answered", answers: { answers: { deploy_target: ["Production"] } } },
      });
      await expect
        .poll(() => summaryLines(page, question.id).allInnerTexts())
        .toEqual(["Deploy: Production"]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "three questions through the stepper, going Back to change the first answer",
    async () => {
      const { page, question, result, panel } = await askWithPageOpen({
        questions: releaseQuestions(),
      });
      const stepper = panel.locator(".stepper");
      expect(await shownText(stepper)).toBe("1/3");
      await panel.getByRole("group", { name: "Where should v2.4.0 deploy first?" }).waitFor();
      expect(await panel.getByRole("button", { name: "Back" }).count()).toBe(0);

      // A single-select pick moves on by itself.
      await panel.getByRole("radio", { name: "Staging (Recommended)" }).click();
      await expect.poll(() => shownText(stepper)).toBe("2/3");
      const checks = panel.getByRole("group", {
        name: "Which checks should run before the deploy?",
      });
      await checks.waitFor();
      const next = panel.getByRole("button", { name: "Next" });
      expect(await next.isDisabled()).toBe(true);
      await checks.getByRole("checkbox", { name: "Unit tests" }).click();
      await checks.getByRole("checkbox", { name: "Browser tests" }).click();
      await next.click();
      await expect.poll(() => shownText(stepper)).toBe("3/3");
      await panel.getByRole("radio", { name: "#releases channel (Recommended)" }).click();
      expect(await panel.getByRole("button", { name: "Submit" }).isEnabled()).toBe(true);

      // Back twice, change the first answer; the later answers are kept.
      await panel.getByRole("button", { name: "Back" }).click();
      await expect.poll(() => shownText(stepper)).toBe("2/3");
      expect(await checks.getByRole("checkbox", { name: "Unit tests" }).isChecked()).toBe(true);
      await panel.getByRole("button", { name: "Back" }).click();
      await expect.poll(() => shownText(stepper)).toBe("1/3");
      expect(await panel.getByRole("radio", { name: "Staging (Recommended)" }).isChecked()).toBe(
        true,
      );
      await panel.getByRole("radio", { name: "Production" }).click();
      await expect.poll(() => shownText(stepper)).toBe("2/3");
      expect(await checks.getByRole("checkbox", { name: "Browser tests" }).isChecked()).toBe(true);
      await panel.getByRole("button", { name: "Next" }).click();
      await expect.poll(() => shownText(stepper)).toBe("3/3");
      expect(
        await panel.getByRole("radio", { name: "#releases channel (Recommended)" }).isChecked(),
      ).toBe(true);
      await panel.getByRole("button", { name: "Submit" }).click();

      expect(await result).toEqual({
        status: 200,
        body: {
          status: "answered",
          answers: {
            answers: {
              deploy_target: ["Production"],
              checks: ["Unit tests", "Browser tests"],
              notify: ["#releases channel (Recommended)"],
            },
          },
        },
      });
      await expect
        .poll(() => summaryLines(page, question.id).allInnerTexts())
        .toEqual([
          "Deploy: Production",
          "Checks: Unit tests, Browser tests",
          "Notify: #releases channel",
        ]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "multi-select with checkboxes",
    async () => {
      const { page, question, result, panel } = await askWithPageOpen({
        questions: [releaseChecksQuestion()],
      });
      expect(await panel.getByRole("radio").count()).toBe(0);
      // Three options and Other, all checkboxes.
      expect(await panel.getByRole("checkbox").count()).toBe(4);
      await panel.getByText("Choose all that apply").waitFor();
      const submit = panel.getByRole("button", { name: "Submit" });
      expect(await submit.isDisabled()).toBe(true);
      await panel.getByRole("checkbox", { name: "Load test" }).click();
      await panel.getByRole("checkbox", { name: "Unit tests" }).click();
      await panel.getByRole("checkbox", { name: "Browser tests" }).click();
      await panel.getByRole("checkbox", { name: "Unit tests" }).click(); // unchecked again
      expect(await panel.getByRole("checkbox", { name: "Unit tests" }).isChecked()).toBe(false);
      await submit.click();

      // Chosen labels come back in the order the agent listed them.
      expect(await result).toEqual({
        status: 200,
        body: {
          status: "answered",
          answers: { answers: { checks: ["Browser tests", "Load test"] } },
        },
      });
      await expect
        .poll(() => summaryLines(page, question.id).allInnerTexts())
        .toEqual(["Checks: Browser tests, Load test"]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "Other with free text",
    async () => {
      const { page, question, result, panel } = await askWithPageOpen(deployPrompt());
      const text = "Only the EU region, after 18:00 — “quiet hours”";
      // Typing in Other chooses it.
      await panel.getByRole("textbox", { name: "Other" }).fill(text);
      expect(await panel.getByRole("radio", { name: "Other" }).isChecked()).toBe(true);
      await panel.getByRole("button", { name: "Submit" }).click();

      expect(await result).toEqual({
        status: 200,
        body: { status: "answered", answers: { answers: { deploy_target: [text] } } },
      });
      await expect
        .poll(() => summaryLines(page, question.id).allInnerTexts())
        .toEqual([`Deploy: ${text}`]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "Skip ends the prompt with no answer",
    async () => {
      const { page, question, result, panel } = await askWithPageOpen({
        questions: releaseQuestions(),
      });
      await panel.getByRole("button", { name: "Skip" }).click();

      expect(await result).toEqual({
        status: 200,
        body: { status: "no_answer", reason: "skipped" },
      });
      await panel.waitFor({ state: "detached" });
      await expect
        .poll(() => summaryOutcome(page, question.id).allInnerTexts())
        .toEqual([
          expect.stringMatching(new RegExp(`^Skipped in the Control UI at ${SHOWN_TIME}$`)),
        ]);
      // The composer is back once the panel is gone.
      expect(await page.getByRole("textbox", { name: "Message" }).isVisible()).toBe(true);
    },
    TEST_TIMEOUT_MS,
  );
});

/** The part of ShadowRoot/Document this test reads (the project's type check has no DOM lib). */
interface ShadowRootLike {
  activeElement: unknown;
}
