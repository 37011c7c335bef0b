import { createHash } from "node:crypto";

/** Discord takes a nonce of at most 25 characters. */
const NONCE_LENGTH = 25;

/**
 * The nonce a prompt (no `step`) or a reminder is posted with, the same on every try of it: with
 * `enforce_nonce`, Discord answers a second post of it within a few minutes with the message the
 * first one made. A try cut off by a timeout or a crash then leaves one message, not two.
 */
export function deliveryNonce(questionId: string, chatId: string, step?: number): string {
  const key = `${questionId}\u0000${chatId}\u0000${step ?? "prompt"}`;
  return createHash("sha256").update(key).digest("base64url").slice(0, NONCE_LENGTH);
}
