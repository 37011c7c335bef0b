import { createPublicKey, type KeyObject, verify } from "node:crypto";
import { isFreshTimestamp } from "../signed-timestamp.js";

/** The application's public key as the Developer Portal shows it: 64 hex characters. */
export function discordPublicKey(hex: string): KeyObject {
  if (!/^[0-9a-fA-F]{64}$/u.test(hex))
    throw new Error("the Discord public key must be 64 hex characters");
  const x = Buffer.from(hex, "hex").toString("base64url");
  return createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x }, format: "jwk" });
}

/**
 * Whether an interaction really comes from Discord: a fresh timestamp, and an Ed25519
 * signature (`X-Signature-Ed25519`) over the timestamp followed by the raw body.
 */
export function verifyDiscordRequest(
  publicKey: KeyObject,
  headers: { signature: string | null; timestamp: string | null },
  body: string,
  nowMs: number = Date.now(),
): boolean {
  const { signature, timestamp } = headers;
  if (!signature || !isFreshTimestamp(timestamp, nowMs)) return false;
  if (!/^[0-9a-fA-F]{128}$/u.test(signature)) return false;
  return verify(
    null,
    Buffer.from(`${timestamp}${body}`, "utf8"),
    publicKey,
    Buffer.from(signature, "hex"),
  );
}
