import { isPrivateHost, notPublic } from "../public-address.js";

/** The setting that lets webhooks reach private, loopback and link-local receivers. */
export const WEBHOOK_ALLOW_PRIVATE = "ASK_USER_WEBHOOK_ALLOW_PRIVATE";

/** The longest URL a route keeps. */
const MAX_URL_LENGTH = 2048;

/**
 * A webhook's URL as a route keeps it (normalized), or the rule it breaks: absolute http(s),
 * no credentials, and no host that is no public address (`public-address.ts`) unless
 * `allowPrivate`.
 */
export function readWebhookUrl(
  value: unknown,
  allowPrivate: boolean,
): { address: string } | { problem: string } {
  if (typeof value !== "string" || value.trim() === "")
    return { problem: "expected an http or https URL" };
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return { problem: "expected an absolute http or https URL" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    return { problem: `expected an http or https URL, got ${url.protocol.slice(0, -1)}` };
  if (url.username || url.password) return { problem: "expected a URL without credentials" };
  if (url.href.length > MAX_URL_LENGTH)
    return { problem: `expected at most ${MAX_URL_LENGTH} characters` };
  if (!allowPrivate && isPrivateHost(url.hostname))
    return {
      problem: `${url.hostname} is ${notPublic(WEBHOOK_ALLOW_PRIVATE)}`,
    };
  return { address: url.href };
}
