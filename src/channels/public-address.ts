import type { LookupAddress } from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { ChannelDeliveryError } from "./channel-adapter.js";

/**
 * The one address rule of every channel that reaches a URL someone else chose (webhooks, Web
 * Push endpoints): loopback, private, shared (CGNAT), link-local, unique-local and unspecified
 * addresses, and the special-purpose ranges that are no public host (IETF protocol assignments,
 * benchmarking, multicast, reserved and broadcast), are reached only with the channel's own
 * `…_ALLOW_PRIVATE=1`, so that nobody can point the gateway at services inside its own network.
 */
const PRIVATE_IPV4 = new BlockList();
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
  PRIVATE_IPV4.addSubnet(network, prefix, "ipv4");

/**
 * IPv6 ranges that are no public host by themselves. The ranges that carry an IPv4 address
 * (see `embeddedIpv4`) are judged by that address instead.
 */
const PRIVATE_IPV6 = new BlockList();
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  // Discard-only (RFC 6666).
  ["100::", 64],
  // NAT64 for local use (RFC 8215): whatever it translates to is the operator's own network.
  ["64:ff9b:1::", 48],
  ["fc00::", 7],
  ["fe80::", 10],
  // Site-local (deprecated by RFC 3879, still routed inside some networks).
  ["fec0::", 10],
  ["ff00::", 8],
] as const)
  PRIVATE_IPV6.addSubnet(network, prefix, "ipv6");

/** Why an address is refused, after the address itself; `setting` is the channel's opt-out. */
export function notPublic(setting: string): string {
  return `no public address (private, loopback, link-local or special-purpose); set ${setting}=1 to allow it`;
}

/**
 * Whether an IP address (v4, or v6 with or without brackets and zone) is one a channel needs
 * leave to reach. An IPv6 address carrying an IPv4 address (mapped, translated, compatible,
 * NAT64, 6to4, Teredo) is judged by the IPv4 address it carries. Anything that is no IP
 * address is not private by itself (a host name is checked on what it resolves to).
 */
export function isPrivateAddress(address: string): boolean {
  const text = address.replace(/^\[|\]$/g, "");
  if (isIP(text) === 4) return PRIVATE_IPV4.check(text, "ipv4");
  const bytes = ipv6Bytes(text);
  if (bytes === undefined) return false;
  if (PRIVATE_IPV6.check(ipv6Text(bytes), "ipv6")) return true;
  const carried = embeddedIpv4(bytes);
  return carried.some((ipv4) => PRIVATE_IPV4.check(ipv4, "ipv4"));
}

/** A host that names this machine or its network by itself: a private IP or `localhost`. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return host === "localhost" || host.endsWith(".localhost") || isPrivateAddress(host);
}

/**
 * The 16 bytes of an IPv6 address: `::` expanded, a trailing dotted quad read as the last 32
 * bits, a zone (`%eth0`) and brackets dropped. Undefined for anything that is no IPv6 address.
 */
export function ipv6Bytes(address: string): Uint8Array | undefined {
  const text = address
    .replace(/^\[|\]$/g, "")
    .replace(/%.*$/s, "")
    .toLowerCase();
  if (isIP(text) !== 6) return undefined;
  const halves = text.split("::");
  if (halves.length > 2) return undefined;
  const groupsOf = (half: string | undefined): number[] | undefined => {
    if (half === undefined || half === "") return [];
    const groups: number[] = [];
    const parts = half.split(":");
    for (const [index, part] of parts.entries()) {
      if (part.includes(".")) {
        // A dotted quad only as the very last 32 bits.
        if (index !== parts.length - 1 || isIP(part) !== 4) return undefined;
        const [a = 0, b = 0, c = 0, d = 0] = part.split(".").map(Number);
        groups.push((a << 8) | b, (c << 8) | d);
      } else if (/^[0-9a-f]{1,4}$/.test(part)) {
        groups.push(Number.parseInt(part, 16));
      } else {
        return undefined;
      }
    }
    return groups;
  };
  const head = groupsOf(halves[0]);
  const tail = halves.length === 2 ? groupsOf(halves[1]) : [];
  if (head === undefined || tail === undefined) return undefined;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  const groups = [...head, ...Array<number>(missing).fill(0), ...tail];
  const bytes = new Uint8Array(16);
  for (const [index, group] of groups.entries()) {
    bytes[index * 2] = group >> 8;
    bytes[index * 2 + 1] = group & 0xff;
  }
  return bytes;
}

/** The eight groups in hex, uncompressed: what `BlockList` reads without doubt. */
function ipv6Text(bytes: Uint8Array): string {
  const groups: string[] = [];
  for (let index = 0; index < 16; index += 2)
    groups.push((((bytes[index] ?? 0) << 8) | (bytes[index + 1] ?? 0)).toString(16));
  return groups.join(":");
}

/**
 * The IPv4 addresses an IPv6 address carries, to be judged by: IPv4-mapped `::ffff:0:0/96`,
 * IPv4-translated `::ffff:0:0:0/96`, IPv4-compatible `::/96`, NAT64 `64:ff9b::/96` (RFC 6052),
 * 6to4 `2002::/16` (bits 16–47) and Teredo `2001::/32` (its server in bits 32–63, its client
 * in the last 32 bits inverted). None for any other address.
 */
export function embeddedIpv4(bytes: Uint8Array): string[] {
  const at = (offset: number, invert = 0) =>
    Array.from(bytes.subarray(offset, offset + 4), (byte) => byte ^ invert).join(".");
  const zeros = (from: number, to: number) => bytes.subarray(from, to).every((byte) => byte === 0);
  const is = (offset: number, ...values: number[]) =>
    values.every((value, index) => bytes[offset + index] === value);
  // ::ffff:a.b.c.d
  if (zeros(0, 10) && is(10, 0xff, 0xff)) return [at(12)];
  // ::ffff:0:a.b.c.d
  if (zeros(0, 8) && is(8, 0xff, 0xff) && zeros(10, 12)) return [at(12)];
  // ::a.b.c.d (and :: and ::1, which are 0.0.0.0/8)
  if (zeros(0, 12)) return [at(12)];
  // 64:ff9b::a.b.c.d
  if (is(0, 0x00, 0x64, 0xff, 0x9b) && zeros(4, 12)) return [at(12)];
  // 2002:AABB:CCDD::/48
  if (is(0, 0x20, 0x02)) return [at(2)];
  // 2001:0000:SERVER:…:~CLIENT
  if (is(0, 0x20, 0x01, 0x00, 0x00)) return [at(4), at(12, 0xff)];
  return [];
}

/**
 * A lookup that refuses names resolving to addresses that are no public host: a public name
 * may point anywhere, so the rule is checked on what it resolves to, at connect time. The
 * refusal names `setting`, the channel's opt-out.
 */
export function publicOnly(lookup: LookupFunction, setting: string): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, "");
      const addresses = found as LookupAddress[];
      const blocked = addresses.find((entry) => isPrivateAddress(entry.address));
      if (blocked)
        return callback(
          new ChannelDeliveryError(
            `${hostname} resolves to ${blocked.address}, ${notPublic(setting)}`,
            { permanent: true },
          ),
          "",
        );
      const [first] = addresses;
      if (!first)
        return callback(
          Object.assign(new Error(`${hostname} resolves to no address`), { code: "ENOTFOUND" }),
          "",
        );
      if (options.all) return callback(null, addresses);
      callback(null, first.address, first.family);
    });
  };
}
