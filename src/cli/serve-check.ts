import {
  type ChannelStatus,
  describeGatewayChannels,
  type GatewayConfig,
  loadGatewayConfig,
  requirePlanChannels,
} from "../config.js";
import type { CliIo } from "./ask-command.js";
import { describeAuth, logLevelSetting } from "./serve-settings.js";
import { withoutPassword } from "./without-password.js";

/** What a set secret is shown as: whether it is set, never its value. */
const MASKED = "***";

/**
 * `ask-user serve --check`: reads the settings as `serve` does and prints them, one line each,
 * without starting anything: where it would listen, the store (a password masked), which
 * tokens are set (never their values), every channel on or off, and what each one that is on
 * still lacks. Exit 0 when they load; otherwise it throws serve's own error (exit 1), after
 * the warnings about old names on stderr. What only the start finds (a port in use, a store
 * that cannot be opened, a channel's package not installed) is not checked.
 */
export function runServeCheck(
  flags: { host?: string; port?: string; db?: string },
  io: CliIo,
): number {
  const warnings: string[] = [];
  let report: string;
  try {
    const level = logLevelSetting(io.env);
    const config = loadGatewayConfig(flags, io.env, (warning) => warnings.push(warning));
    requirePlanChannels(config);
    report = checkReport(config, level, warnings);
  } catch (error) {
    for (const warning of warnings) io.stderr(`ask-user: warning: ${warning}\n`);
    throw error;
  }
  io.stdout(report);
  return 0;
}

/** The report: the gateway's settings, its tokens, its channels, then the warnings. */
export function checkReport(config: GatewayConfig, logLevel: string, warnings: string[]): string {
  const lines = [
    "ask-user serve --check: the settings load (nothing was started)",
    "",
    "Gateway",
    ...table(gatewayLines(config, logLevel)),
    "",
    `Tokens (${describeAuth(config)})`,
    ...table([
      ["ASK_USER_TOKEN", secret(config.token)],
      ["ASK_USER_AGENT_TOKEN", secret(config.agentToken)],
      ["ASK_USER_HUMAN_TOKEN", secret(config.humanToken)],
      ["ASK_USER_METRICS_TOKEN", secret(config.metricsToken)],
    ]),
    "",
    "Channels",
    ...channelLines(describeGatewayChannels(config)),
  ];
  if (warnings.length > 0) lines.push("", "Warnings", ...warnings.map((line) => `  ${line}`));
  return `${lines.join("\n")}\n`;
}

function gatewayLines(config: GatewayConfig, logLevel: string): [string, string][] {
  const list = (items: readonly string[] | undefined, none: string) =>
    items === undefined || items.length === 0 ? none : items.join(", ");
  const orDefault = (value: number | undefined, unit: string) =>
    value === undefined ? "default" : `${value} ${unit}`;
  const postgres = /^postgres(ql)?:\/\//i.test(config.db);
  return [
    ["listen", `${config.host}:${config.port}${config.port === 0 ? " (any free port)" : ""}`],
    ["store", describeStore(config.db)],
    ...(postgres
      ? ([
          ["database schema", config.dbSchema ?? "public"],
          ["lease", `${config.leaseSeconds ?? 15} seconds`],
        ] as [string, string][])
      : []),
    ["public URL", config.publicUrl ?? "unset: links lead to where the gateway listens"],
    ["locale", config.locale ?? "en"],
    ["log level", logLevel],
    ["default plan", describePlan(config)],
    ["browser origins", list(config.allowedOrigins, "the gateway's own only")],
    ["host names", list(config.allowedHosts, "unset")],
    ["frame ancestors", list(config.frameAncestors, "the gateway's own only")],
    ["trust proxy", config.trustProxy ? "yes: the source is X-Forwarded-For's last address" : "no"],
    ["metrics", describeMetrics(config.metrics)],
    ["answer rate", orDefault(config.answerRatePerMinute, "per minute")],
    ["auth failure rate", orDefault(config.authFailureRatePerMinute, "per minute")],
    ["MCP idle close", orDefault(config.mcpIdleSeconds, "seconds")],
    ["MCP sessions", orDefault(config.mcpMaxSessions, "per token")],
  ];
}

function describeStore(db: string): string {
  if (db === "memory") return "memory (nothing survives a restart)";
  if (/^postgres(ql)?:\/\//i.test(db)) return `PostgreSQL at ${withoutPassword(db)}`;
  return `SQLite file ${db}`;
}

function describeMetrics(on: boolean | undefined): string {
  if (on === false) return "off (ASK_USER_METRICS=0)";
  if (on) return "on: /metrics (needs the package prom-client)";
  return "/metrics when the package prom-client is installed";
}

function describePlan(config: GatewayConfig): string {
  if (config.plan === undefined) return "unset: each channel's default chats";
  const channels = [
    ...new Set(config.plan.steps.flatMap((step) => step.routes.map((route) => route.channel))),
  ];
  const steps = config.plan.steps.length;
  return `${steps} step${steps === 1 ? "" : "s"} to ${channels.length === 0 ? "no channel" : channels.join(", ")}`;
}

function secret(value: string | undefined): string {
  return value === undefined ? "unset" : MASKED;
}

/** Label and value in two columns, indented under a heading. */
function table(rows: [string, string][]): string[] {
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  return rows.map(([label, value]) => `  ${label.padEnd(width)}${value}`);
}

/** One line per channel, then one per thing it lacks, indented under it. */
function channelLines(channels: ChannelStatus[]): string[] {
  const width = Math.max(...channels.map((channel) => channel.name.length)) + 2;
  return channels.flatMap((channel) =>
    channel.on
      ? [
          `  ${channel.name.padEnd(width)}on: ${channel.summary}`,
          ...channel.lacks.map((lack) => `  ${" ".repeat(width)}- ${lack}`),
        ]
      : [`  ${channel.name.padEnd(width)}off (${channel.variable} unset)`],
  );
}
