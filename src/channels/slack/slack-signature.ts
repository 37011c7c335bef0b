import { createHmac } from "node:crypto";
import { constantTimeEqual } from "../../core/index.js";
import { isFreshTimestamp } from "../signed-timestamp.js";

/** Slack's v0 signature of a request: HMAC-SHA256 over `v0:{timestamp}:{raw body}`. */
export function signSlackRequest(secret: string, timestamp: string, body: string): string {
  return `v0=${createHmac("sha256", secret).update(`v0:${timestamp}:${body}`).digest("hex")}`;
}

/**
 * Whether a request really comes from Slack: a fresh timestamp and a matching signature,
 * compared in constant time.
 */
export function verifySlackRequest(
  secret: string,
  headers: { timestamp: string | null; signature: string | null },
  body: string,
  nowMs: number = Date.now(),
): boolean {
  const { timestamp, signature } = headers;
  if (!signature || !isFreshTimestamp(timestamp, nowMs)) return false;
  return constantTimeEqual(signature, signSlackRequest(secret, timestamp, body));
}
