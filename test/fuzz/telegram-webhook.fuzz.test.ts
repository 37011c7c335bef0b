import fc from "fast-check";
import { expect } from "vitest";
import { TELEGRAM_WEBHOOK_PATH } from "../../src/channels/telegram/telegram-adapter.js";
import { FakeTelegramApi } from "../channels/telegram/fake-telegram-api.js";
import {
  ALLOWED_USER,
  CHAT_ID,
  FAST_TELEGRAM,
  STRANGER,
} from "../channels/telegram/telegram-harness.js";
import { type RouteRequest, runSignedRouteFuzz } from "./signed-route-fuzz.js";

/**
 * SPEC P4 for Telegram's webhook, where the secret token header is the signature: a malformed
 * update with the right secret is answered 200 (ignored, so Telegram does not resend it) or 4xx.
 */

const SECRET = "s3cret_token-1";

runSignedRouteFuzz({
  name: "Telegram webhook",
  runs: { forged: 150, malformed: 300 },
  replay: { skip: "Telegram's updates carry no time: there is no window to replay outside" },
  db: "sqlite",
  async start() {
    const api = new FakeTelegramApi();
    await api.start();
    api.chats.add(CHAT_ID);
    return {
      config: {
        telegram: {
          token: api.token,
          apiRoot: api.url,
          chatIds: [CHAT_ID],
          allowedUsers: [String(ALLOWED_USER)],
          webhook: { url: "https://example.test/channels/telegram/webhook", secret: SECRET },
        },
      },
      tuning: { telegram: FAST_TELEGRAM },
      async route() {
        const sent = await api.waitForCall("sendMessage");
        const promptMessageId = Number(api.messagesIn(CHAT_ID)[0]?.message_id);
        const keyboard = (
          sent.payload.reply_markup as { inline_keyboard: { callback_data: string }[][] }
        ).inline_keyboard;
        const callbackData = keyboard.flat().map((button) => button.callback_data);
        /** A tap a real allowed user could make. */
        const tap = (data: string) =>
          JSON.stringify(api.tapUpdate(CHAT_ID, promptMessageId, ALLOWED_USER, data));
        return {
          path: TELEGRAM_WEBHOOK_PATH,
          genuine: () => withSecret(tap(callbackData[1] ?? ""), SECRET),
          // Only the secret is wrong.
          forged: fc
            .tuple(forgedSecret(), fc.constantFrom(...callbackData))
            .map(([secret, data]) => withSecret(tap(data), secret)),
          malformed: malformedUpdate(promptMessageId, callbackData).map((text) =>
            withSecret(text, SECRET),
          ),
          // A random callback query may carry a real button's data.
          bodiesMayEndTheQuestion: true,
        };
      },
      expectNothingShown() {
        expect(api.callsOf("answerCallbackQuery")).toEqual([]);
      },
      close: () => api.close(),
    };
  },
});

/** An update as Telegram posts it, with `secret` in its header (none when undefined). */
function withSecret(body: string, secret: string | undefined): RouteRequest {
  const headerable = secret === undefined || /^[\t\x20-\x7e]*$/.test(secret);
  const sent = headerable ? secret : "not-it";
  return {
    headers: {
      "content-type": "application/json",
      ...(sent === undefined ? {} : { "x-telegram-bot-api-secret-token": sent }),
    },
    body,
  };
}

/** No secret, any other string, and near misses. */
function forgedSecret() {
  return fc.oneof(
    fc.constant(undefined),
    // HTTP trims a header value's surrounding whitespace, so " secret " is the secret itself.
    fc.string({ maxLength: 300 }).filter((secret) => secret.trim() !== SECRET),
    // Near misses: one character off, a prefix, a suffix, another case.
    fc.constantFrom(SECRET.slice(0, -1), SECRET.toUpperCase(), `${SECRET}x`, `x${SECRET}`, ""),
  );
}

/** Messages, edits and callback queries with wrong types and ids, other JSON, and junk. */
function malformedUpdate(promptMessageId: number, callbackData: string[]) {
  const anyText = fc.oneof(
    fc.string({ maxLength: 80 }),
    fc.string({ unit: "grapheme", maxLength: 40 }),
    fc.constantFrom("1", "2", "skip", "Production", "/start", "", " ", "\u0000", "ข้าม"),
  );
  const anyId = fc.oneof(
    fc.integer(),
    fc.constantFrom(ALLOWED_USER, STRANGER, 0, -1, Number.MAX_SAFE_INTEGER),
    fc.string({ maxLength: 10 }),
    fc.constant(null),
  );
  const user = fc.record(
    { id: anyId, is_bot: fc.boolean(), first_name: anyText },
    { requiredKeys: [] },
  );
  const chat = fc.record({ id: fc.oneof(anyId, fc.constant(Number(CHAT_ID))), type: anyText });
  const message = fc.record(
    {
      message_id: fc.oneof(anyId, fc.constant(promptMessageId)),
      date: fc.oneof(fc.integer(), fc.string()),
      chat,
      from: user,
      text: anyText,
      reply_to_message: fc.record({ message_id: fc.oneof(anyId, fc.constant(promptMessageId)) }),
    },
    { requiredKeys: [] },
  );
  const callbackQuery = fc.record(
    {
      id: fc.oneof(fc.string({ maxLength: 20 }), fc.integer()),
      from: user,
      chat_instance: fc.string({ maxLength: 10 }),
      data: fc.oneof(
        fc.string({ maxLength: 80 }),
        fc.constantFrom(...callbackData),
        // Real callback data with one character changed or cut short.
        fc
          .tuple(
            fc.constantFrom(...callbackData),
            fc.nat(),
            fc.string({ minLength: 1, maxLength: 1 }),
          )
          .map(([data, at, char]) => {
            const position = at % Math.max(1, data.length);
            return data.slice(0, position) + char + data.slice(position + 1);
          }),
      ),
      message: fc.oneof(message, fc.constant(null)),
    },
    { requiredKeys: [] },
  );
  const update = fc.record(
    {
      update_id: fc.oneof(fc.nat(), fc.string(), fc.constant(null)),
      message,
      edited_message: message,
      callback_query: callbackQuery,
    },
    { requiredKeys: [] },
  );
  return fc.oneof(
    { weight: 4, arbitrary: update.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.string({ maxLength: 200 }),
        fc.constantFrom("", "{", "[1,", '{"update_id":', "null", "\ufeff{}", "{'a':1}"),
      ),
    },
  );
}
