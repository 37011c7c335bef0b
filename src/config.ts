import { resolve } from "node:path";
import { isLocale, type Locale } from "./core/index.js";

export const DEFAULT_PORT = 7420;
export const DEFAULT_HOST = "127.0.0.1";
export const DEFAULT_DB_PATH = ".ask-user/ask-user.db";

export interface GatewayConfig {
  host: string;
  port: number;
  /** A SQLite file path, or `memory` for a store that forgets everything on exit. */
  db: string;
  token: string | undefined;
  /** The language of sessions that set none. */
  locale?: Locale;
  /** The Telegram channel, when `TELEGRAM_BOT_TOKEN` is set. */
  telegram?: TelegramConfig;
  /** The Slack channel, when `SLACK_BOT_TOKEN` is set. */
  slack?: SlackConfig;
}

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

export interface TelegramConfig {
  token: string;
  /** The Bot API server; undefined means Telegram's own. */
  apiRoot?: string;
  /** The default route: where questions of sessions without their own routes go. */
  chatIds: string[];
  /** Who may answer; empty means anyone in a routed chat. */
  allowedUsers: string[];
  /** Webhook mode instead of long polling. */
  webhook?: { url: string; secret: string };
}

type Env = Record<string, string | undefined>;

/** Reads the gateway's settings: command-line flags win over the environment, then defaults. */
export function loadGatewayConfig(
  flags: { host?: string; port?: string; db?: string },
  env: Env = process.env,
): GatewayConfig {
  const portText = flags.port ?? env.ASK_USER_PORT ?? String(DEFAULT_PORT);
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535)
    throw new Error(`port: expected an integer from 0 to 65535, got "${portText}"`);
  const db = flags.db ?? env.ASK_USER_DB ?? DEFAULT_DB_PATH;
  const locale = env.ASK_USER_LOCALE ?? "en";
  if (!isLocale(locale))
    throw new Error(`ASK_USER_LOCALE: expected one of en, de, th, got "${locale}"`);
  return {
    host: flags.host ?? env.ASK_USER_HOST ?? DEFAULT_HOST,
    port,
    db: db === "memory" || db === ":memory:" ? "memory" : resolve(db),
    token: env.ASK_USER_TOKEN === "" ? undefined : env.ASK_USER_TOKEN,
    locale,
    ...telegramConfig(env),
    ...slackConfig(env),
  };
}

const list = (text: string | undefined): string[] =>
  (text ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");

/** The `TELEGRAM_*` variables; none of them matter without `TELEGRAM_BOT_TOKEN`. */
function telegramConfig(env: Env): { telegram?: TelegramConfig } {
  const token = env.TELEGRAM_BOT_TOKEN?.trim();
  if (!token) return {};
  const allowedUsers = list(env.TELEGRAM_ALLOWED_USERS);
  const badUser = allowedUsers.find((user) => !/^\d+$/.test(user));
  if (badUser !== undefined)
    throw new Error(
      `TELEGRAM_ALLOWED_USERS: expected comma-separated numeric user ids, got "${badUser}"`,
    );
  const apiRoot = env.TELEGRAM_API_ROOT?.trim().replace(/\/+$/, "");
  const webhookUrl = env.TELEGRAM_WEBHOOK_URL?.trim();
  let webhook: TelegramConfig["webhook"];
  if (webhookUrl) {
    if (!/^https?:\/\//.test(webhookUrl))
      throw new Error(`TELEGRAM_WEBHOOK_URL: expected an http(s) URL, got "${webhookUrl}"`);
    const secret = env.TELEGRAM_WEBHOOK_SECRET?.trim() ?? "";
    // Telegram's own rule for secret_token; without one anybody could post fake taps.
    if (!/^[A-Za-z0-9_-]{1,256}$/.test(secret))
      throw new Error(
        "TELEGRAM_WEBHOOK_SECRET: required with TELEGRAM_WEBHOOK_URL, 1-256 characters of A-Z, a-z, 0-9, _ and -",
      );
    webhook = { url: webhookUrl, secret };
  }
  return {
    telegram: {
      token,
      ...(apiRoot ? { apiRoot } : {}),
      chatIds: list(env.TELEGRAM_CHAT_ID),
      allowedUsers,
      ...(webhook ? { webhook } : {}),
    },
  };
}

/** The `SLACK_*` variables; none of them matter without `SLACK_BOT_TOKEN`. */
function slackConfig(env: Env): { slack?: SlackConfig } {
  const token = env.SLACK_BOT_TOKEN?.trim();
  if (!token) return {};
  const allowedUsers = list(env.SLACK_ALLOWED_USERS);
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
    slack: {
      token,
      ...(signingSecret ? { signingSecret } : {}),
      ...(apiUrl ? { apiUrl: apiUrl.endsWith("/") ? apiUrl : `${apiUrl}/` } : {}),
      ...(appToken ? { appToken } : {}),
      channelIds: list(env.SLACK_CHANNEL_ID),
      allowedUsers,
    },
  };
}
