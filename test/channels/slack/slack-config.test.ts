import { SocketModeReceiver } from "@slack/bolt";
import { describe, expect, it } from "vitest";
import { SLACK_EVENTS_PATH, SlackAdapter } from "../../../src/channels/slack/slack-adapter.js";
import { decodeClick, encodeClick } from "../../../src/channels/slack/slack-prompt.js";
import {
  signSlackRequest,
  verifySlackRequest,
} from "../../../src/channels/slack/slack-signature.js";
import { loadGatewayConfig } from "../../../src/config.js";

describe("slack configuration", () => {
  it("is off without ASK_USER_SLACK_TOKEN", () => {
    expect(loadGatewayConfig({}, { ASK_USER_SLACK_CHATS: "C1" }).slack).toBeUndefined();
  });

  it("reads the token, signing secret, API URL, default channels and allowed users from ASK_USER_SLACK_*", () => {
    const warnings: string[] = [];
    const config = loadGatewayConfig(
      {},
      {
        ASK_USER_SLACK_TOKEN: "xoxb-1-abc",
        ASK_USER_SLACK_SIGNING_SECRET: "shh",
        ASK_USER_SLACK_API_URL: "http://127.0.0.1:9000/api",
        ASK_USER_SLACK_CHATS: "C0123, C0456",
        ASK_USER_SLACK_ALLOWED: "U0111, W0222",
      },
      (line) => warnings.push(line),
    );
    expect(config.slack).toEqual({
      token: "xoxb-1-abc",
      signingSecret: "shh",
      apiUrl: "http://127.0.0.1:9000/api/",
      channelIds: ["C0123", "C0456"],
      allowedUsers: ["U0111", "W0222"],
    });
    expect(warnings).toEqual([]);
  });

  it("needs a signing secret for HTTP mode, and takes Socket Mode with an app token instead", () => {
    expect(() => loadGatewayConfig({}, { ASK_USER_SLACK_TOKEN: "xoxb-1" })).toThrow(
      "ASK_USER_SLACK_SIGNING_SECRET: required with ASK_USER_SLACK_TOKEN (or set ASK_USER_SLACK_APP_TOKEN for Socket Mode)",
    );
    const socket = loadGatewayConfig(
      {},
      { ASK_USER_SLACK_TOKEN: "xoxb-1", ASK_USER_SLACK_APP_TOKEN: "xapp-1-x" },
    );
    expect(socket.slack).toEqual({
      token: "xoxb-1",
      appToken: "xapp-1-x",
      channelIds: [],
      allowedUsers: [],
    });
    expect(() =>
      loadGatewayConfig(
        {},
        { ASK_USER_SLACK_TOKEN: "xoxb-1", ASK_USER_SLACK_APP_TOKEN: "xoxb-wrong" },
      ),
    ).toThrow(/^ASK_USER_SLACK_APP_TOKEN: /);
  });

  it("refuses malformed user ids and API URLs", () => {
    const base = { ASK_USER_SLACK_TOKEN: "xoxb-1", ASK_USER_SLACK_SIGNING_SECRET: "s" };
    expect(() => loadGatewayConfig({}, { ...base, ASK_USER_SLACK_ALLOWED: "alice" })).toThrow(
      /^ASK_USER_SLACK_ALLOWED: /,
    );
    expect(() =>
      loadGatewayConfig({}, { ...base, ASK_USER_SLACK_API_URL: "slack.com/api" }),
    ).toThrow(/^ASK_USER_SLACK_API_URL: /);
  });

  it("serves the HTTP route in HTTP mode only; Socket Mode has none", () => {
    expect(new SlackAdapter({ token: "xoxb-1", signingSecret: "s" }).webhook?.path).toBe(
      SLACK_EVENTS_PATH,
    );
    const socket = new SlackAdapter({ token: "xoxb-1", appToken: "xapp-1" });
    expect(socket.webhook).toBeUndefined();
    // Socket Mode runs through Bolt's own receiver.
    expect((socket.app as unknown as { receiver: unknown }).receiver).toBeInstanceOf(
      SocketModeReceiver,
    );
    expect(new SlackAdapter({ token: "xoxb-1", signingSecret: "s" }).client.slackApiUrl).toBe(
      "https://slack.com/api/",
    );
  });

  it("verifies v0 signatures within five minutes, and nothing else", () => {
    // Slack's documented example request.
    const secret = "8f742231b10e8888abcd99yyyzzz85a5";
    const body =
      "token=xyzz0WbapA4vBCDEFasx0q6G&team_id=T1DC2JH3J&team_domain=testteamnow&channel_id=G8PSS9T3V&channel_name=foobar&user_id=U2CERLKJA&user_name=roadrunner&command=%2Fwebhook-collect&text=&response_url=https%3A%2F%2Fhooks.slack.com%2Fcommands%2FT1DC2JH3J%2F397700885554%2F96rGlfmibIGlgcZRskXaIFfN&trigger_id=398738663015.47445629121.803a0bc887a14d10d2c447fce8b6703c";
    const timestamp = "1531420618";
    const signature = "v0=a2114d57b48eac39b9ad189dd8316235a7b4a8d21a10bd27519666489c69b503";
    expect(signSlackRequest(secret, timestamp, body)).toBe(signature);
    const at = 1531420618 * 1000;
    expect(verifySlackRequest(secret, { timestamp, signature }, body, at)).toBe(true);
    expect(verifySlackRequest(secret, { timestamp, signature }, body, at + 299_000)).toBe(true);
    expect(verifySlackRequest(secret, { timestamp, signature }, body, at + 301_000)).toBe(false);
    expect(verifySlackRequest(secret, { timestamp, signature }, `${body}x`, at)).toBe(false);
    expect(verifySlackRequest("other", { timestamp, signature }, body, at)).toBe(false);
    expect(verifySlackRequest(secret, { timestamp, signature: null }, body, at)).toBe(false);
    expect(verifySlackRequest(secret, { timestamp: "x", signature }, body, at)).toBe(false);
  });

  it("keeps button values short and maps them back", () => {
    for (const click of [
      { action: "option", index: 3 } as const,
      { action: "other" } as const,
      { action: "skip" } as const,
    ])
      expect(decodeClick(encodeClick(click))).toEqual(click);
    expect(decodeClick("a12")).toBeUndefined();
    expect(decodeClick(undefined)).toBeUndefined();
  });
});
