import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { FakePlatformApi, type RecordedCall } from "../fake-platform-api.js";

export type Block = {
  type: string;
  text?: { type: string; text: string };
  elements?: Array<{ type: string; text: { text: string }; action_id: string; value: string }>;
};

/** A message the fake holds, as Slack would show it now. */
export interface FakeMessage {
  channel: string;
  ts: string;
  text: string;
  blocks: Block[];
  thread_ts?: string;
  /** The metadata it was posted with (Slack returns it only with `include_all_metadata`). */
  metadata?: { event_type: string; event_payload: Record<string, unknown> };
}

/** An injected failure for the next call(s) of a method. */
export type Injected =
  | { kind: "error"; error: string }
  | { kind: "rate_limited"; retryAfter: number }
  | { kind: "hang" }
  /** Does what was asked, then never answers: the caller cannot know it was done. */
  | { kind: "done-unanswered" };

export const BOT_USER = "UBOT0001";
const JSON_FIELDS = new Set(["blocks", "view", "attachments", "metadata"]);

/**
 * A local stand-in for the Slack Web API: the methods ask-user uses, with Slack's envelope
 * (`{ ok: true, … }` / `{ ok: false, error }`), 429 with `Retry-After`, and the bearer token
 * checked. It records every call.
 */
export class FakeSlackApi extends FakePlatformApi<Injected> {
  readonly token: string;
  /** Channels the bot is in; any other is `channel_not_found`. */
  readonly channels = new Set<string>();
  readonly #messages = new Map<string, FakeMessage>();
  #server: Server | undefined;
  #clock = Math.floor(Date.now() / 1000);
  #seq = 0;
  url = "";

  constructor(token = "xoxb-test-token") {
    super();
    this.token = token;
  }

  async start(): Promise<void> {
    this.#server = createServer((request, response) => void this.#handle(request, response));
    await new Promise<void>((resolve) => this.#server?.listen(0, "127.0.0.1", resolve));
    const { port } = this.#server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}/api/`;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.#server?.close(() => resolve());
      this.#server?.closeAllConnections();
    });
  }

  message(channel: string, ts: string): FakeMessage | undefined {
    return this.#messages.get(`${channel}:${ts}`);
  }

  /** The bot's messages in a channel, oldest first. */
  messagesIn(channel: string): FakeMessage[] {
    return [...this.#messages.values()].filter((message) => message.channel === channel);
  }

  async #handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const method = (request.url ?? "").replace(/^\/api\//u, "").split("?")[0] ?? "";
    const payload = parse(raw, request.headers["content-type"] ?? "");
    this.record(method, payload, request.socket.remotePort);
    await this.whileHeld(method);
    let unanswered = false;
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      if (unanswered) return;
      response.writeHead(status, { "content-type": "application/json", ...headers });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${this.token}`)
      return send(200, { ok: false, error: "invalid_auth" });
    const injected = this.takeInjected(method);
    if (injected?.kind === "rate_limited")
      return send(
        429,
        { ok: false, error: "ratelimited" },
        { "retry-after": String(injected.retryAfter) },
      );
    if (injected?.kind === "error") return send(200, { ok: false, error: injected.error });
    if (injected?.kind === "hang") return; // Never answers; close() cuts the connection.
    unanswered = injected?.kind === "done-unanswered";
    const channel = String(payload.channel ?? "");
    switch (method) {
      case "auth.test":
        return send(200, { ok: true, user_id: BOT_USER, team_id: "T0001", bot_id: "B0001" });
      case "chat.postMessage": {
        if (!this.channels.has(channel))
          return send(200, { ok: false, error: "channel_not_found" });
        this.#seq += 1;
        const ts = `${this.#clock + this.#seq}.000${String(this.#seq).padStart(3, "0")}`;
        const message: FakeMessage = {
          channel,
          ts,
          text: String(payload.text ?? ""),
          blocks: (payload.blocks as Block[] | undefined) ?? [],
          ...(payload.thread_ts === undefined ? {} : { thread_ts: String(payload.thread_ts) }),
          ...(payload.metadata === undefined
            ? {}
            : { metadata: payload.metadata as FakeMessage["metadata"] & object }),
        };
        this.#messages.set(`${channel}:${ts}`, message);
        return send(200, { ok: true, channel, ts, message: { text: message.text, ts } });
      }
      case "chat.update": {
        const message = this.message(channel, String(payload.ts ?? ""));
        if (!message) return send(200, { ok: false, error: "message_not_found" });
        message.text = String(payload.text ?? "");
        message.blocks = (payload.blocks as Block[] | undefined) ?? [];
        return send(200, { ok: true, channel, ts: message.ts, text: message.text });
      }
      case "conversations.history":
      case "conversations.replies": {
        if (!this.channels.has(channel))
          return send(200, { ok: false, error: "channel_not_found" });
        const withMetadata = String(payload.include_all_metadata) === "true";
        const found = [...this.#messages.values()].filter((message) =>
          method === "conversations.history"
            ? message.channel === channel &&
              message.thread_ts === undefined &&
              Number(message.ts) >= Number(payload.oldest ?? 0)
            : message.channel === channel &&
              (message.ts === payload.ts || message.thread_ts === payload.ts),
        );
        return send(200, {
          ok: true,
          messages: found.map(({ metadata, ...message }) => ({
            type: "message",
            user: BOT_USER,
            ...message,
            ...(withMetadata && metadata ? { metadata } : {}),
          })),
          has_more: false,
        });
      }
      case "chat.postEphemeral":
        if (!this.channels.has(channel))
          return send(200, { ok: false, error: "channel_not_found" });
        return send(200, { ok: true, message_ts: `${this.#clock}.999999` });
      case "views.open":
        if (!payload.trigger_id) return send(200, { ok: false, error: "invalid_trigger_id" });
        return send(200, {
          ok: true,
          view: { id: `V${this.calls.length}`, ...(payload.view as object) },
        });
      default:
        return send(200, { ok: false, error: "unknown_method" });
    }
  }
}

/** The Web API takes form-encoded or JSON bodies; objects travel JSON-encoded in a form. */
function parse(raw: string, contentType: string): Record<string, unknown> {
  if (contentType.includes("application/json")) return raw ? JSON.parse(raw) : {};
  const payload: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    payload[key] = JSON_FIELDS.has(key) ? JSON.parse(value) : value;
  }
  return payload;
}

export type { RecordedCall };
