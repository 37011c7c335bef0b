import { BlockList, isIP } from "node:net";

/**
 * Addresses a webhook may reach only with `ASK_USER_WEBHOOK_ALLOW_PRIVATE=1`: loopback,
 * private, shared (CGNAT), link-local, unique-local and unspecified, and the special-purpose
 * ranges that are no public host (IETF protocol assignments, benchmarking, multicast,
 * reserved and broadcast), so that a route cannot point the gateway at services inside its
 * own network by default.
 */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  PRIVATE.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  PRIVATE.addSubnet(network, prefix, "ipv6");

/** Why an address is refused, after the address itself. */
export const NOT_PUBLIC =
  "no public address (private, loopback, link-local or special-purpose); set ASK_USER_WEBHOOK_ALLOW_PRIVATE=1 to allow it";

/** The longest URL a route keeps. */
const MAX_URL_LENGTH = 2048;

/** Whether an IP address (v4, v6, or v4 mapped into v6) is one a webhook needs leave to reach. */
export function isPrivateAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, "").toLowerCase();
  const mapped = mappedIpv4(ip);
  if (mapped !== undefined) return PRIVATE.check(mapped, "ipv4");
  const family = isIP(ip);
  if (family === 4) return PRIVATE.check(ip, "ipv4");
  if (family === 6) return PRIVATE.check(ip, "ipv6");
  return false;
}

/** The IPv4 address inside `::ffff:a.b.c.d` or `::ffff:xxxx:xxxx` (as URLs print it). */
function mappedIpv4(ip: string): string | undefined {
  const dotted = /^(?:0{0,4}:){0,5}:?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip)?.[1];
  if (dotted !== undefined) return dotted;
  const hex = /^(?:0{0,4}:){0,5}:?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(ip);
  if (!hex) return undefined;
  const high = Number.parseInt(hex[1] ?? "0", 16);
  const low = Number.parseInt(hex[2] ?? "0", 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/**
 * A webhook's URL as a route keeps it (normalized), or the rule it breaks: absolute http(s),
 * no credentials, and no host that is no public address unless `allowPrivate`.
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
      problem: `${url.hostname} is ${NOT_PUBLIC}`,
    };
  return { address: url.href };
}

/** A host that names this machine or its network by itself: a private IP or `localhost`. */
function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return host === "localhost" || host.endsWith(".localhost") || isPrivateAddress(host);
}
