import { afterEach, describe, expect, it } from "vitest";
import type { GatewayConfig } from "../../src/config.js";
import { type RunningGateway, startGateway } from "../../src/gateway/gateway.js";
import { TokenBucketLimiter } from "../../src/http/token-bucket-limiter.js";
import { requestJson } from "../support/child-gateway.js";
import { deployPrompt } from "../support/prompts.js";

describe("answer attempts per source", () => {
  let gateway: RunningGateway | undefined;
  afterEach(async () => {
    await gateway?.close();
    gateway = undefined;
  });

  const start = async (config: Partial<GatewayConfig>) => {
    gateway = await startGateway({
      host: "127.0.0.1",
      port: 0,
      db: "memory",
      token: undefined,
      answerRatePerMinute: 5,
      ...config,
    });
    return gateway.url;
  };
  const ask = async (url: string, sessionId: string) =>
    (await requestJson("POST", `${url}/v1/questions`, { sessionId, ...deployPrompt() })).body
      .id as string;

  it("the N+1th attempt from one source gets 429 with Retry-After; another source is unaffected", async () => {
    const url = await start({ trustProxy: true });
    const id = await ask(url, "s");
    const from = (address: string) => ({ "x-forwarded-for": `203.0.113.9, ${address}` });
    // Wrong answers count as attempts too: that is what guessing looks like.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const wrong = await requestJson(
        "POST",
        `${url}/v1/questions/${id}/answer`,
        { answers: { nope: ["x"] } },
        from("10.0.0.1"),
      );
      expect(wrong.status).toBe(400);
    }
    const reply = await requestJson(
      "POST",
      `${url}/v1/sessions/other/replies`,
      { text: "2" },
      from("10.0.0.1"),
    );
    expect(reply.status).toBe(200);

    const response = await fetch(`${url}/v1/questions/${id}/answer`, {
      method: "POST",
      headers: { "content-type": "application/json", ...from("10.0.0.1") },
      body: JSON.stringify({ skip: true }),
    });
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(12);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("rate_limited");
    expect(body.error.message).toMatch(/^too many answer attempts from this address/);

    // Still pending: the limited attempt changed nothing.
    expect((await requestJson("GET", `${url}/v1/questions/${id}`)).body.status).toBe("pending");
    const other = await requestJson(
      "POST",
      `${url}/v1/questions/${id}/answer`,
      { skip: true },
      from("10.0.0.2"),
    );
    expect(other.status).toBe(200);
    // Asking and reading are not answer attempts.
    expect(
      (await requestJson("GET", `${url}/v1/questions`, undefined, from("10.0.0.1"))).status,
    ).toBe(200);
  });

  it("ignores X-Forwarded-For unless ASK_USER_TRUST_PROXY is on: the socket's address counts", async () => {
    const url = await start({});
    const id = await ask(url, "s");
    for (let attempt = 0; attempt < 5; attempt += 1)
      await requestJson(
        "POST",
        `${url}/v1/questions/${id}/answer`,
        { answers: {} },
        { "x-forwarded-for": `10.0.0.${attempt}` },
      );
    const limited = await requestJson(
      "POST",
      `${url}/v1/questions/${id}/answer`,
      { skip: true },
      { "x-forwarded-for": "10.0.0.99" },
    );
    expect(limited.status).toBe(429);
  });
});

describe("TokenBucketLimiter", () => {
  it("refills at its rate per minute", () => {
    let now = 0;
    const limiter = new TokenBucketLimiter({ perMinute: 2, now: () => now });
    expect(limiter.take("a")).toBeUndefined();
    expect(limiter.take("a")).toBeUndefined();
    expect(limiter.take("a")).toBe(30);
    now = 15_000;
    expect(limiter.waitFor("a")).toBe(15);
    now = 30_000;
    expect(limiter.waitFor("a")).toBeUndefined();
    expect(limiter.take("a")).toBeUndefined();
    expect(limiter.take("a")).toBe(30);
  });

  it("keeps memory bounded: at most maxSources, and refilled sources are forgotten", () => {
    let now = 0;
    const limiter = new TokenBucketLimiter({ perMinute: 10, maxSources: 100, now: () => now });
    for (let source = 0; source < 1000; source += 1)
      limiter.take(`10.0.${source >> 8}.${source & 255}`);
    expect(limiter.size).toBe(100);
    now = 60_000;
    limiter.take("fresh");
    expect(limiter.size).toBe(1);
  });

  it("refuses a rate that is not a positive integer", () => {
    expect(() => new TokenBucketLimiter({ perMinute: 0 })).toThrow(
      "perMinute: expected a positive integer, got 0",
    );
  });
});
