import { bold, constantTimeEqual, escapeText, messages } from "../../core/index.js";
import { BackgroundWork } from "../background-work.js";
import type {
  ChannelAdapter,
  ChannelContext,
  ChannelHttpRoute,
  DeliveryRequest,
  OutcomeRequest,
  ReminderRequest,
} from "../channel-adapter.js";
import { errorText } from "../error-text.js";
import { parseJsonObject } from "../inbound-json.js";
import type { ChatPrompt, InboundOutcome } from "../inbound-types.js";
import { RecentIds } from "../recent-ids.js";
import { writtenAt } from "../written-at.js";
import { decodeControl } from "./whatsapp-control-id.js";
import {
  describeGraphError,
  WhatsAppApiError,
  WhatsAppGraph,
  WINDOW_CLOSED_CODE,
} from "./whatsapp-graph.js";
import {
  outcomeMessage,
  promptMessage,
  reminderMessage,
  templateMessage,
  textMessage,
  type WhatsAppMessage,
} from "./whatsapp-prompt.js";
import { verifyWhatsAppSignature } from "./whatsapp-signature.js";
import { readWebhookEvents, type WebhookEvent } from "./whatsapp-webhook.js";

export const WHATSAPP_WEBHOOK_PATH = "/channels/whatsapp/webhook";

export interface WhatsAppAdapterOptions {
  /** A system user's access token with `whatsapp_business_messaging`. */
  token: string;
  /** The business phone number's id (not the number itself). */
  phoneNumberId: string;
  /** The Meta app's secret, which signs every webhook call. */
  appSecret: string;
  /** What Meta must send in the webhook's verification handshake. */
  verifyToken: string;
  /** The Graph API with its version, without a trailing slash. */
  graphUrl: string;
  /** The pre-approved template that opens a closed 24-hour window, and its language code. */
  template?: { name: string; language: string };
}

const SURFACE = "whatsapp";
/** A prompt whose template went out in its place carries the template's `wamid` so. */
const STAND_IN = "template:";
/** How long a notice to a human may take; it is sent once, without retries. */
const NOTICE_TIMEOUT_MS = 10_000;

/**
 * WhatsApp on the Business Cloud API. A single-select question gets reply buttons or a list,
 * every other shape readable text answered by a reply (SPEC C1, C2). WhatsApp cannot edit a
 * sent message, so a prompt is closed by a reply to it with the summary, and a later tap on its
 * buttons is answered with how the question ended. Outside the 24-hour customer-service
 * window, the configured template goes first, and the prompt follows once the human writes.
 */
export class WhatsAppAdapter implements ChannelAdapter {
  readonly name = SURFACE;
  readonly webhook: ChannelHttpRoute;
  readonly httpRoutes: readonly ChannelHttpRoute[];
  readonly #options: WhatsAppAdapterOptions;
  readonly #graph: WhatsAppGraph;
  /** Webhook events, handled after Meta has its answer; `stop` waits for them. */
  readonly #work = new BackgroundWork((error) =>
    this.#context?.log({ level: "error", msg: "whatsapp event failed", error: errorText(error) }),
  );
  /** Templates whose prompts have followed them lately, in this process. */
  readonly #released = new RecentIds(2000);
  /** Each chat's latest inbound work, which the next waits for. */
  readonly #turns = new Map<string, Promise<void>>();
  #context: ChannelContext | undefined;

  constructor(options: WhatsAppAdapterOptions) {
    this.#options = options;
    this.#graph = new WhatsAppGraph(options);
    this.webhook = { path: WHATSAPP_WEBHOOK_PATH, handle: (request) => this.#onPost(request) };
    this.httpRoutes = [
      {
        method: "GET",
        path: WHATSAPP_WEBHOOK_PATH,
        summary: "WhatsApp's webhook verification handshake (hub.challenge)",
        handle: async (request) => this.#onVerify(request),
      },
    ];
  }

  async start(context: ChannelContext): Promise<void> {
    this.#context = context;
  }

  async stop(): Promise<void> {
    await this.idle();
  }

  /** Resolves once the webhook events received so far are handled. */
  idle(): Promise<void> {
    return this.#work.idle();
  }

  /**
   * Sends the prompt. Outside the 24-hour window (131047) with a template configured, the
   * template goes instead, and the delivery stands in for the prompt until the human writes.
   */
  async deliver(request: DeliveryRequest): Promise<{ messageId: string }> {
    const { question, chatId, locale, signal } = request;
    try {
      const id = await this.#graph.send(chatId, promptMessage(question, locale, Date.now()), {
        signal,
      });
      return { messageId: id };
    } catch (error) {
      if (!isWindowClosed(error) || !this.#options.template) throw error;
      return { messageId: await this.#sendTemplate(chatId, signal) };
    }
  }

  /** A reply to the prompt; for a template still standing in for it, the template again. */
  async remind(request: ReminderRequest): Promise<{ messageId: string }> {
    const { question, prompt, locale, signal } = request;
    if (prompt.messageId.startsWith(STAND_IN) && this.#options.template)
      return { messageId: await this.#sendTemplate(prompt.chatId, signal) };
    const id = await this.#graph.send(
      prompt.chatId,
      reminderMessage(question, locale, Date.now()),
      {
        replyTo: wamidOf(prompt.messageId),
        signal,
      },
    );
    return { messageId: id };
  }

  /**
   * WhatsApp cannot edit a message: the summary goes as a reply to the prompt (or reminder),
   * and any later tap on the prompt's buttons is told how the question ended. A template
   * whose window never opened gets nothing: WhatsApp would refuse the reply (131047).
   */
  async showOutcome(request: OutcomeRequest): Promise<void> {
    const { question, delivery, locale, signal } = request;
    try {
      await this.#graph.send(delivery.chatId, outcomeMessage(question, locale), {
        replyTo: wamidOf(delivery.messageId),
        signal,
      });
    } catch (error) {
      if (isWindowClosed(error)) return;
      throw error;
    }
  }

  async #sendTemplate(chatId: string, signal: AbortSignal): Promise<string> {
    const template = this.#options.template;
    if (!template) throw new Error("no template configured");
    return `${STAND_IN}${await this.#graph.send(chatId, templateMessage(template), { signal })}`;
  }

  /** Meta's subscription handshake: the challenge echoed for the right verify token. */
  #onVerify(request: Request): Response {
    const query = new URL(request.url).searchParams;
    const challenge = query.get("hub.challenge") ?? "";
    if (
      query.get("hub.mode") !== "subscribe" ||
      !constantTimeEqual(query.get("hub.verify_token") ?? "", this.#options.verifyToken) ||
      !/^[A-Za-z0-9._-]{1,256}$/u.test(challenge)
    )
      return new Response("verification failed", { status: 403 });
    return new Response(challenge, { status: 200, headers: { "content-type": "text/plain" } });
  }

  /**
   * A webhook call: a wrong or missing signature gets 401; a body that is no JSON object 400.
   * A late call is taken (Meta retries for days after an outage): a message's own time keeps
   * it from answering a prompt sent after it was written. The call is answered at once and
   * its events handled afterwards: Meta sends a call again when its answer is slow.
   */
  async #onPost(request: Request): Promise<Response> {
    const raw = new Uint8Array(await request.arrayBuffer());
    const signature = request.headers.get("x-hub-signature-256");
    if (!verifyWhatsAppSignature(this.#options.appSecret, signature, raw))
      return new Response("wrong signature", { status: 401 });
    const body = parseJsonObject(new TextDecoder().decode(raw));
    if (!body) return new Response("bad body", { status: 400 });
    this.#work.track(this.#onEvents(readWebhookEvents(body, this.#options.phoneNumberId)));
    return new Response(null, { status: 200 });
  }

  /**
   * Each event in order, and once however often Meta delivers it; one that fails is logged
   * (and handled again should Meta deliver it again), and the others go on.
   */
  async #onEvents(events: readonly WebhookEvent[]): Promise<void> {
    const inbound = this.#context?.inbound;
    if (!inbound) return;
    for (const event of events) {
      const key = event.kind === "message" ? event.id : `${event.id}:${event.status}`;
      await inbound
        .handleOnce(key, () =>
          event.kind === "message" ? this.#onMessage(event) : this.#onStatus(event),
        )
        .catch((error: unknown) =>
          this.#context?.log({
            level: "error",
            msg: "whatsapp event failed",
            error: errorText(error),
          }),
        );
    }
  }

  async #onMessage(message: Extract<WebhookEvent, { kind: "message" }>): Promise<void> {
    const inbound = this.#context?.inbound;
    if (!inbound) return;
    // A chat is one human: their number is both.
    const chatId = message.from;
    const userId = message.from;
    const { content, context } = message;
    if (await this.#inTurn(chatId, () => this.#releaseStandIns(chatId, message))) return;
    if (content.type === "control") {
      const control = decodeControl(content.id);
      const at = {
        chatId,
        messageId: context ?? "",
        names: (questionId: string) => questionId === control?.questionId,
      };
      if (control?.action === "other") {
        const opened = await inbound.openOther(at, userId, { awaitWords: true });
        if ("kind" in opened) return this.#say(chatId, message.id, opened);
        const strings = messages(opened.locale);
        const header = opened.question.questions[0]?.header ?? "";
        const asked = [
          bold("whatsapp", escapeText("whatsapp", header)),
          escapeText("whatsapp", strings.otherPlaceholder),
        ].join("\n");
        await this.#send(chatId, textMessage(asked), message.id);
        return;
      }
      const press =
        control === undefined
          ? undefined
          : control.action === "skip"
            ? ({ action: "skip" } as const)
            : ({ action: "option", index: control.index } as const);
      return this.#say(chatId, message.id, await inbound.press(at, userId, press));
    }
    if (content.type !== "text") return; // Media, reactions, a stray template button: no answer.
    const outcome = await inbound.message({
      chatId,
      userId,
      text: content.text,
      ...(context === undefined ? {} : { replyTo: context }),
      direct: true,
      // Meta's time of the message, in seconds.
      ...writtenAt(Number(message.timestamp) * 1000),
    });
    // A typed answer shows as the summary the prompt gets; anything else must be said (SPEC T3).
    if (outcome.kind !== "answered") await this.#say(chatId, message.id, outcome);
  }

  /**
   * Runs `work` after the chat's earlier work in this process, so two messages arriving at once
   * do not both send the prompt a template stands in for.
   */
  async #inTurn<T>(chatId: string, work: () => Promise<T>): Promise<T> {
    const before = this.#turns.get(chatId) ?? Promise.resolve();
    const mine = before.then(work, work);
    const settled = mine.then(
      () => {},
      () => {},
    );
    this.#turns.set(chatId, settled);
    try {
      return await mine;
    } finally {
      if (this.#turns.get(chatId) === settled) this.#turns.delete(chatId);
    }
  }

  /**
   * The human wrote to a chat where templates stand in for prompts: their window is open now,
   * so the prompts go out, each replacing its template. Resolves true when the message only
   * opened the window (a template's button, or text that replies to a template or to nothing),
   * false when it is meant for a prompt and goes on to be read as an answer.
   */
  async #releaseStandIns(
    chatId: string,
    message: Extract<WebhookEvent, { kind: "message" }>,
  ): Promise<boolean> {
    const inbound = this.#context?.inbound;
    if (!inbound) return false;
    const waiting = (await inbound.openPrompts(chatId))
      .filter((prompt) => prompt.delivery.messageId.startsWith(STAND_IN))
      .reverse();
    const { content, context } = message;
    // A reply to a template whose prompt has just gone out (a second "hi") is no answer either.
    const toReleased = context !== undefined && this.#released.has(context);
    if (waiting.length === 0) return content.type === "text" && toReleased;
    for (const prompt of waiting)
      try {
        await this.#release(chatId, prompt);
      } catch (error) {
        // The template still stands in; the human's next message tries again.
        this.#context?.log({
          level: "warn",
          msg: "whatsapp prompt could not follow its template",
          questionId: prompt.question.id,
          chatId,
          error: errorText(error),
        });
      }
    if (content.type === "template_button") return true;
    return (
      content.type === "text" &&
      (context === undefined ||
        toReleased ||
        waiting.some((prompt) => wamidOf(prompt.delivery.messageId) === context))
    );
  }

  async #release(chatId: string, prompt: ChatPrompt): Promise<void> {
    const inbound = this.#context?.inbound;
    const { question, locale } = prompt;
    const id = await this.#send(chatId, promptMessage(question, locale, Date.now()));
    const moved = await inbound?.resent(chatId, prompt.delivery.messageId, id);
    this.#released.add(wamidOf(prompt.delivery.messageId));
    if (moved && moved.question.status !== "pending")
      await this.#send(chatId, outcomeMessage(moved.question, moved.locale), id);
  }

  /**
   * A status callback. `failed` means the message never reached the human: the prompt is
   * closed, and the question ends as `delivery_failed` when nothing else of it reached anyone
   * (SPEC L6). A prompt refused for a closed window (131047) gets the template instead, when
   * one is configured.
   */
  async #onStatus(status: Extract<WebhookEvent, { kind: "status" }>): Promise<void> {
    const inbound = this.#context?.inbound;
    if (!inbound || status.status !== "failed") return;
    const detail = describeGraphError(status.error);
    const template = this.#options.template;
    if (status.error?.code === WINDOW_CLOSED_CODE && template) {
      const prompts = await inbound.openPrompts(status.recipient);
      if (prompts.some((prompt) => prompt.delivery.messageId === status.id))
        try {
          const id = await this.#sendTemplate(
            status.recipient,
            AbortSignal.timeout(NOTICE_TIMEOUT_MS),
          );
          await inbound.resent(status.recipient, status.id, id);
          return;
        } catch (error) {
          await inbound.undelivered(
            status.id,
            `${detail}; the template failed too: ${errorText(error)}`,
          );
          return;
        }
    }
    await inbound.undelivered(status.id, detail);
    await inbound.undelivered(`${STAND_IN}${status.id}`, detail);
  }

  /** Tells the human what became of their tap or message, as a reply to it. */
  async #say(chatId: string, replyTo: string, outcome: InboundOutcome): Promise<void> {
    if (outcome.kind === "ignored") return;
    // Notices quote labels and the human's words: their formatting marks are neutralised.
    await this.#send(chatId, textMessage(escapeText("whatsapp", outcome.notice)), replyTo);
  }

  async #send(chatId: string, message: WhatsAppMessage, replyTo?: string): Promise<string> {
    return this.#graph.send(chatId, message, {
      ...(replyTo === undefined ? {} : { replyTo }),
      signal: AbortSignal.timeout(NOTICE_TIMEOUT_MS),
    });
  }
}

/** The `wamid` a delivery's message id names: a stand-in's template, or the prompt itself. */
function wamidOf(messageId: string): string {
  return messageId.startsWith(STAND_IN) ? messageId.slice(STAND_IN.length) : messageId;
}

function isWindowClosed(error: unknown): boolean {
  return error instanceof WhatsAppApiError && error.code === WINDOW_CLOSED_CODE;
}
