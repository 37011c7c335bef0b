import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TELEGRAM_WEBHOOK_PATH } from "../../src/channels/telegram/telegram-adapter.js";
import { type RunningGateway, startGateway } from "../../src/gateway/gateway.js";
import { FAST_RETRY } from "../channels/channel-rig.js";
import { FakeTelegramApi } from "../channels/telegram/fake-telegram-api.js";
import {
  ALLOWED_USER,
  CHAT_ID,
  FAST_TELEGRAM,
  STRANGER,
} from "../channels/telegram/telegram-harness.js";
import { requestJson } from "../support/child-gateway.js";
import { deployPrompt } from "../support/prompts.js";
import { expectWholeRecords } from "./store-consistency.js";

/**
 * SPEC P4 for Telegram's webhook: with a forged or missing secret every update is refused with
 * 401 and changes nothing; with the right secret, malformed updates are answered 200 (ignored,
 * so Telegram does not resend them) or 4xx, never 5xx. The gateway keeps serving, and the store
 * holds only whole records.
 */

const SECRET = "s3cret_token-1";
const TOKEN = "agent-token";
const AUTH = { authorization: `Bearer ${TOKEN}` };
const RUNS = { forged: 150, malformed: 300 };

const directory = mkdtempSync(join(tmpdir(), "ask-user-telegram-fuzz-"));

describe("Telegram webhook with hostile input", () => {
  let api: FakeTelegramApi;
  let gateway: RunningGateway;
  let questionId: string;
  let callbackData: string[];
  let promptMessageId: number;

  beforeAll(async () => {
    api = new FakeTelegramApi();
    await api.start();
    api.chats.add(CHAT_ID);
    gateway = await startGateway(
      {
        host: "127.0.0.1",
        port: 0,
        db: join(directory, "telegram-fuzz.db"),
        token: TOKEN,
        answerRatePerMinute: 100_000_000,
        telegram: {
          token: api.token,
          apiRoot: api.url,
          chatIds: [CHAT_ID],
          allowedUsers: [String(ALLOWED_USER)],
          webhook: { url: "https://example.test/channels/telegram/webhook", secret: SECRET },
        },
      },
      () => {},
      { retry: FAST_RETRY, telegram: FAST_TELEGRAM },
    );
    const asked = await requestJson(
      "POST",
      `${gateway.url}/v1/questions`,
      { sessionId: "fuzz", ...deployPrompt(3600) },
      AUTH,
    );
    expect(asked.status).toBe(201);
    questionId = asked.body.id;
    const sent = await api.waitForCall("sendMessage");
    await gateway.channels.idle();
    promptMessageId = Number(api.messagesIn(CHAT_ID)[0]?.message_id);
    const keyboard = (
      sent.payload.reply_markup as { inline_keyboard: { callback_data: string }[][] }
    ).inline_keyboard;
    callbackData = keyboard.flat().map((button) => button.callback_data);
  });

  afterAll(async () => {
    await gateway?.close();
    await api?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  const post = (body: string, secret: string | undefined) =>
    fetch(`${gateway.url}${TELEGRAM_WEBHOOK_PATH}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(secret === undefined ? {} : { "x-telegram-bot-api-secret-token": secret }),
      },
      body,
    });

  const questionStatus = async () =>
    (await requestJson("GET", `${gateway.url}/v1/questions/${questionId}`, undefined, AUTH)).body
      .status;

  it("refuses every update with a forged or missing secret: 401, nothing changes", async () => {
    const before = await expectWholeRecords(gateway.url, AUTH);
    const forgedSecret = fc.oneof(
      fc.constant(undefined),
      // HTTP trims a header value's surrounding whitespace, so " secret " is the secret itself.
      fc.string({ maxLength: 300 }).filter((secret) => secret.trim() !== SECRET),
      // Near misses: one character off, a prefix, a suffix, another case.
      fc.constantFrom(SECRET.slice(0, -1), SECRET.toUpperCase(), `${SECRET}x`, `x${SECRET}`, ""),
    );
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(forgedSecret, fc.constantFrom(...callbackData), async (secret, data) => {
        // A tap a real allowed user could make: only the secret is wrong.
        const update = api.tapUpdate(CHAT_ID, promptMessageId, ALLOWED_USER, data);
        const headerable = secret === undefined || /^[\t\x20-\x7e]*$/.test(secret);
        const response = await post(JSON.stringify(update), headerable ? secret : "not-it");
        await response.body?.cancel();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect(response.status).toBe(401);
      }),
      { numRuns: RUNS.forged },
    );
    expect([...statuses.keys()]).toEqual([401]);
    expect(await questionStatus()).toBe("pending");
    expect(await expectWholeRecords(gateway.url, AUTH)).toEqual(before);
    expect(api.callsOf("answerCallbackQuery")).toEqual([]);
  });

  it("answers malformed updates with the right secret 200 or 4xx, never 5xx, and keeps serving", async () => {
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
    const body = fc.oneof(
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

    const statuses = new Map<number, number>();
    // Every failing body is collected, not just the first, so one run shows each kind of them.
    const serverErrors: string[] = [];
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        const response = await post(text, SECRET);
        const reply = await response.text();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status >= 500)
          serverErrors.push(`${text.slice(0, 120)} -> ${response.status} ${reply}`);
      }),
      { numRuns: RUNS.malformed },
    );
    console.log(`telegram webhook, right secret: statuses ${JSON.stringify([...statuses])}`);
    expect(serverErrors, "bodies answered with 5xx").toEqual([]);
    await gateway.channels.idle();

    expect((await requestJson("GET", `${gateway.url}/healthz`)).status).toBe(200);
    await expectWholeRecords(gateway.url, AUTH);
    // The gateway still takes a real tap from the allowed user after all that.
    if ((await questionStatus()) === "pending") {
      const tap = api.tapUpdate(CHAT_ID, promptMessageId, ALLOWED_USER, callbackData[1] ?? "");
      const response = await post(JSON.stringify(tap), SECRET);
      expect(response.status).toBe(200);
    }
    const result = await requestJson(
      "GET",
      `${gateway.url}/v1/questions/${questionId}/result?waitSeconds=5`,
      undefined,
      AUTH,
    );
    expect(result.status).toBe(200);
    expect(["answered", "no_answer"]).toContain(result.body.status);
  }, 60_000);
});
