import { describe, expect, it } from "vitest";
import { ChannelDeliveryError } from "../../src/channels/channel-adapter.js";
import { type RetryPolicy, retryBackoffMs, withRetry } from "../../src/channels/retry-policy.js";

const POLICY: RetryPolicy = {
  attempts: 4,
  baseDelayMs: 40,
  maxDelayMs: 100,
  maxRetryAfterMs: 1000,
  attemptTimeoutMs: 1000,
};

describe("retry policy", () => {
  it("backs off exponentially up to the cap, each wait drawn between half and all of it", () => {
    expect([0, 1, 2, 3].map((attempt) => retryBackoffMs(POLICY, attempt, 0))).toEqual([
      20, 40, 50, 50,
    ]);
    expect([0, 1, 2, 3].map((attempt) => retryBackoffMs(POLICY, attempt, 0.999_999))).toEqual(
      [40, 80, 100, 100].map((ceiling) => expect.closeTo(ceiling, 3)),
    );
    // Gateways that failed together come back at different instants.
    const waits = new Set(Array.from({ length: 20 }, () => retryBackoffMs(POLICY, 2)));
    expect(waits.size).toBeGreaterThan(1);
    for (const wait of waits) {
      expect(wait).toBeGreaterThanOrEqual(50);
      expect(wait).toBeLessThanOrEqual(100);
    }
  });

  it("retries a failing call with jittered waits, and waits a platform's retry_after exactly", async () => {
    const tried: number[] = [];
    const result = await withRetry(
      POLICY,
      async () => {
        tried.push(performance.now());
        if (tried.length === 1) throw new Error("connection reset");
        if (tried.length === 2) throw new ChannelDeliveryError("slow down", { retryAfterMs: 150 });
        return "sent";
      },
      new AbortController().signal,
    );
    expect(result).toBe("sent");
    const [first = 0, second = 0, third = 0] = tried;
    expect(second - first).toBeGreaterThanOrEqual(19);
    expect(third - second).toBeGreaterThanOrEqual(149);
  });

  it("gives up at once on a permanent failure and when retry_after is beyond the limit", async () => {
    for (const failure of [
      new ChannelDeliveryError("chat not found", { permanent: true }),
      new ChannelDeliveryError("come back tomorrow", { retryAfterMs: 86_400_000 }),
    ]) {
      let tries = 0;
      await expect(
        withRetry(
          POLICY,
          async () => {
            tries += 1;
            throw failure;
          },
          new AbortController().signal,
        ),
      ).rejects.toBe(failure);
      expect(tries).toBe(1);
    }
  });
});
