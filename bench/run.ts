import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { CLUSTER_SETTINGS, runClusterSection } from "./cluster-section.js";
import {
  type GatewayProcess,
  type GatewayProcessOptions,
  killAllGateways,
  startGatewayProcess,
} from "./gateway-process.js";
import { JsonClient } from "./http-client.js";
import { LOAD_SETTINGS, runLoadSection } from "./load-section.js";
import { CHROMIUM_PATH, chromiumAvailable, measurePageLoad } from "./page-load.js";
import { PEER_SETTINGS, runPeerSection } from "./peer-section.js";
import {
  type BenchSettings,
  benchmarksDoc,
  coreRows,
  describeMachine,
  machineLines,
  markdownTable,
  type TableRow,
} from "./report.js";
import { RESTART_SETTINGS, restartRows, runRestartSection } from "./restart-section.js";
import {
  ASK_BODY_BYTES,
  measureAnswers,
  measureAsks,
  measurePendingMemory,
  measureRoundTrips,
  measureWakeLatency,
  warmUp,
} from "./scenarios.js";
import { runStartupSection, STARTUP_SETTINGS } from "./startup-section.js";
import { runWriteLockSection, WRITE_LOCK_SETTINGS } from "./write-lock-section.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const CLI = join(ROOT, "dist/bin/ask-user.js");
const DOC = join(ROOT, "docs/benchmarks.md");

const SETTINGS: BenchSettings = {
  warmUpRoundTrips: 300,
  wakeAlone: { count: 200, concurrency: 1, settleMs: 10 },
  wake: { count: 1000, concurrency: 20, settleMs: 10 },
  roundTrips: { count: 5000, concurrency: 32 },
  split: { count: 5000, concurrency: 32 },
  memory: { count: 10_000, concurrency: 32, settleMs: 2000 },
  askBodyBytes: ASK_BODY_BYTES,
  pageLoad: { loads: 20, warmUps: 2 },
};

/** A gateway with its own temp database and a client; `stop` is safe to call twice. */
interface Target {
  gateway: GatewayProcess;
  client: JsonClient;
  stop(): Promise<void>;
}

async function startTarget(
  dir: string,
  name: string,
  options: GatewayProcessOptions = {},
): Promise<Target> {
  const gateway = await startGatewayProcess(CLI, join(dir, `${name}.db`), options);
  const client = new JsonClient(gateway.url);
  return {
    gateway,
    client,
    async stop() {
      client.close();
      await gateway.stop();
    },
  };
}

function progress(text: string): void {
  process.stderr.write(`bench: ${text}\n`);
}

/** Latency and throughput phases share one warmed-up gateway. */
async function runSpeedPhases(target: Target) {
  const { client, gateway } = target;
  progress(`warming up ${gateway.url} (pid ${gateway.pid})`);
  await warmUp(client, SETTINGS.warmUpRoundTrips, "speed");
  progress("answer-to-wake latency, one at a time");
  const wakeAlone = await measureWakeLatency(client, gateway.pid, {
    ...SETTINGS.wakeAlone,
    tag: "alone",
  });
  progress("answer-to-wake latency");
  const wake = await measureWakeLatency(client, gateway.pid, { ...SETTINGS.wake, tag: "speed" });
  progress("round trips");
  const roundTrips = await measureRoundTrips(client, gateway.pid, {
    ...SETTINGS.roundTrips,
    tag: "speed",
  });
  progress("asks, then answers");
  const { ids, ...asks } = await measureAsks(client, gateway.pid, {
    ...SETTINGS.split,
    tag: "speed",
  });
  const answers = await measureAnswers(client, gateway.pid, {
    ids,
    concurrency: SETTINGS.split.concurrency,
  });
  return { wakeAlone, wake, roundTrips, asks, answers };
}

/** Memory gets a fresh gateway, so garbage from the speed phases does not blur the delta. */
async function runMemoryPhase(target: Target) {
  const { client, gateway } = target;
  progress(`memory: warming up ${gateway.url} (pid ${gateway.pid})`);
  await warmUp(client, SETTINGS.warmUpRoundTrips, "memory");
  progress(`memory: ${SETTINGS.memory.count} pending questions`);
  const { inspectorUrl } = gateway;
  if (!inspectorUrl) throw new Error("memory: the gateway was started without --inspect");
  return measurePendingMemory(
    client,
    { pid: gateway.pid, inspectorUrl },
    { ...SETTINGS.memory, tag: "memory" },
  );
}

/** The Control UI in Chromium, against its own gateway with one pending question. */
async function runPageLoadPhase(target: Target) {
  if (!chromiumAvailable()) {
    progress(`page load: skipped, no Chromium at ${CHROMIUM_PATH}`);
    return undefined;
  }
  progress(`page load: ${SETTINGS.pageLoad.loads} loads of the Control UI in Chromium`);
  return measurePageLoad(target.gateway.url, SETTINGS.pageLoad);
}

/** One part of the figures: its rows of the table, its raw results, the gateway errors it saw. */
interface Section {
  name: string;
  run(dir: string): Promise<{ rows: TableRow[]; results: unknown; internalErrors: string[] }>;
}

/** Latency, throughput, memory and page load, each phase on its own gateway. */
async function runCoreSection(dir: string) {
  const targets: Target[] = [];
  try {
    const speedTarget = await startTarget(dir, "speed");
    targets.push(speedTarget);
    const speed = await runSpeedPhases(speedTarget);
    await speedTarget.stop();

    // Its inspector collects garbage before each heap reading.
    const memoryTarget = await startTarget(dir, "memory", { nodeArgs: ["--inspect=127.0.0.1:0"] });
    targets.push(memoryTarget);
    const memory = await runMemoryPhase(memoryTarget);
    await memoryTarget.stop();

    const pageLoadTarget = await startTarget(dir, "page-load");
    targets.push(pageLoadTarget);
    const pageLoad = await runPageLoadPhase(pageLoadTarget);
    const results = { ...speed, memory, pageLoad };
    return {
      rows: coreRows(SETTINGS, results),
      results,
      internalErrors: targets.flatMap((target) => target.gateway.errorLines),
    };
  } finally {
    for (const target of targets) await target.stop();
  }
}

/** Every section of `docs/benchmarks.md`, in table order; a new area is one more entry. */
const SECTIONS: Section[] = [
  {
    name: "startup",
    run: async (dir) => {
      const { figures, ...rest } = await runStartupSection(CLI, dir, progress);
      return { ...rest, results: figures };
    },
  },
  { name: "core", run: runCoreSection },
  {
    name: "restart",
    run: async (dir) => {
      const figures = await runRestartSection(CLI, dir, progress);
      return { rows: restartRows(figures), results: figures, internalErrors: [] };
    },
  },
  {
    name: "write-lock",
    run: async (dir) => {
      const { figures, ...rest } = await runWriteLockSection(CLI, dir, progress);
      return { ...rest, results: figures };
    },
  },
  {
    name: "load",
    run: async (dir) => {
      const { figures, ...rest } = await runLoadSection(CLI, dir, progress);
      return { ...rest, results: figures };
    },
  },
  {
    name: "peer",
    run: async (dir) => {
      const { figures, ...rest } = await runPeerSection(CLI, dir, progress);
      return { ...rest, results: figures };
    },
  },
  {
    name: "cluster",
    run: async () => {
      const { figures, ...rest } = await runClusterSection(CLI, progress);
      return { ...rest, results: figures };
    },
  },
];

/**
 * `--only core,write-lock` runs just those sections and prints their figures without rewriting
 * `docs/benchmarks.md`, whose table is always one whole run.
 */
function chosenSections(args: readonly string[]): Section[] {
  const index = args.indexOf("--only");
  if (index === -1) return SECTIONS;
  const names = (args[index + 1] ?? "").split(",").filter((name) => name !== "");
  const unknown = names.filter((name) => !SECTIONS.some((section) => section.name === name));
  if (names.length === 0 || unknown.length > 0)
    throw new Error(
      `--only takes section names: ${SECTIONS.map((section) => section.name).join(", ")}`,
    );
  return SECTIONS.filter((section) => names.includes(section.name));
}

/** The temp directory of this run, removed by whatever ends it. */
let tempDir: string | undefined;

function cleanUp(): void {
  killAllGateways();
  if (tempDir !== undefined) rmSync(tempDir, { recursive: true, force: true });
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  const sections = chosenSections(process.argv.slice(2));
  const wholeRun = sections.length === SECTIONS.length;
  const dir = mkdtempSync(join(tmpdir(), "ask-user-bench-"));
  tempDir = dir;
  const machine = describeMachine(dir);
  const rows: TableRow[] = [];
  const results: Record<string, unknown> = {};
  const errorLines: string[] = [];
  try {
    for (const section of sections) {
      progress(`section ${section.name}`);
      const outcome = await section.run(dir);
      rows.push(...outcome.rows);
      results[section.name] = outcome.results;
      errorLines.push(...outcome.internalErrors);
    }
  } finally {
    cleanUp();
  }
  for (const line of errorLines) progress(`gateway error: ${line}`);

  const runSeconds = (performance.now() - startedAt) / 1000;
  const table = markdownTable(rows);
  const date = new Date().toISOString();
  process.stdout.write(`\n${machineLines(machine)}\n\n${table}\n\n`);
  process.stdout.write(`Run time: ${runSeconds.toFixed(1)} s\n\n`);

  if (wholeRun) {
    mkdirSync(join(ROOT, "docs"), { recursive: true });
    writeFileSync(DOC, benchmarksDoc({ date, runSeconds, machine, settings: SETTINGS, table }));
    progress(`wrote ${DOC}`);
  } else progress(`${DOC} left as it was: --only ran part of the benchmark`);

  const settings = {
    startup: STARTUP_SETTINGS,
    core: SETTINGS,
    restart: RESTART_SETTINGS,
    writeLock: WRITE_LOCK_SETTINGS,
    load: LOAD_SETTINGS,
    peer: PEER_SETTINGS,
    cluster: CLUSTER_SETTINGS,
  };
  const line = { benchmark: "ask-user", date, runSeconds, machine, settings, results };
  process.stdout.write(`${JSON.stringify(line)}\n`);
  if (errorLines.length > 0) process.exitCode = 1;
}

// Never leave a gateway or a temp database behind, whatever ends the run.
process.on("exit", cleanUp);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    process.stderr.write(`bench: ${signal}, stopping\n`);
    process.exit(130);
  });

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${(error as Error)?.stack ?? String(error)}\n`);
  process.exitCode = 1;
});
