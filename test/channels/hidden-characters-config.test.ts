import { describe, expect, it } from "vitest";
import { readChannelConfigs } from "../../src/channels/channel-catalog.js";
import { loadGatewayConfig } from "../../src/config.js";
import { HIDDEN_CHARACTERS_RULE, quoteVisibly } from "../../src/core/index.js";

const TELEGRAM = { ASK_USER_TELEGRAM_TOKEN: "123:abc" };
const SLACK = { ASK_USER_SLACK_TOKEN: "xoxb-1", ASK_USER_SLACK_SIGNING_SECRET: "secret" };
const DISCORD = { ASK_USER_DISCORD_TOKEN: "token" };
const TEAMS = {
  ASK_USER_TEAMS_APP_ID: "5f3c2a10-7b1e-4c55-9d2e-0a1b2c3d4e5f",
  ASK_USER_TEAMS_APP_PASSWORD: "secret",
};
const WHATSAPP = {
  ASK_USER_WHATSAPP_TOKEN: "token",
  ASK_USER_WHATSAPP_PHONE_NUMBER_ID: "1234567890",
  ASK_USER_WHATSAPP_APP_SECRET: "app-secret",
  ASK_USER_WHATSAPP_VERIFY_TOKEN: "0123456789abcdef",
};
const EMAIL = {
  ASK_USER_SMTP_URL: "smtps://ask-user%40example.com:app-password@smtp.example.com:465",
  ASK_USER_EMAIL_FROM: "Ask User <ask-user@example.com>",
  ASK_USER_EMAIL_LINK_SECRET: "0123456789abcdef0123456789abcdef",
};

const WEBHOOK = { ASK_USER_WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 1).toString("base64")}` };

/** The message a setting with a hidden character is refused with. */
function refusal(variable: string, shown: string): string {
  return `${variable}: ${HIDDEN_CHARACTERS_RULE}, got ${shown}`;
}

describe("settings naming chats, users or addresses with control or invisible formatting characters", () => {
  it.each([
    [
      "ASK_USER_EMAIL_TO",
      '"bob@\\u202Eelpmaxe.com"',
      "ada@example.com, bob@\u202Eelpmaxe.com",
      EMAIL,
    ],
    [
      "ASK_USER_EMAIL_TO",
      '"ada@example.com\\u0000.evil.example"',
      "ada@example.com\u0000.evil.example",
      EMAIL,
    ],
    ["ASK_USER_EMAIL_ALLOWED", '"ada\\u200B@example.com"', "ada\u200b@example.com", EMAIL],
    [
      "ASK_USER_EMAIL_FROM",
      '"Ask User <ask-user@example.com\\u0000.evil>"',
      "Ask User <ask-user@example.com\u0000.evil>",
      EMAIL,
    ],
    [
      "ASK_USER_TEAMS_CHATS",
      '"19:abc@thread.tacv2\\u0000.evil"',
      "19:abc@thread.tacv2\u0000.evil",
      TEAMS,
    ],
    ["ASK_USER_TEAMS_ALLOWED", '"29:1abc\\u202E"', "29:1abc\u202E", TEAMS],
    ["ASK_USER_TELEGRAM_CHATS", '"\\u202E-1001234"', "-100, \u202E-1001234", TELEGRAM],
    ["ASK_USER_TELEGRAM_ALLOWED", '"12\\u200B34"', "12\u200b34", TELEGRAM],
    ["ASK_USER_SLACK_CHATS", '"C0123\\u2066ABCD"', "C0123\u2066ABCD", SLACK],
    ["ASK_USER_SLACK_ALLOWED", '"U0123\\u0000"', "U0123\u0000", SLACK],
    ["ASK_USER_DISCORD_CHATS", '"123456789012345678\\u200F"', "123456789012345678\u200f", DISCORD],
    ["ASK_USER_WHATSAPP_TO", '"+49\\u202E1511234567"', "+49\u202E1511234567", WHATSAPP],
    ["ASK_USER_WHATSAPP_ALLOWED", '"\\u061C491511234567"', "\u061c491511234567", WHATSAPP],
    [
      "ASK_USER_WEBHOOK_URLS",
      '"https://hooks.example.com/a\\u0000.evil"',
      "https://hooks.example.com/a\u0000.evil",
      WEBHOOK,
    ],
  ] as const)(
    "refuses %s, naming it and showing the value as %s",
    (variable, shown, value, base) => {
      const env = { ...base, [variable]: value };
      expect(() => readChannelConfigs(env)).toThrow(refusal(variable, shown));
      expect(() => loadGatewayConfig({}, env)).toThrow(refusal(variable, shown));
    },
  );

  it("names the old name a value was set under", () => {
    expect(() =>
      loadGatewayConfig({}, { TELEGRAM_BOT_TOKEN: "123:abc", TELEGRAM_CHAT_ID: "\u202E-1001234" }),
    ).toThrow(
      `ASK_USER_TELEGRAM_CHATS (set as TELEGRAM_CHAT_ID): ${HIDDEN_CHARACTERS_RULE}, got "\\u202E-1001234"`,
    );
  });

  it("never shows the characters raw", () => {
    let message = "";
    try {
      readChannelConfigs({ ...EMAIL, ASK_USER_EMAIL_TO: "a\u0000b\u202E@c\u200b.d\u0085" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe(refusal("ASK_USER_EMAIL_TO", '"a\\u0000b\\u202E@c\\u200B.d\\u0085"'));
    expect(message).not.toMatch(/[\p{Cc}\p{Cf}]/u);
  });

  it("keeps ordinary values, non-ASCII letters and all", () => {
    const configs = readChannelConfigs({
      ...EMAIL,
      ASK_USER_EMAIL_TO: "jürgen@exämple.de, Ada@EXAMPLE.com",
      ASK_USER_EMAIL_ALLOWED: "jürgen@exämple.de",
      ...TEAMS,
      ASK_USER_TEAMS_CHATS: "19:abc@thread.tacv2, a:1personal",
      ...TELEGRAM,
      ASK_USER_TELEGRAM_CHATS: "-1001234, @kanal_für_fragen",
    });
    expect(configs.email?.to).toEqual(["jürgen@exämple.de", "Ada@example.com"]);
    expect(configs.email?.allowed).toEqual(["jürgen@exämple.de"]);
    expect(configs.teams?.chats).toEqual(["19:abc@thread.tacv2", "a:1personal"]);
    expect(configs.telegram?.chatIds).toEqual(["-1001234", "@kanal_für_fragen"]);
  });
});

describe("quoteVisibly", () => {
  it("escapes controls and formatting characters, astral ones too, and keeps letters", () => {
    expect(quoteVisibly('jürgen "J" @exämple.de')).toBe('"jürgen \\"J\\" @exämple.de"');
    expect(quoteVisibly("\u0000\t\u007f\u0085\u00ad\u061c\u200b\u202e\u2069\ufeff\u{e0041}")).toBe(
      '"\\u0000\\t\\u007F\\u0085\\u00AD\\u061C\\u200B\\u202E\\u2069\\uFEFF\\u{E0041}"',
    );
  });
});
