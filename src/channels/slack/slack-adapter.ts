import { App, LogLevel, type Receiver } from "@slack/bolt";
import {
  ErrorCode,
  type WebAPICallError,
  type WebAPIPlatformError,
  type WebAPIRateLimitedError,
  WebClient,
} from "@slack/web-api";
import { DEFAULT_LOCALE, messages } from "../../core/index.js";
import { BackgroundWork } from "../background-work.js";
import {
  type ChannelAdapter,
  type ChannelContext,
  ChannelDeliveryError,
  type CopyRequest,
  type DeliveryRequest,
  type OutcomeRequest,
  type ReminderRequest,
} from "../channel-adapter.js";
import { outcomeText } from "../channel-text.js";
import { errorText } from "../error-text.js";
import { parseJsonObject } from "../inbound-json.js";
import type { InboundOutcome } from "../inbound-types.js";
import { untilAborted } from "../until-aborted.js";
import { writtenAt } from "../written-at.js";
import {
  deliveryMetadata,
  isDelivery,
  type SlackMessageMetadata,
} from "./slack-delivery-metadata.js";
import {
  ACTION_PREFIX,
  decodeClick,
  promptBlocks,
  promptText,
  reminderMrkdwn,
  type SlackBlock,
} from "./slack-prompt.js";
import { verifySlackRequest } from "./slack-signature.js";

export const SLACK_EVENTS_PATH = "/channels/slack/events";
export const DEFAULT_SLACK_API_URL = "https://slack.com/api/";

export interface SlackAdapterOptions {
  /** The bot token, `xoxb-…`. */
  token: string;
  /** Verifies inbound HTTP requests (HTTP mode). */
  signingSecret?: string;
  /** The Web API (default: Slack's own); tests point it at a fake. */
  apiUrl?: string;
  /** Socket Mode instead of the HTTP route: the app-level token, `xapp-…`. */
  appToken?: string;
  /** One Web API call's limit in milliseconds. */
  timeoutMs?: number;
}

const SURFACE = "slack";
const OTHER_CALLBACK = "ask_user_other";
const OTHER_BLOCK = "answer";
const OTHER_INPUT = "text";
/** Slack's limit for an ack is 3 seconds; this leaves room for the network. */
const ACK_DEADLINE_MS = 2500;

/** Slack's payloads, as far as the adapter reads them. */
interface SlackUser {
  id?: string;
}
interface BlockActionsPayload {
  type: "block_actions";
  user?: SlackUser;
  trigger_id?: string;
  channel?: { id?: string };
  container?: { channel_id?: string; message_ts?: string };
  message?: { ts?: string; thread_ts?: string };
  actions?: Array<{ action_id?: string; value?: string }>;
}
interface ViewSubmissionPayload {
  type: "view_submission";
  user?: SlackUser;
  view?: {
    callback_id?: string;
    private_metadata?: string;
    state?: { values?: Record<string, Record<string, { value?: string | null }>> };
  };
}
interface MessageEvent {
  type?: string;
  /** `im` in a direct message with the bot. */
  channel_type?: string;
  subtype?: string;
  bot_id?: string;
  user?: string;
  channel?: string;
  text?: string;
  ts?: string;
  thread_ts?: string;
}

/** How far Slack's clock may be from the gateway's, when looking for a prompt since its ask. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** What a modal remembers: the prompt it answers. */
interface OtherMetadata {
  c: string;
  m: string;
  q: string;
}

/**
 * Slack on the Web API client: one single-select question gets Block Kit buttons, every
 * other shape the readable mrkdwn text answered by a reply (SPEC C1, C2). Inbound requests
 * come signed to the gateway's route (HTTP mode) or over Socket Mode; users off the allow-list
 * get an ephemeral notice (SPEC C3).
 */
export class SlackAdapter implements ChannelAdapter {
  readonly name = SURFACE;
  readonly webhook: ChannelAdapter["webhook"];
  readonly client: WebClient;
  /** The Bolt app that routes inbound payloads to the listeners (and runs Socket Mode). */
  readonly app: App;
  readonly #options: SlackAdapterOptions;
  readonly #receiver = new GatewayReceiver();
  /** Inbound work that runs after the ack; failures are logged, and `stop` waits for it. */
  readonly #work = new BackgroundWork((error) =>
    this.#context?.log({ level: "error", msg: "slack request failed", error: errorText(error) }),
  );
  #context: ChannelContext | undefined;
  #botUserId: string | undefined;
  #appStarted = false;

  constructor(options: SlackAdapterOptions) {
    this.#options = options;
    const apiUrl = withSlash(options.apiUrl ?? DEFAULT_SLACK_API_URL);
    const clientOptions = {
      slackApiUrl: apiUrl,
      // The hub retries within its bounds; the client's own policy would wait for ~30 minutes.
      retryConfig: { retries: 0 },
      rejectRateLimitedCalls: true,
      timeout: options.timeoutMs ?? 10_000,
    };
    this.client = new WebClient(options.token, { ...clientOptions, logLevel: LogLevel.ERROR });
    const socketMode = options.appToken !== undefined;
    this.app = new App({
      // No auth.test inside Bolt: the adapter learns the bot's id itself, in the background.
      authorize: async () => ({
        botToken: options.token,
        ...(this.#botUserId === undefined ? {} : { botUserId: this.#botUserId }),
      }),
      clientOptions,
      logLevel: LogLevel.ERROR,
      ...(socketMode
        ? {
            socketMode: true,
            appToken: options.appToken,
            installerOptions: { clientOptions: { slackApiUrl: apiUrl } },
          }
        : { receiver: this.#receiver }),
    });
    this.#listen();
    if (!socketMode && options.signingSecret !== undefined) {
      const secret = options.signingSecret;
      this.webhook = {
        path: SLACK_EVENTS_PATH,
        handle: (request) => this.#onHttp(request, secret),
      };
    }
  }

  async start(context: ChannelContext): Promise<void> {
    this.#context = context;
    // Who the bot is, so its own messages are never read as answers; in the background, as
    // the gateway must serve the Control UI while Slack is unreachable.
    this.#work.track(
      this.client.auth
        .test()
        .then((identity) => {
          this.#botUserId = identity.user_id;
        })
        .catch((error: unknown) =>
          context.log({
            level: "error",
            msg: "slack auth.test failed; check ASK_USER_SLACK_TOKEN and ASK_USER_SLACK_API_URL",
            error: errorText(error),
          }),
        ),
    );
    if (this.#options.appToken !== undefined) {
      this.#appStarted = true;
      this.app.start().catch((error: unknown) =>
        context.log({
          level: "error",
          msg: "slack socket mode could not start; check ASK_USER_SLACK_APP_TOKEN",
          error: errorText(error),
        }),
      );
    }
  }

  async stop(): Promise<void> {
    if (this.#appStarted) {
      this.#appStarted = false;
      await this.app.stop().catch(() => {});
    }
    await this.idle();
  }

  /** Resolves once the work started by inbound requests so far is done. */
  idle(): Promise<void> {
    return this.#work.idle();
  }

  async deliver(request: DeliveryRequest): Promise<{ messageId: string }> {
    const { question, chatId, locale, signal } = request;
    const text = promptText(question, locale, Date.now());
    return this.#post(
      {
        channel: chatId,
        text,
        blocks: promptBlocks(question, locale, text),
        metadata: deliveryMetadata(question),
      },
      signal,
    );
  }

  /** In the prompt's thread, where a reply answers the prompt as well. */
  async remind(request: ReminderRequest): Promise<{ messageId: string }> {
    const { question, prompt, locale, mentions, signal } = request;
    return this.#post(
      {
        channel: prompt.chatId,
        thread_ts: prompt.messageId,
        text: reminderMrkdwn(question, locale, mentions, Date.now()),
        metadata: deliveryMetadata(question, request.step),
      },
      signal,
    );
  }

  /**
   * Looks for the prompt (in the channel since the question was asked) or the reminder (in the
   * prompt's thread) by the metadata it was posted with: the bot's own messages only.
   */
  async findCopy(request: CopyRequest): Promise<string | undefined> {
    const { question, chatId, reminder, signal } = request;
    const inclusive = { include_all_metadata: true, limit: 200 };
    try {
      const { messages: found = [] } = await untilAborted(
        reminder
          ? this.client.conversations.replies({
              channel: chatId,
              ts: reminder.prompt.messageId,
              ...inclusive,
            })
          : this.client.conversations.history({
              channel: chatId,
              // Slack's clock and ours may differ: look a while before the ask.
              oldest: String((Date.parse(question.createdAt) - CLOCK_SKEW_MS) / 1000),
              ...inclusive,
            }),
        signal,
      );
      return found.find((message) =>
        isDelivery(message as Parameters<typeof isDelivery>[0], question, reminder?.step),
      )?.ts;
    } catch (error) {
      throw deliveryError(error);
    }
  }

  /** Posts without unfurls; resolves with the message's ts, the handle to edit it later. */
  async #post(
    message: {
      channel: string;
      text: string;
      thread_ts?: string;
      blocks?: SlackBlock[];
      metadata: SlackMessageMetadata;
    },
    signal: AbortSignal,
  ): Promise<{ messageId: string }> {
    try {
      const sent = await untilAborted(
        this.client.chat.postMessage({
          ...message,
          blocks: message.blocks as never,
          unfurl_links: false,
          unfurl_media: false,
        }),
        signal,
      );
      if (!sent.ts) throw new ChannelDeliveryError("chat.postMessage returned no ts");
      return { messageId: sent.ts };
    } catch (error) {
      throw deliveryError(error);
    }
  }

  async showOutcome(request: OutcomeRequest): Promise<void> {
    const { question, delivery, locale, signal } = request;
    const text = outcomeText(question, locale, SURFACE, "slack-mrkdwn");
    try {
      await untilAborted(
        this.client.chat.update({
          channel: delivery.chatId,
          ts: delivery.messageId,
          text,
          blocks: [{ type: "section", text: { type: "mrkdwn", text } }],
        }),
        signal,
      );
    } catch (error) {
      // Deleted by someone, or too old to edit: nothing left to close.
      if (isPlatformError(error, /^(message_not_found|cant_update_message|edit_window_closed)$/u))
        return;
      throw deliveryError(error);
    }
  }

  /** The HTTP route: verify the signature on the raw body, ack at once, work afterwards. */
  async #onHttp(request: Request, secret: string): Promise<Response> {
    const raw = await request.text();
    const verified = verifySlackRequest(
      secret,
      {
        timestamp: request.headers.get("x-slack-request-timestamp"),
        signature: request.headers.get("x-slack-signature"),
      },
      raw,
    );
    if (!verified) return new Response("invalid signature", { status: 401 });
    const type = request.headers.get("content-type") ?? "";
    const body = parseJsonObject(
      type.includes("application/x-www-form-urlencoded")
        ? (new URLSearchParams(raw).get("payload") ?? "{}")
        : raw,
    );
    if (!body) return new Response("bad payload", { status: 400 });
    if (body.type === "url_verification")
      return Response.json({ challenge: String(body.challenge ?? "") });
    const response = await this.#receive(body);
    return response === undefined ? new Response(null, { status: 200 }) : Response.json(response);
  }

  /**
   * Hands a verified payload to Bolt and returns the ack's body. Every listener acks first
   * and works afterwards, as Slack allows 3 seconds; a modal's submission is answered
   * in-process, quickly, so that its errors can show in the modal. Should no listener ack
   * (a payload the app does not handle), the request is acked anyway.
   */
  async #receive(body: Record<string, unknown>): Promise<unknown> {
    let acked: (response: unknown) => void = () => {};
    const ack = new Promise<unknown>((resolve) => {
      acked = resolve;
    });
    const processed = this.app.processEvent({
      body,
      ack: async (response?: unknown) => acked(response),
    });
    this.#work.track(processed.finally(() => acked(undefined)));
    const fallback = new Promise<undefined>((resolve) => {
      const timer = setTimeout(() => resolve(undefined), ACK_DEADLINE_MS);
      void ack.finally(() => clearTimeout(timer));
    });
    return Promise.race([ack, fallback]);
  }

  /** Bolt's listeners: button clicks, the Other… modal, and messages. */
  #listen(): void {
    this.app.action(new RegExp(`^${ACTION_PREFIX}`, "u"), async ({ ack, body }) => {
      await ack();
      this.#work.track(this.#onClick(body as unknown as BlockActionsPayload));
    });
    this.app.view(OTHER_CALLBACK, async ({ ack, body }) => {
      const response = await this.#onSubmit(body as unknown as ViewSubmissionPayload).catch(
        (error: unknown) => {
          this.#context?.log({
            level: "error",
            msg: "slack submission failed",
            error: errorText(error),
          });
          return undefined;
        },
      );
      await ack(response as never);
    });
    this.app.event("message", async ({ event, body }) => {
      const handle = () => this.#onMessage(event as unknown as MessageEvent);
      // Slack's retries, over HTTP or Socket Mode, repeat the event's id.
      const eventId = (body as { event_id?: unknown }).event_id;
      const inbound = this.#context?.inbound;
      this.#work.track(
        typeof eventId === "string" && inbound ? inbound.handleOnce(eventId, handle) : handle(),
      );
    });
    this.app.error(async (error) => {
      this.#context?.log({ level: "error", msg: "slack event failed", error: errorText(error) });
    });
  }

  async #onClick(payload: BlockActionsPayload): Promise<void> {
    const inbound = this.#context?.inbound;
    const action = payload.actions?.find((item) => item.action_id?.startsWith(ACTION_PREFIX));
    const channel = payload.container?.channel_id ?? payload.channel?.id;
    const ts = payload.container?.message_ts ?? payload.message?.ts;
    const userId = payload.user?.id;
    if (!inbound || !action || !channel || !ts || !userId) return;
    const click = decodeClick(action.value);
    const at = { chatId: channel, messageId: ts };
    const notify = (outcome: InboundOutcome) =>
      outcome.kind === "ignored" ? undefined : this.#ephemeral(channel, userId, outcome.notice);
    if (click?.action !== "other") return notify(await inbound.press(at, userId, click));
    const opened = await inbound.openOther(at, userId);
    if ("kind" in opened) return notify(opened);
    if (!payload.trigger_id) return;
    const strings = messages(opened.locale);
    const first = opened.question.questions[0];
    const metadata: OtherMetadata = { c: channel, m: ts, q: opened.question.id };
    await this.client.views.open({
      trigger_id: payload.trigger_id,
      view: {
        type: "modal",
        callback_id: OTHER_CALLBACK,
        private_metadata: JSON.stringify(metadata),
        title: { type: "plain_text", text: (first?.header ?? strings.otherButton).slice(0, 24) },
        submit: { type: "plain_text", text: "OK" },
        blocks: [
          {
            type: "input",
            block_id: OTHER_BLOCK,
            label: { type: "plain_text", text: (first?.question ?? "").slice(0, 2000) || "…" },
            element: {
              type: "plain_text_input",
              action_id: OTHER_INPUT,
              multiline: true,
              placeholder: { type: "plain_text", text: strings.otherPlaceholder.slice(0, 150) },
            },
          },
        ],
      },
    });
  }

  /** The modal of Other…: its text is the answer; a refusal shows in the modal. */
  async #onSubmit(payload: ViewSubmissionPayload): Promise<unknown> {
    const inbound = this.#context?.inbound;
    const view = payload.view;
    const userId = payload.user?.id;
    if (!inbound || view?.callback_id !== OTHER_CALLBACK || !userId) return undefined;
    const metadata = readOtherMetadata(view.private_metadata);
    const text = view.state?.values?.[OTHER_BLOCK]?.[OTHER_INPUT]?.value ?? "";
    const refuse = (notice: string) => ({
      response_action: "errors",
      errors: { [OTHER_BLOCK]: notice.slice(0, 150) },
    });
    if (!metadata) return refuse(messages(DEFAULT_LOCALE).noLongerOpen);
    const at = {
      chatId: metadata.c,
      messageId: metadata.m,
      names: (questionId: string) => questionId === metadata.q,
    };
    const outcome = await inbound.ownWords(at, userId, text);
    // Too long or empty, closed or not allowed: say why and keep the modal open.
    return outcome.kind === "answered" || outcome.kind === "ignored"
      ? undefined
      : refuse(outcome.notice);
  }

  /** A message in a routed channel: a reply in the prompt's thread, or a loose reply. */
  async #onMessage(event: MessageEvent): Promise<void> {
    const inbound = this.#context?.inbound;
    const { channel, user: userId, text, ts } = event;
    if (!inbound || !channel || !userId || !text || !ts) return;
    // Edits, joins and bots (this one included) are not answers.
    if (event.subtype !== undefined || event.bot_id !== undefined) return;
    if (userId === this.#botUserId) return;
    const thread = event.thread_ts;
    const outcome = await inbound.message({
      chatId: channel,
      userId,
      text,
      ...(thread !== undefined && thread !== ts ? { replyTo: thread } : {}),
      direct: event.channel_type === "im",
      // A message's ts is its time in seconds, made unique by its fraction.
      ...writtenAt(Number(ts) * 1000),
    });
    switch (outcome.kind) {
      case "ignored":
      case "answered": // The updated prompt shows it.
        return;
      // Only the replier hears that they may not answer, or that the prompt has closed.
      case "not_allowed":
      case "closed":
        return this.#ephemeral(channel, userId, outcome.notice, thread);
      // Asked in a thread on the human's own message: no prompt is the one meant.
      case "which":
        await this.client.chat.postMessage({
          channel,
          thread_ts: thread ?? ts,
          text: outcome.notice,
        });
        return;
      // A clarification or a refusal (too long, say) is said in the prompt's thread (SPEC T3).
      default:
        await this.client.chat.postMessage({
          channel,
          thread_ts: thread ?? outcome.prompt.delivery.messageId,
          text: outcome.notice,
        });
    }
  }

  async #ephemeral(channel: string, user: string, text: string, thread?: string): Promise<void> {
    await this.client.chat.postEphemeral({
      channel,
      user,
      text,
      ...(thread === undefined ? {} : { thread_ts: thread }),
    });
  }
}

/** A Web API failure in the hub's retry terms: Retry-After on 429, Slack's error code kept. */
function deliveryError(error: unknown): ChannelDeliveryError {
  if (error instanceof ChannelDeliveryError) return error;
  const coded = error as Partial<WebAPICallError> | undefined;
  if (coded?.code === ErrorCode.RateLimitedError) {
    const retryAfter = (error as WebAPIRateLimitedError).retryAfter;
    return new ChannelDeliveryError("429 rate limited", {
      retryAfterMs: Math.max(0, retryAfter) * 1000,
      cause: error,
    });
  }
  if (coded?.code === ErrorCode.PlatformError) {
    const code = String((error as WebAPIPlatformError).data.error);
    return new ChannelDeliveryError(`slack error: ${code}`, {
      // Retrying cannot fix a wrong token or a channel the bot is not in.
      permanent:
        /^(invalid_auth|not_authed|account_inactive|token_revoked|channel_not_found|not_in_channel|is_archived|missing_scope)$/u.test(
          code,
        ),
      cause: error,
    });
  }
  return new ChannelDeliveryError(errorText(error), { cause: error });
}

function isPlatformError(error: unknown, codes: RegExp): boolean {
  const coded = error as Partial<WebAPIPlatformError> | undefined;
  return coded?.code === ErrorCode.PlatformError && codes.test(String(coded.data?.error));
}

/** What the Other… modal remembers, or undefined when it was tampered with. */
function readOtherMetadata(text: string | undefined): OtherMetadata | undefined {
  const parsed = parseJsonObject(text ?? "");
  return typeof parsed?.c === "string" &&
    typeof parsed.m === "string" &&
    typeof parsed.q === "string"
    ? { c: parsed.c, m: parsed.m, q: parsed.q }
    : undefined;
}

function withSlash(url: string): string {
  return url.endsWith("/") ? url : `${url}/`;
}

/**
 * Bolt's receiver for the gateway's own HTTP route: the route verifies the signature and
 * hands payloads over through `processEvent`, so the receiver itself serves nothing.
 */
class GatewayReceiver implements Receiver {
  init(_app: App): void {}
  async start(): Promise<void> {}
  async stop(): Promise<void> {}
}
