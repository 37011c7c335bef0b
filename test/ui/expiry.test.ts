import { describe, expect, it } from "vitest";
import {
  ask,
  openSession,
  questionPanel,
  SHOWN_TIME,
  shownText,
  summaryOutcome,
  timelineQuestion,
  useChromium,
  waitForResult,
} from "../support/browser.js";
import { deployPrompt } from "../support/prompts.js";
import { RELEASE_SESSION } from "./ui-prompts.js";

// The countdown to Expired (SPEC U1, L2, L7). 30 s is the shortest timeout the gateway allows,
// so this test takes about 31 s; it has its own file so Vitest runs it next to the others.

const openPage = useChromium();

describe("Control UI countdown in Chromium", () => {
  it("counts down m:ss to Expired, closes the panel, and the agent gets no_answer/expired", async () => {
    const ui = await openPage();
    const { page, url } = ui;
    await openSession(page, url, RELEASE_SESSION);
    const question = await ask(url, { sessionId: RELEASE_SESSION, ...deployPrompt(30) });
    const deadline = Date.parse(question.expiresAt);
    const result = waitForResult(url, question.id);
    const panel = questionPanel(page);
    const timer = panel.getByRole("timer");
    await timer.waitFor();

    // Sample the countdown until it is gone; "Expired" shows in its place.
    const samples: string[] = [];
    const expired = panel.getByRole("status").filter({ hasText: "Expired" });
    let expiredSeenAt: number | undefined;
    while (Date.now() < deadline + 5000) {
      if ((await expired.count()) > 0) {
        expiredSeenAt = Date.now();
        break;
      }
      const text = await shownText(timer, { timeout: 1000 }).catch(() => undefined);
      if (text !== undefined) samples.push(text);
      await page.waitForTimeout(250);
    }

    expect(expiredSeenAt, `never showed Expired; countdown samples ${samples}`).toBeDefined();
    // Never early (the display reaches 0:00 only at the deadline), and promptly after it.
    expect(expiredSeenAt as number).toBeGreaterThanOrEqual(deadline - 300);
    expect(expiredSeenAt as number).toBeLessThanOrEqual(deadline + 2500);

    for (const sample of samples) expect(sample).toMatch(/^0:[0-5]\d$/);
    const seconds = samples.map((sample) => Number(sample.slice(2)));
    expect(seconds[0]).toBeGreaterThanOrEqual(28);
    expect(seconds[0]).toBeLessThanOrEqual(30);
    expect(seconds.at(-1)).toBeLessThanOrEqual(1);
    for (let index = 1; index < seconds.length; index += 1)
      expect(seconds[index]).toBeLessThanOrEqual(seconds[index - 1] as number);
    // It ticks every second: (nearly) every value from the first to the last was shown.
    expect(new Set(seconds).size).toBeGreaterThanOrEqual((seconds[0] as number) - 4);

    expect(await result).toEqual({ status: 200, body: { status: "no_answer", reason: "expired" } });
    // "Expired" stays a moment, then the panel closes and the timeline keeps the summary.
    await panel.waitFor({ state: "detached", timeout: 5000 });
    await expect
      .poll(() => summaryOutcome(page, question.id).allInnerTexts())
      .toEqual([expect.stringMatching(new RegExp(`^Expired at ${SHOWN_TIME}$`))]);
    expect(await timelineQuestion(page, question.id).getAttribute("data-status")).toBe("expired");
    expect(await page.getByRole("textbox", { name: "Message" }).isVisible()).toBe(true);
  }, 60_000);
});
