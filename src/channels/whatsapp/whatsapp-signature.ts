import { createHmac } from "node:crypto";
import { constantTimeEqual } from "../../core/index.js";

/** Meta's signature of a webhook call: `sha256=` and the HMAC-SHA256 of the raw body, in hex. */
export function signWhatsAppBody(appSecret: string, body: Uint8Array | string): string {
  return `sha256=${createHmac("sha256", appSecret).update(body).digest("hex")}`;
}

/**
 * Whether a webhook call really comes from Meta: its `X-Hub-Signature-256` matches the raw
 * body signed with the app secret, compared in constant time.
 */
export function verifyWhatsAppSignature(
  appSecret: string,
  signature: string | null,
  body: Uint8Array,
): boolean {
  return signature !== null && constantTimeEqual(signature, signWhatsAppBody(appSecret, body));
}
