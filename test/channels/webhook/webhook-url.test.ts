import { describe, expect, it } from "vitest";
import { isPrivateAddress } from "../../../src/channels/public-address.js";
import { readWebhookUrl } from "../../../src/channels/webhook/webhook-url.js";

describe("the webhook's private-address rule", () => {
  it.each([
    ["0.0.0.0", "unspecified"],
    ["10.20.30.40", "private"],
    ["100.64.0.1", "shared (CGNAT)"],
    ["127.0.0.1", "loopback"],
    ["169.254.169.254", "link-local (cloud metadata)"],
    ["172.31.255.255", "private"],
    ["192.0.0.8", "IETF protocol assignments"],
    ["192.168.1.1", "private"],
    ["198.18.0.1", "benchmarking"],
    ["198.19.255.254", "benchmarking"],
    ["224.0.0.251", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["::", "unspecified"],
    ["::1", "loopback"],
    ["fd12:3456::1", "unique-local"],
    ["fe80::1", "link-local"],
    ["ff02::1", "multicast"],
    ["::ffff:127.0.0.1", "mapped loopback"],
    ["[::ffff:a9fe:a9fe]", "mapped link-local, as a URL prints it"],
  ])("needs leave for %s (%s)", (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    "93.184.215.14",
    "8.8.8.8",
    "172.32.0.1",
    "198.20.0.1",
    "2606:4700::1111",
    "::ffff:8.8.8.8",
  ])("lets %s through", (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});

describe("a webhook URL", () => {
  it("is refused on an IPv6 host carrying a private IPv4 address, naming the webhook setting", () => {
    expect(readWebhookUrl("https://[64:ff9b::a00:5]/hook", false)).toEqual({
      problem:
        "[64:ff9b::a00:5] is no public address (private, loopback, link-local or special-purpose); set ASK_USER_WEBHOOK_ALLOW_PRIVATE=1 to allow it",
    });
    expect(readWebhookUrl("https://[2002:7f00:1::1]/hook", false)).toHaveProperty("problem");
    expect(readWebhookUrl("https://[::ffff:0:a9fe:a9fe]/hook", false)).toHaveProperty("problem");
    expect(readWebhookUrl("https://[64:ff9b::808:808]/hook", false)).toEqual({
      address: "https://[64:ff9b::808:808]/hook",
    });
    expect(readWebhookUrl("https://[64:ff9b::a00:5]/hook", true)).toEqual({
      address: "https://[64:ff9b::a00:5]/hook",
    });
  });
});
