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
  };
}
