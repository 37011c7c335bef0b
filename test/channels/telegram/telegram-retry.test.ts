import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  TELEGRAM_WEBHOOK_PATH,
  TelegramAdapter,
} from "../../../src/channels/telegram/telegram-adapter.js";
import { notifyQuestion } from "../../support/prompts.js";
import { type ChannelRig, FAST_RETRY, startChannelRig } from "../channel-rig.js";
import { FakeTelegramApi } from "./fake-telegram-api.js";
import { ALLOWED_USER, CHAT_ID, FAST_TELEGRAM } from "./telegram-harness.js";

const SECRET = "webhook-secret-0123456789";

/** Telegram posts an update to the webhook again when the answer is late. */
describe("telegram webhook retries", () => {
  let api: FakeTelegramApi;
  let adapter: TelegramAdapter;
  let rig: ChannelRig;

  beforeEach(async () => {
    api = new FakeTelegramApi();
    await api.start();
    api.chats.add(CHAT_ID);
    adapter = new TelegramAdapter({
      token: api.token,
      apiRoot: api.url,
      webhook: { url: `https://example.test${TELEGRAM_WEBHOOK_PATH}`, secret: SECRET },
      ...FAST_TELEGRAM,
    });
    rig = await startChannelRig({
      channels: [{ adapter, defaultChatIds: [CHAT_ID], allowedUsers: [String(ALLOWED_USER)] }],
      retry: FAST_RETRY,
    });
    await api.waitForCall("setWebhook");
  });

  afterEach(async () => {
    await rig.close();
    await api.close();
  });

  /** A tap on the prompt's "Nobody", as Telegram posts it. */
  const tapNobody = async () => {
    const record = await rig.ask({ questions: [notifyQuestion()] });
    const sent = await api.waitForCall("sendMessage");
    const keyboard = (
      sent.payload.reply_markup as { inline_keyboard: { text: string; callback_data: string }[][] }
    ).inline_keyboard;
    const nobody = keyboard.flat().find((button) => button.text === "Nobody");
    const messageId = Number(api.messagesIn(CHAT_ID)[0]?.message_id);
    await rig.idle();
    return {
      record,
      update: api.tapUpdate(CHAT_ID, messageId, ALLOWED_USER, nobody?.callback_data ?? ""),
    };
  };
  const deliver = (update: object) =>
    adapter.webhook?.handle(
      new Request(`http://gateway.test${TELEGRAM_WEBHOOK_PATH}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-telegram-bot-api-secret-token": SECRET },
        body: JSON.stringify(update),
      }),
    ) ?? Promise.reject(new Error("no webhook"));

  it("answers at once, before the tap's notice has gone out", async () => {
    const { record, update } = await tapNobody();
    const letGo = api.hold("answerCallbackQuery");
    const response = deliver(update);
    await api.waitForCall("answerCallbackQuery");
    const answered = await Promise.race([
      response.then((it) => it.status),
      sleep(1000).then(() => "no answer while the notice is held up"),
    ]);
    letGo();
    expect(answered).toBe(200);
    await adapter.idle();
    expect(await rig.status(record)).toBe("answered");
  });

  it("answers a tap posted again while the first is still being answered once", async () => {
    const { record, update } = await tapNobody();
    const letGo = api.hold("answerCallbackQuery");
    const first = deliver(update);
    await api.waitForCall("answerCallbackQuery");
    const retry = await deliver(update);
    letGo();
    expect((await first).status).toBe(200);
    expect(retry.status).toBe(200);
    await adapter.idle();
    expect(await rig.result(record)).toEqual({
      status: "answered",
      answers: { answers: { notify: ["Nobody"] } },
    });
    // Not "Answered" followed by "This question is closed".
    expect(api.callsOf("answerCallbackQuery")).toHaveLength(1);
  });

  it("handles an update again when the first delivery's handling failed", async () => {
    const { update } = await tapNobody();
    api.inject("answerCallbackQuery", { kind: "error", code: 400, description: "Bad Request" });
    await deliver(update);
    await adapter.idle();
    await deliver(update);
    await adapter.idle();
    // The failed notice and the bare answer that stops the spinner, then the retry's notice.
    const notices = api.callsOf("answerCallbackQuery").map((call) => call.payload.text);
    expect(notices).toHaveLength(3);
    expect(String(notices[2])).toMatch(/^This question is closed/u);
  });
});
