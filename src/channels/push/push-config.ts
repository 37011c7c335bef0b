import { fromBase64Url } from "../../core/index.js";
import type { VapidKeys } from "../../store/question-store.js";
import type { Environment } from "../channel-definition.js";
import { PUSH_ALLOW_PRIVATE } from "./push-endpoint.js";

/**
 * Push services accept any `mailto:` or `https:` contact; Apple's refuses placeholders such as
 * localhost, so a gateway serving iPhones should set its own (README, "On the phone").
 */
export const DEFAULT_VAPID_SUBJECT = "mailto:ask-user@example.com";

/** Web Push settings (`ASK_USER_VAPID_*`, `ASK_USER_PUSH_*`); push itself is always on. */
export interface PushConfig {
  /** Given keys; without them the gateway generates a pair on first use and keeps it in the store. */
  vapidKeys?: VapidKeys;
  subject: string;
  /**
   * Whether a device's endpoint may be a private, loopback or link-local address (a push
   * service inside the network, or a test's); absent is false.
   */
  allowPrivate?: boolean;
}

/**
 * Reads `ASK_USER_VAPID_PUBLIC_KEY`, `…_PRIVATE_KEY` (both or neither), `…_SUBJECT` and
 * `ASK_USER_PUSH_ALLOW_PRIVATE` (1 or 0).
 */
export function readPushConfig(env: Environment): PushConfig {
  const publicKey = env.ASK_USER_VAPID_PUBLIC_KEY?.trim() || undefined;
  const privateKey = env.ASK_USER_VAPID_PRIVATE_KEY?.trim() || undefined;
  if ((publicKey === undefined) !== (privateKey === undefined))
    throw new Error(
      `${publicKey === undefined ? "ASK_USER_VAPID_PUBLIC_KEY" : "ASK_USER_VAPID_PRIVATE_KEY"}: required when ${publicKey === undefined ? "ASK_USER_VAPID_PRIVATE_KEY" : "ASK_USER_VAPID_PUBLIC_KEY"} is set (or set neither, and the gateway keeps its own pair)`,
    );
  const publicBytes = publicKey === undefined ? undefined : fromBase64Url(publicKey);
  if (publicKey !== undefined && (publicBytes?.length !== 65 || publicBytes[0] !== 4))
    throw new Error(
      "ASK_USER_VAPID_PUBLIC_KEY: expected a P-256 public key as 65 bytes in base64url (the uncompressed point, 87 characters)",
    );
  if (privateKey !== undefined && fromBase64Url(privateKey)?.length !== 32)
    throw new Error(
      "ASK_USER_VAPID_PRIVATE_KEY: expected a P-256 private key as 32 bytes in base64url (43 characters)",
    );
  const subject = env.ASK_USER_VAPID_SUBJECT?.trim() || DEFAULT_VAPID_SUBJECT;
  if (!isContact(subject))
    throw new Error(
      `ASK_USER_VAPID_SUBJECT: expected a mailto: address or an https: URL, got "${subject}"`,
    );
  const allowText = env[PUSH_ALLOW_PRIVATE]?.trim() ?? "";
  if (!["", "0", "1"].includes(allowText))
    throw new Error(`${PUSH_ALLOW_PRIVATE}: expected 1 or 0, got "${allowText}"`);
  return {
    subject,
    ...(allowText === "1" ? { allowPrivate: true } : {}),
    ...(publicKey === undefined || privateKey === undefined
      ? {}
      : { vapidKeys: { publicKey, privateKey } }),
  };
}

function isContact(subject: string): boolean {
  if (/^mailto:[^@\s]+@[^@\s]+$/.test(subject)) return true;
  return URL.canParse(subject) && new URL(subject).protocol === "https:";
}
