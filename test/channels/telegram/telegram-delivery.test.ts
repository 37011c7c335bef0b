import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { TelegramAdapter } from "../../../src/channels/telegram/telegram-adapter.js";
import { resultOf } from "../../../src/core/index.js";
import { deployQuestion } from "../../support/prompts.js";
import { type ChannelRig, FAST_RETRY, startChannelRig } from "../channel-rig.js";
import { FakeTelegramApi } from "./fake-telegram-api.js";
import { ALLOWED_USER, CHAT_ID, FAST_TELEGRAM, htmlToText } from "./telegram-harness.js";

const single = { questions: [deployQuestion()] };

describe("telegram delivery", () => {
  let api: FakeTelegramApi;
  let adapter: TelegramAdapter;
  let rig: ChannelRig;

  /** The rig over a Telegram adapter talking to `apiRoot` (the fake unless given). */
  const startHub = async (
    options: { token?: string; apiRoot?: string; throttle?: object; allowedUsers?: string[] } = {},
  ) => {
    adapter = new TelegramAdapter({
      token: options.token ?? api.token,
      apiRoot: options.apiRoot ?? api.url,
      ...FAST_TELEGRAM,
      ...(options.throttle ? { throttle: options.throttle } : {}),
    });
    rig = await startChannelRig({
      channels: [
        {
          adapter,
          defaultChatIds: [CHAT_ID],
          allowedUsers: options.allowedUsers ?? [String(ALLOWED_USER)],
        },
      ],
      retry: FAST_RETRY,
    });
  };

  beforeEach(async () => {
    api = new FakeTelegramApi();
    await api.start();
    api.chats.add(CHAT_ID);
  });

  afterEach(async () => {
    await rig.close();
    await api.close();
  });

  it("waits out a 429's retry_after, then delivers", async () => {
    await startHub();
    api.inject("sendMessage", {
      kind: "error",
      code: 429,
      description: "Too Many Requests: retry after 1",
      retryAfter: 1,
    });
    const record = await rig.ask(single);
    const second = await api.waitForCall(
      "sendMessage",
      (call) => call !== api.callsOf("sendMessage")[0],
    );
    const [first] = api.callsOf("sendMessage");
    expect(second.at - (first?.at ?? 0)).toBeGreaterThanOrEqual(950);
    await rig.idle();
    expect((await rig.service.get(record.id)).status).toBe("pending");
    const [delivery] = await rig.store.listDeliveries({ questionId: record.id });
    expect(delivery).toMatchObject({ channel: "telegram", chatId: CHAT_ID });
  });

  it("retries 5xx answers and a hanging call, then delivers", async () => {
    await startHub();
    api.inject("sendMessage", { kind: "error", code: 502, description: "Bad Gateway" });
    api.inject("sendMessage", { kind: "hang" });
    const record = await rig.ask(single);
    await rig.idle();
    expect(api.callsOf("sendMessage")).toHaveLength(3);
    expect((await rig.service.get(record.id)).status).toBe("pending");
    expect(await rig.store.listDeliveries({ questionId: record.id })).toHaveLength(1);
  });

  it("ends as delivery_failed with Telegram's reason for a bad token, in seconds", async () => {
    await startHub({ token: "123:wrong" });
    const started = Date.now();
    const record = await rig.ask(single);
    const ended = await rig.service.waitForEnd(record.id, { timeoutMs: 10_000 });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(resultOf(ended)).toEqual({
      status: "no_answer",
      reason: "delivery_failed",
      detail: `telegram ${CHAT_ID}: 401 Unauthorized`,
    });
    expect(api.callsOf("sendMessage")).toHaveLength(FAST_RETRY.attempts);
  });

  it("never passes the bot token on in a network failure's reason", async () => {
    const unreachable = new FakeTelegramApi();
    await unreachable.start();
    const apiRoot = unreachable.url;
    await unreachable.close();
    await startHub({ apiRoot, allowedUsers: [] });
    const record = await rig.ask(single);
    const ended = await rig.service.waitForEnd(record.id, { timeoutMs: 10_000 });
    const detail = (resultOf(ended) as { detail?: string }).detail ?? "";
    expect(detail).toMatch(/^telegram -1001: network error: /);
    expect(detail).not.toContain(api.token);
  });

  it("delivers when one of two routes fails, and does not end the question", async () => {
    await startHub();
    const record = await rig.ask(single, {
      routes: [
        { channel: "telegram", chatId: CHAT_ID },
        { channel: "telegram", chatId: "404" },
      ],
    });
    await rig.idle();
    expect((await rig.service.get(record.id)).status).toBe("pending");
    // The unreachable chat's reservation stays closed, with no message id: nothing was shown.
    const deliveries = await rig.store.listDeliveries({ questionId: record.id });
    expect(deliveries.filter((d) => d.messageId !== "").map((d) => d.chatId)).toEqual([CHAT_ID]);
    expect(deliveries.find((d) => d.chatId === "404")).toMatchObject({ messageId: "" });
    expect(deliveries.find((d) => d.chatId === "404")?.closedAt).toBeDefined();
  });

  it("keeps the largest prompt within 4,096 characters and every callback data within 64 bytes", async () => {
    await startHub();
    const label = (question: number, option: number) =>
      `${"Ä".repeat(20)} option ${question}.${option} ${"ก่".repeat(12)}`
        .padEnd(64, "x")
        .slice(0, 64);
    const question = (index: number) => ({
      id: `question_number_${index}`,
      header: `Header ${index} that is long`,
      question: `${"Why ".repeat(200)}?`,
      options: [0, 1, 2, 3].map((option) => ({
        label: label(index, option),
        description: `<b>&</b> ${"description ".repeat(170)}`,
      })),
    });
    const shapes = [
      { questions: [question(1)] },
      { questions: [{ ...question(1), multiSelect: true }] },
      { questions: [question(1), { ...question(2), multiSelect: true }, question(3)] },
    ];
    for (const shape of shapes) {
      const record = await rig.ask(shape);
      await rig.idle();
      expect((await rig.service.get(record.id)).status).toBe("pending");
      await rig.service.cancel(record.id);
      await rig.idle();
    }
    const sends = api.callsOf("sendMessage");
    expect(sends).toHaveLength(3);
    expect(api.callsOf("editMessageText")).toHaveLength(3);
    const markup = sends[0]?.payload.reply_markup as
      | { inline_keyboard: { callback_data: string }[][] }
      | undefined;
    expect(markup?.inline_keyboard.flat()).toHaveLength(6);
    for (const call of api.calls) {
      const text = typeof call.payload.text === "string" ? call.payload.text : "";
      expect(htmlToText(text).length).toBeLessThanOrEqual(4096);
      const keyboard = (
        call.payload.reply_markup as { inline_keyboard?: { callback_data?: string }[][] }
      )?.inline_keyboard;
      for (const button of keyboard?.flat() ?? [])
        expect(Buffer.byteLength(button.callback_data ?? "", "utf8")).toBeLessThanOrEqual(64);
    }
    // The long text was cut, not the labels.
    expect(htmlToText(String(sends[2]?.payload.text))).toContain(label(3, 3));
  });

  it("takes a tap that arrives while the prompt's send is still returning", async () => {
    await startHub();
    // Telegram shows the prompt at once; the gateway learns its message id 400 ms later.
    api.inject("sendMessage", { kind: "late", ms: 400 });
    const record = await rig.ask(single);
    await api.waitForCall("sendMessage");
    const [shown] = api.messagesIn(CHAT_ID);
    const skip = shown?.reply_markup?.inline_keyboard
      ?.flat()
      .find((button) => button.callback_data?.startsWith("s:"));
    const tap = api.tap(
      CHAT_ID,
      Number(shown?.message_id),
      ALLOWED_USER,
      skip?.callback_data ?? "",
    );
    const notice = await api.waitForCall(
      "answerCallbackQuery",
      (call) => call.payload.callback_query_id === tap,
    );
    expect(notice.payload.text).toBe("Skipped.");
    expect(resultOf(await rig.service.get(record.id))).toEqual({
      status: "no_answer",
      reason: "skipped",
    });
  });

  it("answers a tap on an ended or unknown prompt with a notice and changes nothing", async () => {
    await startHub();
    const record = await rig.ask(single);
    await rig.idle();
    const [delivery] = await rig.store.listDeliveries({ questionId: record.id });
    const messageId = Number(delivery?.messageId);
    const data =
      api.message(CHAT_ID, messageId)?.reply_markup?.inline_keyboard?.[1]?.[0]?.callback_data ?? "";
    const forged = api.tap(CHAT_ID, messageId, ALLOWED_USER, "a:someotherquestion:0");
    const forgedAnswer = await api.waitForCall(
      "answerCallbackQuery",
      (call) => call.payload.callback_query_id === forged,
    );
    expect(forgedAnswer.payload.text).toBe("This question is no longer open.");
    expect((await rig.service.get(record.id)).status).toBe("pending");

    await rig.service.cancel(record.id);
    await rig.idle();
    const late = api.tap(CHAT_ID, messageId, ALLOWED_USER, data);
    const lateAnswer = await api.waitForCall(
      "answerCallbackQuery",
      (call) => call.payload.callback_query_id === late,
    );
    // A tap on an ended prompt hears how it ended.
    expect(lateAnswer.payload.text).toBe("This question is closed (Cancelled by the agent).");
    expect(resultOf(await rig.service.get(record.id))).toEqual({
      status: "no_answer",
      reason: "cancelled",
    });
  });

  it("asks for Other with a ForceReply and takes the reply to it; ignores a stranger's talk in the group", async () => {
    await startHub();
    const record = await rig.ask(single);
    await rig.idle();
    const [delivery] = await rig.store.listDeliveries({ questionId: record.id });
    const messageId = Number(delivery?.messageId);
    const keyboard = api.message(CHAT_ID, messageId)?.reply_markup?.inline_keyboard ?? [];
    const other = keyboard.flat().find((button) => button.text === "Other…")?.callback_data ?? "";
    expect(Buffer.byteLength(other)).toBeLessThanOrEqual(64);

    const before = api.callsOf("sendMessage").length;
    api.send(CHAT_ID, 999, "lunch anyone?");
    const tap = api.tap(CHAT_ID, messageId, ALLOWED_USER, other);
    await api.waitForCall("answerCallbackQuery", (call) => call.payload.callback_query_id === tap);
    const forceReply = await api.waitForCall(
      "sendMessage",
      (call) =>
        (call.payload.reply_markup as { force_reply?: boolean } | undefined)?.force_reply === true,
    );
    expect(forceReply.payload.reply_parameters).toMatchObject({ message_id: messageId });
    expect(htmlToText(String(forceReply.payload.text))).toBe("Deploy\nType your own answer");
    // The stranger's loose message in the group got no notice, and answered nothing.
    expect(api.callsOf("sendMessage")).toHaveLength(before + 1);
    expect((await rig.service.get(record.id)).status).toBe("pending");

    const forceReplyId = api.messagesIn(CHAT_ID).at(-1)?.message_id;
    api.send(CHAT_ID, ALLOWED_USER, "Blue/green, please", forceReplyId);
    const ended = await rig.service.waitForEnd(record.id, { timeoutMs: 5000 });
    expect(resultOf(ended)).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Blue/green, please"] } },
    });
  });

  it("never takes words written before the prompt was sent as its answer, however late they arrive", async () => {
    await startHub();
    const record = await rig.ask(single);
    await rig.idle();
    // Written an hour ago, while no gateway polled: Telegram kept the update until now.
    api.send(CHAT_ID, ALLOWED_USER, "1", undefined, Math.floor(Date.now() / 1000) - 3600);
    api.send(CHAT_ID, ALLOWED_USER, "2");
    const ended = await rig.service.waitForEnd(record.id, { timeoutMs: 5000 });
    expect(resultOf(ended)).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    });
  });

  it("treats Telegram's 'message is not modified' as done", async () => {
    await startHub();
    const record = await rig.ask(single);
    await rig.idle();
    const [delivery] = await rig.store.listDeliveries({ questionId: record.id });
    const ended = await rig.service.cancel(record.id);
    await rig.idle();
    if (!delivery) throw new Error("not delivered");
    const again = adapter.showOutcome({
      question: ended,
      delivery,
      locale: "en",
      signal: new AbortController().signal,
    });
    await expect(again).resolves.toBeUndefined();
    const edits = api.callsOf("editMessageText");
    expect(edits).toHaveLength(2);
    expect(htmlToText(api.message(CHAT_ID, Number(delivery.messageId))?.text ?? "")).toBe(
      "Deploy\nCancelled",
    );
  });

  it("reminds in a private chat as a reply to the prompt, mentioning nobody", async () => {
    await startHub();
    const privateChat = String(ALLOWED_USER);
    api.chats.add(privateChat);
    await rig.ask(single, {
      plan: {
        steps: [
          { afterSeconds: 0, routes: [{ channel: "telegram", chatId: privateChat }] },
          { afterSeconds: 1, routes: [], remind: true },
        ],
      },
    });
    const reminder = await api.waitForCall(
      "sendMessage",
      (call) => "reply_parameters" in call.payload,
    );
    const prompt = api.messagesIn(privateChat)[0];
    expect(reminder.payload).toMatchObject({
      chat_id: privateChat,
      parse_mode: "HTML",
      reply_parameters: { message_id: prompt?.message_id, allow_sending_without_reply: true },
    });
    expect(reminder.payload.reply_markup).toBeUndefined();
    // The chat is the human's own: the message notifies them without a mention.
    expect(String(reminder.payload.text)).toMatch(/^⏰ Reminder: <b>Deploy<\/b> is still waiting/u);
  });

  it("spaces messages to one chat under Telegram's per-chat limit", async () => {
    await startHub({ throttle: { perChatIntervalMs: 1000, globalIntervalMs: 0 } });
    const records = [];
    for (let count = 0; count < 3; count += 1) records.push(await rig.ask(single));
    await rig.idle();
    const times = api.callsOf("sendMessage").map((call) => call.at);
    expect(times).toHaveLength(records.length);
    // The throttle spaces departures; the fake sees arrivals, which a loaded machine delays by
    // up to ~170 ms (seen), the first one (it opens the connection) and any other. A second's
    // spacing keeps such a delay far from the bound; unthrottled, they would arrive within a
    // few ms.
    expect((times[1] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(600);
    expect((times[2] ?? 0) - (times[1] ?? 0)).toBeGreaterThanOrEqual(600);
  });
});
