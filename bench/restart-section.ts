import { rmSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import Database from "better-sqlite3";
import {
  type GatewayProcess,
  readCpuTicks,
  readRssBytes,
  startGatewayProcess,
} from "./gateway-process.js";
import { JsonClient } from "./http-client.js";
import { count, mib, ms, type TableRow } from "./report.js";
import { CLOCK_TICKS_PER_SECOND, measureAsks, type Throughput } from "./scenarios.js";
import { sleep } from "./stats.js";

/**
 * `pending`: questions left pending before each crash (one-hour timeouts, each its own session).
 * `settleMs`: how long after `/healthz` answered the RSS is read (V8 shrinks a start's heap).
 */
export const RESTART_SETTINGS = {
  pending: [100_000, 1_000_000],
  concurrency: 64,
  settleMs: 10_000,
};

export interface RestartRun {
  /** From spawn to the first 200 on `/healthz`. */
  healthzMs: number;
  /** Right after that: `GET /v1/questions?status=pending&limit=50`, request to last byte. */
  firstListMs: number;
  /** Then one session's pending question: `GET /v1/questions?sessionId=…&status=pending`. */
  sessionListMs: number;
  /** `settleMs` after `/healthz` answered. */
  rssBytes: number;
  /**
   * The gateway's CPU from spawn to then: its start, and the look for sends a crash left
   * unfinished (among what was asked, fired or reserved since the resume mark), which runs in
   * the background, a page at a time.
   */
  cpuMs: number;
  /** From spawn until that look had finished and moved the resume mark. */
  lookMs: number;
}

export interface RestartFigures {
  empty: RestartRun;
  /**
   * One per `RESTART_SETTINGS.pending`, in its order: killed right after the asks (all of them
   * since the mark), and `again`, stopped once that start's look had finished and started again.
   */
  full: Array<RestartRun & { pending: number; asks: Throughput; again: RestartRun }>;
}

/**
 * A gateway on SQLite killed with SIGKILL and started again on the same file: once on an empty
 * database, once with `pending` questions waiting. The difference is what a start pays per
 * pending question (the target: nothing).
 */
export async function runRestartSection(
  cli: string,
  dir: string,
  progress: (text: string) => void,
): Promise<RestartFigures> {
  progress("restart: an empty gateway, killed and started again");
  const emptyDb = join(dir, "restart-empty.db");
  await crashOnce(cli, emptyDb, async () => {});
  const empty = await restartOnce(cli, emptyDb, "restart-none");

  const full: RestartFigures["full"] = [];
  for (const pending of RESTART_SETTINGS.pending) {
    progress(`restart: asking ${count(pending)} questions`);
    const db = join(dir, `restart-${pending}.db`);
    let asks: Throughput | undefined;
    await crashOnce(cli, db, async (gateway, client) => {
      const { ids: _ids, ...throughput } = await measureAsks(client, gateway.pid, {
        count: pending,
        concurrency: RESTART_SETTINGS.concurrency,
        tag: "restart",
      });
      asks = throughput;
    });
    progress("restart: killed with them pending, started again");
    // A session asked in the middle: found through the session's index, not a scan.
    const sessionId = `restart-ask-${Math.floor(pending / 2)}`;
    const run = await restartOnce(cli, db, sessionId);
    progress("restart: started once more, the last start's look finished");
    const again = await restartOnce(cli, db, sessionId);
    full.push({ ...run, pending, asks: asks as Throughput, again });
    rmSync(db, { force: true });
  }
  return { empty, full };
}

async function crashOnce(
  cli: string,
  db: string,
  work: (gateway: GatewayProcess, client: JsonClient) => Promise<void>,
): Promise<void> {
  const gateway = await startGatewayProcess(cli, db);
  const client = new JsonClient(gateway.url);
  try {
    await work(gateway, client);
  } finally {
    client.close();
    await gateway.crash();
  }
}

/** How long to wait for a start's look to finish before giving up on the figure. */
const LOOK_TIMEOUT_MS = 600_000;

/**
 * When the start's look finished: the resume mark it writes reaches the start's own time. Read
 * every 50 ms from spawn on, through a connection of its own (until the gateway has migrated
 * the file, the mark's table may not be there yet).
 */
async function lookFinished(db: string, spawnedAt: number): Promise<number> {
  const reader = new Database(db, { readonly: true, fileMustExist: true });
  try {
    for (;;) {
      if (resumedThrough(reader) >= spawnedAt) return performance.now();
      if (Date.now() - spawnedAt > LOOK_TIMEOUT_MS) throw new Error("the look did not finish");
      await sleep(50);
    }
  } finally {
    reader.close();
  }
}

function resumedThrough(reader: Database.Database): number {
  try {
    const row = reader.prepare("SELECT resumed_through FROM resume_mark WHERE id = 1").get() as
      | { resumed_through: number }
      | undefined;
    return row?.resumed_through ?? 0;
  } catch {
    return 0;
  }
}

async function restartOnce(cli: string, db: string, sessionId: string): Promise<RestartRun> {
  const spawnedAt = Date.now();
  const started = performance.now();
  const gateway = await startGatewayProcess(cli, db);
  const look = lookFinished(db, spawnedAt);
  look.catch(() => {}); // Awaited below; a start that fails first reports its own error.
  const client = new JsonClient(gateway.url);
  try {
    for (;;) {
      if ((await client.request("GET", "/healthz")).status === 200) break;
      await sleep(5);
    }
    const healthzMs = performance.now() - started;
    const listStarted = performance.now();
    const listed = await client.request("GET", "/v1/questions?status=pending&limit=50");
    if (listed.status !== 200) throw new Error(`list after restart: HTTP ${listed.status}`);
    const firstListMs = performance.now() - listStarted;
    const sessionStarted = performance.now();
    const session = await client.request(
      "GET",
      `/v1/questions?sessionId=${sessionId}&status=pending`,
    );
    if (session.status !== 200) throw new Error(`session list: HTTP ${session.status}`);
    const sessionListMs = performance.now() - sessionStarted;
    await sleep(RESTART_SETTINGS.settleMs);
    const rssBytes = readRssBytes(gateway.pid);
    const cpuMs = (readCpuTicks(gateway.pid) / CLOCK_TICKS_PER_SECOND) * 1000;
    const lookMs = (await look) - started;
    return { healthzMs, firstListMs, sessionListMs, rssBytes, cpuMs, lookMs };
  } finally {
    client.close();
    await gateway.stop();
  }
}

/** The restart rows of the report. */
export function restartRows(figures: RestartFigures): TableRow[] {
  const { empty } = figures;
  const lists = (run: RestartRun) =>
    `first list ${ms(run.firstListMs)}, one session's ${ms(run.sessionListMs)}; CPU in the first ${RESTART_SETTINGS.settleMs / 1000} s ${Math.round(run.cpuMs)} ms; the look for cut-off sends done ${seconds(run.lookMs)} after spawn`;
  return [
    [
      "Restart after kill -9, empty database",
      `\`/healthz\` ${ms(empty.healthzMs)} after spawn, ${lists(empty)}, RSS ${mib(empty.rssBytes)}`,
      `SQLite; right after \`/healthz\`: \`GET /v1/questions?status=pending&limit=50\`, then \`?sessionId=…&status=pending\`; RSS ${RESTART_SETTINGS.settleMs / 1000} s after \`/healthz\` answered`,
    ],
    ...figures.full.flatMap((run): TableRow[] => {
      const perPending = (value: RestartRun) =>
        count(Math.round((value.rssBytes - empty.rssBytes) / run.pending));
      const figuresOf = (value: RestartRun) =>
        `\`/healthz\` ${ms(value.healthzMs)} after spawn (${signedMs(value.healthzMs - empty.healthzMs)} against empty), ${lists(value)}, RSS ${mib(value.rssBytes)} (${perPending(value)} bytes per pending question)`;
      return [
        [
          `Restart after kill -9, ${count(run.pending)} pending`,
          figuresOf(run),
          `${count(run.pending)} questions asked first at ${count(run.asks.perSecond)}/s (${RESTART_SETTINGS.concurrency} at a time, one-hour timeouts, each its own session), then the gateway killed with SIGKILL right away and started on the same file: every one was asked since the resume mark, so the look reads each`,
        ],
        [
          `Restart again, ${count(run.pending)} pending`,
          figuresOf(run.again),
          "The same file once more, after the start above had finished its look (and moved the resume mark) and stopped: the look reads nothing per pending question",
        ],
      ];
    }),
  ];
}

function seconds(value: number): string {
  return `${(value / 1000).toFixed(1)} s`;
}

function signedMs(value: number): string {
  return `${value >= 0 ? "+" : "−"}${ms(Math.abs(value))}`;
}
