import { TelegramAdapter } from "../../../src/channels/telegram/telegram-adapter.js";
import type { ChannelHarness, PromptView, ReminderView } from "../channel-contract.js";
import { type FakeMessage, FakeTelegramApi } from "./fake-telegram-api.js";

export const CHAT_ID = "-1001";
export const ALLOWED_USER = 111;
export const STRANGER = 999;

/** Throttling off and a one-second long poll, so tests run fast. */
export const FAST_TELEGRAM = {
  pollingTimeoutSeconds: 1,
  throttle: { perChatIntervalMs: 0, globalIntervalMs: 0 },
};

/** The real grammY adapter against a fake Bot API, played from the human's side. */
export async function telegramHarness(): Promise<ChannelHarness & { api: FakeTelegramApi }> {
  const api = new FakeTelegramApi();
  await api.start();
  api.chats.add(CHAT_ID);
  const adapter = new TelegramAdapter({ token: api.token, apiRoot: api.url, ...FAST_TELEGRAM });

  const view = (messageId: string): PromptView => {
    const message = api.message(CHAT_ID, messageId);
    if (!message) throw new Error(`no message ${messageId} in the chat`);
    return {
      messageId,
      text: htmlToText(message.text),
      buttons: (message.reply_markup?.inline_keyboard ?? []).flat().map((button) => button.text),
    };
  };
  /** The delivered prompts: the bot's messages in the chat that reply to nothing. */
  const promptIds = (): string[] =>
    api
      .messagesIn(CHAT_ID)
      .filter((message) => message.reply_to_message_id === undefined)
      .map((message) => String(message.message_id));
  /** Replies to a prompt that ask for nothing: Other… asks for the words with a ForceReply. */
  const reminders = (): ReminderView[] => {
    const prompts = new Set(promptIds());
    return api
      .messagesIn(CHAT_ID)
      .filter(
        (message) =>
          prompts.has(String(message.reply_to_message_id)) && !message.reply_markup?.force_reply,
      )
      .map((message) => ({
        ...view(String(message.message_id)),
        repliesTo: String(message.reply_to_message_id),
        mentions: mentioned(message),
      }));
  };

  return {
    api,
    adapter,
    chatId: CHAT_ID,
    allowedUser: String(ALLOWED_USER),
    stranger: String(STRANGER),
    async prompt(index) {
      const deadline = Date.now() + 8000;
      for (;;) {
        const id = promptIds()[index];
        if (id !== undefined) return view(id);
        if (Date.now() > deadline) throw new Error(`prompt ${index} was never delivered`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    current: view,
    async tap(messageId, button, userId) {
      const keyboard = api.message(CHAT_ID, messageId)?.reply_markup?.inline_keyboard ?? [];
      const data = keyboard.flat().find((item) => item.text === button)?.callback_data;
      if (data === undefined) throw new Error(`no button "${button}" on message ${messageId}`);
      const queryId = api.tap(CHAT_ID, Number(messageId), Number(userId), data);
      const answer = await api.waitForCall(
        "answerCallbackQuery",
        (call) => call.payload.callback_query_id === queryId,
      );
      return String(answer.payload.text ?? "");
    },
    async say(text, userId, replyTo, writtenAt) {
      const before = api.calls.length;
      api.send(
        CHAT_ID,
        Number(userId),
        text,
        replyTo === undefined ? undefined : Number(replyTo),
        writtenAt === undefined ? undefined : Math.floor(writtenAt / 1000),
      );
      // Let the bot fetch the update before the test goes on.
      const deadline = Date.now() + 8000;
      while (Date.now() < deadline) {
        if (api.calls.slice(before).some((call) => call.method === "getUpdates")) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    reminders,
    async botMessage(part) {
      const call = await api.waitForCall(
        "sendMessage",
        (item) =>
          item.payload.reply_parameters !== undefined && String(item.payload.text).includes(part),
      );
      return String(call.payload.text);
    },
    breakChat() {
      api.chats.delete(CHAT_ID);
    },
    async close() {
      await adapter.stop();
      await api.close();
    },
  };
}

/** What the human reads: the HTML tags gone and the entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The users Telegram notifies of a message: those its HTML mentions by id. */
function mentioned(message: FakeMessage): string[] {
  if (message.parse_mode !== "HTML") return [];
  return [...message.text.matchAll(/<a\s+href="tg:\/\/user\?id=(\d+)">/gu)].map(
    (match) => match[1] ?? "",
  );
}
