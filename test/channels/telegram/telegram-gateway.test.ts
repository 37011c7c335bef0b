import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { TELEGRAM_WEBHOOK_PATH } from "../../../src/channels/telegram/telegram-adapter.js";
import type { GatewayConfig } from "../../../src/config.js";
import { type RunningGateway, startGateway } from "../../../src/gateway/gateway.js";
import { deployPrompt } from "../../support/prompts.js";
import { FAST_RETRY } from "../channel-rig.js";
import { FakeTelegramApi } from "./fake-telegram-api.js";
import { ALLOWED_USER, CHAT_ID, FAST_TELEGRAM, htmlToText } from "./telegram-harness.js";

const directory = mkdtempSync(join(tmpdir(), "ask-user-telegram-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const SECRET = "s3cret_token-1";
let databases = 0;

/** The whole gateway (HTTP, store, channels) with Telegram pointed at the fake Bot API. */
describe("telegram in the gateway", () => {
  let api: FakeTelegramApi;
  let gateway: RunningGateway | undefined;

  const config = (
    overrides: Partial<GatewayConfig["telegram"]> = {},
    db = "memory",
  ): GatewayConfig => ({
    host: "127.0.0.1",
    port: 0,
    db,
    token: "agent-token",
    telegram: {
      token: api.token,
      apiRoot: api.url,
      chatIds: [CHAT_ID],
      allowedUsers: [String(ALLOWED_USER)],
      ...overrides,
    },
  });
  const start = async (gatewayConfig: GatewayConfig) => {
    gateway = await startGateway(gatewayConfig, () => {}, {
      retry: FAST_RETRY,
      telegram: FAST_TELEGRAM,
    });
    return gateway;
  };
  const request = async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const response = await fetch(`${gateway?.url}${path}`, {
      method,
      headers: {
        authorization: "Bearer agent-token",
        "content-type": "application/json",
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text === "" ? undefined : JSON.parse(text) };
  };
  /** The prompt's sendMessage call, once the channels have delivered it. */
  const delivered = async () => {
    await gateway?.channels.idle();
    return api.waitForCall("sendMessage");
  };

  beforeEach(async () => {
    api = new FakeTelegramApi();
    await api.start();
    api.chats.add(CHAT_ID);
  });

  afterEach(async () => {
    await gateway?.close();
    gateway = undefined;
    await api.close();
  });

  it("webhook mode: registers the webhook with its secret, refuses a wrong secret with 401, and takes a signed tap", async () => {
    await start(
      config({
        webhook: { url: "https://example.test/channels/telegram/webhook", secret: SECRET },
      }),
    );
    const setWebhook = await api.waitForCall("setWebhook");
    expect(setWebhook.payload).toMatchObject({
      url: "https://example.test/channels/telegram/webhook",
      secret_token: SECRET,
    });
    expect(api.callsOf("getUpdates")).toEqual([]);

    const asked = await request("POST", "/v1/questions", { sessionId: "hook", ...deployPrompt() });
    const sent = await delivered();
    const messageId = Number(api.messagesIn(CHAT_ID)[0]?.message_id);
    const keyboard = (
      sent.payload.reply_markup as { inline_keyboard: { callback_data: string }[][] }
    ).inline_keyboard;
    const update = api.tapUpdate(
      CHAT_ID,
      messageId,
      ALLOWED_USER,
      keyboard[1]?.[0]?.callback_data ?? "",
    );

    const post = (secret?: string) =>
      fetch(`${gateway?.url}${TELEGRAM_WEBHOOK_PATH}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(secret === undefined ? {} : { "x-telegram-bot-api-secret-token": secret }),
        },
        body: JSON.stringify(update),
      });
    expect((await post("wrong")).status).toBe(401);
    expect((await post()).status).toBe(401);
    expect((await request("GET", `/v1/questions/${asked.body.id}`)).body.status).toBe("pending");

    expect((await post(SECRET)).status).toBe(200);
    const result = await request("GET", `/v1/questions/${asked.body.id}/result?waitSeconds=5`);
    expect(result.body).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    });
    await gateway?.channels.idle();
    expect(htmlToText(api.message(CHAT_ID, messageId)?.text ?? "")).toBe("Deploy: Production");
  });

  it("routes per session through PUT /v1/sessions/:sessionId/routes", async () => {
    api.chats.add("-2002");
    await start(config());
    expect((await request("GET", "/v1/sessions/routed/routes")).body).toEqual({ routes: null });
    const put = await request("PUT", "/v1/sessions/routed/routes", {
      routes: [{ channel: "telegram", chatId: "-2002" }],
    });
    expect(put).toEqual({
      status: 200,
      body: { routes: [{ channel: "telegram", chatId: "-2002" }] },
    });
    expect((await request("GET", "/v1/sessions/routed/routes")).body).toEqual(put.body);
    // The language setting keeps the routes.
    await request("PUT", "/v1/sessions/routed/settings", { locale: "de" });
    expect((await request("GET", "/v1/sessions/routed/routes")).body).toEqual(put.body);

    const bad = await request("PUT", "/v1/sessions/routed/routes", {
      routes: [{ channel: "slack", chatId: "C1" }, { channel: "telegram" }],
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("routes[0].channel");
    expect(JSON.stringify(bad.body)).toContain("routes[1].chatId");

    await request("POST", "/v1/questions", { sessionId: "routed", ...deployPrompt() });
    const sent = await api.waitForCall("sendMessage");
    expect(sent.payload.chat_id).toBe("-2002");
    expect(String(sent.payload.text)).toContain("Antworte");

    // No routes: the Control UI and API serve the session, nothing goes to Telegram.
    await request("PUT", "/v1/sessions/quiet/routes", { routes: [] });
    const quiet = await request("POST", "/v1/questions", { sessionId: "quiet", ...deployPrompt() });
    await gateway?.channels.idle();
    expect(api.callsOf("sendMessage")).toHaveLength(1);
    expect((await request("GET", `/v1/questions/${quiet.body.id}`)).body.status).toBe("pending");
  });

  it("edits the prompt to the answer and where it was given when answered after a restart", async () => {
    databases += 1;
    const db = join(directory, `restart-${databases}.db`);
    await start(config({}, db));
    const asked = await request("POST", "/v1/questions", {
      sessionId: "restart",
      ...deployPrompt(),
    });
    await delivered();
    await gateway?.close();
    gateway = undefined;

    const restarted = await start(config({}, db));
    const answered = await request("POST", `/v1/questions/${asked.body.id}/answer`, {
      answers: { deploy_target: ["Staging (Recommended)"] },
      surface: "web",
    });
    expect(answered.body).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Staging (Recommended)"] } },
    });
    await restarted.channels.idle();
    const [message] = api.messagesIn(CHAT_ID);
    expect(htmlToText(message?.text ?? "")).toBe("Deploy: Staging\nAnswered in the Control UI");
    expect(message?.reply_markup).toBeUndefined();
    // One prompt only: the restart did not deliver the question again.
    expect(api.callsOf("sendMessage")).toHaveLength(1);
  });

  it("takes a tap on a prompt delivered before a restart", async () => {
    databases += 1;
    const db = join(directory, `tap-${databases}.db`);
    await start(config({}, db));
    const asked = await request("POST", "/v1/questions", { sessionId: "tap", ...deployPrompt() });
    const sent = await delivered();
    await gateway?.close();
    gateway = undefined;

    await start(config({}, db));
    const [message] = api.messagesIn(CHAT_ID);
    const keyboard = (
      sent.payload.reply_markup as { inline_keyboard: { callback_data: string }[][] }
    ).inline_keyboard;
    const tap = api.tap(
      CHAT_ID,
      Number(message?.message_id),
      ALLOWED_USER,
      keyboard[0]?.[0]?.callback_data ?? "",
    );
    const result = await request("GET", `/v1/questions/${asked.body.id}/result?waitSeconds=5`);
    expect(result.body).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Staging (Recommended)"] } },
    });
    const notice = await api.waitForCall(
      "answerCallbackQuery",
      (call) => call.payload.callback_query_id === tap,
    );
    expect(notice.payload.text).toBe("Answered: Deploy: Staging");
  });

  it("takes the words typed after Other… although the gateway restarted in between", async () => {
    databases += 1;
    const db = join(directory, `other-${databases}.db`);
    await start(config({}, db));
    const asked = await request("POST", "/v1/questions", { sessionId: "other", ...deployPrompt() });
    const sent = await delivered();
    const other = (
      sent.payload.reply_markup as { inline_keyboard: { callback_data: string }[][] }
    ).inline_keyboard
      .flat()
      .find((button) => button.callback_data.startsWith("o:"));
    const [prompt] = api.messagesIn(CHAT_ID);
    api.tap(CHAT_ID, Number(prompt?.message_id), ALLOWED_USER, other?.callback_data ?? "");
    const forceReply = await api.waitForCall(
      "sendMessage",
      (call) => (call.payload.reply_markup as { force_reply?: boolean })?.force_reply === true,
    );
    await gateway?.close();
    gateway = undefined;

    await start(config({}, db));
    const asking = api
      .messagesIn(CHAT_ID)
      .find((message) => message.text === forceReply.payload.text);
    // "2" read as a reply would pick Production; after Other… it is the human's own words.
    api.send(CHAT_ID, ALLOWED_USER, "2", asking?.message_id);
    const result = await request("GET", `/v1/questions/${asked.body.id}/result?waitSeconds=5`);
    expect(result.body).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["2"] } },
    });
  });

  it("closes the prompt of a question that ended while the gateway was down", async () => {
    databases += 1;
    const db = join(directory, `down-${databases}.db`);
    await start(config({}, db));
    const asked = await request("POST", "/v1/questions", { sessionId: "down", ...deployPrompt() });
    await delivered();
    await gateway?.close();
    // Another gateway without Telegram (say, an older config) takes the answer meanwhile.
    gateway = await startGateway({ host: "127.0.0.1", port: 0, db, token: "agent-token" });
    await request("POST", `/v1/questions/${asked.body.id}/answer`, { skip: true, surface: "web" });
    await gateway.close();
    gateway = undefined;

    const restarted = await start(config({}, db));
    await restarted.channels.idle();
    expect(htmlToText(api.messagesIn(CHAT_ID)[0]?.text ?? "")).toBe("Deploy\nSkipped");
  });

  it("reports delivery_failed to the agent over HTTP when the chat is gone", async () => {
    api.chats.delete(CHAT_ID);
    await start(config());
    const asked = await request("POST", "/v1/questions", { sessionId: "gone", ...deployPrompt() });
    const result = await request("GET", `/v1/questions/${asked.body.id}/result?waitSeconds=10`);
    expect(result.body).toEqual({
      status: "no_answer",
      reason: "delivery_failed",
      detail: `telegram ${CHAT_ID}: 400 Bad Request: chat not found`,
    });
    const listed = await request("GET", "/v1/questions?status=delivery_failed");
    expect(listed.body.questions).toHaveLength(1);
  });
});
