import type { Agent } from "node:https";
import webPush from "web-push";
import type { PushSubscriptionRecord, VapidKeys } from "../../store/question-store.js";
import { ChannelDeliveryError } from "../channel-adapter.js";
import { retryAfterMs } from "../retry-after.js";

/** One push message's delivery settings (RFC 8030 §5). */
export interface PushMessageOptions {
  /** How long the push service keeps it for a device that is offline. */
  ttlSeconds: number;
  /** Replaces an undelivered message of the same topic: the ending replaces the question. */
  topic: string;
  urgency: "normal" | "high";
  signal: AbortSignal;
}

/** Sends one encrypted message to one device; throws what the hub's retry understands. */
export type PushSend = (
  subscription: PushSubscriptionRecord,
  payload: string,
  options: PushMessageOptions,
) => Promise<void>;

/** The push service no longer knows the subscription (404, 410): the device is gone. */
export class PushSubscriptionGoneError extends ChannelDeliveryError {
  constructor(status: number) {
    super(`the push service answered ${status}: the subscription is gone`, { permanent: true });
    this.name = "PushSubscriptionGoneError";
  }
}

export interface WebPushSenderOptions {
  vapidKeys: () => Promise<VapidKeys>;
  /** The contact the push services may write to (`mailto:` or `https:`). */
  subject: string;
  /** Trusts a test's push service; real ones carry public certificates. */
  agent?: Agent;
  timeoutMs: number;
}

/**
 * Web Push through the `web-push` library: the payload encrypted for the device (RFC 8291,
 * aes128gcm) and the request signed with the gateway's VAPID key (RFC 8292).
 */
export function webPushSender(options: WebPushSenderOptions): PushSend {
  return async (subscription, payload, message) => {
    const keys = await options.vapidKeys();
    const sending = webPush.sendNotification(
      { endpoint: subscription.endpoint, keys: subscription.keys },
      payload,
      {
        vapidDetails: { subject: options.subject, ...keys },
        contentEncoding: "aes128gcm",
        TTL: Math.max(0, Math.ceil(message.ttlSeconds)),
        topic: message.topic,
        urgency: message.urgency,
        timeout: options.timeoutMs,
        ...(options.agent === undefined ? {} : { agent: options.agent }),
      },
    );
    try {
      await abortable(sending, message.signal);
    } catch (error) {
      throw deliveryError(error);
    }
  };
}

/** The library's request cannot be cancelled; the caller stops waiting for it instead. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

function deliveryError(error: unknown): Error {
  if (!(error instanceof webPush.WebPushError))
    return new ChannelDeliveryError(`push service unreachable: ${String(error)}`, {
      cause: error,
    });
  const status = error.statusCode;
  if (status === 404 || status === 410) return new PushSubscriptionGoneError(status);
  const retryable = status === 429 || status >= 500;
  return new ChannelDeliveryError(`the push service answered ${status}: ${error.body}`.trim(), {
    permanent: !retryable,
    retryAfterMs: retryAfterMs(headerValue(error.headers, "retry-after")),
    cause: error,
  });
}

function headerValue(headers: Record<string, unknown>, name: string): string | undefined {
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  return entry === undefined ? undefined : String(entry[1]);
}
