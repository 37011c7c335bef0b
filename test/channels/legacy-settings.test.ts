import { describe, expect, it } from "vitest";
import { CHANNEL_DEFINITIONS } from "../../src/channels/channel-catalog.js";
import type { Environment } from "../../src/channels/channel-definition.js";
import {
  LEGACY_SETTINGS,
  renameLegacySettings,
  withOldNames,
} from "../../src/channels/legacy-settings.js";
import { loadGatewayConfig } from "../../src/config.js";

const READ_AS = (old: string, current: string) =>
  `${old} is read as ${current}: rename it; the old name will stop working in a later release`;

const CHANNEL_ID = "1240000000000000200";
const USER_ID = "1240000000000001000";
const PUBLIC_KEY = "a".repeat(64);

/**
 * Each channel that had old names: a valid value for each of them, the settings they read as, a
 * token other than the old one, and values refused with an error naming the old name they came
 * from. Together the rows cover LEGACY_SETTINGS (checked below).
 */
const CHANNELS_WITH_OLD_NAMES = [
  {
    channel: "telegram",
    tokenOld: "TELEGRAM_BOT_TOKEN",
    oldValues: {
      TELEGRAM_BOT_TOKEN: "123:abc",
      TELEGRAM_CHAT_ID: "-1001, 42",
      TELEGRAM_ALLOWED_USERS: "111, 222",
      TELEGRAM_API_ROOT: "http://127.0.0.1:8081/",
      TELEGRAM_WEBHOOK_URL: "https://bot.example/hook",
      TELEGRAM_WEBHOOK_SECRET: "ok_Secret-1",
    },
    read: {
      token: "123:abc",
      apiRoot: "http://127.0.0.1:8081",
      chatIds: ["-1001", "42"],
      allowedUsers: ["111", "222"],
      webhook: { url: "https://bot.example/hook", secret: "ok_Secret-1" },
    },
    newToken: "456:def",
    refused: [
      {
        env: { TELEGRAM_BOT_TOKEN: "1:a", TELEGRAM_ALLOWED_USERS: "111,@ada" },
        error: /^ASK_USER_TELEGRAM_ALLOWED \(set as TELEGRAM_ALLOWED_USERS\): .*@ada/,
      },
    ],
  },
  {
    channel: "slack",
    tokenOld: "SLACK_BOT_TOKEN",
    oldValues: {
      SLACK_BOT_TOKEN: "xoxb-old",
      SLACK_CHANNEL_ID: "C0123",
      SLACK_ALLOWED_USERS: "U0111",
      SLACK_SIGNING_SECRET: "shh",
      SLACK_APP_TOKEN: "xapp-1-x",
      SLACK_API_URL: "http://127.0.0.1:9000/api",
    },
    read: {
      token: "xoxb-old",
      signingSecret: "shh",
      appToken: "xapp-1-x",
      apiUrl: "http://127.0.0.1:9000/api/",
      channelIds: ["C0123"],
      allowedUsers: ["U0111"],
    },
    newToken: "xoxb-new",
    refused: [
      {
        env: { SLACK_BOT_TOKEN: "xoxb-1" },
        error:
          "ASK_USER_SLACK_SIGNING_SECRET: required with ASK_USER_SLACK_TOKEN (set as SLACK_BOT_TOKEN) (or set ASK_USER_SLACK_APP_TOKEN for Socket Mode)",
      },
      {
        env: {
          ASK_USER_SLACK_TOKEN: "xoxb-1",
          ASK_USER_SLACK_SIGNING_SECRET: "s",
          SLACK_ALLOWED_USERS: "alice",
        },
        error:
          /^ASK_USER_SLACK_ALLOWED \(set as SLACK_ALLOWED_USERS\): expected comma-separated Slack user ids/,
      },
    ],
  },
  {
    channel: "discord",
    tokenOld: "DISCORD_BOT_TOKEN",
    oldValues: {
      DISCORD_BOT_TOKEN: "MTI0.x.y",
      DISCORD_CHANNEL_ID: CHANNEL_ID,
      DISCORD_ALLOWED_USERS: USER_ID,
      DISCORD_PUBLIC_KEY: PUBLIC_KEY,
      DISCORD_API_URL: "http://127.0.0.1:9000/api/",
    },
    read: {
      token: "MTI0.x.y",
      apiUrl: "http://127.0.0.1:9000/api",
      channelIds: [CHANNEL_ID],
      allowedUsers: [USER_ID],
      publicKey: PUBLIC_KEY,
    },
    newToken: "MTI0.new.z",
    refused: [
      {
        env: { DISCORD_BOT_TOKEN: "MTI0.x.y", DISCORD_CHANNEL_ID: "#general" },
        error:
          /^ASK_USER_DISCORD_CHATS \(set as DISCORD_CHANNEL_ID\): expected comma-separated channel ids .*got "#general"$/,
      },
    ],
  },
] as const;

/** Whatever one channel's settings read as, so the table's channels can be compared alike. */
function channelConfig(
  channel: (typeof CHANNELS_WITH_OLD_NAMES)[number]["channel"],
  env: Environment,
  warnings: string[] = [],
): unknown {
  return loadGatewayConfig({}, env, (line) => warnings.push(line))[channel];
}

describe("the settings' old names", () => {
  it("an old name alone is read as its new one, with a warning", () => {
    const renamed = renameLegacySettings({ TELEGRAM_BOT_TOKEN: "123:abc", PATH: "/bin" });
    expect(renamed.env).toEqual({
      TELEGRAM_BOT_TOKEN: "123:abc",
      PATH: "/bin",
      ASK_USER_TELEGRAM_TOKEN: "123:abc",
    });
    expect(renamed.warnings).toEqual([
      "TELEGRAM_BOT_TOKEN is read as ASK_USER_TELEGRAM_TOKEN: rename it; the old name will stop working in a later release",
    ]);
    expect([...renamed.readFrom]).toEqual([["ASK_USER_TELEGRAM_TOKEN", "TELEGRAM_BOT_TOKEN"]]);
  });

  it("with both set, the new one wins and the warning says the old one is ignored", () => {
    const renamed = renameLegacySettings({
      SLACK_BOT_TOKEN: "xoxb-old",
      ASK_USER_SLACK_TOKEN: "xoxb-new",
    });
    expect(renamed.env.ASK_USER_SLACK_TOKEN).toBe("xoxb-new");
    expect(renamed.warnings).toEqual([
      "SLACK_BOT_TOKEN is ignored: ASK_USER_SLACK_TOKEN is set and wins (the old name will stop being read in a later release)",
    ]);
    expect(renamed.readFrom.size).toBe(0);
  });

  it("with neither set, or only new names, nothing changes and nothing is said", () => {
    const env = { ASK_USER_SLACK_TOKEN: "xoxb-new", HOME: "/home/ada" };
    const renamed = renameLegacySettings(env);
    expect(renamed.env).toBe(env);
    expect(renamed.warnings).toEqual([]);
    expect(renamed.readFrom.size).toBe(0);
    expect(renameLegacySettings({}).warnings).toEqual([]);
  });

  it("a blank old name counts as unset; an empty new name is set, and keeps the old one out", () => {
    expect(renameLegacySettings({ DISCORD_BOT_TOKEN: "  " })).toMatchObject({
      warnings: [],
      env: { DISCORD_BOT_TOKEN: "  " },
    });
    const blocked = renameLegacySettings({
      DISCORD_BOT_TOKEN: "MTI0.x.y",
      ASK_USER_DISCORD_TOKEN: "",
    });
    expect(blocked.env.ASK_USER_DISCORD_TOKEN).toBe("");
    expect(blocked.warnings).toEqual([
      "DISCORD_BOT_TOKEN is ignored: ASK_USER_DISCORD_TOKEN is set, empty, which keeps the old name from being read",
    ]);
  });

  it("maps every old name to a variable some channel reads, each new name once, all ASK_USER_*", () => {
    const read = new Set(CHANNEL_DEFINITIONS.flatMap((definition) => definition.environment));
    const news = Object.values(LEGACY_SETTINGS);
    expect(news.filter((name) => !read.has(name))).toEqual([]);
    expect(new Set(news).size).toBe(news.length);
    // No channel reads an old name any more: the table is the only place they live.
    expect(Object.keys(LEGACY_SETTINGS).filter((name) => read.has(name))).toEqual([]);
    expect([...read].filter((name) => !name.startsWith("ASK_USER_"))).toEqual([]);
  });

  it("names the old name beside each new one an error mentions, once each", () => {
    const readFrom = new Map([
      ["ASK_USER_SLACK_TOKEN", "SLACK_BOT_TOKEN"],
      ["ASK_USER_SLACK_CHATS", "SLACK_CHANNEL_ID"],
    ]);
    expect(
      withOldNames(
        "ASK_USER_SLACK_SIGNING_SECRET: required with ASK_USER_SLACK_TOKEN (or set ASK_USER_SLACK_APP_TOKEN for Socket Mode)",
        readFrom,
      ),
    ).toBe(
      "ASK_USER_SLACK_SIGNING_SECRET: required with ASK_USER_SLACK_TOKEN (set as SLACK_BOT_TOKEN) (or set ASK_USER_SLACK_APP_TOKEN for Socket Mode)",
    );
    // A longer name that contains a renamed one is left alone.
    expect(withOldNames("ASK_USER_SLACK_CHATS_X: no", readFrom)).toBe("ASK_USER_SLACK_CHATS_X: no");
  });
});

describe("loadGatewayConfig with old names", () => {
  it("says every warning before it reads anything, so they come also when a setting is refused", () => {
    const warnings: string[] = [];
    expect(() =>
      loadGatewayConfig({}, { SLACK_BOT_TOKEN: "xoxb-1", ASK_USER_PORT: "x" }, (line) =>
        warnings.push(line),
      ),
    ).toThrow('port: expected an integer from 0 to 65535, got "x"');
    expect(warnings).toEqual([READ_AS("SLACK_BOT_TOKEN", "ASK_USER_SLACK_TOKEN")]);
  });

  it("leaves errors about settings set under their new names as they are", () => {
    expect(() =>
      loadGatewayConfig({}, { ASK_USER_SLACK_TOKEN: "xoxb-1", SLACK_CHANNEL_ID: "C1" }),
    ).toThrow(
      /^ASK_USER_SLACK_SIGNING_SECRET: required with ASK_USER_SLACK_TOKEN \(or set ASK_USER_SLACK_APP_TOKEN for Socket Mode\)$/,
    );
  });
});

describe.each(CHANNELS_WITH_OLD_NAMES)("$channel's old names", (channel) => {
  // In the table's order, which is the order of the warnings.
  const renames = Object.entries(LEGACY_SETTINGS).filter(([old]) => old in channel.oldValues);
  const oldEnv: Environment = channel.oldValues;
  const tokenNew = LEGACY_SETTINGS[channel.tokenOld] ?? "";

  it("are still read, each with a warning naming its new one, as the new names would be", () => {
    const warnings: string[] = [];
    expect(channelConfig(channel.channel, oldEnv, warnings)).toEqual(channel.read);
    expect(warnings).toEqual(renames.map(([old, current]) => READ_AS(old, current)));
    // The same values under the new names read the same, and quietly.
    const newEnv = Object.fromEntries(renames.map(([old, current]) => [current, oldEnv[old]]));
    const quiet: string[] = [];
    expect(channelConfig(channel.channel, newEnv, quiet)).toEqual(channel.read);
    expect(quiet).toEqual([]);
  });

  it("give way to a new name that is set: its value wins, and an empty one keeps the channel off", () => {
    const warnings: string[] = [];
    expect(
      channelConfig(channel.channel, { ...oldEnv, [tokenNew]: channel.newToken }, warnings),
    ).toEqual({ ...channel.read, token: channel.newToken });
    expect(warnings).toEqual(
      renames.map(([old, current]) =>
        old === channel.tokenOld
          ? `${old} is ignored: ${current} is set and wins (the old name will stop being read in a later release)`
          : READ_AS(old, current),
      ),
    );
    // Another tool's old token name cannot switch the channel on past an empty new one.
    const blocked: string[] = [];
    expect(
      channelConfig(
        channel.channel,
        { [channel.tokenOld]: "someone-elses", [tokenNew]: "" },
        blocked,
      ),
    ).toBeUndefined();
    expect(blocked).toEqual([
      `${channel.tokenOld} is ignored: ${tokenNew} is set, empty, which keeps the old name from being read`,
    ]);
  });

  it("are named beside their new names in an error about their values", () => {
    for (const { env, error } of channel.refused)
      expect(() => loadGatewayConfig({}, env)).toThrow(error);
  });
});

it("the channels' table covers every old name, each once", () => {
  const covered = CHANNELS_WITH_OLD_NAMES.flatMap((channel) => Object.keys(channel.oldValues));
  expect(covered.sort()).toEqual(Object.keys(LEGACY_SETTINGS).sort());
});
