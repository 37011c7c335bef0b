import { describe, expect, it } from "vitest";
import {
  ask,
  openSession,
  PHONE,
  questionPanel,
  shownText,
  summaryLines,
  useChromium,
  waitForResult,
} from "../support/browser.js";
import { RELEASE_SESSION, releaseQuestions } from "./ui-prompts.js";

// The touch layout (SPEC U2): on a 390×844 phone every question of a prompt is a stacked card,
// all visible at once, with targets at least 44 px tall and one Submit; answered by taps.

const TEST_TIMEOUT_MS = 30_000;
const MIN_TOUCH_TARGET_PX = 44;

const openPage = useChromium();

describe("Control UI on a phone in Chromium", () => {
  it(
    "390×844 shows stacked cards with large touch targets and answers by tap",
    async () => {
      const ui = await openPage({ context: PHONE });
      const { page, url } = ui;
      await openSession(page, url, RELEASE_SESSION);
      const question = await ask(url, {
        sessionId: RELEASE_SESSION,
        questions: releaseQuestions(),
      });
      const result = waitForResult(url, question.id);
      const panel = questionPanel(page);
      await panel.waitFor();

      // All three questions at once: no stepper, no Next or Back, one Submit.
      const groups = panel.getByRole("group");
      expect(await groups.count()).toBe(3);
      for (const name of [
        "Where should v2.4.0 deploy first?",
        "Which checks should run before the deploy?",
        "Who should hear about the release?",
      ])
        expect(await panel.getByRole("group", { name }).isVisible()).toBe(true);
      expect(await panel.locator("[part=card]").count()).toBe(3);
      expect(await panel.getByText("3 questions").isVisible()).toBe(true);
      expect(await panel.locator(".stepper").count()).toBe(0);
      expect(await panel.getByRole("button", { name: "Next" }).count()).toBe(0);
      expect(await panel.getByRole("button", { name: "Back" }).count()).toBe(0);
      expect(await panel.getByRole("button", { name: "Submit" }).count()).toBe(1);

      // Nothing wider than the phone.
      expect(await page.evaluate("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);

      // Touch targets: every option row (3 + 2 + 3 options and three Others), the Other fields,
      // and every button of the panel.
      const targets = [
        ...(await panel.locator("[part=option]").all()),
        ...(await panel.getByRole("textbox", { name: "Other" }).all()),
        ...(await panel.getByRole("button").all()),
      ];
      expect(targets.length).toBe(11 + 3 + 3); // Skip, Submit, Collapse
      for (const target of targets) {
        await target.scrollIntoViewIfNeeded();
        const box = await target.boundingBox();
        const name =
          (await shownText(target).catch(() => "")) ||
          (await target.evaluate((e) => e.outerHTML.slice(0, 60)));
        expect(box, name).not.toBeNull();
        expect(box?.height, `${name} is ${box?.height} px tall`).toBeGreaterThanOrEqual(
          MIN_TOUCH_TARGET_PX,
        );
        expect(box?.width, name).toBeGreaterThanOrEqual(MIN_TOUCH_TARGET_PX);
      }

      // Answer by tap: on the option rows (the big target) and on a checkbox itself.
      const option = (label: string) =>
        panel.locator("[part=option]").filter({
          has: page.locator("input").and(page.getByLabel(label, { exact: true })),
        });
      await option("Production").tap();
      await option("Load test").tap();
      await panel.getByRole("checkbox", { name: "Unit tests" }).tap();
      await option("Nobody").tap();
      expect(await panel.getByRole("radio", { name: "Production" }).isChecked()).toBe(true);
      expect(await panel.getByRole("checkbox", { name: "Load test" }).isChecked()).toBe(true);
      expect(await panel.getByRole("checkbox", { name: "Unit tests" }).isChecked()).toBe(true);
      expect(await panel.getByRole("radio", { name: "Nobody" }).isChecked()).toBe(true);
      // Cards never submit by themselves.
      expect(await panel.getByRole("group").count()).toBe(3);
      await panel.getByRole("button", { name: "Submit" }).tap();

      expect(await result).toEqual({
        status: 200,
        body: {
          status: "answered",
          answers: {
            answers: {
              deploy_target: ["Production"],
              checks: ["Unit tests", "Load test"],
              notify: ["Nobody"],
            },
          },
        },
      });
      await panel.waitFor({ state: "detached" });
      await expect
        .poll(() => summaryLines(page, question.id).allInnerTexts())
        .toEqual(["Deploy: Production", "Checks: Unit tests, Load test", "Notify: Nobody"]);
    },
    TEST_TIMEOUT_MS,
  );
});
