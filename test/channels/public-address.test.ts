import type { LookupAddress } from "node:dns";
import type { LookupFunction } from "node:net";
import { describe, expect, it } from "vitest";
import { ChannelDeliveryError } from "../../src/channels/channel-adapter.js";
import {
  embeddedIpv4,
  ipv6Bytes,
  isPrivateAddress,
  isPrivateHost,
  notPublic,
  publicOnly,
} from "../../src/channels/public-address.js";

function hex(bytes: Uint8Array | undefined): string | undefined {
  return bytes === undefined ? undefined : Buffer.from(bytes).toString("hex");
}

describe("reading an IPv6 address into its 16 bytes", () => {
  it.each([
    ["::", "00000000000000000000000000000000"],
    ["::1", "00000000000000000000000000000001"],
    ["1::", "00010000000000000000000000000000"],
    ["1:2:3:4:5:6:7:8", "00010002000300040005000600070008"],
    ["::2:3:4:5:6:7:8", "00000002000300040005000600070008"],
    ["1:2:3:4:5:6:7::", "00010002000300040005000600070000"],
    ["2001:db8::ff00:42:8329", "20010db8000000000000ff0000428329"],
    ["2001:0DB8:0000:0000:0000:FF00:0042:8329", "20010db8000000000000ff0000428329"],
    ["::ffff:127.0.0.1", "00000000000000000000ffff7f000001"],
    ["::ffff:7f00:1", "00000000000000000000ffff7f000001"],
    ["0:0:0:0:0:ffff:127.0.0.1", "00000000000000000000ffff7f000001"],
    ["1:2:3:4:5:6:10.20.30.40", "0001000200030004000500060a141e28"],
    ["64:ff9b::10.0.0.5", "0064ff9b00000000000000000a000005"],
    ["fe80::1%eth0", "fe800000000000000000000000000001"],
    ["[fe80::1%25eth0]", "fe800000000000000000000000000001"],
    ["[2606:4700::1111]", "26064700000000000000000000001111"],
  ])("reads %s", (text, expected) => {
    expect(hex(ipv6Bytes(text))).toBe(expected);
  });

  it.each([
    "1:2:3:4:5:6:7:8:9",
    "1:2:3:4:5:6:7",
    "1::2::3",
    "12345::",
    "::g",
    "1.2.3.4",
    "::1.2.3.4:5",
    "::256.0.0.1",
    "example.com",
    "",
  ])("refuses %s", (text) => {
    expect(ipv6Bytes(text)).toBeUndefined();
  });
});

describe("the IPv4 address an IPv6 address carries", () => {
  const carried = (text: string) => embeddedIpv4(ipv6Bytes(text) ?? new Uint8Array(16));

  it.each([
    ["::ffff:10.1.2.3", ["10.1.2.3"], "mapped"],
    ["::ffff:0:10.1.2.3", ["10.1.2.3"], "translated"],
    ["::10.1.2.3", ["10.1.2.3"], "compatible"],
    ["64:ff9b::a01:203", ["10.1.2.3"], "NAT64"],
    ["2002:a01:203:4::5", ["10.1.2.3"], "6to4"],
    // RFC 4380's example: server 65.54.227.120, client 192.0.2.45 (inverted in the address).
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", ["65.54.227.120", "192.0.2.45"], "Teredo"],
    ["2606:4700::1111", [], "none"],
    ["2001:db8::1", [], "none (2001:db8 is no Teredo)"],
  ])("%s carries %j (%s)", (text, expected) => {
    expect(carried(text)).toEqual(expected);
  });
});

describe("the private-address rule for IPv6 addresses carrying an IPv4 address", () => {
  it.each([
    // NAT64 (RFC 6052), the last 32 bits.
    ["64:ff9b::7f00:1", "NAT64 of loopback"],
    ["64:ff9b::127.0.0.1", "NAT64 of loopback, dotted"],
    ["64:ff9b::a00:5", "NAT64 of 10.0.0.5"],
    ["64:ff9b:0:0:0:0:a9fe:a9fe", "NAT64 of the metadata address, zeros written out"],
    ["[64:ff9b::c0a8:1]", "NAT64 of 192.168.0.1, bracketed"],
    // Local-use NAT64 (RFC 8215): private whatever it carries.
    ["64:ff9b:1::808:808", "local-use NAT64"],
    ["64:ff9b:1:ffff::1", "local-use NAT64"],
    // 6to4, bits 16-47.
    ["2002:7f00:1::1", "6to4 of loopback"],
    ["2002:0a00:0001::", "6to4 of 10.0.0.1"],
    ["2002:c0a8:101:1::1", "6to4 of 192.168.1.1"],
    ["2002:a9fe:a9fe::", "6to4 of the metadata address"],
    // IPv4-compatible (::/96).
    ["::127.0.0.1", "compatible loopback"],
    ["::7f00:1", "compatible loopback, hex"],
    ["0:0:0:0:0:0:10.0.0.1", "compatible private, zeros written out"],
    ["::169.254.169.254", "compatible metadata address"],
    // IPv4-translated (::ffff:0:0/96).
    ["::ffff:0:127.0.0.1", "translated loopback"],
    ["::ffff:0:7f00:1", "translated loopback, hex"],
    ["0:0:0:0:ffff:0:a00:1", "translated private, zeros written out"],
    // IPv4-mapped, in every spelling.
    ["::ffff:127.0.0.1", "mapped loopback"],
    ["::FFFF:127.0.0.1", "mapped loopback, upper case"],
    ["::ffff:7f00:1", "mapped loopback, hex"],
    ["::ffff:7f00:0001", "mapped loopback, hex with zeros"],
    ["0:0:0:0:0:ffff:7f00:1", "mapped loopback, zeros written out"],
    ["0000:0000:0000:0000:0000:ffff:127.0.0.1", "mapped loopback, all zeros written out"],
    ["0::ffff:a9fe:a9fe", "mapped metadata address"],
    ["::0:ffff:10.0.0.1", "mapped private"],
    ["[::ffff:c0a8:1]", "mapped 192.168.0.1, as a URL prints it"],
    // Teredo (2001::/32): the server (bits 32-63) or the client (last 32 bits, inverted).
    ["2001:0:4136:e378:8000:63bf:f5ff:fffe", "Teredo, client 10.0.0.1"],
    ["2001:0:4136:e378:8000:63bf:80ff:fffe", "Teredo, client 127.0.0.1"],
    ["2001:0:7f00:1:8000:63bf:3fff:fdd2", "Teredo, server 127.0.0.1"],
    ["2001:0:a9fe:a9fe:8000:63bf:3fff:fdd2", "Teredo, server 169.254.169.254"],
    // Zones are dropped.
    ["fe80::1%eth0", "link-local with a zone"],
    ["::ffff:127.0.0.1%lo", "mapped loopback with a zone"],
    // Other IPv6 ranges that are no public host.
    ["fec0::1", "site-local"],
    ["100::1", "discard-only"],
  ])("needs leave for %s (%s)", (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    "64:ff9b::808:808",
    "64:ff9b::8.8.8.8",
    "2002:0808:0808::1",
    "2002:5db8:d70e:1::",
    "::8.8.8.8",
    "::ffff:8.8.8.8",
    "::ffff:808:808",
    "0:0:0:0:0:ffff:0808:0808",
    "::ffff:0:808:808",
    "2001:0:4136:e378:8000:63bf:3fff:fdd2",
    "2001:4860:4860::8888",
    "2606:4700::1111",
    "[2606:4700::1111]",
  ])("lets %s through", (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  it("takes no host name for an address", () => {
    expect(isPrivateAddress("example.com")).toBe(false);
    expect(isPrivateAddress("127.1")).toBe(false); // no IP as written: URLs normalize it first
  });
});

describe("a private host", () => {
  it.each([
    ["localhost", true],
    ["LOCALHOST.", true],
    ["api.localhost", true],
    ["127.0.0.1", true],
    ["[::1]", true],
    ["[64:ff9b::7f00:1]", true],
    ["example.com", false],
    ["localhost.example.com", false],
    ["[2002:808:808::1]", false],
  ])("%s: %s", (host, expected) => {
    expect(isPrivateHost(host)).toBe(expected);
  });
});

describe("the connect-time lookup", () => {
  const resolvingTo =
    (...addresses: string[]): LookupFunction =>
    (_hostname, _options, callback) =>
      callback(
        null,
        addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 })),
      );

  function lookUp(
    lookup: LookupFunction,
    all: boolean,
  ): Promise<{ error: NodeJS.ErrnoException | null; found: unknown; family?: number }> {
    return new Promise((resolve) =>
      lookup("svc.example.test", { all }, (error, found, family) =>
        resolve({ error, found, ...(family === undefined ? {} : { family }) }),
      ),
    );
  }

  it("refuses a name that resolves to any private address, naming the channel's setting", async () => {
    const lookup = publicOnly(
      resolvingTo("8.8.8.8", "64:ff9b::a00:5"),
      "ASK_USER_PUSH_ALLOW_PRIVATE",
    );
    const { error } = await lookUp(lookup, false);
    expect(error).toBeInstanceOf(ChannelDeliveryError);
    expect((error as ChannelDeliveryError).permanent).toBe(true);
    expect(error?.message).toBe(
      `svc.example.test resolves to 64:ff9b::a00:5, ${notPublic("ASK_USER_PUSH_ALLOW_PRIVATE")}`,
    );
    expect(error?.message).toContain("set ASK_USER_PUSH_ALLOW_PRIVATE=1 to allow it");
  });

  it("passes public addresses on, one or all as asked", async () => {
    const lookup = publicOnly(resolvingTo("8.8.8.8", "2606:4700::1111"), "X_ALLOW");
    expect(await lookUp(lookup, false)).toEqual({ error: null, found: "8.8.8.8", family: 4 });
    expect((await lookUp(lookup, true)).found).toEqual([
      { address: "8.8.8.8", family: 4 },
      { address: "2606:4700::1111", family: 6 },
    ] satisfies LookupAddress[]);
  });

  it("says a name that resolves to nothing was not found", async () => {
    const { error } = await lookUp(publicOnly(resolvingTo(), "X_ALLOW"), false);
    expect(error?.code).toBe("ENOTFOUND");
  });
});
