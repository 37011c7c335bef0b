import { afterEach, describe, expect, it } from "vitest";
import { deployQuestion } from "../support/prompts.js";
import { type ChannelHarness, nthReminder, settledPrompt } from "./channel-contract.js";
import { type ChannelRig, FAST_RETRY, harnessChannel, startChannelRig } from "./channel-rig.js";
import { slackHarness } from "./slack/slack-harness.js";
import { telegramHarness } from "./telegram/telegram-harness.js";

// The README's kind of plan through two real client libraries (Bolt and grammY against their
// platforms' fakes), with real timing: the Slack channel at the ask, a reminder in its thread,
// the human's Telegram chat next, and a last step that the answer makes unnecessary.

describe("a delivery plan across channels", () => {
  const stops: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  });

  async function start(): Promise<{
    rig: ChannelRig;
    slack: ChannelHarness;
    telegram: ChannelHarness;
  }> {
    const slack = await slackHarness();
    stops.push(() => slack.close());
    const telegram = await telegramHarness();
    stops.push(() => telegram.close());
    const rig = await startChannelRig({
      channels: [harnessChannel(slack), harnessChannel(telegram)],
      retry: FAST_RETRY,
    });
    stops.push(() => rig.close());
    return { rig, slack, telegram };
  }

  it("escalates from Slack to Telegram; the answer there closes the Slack prompt and its reminder and skips the rest", async () => {
    const { rig, slack, telegram } = await start();
    const record = await rig.ask(
      { questions: [deployQuestion()] },
      {
        plan: {
          steps: [
            { afterSeconds: 0, routes: [{ channel: "slack", chatId: slack.chatId }] },
            { afterSeconds: 1, routes: [], remind: true },
            { afterSeconds: 2, routes: [{ channel: "telegram", chatId: telegram.chatId }] },
            { afterSeconds: 30, routes: [{ channel: "telegram", chatId: "-1009999" }] },
          ],
        },
      },
    );
    const asked = Date.parse(record.createdAt);
    const slackPrompt = await slack.prompt(0);
    const reminder = await nthReminder(slack, 0);
    expect(reminder.repliesTo).toBe(slackPrompt.messageId);
    expect(telegram.reminders()).toEqual([]);

    const telegramPrompt = await telegram.prompt(0);
    // On time: its step was due 2 s after the ask.
    expect(Date.now() - asked).toBeGreaterThanOrEqual(2000);
    expect(telegramPrompt.buttons).toContain("Production");
    await telegram.tap(telegramPrompt.messageId, "Production", telegram.allowedUser);
    expect(await rig.result(record)).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    });
    // Every prompt and reminder, on every channel, now shows how it ended.
    await settledPrompt(telegram, telegramPrompt.messageId, "Deploy: Production");
    await settledPrompt(slack, slackPrompt.messageId, "Deploy: Production");
    const closed = await settledPrompt(slack, reminder.messageId, "Deploy: Production");
    expect(closed.text).not.toContain("Reminder");
    await rig.idle();
    expect(
      (await rig.store.listPlanSteps(record.id)).map(({ index, outcome }) => [index, outcome]),
    ).toEqual([
      [1, "fired"],
      [2, "fired"],
      [3, "skipped"],
    ]);
  });
});
