import { describe, expect, it } from "vitest";
import { decodeTap, encodeTap, questionKey } from "../../../src/channels/telegram/callback-data.js";
import { loadGatewayConfig } from "../../../src/config.js";

describe("telegram configuration", () => {
  it("is off without ASK_USER_TELEGRAM_TOKEN", () => {
    expect(loadGatewayConfig({}, { ASK_USER_TELEGRAM_CHATS: "1" }).telegram).toBeUndefined();
  });

  it("reads the token, API URL, default chats and allowed users from ASK_USER_TELEGRAM_*", () => {
    const warnings: string[] = [];
    const config = loadGatewayConfig(
      {},
      {
        ASK_USER_TELEGRAM_TOKEN: "123:abc",
        ASK_USER_TELEGRAM_API_URL: "http://127.0.0.1:8081/",
        ASK_USER_TELEGRAM_CHATS: "-1001, 42",
        ASK_USER_TELEGRAM_ALLOWED: "111, 222",
      },
      (line) => warnings.push(line),
    );
    expect(config.telegram).toEqual({
      token: "123:abc",
      apiRoot: "http://127.0.0.1:8081",
      chatIds: ["-1001", "42"],
      allowedUsers: ["111", "222"],
    });
    expect(warnings).toEqual([]);
  });

  it("takes webhook mode only with a valid secret", () => {
    const env = {
      ASK_USER_TELEGRAM_TOKEN: "123:abc",
      ASK_USER_TELEGRAM_WEBHOOK_URL: "https://bot.example/hook",
    };
    expect(() => loadGatewayConfig({}, env)).toThrow(
      /^ASK_USER_TELEGRAM_WEBHOOK_SECRET: required with ASK_USER_TELEGRAM_WEBHOOK_URL/,
    );
    expect(() =>
      loadGatewayConfig({}, { ...env, ASK_USER_TELEGRAM_WEBHOOK_SECRET: "no spaces" }),
    ).toThrow(/^ASK_USER_TELEGRAM_WEBHOOK_SECRET/);
    expect(
      loadGatewayConfig({}, { ...env, ASK_USER_TELEGRAM_WEBHOOK_SECRET: "ok_Secret-1" }).telegram
        ?.webhook,
    ).toEqual({
      url: "https://bot.example/hook",
      secret: "ok_Secret-1",
    });
    expect(() =>
      loadGatewayConfig(
        {},
        {
          ...env,
          ASK_USER_TELEGRAM_WEBHOOK_URL: "bot.example",
          ASK_USER_TELEGRAM_WEBHOOK_SECRET: "s",
        },
      ),
    ).toThrow(/^ASK_USER_TELEGRAM_WEBHOOK_URL: expected an http\(s\) URL/);
  });

  it("refuses allowed users that are not numeric ids", () => {
    expect(() =>
      loadGatewayConfig(
        {},
        { ASK_USER_TELEGRAM_TOKEN: "1:a", ASK_USER_TELEGRAM_ALLOWED: "111,@ada" },
      ),
    ).toThrow(/^ASK_USER_TELEGRAM_ALLOWED: .*@ada/);
  });
});

describe("telegram callback data", () => {
  it("round-trips every tap in a few bytes and rejects anything else", () => {
    const key = questionKey("3f2b6c1e-9a7d-4c1b-8e2f-0a1b2c3d4e5f");
    expect(key).toBe("3f2b6c1e9a7d4c1b");
    for (const tap of [
      { action: "option" as const, key, index: 3 },
      { action: "other" as const, key },
      { action: "skip" as const, key },
    ]) {
      const data = encodeTap(tap);
      expect(Buffer.byteLength(data)).toBeLessThanOrEqual(20);
      expect(decodeTap(data)).toEqual(tap);
    }
    for (const junk of ["", "a:key", "a:key:10", "x:key", "a:ke y:1", `s:${"k".repeat(17)}`])
      expect(decodeTap(junk)).toBeUndefined();
  });
});
