import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { signWhatsAppBody } from "../../../src/channels/whatsapp/whatsapp-signature.js";
import { FakePlatformApi } from "../fake-platform-api.js";

/** An injected failure: the Graph API's error envelope with this HTTP status and code. */
export interface GraphFailure {
  status: number;
  code: number;
  title: string;
  details?: string;
  /** A `Retry-After` header, in seconds. */
  retryAfter?: string;
}

/** A message the business number sent, as the fake received it. */
export interface SentMessage {
  id: string;
  to: string;
  payload: Record<string, unknown>;
}

export const GRAPH_VERSION = "v23.0";

/** Meta's documented errors, as the Cloud API answers them. */
export const GRAPH_ERRORS = {
  windowClosed: {
    status: 400,
    code: 131047,
    title: "Re-engagement message",
    details:
      "Message failed to send because more than 24 hours have passed since the customer last replied to this number.",
  },
  undeliverable: {
    status: 400,
    code: 131026,
    title: "Message undeliverable",
    details: "Unable to deliver message.",
  },
  throughput: { status: 400, code: 130429, title: "Rate limit hit" },
  pairRate: {
    status: 400,
    code: 131056,
    title: "(Business Account, Consumer Account) pair rate limit hit",
  },
  accountRate: { status: 400, code: 80007, title: "Rate limit issues" },
  tooManyRequests: { status: 429, code: 4, title: "Application request limit reached" },
  invalidRecipient: {
    status: 400,
    code: 100,
    title: "Invalid parameter",
    details: "Parameter value is not valid",
  },
  tokenExpired: { status: 401, code: 190, title: "Access token has expired" },
} satisfies Record<string, GraphFailure>;

/**
 * A local stand-in for the WhatsApp Cloud API's `POST /{version}/{phone-number-id}/messages`:
 * it checks the bearer token, records every message, answers with the documented envelopes
 * (`{ messaging_product, contacts, messages: [{ id }] }` / `{ error: { message, type, code,
 * error_data, fbtrace_id } }`), and refuses numbers without WhatsApp (131026) and, for
 * numbers whose 24-hour window is closed, anything but a template (131047).
 */
export class FakeGraphApi extends FakePlatformApi<GraphFailure> {
  readonly token: string = "EAAtest-system-user-token";
  readonly phoneNumberId: string = "106540352242922";
  /** The business number's WhatsApp id. */
  readonly businessNumber: string = "15550783881";
  readonly appSecret: string = "0123456789abcdef0123456789abcdef";
  readonly sent: SentMessage[] = [];
  /** Numbers without WhatsApp: a send to one fails with 131026. */
  readonly unreachable = new Set<string>();
  /** Numbers whose customer-service window is closed: only a template reaches them. */
  readonly closedWindows = new Set<string>();
  /** When set, a message to a closed window is accepted and fails later, by status callback. */
  windowFailsLater = false;
  /** The messages accepted now that fail later: what the test posts as `failed` statuses. */
  readonly failingLater: SentMessage[] = [];
  #server: Server | undefined;
  #next = 1;
  url = "";

  async start(): Promise<void> {
    this.#server = createServer((request, response) => void this.#handle(request, response));
    await new Promise<void>((resolve) => this.#server?.listen(0, "127.0.0.1", resolve));
    const { port } = this.#server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}/${GRAPH_VERSION}`;
  }

  async close(): Promise<void> {
    const server = this.#server;
    if (!server) return;
    // Kept-alive connections would hold the close for seconds.
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  message(id: string): SentMessage | undefined {
    return this.sent.find((message) => message.id === id);
  }

  messagesTo(to: string): SentMessage[] {
    return this.sent.filter((message) => message.to === to);
  }

  async #handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { "content-type": "application/json", ...headers });
      response.end(JSON.stringify(body));
    };
    const fail = (failure: GraphFailure) =>
      reply(
        failure.status,
        errorBody(failure),
        failure.retryAfter ? { "retry-after": failure.retryAfter } : {},
      );
    if (
      request.url !== `/${GRAPH_VERSION}/${this.phoneNumberId}/messages` ||
      request.method !== "POST"
    )
      return fail({ status: 400, code: 100, title: "Unsupported post request" });
    if (request.headers.authorization !== `Bearer ${this.token}`)
      return fail({ status: 401, code: 190, title: "Invalid OAuth access token" });
    const payload = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
    this.record("messages", payload);
    await this.whileHeld("messages");
    const injected = this.takeInjected("messages");
    if (injected) return fail(injected);
    const to = String(payload.to);
    if (payload.messaging_product !== "whatsapp")
      return fail({ status: 400, code: 100, title: "Invalid parameter" });
    if (this.unreachable.has(to)) return fail(GRAPH_ERRORS.undeliverable);
    const id = `wamid.${Buffer.from(`${this.#next++}:${randomBytes(6).toString("hex")}`).toString("base64")}`;
    const sent = { id, to, payload };
    if (this.closedWindows.has(to) && payload.type !== "template") {
      if (!this.windowFailsLater) return fail(GRAPH_ERRORS.windowClosed);
      this.failingLater.push(sent);
    }
    this.sent.push(sent);
    reply(200, {
      messaging_product: "whatsapp",
      contacts: [{ input: to, wa_id: to }],
      messages: [{ id, ...(payload.type === "template" ? { message_status: "accepted" } : {}) }],
    });
  }
}

function errorBody(failure: GraphFailure): Record<string, unknown> {
  return {
    error: {
      message: `(#${failure.code}) ${failure.title}`,
      type: "OAuthException",
      code: failure.code,
      ...(failure.details
        ? { error_data: { messaging_product: "whatsapp", details: failure.details } }
        : {}),
      fbtrace_id: "AbCdEfGhIjKlMnOpQrStUvW",
    },
  };
}

/** Seconds since the epoch, as WhatsApp's `timestamp` fields give them. */
export function nowSeconds(): string {
  return String(Math.floor(Date.now() / 1000));
}

let inboundCount = 0;

/** A fresh `wamid` for a message a human sends. */
export function inboundId(): string {
  inboundCount += 1;
  return `wamid.HBgM${Buffer.from(`in-${inboundCount}-${randomBytes(4).toString("hex")}`).toString("base64")}`;
}

/** A webhook body as Meta posts it: one change of field `messages` for the business number. */
export function webhookBody(
  api: Pick<FakeGraphApi, "phoneNumberId" | "businessNumber">,
  value: Record<string, unknown>,
): Record<string, unknown> {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: [
          {
            value: {
              messaging_product: "whatsapp",
              metadata: {
                display_phone_number: api.businessNumber,
                phone_number_id: api.phoneNumberId,
              },
              ...value,
            },
            field: "messages",
          },
        ],
      },
    ],
  };
}

/** A human's message as the `messages` webhook carries it (with its contact). */
export function inboundMessage(
  api: Pick<FakeGraphApi, "phoneNumberId" | "businessNumber">,
  from: string,
  message: Record<string, unknown>,
  options: { id?: string; context?: string; timestamp?: string } = {},
): { id: string; body: Record<string, unknown> } {
  const id = options.id ?? inboundId();
  return {
    id,
    body: webhookBody(api, {
      contacts: [{ profile: { name: "Ada" }, wa_id: from }],
      messages: [
        {
          from,
          id,
          timestamp: options.timestamp ?? nowSeconds(),
          ...(options.context === undefined
            ? {}
            : { context: { from: api.businessNumber, id: options.context } }),
          ...message,
        },
      ],
    }),
  };
}

/** Typed text. */
export function textContent(body: string): Record<string, unknown> {
  return { type: "text", text: { body } };
}

/** A tap on a reply button (`button_reply`) or a list row (`list_reply`). */
export function replyContent(
  kind: "button_reply" | "list_reply",
  id: string,
  title: string,
): Record<string, unknown> {
  return { type: "interactive", interactive: { type: kind, [kind]: { id, title } } };
}

/** A status callback: `failed` with the platform's error, or sent/delivered/read. */
export function statusBody(
  api: Pick<FakeGraphApi, "phoneNumberId" | "businessNumber">,
  status: {
    id: string;
    recipient: string;
    status: string;
    error?: GraphFailure;
    timestamp?: string;
  },
): Record<string, unknown> {
  return webhookBody(api, {
    statuses: [
      {
        id: status.id,
        status: status.status,
        timestamp: status.timestamp ?? nowSeconds(),
        recipient_id: status.recipient,
        ...(status.error
          ? {
              errors: [
                {
                  code: status.error.code,
                  title: status.error.title,
                  message: status.error.title,
                  ...(status.error.details
                    ? { error_data: { details: status.error.details } }
                    : {}),
                  href: "https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/",
                },
              ],
            }
          : {}),
      },
    ],
  });
}

/** A webhook call signed with the app secret, as Meta sends it. */
export function signedRequest(
  appSecret: string,
  body: string,
  url = "http://gateway.test/channels/whatsapp/webhook",
): Request {
  return new Request(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-hub-signature-256": signWhatsAppBody(appSecret, body),
    },
    body,
  });
}
