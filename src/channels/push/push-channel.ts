import type { Agent } from "node:https";
import type { LookupFunction } from "node:net";
import type { PushDevices } from "../../service/push-devices.js";
import type { ChannelSetup } from "../channel-registry.js";
import type { RetryPolicy } from "../retry-policy.js";
import { PushAdapter } from "./push-adapter.js";
import type { PushConfig } from "./push-config.js";
import { webPushSender } from "./web-push-sender.js";

/**
 * Test knobs: trust a local push service's certificate (the agent still gets the address rule's
 * lookup unless private addresses are allowed), and resolve names their own way.
 */
export interface PushTuning {
  agent?: Agent;
  lookup?: LookupFunction;
}

/** A push service that takes longer than this to accept one message is treated as down. */
const PUSH_TIMEOUT_MS = 10_000;

/**
 * Web Push as a channel. Unlike the chat platforms it is always on and needs the gateway's own
 * store (the devices and the VAPID keys), so the gateway sets it up beside the catalog's.
 * Sessions without routes notify every device with notifications on; a route
 * `{ "channel": "push" }` makes it a route like any other.
 */
export function pushChannelSetup(options: {
  config: PushConfig;
  devices: PushDevices;
  retry: RetryPolicy;
  tuning?: PushTuning;
}): ChannelSetup {
  const { config, devices, tuning } = options;
  const send = webPushSender({
    vapidKeys: () => devices.vapidKeys(),
    subject: config.subject,
    timeoutMs: Math.min(PUSH_TIMEOUT_MS, options.retry.attemptTimeoutMs),
    allowPrivate: config.allowPrivate === true,
    ...(tuning?.agent === undefined ? {} : { agent: tuning.agent }),
    ...(tuning?.lookup === undefined ? {} : { lookup: tuning.lookup }),
  });
  return {
    adapter: new PushAdapter({ devices, send, retry: options.retry }),
    defaultChatIds: [],
    allowedUsers: [],
    notifiesByDefault: () => devices.any(),
  };
}
