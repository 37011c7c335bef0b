import { isPrivateHost, notPublic } from "../public-address.js";

/** The setting that lets push endpoints be private, loopback or link-local addresses. */
export const PUSH_ALLOW_PRIVATE = "ASK_USER_PUSH_ALLOW_PRIVATE";

/**
 * A device's push endpoint as the gateway posts to it (normalized by the WHATWG URL parser, so
 * `127.1`, `2130706433` and `0x7f000001` read as the `127.0.0.1` they are), or the rule it
 * breaks: an `https:` URL without credentials whose host is no private address
 * (`public-address.ts`) unless `allowPrivate`. A host name is checked again on what it
 * resolves to, when the gateway connects.
 */
export function readPushEndpoint(
  endpoint: string,
  allowPrivate: boolean,
): { address: string } | { problem: string } {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { problem: "expected the push service's https: URL" };
  }
  if (url.protocol !== "https:") return { problem: "expected the push service's https: URL" };
  if (url.username || url.password) return { problem: "expected a URL without credentials" };
  if (!allowPrivate && isPrivateHost(url.hostname))
    return { problem: `${url.hostname} is ${notPublic(PUSH_ALLOW_PRIVATE)}` };
  return { address: url.href };
}
