import { resolve } from "node:path";
import {
  type ChannelConfigs,
  type ChannelStatus,
  describeChannels,
  readChannelConfigs,
} from "./channels/channel-catalog.js";
import type { Environment } from "./channels/channel-definition.js";
import { renameLegacySettings, withOldNames } from "./channels/legacy-settings.js";
import { readPublicUrl } from "./channels/public-url.js";
import { commaList, isLocale, type Locale, SUPPORTED_LOCALES } from "./core/index.js";
import { requireConfiguredPlan } from "./service/delivery-plan.js";
import {
  isPostgresSchemaName,
  isPostgresUrl,
  SCHEMA_NAME_RULE,
} from "./store/postgres/postgres-connection.js";
import type { DeliveryPlan } from "./store/question-store.js";

export const DEFAULT_PORT = 7420;
export const DEFAULT_HOST = "127.0.0.1";
export const DEFAULT_DB_PATH = ".ask-user/ask-user.db";

/** The gateway's settings, with each configured channel's under its name. */
export interface GatewayConfig extends ChannelConfigs {
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
   * another takes it over; its unfinished sends are resumed after four leases.
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
  /**
   * `ASK_USER_ALLOWED_HOSTS`: `Host` names (an optional port each) taken besides loopback ones
   * on a gateway bound to loopback; elsewhere, when set, the only ones taken.
   */
  allowedHosts?: string[];
  /** `ASK_USER_FRAME_ANCESTORS`: origins besides the gateway's own that may frame the Control UI. */
  frameAncestors?: string[];
  /** `ASK_USER_ANSWER_RATE`: answer and reply attempts per minute per source. */
  answerRatePerMinute?: number;
  /** `ASK_USER_AUTH_FAILURE_RATE`: wrong tokens per minute per source. */
  authFailureRatePerMinute?: number;
  /** `ASK_USER_TRUST_PROXY=1`: the source is the last `X-Forwarded-For` address. */
  trustProxy?: boolean;
  /**
   * `ASK_USER_METRICS`: `1` serves `/metrics` (and needs prom-client), `0` leaves it out; unset,
   * it is served when prom-client is installed.
   */
  metrics?: boolean;
  /** The language of sessions that set none. */
  locale?: Locale;
  /**
   * `ASK_USER_PUBLIC_URL`: where humans reach the gateway (behind a proxy, say), for the links
   * channels send; without it, where the gateway listens.
   */
  publicUrl?: string;
  /**
   * `ASK_USER_PLAN`: the delivery plan of sessions that set none. Its channel names are
   * checked when the gateway assembles, against the channels it runs.
   */
  plan?: DeliveryPlan;
  /** `ASK_USER_MCP_IDLE_SECONDS`: an MCP session with no request open this long is closed. */
  mcpIdleSeconds?: number;
  /** `ASK_USER_MCP_MAX_SESSIONS`: the most MCP sessions one token (or tokenless client) holds. */
  mcpMaxSessions?: number;
}

export type { ChannelStatus } from "./channels/channel-catalog.js";

/**
 * Reads the gateway's settings: command-line flags win over the environment, then defaults.
 * A setting's old name (`SLACK_BOT_TOKEN`, see `legacy-settings.ts`) is read as its new one
 * unless that is set; `warn` gets one line for each old name set, before anything can fail,
 * and an error about a setting read from an old name names that old name too.
 */
export function loadGatewayConfig(
  flags: { host?: string; port?: string; db?: string },
  env: Environment = process.env,
  warn: (line: string) => void = () => {},
): GatewayConfig {
  const renamed = renameLegacySettings(env);
  for (const line of renamed.warnings) warn(line);
  try {
    return readGatewayConfig(flags, renamed.env);
  } catch (error) {
    if (renamed.readFrom.size === 0 || !(error instanceof Error)) throw error;
    throw new Error(withOldNames(error.message, renamed.readFrom), { cause: error });
  }
}

/**
 * Every channel as `ask-user serve --check` shows it: on or off, how it runs and what it
 * still lacks, in catalog order, then Web Push.
 */
export function describeGatewayChannels(config: GatewayConfig): ChannelStatus[] {
  return describeChannels(config, { publicUrl: config.publicUrl });
}

/**
 * The start's check of the default plan's channel names against the channels that will run,
 * in the start's words, for `ask-user serve --check`. The routes' addresses (a webhook's URL,
 * a mail address) are checked by their channels at the start only.
 */
export function requirePlanChannels(config: GatewayConfig): void {
  if (config.plan === undefined) return;
  const running = describeGatewayChannels(config)
    .filter((channel) => channel.on)
    .map((channel) => channel.name);
  const issues = config.plan.steps.flatMap((step, stepIndex) =>
    step.routes.flatMap((route, routeIndex) =>
      running.includes(route.channel)
        ? []
        : [
            `steps[${stepIndex}].routes[${routeIndex}].channel: expected one of: ${running.join(", ")}`,
          ],
    ),
  );
  if (issues.length > 0) throw new Error(`ASK_USER_PLAN: ${issues.join("; ")}`);
}

function readGatewayConfig(
  flags: { host?: string; port?: string; db?: string },
  env: Environment,
): GatewayConfig {
  const portText = flags.port ?? env.ASK_USER_PORT ?? String(DEFAULT_PORT);
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535)
    throw new Error(`port: expected an integer from 0 to 65535, got "${portText}"`);
  // An empty ASK_USER_DB is unset, as with the tokens.
  const db = flags.db ?? (env.ASK_USER_DB || DEFAULT_DB_PATH);
  if (!isStoreSetting(db)) {
    // Another scheme's URL may hold a password: only its scheme is repeated.
    const shown = URL_SCHEME.test(db) ? `a ${db.split(":")[0]}: URL` : `"${db}"`;
    throw new Error(
      `${flags.db === undefined ? "ASK_USER_DB" : "--db"}: ${shown} is not memory, a postgres:// URL, or a database file (a path with a directory, or a name ending .db/.sqlite/.sqlite3)`,
    );
  }
  const locale = env.ASK_USER_LOCALE ?? "en";
  if (!isLocale(locale))
    throw new Error(
      `ASK_USER_LOCALE: expected one of ${SUPPORTED_LOCALES.join(", ")}, got "${locale}"`,
    );
  return {
    host: flags.host ?? env.ASK_USER_HOST ?? DEFAULT_HOST,
    port,
    ...storeConfig(db, env),
    token: env.ASK_USER_TOKEN === "" ? undefined : env.ASK_USER_TOKEN,
    ...securityConfig(env),
    locale,
    ...publicUrlConfig(env),
    ...planConfig(env),
    ...mcpConfig(env),
    ...readChannelConfigs(env),
  };
}

/** `ASK_USER_PUBLIC_URL`: an absolute http(s) URL without query or fragment. */
function publicUrlConfig(env: Environment): Pick<GatewayConfig, "publicUrl"> {
  const text = env.ASK_USER_PUBLIC_URL?.trim();
  if (!text) return {};
  return { publicUrl: readPublicUrl(text, "ASK_USER_PUBLIC_URL") };
}

/** `ASK_USER_PLAN`, a JSON text `{"steps":[…]}`: checked for everything but channel names. */
function planConfig(env: Environment): Pick<GatewayConfig, "plan"> {
  const text = env.ASK_USER_PLAN?.trim();
  if (!text) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw new Error(`ASK_USER_PLAN: not JSON (${(error as Error).message})`);
  }
  return { plan: requireConfiguredPlan(body, undefined, "ASK_USER_PLAN") };
}

/** At most a week: an idle session is only memory, and a client that vanished never returns. */
const MAX_MCP_IDLE_SECONDS = 7 * 24 * 3600;

/** The limits on MCP Streamable HTTP sessions (`ASK_USER_MCP_*`). */
function mcpConfig(env: Environment): Pick<GatewayConfig, "mcpIdleSeconds" | "mcpMaxSessions"> {
  const whole = (name: string, max: number, unit: string): number | undefined => {
    const text = env[name]?.trim();
    if (!text) return undefined;
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < 1 || value > max)
      throw new Error(
        `${name}: expected a whole number of ${unit} from 1 to ${max}, got "${text}"`,
      );
    return value;
  };
  const mcpIdleSeconds = whole("ASK_USER_MCP_IDLE_SECONDS", MAX_MCP_IDLE_SECONDS, "seconds");
  const mcpMaxSessions = whole("ASK_USER_MCP_MAX_SESSIONS", 100_000, "sessions");
  return {
    ...(mcpIdleSeconds === undefined ? {} : { mcpIdleSeconds }),
    ...(mcpMaxSessions === undefined ? {} : { mcpMaxSessions }),
  };
}

/**
 * Whether a `db` setting is one of its accepted forms. A bare word such as `memroy` is refused
 * rather than taken as a file name: a typo would otherwise quietly create a database file.
 */
export function isStoreSetting(db: string): boolean {
  if (db === "memory" || db === ":memory:" || isPostgresUrl(db)) return true;
  // Any other URL is no file, though it has slashes.
  if (URL_SCHEME.test(db)) return false;
  return /[/\\]/.test(db) || /\.(db|sqlite3?)$/i.test(db);
}

/** The start of a URL such as `mysql://`. */
const URL_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/** `ASK_USER_DB`: `memory`, a PostgreSQL URL (kept as given), or a SQLite path (made absolute). */
function storeConfig(
  db: string,
  env: Environment,
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

/** Role tokens, allowed browser origins, rate limits and proxy trust (`ASK_USER_*`). */
function securityConfig(
  env: Environment,
): Pick<
  GatewayConfig,
  | "agentToken"
  | "humanToken"
  | "metricsToken"
  | "allowedOrigins"
  | "allowedHosts"
  | "frameAncestors"
  | "answerRatePerMinute"
  | "authFailureRatePerMinute"
  | "trustProxy"
  | "metrics"
> {
  const secret = (name: string) => (env[name] === "" ? undefined : env[name]);
  const agentToken = secret("ASK_USER_AGENT_TOKEN");
  const humanToken = secret("ASK_USER_HUMAN_TOKEN");
  const metricsToken = secret("ASK_USER_METRICS_TOKEN");
  const allowedOrigins = readOrigins(env, "ASK_USER_ALLOWED_ORIGINS");
  const frameAncestors = readOrigins(env, "ASK_USER_FRAME_ANCESTORS");
  const allowedHosts = commaList(env.ASK_USER_ALLOWED_HOSTS).map((host) => {
    if (!HOST.test(host))
      throw new Error(
        `ASK_USER_ALLOWED_HOSTS: expected comma-separated host names such as ask.example.com or ask.example.com:7420 (no scheme or path), got ${JSON.stringify(host)}`,
      );
    return host.toLowerCase();
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
  const oneOrZero = (name: string): boolean | undefined => {
    const text = env[name]?.trim();
    if (!text) return undefined;
    if (text !== "0" && text !== "1") throw new Error(`${name}: expected 1 or 0, got "${text}"`);
    return text === "1";
  };
  const trustProxy = oneOrZero("ASK_USER_TRUST_PROXY");
  const metrics = oneOrZero("ASK_USER_METRICS");
  return {
    ...(agentToken === undefined ? {} : { agentToken }),
    ...(humanToken === undefined ? {} : { humanToken }),
    ...(metricsToken === undefined ? {} : { metricsToken }),
    ...(allowedOrigins.length === 0 ? {} : { allowedOrigins }),
    ...(allowedHosts.length === 0 ? {} : { allowedHosts }),
    ...(frameAncestors.length === 0 ? {} : { frameAncestors }),
    ...(answerRatePerMinute === undefined ? {} : { answerRatePerMinute }),
    ...(authFailureRatePerMinute === undefined ? {} : { authFailureRatePerMinute }),
    ...(trustProxy ? { trustProxy: true } : {}),
    ...(metrics === undefined ? {} : { metrics }),
  };
}

/** A host name or address as `Host` carries it, with an optional port. */
const HOST =
  /^(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*)(?::\d{1,5})?$/i;

/** A comma-separated list of browser origins: scheme, host and port only, as browsers send them. */
function readOrigins(env: Environment, name: string): string[] {
  return commaList(env[name]).map((origin) => {
    const parsed = URL.canParse(origin) ? new URL(origin) : undefined;
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin)
      throw new Error(
        `${name}: expected comma-separated origins such as https://app.example.com (scheme, host, optional port; no path or trailing slash), got "${origin}"`,
      );
    return origin;
  });
}
