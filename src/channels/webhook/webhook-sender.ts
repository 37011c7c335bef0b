import { createHash } from "node:crypto";
import { lookup as dnsLookup } from "node:dns";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import { Webhook } from "standardwebhooks";
import { ChannelDeliveryError } from "../channel-adapter.js";
import { connectionFailureText } from "../connection-failure.js";
import { parseJsonObject } from "../inbound-json.js";
import { publicOnly } from "../public-address.js";
import { retryAfterMs } from "../retry-after.js";
import { readWebhookUrl, WEBHOOK_ALLOW_PRIVATE } from "./webhook-url.js";

export interface WebhookSenderOptions {
  /** The Standard Webhooks secret, `whsec_<base64>`. */
  secret: string;
  /** Whether private, loopback and link-local receivers may be reached. */
  allowPrivate: boolean;
  /** Name resolution; the system's unless given (tests point a name at loopback). */
  lookup?: LookupFunction;
}

/** One webhook sent: its `webhook-id`, and the receiver's 2xx body when it is a JSON object. */
export interface SentWebhook {
  id: string;
  reply?: Record<string, unknown>;
}

/** The most of a receiver's response read, so a receiver cannot make the gateway buffer without bound. */
const MAX_RESPONSE_BYTES = 64 * 1024;

/**
 * Posts signed JSON events (Standard Webhooks: `webhook-id`, `webhook-timestamp`,
 * `webhook-signature`), one attempt per call, failing in the terms of the hub's retry: 5xx,
 * 408, 429, timeouts and connection errors may pass; any other answer is final.
 */
export class WebhookSender {
  readonly #webhook: Webhook;
  readonly #allowPrivate: boolean;
  readonly #lookup: LookupFunction;

  constructor(options: WebhookSenderOptions) {
    this.#webhook = new Webhook(options.secret);
    this.#allowPrivate = options.allowPrivate;
    this.#lookup = options.allowPrivate
      ? (options.lookup ?? dnsLookup)
      : publicOnly(options.lookup ?? dnsLookup, WEBHOOK_ALLOW_PRIVATE);
  }

  /**
   * `key` names the event (its type, question and URL): its `webhook-id` is derived from it, so
   * every retry of one event carries the same id and receivers can drop duplicates.
   */
  async post(url: string, key: string, event: unknown, signal: AbortSignal): Promise<SentWebhook> {
    // Checked again at send: the rule or a stored route may have changed since it was set.
    const checked = readWebhookUrl(url, this.#allowPrivate);
    if ("problem" in checked) throw new ChannelDeliveryError(checked.problem, { permanent: true });
    const id = `msg_${createHash("sha256").update(key).digest("base64url").slice(0, 32)}`;
    const body = JSON.stringify(event);
    const sentAt = new Date();
    const headers = {
      "content-type": "application/json",
      "user-agent": "ask-user-webhook",
      "webhook-id": id,
      "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
      "webhook-signature": this.#webhook.sign(id, sentAt, body),
    };
    const response = await this.#request(checked.address, headers, body, signal);
    const failure = statusFailure(response.status, response.headers);
    if (failure) throw failure;
    const reply = parseJsonObject(response.text);
    return reply ? { id, reply } : { id };
  }

  #request(
    url: string,
    headers: Record<string, string>,
    body: string,
    signal: AbortSignal,
  ): Promise<{ status: number; headers: IncomingHttpHeaders; text: string }> {
    const request = url.startsWith("https:") ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const outgoing = request(
        url,
        { method: "POST", headers, lookup: this.#lookup, signal },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          response.on("data", (chunk: Buffer) => {
            size += chunk.length;
            if (size <= MAX_RESPONSE_BYTES) chunks.push(chunk);
          });
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              text: size <= MAX_RESPONSE_BYTES ? Buffer.concat(chunks).toString() : "",
            }),
          );
          response.on("error", (error) => reject(transportFailure(error, signal, url)));
        },
      );
      outgoing.on("error", (error) => reject(transportFailure(error, signal, url)));
      outgoing.end(body);
    });
  }
}

/** The failure a receiver's status means, or undefined for 2xx. */
function statusFailure(
  status: number,
  headers: IncomingHttpHeaders,
): ChannelDeliveryError | undefined {
  if (status >= 200 && status < 300) return undefined;
  const message = `the receiver answered HTTP ${status}`;
  if (status === 408 || status === 429 || status >= 500) {
    return new ChannelDeliveryError(message, {
      retryAfterMs: retryAfterMs(headers["retry-after"]),
    });
  }
  // Redirects are not followed: a redirect could lead past the address rule.
  return new ChannelDeliveryError(message, { permanent: true });
}

/**
 * A failure to talk to the receiver at `url`, in plain words: the socket's code stays in the
 * cause, which the hub's log line names.
 */
function transportFailure(error: Error, signal: AbortSignal, url: string): ChannelDeliveryError {
  if (error instanceof ChannelDeliveryError) return error;
  if (signal.aborted)
    return new ChannelDeliveryError("the receiver did not answer in time", { cause: error });
  return new ChannelDeliveryError(connectionFailureText(error, url), { cause: error });
}
