// What `ask-user serve` and `ask-user serve --check` both read and say of the settings, kept
// apart from the serve command so that `--check` loads none of the gateway.
import { isLogLevel, LOG_LEVELS, type LogLevel } from "../observability/log-level.js";

/** `ASK_USER_LOG_LEVEL`, default info; anything else refuses the start. */
export function logLevelSetting(env: Record<string, string | undefined>): LogLevel {
  const level = env.ASK_USER_LOG_LEVEL || "info";
  if (!isLogLevel(level))
    throw new Error(`ASK_USER_LOG_LEVEL: expected one of ${LOG_LEVELS.join(", ")}, got "${level}"`);
  return level;
}

/** Which tokens are in force, by role: never the tokens themselves. */
export function describeAuth(config: {
  token: string | undefined;
  agentToken?: string;
  humanToken?: string;
  metricsToken?: string;
}): string {
  const own = [
    config.agentToken === undefined ? undefined : "agent",
    config.humanToken === undefined ? undefined : "human",
    config.metricsToken === undefined ? undefined : "metrics",
  ].filter((role) => role !== undefined);
  if (own.length === 0) return config.token === undefined ? "off" : "one token for every role";
  return `own tokens for ${own.join(", ")}${config.token === undefined ? "" : "; the shared token for the rest"}`;
}
