import { visibleCommaList } from "../../core/index.js";
import { loadChannelCode } from "../channel-code.js";
import type { ChannelDefinition } from "../channel-definition.js";

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

/** Slack, on `SLACK_*`; none of them matter without `SLACK_BOT_TOKEN`. */
export const slackChannel: ChannelDefinition<"slack", SlackConfig, never> = {
  name: "slack",
  environment: [
    "SLACK_BOT_TOKEN",
    "SLACK_SIGNING_SECRET",
    "SLACK_APP_TOKEN",
    "SLACK_CHANNEL_ID",
    "SLACK_ALLOWED_USERS",
    "SLACK_API_URL",
  ],
  readConfig(env) {
    const token = env.SLACK_BOT_TOKEN?.trim();
    if (!token) return undefined;
    const allowedUsers = visibleCommaList("SLACK_ALLOWED_USERS", env.SLACK_ALLOWED_USERS);
    const badUser = allowedUsers.find((user) => !/^[UW][A-Z0-9]+$/.test(user));
    if (badUser !== undefined)
      throw new Error(
        `SLACK_ALLOWED_USERS: expected comma-separated Slack user ids such as U0123ABCD, got "${badUser}"`,
      );
    const apiUrl = env.SLACK_API_URL?.trim();
    if (apiUrl && !/^https?:\/\//.test(apiUrl))
      throw new Error(`SLACK_API_URL: expected an http(s) URL, got "${apiUrl}"`);
    const appToken = env.SLACK_APP_TOKEN?.trim();
    if (appToken && !appToken.startsWith("xapp-"))
      throw new Error("SLACK_APP_TOKEN: expected an app-level token starting with xapp-");
    const signingSecret = env.SLACK_SIGNING_SECRET?.trim();
    // Without a secret anybody could post fake clicks to the HTTP route.
    if (!appToken && !signingSecret)
      throw new Error(
        "SLACK_SIGNING_SECRET: required with SLACK_BOT_TOKEN (or set SLACK_APP_TOKEN for Socket Mode)",
      );
    return {
      token,
      ...(signingSecret ? { signingSecret } : {}),
      ...(apiUrl ? { apiUrl: apiUrl.endsWith("/") ? apiUrl : `${apiUrl}/` } : {}),
      ...(appToken ? { appToken } : {}),
      channelIds: visibleCommaList("SLACK_CHANNEL_ID", env.SLACK_CHANNEL_ID),
      allowedUsers,
    };
  },
  async setup(config) {
    const { SlackAdapter } = await loadChannelCode(
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
