import type { PushMessage, QuestionRecord } from "../../core/index.js";
import type { PushDevices } from "../../service/push-devices.js";
import type { PushSubscriptionRecord } from "../../store/question-store.js";
import {
  type ChannelAdapter,
  type ChannelContext,
  ChannelDeliveryError,
  type DeliveryRequest,
  type OutcomeRequest,
} from "../channel-adapter.js";
import { errorText } from "../error-text.js";
import { type RetryPolicy, withRetry } from "../retry-policy.js";
import { askedPayload, endedPayload } from "./push-payload.js";
import { failureCause, type PushSend, PushSubscriptionGoneError } from "./web-push-sender.js";

export const PUSH_CHANNEL = "push";

export interface PushAdapterOptions {
  devices: PushDevices;
  send: PushSend;
  /** Each device's own retries; the hub's retry would repeat the send to every device. */
  retry: RetryPolicy;
  now?: () => number;
}

/**
 * Web Push to every device the human turned notifications on for: a route `{ channel: "push" }`
 * names no chat. A question counts as delivered when one device's push service took it; a
 * device whose push service says it is gone is removed, and the others are tried a bounded
 * number of times and logged.
 */
export class PushAdapter implements ChannelAdapter {
  readonly name = PUSH_CHANNEL;
  readonly chatless = true;
  readonly #devices: PushDevices;
  readonly #send: PushSend;
  readonly #retry: RetryPolicy;
  readonly #now: () => number;
  #log: ChannelContext["log"] = () => {};

  constructor(options: PushAdapterOptions) {
    this.#devices = options.devices;
    this.#send = options.send;
    this.#retry = options.retry;
    this.#now = options.now ?? Date.now;
  }

  async start(context: ChannelContext): Promise<void> {
    this.#log = context.log;
  }

  async stop(): Promise<void> {}

  async deliver(request: DeliveryRequest): Promise<{ messageId: string }> {
    const { question, locale, signal } = request;
    const devices = await this.#devices.subscriptions();
    if (devices.length === 0)
      throw new ChannelDeliveryError("no device has notifications turned on", { permanent: true });
    const payload = askedPayload(question, locale, this.#now());
    const failures = await this.#sendToAll(devices, question, payload, signal);
    if (failures.length === devices.length)
      throw new ChannelDeliveryError(`no device took the notification (${failures.join("; ")})`, {
        permanent: true,
      });
    // The notification's tag is the question id: the handle the ending closes it by.
    return { messageId: question.id };
  }

  async showOutcome(request: OutcomeRequest): Promise<void> {
    const { question, signal } = request;
    const devices = await this.#devices.subscriptions();
    await this.#sendToAll(devices, question, endedPayload(question), signal);
  }

  /** Sends to each device with its own retries; returns what failed, one line per device. */
  async #sendToAll(
    devices: PushSubscriptionRecord[],
    question: QuestionRecord,
    payload: PushMessage,
    signal: AbortSignal,
  ): Promise<string[]> {
    const body = JSON.stringify(payload);
    const options = {
      // An asked message is worth keeping until the deadline; an ending only briefly.
      ttlSeconds:
        payload.type === "asked" ? (Date.parse(question.expiresAt) - this.#now()) / 1000 : 60,
      topic: await pushTopic(question.id),
      urgency: payload.type === "asked" ? ("high" as const) : ("normal" as const),
    };
    const results = await Promise.all(
      devices.map(async (device) => {
        try {
          await withRetry(
            this.#retry,
            (attempt) => this.#send(device, body, { ...options, signal: attempt }),
            signal,
          );
          return undefined;
        } catch (error) {
          if (error instanceof PushSubscriptionGoneError)
            await this.#devices.forget(device.endpoint).catch(() => {});
          // The cause (the push service's reply, a socket error) goes to the log only: the
          // failure reaches the agent and the API, where it must not map the gateway's network.
          const cause = failureCause(error);
          this.#log({
            level: "warn",
            msg:
              error instanceof PushSubscriptionGoneError
                ? "push subscription gone, removed"
                : "push failed",
            questionId: question.id,
            endpoint: new URL(device.endpoint).origin,
            error: errorText(error),
            ...(cause === undefined ? {} : { cause }),
          });
          return `${new URL(device.endpoint).origin}: ${errorText(error)}`;
        }
      }),
    );
    return results.filter((failure): failure is string => failure !== undefined);
  }
}

/** RFC 8030 topics are at most 32 base64url characters: a digest of the question id. */
async function pushTopic(questionId: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(questionId));
  return Buffer.from(digest).toString("base64url").slice(0, 32);
}
