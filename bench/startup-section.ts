import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { findFreePort } from "../test/support/child-gateway.js";
import { initializeRequest } from "../test/support/mcp-clients.js";
import { readRssBytes } from "./gateway-process.js";
import { installModuleLog, packagesIn } from "./module-log.js";
import { count, mib, type TableRow } from "./report.js";

/** Runs of each command; the median is reported beside the fastest. */
export const STARTUP_SETTINGS = { runs: 7, idleMs: 3000 };

interface Timing {
  medianMs: number;
  minMs: number;
}

export interface StartupFigures {
  node: Timing;
  version: Timing & { packages: string[]; modules: number };
  askHelp: Timing & { packages: string[]; modules: number };
  serve: Timing & { idleRssBytes: number; nodeIdleRssBytes: number; packages: string[] };
  mcp: Timing & { packages: string[] };
}

function timing(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  return { medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0, minMs: sorted[0] ?? 0 };
}

/** Wall time of a process from spawn to exit. */
function timeExit(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { stdio: "ignore", env });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", () => resolve(performance.now() - started));
  });
}

async function untilHealthy(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the gateway exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** `ask-user serve` on a fresh SQLite file to its first 200 on `/healthz`, and its idle RSS. */
async function serveOnce(
  cli: string,
  dir: string,
  run: number,
  env: NodeJS.ProcessEnv,
): Promise<{ ms: number; idleRssBytes: number }> {
  const port = await findFreePort();
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [cli, "serve", "--port", String(port), "--db", join(dir, `startup-${run}.db`)],
    { stdio: "ignore", env },
  );
  try {
    await untilHealthy(`http://127.0.0.1:${port}`, child);
    const ms = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, STARTUP_SETTINGS.idleMs));
    return { ms, idleRssBytes: readRssBytes(child.pid ?? 0) };
  } finally {
    child.kill();
  }
}

/** `ask-user mcp` over stdio, started with no gateway around, to its `initialize` reply. */
async function mcpOnce(cli: string, dir: string, env: NodeJS.ProcessEnv): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [cli, "mcp", "--db", "memory"], {
    stdio: ["pipe", "pipe", "ignore"],
    env: {
      ...env,
      ASK_USER_PORT: String(await findFreePort()),
      XDG_DATA_HOME: join(dir, "data"),
    },
  });
  try {
    child.stdin?.write(`${JSON.stringify(initializeRequest("bench"))}\n`);
    await new Promise<void>((resolve, reject) => {
      let output = "";
      child.stdout?.on("data", (chunk) => {
        output += chunk;
        if (output.includes('"id":1')) resolve();
      });
      child.once("exit", (code) => reject(new Error(`mcp exited with ${code} before replying`)));
    });
    return performance.now() - started;
  } finally {
    child.kill();
  }
}

/** The modules a run loads, read through the module log its environment turns on. */
async function modulesOf(
  name: string,
  logDir: string,
  preload: string,
  env: NodeJS.ProcessEnv,
  run: (env: NodeJS.ProcessEnv) => Promise<unknown>,
): Promise<string[]> {
  const file = join(logDir, `modules-${name}.txt`);
  writeFileSync(file, "");
  await run({ ...env, NODE_OPTIONS: `--import ${preload}`, MODULE_LOG_FILE: file });
  return readFileSync(file, "utf8").split("\n").filter(Boolean);
}

/**
 * Start-up and footprint, each command beside Node's own start measured in the same run: the
 * CLI's `--version` and `ask --help`, `serve` (SQLite, no channel) to `/healthz` with its idle
 * RSS, `mcp` over stdio to its `initialize` reply; and the packages each loads.
 */
export async function runStartupSection(
  cli: string,
  dir: string,
  progress: (text: string) => void,
): Promise<{ rows: TableRow[]; figures: StartupFigures; internalErrors: string[] }> {
  const { runs } = STARTUP_SETTINGS;
  const env = { ...process.env };
  for (const name of Object.keys(env)) if (name.startsWith("ASK_USER_")) delete env[name];
  const logDir = join(dir, "module-log");
  mkdirSync(logDir, { recursive: true });
  const preload = await installModuleLog(logDir);

  progress(`startup: node -e 0, --version, ask --help (${runs} runs each)`);
  const node: number[] = [];
  const version: number[] = [];
  const askHelp: number[] = [];
  // Interleaved, so a noisy moment hits every command alike.
  for (let run = 0; run < runs; run++) {
    node.push(await timeExit(["-e", "0"], env));
    version.push(await timeExit([cli, "--version"], env));
    askHelp.push(await timeExit([cli, "ask", "--help"], env));
  }
  progress(`startup: serve to /healthz and idle RSS (${runs} runs)`);
  const serve: number[] = [];
  const serveRss: number[] = [];
  for (let run = 0; run < runs; run++) {
    const once = await serveOnce(cli, dir, run, env);
    serve.push(once.ms);
    serveRss.push(once.idleRssBytes);
  }
  const bareNode = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], {
    stdio: "ignore",
  });
  await new Promise((resolve) => setTimeout(resolve, STARTUP_SETTINGS.idleMs));
  const nodeIdleRssBytes = readRssBytes(bareNode.pid ?? 0);
  bareNode.kill();

  progress(`startup: mcp over stdio to initialize (${runs} runs)`);
  const mcp: number[] = [];
  for (let run = 0; run < runs; run++) mcp.push(await mcpOnce(cli, dir, env));

  progress("startup: modules loaded");
  const logged = (name: string, run: (env: NodeJS.ProcessEnv) => Promise<unknown>) =>
    modulesOf(name, logDir, preload, env, run);
  const versionModules = await logged("version", (with_) => timeExit([cli, "--version"], with_));
  const helpModules = await logged("ask-help", (with_) => timeExit([cli, "ask", "--help"], with_));
  const serveModules = await logged("serve", (with_) => serveOnce(cli, dir, runs, with_));
  const mcpModules = await logged("mcp", (with_) => mcpOnce(cli, dir, with_));

  const figures: StartupFigures = {
    node: timing(node),
    version: {
      ...timing(version),
      packages: packagesIn(versionModules),
      modules: versionModules.length,
    },
    askHelp: { ...timing(askHelp), packages: packagesIn(helpModules), modules: helpModules.length },
    serve: {
      ...timing(serve),
      idleRssBytes: [...serveRss].sort((a, b) => a - b)[Math.floor(runs / 2)] ?? 0,
      nodeIdleRssBytes,
      packages: packagesIn(serveModules),
    },
    mcp: { ...timing(mcp), packages: packagesIn(mcpModules) },
  };
  return { rows: startupRows(figures), figures, internalErrors: [] };
}

function startupRows(figures: StartupFigures): TableRow[] {
  const { node, version, askHelp, serve, mcp } = figures;
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const overNode = (timingOf: Timing) =>
    `${ms(timingOf.medianMs)} (Node's own start + ${ms(timingOf.medianMs - node.medianMs)})`;
  const runs = `median of ${STARTUP_SETTINGS.runs} runs interleaved with \`node -e 0\` (${ms(node.medianMs)} median, ${ms(node.minMs)} fastest)`;
  const packages = (names: string[]) =>
    names.length === 0
      ? "no npm package"
      : `${count(names.length)} npm packages (${names.join(", ")})`;
  return [
    [
      "`ask-user --version`",
      overNode(version),
      `${runs}; loads ${version.modules} modules, ${packages(version.packages)}`,
    ],
    [
      "`ask-user ask --help`",
      overNode(askHelp),
      `${runs}; loads ${askHelp.modules} modules, ${packages(askHelp.packages)}`,
    ],
    [
      "`ask-user serve` (SQLite, no channel) to 200 on `/healthz`",
      ms(serve.medianMs),
      `spawn to the first 200 on \`/healthz\`, each run on a new database file, median of ${STARTUP_SETTINGS.runs} (fastest ${ms(serve.minMs)}); loads ${packages(serve.packages)}`,
    ],
    [
      "`ask-user serve` idle RSS",
      mib(serve.idleRssBytes),
      `VmRSS ${STARTUP_SETTINGS.idleMs / 1000} s after \`/healthz\` answered (median of ${STARTUP_SETTINGS.runs}), beside a bare \`node\` idling: ${mib(serve.nodeIdleRssBytes)}; the SQLite worker thread is part of it`,
    ],
    [
      "`ask-user mcp` (stdio) to its `initialize` reply",
      ms(mcp.medianMs),
      `spawn with no gateway around to the reply on stdout, median of ${STARTUP_SETTINGS.runs} (fastest ${ms(mcp.minMs)}); loads ${packages(mcp.packages)}`,
    ],
  ];
}
