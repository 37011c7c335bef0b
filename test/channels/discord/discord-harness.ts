import { generateKeyPairSync, type KeyObject, sign } from "node:crypto";
import {
  DISCORD_INTERACTIONS_PATH,
  DiscordAdapter,
} from "../../../src/channels/discord/discord-adapter.js";
import type { ChannelHarness, PromptView, ReminderView } from "../channel-contract.js";
import {
  buttonClick,
  type DiscordMessage,
  messageCreate,
  modalSubmit,
} from "./discord-payloads.js";
import { BOT_USER_ID, FakeDiscordApi, type InteractionLog } from "./fake-discord-api.js";

export const CHANNEL_ID = "1240000000000000200";
export const DM_CHANNEL_ID = "1240000000000000300";
export const ALLOWED_USER = "1240000000000001000";
export const STRANGER = "1240000000000002000";

/** The application's Ed25519 key pair, as the Developer Portal would hold it. */
export function applicationKeys(): { publicKeyHex: string; privateKey: KeyObject } {
  const { publicKey, privateKey } = generateKeyPairSync("ed25519");
  const jwk = publicKey.export({ format: "jwk" });
  return { publicKeyHex: Buffer.from(String(jwk.x), "base64url").toString("hex"), privateKey };
}

/** The headers Discord sends with an interaction: Ed25519 over the timestamp and the raw body. */
export function interactionHeaders(
  body: string,
  privateKey: KeyObject,
  options: { timestamp?: number; headers?: Record<string, string> } = {},
): Record<string, string> {
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  const signature = sign(null, Buffer.from(`${timestamp}${body}`), privateKey).toString("hex");
  return {
    "content-type": "application/json",
    "x-signature-ed25519": signature,
    "x-signature-timestamp": timestamp,
    ...options.headers,
  };
}

/** An interaction request as Discord signs it. */
export function signedInteraction(
  url: string,
  body: string,
  privateKey: KeyObject,
  options: { timestamp?: number; headers?: Record<string, string> } = {},
): Request {
  return new Request(url, {
    method: "POST",
    headers: interactionHeaders(body, privateKey, options),
    body,
  });
}

/**
 * What the human reads in Discord markdown: escapes resolved, bold, italics and code marks
 * gone. An escaped mark stays as the character it escapes.
 */
export function readable(content: string): string {
  return content.replace(/\\(.)|\*\*|[*`]/gsu, (_mark, escaped?: string) => escaped ?? "");
}

export function viewOf(message: DiscordMessage): PromptView {
  return {
    messageId: message.id,
    text: readable(message.content),
    buttons: message.components.flatMap((row) => row.components.map((item) => String(item.label))),
  };
}

export interface DiscordHarness extends ChannelHarness {
  api: FakeDiscordApi;
  adapter: DiscordAdapter;
  /** Clicks a button; resolves with the interaction once its work is done. */
  click(messageId: string, button: string, userId: string): Promise<InteractionLog>;
  /** Posts a human's message over the Gateway and waits until the adapter has handled it. */
  post(text: string, userId: string, replyTo?: string): Promise<DiscordMessage>;
  /**
   * Posts a body to the adapter's interactions route, signed with the application's key (at
   * `timestamp`, then `tamper`ed with if given), and waits for the work it started unless
   * `answerOnly`.
   */
  signed(
    body: string,
    options?: { timestamp?: number; tamper?: (body: string) => string; answerOnly?: boolean },
  ): Promise<Response>;
}

/**
 * The real adapter and discord.js client against the fake Discord, played from the human's
 * side. Interactions arrive over the Gateway, or, with `http`, signed to the adapter's route.
 */
export async function discordHarness(
  options: { http?: boolean; token?: string; channelId?: string; dm?: boolean } = {},
): Promise<DiscordHarness> {
  const api = new FakeDiscordApi();
  await api.start();
  const channelId = options.channelId ?? (options.dm ? DM_CHANNEL_ID : CHANNEL_ID);
  api.addChannel(channelId, { dm: options.dm ?? false });
  const keys = options.http ? applicationKeys() : undefined;
  const adapter = new DiscordAdapter({
    token: options.token ?? api.token,
    apiUrl: api.url,
    timeoutMs: 2000,
    reconnectDelayMs: 50,
    ...(keys ? { publicKey: keys.publicKeyHex } : {}),
  });
  /** Modals open per user: the interaction that opened one, and its custom id. */
  const openModals = new Map<string, { message: DiscordMessage; customId: string }>();
  const promptIds = (): string[] =>
    api
      .messagesIn(channelId)
      .filter((message) => message.author.id === BOT_USER_ID && !message.message_reference)
      .map((message) => message.id);
  const messageOf = (id: string): DiscordMessage => {
    const message = api.message(id);
    if (!message) throw new Error(`no message ${id} in the channel`);
    return message;
  };
  /** The bot's replies to a prompt; its notices reply to the human's messages. */
  const reminders = (): ReminderView[] => {
    const prompts = new Set(promptIds());
    return api
      .messagesIn(channelId)
      .filter((message) => message.author.id === BOT_USER_ID)
      .flatMap((message) => {
        const repliesTo = String(message.message_reference?.message_id);
        if (!prompts.has(repliesTo)) return [];
        return [{ ...viewOf(message), repliesTo, mentions: api.pinged(message.id) }];
      });
  };

  const signed: DiscordHarness["signed"] = async (body, signing = {}) => {
    const webhook = adapter.webhook;
    if (!keys || !webhook) throw new Error("the harness was set up without the HTTP route");
    const url = `http://gateway.test${DISCORD_INTERACTIONS_PATH}`;
    const request = signedInteraction(url, body, keys.privateKey, {
      ...(signing.timestamp === undefined ? {} : { timestamp: signing.timestamp }),
    });
    const sent = signing.tamper ? new Request(request, { body: signing.tamper(body) }) : request;
    const response = await webhook.handle(sent);
    // Discord takes the HTTP answer as the interaction's first response the moment it arrives.
    const interactionId = idOf(body);
    if (response.status === 200 && interactionId !== undefined)
      api.respondedOverHttp(
        interactionId,
        (await response.clone().json()) as InteractionLog["response"],
      );
    if (!signing.answerOnly) await adapter.idle();
    return response;
  };

  /** Sends an interaction the way this harness is set up to, and waits for its work. */
  const interact = async (
    message: DiscordMessage,
    build: (base: Parameters<typeof buttonClick>[0]) => Record<string, unknown>,
    userId: string,
  ): Promise<InteractionLog> => {
    const { id, token, log } = api.openInteraction(message);
    const payload = build({
      id,
      token,
      applicationId: log.applicationId,
      place: log.place,
      userId,
      message,
    });
    if (keys) {
      const response = await signed(JSON.stringify(payload));
      if (response.status !== 200) throw new Error(`interaction answered ${response.status}`);
    } else {
      await api.gateway.dispatch("INTERACTION_CREATE", payload);
      await api.waitForCall("interactionCallback", (call) => call.payload.interactionId === id);
    }
    await adapter.idle();
    return log;
  };

  const click = async (messageId: string, button: string, userId: string) => {
    const message = messageOf(messageId);
    const component = message.components
      .flatMap((row) => row.components)
      .find((item) => item.label === button);
    if (!component) throw new Error(`no button "${button}" on message ${messageId}`);
    const log = await interact(
      message,
      (base) => buttonClick(base, String(component.custom_id)),
      userId,
    );
    const modal = log.response?.type === 9 ? log.response.data : undefined;
    if (modal) openModals.set(userId, { message, customId: String(modal.custom_id) });
    return log;
  };

  const post = async (text: string, userId: string, replyTo?: string, writtenAt?: number) => {
    const message = api.addUserMessage(api.place(channelId), userId, text, replyTo, writtenAt);
    const sequence = await api.gateway.dispatch("MESSAGE_CREATE", messageCreate(message));
    await api.gateway.synced(sequence);
    await adapter.idle();
    return message;
  };

  return {
    api,
    adapter,
    click,
    post,
    signed,
    chatId: channelId,
    allowedUser: ALLOWED_USER,
    stranger: STRANGER,
    async prompt(index) {
      const deadline = Date.now() + 8000;
      for (;;) {
        const id = promptIds()[index];
        if (id !== undefined) {
          // The hub records the delivery just after Discord's answer; a human is never faster.
          await new Promise((resolve) => setTimeout(resolve, 50));
          return viewOf(messageOf(id));
        }
        if (Date.now() > deadline) throw new Error(`prompt ${index} was never delivered`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    current: (id) => viewOf(messageOf(id)),
    async tap(messageId, button, userId) {
      const log = await click(messageId, button, userId);
      const [notice = ""] = api.ephemeralTexts(log.id);
      return readable(notice);
    },
    async say(text, userId, replyTo, writtenAt) {
      const modal = openModals.get(userId);
      if (modal) {
        openModals.delete(userId);
        await interact(
          modal.message,
          (base) => modalSubmit(base, modal.customId, { text }),
          userId,
        );
        return;
      }
      await post(text, userId, replyTo, writtenAt);
    },
    reminders,
    async botMessage(part) {
      const deadline = Date.now() + 8000;
      for (;;) {
        const texts = [
          ...api
            .messagesIn(channelId)
            .filter((message) => message.author.id === BOT_USER_ID && message.message_reference)
            .map((message) => message.content),
          ...[...api.interactions.keys()].flatMap((id) => api.ephemeralTexts(id)),
        ].map(readable);
        const found = texts.find((text) => text.includes(part));
        if (found !== undefined) return found;
        if (Date.now() > deadline) throw new Error(`no bot message with "${part}"`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    breakChat() {
      api.channels.delete(channelId);
    },
    async close() {
      await adapter.stop();
      // Stopping must close the Gateway connection, not leave it to the fake's shutdown.
      const deadline = Date.now() + 2000;
      while (api.gateway.connections > 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 10));
      const leaked = api.gateway.connections;
      await api.close();
      if (leaked > 0) throw new Error(`the adapter left ${leaked} Gateway connection(s) open`);
    },
  };
}

function idOf(body: string): string | undefined {
  try {
    const id = (JSON.parse(body) as { id?: unknown }).id;
    return typeof id === "string" ? id : undefined;
  } catch {
    return undefined;
  }
}
