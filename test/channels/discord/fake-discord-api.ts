import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { FakePlatformApi, type RecordedCall } from "../fake-platform-api.js";
import {
  type DiscordMessage,
  discordUser,
  messageCreate,
  messageObject,
  type Place,
} from "./discord-payloads.js";
import { FakeDiscordGateway } from "./fake-discord-gateway.js";

/** How long Discord remembers a nonce for `enforce_nonce` ("a few minutes"). */
const NONCE_WINDOW_MS = 5 * 60_000;

/** An injected failure for the next call(s) of a method. */
export type Injected =
  | { kind: "rate_limited"; retryAfter: number }
  | { kind: "error"; status: number; code: number; message: string }
  | { kind: "server_error"; status?: number }
  | { kind: "hang" }
  /** Does what was asked, then never answers: the caller cannot know it was done. */
  | { kind: "done-unanswered" };

/** What an interaction got: its first response, then its follow-ups. */
export interface InteractionLog {
  id: string;
  token: string;
  applicationId: string;
  message: DiscordMessage;
  place: Place;
  response?: { type: number; data?: Record<string, unknown> };
  followUps: Array<Record<string, unknown>>;
  /** The last edit of the original response, if any. */
  original?: Record<string, unknown>;
}

export const APPLICATION_ID = "1240000000000000001";
export const BOT_USER_ID = "1240000000000000001";
export const GUILD_ID = "1240000000000000100";
const DISCORD_EPOCH = 1_420_070_400_000n;
const EPHEMERAL = 64;

/**
 * A local stand-in for Discord: the REST API (v10) that discord.js calls, with Discord's JSON
 * errors (`{ message, code }`), 429s with `retry_after`, the bot token checked, and its Gateway
 * WebSocket on the same port. It records every REST call under a method name:
 * `getGatewayBot`, `getCurrentUser`, `createMessage`, `editMessage`, `interactionCallback`,
 * `createFollowUp`, `editOriginal` (anything else is `unknown`, answered 404).
 */
export class FakeDiscordApi extends FakePlatformApi<Injected> {
  readonly token: string;
  readonly gateway: FakeDiscordGateway;
  /** Channels the bot can post in; any other is Unknown Channel. */
  readonly channels = new Set<string>();
  /** Channels the bot can see but not post in: Missing Access. */
  readonly forbidden = new Set<string>();
  readonly interactions = new Map<string, InteractionLog>();
  readonly #messages = new Map<string, DiscordMessage>();
  readonly #guildOf = new Map<string, string>();
  /** The users each of the bot's messages notified, by message id. */
  readonly #pinged = new Map<string, string[]>();
  /** The message each nonce made, by channel and nonce, and when. */
  readonly #byNonce = new Map<string, { id: string; at: number }>();
  #server: Server | undefined;
  #sequence = 0n;
  /** `http://127.0.0.1:<port>/api`, what `ASK_USER_DISCORD_API_URL` takes. */
  url = "";

  constructor(token = "MTI0MDAwMDAwMDAwMDAwMDAwMQ.GfAkEd.fake-bot-token-for-tests-only") {
    super();
    this.token = token;
    this.gateway = new FakeDiscordGateway({
      token,
      botUser: { id: BOT_USER_ID, username: "ask-user" },
      applicationId: APPLICATION_ID,
      guildIds: [GUILD_ID],
    });
  }

  async start(): Promise<void> {
    this.#server = createServer((request, response) => void this.#handle(request, response));
    this.#server.on("upgrade", (request, socket, head) => {
      if ((request.url ?? "").startsWith("/gateway"))
        this.gateway.handleUpgrade(request, socket, head);
      else socket.destroy();
    });
    await new Promise<void>((resolve) => this.#server?.listen(0, "127.0.0.1", resolve));
    const { port } = this.#server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}/api`;
    this.gateway.url = `ws://127.0.0.1:${port}/gateway`;
  }

  async close(): Promise<void> {
    await this.gateway.close();
    await new Promise<void>((resolve) => {
      this.#server?.close(() => resolve());
      this.#server?.closeAllConnections();
    });
  }

  /** A channel the bot is in: a server channel, or a DM channel without a guild. */
  addChannel(channelId: string, options: { dm?: boolean } = {}): void {
    this.channels.add(channelId);
    if (!options.dm) this.#guildOf.set(channelId, GUILD_ID);
  }

  place(channelId: string): Place {
    const guildId = this.#guildOf.get(channelId);
    return guildId === undefined ? { channelId } : { channelId, guildId };
  }

  /** A new id, as Discord makes them: milliseconds since its epoch, then a counter. */
  snowflake(): string {
    this.#sequence += 1n;
    return String(((BigInt(Date.now()) - DISCORD_EPOCH) << 22n) | (this.#sequence & 0xfffn));
  }

  message(id: string): DiscordMessage | undefined {
    return this.#messages.get(id);
  }

  /** Every message in a channel, oldest first. */
  messagesIn(channelId: string): DiscordMessage[] {
    return [...this.#messages.values()].filter((message) => message.channel_id === channelId);
  }

  /** The users Discord notified of a message the bot sent. */
  pinged(messageId: string): string[] {
    return this.#pinged.get(messageId) ?? [];
  }

  /** Keeps a human's message, as Discord would, and returns it. */
  addUserMessage(
    place: Place,
    userId: string,
    content: string,
    replyTo?: string,
    writtenAt?: number,
  ): DiscordMessage {
    const referenced = replyTo === undefined ? undefined : this.#messages.get(replyTo);
    const message = messageObject({
      ...(writtenAt === undefined ? {} : { writtenAt }),
      id: this.snowflake(),
      place,
      author: discordUser(userId),
      content,
      ...(referenced ? { replyTo: referenced } : {}),
    });
    this.#messages.set(message.id, message);
    return message;
  }

  /** Opens an interaction on a message; its token is what its responses must use. */
  openInteraction(message: DiscordMessage): { id: string; token: string; log: InteractionLog } {
    const id = this.snowflake();
    const log: InteractionLog = {
      id,
      token: `aW50ZXJhY3Rpb246${randomBytes(48).toString("base64url")}`,
      applicationId: APPLICATION_ID,
      message,
      place: this.place(message.channel_id),
      followUps: [],
    };
    this.interactions.set(id, log);
    return { id, token: log.token, log };
  }

  /** Records a first response that came back as an HTTP interaction's answer. */
  respondedOverHttp(interactionId: string, response: InteractionLog["response"]): void {
    const log = this.interactions.get(interactionId);
    if (log && response) log.response = response;
  }

  /** Ephemeral texts a user was shown for an interaction: its response and its follow-ups. */
  ephemeralTexts(interactionId: string): string[] {
    const log = this.interactions.get(interactionId);
    if (!log) return [];
    return [log.response?.data, ...log.followUps]
      .filter((data) => data !== undefined && (Number(data.flags ?? 0) & EPHEMERAL) !== 0)
      .map((data) => String(data?.content ?? ""));
  }

  async #handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const body = raw === "" ? {} : (JSON.parse(raw) as Record<string, unknown>);
    const url = new URL(request.url ?? "/", "http://fake.discord");
    const path = url.pathname.replace(/^\/api\/v10/u, "");
    const verb = request.method ?? "GET";
    const route = routeOf(verb, path);
    this.record(route.method, { path, ...route.params, body });
    await this.whileHeld(route.method);
    let unanswered = false;
    const send = (status: number, payload?: unknown, headers: Record<string, string> = {}) => {
      if (unanswered) return;
      if (payload === undefined) {
        response.writeHead(status, headers);
        response.end();
        return;
      }
      response.writeHead(status, { "content-type": "application/json", ...headers });
      response.end(JSON.stringify(payload));
    };
    const fail = (status: number, code: number, message: string) => send(status, { message, code });

    if (route.authorized && request.headers.authorization !== `Bot ${this.token}`)
      return fail(401, 0, "401: Unauthorized");
    const injected = this.takeInjected(route.method);
    if (injected?.kind === "hang") return; // Never answers; close() cuts the connection.
    if (injected?.kind === "rate_limited")
      return send(
        429,
        { message: "You are being rate limited.", retry_after: injected.retryAfter, global: false },
        {
          "retry-after": String(Math.ceil(injected.retryAfter)),
          "x-ratelimit-limit": "5",
          "x-ratelimit-remaining": "0",
          "x-ratelimit-reset-after": String(injected.retryAfter),
          "x-ratelimit-bucket": "fakebucket",
          "x-ratelimit-scope": "user",
        },
      );
    if (injected?.kind === "error") return fail(injected.status, injected.code, injected.message);
    if (injected?.kind === "server_error") return send(injected.status ?? 502, undefined);
    if (injected?.kind === "done-unanswered") unanswered = true;

    const { channelId = "", messageId = "", interactionId = "", token = "" } = route.params;
    switch (route.method) {
      case "getGatewayBot":
        return send(200, {
          url: this.gateway.url,
          shards: 1,
          session_start_limit: { total: 1000, remaining: 999, reset_after: 0, max_concurrency: 1 },
        });
      case "getCurrentUser":
        return send(200, discordUser(BOT_USER_ID, true));
      case "createMessage": {
        if (this.forbidden.has(channelId)) return fail(403, 50001, "Missing Access");
        if (!this.channels.has(channelId)) return fail(404, 10003, "Unknown Channel");
        const content = String(body.content ?? "");
        if (content.length > 2000) return fail(400, 50035, "Invalid Form Body");
        const allowed = body.allowed_mentions as AllowedMentions | undefined;
        if (allowed?.parse?.includes("users") && (allowed.users ?? []).length > 0)
          return fail(400, 50035, "Invalid Form Body");
        const nonce = body.nonce as string | number | undefined;
        if (typeof nonce === "string" && nonce.length > 25)
          return fail(400, 50035, "Invalid Form Body");
        // Discord's enforce_nonce: a post with a recent nonce gets the message it made.
        const made = nonce === undefined ? undefined : this.#byNonce.get(`${channelId}:${nonce}`);
        if (body.enforce_nonce === true && made && Date.now() - made.at < NONCE_WINDOW_MS)
          return send(200, this.#messages.get(made.id));
        const reference = body.message_reference as { message_id?: string } | undefined;
        const replyTo =
          reference?.message_id === undefined
            ? undefined
            : this.#messages.get(reference.message_id);
        const message = messageObject({
          id: this.snowflake(),
          place: this.place(channelId),
          author: discordUser(BOT_USER_ID, true),
          content,
          components: (body.components as DiscordMessage["components"] | undefined) ?? [],
          flags: Number(body.flags ?? 0),
          ...(replyTo ? { replyTo } : {}),
        });
        this.#messages.set(message.id, message);
        if (nonce !== undefined)
          this.#byNonce.set(`${channelId}:${nonce}`, { id: message.id, at: Date.now() });
        this.#pinged.set(message.id, pinged(content, allowed));
        send(200, message);
        // Discord tells every connected client about the bot's own message too.
        if (this.gateway.ready)
          await this.gateway.dispatch("MESSAGE_CREATE", messageCreate(message)).catch(() => {});
        return;
      }
      case "editMessage": {
        const message = this.#messages.get(messageId);
        if (!message || message.channel_id !== channelId)
          return fail(404, 10008, "Unknown Message");
        if (typeof body.content === "string") {
          if (body.content.length > 2000) return fail(400, 50035, "Invalid Form Body");
          message.content = body.content;
        }
        if (Array.isArray(body.components))
          message.components = body.components as DiscordMessage["components"];
        message.edited_timestamp = new Date().toISOString();
        return send(200, message);
      }
      case "interactionCallback": {
        const log = this.interactions.get(interactionId);
        if (!log || log.token !== token) return fail(404, 10062, "Unknown interaction");
        if (log.response) return fail(400, 40060, "Interaction has already been acknowledged.");
        log.response = body as InteractionLog["response"];
        return send(204);
      }
      case "createFollowUp": {
        const log = [...this.interactions.values()].find((item) => item.token === token);
        if (!log?.response) return fail(404, 10015, "Unknown Webhook");
        log.followUps.push(body);
        return send(200, {
          ...messageObject({
            id: this.snowflake(),
            place: log.place,
            author: discordUser(BOT_USER_ID, true),
            content: String(body.content ?? ""),
            flags: Number(body.flags ?? 0),
          }),
          webhook_id: APPLICATION_ID,
        });
      }
      case "editOriginal": {
        const log = [...this.interactions.values()].find((item) => item.token === token);
        if (!log?.response) return fail(404, 10015, "Unknown Webhook");
        log.original = body;
        return send(200, { ...log.message, ...body });
      }
      default:
        return fail(404, 0, "404: Not Found");
    }
  }
}

interface AllowedMentions {
  parse?: string[];
  users?: string[];
}

/**
 * The users a message's `<@id>` mentions notify: all of them without `allowed_mentions` or
 * with `parse: ["users"]`, otherwise only those its `users` list names.
 */
function pinged(content: string, allowed: AllowedMentions | undefined): string[] {
  const named = [...content.matchAll(/<@!?(\d+)>/gu)].map((match) => match[1] ?? "");
  if (!allowed || allowed.parse?.includes("users")) return named;
  return named.filter((id) => allowed.users?.includes(id));
}

/** The REST routes the fake serves, by method name; `authorized` ones need the bot token. */
const ROUTES: ReadonlyArray<{
  verb: string;
  pattern: RegExp;
  method: string;
  authorized: boolean;
}> = [
  { verb: "GET", pattern: /^\/gateway\/bot$/u, method: "getGatewayBot", authorized: true },
  { verb: "GET", pattern: /^\/users\/@me$/u, method: "getCurrentUser", authorized: true },
  {
    verb: "POST",
    pattern: /^\/channels\/(?<channelId>\d+)\/messages$/u,
    method: "createMessage",
    authorized: true,
  },
  {
    verb: "PATCH",
    pattern: /^\/channels\/(?<channelId>\d+)\/messages\/(?<messageId>\d+)$/u,
    method: "editMessage",
    authorized: true,
  },
  {
    verb: "POST",
    pattern: /^\/interactions\/(?<interactionId>\d+)\/(?<token>[^/]+)\/callback$/u,
    method: "interactionCallback",
    authorized: false,
  },
  {
    verb: "POST",
    pattern: /^\/webhooks\/(?<applicationId>\d+)\/(?<token>[^/]+)$/u,
    method: "createFollowUp",
    authorized: false,
  },
  {
    verb: "PATCH",
    pattern: /^\/webhooks\/(?<applicationId>\d+)\/(?<token>[^/]+)\/messages\/%40original$/u,
    method: "editOriginal",
    authorized: false,
  },
];

function routeOf(
  verb: string,
  path: string,
): { method: string; authorized: boolean; params: Record<string, string> } {
  for (const route of ROUTES) {
    const match = verb === route.verb ? route.pattern.exec(path) : null;
    if (match)
      return { method: route.method, authorized: route.authorized, params: { ...match.groups } };
  }
  return { method: "unknown", authorized: false, params: {} };
}

export type { RecordedCall };
