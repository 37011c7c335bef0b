import { generateKeyPairSync, sign } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  DISCORD_INTERACTIONS_PATH,
  DiscordAdapter,
} from "../../../src/channels/discord/discord-adapter.js";
import {
  decodeCustomId,
  encodeCustomId,
  MAX_CUSTOM_ID_LENGTH,
  questionKey,
} from "../../../src/channels/discord/discord-custom-id.js";
import {
  discordPublicKey,
  verifyDiscordRequest,
} from "../../../src/channels/discord/discord-signature.js";
import { loadGatewayConfig } from "../../../src/config.js";

const CHANNEL = "1240000000000000200";
const DM_CHANNEL = "1240000000000000300";
const USER = "1240000000000001000";
const PUBLIC_KEY = "a".repeat(64);

describe("discord configuration", () => {
  it("is off without ASK_USER_DISCORD_TOKEN", () => {
    expect(loadGatewayConfig({}, { ASK_USER_DISCORD_CHATS: CHANNEL }).discord).toBeUndefined();
  });

  it("reads the token, API URL, default channels, allowed users and public key from ASK_USER_DISCORD_*", () => {
    const warnings: string[] = [];
    const config = loadGatewayConfig(
      {},
      {
        ASK_USER_DISCORD_TOKEN: " MTI0.GfAkEd.secret ",
        ASK_USER_DISCORD_API_URL: "http://127.0.0.1:9000/api/",
        ASK_USER_DISCORD_CHATS: `${CHANNEL}, ${DM_CHANNEL}`,
        ASK_USER_DISCORD_ALLOWED: USER,
        ASK_USER_DISCORD_PUBLIC_KEY: PUBLIC_KEY.toUpperCase(),
      },
      (line) => warnings.push(line),
    );
    expect(config.discord).toEqual({
      token: "MTI0.GfAkEd.secret",
      apiUrl: "http://127.0.0.1:9000/api",
      channelIds: [CHANNEL, DM_CHANNEL],
      allowedUsers: [USER],
      publicKey: PUBLIC_KEY,
    });
    expect(warnings).toEqual([]);
    expect(loadGatewayConfig({}, { ASK_USER_DISCORD_TOKEN: "Bot MTI0.x.y" }).discord).toEqual({
      token: "MTI0.x.y",
      channelIds: [],
      allowedUsers: [],
    });
  });

  it("names the variable and the rule for malformed ids, URLs and keys", () => {
    const base = { ASK_USER_DISCORD_TOKEN: "MTI0.x.y" };
    expect(() => loadGatewayConfig({}, { ...base, ASK_USER_DISCORD_CHATS: "#general" })).toThrow(
      /^ASK_USER_DISCORD_CHATS: expected comma-separated channel ids \(17-20 digits.*got "#general"$/,
    );
    expect(() =>
      loadGatewayConfig({}, { ...base, ASK_USER_DISCORD_ALLOWED: "alice#1234" }),
    ).toThrow(/^ASK_USER_DISCORD_ALLOWED: expected comma-separated user ids .*got "alice#1234"$/);
    expect(() =>
      loadGatewayConfig({}, { ...base, ASK_USER_DISCORD_API_URL: "discord.com/api" }),
    ).toThrow(/^ASK_USER_DISCORD_API_URL: expected an http\(s\) URL, got "discord.com\/api"$/);
    expect(() => loadGatewayConfig({}, { ...base, ASK_USER_DISCORD_PUBLIC_KEY: "abc" })).toThrow(
      /^ASK_USER_DISCORD_PUBLIC_KEY: expected the application's public key, 64 hex characters/,
    );
  });

  it("serves the interactions route only with a public key", () => {
    expect(new DiscordAdapter({ token: "t" }).webhook).toBeUndefined();
    expect(new DiscordAdapter({ token: "t", publicKey: PUBLIC_KEY }).webhook?.path).toBe(
      DISCORD_INTERACTIONS_PATH,
    );
    expect(() => new DiscordAdapter({ token: "t", publicKey: "not-hex" })).toThrow(/64 hex/);
  });

  it("keeps custom ids short, maps them back, and refuses anything else", () => {
    const key = questionKey("0b8e3a5c-3f0e-4c52-9d7e-5d6a0f6f1c2e");
    expect(key).toBe("0b8e3a5c3f0e4c529d7e5d6a0f6f1c2e");
    const controls = [
      { action: "option", key, index: 3 },
      { action: "other", key },
      { action: "skip", key },
      { action: "own-words", key },
    ] as const;
    for (const control of controls) {
      const customId = encodeCustomId(control);
      expect(customId.length).toBeLessThanOrEqual(MAX_CUSTOM_ID_LENGTH);
      expect(decodeCustomId(customId)).toEqual(control);
    }
    expect(questionKey("x".repeat(500)).length).toBe(32);
    for (const forged of [
      undefined,
      "",
      `ask_user:a:${key}`,
      `ask_user:a:${key}:12`,
      `ask_user:s:${key}:1`,
      `ask_user:x:${key}`,
      `someone_else:a:${key}:1`,
      `ask_user:a:${"k".repeat(33)}:1`,
    ])
      expect(decodeCustomId(forged)).toBeUndefined();
  });

  it("verifies Ed25519 signatures over timestamp and body, within five minutes", () => {
    const { publicKey, privateKey } = generateKeyPairSync("ed25519");
    const hex = Buffer.from(String(publicKey.export({ format: "jwk" }).x), "base64url").toString(
      "hex",
    );
    const key = discordPublicKey(hex);
    const body = '{"type":1}';
    const at = 1_700_000_000_000;
    const timestamp = String(at / 1000);
    const signature = sign(null, Buffer.from(`${timestamp}${body}`), privateKey).toString("hex");
    const verified = (
      headers: { signature: string | null; timestamp: string | null },
      text = body,
      now = at,
    ) => verifyDiscordRequest(key, headers, text, now);
    expect(verified({ signature, timestamp })).toBe(true);
    expect(verified({ signature, timestamp }, body, at + 299_000)).toBe(true);
    expect(verified({ signature, timestamp }, body, at + 301_000)).toBe(false);
    expect(verified({ signature, timestamp }, body, at - 301_000)).toBe(false);
    expect(verified({ signature, timestamp }, '{"type":2}')).toBe(false);
    expect(verified({ signature: null, timestamp })).toBe(false);
    expect(verified({ signature, timestamp: null })).toBe(false);
    expect(verified({ signature: signature.slice(2), timestamp })).toBe(false);
    expect(verified({ signature: "zz".repeat(64), timestamp })).toBe(false);
    const other = generateKeyPairSync("ed25519").privateKey;
    const forged = sign(null, Buffer.from(`${timestamp}${body}`), other).toString("hex");
    expect(verified({ signature: forged, timestamp })).toBe(false);
  });
});
