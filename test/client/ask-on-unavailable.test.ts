import { describe, expect, it } from "vitest";
import {
  AskUserError,
  createAskUserClient,
  type Outage,
  UNREACHABLE_GRACE_MS,
} from "../../src/client/index.js";
import { findFreePort } from "../support/child-gateway.js";
import { deployPrompt } from "../support/prompts.js";

/** `ask()`'s onUnavailable hook: what a caller hears while the gateway cannot be reached. */

describe("ask onUnavailable", () => {
  it("is told before each retry: one outage start, the next try, the give-up time", async () => {
    const client = createAskUserClient({ url: `http://127.0.0.1:${await findFreePort()}` });
    const outages: Outage[] = [];
    const stop = new AbortController();
    const startedAt = Date.now();
    const asking = client.ask(deployPrompt(), {
      sessionId: "unreachable",
      signal: stop.signal,
      onUnavailable: (outage) => {
        outages.push(outage);
        if (outages.length === 3) stop.abort(new Error("enough"));
      },
    });
    await expect(asking).rejects.toThrow("enough");

    expect(outages).toHaveLength(3);
    const [first, second, third] = outages as [Outage, Outage, Outage];
    for (const outage of outages) {
      expect(outage.since).toBe(first.since);
      expect(outage.giveUpAt).toBeGreaterThanOrEqual(startedAt + UNREACHABLE_GRACE_MS);
      expect(outage.giveUpAt).toBeLessThanOrEqual(Date.now() + UNREACHABLE_GRACE_MS);
      expect(outage.error).toBeInstanceOf(AskUserError);
      expect((outage.error as AskUserError).code).toBe("unavailable");
    }
    // The default backoff: 250 ms, then 500 ms, then 1 s.
    expect(first.retryAt - first.since).toBeGreaterThanOrEqual(250);
    expect(second.retryAt - second.since).toBeGreaterThanOrEqual(750);
    expect(third.retryAt - third.since).toBeGreaterThanOrEqual(1_750);
  });
});
