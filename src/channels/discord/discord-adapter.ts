import type { KeyObject } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import {
  type APIInteractionResponse,
  Client,
  Events,
  GatewayDispatchEvents,
  GatewayIntentBits,
  InteractionResponseType,
  InteractionType,
  MessageType,
  REST,
  type RESTOptions,
  Routes,
} from "discord.js";
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
import { controlNotice } from "../channel-text.js";
import { errorText } from "../error-text.js";
import { parseJsonObject } from "../inbound-json.js";
import type { PromptAddress } from "../inbound-types.js";
import { writtenAt } from "../written-at.js";
import { decodeCustomId, questionKey } from "./discord-custom-id.js";
import { deliveryError, isUnknownMessage, redact } from "./discord-errors.js";
import { deliveryNonce } from "./discord-nonce.js";
import {
  ephemeralNotice,
  type MessageBody,
  OWN_WORDS_INPUT,
  outcomeMessage,
  ownWordsModal,
  plainReply,
  promptMessage,
  reminderMessage,
  SURFACE,
} from "./discord-prompt.js";
import { discordPublicKey, verifyDiscordRequest } from "./discord-signature.js";

/** Makes Discord treat every try of one post as that post (see `deliveryNonce`). */
const once = (nonce: string) => ({ nonce, enforce_nonce: true });

export const DISCORD_INTERACTIONS_PATH = "/channels/discord/interactions";
export const DEFAULT_DISCORD_API_URL = "https://discord.com/api";

export interface DiscordAdapterOptions {
  /** The bot token from the Developer Portal. */
  token: string;
  /** The REST API (default: Discord's own); tests point it at a fake. */
  apiUrl?: string;
  /** The application's public key (hex): interactions may then also arrive over HTTP. */
  publicKey?: string;
  /** One REST call's limit in milliseconds. */
  timeoutMs?: number;
  /** The first wait before connecting to the Gateway again after a failure; it doubles. */
  reconnectDelayMs?: number;
}

/** Replies need the message's text, which Discord sends only with MESSAGE_CONTENT. */
const INTENTS = [
  GatewayIntentBits.GuildMessages,
  GatewayIntentBits.DirectMessages,
  GatewayIntentBits.MessageContent,
];
/** Discord's limit for an interaction's first response is 3 seconds; this leaves room. */
const ACK_DEADLINE_MS = 2500;
const MAX_RECONNECT_DELAY_MS = 60_000;
/** How long stopping waits for a login under way. */
const STOP_GRACE_MS = 5000;
/** Channel and message ids are snowflakes; anything else must never reach a REST path. */
const SNOWFLAKE = /^\d{1,20}$/u;

/** Discord's payloads, as far as the adapter reads them. */
interface DiscordUser {
  id?: string;
  bot?: boolean;
}
interface ModalComponent {
  type?: number;
  custom_id?: string;
  value?: string;
  component?: ModalComponent;
  components?: ModalComponent[];
}
interface InteractionPayload {
  id: string;
  application_id: string;
  type: number;
  token: string;
  data?: { custom_id?: string; components?: ModalComponent[] };
  channel_id?: string;
  channel?: { id?: string };
  member?: { user?: DiscordUser };
  user?: DiscordUser;
  message?: { id?: string };
  /** The clicker's Discord language (e.g. `de`, `en-US`). */
  locale?: string;
}
interface MessagePayload {
  id?: string;
  type?: number;
  channel_id?: string;
  guild_id?: string;
  webhook_id?: string;
  author?: DiscordUser;
  content?: string;
  /** When it was sent (ISO 8601). */
  timestamp?: string;
  message_reference?: { message_id?: string };
}

/** The first response to an interaction, over whichever way it came. */
type Respond = (response: APIInteractionResponse) => Promise<void>;

/**
 * Discord on discord.js: one single-select question gets buttons, every other shape the
 * readable markdown text answered by a reply (SPEC C1, C2). Clicks, modals and messages arrive
 * over the Gateway; with a public key, interactions may also arrive signed over HTTP. Users off
 * the allow-list get an ephemeral notice (SPEC C3).
 */
export class DiscordAdapter implements ChannelAdapter {
  readonly name = SURFACE;
  readonly webhook: ChannelAdapter["webhook"];
  /** The Gateway connection: one process at a time, as every connection gets every event. */
  readonly exclusiveReceiver: ExclusiveReceiver;
  readonly #options: DiscordAdapterOptions;
  readonly #restOptions: Partial<RESTOptions>;
  readonly #rest: REST;
  /** Inbound work; failures are logged, and `stop` waits for it. */
  readonly #work = new BackgroundWork((error) => this.#log("error", "discord event failed", error));
  #context: ChannelContext | undefined;
  #client: Client | undefined;
  #receiving: AbortController | undefined;
  #connecting: Promise<void> | undefined;

  constructor(options: DiscordAdapterOptions) {
    this.#options = options;
    this.#restOptions = {
      api: (options.apiUrl ?? DEFAULT_DISCORD_API_URL).replace(/\/+$/u, ""),
      timeout: options.timeoutMs ?? 10_000,
      // The hub retries within its bounds: discord.js would retry a 5xx three times and wait
      // out every 429 itself, for as long as Discord asks.
      retries: 0,
      rejectOnRateLimit: () => true,
    };
    this.#rest = new REST(this.#restOptions);
    this.exclusiveReceiver = {
      start: async () => this.#startReceiving(),
      stop: () => this.#stopReceiving(),
    };
    if (options.publicKey !== undefined) {
      const key = discordPublicKey(options.publicKey);
      this.webhook = {
        path: DISCORD_INTERACTIONS_PATH,
        handle: (request) => this.#onHttp(request, key),
      };
    }
  }

  async start(context: ChannelContext): Promise<void> {
    this.#context = context;
  }

  async stop(): Promise<void> {
    await this.#stopReceiving();
    await this.idle();
    this.#rest.clearHashSweeper();
    this.#rest.clearHandlerSweeper();
  }

  /** Resolves once the work started by inbound events so far is done. */
  idle(): Promise<void> {
    return this.#work.idle();
  }

  async deliver(request: DeliveryRequest): Promise<{ messageId: string }> {
    const { question, chatId, locale, signal } = request;
    const body = promptMessage(question, locale, Date.now());
    return this.#post(chatId, { ...body, ...once(deliveryNonce(question.id, chatId)) }, signal);
  }

  /** A reply to the prompt that pings who may answer it. */
  async remind(request: ReminderRequest): Promise<{ messageId: string }> {
    const { question, prompt, step, locale, mentions, signal } = request;
    const body = reminderMessage(question, locale, prompt.messageId, mentions, Date.now());
    const nonce = deliveryNonce(question.id, prompt.chatId, step);
    return this.#post(prompt.chatId, { ...body, ...once(nonce) }, signal);
  }

  /** Posts a message in a channel; resolves with its id, the handle to edit it later. */
  async #post(
    chatId: string,
    body: MessageBody,
    signal: AbortSignal,
  ): Promise<{ messageId: string }> {
    if (!SNOWFLAKE.test(chatId))
      throw new ChannelDeliveryError(`"${chatId}" is not a Discord channel id`, {
        permanent: true,
      });
    try {
      const sent = (await this.#authorized().post(Routes.channelMessages(chatId), {
        body,
        signal,
      })) as { id?: unknown };
      if (typeof sent?.id !== "string")
        throw new ChannelDeliveryError("discord sent no message id");
      return { messageId: sent.id };
    } catch (error) {
      throw deliveryError(error, this.#options.token);
    }
  }

  async showOutcome(request: OutcomeRequest): Promise<void> {
    const { question, delivery, locale, signal } = request;
    if (!SNOWFLAKE.test(delivery.chatId) || !SNOWFLAKE.test(delivery.messageId)) return;
    try {
      await this.#authorized().patch(Routes.channelMessage(delivery.chatId, delivery.messageId), {
        body: outcomeMessage(question, locale),
        signal,
      });
    } catch (error) {
      // Deleted by someone: nothing is left to close.
      if (isUnknownMessage(error)) return;
      throw deliveryError(error, this.#options.token);
    }
  }

  /**
   * discord.js forgets the token after any 401, so that one bad answer would fail every later
   * call without asking Discord; each call sets it again.
   */
  #authorized(): REST {
    return this.#rest.setToken(this.#options.token);
  }

  #startReceiving(): void {
    if (this.#receiving) return;
    const receiving = new AbortController();
    this.#receiving = receiving;
    this.#connecting = this.#connect(receiving.signal);
  }

  async #stopReceiving(): Promise<void> {
    const receiving = this.#receiving;
    if (!receiving) return;
    this.#receiving = undefined;
    receiving.abort();
    // A login cannot be cut short: discord.js would connect after being destroyed. It is
    // waited for, within bounds; one that ends later closes its own connection.
    await settledWithin(this.#connecting, STOP_GRACE_MS);
    this.#connecting = undefined;
    const client = this.#client;
    this.#client = undefined;
    await client?.destroy().catch(() => {});
  }

  /**
   * Logs in to the Gateway in the background, as the gateway must serve the Control UI while
   * Discord is unreachable; deliveries need no connection. Once connected, discord.js resumes
   * or reconnects by itself; before that, a failed login is tried again after a growing wait,
   * except for a token Discord refused.
   */
  async #connect(signal: AbortSignal): Promise<void> {
    let delay = this.#options.reconnectDelayMs ?? 1000;
    while (!signal.aborted) {
      const client = this.#newClient();
      try {
        await client.login(this.#options.token);
        if (signal.aborted) await client.destroy();
        else this.#client = client;
        return;
      } catch (error) {
        await client.destroy().catch(() => {});
        if (signal.aborted) return;
        const refused = (error as { code?: unknown }).code === "TokenInvalid";
        this.#log(
          "error",
          `discord gateway login failed; ${refused ? "check ASK_USER_DISCORD_TOKEN" : "trying again"}`,
          error,
        );
        if (refused) return;
        await sleep(delay, undefined, { signal }).catch(() => {});
        delay = Math.min(delay * 2, MAX_RECONNECT_DELAY_MS);
      }
    }
  }

  /** A client for the Gateway alone; the adapter reads the raw events, not discord.js's caches. */
  #newClient(): Client {
    const client = new Client({ intents: INTENTS, rest: this.#restOptions });
    client.ws.on(GatewayDispatchEvents.InteractionCreate, (data: InteractionPayload) =>
      this.#work.track(
        this.#once(data.id, () =>
          this.#onInteraction(data, (response) => this.#callback(data, response)),
        ),
      ),
    );
    client.ws.on(GatewayDispatchEvents.MessageCreate, (data: MessagePayload) =>
      this.#work.track(this.#once(data.id, () => this.#onMessage(data))),
    );
    client.on(Events.ShardDisconnect, (event) =>
      this.#log(
        "error",
        `discord gateway closed for good (code ${event.code}); check ASK_USER_DISCORD_TOKEN and that the Message Content intent is enabled`,
      ),
    );
    client.on(Events.ShardError, (error) => this.#log("warn", "discord gateway error", error));
    client.on(Events.Error, (error) => this.#log("error", "discord client error", error));
    return client;
  }

  /** The first response to an interaction that came over the Gateway. */
  async #callback(interaction: InteractionPayload, response: APIInteractionResponse) {
    await this.#rest.post(Routes.interactionCallback(interaction.id, interaction.token), {
      body: response,
      auth: false,
    });
  }

  /**
   * The HTTP route: verify the signature on the raw body, answer a PING, and answer any other
   * interaction with its first response, which the handler gives before it does the work.
   */
  async #onHttp(request: Request, publicKey: KeyObject): Promise<Response> {
    const raw = await request.text();
    const headers = {
      signature: request.headers.get("x-signature-ed25519"),
      timestamp: request.headers.get("x-signature-timestamp"),
    };
    if (!verifyDiscordRequest(publicKey, headers, raw))
      return new Response("invalid request signature", { status: 401 });
    const parsed = parseJsonObject(raw);
    if (!parsed) return new Response("bad payload", { status: 400 });
    const interaction = parsed as unknown as InteractionPayload;
    if (interaction.type === InteractionType.Ping)
      return Response.json({ type: InteractionResponseType.Pong });

    let first: (response: APIInteractionResponse) => void = () => {};
    const responded = new Promise<APIInteractionResponse>((resolve) => {
      first = resolve;
    });
    let answered = false;
    const respond: Respond = async (response) => {
      if (answered) throw new Error("the interaction was acknowledged already");
      answered = true;
      first(response);
    };
    // Should the handler not respond in time (or not at all), the click is acknowledged anyway.
    const acknowledge = () => {
      if (!answered) void respond({ type: InteractionResponseType.DeferredMessageUpdate });
    };
    const timer = setTimeout(acknowledge, ACK_DEADLINE_MS);
    this.#work.track(
      this.#once(interaction.id, () => this.#onInteraction(interaction, respond)).finally(
        acknowledge,
      ),
    );
    const response = await responded;
    clearTimeout(timer);
    return Response.json(response);
  }

  /**
   * Runs the work for an event (an interaction or a message, by its snowflake) once, however
   * often it arrives: over HTTP and the Gateway both, or again from a Gateway connection that
   * another gateway process has taken over.
   */
  async #once(id: string | undefined, work: () => Promise<void>): Promise<void> {
    const inbound = this.#context?.inbound;
    if (id && inbound) await inbound.handleOnce(id, work);
    else await work();
  }

  async #onInteraction(interaction: InteractionPayload, respond: Respond): Promise<void> {
    if (interaction.type === InteractionType.MessageComponent)
      return this.#onButton(interaction, respond);
    if (interaction.type === InteractionType.ModalSubmit)
      return this.#onOwnWords(interaction, respond);
  }

  /**
   * A button: Other… opens the modal, which must be the first response; every other button
   * is acknowledged at once, as answering may take longer than Discord waits.
   */
  async #onButton(interaction: InteractionPayload, respond: Respond): Promise<void> {
    const inbound = this.#context?.inbound;
    if (!inbound) return;
    const control = decodeCustomId(interaction.data?.custom_id);
    const userId = userOf(interaction);
    const at = promptAddress(interaction, control?.key);
    if (control?.action === "other") {
      const opened = await inbound.openOther(at, userId);
      return respond(
        "kind" in opened
          ? {
              type: InteractionResponseType.ChannelMessageWithSource,
              data: ephemeralNotice(controlNotice(opened, interaction.locale)),
            }
          : {
              type: InteractionResponseType.Modal,
              data: ownWordsModal(opened.question, opened.locale),
            },
      );
    }
    await respond({ type: InteractionResponseType.DeferredMessageUpdate });
    // The modal's own control is no button: answered as closed, like any unreadable one.
    const press = control?.action === "option" || control?.action === "skip" ? control : undefined;
    await this.#followUp(
      interaction,
      controlNotice(await inbound.press(at, userId, press), interaction.locale),
    );
  }

  /** The Other… modal's submission: its text is the answer. */
  async #onOwnWords(interaction: InteractionPayload, respond: Respond): Promise<void> {
    await respond({ type: InteractionResponseType.DeferredMessageUpdate });
    const inbound = this.#context?.inbound;
    if (!inbound) return;
    const control = decodeCustomId(interaction.data?.custom_id);
    const at = promptAddress(
      interaction,
      control?.action === "own-words" ? control.key : undefined,
    );
    const text = ownWords(interaction.data?.components ?? []) ?? "";
    // Too long or blank, say: the notice says why; the buttons stay for another try.
    const outcome = await inbound.ownWords(at, userOf(interaction), text);
    // Silence is never left: the click must not look ignored.
    await this.#followUp(interaction, controlNotice(outcome, interaction.locale));
  }

  /** A message in a routed channel: a reply to the prompt, or a loose reply. */
  async #onMessage(message: MessagePayload): Promise<void> {
    const inbound = this.#context?.inbound;
    const { id, channel_id: channelId, author, content } = message;
    if (!inbound || !id || !channelId || !author?.id || !content) return;
    // Bots (this one included), webhooks, joins and pins are not answers.
    if (author.bot || message.webhook_id !== undefined) return;
    if (message.type !== MessageType.Default && message.type !== MessageType.Reply) return;
    const repliedTo = message.message_reference?.message_id;
    const outcome = await inbound.message({
      chatId: channelId,
      userId: author.id,
      text: content,
      ...(repliedTo ? { replyTo: repliedTo } : {}),
      // In a server channel only a reply to the prompt is meant as an answer; in a DM, all is.
      direct: message.guild_id === undefined,
      ...writtenAt(Date.parse(message.timestamp ?? "")),
    });
    // An answer shows as the edited prompt; anything else must be said (SPEC T3).
    if (outcome.kind !== "ignored" && outcome.kind !== "answered")
      await this.#send(channelId, plainReply(outcome.notice, id));
  }

  /** An ephemeral follow-up: only the clicker sees it. */
  async #followUp(interaction: InteractionPayload, text: string): Promise<void> {
    await this.#rest.post(Routes.webhook(interaction.application_id, interaction.token), {
      body: ephemeralNotice(text),
      auth: false,
    });
  }

  async #send(channelId: string, body: MessageBody): Promise<void> {
    await this.#authorized().post(Routes.channelMessages(channelId), { body });
  }

  #log(level: "warn" | "error", msg: string, error?: unknown): void {
    this.#context?.log({
      level,
      msg,
      ...(error === undefined ? {} : { error: redact(errorText(error), this.#options.token) }),
    });
  }
}

/** Who clicked or submitted: a member in a server, a user in a DM. */
function userOf(interaction: InteractionPayload): string | undefined {
  return (interaction.member?.user ?? interaction.user)?.id;
}

/**
 * The prompt a component sits on, named by the key the component carries; a component
 * without a readable key names no question.
 */
function promptAddress(interaction: InteractionPayload, key: string | undefined): PromptAddress {
  return {
    chatId: interaction.channel?.id ?? interaction.channel_id ?? "",
    messageId: interaction.message?.id ?? "",
    names: (questionId) => key !== undefined && questionKey(questionId) === key,
  };
}

/** The text of the modal's input, in a Label (current) or an action row (older payloads). */
function ownWords(components: readonly ModalComponent[]): string | undefined {
  for (const component of components) {
    if (component.custom_id === OWN_WORDS_INPUT && typeof component.value === "string")
      return component.value;
    const nested = [
      ...(component.component ? [component.component] : []),
      ...(component.components ?? []),
    ];
    const found = ownWords(nested);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Waits for `work` to settle, but no longer than `ms`. */
async function settledWithin(work: Promise<unknown> | undefined, ms: number): Promise<void> {
  if (!work) return;
  const timer = new AbortController();
  await Promise.race([
    work.catch(() => {}),
    sleep(ms, undefined, { signal: timer.signal }).catch(() => {}),
  ]);
  timer.abort();
}
