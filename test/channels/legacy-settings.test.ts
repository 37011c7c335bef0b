import { describe, expect, it } from "vitest";
import { CHANNEL_DEFINITIONS } from "../../src/channels/channel-catalog.js";
import {
  LEGACY_SETTINGS,
  renameLegacySettings,
  withOldNames,
} from "../../src/channels/legacy-settings.js";
import { loadGatewayConfig } from "../../src/config.js";

const READ_AS = (old: string, current: string) =>
  `${old} is read as ${current}: rename it; the old name will stop working in a later release`;

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

  it("turns a channel on by the new names alone, and by an old one alone", () => {
    const env = { ASK_USER_DISCORD_TOKEN: "MTI0.x.y" };
    expect(loadGatewayConfig({}, env).discord?.token).toBe("MTI0.x.y");
    expect(loadGatewayConfig({}, { DISCORD_BOT_TOKEN: "MTI0.x.y" }).discord?.token).toBe(
      "MTI0.x.y",
    );
    // The old name is only an alias: with the new one empty, the channel stays off.
    expect(
      loadGatewayConfig({}, { DISCORD_BOT_TOKEN: "MTI0.x.y", ASK_USER_DISCORD_TOKEN: "" }).discord,
    ).toBeUndefined();
  });

  it("leaves errors about settings set under their new names as they are", () => {
    expect(() =>
      loadGatewayConfig({}, { ASK_USER_SLACK_TOKEN: "xoxb-1", SLACK_CHANNEL_ID: "C1" }),
    ).toThrow(
      /^ASK_USER_SLACK_SIGNING_SECRET: required with ASK_USER_SLACK_TOKEN \(or set ASK_USER_SLACK_APP_TOKEN for Socket Mode\)$/,
    );
  });
});
