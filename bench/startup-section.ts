import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { findFreePort } from "../test/support/child-gateway.js";
import { initializeRequest } from "../test/support/mcp-clients.js";
import { readRssBytes } from "./gateway-process.js";
import { installModuleLog, isBundleFile, packagesIn, withBundledModules } from "./module-log.js";
import { count, mib, type TableRow } from "./report.js";

/** Runs of each command; the median is reported beside the fastest. */
/**
 * `settledMs`: V8's memory reducer shrinks an idle process's heap some seconds after it starts
 * (8 s for a process started alone; at about 24 s for six started at once on two cores, whose
 * RSS still read 70–71 MiB at 12 s against 63–64 MiB once shrunk), so the idle RSS is read once
 * it has (`earlyMs` shows the RSS before it).
 */
export const STARTUP_SETTINGS = { runs: 7, rssRuns: 3, earlyMs: 3000, settledMs: 30_000 };

interface Timing {
  medianMs: number;
  minMs: number;
}

export interface StartupFigures {
  node: Timing;
  version: Timing & { packages: string[]; files: number; modules: number };
  askHelp: Timing & { packages: string[]; files: number; modules: number };
  serve: Timing & { packages: string[] };
  /** Medians over `rssRuns`, each read `earlyMs` and `settledMs` after `/healthz` answered. */
  rss: {
    node: IdleRss;
    /** As installed from the registry: no prom-client, so no metrics (ASK_USER_METRICS=0). */
    serve: IdleRss;
    /** With prom-client installed: `/metrics` served. */
    serveWithMetrics: IdleRss;
  };
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

/** `ask-user serve` on a fresh SQLite file, spawned, to its first 200 on `/healthz`. */
async function serveOnce(
  cli: string,
  dir: string,
  run: string,
  env: NodeJS.ProcessEnv,
): Promise<{ ms: number; child: ChildProcess }> {
  const port = await findFreePort();
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [cli, "serve", "--port", String(port), "--db", join(dir, `startup-${run}.db`)],
    { stdio: "ignore", env },
  );
  try {
    await untilHealthy(`http://127.0.0.1:${port}`, child);
  } catch (error) {
    child.kill();
    throw error;
  }
  return { ms: performance.now() - started, child };
}

export interface IdleRss {
  earlyBytes: number;
  settledBytes: number;
}

/** A process's RSS `earlyMs` and `settledMs` after it is ready; it is killed afterwards. */
async function idleRssOf(child: ChildProcess): Promise<IdleRss> {
  try {
    await new Promise((resolve) => setTimeout(resolve, STARTUP_SETTINGS.earlyMs));
    const earlyBytes = readRssBytes(child.pid ?? 0);
    await new Promise((resolve) =>
      setTimeout(resolve, STARTUP_SETTINGS.settledMs - STARTUP_SETTINGS.earlyMs),
    );
    return { earlyBytes, settledBytes: readRssBytes(child.pid ?? 0) };
  } finally {
    child.kill();
  }
}

/** The median of each reading over the runs. */
function medianRss(runs: IdleRss[]): IdleRss {
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  return {
    earlyBytes: median(runs.map((run) => run.earlyBytes)),
    settledBytes: median(runs.map((run) => run.settledBytes)),
  };
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

/** The files a run loads, read through the module log its environment turns on. */
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

/** How many files a run read from disk, and how many modules they hold (a chunk holds many). */
function fileCounts(loaded: readonly string[]): { files: number; modules: number } {
  const files = loaded.filter((url) => url.startsWith("file:"));
  const modules = withBundledModules(files).filter((url) => !isBundleFile(url));
  return { files: files.length, modules: modules.length };
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
  progress(`startup: serve to /healthz (${runs} runs)`);
  const serve: number[] = [];
  for (let run = 0; run < runs; run++) {
    const once = await serveOnce(cli, dir, `time-${run}`, { ...env, ASK_USER_METRICS: "0" });
    once.child.kill();
    serve.push(once.ms);
  }

  progress(`startup: idle RSS (${STARTUP_SETTINGS.rssRuns} runs side by side)`);
  // Side by side: a process's RSS is its own, and they all idle once started.
  const rssRuns = Array.from({ length: STARTUP_SETTINGS.rssRuns }, (_, run) => run);
  const idle = (child: ChildProcess) => idleRssOf(child);
  const [nodeRss, serveRss, metricsRss] = await Promise.all([
    Promise.all(
      rssRuns.map(() =>
        idle(spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" })),
      ),
    ),
    Promise.all(
      rssRuns.map(async (run) =>
        idle((await serveOnce(cli, dir, `rss-${run}`, { ...env, ASK_USER_METRICS: "0" })).child),
      ),
    ),
    Promise.all(
      rssRuns.map(async (run) =>
        idle(
          (await serveOnce(cli, dir, `rss-metrics-${run}`, { ...env, ASK_USER_METRICS: "1" }))
            .child,
        ),
      ),
    ),
  ]);

  progress(`startup: mcp over stdio to initialize (${runs} runs)`);
  const mcp: number[] = [];
  for (let run = 0; run < runs; run++) mcp.push(await mcpOnce(cli, dir, env));

  progress("startup: modules loaded");
  const logged = (name: string, run: (env: NodeJS.ProcessEnv) => Promise<unknown>) =>
    modulesOf(name, logDir, preload, env, run);
  const versionModules = await logged("version", (with_) => timeExit([cli, "--version"], with_));
  const helpModules = await logged("ask-help", (with_) => timeExit([cli, "ask", "--help"], with_));
  const serveModules = await logged("serve", async (with_) =>
    (await serveOnce(cli, dir, "modules", { ...with_, ASK_USER_METRICS: "0" })).child.kill(),
  );
  const mcpModules = await logged("mcp", (with_) => mcpOnce(cli, dir, with_));

  const figures: StartupFigures = {
    node: timing(node),
    version: {
      ...timing(version),
      packages: packagesIn(withBundledModules(versionModules)),
      ...fileCounts(versionModules),
    },
    askHelp: {
      ...timing(askHelp),
      packages: packagesIn(withBundledModules(helpModules)),
      ...fileCounts(helpModules),
    },
    serve: {
      ...timing(serve),
      packages: packagesIn(withBundledModules(serveModules)),
    },
    rss: {
      node: medianRss(nodeRss),
      serve: medianRss(serveRss),
      serveWithMetrics: medianRss(metricsRss),
    },
    mcp: { ...timing(mcp), packages: packagesIn(withBundledModules(mcpModules)) },
  };
  return { rows: startupRows(figures), figures, internalErrors: [] };
}

function startupRows(figures: StartupFigures): TableRow[] {
  const { node, version, askHelp, serve, mcp, rss } = figures;
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
      `${runs}; reads ${version.files} files (${version.modules} modules bundled), ${packages(version.packages)}`,
    ],
    [
      "`ask-user ask --help`",
      overNode(askHelp),
      `${runs}; reads ${askHelp.files} files (${askHelp.modules} modules bundled), ${packages(askHelp.packages)}`,
    ],
    [
      "`ask-user serve` (SQLite, no channel) to 200 on `/healthz`",
      ms(serve.medianMs),
      `spawn to the first 200 on \`/healthz\`, each run on a new database file, as installed from the registry (no prom-client: \`ASK_USER_METRICS=0\`), median of ${STARTUP_SETTINGS.runs} (fastest ${ms(serve.minMs)}); loads ${packages(serve.packages)}`,
    ],
    [
      "`ask-user serve` idle RSS",
      mib(rss.serve.settledBytes),
      `VmRSS ${STARTUP_SETTINGS.settledMs / 1000} s after \`/healthz\` answered, once V8 has shrunk the idle heap (${mib(rss.serve.earlyBytes)} at ${STARTUP_SETTINGS.earlyMs / 1000} s), median of ${STARTUP_SETTINGS.rssRuns}; as installed from the registry, without prom-client (\`ASK_USER_METRICS=0\`); no write has started the SQLite worker thread yet. A bare \`node\` idling: ${mib(rss.node.settledBytes)}`,
    ],
    [
      "`ask-user serve` idle RSS with metrics",
      mib(rss.serveWithMetrics.settledBytes),
      `the same with prom-client installed and \`/metrics\` served (${mib(rss.serveWithMetrics.earlyBytes)} at ${STARTUP_SETTINGS.earlyMs / 1000} s)`,
    ],
    [
      "`ask-user mcp` (stdio) to its `initialize` reply",
      ms(mcp.medianMs),
      `spawn with no gateway around to the reply on stdout, median of ${STARTUP_SETTINGS.runs} (fastest ${ms(mcp.minMs)}); loads ${packages(mcp.packages)}`,
    ],
  ];
}
