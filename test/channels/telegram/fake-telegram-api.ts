import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { FakePlatformApi, type RecordedCall } from "../fake-platform-api.js";

/** A message the fake holds, as Telegram would show it now. */
export interface FakeMessage {
  message_id: number;
  chat_id: string;
  text: string;
  reply_markup?: {
    inline_keyboard?: Array<Array<{ text: string; callback_data?: string }>>;
    force_reply?: boolean;
  };
  parse_mode?: string;
  reply_to_message_id?: number;
}

/** An injected failure for the next call(s) of a method. */
export type Injected =
  | { kind: "error"; code: number; description: string; retryAfter?: number }
  | { kind: "hang" }
  /** The call takes effect at once (a message shows in the chat), its answer comes `ms` later. */
  | { kind: "late"; ms: number };

const BOT = { id: 777, is_bot: true, first_name: "Ask User", username: "ask_user_bot" };

/**
 * A local stand-in for the Telegram Bot API: the methods ask-user uses, with Telegram's
 * envelope (`{ ok, result }` / `{ ok: false, error_code, description, parameters }`) and its
 * error texts. It records every call and can inject 429s, 400s, 5xx and hangs.
 */
export class FakeTelegramApi extends FakePlatformApi<Injected> {
  readonly token: string;
  /** Chats the bot may write to; any other chat is "chat not found". */
  readonly chats = new Set<string>();
  readonly #messages = new Map<string, FakeMessage>();
  readonly #updates: Array<Record<string, unknown> & { update_id: number }> = [];
  readonly #pollers = new Set<() => void>();
  readonly #hanging = new Set<ServerResponse>();
  #server: Server | undefined;
  #nextMessageId = 100;
  #nextUpdateId = 1;
  #webhook = "";
  url = "";

  constructor(token = "123456:TEST-token") {
    super();
    this.token = token;
  }

  async start(): Promise<void> {
    this.#server = createServer((request, response) => void this.#handle(request, response));
    await new Promise<void>((resolve) => this.#server?.listen(0, "127.0.0.1", resolve));
    const { port } = this.#server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}`;
  }

  async close(): Promise<void> {
    for (const wake of this.#pollers) wake();
    for (const response of this.#hanging) response.destroy();
    await new Promise<void>((resolve) => {
      this.#server?.close(() => resolve());
      this.#server?.closeAllConnections();
    });
  }

  message(chatId: string, messageId: number | string): FakeMessage | undefined {
    return this.#messages.get(`${chatId}:${messageId}`);
  }

  /** The bot's messages in a chat, oldest first. */
  messagesIn(chatId: string): FakeMessage[] {
    return [...this.#messages.values()].filter((message) => message.chat_id === chatId);
  }

  /** A user taps an inline button of a message, as Telegram sends it. */
  tap(chatId: string, messageId: number, userId: number, data: string): string {
    const message = this.message(chatId, messageId);
    const id = String(9000 + this.#nextUpdateId);
    this.#push({
      callback_query: {
        id,
        from: user(userId),
        chat_instance: "-42",
        data,
        message: message && this.#toTelegram(message),
      },
    });
    return id;
  }

  /**
   * A user writes in a chat, optionally as a reply to a message; `date` (seconds) is when they
   * wrote it, now unless given.
   */
  send(chatId: string, userId: number, text: string, replyTo?: number, date = seconds()): void {
    const replied = replyTo === undefined ? undefined : this.message(chatId, replyTo);
    this.#nextMessageId += 1;
    this.#push({
      message: {
        message_id: this.#nextMessageId,
        date,
        chat: chatOf(chatId),
        from: user(userId),
        text,
        ...(replied ? { reply_to_message: this.#toTelegram(replied) } : {}),
      },
    });
  }

  /** An update as Telegram would post it to a webhook (not queued for getUpdates). */
  tapUpdate(chatId: string, messageId: number, userId: number, data: string) {
    const message = this.message(chatId, messageId);
    this.#nextUpdateId += 1;
    return {
      update_id: this.#nextUpdateId,
      callback_query: {
        id: String(8000 + this.#nextUpdateId),
        from: user(userId),
        chat_instance: "-42",
        data,
        message: message && this.#toTelegram(message),
      },
    };
  }

  #push(update: Record<string, unknown>): void {
    this.#updates.push({ update_id: this.#nextUpdateId, ...update });
    this.#nextUpdateId += 1;
    for (const wake of this.#pollers) wake();
  }

  #toTelegram(message: FakeMessage) {
    return {
      message_id: message.message_id,
      date: seconds(),
      chat: chatOf(message.chat_id),
      from: BOT,
      text: message.text,
      ...(message.reply_markup ? { reply_markup: message.reply_markup } : {}),
    };
  }

  async #handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(request.url ?? "");
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    const payload = (text === "" ? {} : JSON.parse(text)) as Record<string, unknown>;
    if (!match)
      return reply(response, 404, { ok: false, error_code: 404, description: "Not Found" });
    const [, token, method = ""] = match;
    this.record(method, payload);
    await this.whileHeld(method);
    if (token !== this.token)
      return reply(response, 401, { ok: false, error_code: 401, description: "Unauthorized" });

    const injected = this.takeInjected(method);
    if (injected?.kind === "hang") {
      this.#hanging.add(response);
      response.on("close", () => this.#hanging.delete(response));
      return;
    }
    if (injected?.kind === "late") {
      const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
      response.end = ((...args: unknown[]) => {
        setTimeout(() => end(...args), injected.ms);
        return response;
      }) as ServerResponse["end"];
    } else if (injected)
      return fail(response, injected.code, injected.description, injected.retryAfter);

    switch (method) {
      case "getMe":
        return ok(response, BOT);
      case "deleteWebhook":
        this.#webhook = "";
        return ok(response, true);
      case "setWebhook":
        this.#webhook = String(payload.url ?? "");
        return ok(response, true);
      case "getUpdates":
        return this.#getUpdates(request, response, payload);
      case "answerCallbackQuery":
        if (typeof payload.text === "string" && payload.text.length > 200)
          return fail(response, 400, "Bad Request: MESSAGE_TOO_LONG");
        return ok(response, true);
      case "sendMessage":
        return this.#sendMessage(response, payload);
      case "editMessageText":
      case "editMessageReplyMarkup":
        return this.#edit(response, method, payload);
      default:
        return fail(response, 404, "Not Found: method not found");
    }
  }

  #getUpdates(
    request: IncomingMessage,
    response: ServerResponse,
    payload: Record<string, unknown>,
  ) {
    if (this.#webhook !== "")
      return fail(
        response,
        409,
        "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first",
      );
    const offset = Number(payload.offset ?? 0);
    // Telegram forgets the updates a later offset confirms.
    while ((this.#updates[0]?.update_id ?? Number.POSITIVE_INFINITY) < offset)
      this.#updates.shift();
    const limit = Number(payload.limit ?? 100);
    if (this.#updates.length > 0 || !payload.timeout)
      return ok(response, this.#updates.slice(0, limit));
    const timer = setTimeout(answer, Number(payload.timeout) * 1000);
    const self = this;
    function answer() {
      clearTimeout(timer);
      self.#pollers.delete(answer);
      if (!response.writableEnded && !response.destroyed)
        ok(response, self.#updates.slice(0, limit));
    }
    this.#pollers.add(answer);
    request.on("close", () => {
      clearTimeout(timer);
      this.#pollers.delete(answer);
    });
  }

  #sendMessage(response: ServerResponse, payload: Record<string, unknown>) {
    const chatId = String(payload.chat_id);
    if (!this.chats.has(chatId)) return fail(response, 400, "Bad Request: chat not found");
    const problem = messageProblem(payload);
    if (problem) return fail(response, 400, problem);
    this.#nextMessageId += 1;
    const replyTo = (payload.reply_parameters as { message_id?: number } | undefined)?.message_id;
    const message: FakeMessage = {
      message_id: this.#nextMessageId,
      chat_id: chatId,
      text: String(payload.text),
      ...(payload.reply_markup
        ? { reply_markup: payload.reply_markup as FakeMessage["reply_markup"] }
        : {}),
      ...(typeof payload.parse_mode === "string" ? { parse_mode: payload.parse_mode } : {}),
      ...(replyTo === undefined ? {} : { reply_to_message_id: replyTo }),
    };
    this.#messages.set(`${chatId}:${message.message_id}`, message);
    return ok(response, { ...this.#toTelegram(message), date: seconds() });
  }

  #edit(response: ServerResponse, method: string, payload: Record<string, unknown>) {
    const chatId = String(payload.chat_id);
    if (!this.chats.has(chatId)) return fail(response, 400, "Bad Request: chat not found");
    const message = this.message(chatId, Number(payload.message_id));
    if (!message) return fail(response, 400, "Bad Request: message to edit not found");
    const problem = messageProblem(payload);
    if (problem) return fail(response, 400, problem);
    const text = method === "editMessageText" ? String(payload.text) : message.text;
    const markup = payload.reply_markup as FakeMessage["reply_markup"] | undefined;
    const keyboardNow = JSON.stringify(message.reply_markup?.inline_keyboard ?? []);
    const keyboardNext = JSON.stringify(markup?.inline_keyboard ?? []);
    if (text === message.text && keyboardNow === keyboardNext)
      return fail(
        response,
        400,
        "Bad Request: message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message",
      );
    message.text = text;
    if (markup?.inline_keyboard && markup.inline_keyboard.length > 0) message.reply_markup = markup;
    else delete message.reply_markup;
    return ok(response, this.#toTelegram(message));
  }
}

/** Telegram's own checks on what a message may carry. */
function messageProblem(payload: Record<string, unknown>): string | undefined {
  const text = typeof payload.text === "string" ? payload.text : "";
  if (text.trim() === "" && "text" in payload) return "Bad Request: message text is empty";
  const visible =
    payload.parse_mode === "HTML"
      ? text.replace(/<[^>]+>/g, "").replace(/&(amp|lt|gt|quot);/g, "&")
      : text;
  if (visible.length > 4096) return "Bad Request: message is too long";
  const keyboard = (payload.reply_markup as FakeMessage["reply_markup"] | undefined)
    ?.inline_keyboard;
  for (const row of keyboard ?? [])
    for (const button of row)
      if (Buffer.byteLength(button.callback_data ?? "", "utf8") > 64)
        return "Bad Request: BUTTON_DATA_INVALID";
  return undefined;
}

function user(id: number) {
  return { id, is_bot: false, first_name: `User ${id}`, language_code: "en" };
}

function chatOf(chatId: string) {
  const id = Number(chatId);
  return id > 0
    ? { id, type: "private", first_name: "Human" }
    : { id, type: "supergroup", title: "Team" };
}

function seconds(): number {
  return Math.floor(Date.now() / 1000);
}

function ok(response: ServerResponse, result: unknown): void {
  reply(response, 200, { ok: true, result });
}

function fail(
  response: ServerResponse,
  code: number,
  description: string,
  retryAfter?: number,
): void {
  reply(response, code, {
    ok: false,
    error_code: code,
    description,
    ...(retryAfter === undefined ? {} : { parameters: { retry_after: retryAfter } }),
  });
}

function reply(response: ServerResponse, status: number, body: unknown): void {
  if (response.writableEnded || response.destroyed) return;
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

export type { RecordedCall };
