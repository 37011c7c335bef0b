import { readFileSync, realpathSync } from "node:fs";
import os from "node:os";
import type { PageLoad } from "./page-load.js";
import type { PendingMemory, RoundTrips, Throughput, WakeLatency } from "./scenarios.js";
import type { LatencySummary } from "./stats.js";

export interface Machine {
  node: string;
  cpu: string;
  cores: number;
  memoryBytes: number;
  os: string;
  /** Filesystem type and device the SQLite file lives on: fsync cost depends on it. */
  dbFilesystem: string;
}

export interface BenchSettings {
  warmUpRoundTrips: number;
  wakeAlone: { count: number; concurrency: number; settleMs: number };
  wake: { count: number; concurrency: number; settleMs: number };
  roundTrips: { count: number; concurrency: number };
  split: { count: number; concurrency: number };
  memory: { count: number; concurrency: number; settleMs: number };
  askBodyBytes: number;
  pageLoad: { loads: number; warmUps: number };
}

export interface BenchResults {
  wakeAlone: WakeLatency;
  wake: WakeLatency;
  roundTrips: RoundTrips;
  asks: Throughput;
  answers: Throughput;
  memory: PendingMemory;
  /** Undefined when Chromium is not installed. */
  pageLoad: PageLoad | undefined;
}

export function describeMachine(dbDir: string): Machine {
  return {
    node: process.version,
    cpu: cpuModel(),
    cores: os.availableParallelism(),
    memoryBytes: os.totalmem(),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    dbFilesystem: filesystemOf(dbDir),
  };
}

/** One row of the figures table: what, the figure, how it was taken. */
export type TableRow = [string, string, string];

export function markdownTable(rows: TableRow[]): string {
  return alignedTable(["Measurement", "Result", "How"], rows);
}

/** The rows of the core phases: latency, throughput, memory, page load. */
export function coreRows(settings: BenchSettings, results: BenchResults): TableRow[] {
  const { wakeAlone, wake, roundTrips, asks, answers, memory, pageLoad } = results;
  const rows: TableRow[] = [
    [
      "Answer-to-wake latency p50 / p99 / max",
      latencies(wake.wake),
      `${count(settings.wake.count)} questions, ${settings.wake.concurrency} at a time, each in its own session: ask, long-poll \`result?waitSeconds=60\`, answer ${settings.wake.settleMs} ms after the long-poll was sent; timed from just before the answer POST to the long-poll's last byte (${count(wake.throughput.perSecond)} questions/s, ${cpu(wake.throughput)})`,
    ],
    [
      "Answer POST acknowledged p50 / p99 / max",
      latencies(wake.answerAck),
      `same questions and start instant; the long-poll finished first in ${count(wake.wokeBeforeAck)} of ${count(settings.wake.count)}`,
    ],
    [
      "Answer-to-wake latency, one at a time",
      latencies(wakeAlone.wake),
      `${count(settings.wakeAlone.count)} questions at concurrency ${settings.wakeAlone.concurrency}: the wake path without queueing`,
    ],
    [
      "Round trips/s (ask + answer + read result)",
      `${count(roundTrips.perSecond)}/s`,
      `${count(roundTrips.count)} at concurrency ${settings.roundTrips.concurrency}, each in its own session; round trip p50 ${ms(roundTrips.latency.p50Ms)}, p99 ${ms(roundTrips.latency.p99Ms)}; ${cpu(roundTrips)}`,
    ],
    [
      "Asks/s",
      `${count(asks.perSecond)}/s`,
      `${count(asks.count)} asks left pending, concurrency ${settings.split.concurrency}; ${cpu(asks)}`,
    ],
    [
      "Answers/s",
      `${count(answers.perSecond)}/s`,
      `answering those ${count(answers.count)}, concurrency ${settings.split.concurrency}; ${cpu(answers)}`,
    ],
    [
      "Live heap per pending question",
      `${count(memory.heapBytesPerPending)} B`,
      `the same ${count(memory.pending)} questions: the gateway's JavaScript heap after a full garbage collection (through its inspector), after minus before, / ${count(memory.pending)}; what the RSS figure holds beyond it is the collector's slack, not kept data`,
    ],
    [
      "RSS per pending question",
      `${count(memory.bytesPerPending)} B (${kib(memory.bytesPerPending)})`,
      `${count(memory.pending)} pending (timeoutSeconds 3600, distinct sessions) in a fresh, warmed-up gateway; (RSS after - RSS before) / ${count(memory.pending)}, each read after a ${settings.memory.settleMs / 1000} s settle`,
    ],
    [
      "Gateway RSS before / with pending",
      `${mib(memory.rssBeforeBytes)} / ${mib(memory.rssAfterBytes)}`,
      `peak ${mib(memory.peakRssBytes)}; asking them ran at ${count(memory.asks.perSecond)}/s`,
    ],
    pageLoad
      ? [
          "Page load → question panel visible p50 / p95",
          `${ms(pageLoad.p50Ms)} / ${ms(pageLoad.p95Ms)}`,
          `${count(pageLoad.loads)} loads of the Control UI at \`/#/sessions/<id>\` with one pending question, each in a fresh browser context (nothing cached) at 1280×800, headless Chromium ${pageLoad.browser}, after ${settings.pageLoad.warmUps} warm-up loads; from navigation start to the first animation frame in which the docked panel is laid out with its options (min ${ms(pageLoad.minMs)}, max ${ms(pageLoad.maxMs)})`,
        ]
      : [
          "Page load → question panel visible p50 / p95",
          "not measured",
          "no Chromium at /usr/bin/chromium",
        ],
  ];
  return rows;
}

/** A markdown table with padded columns, the way Biome formats markdown (`npm run lint`). */
function alignedTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join(
    "\n",
  );
}

export function machineLines(machine: Machine): string {
  return [
    `- Node ${machine.node} on ${machine.os}`,
    `- CPU: ${machine.cpu}, ${machine.cores} cores available`,
    `- Memory: ${mib(machine.memoryBytes)} total`,
    `- SQLite file on: ${machine.dbFilesystem}; the store uses WAL with \`synchronous = FULL\` and group commit: writes that arrive together share one synced commit, and each is on disk before its HTTP response`,
  ].join("\n");
}

export function benchmarksDoc(options: {
  date: string;
  runSeconds: number;
  machine: Machine;
  settings: BenchSettings;
  table: string;
}): string {
  const { settings } = options;
  return `# Benchmarks

Reproduce with \`npm run bench\`: it builds, then runs \`bench/run.ts\` (about ${Math.ceil(options.runSeconds)} s here) and rewrites this file.

The benchmark starts the gateway as a child process (\`node dist/bin/ask-user.js serve --port 0 --host 127.0.0.1 --db <temp file>\`) so its memory is measured apart from the load generator, and drives it over HTTP on loopback with keep-alive connections. The load generator runs on the same machine and shares its cores with the gateway. Each question is a ${settings.askBodyBytes}-byte ask with two questions (one single-select, one multi-select, three options each). The gateway is warmed up with ${settings.warmUpRoundTrips} round trips before anything is measured.

Measured ${options.date} on:

${machineLines(options.machine)}

${options.table}

Reading the numbers:

- The store is better-sqlite3, which is synchronous, so its writes run in their own worker thread: commits, with an fsync, never hold up the gateway's event loop, and each write crosses between the threads as a message; reads run on the gateway's thread through a second connection (WAL readers never wait for the writer). Writes that arrive in the worker together share one commit (group commit), so the fsync is paid per batch, not per request. At concurrency 20-32 most of a latency is queueing; the one-at-a-time row shows the wake path alone.
- The write-lock rows are what a \`sqlite3\` shell left inside \`BEGIN IMMEDIATE\` (or a backup tool) does to the gateway: a write waits for the lock about 2 s, retried from a timer in the store's worker, then is refused with 503 \`unavailable\` and Retry-After; reads that WAL lets through, \`/healthz\` and everything else that does not write go on meanwhile, and \`/readyz\` says 503 after about 1 s.
- The sustained-load rows drive the shape of \`test/load/answer-soak.test.ts\` at 1,000 answers/s. Each answer brings two more requests (the agent's result read and its next ask), so 1,000/s is 3,000 requests/s; the gateway's CPU per cycle, shown in the row, sets the ceiling of its one event loop. The test itself paces 200/s, which this machine sustains with margin while other work runs.
- The peer rows compare one human-in-the-loop round trip each way. ask-user's includes three HTTP requests over loopback, a separate gateway process and two fsynced commits; the embedded row the same two commits in process; LangGraph's runs in process and, by default, commits without fsync. "N× the round trips/s" is ask-user's (gateway process) throughput divided by LangGraph's, "N× faster at p50" LangGraph's p50 divided by ask-user's.
- CPU per round trip is CPU time divided by round trips. Where few are in flight each one pays for waking threads and processes that went idle, so the figure is higher one at a time than with 100 in flight.
- The last two rows take a one-at-a-time round trip apart: its two synced commits alone (the disk's share, which no durable design avoids), and the same HTTP round trip on the in-memory store (no SQLite at all). What the SQLite rows take beyond both is the crossing to the store's worker thread and back, for the ask's insert and for the answer's update, each waking a thread that went idle; on a VM such a wake-up can cost more than the commit it carries, and with more in flight it is shared by many calls.
- The page-load row is the browser's whole path on the same cores as the gateway: fetching the page and its bundle, the sessions list and the session's timeline, and Lit rendering the panel.
- The RSS delta includes V8 heap that has not been collected yet, so it is an upper bound on what a pending question costs.
- On a shared VM, expect runs to differ by tens of percent.
`;
}

function cpuModel(): string {
  try {
    const match = /^model name\s*:\s*(.+)$/m.exec(readFileSync("/proc/cpuinfo", "utf8"));
    if (match?.[1]) return match[1].trim();
  } catch {
    // Not Linux: fall through to what Node reports.
  }
  return os.cpus()[0]?.model ?? "unknown";
}

/** The longest mount point in /proc/mounts that contains `dir`. */
function filesystemOf(dir: string): string {
  try {
    const path = realpathSync(dir);
    let best = { mountPoint: "", text: "unknown" };
    for (const line of readFileSync("/proc/mounts", "utf8").split("\n")) {
      const [device, rawMountPoint, type] = line.split(" ");
      if (!device || !rawMountPoint || !type) continue;
      const mountPoint = rawMountPoint.replace(/\\040/g, " ");
      const contains =
        mountPoint === "/" || path === mountPoint || path.startsWith(`${mountPoint}/`);
      if (contains && mountPoint.length > best.mountPoint.length)
        best = { mountPoint, text: `${type} (${device} at ${mountPoint})` };
    }
    return best.text;
  } catch {
    return "unknown";
  }
}

export const latencies = (summary: LatencySummary): string =>
  `${ms(summary.p50Ms)} / ${ms(summary.p99Ms)} / ${ms(summary.maxMs)}`;
/** CPU use over the phase's wall time; 100% is one core. */
const cpu = (phase: Throughput): string =>
  `CPU: gateway ${phase.gatewayCpuPercent}%, load generator ${phase.clientCpuPercent}%`;
export const count = (value: number): string => value.toLocaleString("en-US");
export const ms = (value: number): string => `${value.toFixed(2)} ms`;
const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
export const mib = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
