import { visibleCommaList } from "../../core/index.js";
import { loadOptionalCode } from "../../core/optional-code.js";
import type { ChannelDefinition } from "../channel-definition.js";
import { noAllowList, noDefaultRoute, publicPath, routeSummary } from "../channel-description.js";

export interface SlackConfig {
  /** The bot token, `xoxb-…`. */
  token: string;
  /** Verifies requests to the HTTP route; required unless Socket Mode is on. */
  signingSecret?: string;
  /** The Web API; undefined means Slack's own. */
  apiUrl?: string;
  /** Socket Mode instead of the HTTP route: the app-level token, `xapp-…`. */
  appToken?: string;
  /** The default route: channel ids where questions of sessions without routes go. */
  channelIds: string[];
  /** Who may answer (Slack user ids); empty means anyone in a routed channel. */
  allowedUsers: string[];
}

/** Slack, on `ASK_USER_SLACK_*`; none of them matter without `ASK_USER_SLACK_TOKEN`. */
export const slackChannel: ChannelDefinition<"slack", SlackConfig, never> = {
  name: "slack",
  environment: [
    "ASK_USER_SLACK_TOKEN",
    "ASK_USER_SLACK_SIGNING_SECRET",
    "ASK_USER_SLACK_APP_TOKEN",
    "ASK_USER_SLACK_CHATS",
    "ASK_USER_SLACK_ALLOWED",
    "ASK_USER_SLACK_API_URL",
  ],
  readConfig(env) {
    const token = env.ASK_USER_SLACK_TOKEN?.trim();
    if (!token) return undefined;
    const allowedUsers = visibleCommaList("ASK_USER_SLACK_ALLOWED", env.ASK_USER_SLACK_ALLOWED);
    const badUser = allowedUsers.find((user) => !/^[UW][A-Z0-9]+$/.test(user));
    if (badUser !== undefined)
      throw new Error(
        `ASK_USER_SLACK_ALLOWED: expected comma-separated Slack user ids such as U0123ABCD, got "${badUser}"`,
      );
    const apiUrl = env.ASK_USER_SLACK_API_URL?.trim();
    if (apiUrl && !/^https?:\/\//.test(apiUrl))
      throw new Error(`ASK_USER_SLACK_API_URL: expected an http(s) URL, got "${apiUrl}"`);
    const appToken = env.ASK_USER_SLACK_APP_TOKEN?.trim();
    if (appToken && !appToken.startsWith("xapp-"))
      throw new Error("ASK_USER_SLACK_APP_TOKEN: expected an app-level token starting with xapp-");
    const signingSecret = env.ASK_USER_SLACK_SIGNING_SECRET?.trim();
    // Without a secret anybody could post fake clicks to the HTTP route.
    if (!appToken && !signingSecret)
      throw new Error(
        "ASK_USER_SLACK_SIGNING_SECRET: required with ASK_USER_SLACK_TOKEN (or set ASK_USER_SLACK_APP_TOKEN for Socket Mode)",
      );
    return {
      token,
      ...(signingSecret ? { signingSecret } : {}),
      ...(apiUrl ? { apiUrl: apiUrl.endsWith("/") ? apiUrl : `${apiUrl}/` } : {}),
      ...(appToken ? { appToken } : {}),
      channelIds: visibleCommaList("ASK_USER_SLACK_CHATS", env.ASK_USER_SLACK_CHATS),
      allowedUsers,
    };
  },
  describe(config, gateway) {
    const mode =
      config.appToken === undefined
        ? `HTTP mode: Slack posts to ${publicPath(gateway.publicUrl, "/channels/slack/events")}`
        : "Socket Mode";
    return {
      summary: `${mode}, ${routeSummary(config.channelIds.length, "channel", config.allowedUsers.length)}`,
      lacks: [
        ...(config.appToken === undefined
          ? [
              "no ASK_USER_SLACK_APP_TOKEN: HTTP mode, so Slack must reach this gateway over public https (Socket Mode needs no public URL)",
            ]
          : []),
        ...(config.appToken !== undefined && config.signingSecret !== undefined
          ? ["ASK_USER_SLACK_SIGNING_SECRET is not used: Socket Mode serves no HTTP route"]
          : []),
        ...(config.channelIds.length === 0 ? [noDefaultRoute("ASK_USER_SLACK_CHATS")] : []),
        ...(config.allowedUsers.length === 0
          ? [noAllowList("ASK_USER_SLACK_ALLOWED", "anyone in a routed channel")]
          : []),
      ],
    };
  },
  async setup(config) {
    const { SlackAdapter } = await loadOptionalCode(
      "slack",
      ["@slack/bolt", "@slack/web-api"],
      () => import("./slack-adapter.js"),
    );
    return {
      adapter: new SlackAdapter({
        token: config.token,
        ...(config.signingSecret === undefined ? {} : { signingSecret: config.signingSecret }),
        ...(config.apiUrl === undefined ? {} : { apiUrl: config.apiUrl }),
        ...(config.appToken === undefined ? {} : { appToken: config.appToken }),
      }),
      defaultChatIds: config.channelIds,
      allowedUsers: config.allowedUsers,
    };
  },
};
