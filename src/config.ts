import { resolve } from "node:path";
import { isLocale, type Locale } from "./core/index.js";
import {
  isPostgresSchemaName,
  isPostgresUrl,
  SCHEMA_NAME_RULE,
} from "./store/postgres/postgres-connection.js";

export const DEFAULT_PORT = 7420;
export const DEFAULT_HOST = "127.0.0.1";
export const DEFAULT_DB_PATH = ".ask-user/ask-user.db";

export interface GatewayConfig {
  host: string;
  port: number;
  /**
   * A SQLite file path, `memory` for a store that forgets everything on exit, or a
   * `postgres://` URL for a database several gateways share.
   */
  db: string;
  /** The PostgreSQL schema holding the tables (`ASK_USER_DB_SCHEMA`); default `public`. */
  dbSchema?: string;
  /**
   * `ASK_USER_LEASE_SECONDS`, on PostgreSQL: how long a dead gateway keeps a long poll before
   * another takes it over.
   */
  leaseSeconds?: number;
  /** `ASK_USER_TOKEN`: one bearer token for agents and humans; a role's own token wins. */
  token: string | undefined;
  /** `ASK_USER_AGENT_TOKEN`: asking, waiting, cancelling, MCP. */
  agentToken?: string;
  /** `ASK_USER_HUMAN_TOKEN`: answering, replies, session settings, the Control UI. */
  humanToken?: string;
  /** `ASK_USER_METRICS_TOKEN`: `/metrics`; without it the agent's token. */
  metricsToken?: string;
  /** `ASK_USER_ALLOWED_ORIGINS`: browser origins besides the gateway's own that may call it. */
  allowedOrigins?: string[];
  /** `ASK_USER_ANSWER_RATE`: answer and reply attempts per minute per source. */
  answerRatePerMinute?: number;
  /** `ASK_USER_AUTH_FAILURE_RATE`: wrong tokens per minute per source. */
  authFailureRatePerMinute?: number;
  /** `ASK_USER_TRUST_PROXY=1`: the source is the last `X-Forwarded-For` address. */
  trustProxy?: boolean;
  /** The language of sessions that set none. */
  locale?: Locale;
  /** The Telegram channel, when `TELEGRAM_BOT_TOKEN` is set. */
  telegram?: TelegramConfig;
  /** The Slack channel, when `SLACK_BOT_TOKEN` is set. */
  slack?: SlackConfig;
  /** The Discord channel, when `DISCORD_BOT_TOKEN` is set. */
  discord?: DiscordConfig;
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

export interface DiscordConfig {
  /** The bot token. */
  token: string;
  /** The REST API; undefined means Discord's own. */
  apiUrl?: string;
  /** The default route: channel ids (a DM channel too) where questions of sessions go. */
  channelIds: string[];
  /** Who may answer (user ids); empty means anyone in a routed channel. */
  allowedUsers: string[];
  /** The application's public key (hex): interactions may then also arrive over HTTP. */
  publicKey?: string;
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
    ...storeConfig(db, env),
    token: env.ASK_USER_TOKEN === "" ? undefined : env.ASK_USER_TOKEN,
    ...securityConfig(env),
    locale,
    ...telegramConfig(env),
    ...slackConfig(env),
    ...discordConfig(env),
  };
}

/** `ASK_USER_DB`: `memory`, a PostgreSQL URL (kept as given), or a SQLite path (made absolute). */
function storeConfig(
  db: string,
  env: Env,
): Pick<GatewayConfig, "db" | "dbSchema" | "leaseSeconds"> {
  if (!isPostgresUrl(db)) {
    // Settings that would silently do nothing are refused instead.
    for (const name of ["ASK_USER_DB_SCHEMA", "ASK_USER_LEASE_SECONDS"] as const)
      if (env[name]?.trim())
        throw new Error(`${name}: only applies when ASK_USER_DB is a postgres:// URL`);
    return { db: db === "memory" || db === ":memory:" ? "memory" : resolve(db) };
  }
  // The URL may hold a password: the error never repeats it.
  if (!URL.canParse(db))
    throw new Error(
      "ASK_USER_DB: expected a URL such as postgres://user:password@host:5432/database, got a postgres URL that cannot be parsed",
    );
  const leaseText = env.ASK_USER_LEASE_SECONDS?.trim();
  const leaseSeconds = leaseText ? Number(leaseText) : undefined;
  if (
    leaseSeconds !== undefined &&
    !(Number.isInteger(leaseSeconds) && leaseSeconds >= 1 && leaseSeconds <= 300)
  )
    throw new Error(
      `ASK_USER_LEASE_SECONDS: expected a whole number of seconds from 1 to 300, got "${leaseText}"`,
    );
  const lease = leaseSeconds === undefined ? {} : { leaseSeconds };
  const schema = env.ASK_USER_DB_SCHEMA?.trim();
  if (!schema) return { db, ...lease };
  if (!isPostgresSchemaName(schema))
    throw new Error(`ASK_USER_DB_SCHEMA: expected ${SCHEMA_NAME_RULE}, got "${schema}"`);
  return { db, dbSchema: schema, ...lease };
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

/** Role tokens, allowed browser origins, rate limits and proxy trust (`ASK_USER_*`). */
function securityConfig(
  env: Env,
): Pick<
  GatewayConfig,
  | "agentToken"
  | "humanToken"
  | "metricsToken"
  | "allowedOrigins"
  | "answerRatePerMinute"
  | "authFailureRatePerMinute"
  | "trustProxy"
> {
  const secret = (name: string) => (env[name] === "" ? undefined : env[name]);
  const agentToken = secret("ASK_USER_AGENT_TOKEN");
  const humanToken = secret("ASK_USER_HUMAN_TOKEN");
  const metricsToken = secret("ASK_USER_METRICS_TOKEN");
  const allowedOrigins = list(env.ASK_USER_ALLOWED_ORIGINS).map((origin) => {
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    // An origin is scheme, host and port only, exactly as browsers send it.
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin)
      throw new Error(
        `ASK_USER_ALLOWED_ORIGINS: expected comma-separated origins such as https://app.example.com (scheme, host, optional port; no path or trailing slash), got "${origin}"`,
      );
    return origin;
  });
  const rate = (name: string): number | undefined => {
    const text = env[name]?.trim();
    if (!text) return undefined;
    if (!/^\d+$/.test(text) || Number(text) < 1)
      throw new Error(`${name}: expected a positive integer (attempts per minute), got "${text}"`);
    return Number(text);
  };
  const answerRatePerMinute = rate("ASK_USER_ANSWER_RATE");
  const authFailureRatePerMinute = rate("ASK_USER_AUTH_FAILURE_RATE");
  const trustProxy = env.ASK_USER_TRUST_PROXY?.trim();
  if (trustProxy && trustProxy !== "0" && trustProxy !== "1")
    throw new Error(`ASK_USER_TRUST_PROXY: expected 1 or 0, got "${trustProxy}"`);
  return {
    ...(agentToken === undefined ? {} : { agentToken }),
    ...(humanToken === undefined ? {} : { humanToken }),
    ...(metricsToken === undefined ? {} : { metricsToken }),
    ...(allowedOrigins.length === 0 ? {} : { allowedOrigins }),
    ...(answerRatePerMinute === undefined ? {} : { answerRatePerMinute }),
    ...(authFailureRatePerMinute === undefined ? {} : { authFailureRatePerMinute }),
    ...(trustProxy === "1" ? { trustProxy: true } : {}),
  };
}

/** The `DISCORD_*` variables; none of them matter without `DISCORD_BOT_TOKEN`. */
function discordConfig(env: Env): { discord?: DiscordConfig } {
  const token = env.DISCORD_BOT_TOKEN?.trim().replace(/^Bot\s+/i, "");
  if (!token) return {};
  const snowflakes = (name: string, what: string): string[] => {
    const ids = list(env[name]);
    const bad = ids.find((id) => !/^\d{17,20}$/.test(id));
    if (bad !== undefined)
      throw new Error(
        `${name}: expected comma-separated ${what} ids (17-20 digits, from Copy ID in Developer Mode), got "${bad}"`,
      );
    return ids;
  };
  const channelIds = snowflakes("DISCORD_CHANNEL_ID", "channel");
  const allowedUsers = snowflakes("DISCORD_ALLOWED_USERS", "user");
  const apiUrl = env.DISCORD_API_URL?.trim().replace(/\/+$/, "");
  if (apiUrl && !/^https?:\/\//.test(apiUrl))
    throw new Error(`DISCORD_API_URL: expected an http(s) URL, got "${apiUrl}"`);
  const publicKey = env.DISCORD_PUBLIC_KEY?.trim();
  // Without a valid key the interactions route could not tell Discord from anybody else.
  if (publicKey && !/^[0-9a-fA-F]{64}$/.test(publicKey))
    throw new Error(
      "DISCORD_PUBLIC_KEY: expected the application's public key, 64 hex characters (General Information in the Developer Portal)",
    );
  return {
    discord: {
      token,
      ...(apiUrl ? { apiUrl } : {}),
      channelIds,
      allowedUsers,
      ...(publicKey ? { publicKey: publicKey.toLowerCase() } : {}),
    },
  };
}
