import { lookup as dnsLookup } from "node:dns";
import { Agent } from "node:https";
import type { LookupFunction } from "node:net";
import type { WebPushError } from "web-push";
import type { PushSubscriptionRecord, VapidKeys } from "../../store/question-store.js";
import { ChannelDeliveryError } from "../channel-adapter.js";
import { publicOnly } from "../public-address.js";
import { retryAfterMs } from "../retry-after.js";
import { PUSH_ALLOW_PRIVATE, readPushEndpoint } from "./push-endpoint.js";

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
  /** Whether endpoints on private, loopback and link-local addresses may be reached. */
  allowPrivate: boolean;
  /** Name resolution; the system's unless given (tests point a name at loopback). */
  lookup?: LookupFunction;
}

/**
 * Web Push through the `web-push` library: the payload encrypted for the device (RFC 8291,
 * aes128gcm) and the request signed with the gateway's VAPID key (RFC 8292). Unless private
 * addresses are allowed, an endpoint is checked before each send (a stored subscription may
 * predate the rule) and again on the address its host resolves to, when connecting.
 */
export function webPushSender(options: WebPushSenderOptions): PushSend {
  const agent = pushAgent(options);
  return async (subscription, payload, message) => {
    const checked = readPushEndpoint(subscription.endpoint, options.allowPrivate);
    if ("problem" in checked) throw new ChannelDeliveryError(checked.problem, { permanent: true });
    const keys = await options.vapidKeys();
    // Loaded at the first push, not at every start.
    const webPush = await loadWebPush();
    try {
      // The normalized URL: the library parses it again, and must find the host checked here.
      const sending = webPush.sendNotification(
        { endpoint: checked.address, keys: subscription.keys },
        payload,
        {
          vapidDetails: { subject: options.subject, ...keys },
          contentEncoding: "aes128gcm",
          TTL: Math.max(0, Math.ceil(message.ttlSeconds)),
          topic: message.topic,
          urgency: message.urgency,
          timeout: options.timeoutMs,
          ...(agent === undefined ? {} : { agent }),
        },
      );
      await abortable(sending, message.signal);
    } catch (error) {
      throw deliveryError(error, message.signal, webPush.WebPushError);
    }
  };
}

/**
 * The agent the library connects through: the given one (or a default), with a lookup that
 * refuses names resolving to private addresses unless those are allowed. Literal addresses
 * are never looked up: `readPushEndpoint` checks those.
 */
function pushAgent(options: WebPushSenderOptions): Agent | undefined {
  if (options.allowPrivate && options.lookup === undefined) return options.agent;
  // Without a given agent, the settings of Node's global one.
  const base = options.agent?.options ?? { keepAlive: true, scheduling: "lifo", timeout: 5000 };
  const lookup = options.lookup ?? base.lookup ?? dnsLookup;
  return new Agent({
    ...base,
    lookup: options.allowPrivate ? lookup : publicOnly(lookup, PUSH_ALLOW_PRIVATE),
  });
}

let webPushModule: Promise<typeof import("web-push")> | undefined;
function loadWebPush(): Promise<typeof import("web-push")> {
  webPushModule ??= import("web-push").then((module) => module.default);
  return webPushModule;
}

/** The library's error for a push service's answer; told by its name, the module may be unloaded. */
function isWebPushError(error: unknown): error is WebPushError {
  return error instanceof Error && error.name === "WebPushError";
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

/**
 * A failure in fixed words: the push service's status, or that it could not be reached or did
 * not answer in time. Its reply body and the socket's error (which would map the gateway's
 * network for whoever chose the endpoint) stay in `cause`, for the log only (`failureCause`).
 */
function deliveryError(
  error: unknown,
  signal: AbortSignal,
  PushServiceError: typeof WebPushError,
): Error {
  // The address rule's own refusal, at connect time.
  if (error instanceof ChannelDeliveryError) return error;
  if (error instanceof PushServiceError) {
    const status = error.statusCode;
    if (status === 404 || status === 410) return new PushSubscriptionGoneError(status);
    const retryable = status === 429 || status >= 500;
    return new ChannelDeliveryError(`the push service answered ${status}`, {
      permanent: !retryable,
      retryAfterMs: retryAfterMs(headerValue(error.headers, "retry-after")),
      cause: error,
    });
  }
  if (signal.aborted || (error instanceof Error && error.message === "Socket timeout"))
    return new ChannelDeliveryError("the push service did not answer in time", { cause: error });
  return new ChannelDeliveryError("could not reach the push service", { cause: error });
}

/** The most of a push service's reply a log line keeps. */
const MAX_LOGGED_REPLY = 500;

/**
 * What a push failure's cause says, for the operator's log and never for an API answer: the
 * push service's reply, or the connection's error code (`ECONNREFUSED`, a TLS error).
 */
export function failureCause(error: unknown): string | undefined {
  const cause = error instanceof Error ? error.cause : undefined;
  if (isWebPushError(cause))
    return String(cause.body ?? "").slice(0, MAX_LOGGED_REPLY) || undefined;
  if (!(cause instanceof Error)) return cause === undefined ? undefined : String(cause);
  const code = (cause as NodeJS.ErrnoException).code;
  return code === undefined ? cause.message : `${code}: ${cause.message}`;
}

function headerValue(headers: Record<string, unknown>, name: string): string | undefined {
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  return entry === undefined ? undefined : String(entry[1]);
}
