import { describe, expect, it } from "vitest";
import { FAST_RETRY } from "../channels/channel-rig.js";
import { FakeTelegramApi } from "../channels/telegram/fake-telegram-api.js";
import { ALLOWED_USER, CHAT_ID, FAST_TELEGRAM } from "../channels/telegram/telegram-harness.js";
import {
  ask,
  openSession,
  SHOWN_TIME,
  setSessionLocale,
  shownText,
  useChromium,
  waitUntilLive,
} from "../support/browser.js";
import { deployPrompt } from "../support/prompts.js";

// The Control UI shows where a question went and when it was reminded of: each prompt and
// reminder a channel sent, as a line of the session's timeline in its language, live and after
// a reload. Telegram is the real grammY adapter against the local fake Bot API.

const TEST_TIMEOUT_MS = 30_000;
const SESSION = "nightly-release";

const openPage = useChromium();

describe("deliveries and reminders in the Control UI", () => {
  it(
    "shows the prompt and its reminder with channel, chat and time, in German, live and after a reload",
    async () => {
      const telegram = new FakeTelegramApi();
      await telegram.start();
      telegram.chats.add(CHAT_ID);
      try {
        const { page, url, gateway } = await openPage({
          settings: {
            telegram: {
              token: telegram.token,
              apiRoot: telegram.url,
              chatIds: [CHAT_ID],
              allowedUsers: [String(ALLOWED_USER)],
            },
          },
          tuning: { retry: FAST_RETRY, telegram: FAST_TELEGRAM },
        });
        await setSessionLocale(url, SESSION, "de");
        const plan = await fetch(`${url}/v1/sessions/${SESSION}/plan`, {
          method: "PUT",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            steps: [
              { afterSeconds: 0, routes: [{ channel: "telegram", chatId: CHAT_ID }] },
              { afterSeconds: 1, remind: true },
            ],
          }),
        });
        expect(plan.status).toBe(200);
        await openSession(page, url, SESSION);
        const question = await ask(url, { sessionId: SESSION, ...deployPrompt(120) });

        const prompt = page.locator(`[data-delivery="prompt"][data-question-id="${question.id}"]`);
        const reminder = page.locator(
          `[data-delivery="reminder"][data-question-id="${question.id}"]`,
        );
        expect(await shownText(prompt)).toMatch(
          new RegExp(`^Angezeigt auf Telegram\\s+${CHAT_ID}\\s+${SHOWN_TIME}$`),
        );
        expect(await shownText(reminder, { timeout: 5000 })).toMatch(
          new RegExp(`^⏰ Erinnerung auf Telegram gesendet\\s+${CHAT_ID}\\s+${SHOWN_TIME}$`),
        );
        // The reminder comes after the prompt, in time order.
        const order = await page
          .locator("[data-delivery]")
          .evaluateAll((lines) => lines.map((line) => line.getAttribute("data-delivery")));
        expect(order).toEqual(["prompt", "reminder"]);

        await page.reload();
        await waitUntilLive(page);
        expect(await shownText(reminder)).toContain("Erinnerung auf Telegram gesendet");
        expect(await prompt.count()).toBe(1);

        const metrics = await (await fetch(`${url}/metrics`)).text();
        expect(metrics).toContain('ask_user_reminders_total{channel="telegram"} 1');
        expect(metrics).toContain('ask_user_plan_steps_total{outcome="fired"} 1');
        await gateway.channels.idle();
      } finally {
        await telegram.close();
      }
    },
    TEST_TIMEOUT_MS,
  );
});
