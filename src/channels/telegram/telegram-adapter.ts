import { Bot, type Context, GrammyError, HttpError } from "grammy";
import type { Update } from "grammy/types";
import { constantTimeEqual, escapeText, messages } from "../../core/index.js";
import { BackgroundWork } from "../background-work.js";
import {
  type ChannelAdapter,
  type ChannelContext,
  ChannelDeliveryError,
  type DeliveryRequest,
  type ExclusiveReceiver,
  type OutcomeRequest,
  type ReminderRequest,
} from "../channel-adapter.js";
import { controlNotice, outcomeText } from "../channel-text.js";
import { errorText } from "../error-text.js";
import { parseJsonObject } from "../inbound-json.js";
import type { InboundOutcome } from "../inbound-types.js";
import { writtenAt } from "../written-at.js";
import { decodeTap, questionKey } from "./callback-data.js";
import { promptKeyboard, promptText, reminderHtml } from "./telegram-prompt.js";
import { createThrottle, DEFAULT_THROTTLE } from "./telegram-throttle.js";
import type { ThrottleOptions } from "./throttle-options.js";

export const TELEGRAM_WEBHOOK_PATH = "/channels/telegram/webhook";

export interface TelegramAdapterOptions {
  token: string;
  /** The Bot API server (default: Telegram's own); tests point it at a fake. */
  apiRoot?: string;
  /** Webhook mode: the public URL Telegram posts updates to, and the secret it must send. */
  webhook?: { url: string; secret: string };
  /** Long polling's wait per `getUpdates` call, in seconds. */
  pollingTimeoutSeconds?: number;
  throttle?: Partial<ThrottleOptions>;
}

const SURFACE = "telegram";
const ALLOWED_UPDATES: ["message", "callback_query"] = ["message", "callback_query"];

/** grammY types its signals with the `abort-controller` shim on Node; the native one works. */
type GrammySignal = Parameters<Bot["api"]["sendMessage"]>[3];
type SendOptions = Parameters<Bot["api"]["sendMessage"]>[2];

/**
 * Telegram on grammY: one single-select question gets native buttons, every other shape the
 * readable text answered by a reply (SPEC C1, C2); taps and replies from users off the
 * allow-list are refused with a notice (SPEC C3).
 */
export class TelegramAdapter implements ChannelAdapter {
  readonly name = SURFACE;
  readonly webhook: ChannelAdapter["webhook"];
  /** The long poll, in polling mode: one gateway process at a time may run it. */
  readonly exclusiveReceiver: ExclusiveReceiver | undefined;
  readonly bot: Bot;
  readonly #options: TelegramAdapterOptions;
  /** Webhook updates, handled after Telegram has its answer; `stop` waits for them. */
  readonly #work = new BackgroundWork((error) =>
    this.#context?.log({
      level: "error",
      msg: "telegram update failed",
      error: this.#redact(errorText(error)),
    }),
  );
  #context: ChannelContext | undefined;
  #running: Promise<void> | undefined;
  #stopping: AbortController | undefined;

  constructor(options: TelegramAdapterOptions) {
    this.#options = options;
    const pollingTimeout = options.pollingTimeoutSeconds ?? 30;
    this.bot = new Bot(options.token, {
      client: {
        ...(options.apiRoot === undefined ? {} : { apiRoot: options.apiRoot }),
        // Above the long poll's own wait; deliveries carry their own, shorter, signal.
        timeoutSeconds: pollingTimeout + 15,
      },
    });
    this.bot.api.config.use(createThrottle({ ...DEFAULT_THROTTLE, ...options.throttle }));
    // Telegram posts an update again when the webhook's answer is late, and a poller taking
    // over from another gateway may fetch updates that one handled: each is handled once.
    // Update ids count per bot, so the bot's id (the token's first part) keeps bots apart.
    const botId = options.token.split(":")[0] ?? "";
    this.bot.use(async (ctx, next) => {
      const inbound = this.#context?.inbound;
      if (!inbound) return next();
      await inbound.handleOnce(`${botId}:${ctx.update.update_id}`, next);
    });
    this.bot.on("callback_query:data", async (ctx) => {
      try {
        await this.#onTap(ctx);
      } catch (error) {
        // Every tap gets an answer, or the button spins in the human's app.
        await ctx.answerCallbackQuery().catch(() => {});
        throw error;
      }
    });
    this.bot.on("message:text", (ctx) => this.#onText(ctx));
    this.bot.catch((error) =>
      this.#context?.log({
        level: "error",
        msg: "telegram update failed",
        error: String(error.error),
      }),
    );
    if (options.webhook) {
      this.webhook = { path: TELEGRAM_WEBHOOK_PATH, handle: (request) => this.#onWebhook(request) };
      this.exclusiveReceiver = undefined;
    } else {
      this.webhook = undefined;
      this.exclusiveReceiver = { start: () => this.#startPolling(), stop: () => this.stop() };
    }
  }

  async start(context: ChannelContext): Promise<void> {
    this.#context = context;
    const webhook = this.#options.webhook;
    if (webhook)
      this.#runInBackground(async (signal) => {
        await this.bot.init(signal as GrammySignal);
        if (signal.aborted) return;
        await this.bot.api.setWebhook(
          webhook.url,
          { secret_token: webhook.secret, allowed_updates: ALLOWED_UPDATES },
          signal as GrammySignal,
        );
      });
  }

  /**
   * Connects in the background: grammY retries getMe and deleteWebhook for as long as the
   * network is down, and the gateway must serve the Control UI meanwhile. Deliveries need no
   * connection set up; they fail (and say why) on their own.
   */
  #runInBackground(work: (signal: AbortSignal) => Promise<void>): void {
    const context = this.#context;
    const stopping = new AbortController();
    this.#stopping = stopping;
    this.#running = work(stopping.signal).catch((error: unknown) => {
      if (!stopping.signal.aborted)
        context?.log({
          level: "error",
          msg: "telegram bot could not start; check ASK_USER_TELEGRAM_TOKEN and ASK_USER_TELEGRAM_API_URL",
          error: this.#redact(errorText(error)),
        });
    });
  }

  async #startPolling(): Promise<void> {
    if (this.#running) return;
    this.#runInBackground(async (signal) => {
      await this.bot.init(signal as GrammySignal);
      if (signal.aborted) return;
      await this.bot.start({
        timeout: this.#options.pollingTimeoutSeconds ?? 30,
        allowed_updates: ALLOWED_UPDATES,
      });
    });
  }

  async stop(): Promise<void> {
    this.#stopping?.abort();
    if (this.bot.isRunning()) await this.bot.stop().catch(() => {});
    await this.#running;
    this.#running = undefined;
    await this.idle();
  }

  /** Resolves once the webhook updates received so far are handled. */
  idle(): Promise<void> {
    return this.#work.idle();
  }

  /**
   * A webhook call: a wrong secret token gets 401, a body that is no update 400. Any other is
   * answered at once and handled afterwards, as Telegram posts an update again when the answer
   * is late; one whose handling fails is logged.
   */
  async #onWebhook(request: Request): Promise<Response> {
    const secret = this.#options.webhook?.secret ?? "";
    const given = request.headers.get("x-telegram-bot-api-secret-token") ?? "";
    if (!constantTimeEqual(given, secret))
      return new Response("wrong secret token", { status: 401 });
    const raw = await request.text();
    const update = parseJsonObject(raw);
    if (!update || typeof update.update_id !== "number")
      return new Response("bad update", { status: 400 });
    // The bot learns its own name before its first update, as grammY's handlers expect; until
    // it can, Telegram is asked to send the update again later.
    if (!this.bot.isInited())
      try {
        await this.bot.init();
      } catch {
        return new Response("not ready", { status: 503 });
      }
    this.#work.track(this.bot.handleUpdate(update as unknown as Update));
    return new Response(null, { status: 200 });
  }

  async deliver(request: DeliveryRequest): Promise<{ messageId: string }> {
    const { question, chatId, locale, signal } = request;
    const keyboard = promptKeyboard(question, locale);
    const text = promptText(question, locale, Date.now());
    return this.#send(chatId, text, keyboard ? { reply_markup: keyboard } : {}, signal);
  }

  /** A reply to the prompt; sent all the same should someone have deleted the prompt. */
  async remind(request: ReminderRequest): Promise<{ messageId: string }> {
    const { question, prompt, locale, mentions, signal } = request;
    const text = reminderHtml(question, locale, prompt.chatId, mentions, Date.now());
    const replyTo = { message_id: Number(prompt.messageId), allow_sending_without_reply: true };
    return this.#send(prompt.chatId, text, { reply_parameters: replyTo }, signal);
  }

  /** Sends HTML without a link preview; resolves with the message's id, to edit it later. */
  async #send(
    chatId: string,
    text: string,
    options: SendOptions,
    signal: AbortSignal,
  ): Promise<{ messageId: string }> {
    try {
      const sent = await this.bot.api.sendMessage(
        chatId,
        text,
        { parse_mode: "HTML", link_preview_options: { is_disabled: true }, ...options },
        signal as GrammySignal,
      );
      return { messageId: String(sent.message_id) };
    } catch (error) {
      throw this.#deliveryError(error);
    }
  }

  async showOutcome(request: OutcomeRequest): Promise<void> {
    const { question, delivery, locale, signal } = request;
    try {
      await this.bot.api.editMessageText(
        delivery.chatId,
        Number(delivery.messageId),
        outcomeText(question, locale, SURFACE, "telegram-html"),
        { parse_mode: "HTML", reply_markup: { inline_keyboard: [] } },
        signal as GrammySignal,
      );
    } catch (error) {
      // Shown already (a retry after a lost response), or deleted by someone: nothing to do.
      if (
        error instanceof GrammyError &&
        /message is not modified|message to edit not found|message can't be edited/iu.test(
          error.description,
        )
      )
        return;
      throw this.#deliveryError(error);
    }
  }

  async #onTap(ctx: Context): Promise<void> {
    const inbound = this.#context?.inbound;
    const query = ctx.callbackQuery;
    const message = query?.message;
    if (!inbound || !query?.data) return;
    if (!message) {
      // Too old for Telegram to say which message it was on: no prompt of ours to speak for.
      const notice = controlNotice({ kind: "ignored" }, query.from.language_code);
      await ctx.answerCallbackQuery({ text: notice });
      return;
    }
    const tap = decodeTap(query.data);
    const chatId = String(message.chat.id);
    const userId = String(query.from.id);
    const at = {
      chatId,
      messageId: String(message.message_id),
      names: (questionId: string) => questionKey(questionId) === tap?.key,
    };
    if (tap?.action === "other") {
      // Telegram has no text box: the words come as the user's next message, to a ForceReply.
      const opened = await inbound.openOther(at, userId, { awaitWords: true });
      if ("kind" in opened) return this.#answerTap(ctx, opened);
      const strings = messages(opened.locale);
      await ctx.answerCallbackQuery({ text: strings.otherPlaceholder });
      const header = opened.question.questions[0]?.header ?? "";
      await ctx.api.sendMessage(
        chatId,
        `<b>${escapeText("telegram-html", header)}</b>\n${escapeText("telegram-html", strings.otherPlaceholder)}`,
        {
          parse_mode: "HTML",
          reply_parameters: { message_id: message.message_id, allow_sending_without_reply: true },
          reply_markup: { force_reply: true, input_field_placeholder: strings.otherPlaceholder },
        },
      );
      return;
    }
    await this.#answerTap(ctx, await inbound.press(at, userId, tap));
  }

  /** Every tap gets its notice; a refusal as an alert the human must dismiss. */
  async #answerTap(ctx: Context, outcome: InboundOutcome): Promise<void> {
    if (outcome.kind === "ignored") return;
    await ctx.answerCallbackQuery({
      // Telegram shows at most 200 characters in a callback notice.
      text: controlNotice(outcome, ctx.callbackQuery?.from.language_code).slice(0, 200),
      ...(outcome.kind === "not_allowed" ? { show_alert: true } : {}),
    });
  }

  async #onText(ctx: Context): Promise<void> {
    const inbound = this.#context?.inbound;
    const message = ctx.message;
    if (!inbound || !message?.text || !message.from) return;
    if (message.text.startsWith("/")) return; // Commands are not answers.
    const chatId = String(message.chat.id);
    const userId = String(message.from.id);
    const say = (text: string) =>
      ctx.reply(text, {
        reply_parameters: { message_id: message.message_id, allow_sending_without_reply: true },
      });

    const outcome = await inbound.message({
      chatId,
      userId,
      text: message.text,
      ...(message.reply_to_message ? { replyTo: String(message.reply_to_message.message_id) } : {}),
      direct: message.chat.type === "private",
      // Updates wait at Telegram while no gateway polls: old words must not answer new prompts.
      ...writtenAt(message.date * 1000),
    });
    // An answer shows as the edited prompt; anything else must be said (SPEC T3). Words
    // after Other… are taken by the pipeline too, which keeps who it awaits in the store.
    if (outcome.kind !== "ignored" && outcome.kind !== "answered") await say(outcome.notice);
  }

  /** A grammY failure in the hub's retry terms: `retry_after` on 429, the description kept. */
  #deliveryError(error: unknown): ChannelDeliveryError {
    if (error instanceof GrammyError) {
      const retryAfter = error.parameters.retry_after;
      return new ChannelDeliveryError(`${error.error_code} ${error.description}`, {
        ...(retryAfter === undefined ? {} : { retryAfterMs: retryAfter * 1000 }),
        cause: error,
      });
    }
    if (error instanceof HttpError)
      return new ChannelDeliveryError(`network error: ${this.#redact(errorText(error.error))}`, {
        cause: error,
      });
    return new ChannelDeliveryError(this.#redact(errorText(error)), { cause: error });
  }

  /** The bot token is in every API URL, and network errors quote the URL: never pass it on. */
  #redact(text: string): string {
    return text.split(this.#options.token).join("<token>");
  }
}
