import { createHmac, timingSafeEqual } from "node:crypto";

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
  if (!signature) return false;
  const expected = Buffer.from(signWhatsAppBody(appSecret, body));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
