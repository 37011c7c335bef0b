import type { LookupFunction } from "node:net";
import type { RouteAddress } from "../../service/channel-routes.js";
import { BackgroundWork } from "../background-work.js";
import type {
  ChannelAdapter,
  ChannelContext,
  ChannelHttpRoute,
  DeliveryRequest,
  OutcomeRequest,
} from "../channel-adapter.js";
import { errorLogFields } from "../error-text.js";
import { parseJsonObject } from "../inbound-json.js";
import type { InboundOutcome } from "../inbound-types.js";
import { askedEvent, endedEvent } from "./webhook-event.js";
import { WebhookSender } from "./webhook-sender.js";
import { AnswerTokens } from "./webhook-token.js";
import { readWebhookUrl } from "./webhook-url.js";

/** Where a receiver answers one question: `?token=` proves which, and for which URL. */
export const WEBHOOK_ANSWER_PATH = "/channels/webhook/answers/:questionId";

export interface WebhookAdapterOptions {
  /** The Standard Webhooks secret, `whsec_<base64>`: signs events and keys answer tokens. */
  secret: string;
  allowPrivate: boolean;
  /** The gateway's public base URL, for answer URLs. */
  publicUrl(): string;
  lookup?: LookupFunction;
}

/** The most of an answer's body read. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * Webhooks: a signed `question.asked` event with an answer URL when a question is asked, and
 * `question.ended` when it ends. The receiver answers by posting to the answer URL, or at once
 * in its 2xx response to the asked event.
 */
export class WebhookAdapter implements ChannelAdapter {
  readonly name = "webhook";
  readonly routeAddress: RouteAddress;
  readonly httpRoutes: readonly ChannelHttpRoute[];
  readonly #sender: WebhookSender;
  readonly #tokens: AnswerTokens;
  readonly #publicUrl: () => string;
  #context: ChannelContext | undefined;
  readonly #work = new BackgroundWork((error) =>
    this.#context?.log({ level: "warn", msg: "webhook reply failed", ...errorLogFields(error) }),
  );

  constructor(options: WebhookAdapterOptions) {
    this.#sender = new WebhookSender(options);
    this.#tokens = new AnswerTokens(secretBytes(options.secret));
    this.#publicUrl = options.publicUrl;
    this.routeAddress = {
      field: "url",
      read: (value) => readWebhookUrl(value, options.allowPrivate),
    };
    this.httpRoutes = [
      {
        path: WEBHOOK_ANSWER_PATH,
        summary: "A webhook receiver answers or skips one question with its answer token",
        accepts:
          'this answer URL takes a POST with a JSON body {"answers": {"<question id>": ["<option label or own words>"]}} to answer, or {"skip": true} to skip',
        handle: (request) => this.#answer(request),
      },
    ];
  }

  async start(context: ChannelContext): Promise<void> {
    this.#context = context;
  }

  async stop(): Promise<void> {
    await this.#work.idle();
  }

  async deliver({
    question,
    chatId,
    locale,
    signal,
  }: DeliveryRequest): Promise<{ messageId: string }> {
    const answerUrl = this.#answerUrl(question.id, chatId);
    const event = askedEvent(question, locale, answerUrl);
    const sent = await this.#sender.post(chatId, `asked ${question.id} ${chatId}`, event, signal);
    const reply = sent.reply && submission(sent.reply);
    // After the hub has the delivery (it reserves it before sending), so the answer finds it.
    if (reply) this.#work.track(this.#answerFromReply(question.id, chatId, reply));
    return { messageId: sent.id };
  }

  async showOutcome({ question, delivery, locale, signal }: OutcomeRequest): Promise<void> {
    const event = endedEvent(question, locale);
    await this.#sender.post(
      delivery.chatId,
      `ended ${question.id} ${delivery.chatId}`,
      event,
      signal,
    );
  }

  /** Where the receiver at `webhookUrl` answers this question, its token in the query. */
  #answerUrl(questionId: string, webhookUrl: string): string {
    const path = WEBHOOK_ANSWER_PATH.replace(":questionId", encodeURIComponent(questionId));
    return `${this.#publicUrl()}${path}?token=${this.#tokens.issue(questionId, webhookUrl)}`;
  }

  /** `POST /channels/webhook/answers/:questionId?token=…` with `{ answers }` or `{ skip: true }`. */
  async #answer(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const questionId = decodeURIComponent(url.pathname.split("/").at(-1) ?? "");
    const webhookUrl = this.#tokens.check(questionId, url.searchParams.get("token") ?? "");
    // The same answer for a wrong token and an unknown question: neither is revealed.
    if (webhookUrl === undefined)
      return reply(401, "refused", "token: not a valid answer token for this question");
    const text = await request.text();
    if (Buffer.byteLength(text) > MAX_ANSWER_BYTES)
      return reply(413, "invalid", `body: expected at most ${MAX_ANSWER_BYTES} bytes`);
    const body = parseJsonObject(text);
    if (!body)
      return reply(400, "invalid", "body: expected a JSON object { answers } or { skip: true }");
    const outcome = await this.#submit(questionId, webhookUrl, body);
    return reply(STATUS_OF[outcome.kind], outcome.kind, "notice" in outcome ? outcome.notice : "");
  }

  async #answerFromReply(questionId: string, webhookUrl: string, body: unknown): Promise<void> {
    const outcome = await this.#submit(questionId, webhookUrl, body);
    if (outcome.kind !== "answered")
      this.#context?.log({
        level: "warn",
        msg: "webhook reply did not answer",
        questionId,
        outcome: outcome.kind,
        notice: "notice" in outcome ? outcome.notice : undefined,
      });
  }

  #submit(questionId: string, webhookUrl: string, body: unknown): Promise<InboundOutcome> {
    const context = this.#context;
    if (!context) throw new Error("the webhook channel is not started");
    // Who answered, as far as the gateway knows: the receiver's host.
    return context.inbound.submit(
      { chatId: webhookUrl, questionId },
      new URL(webhookUrl).host,
      body,
    );
  }
}

/** The HTTP status of each outcome of an answer. */
const STATUS_OF: Record<InboundOutcome["kind"], number> = {
  answered: 200,
  closed: 409,
  invalid: 400,
  not_allowed: 403,
  clarify: 400,
  which: 409,
  ignored: 409,
};

function reply(status: number, outcome: string, message: string): Response {
  return Response.json({ outcome, message }, { status });
}

/** The answer in a receiver's response, `{ answers }` or `{ skip }`; anything else is no answer. */
function submission(body: Record<string, unknown>): Record<string, unknown> | undefined {
  if (body.answers !== undefined) return { answers: body.answers };
  if (body.skip !== undefined) return { skip: body.skip };
  return undefined;
}

/** The key bytes of a `whsec_<base64>` secret. */
function secretBytes(secret: string): Uint8Array {
  return Buffer.from(secret.replace(/^whsec_/, ""), "base64");
}
