import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { type GatewayProcess, readRssBytes, startGatewayProcess } from "./gateway-process.js";
import { JsonClient } from "./http-client.js";
import { count, mib, ms, type TableRow } from "./report.js";
import { measureAsks, type Throughput } from "./scenarios.js";
import { sleep } from "./stats.js";

/**
 * `pending`: questions left pending before the crash (one-hour timeouts, each its own session).
 * `settleMs`: how long after `/healthz` answered the RSS is read (V8 shrinks a start's heap).
 */
export const RESTART_SETTINGS = { pending: 100_000, concurrency: 64, settleMs: 10_000 };

export interface RestartRun {
  /** From spawn to the first 200 on `/healthz`. */
  healthzMs: number;
  /** Right after that: `GET /v1/questions?status=pending&limit=50`, request to last byte. */
  firstListMs: number;
  /** `settleMs` after `/healthz` answered. */
  rssBytes: number;
}

export interface RestartFigures {
  asks: Throughput;
  empty: RestartRun;
  full: RestartRun;
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
  const empty = await restartOnce(cli, emptyDb);

  progress(`restart: asking ${count(RESTART_SETTINGS.pending)} questions`);
  const fullDb = join(dir, "restart-full.db");
  let asks: Throughput | undefined;
  await crashOnce(cli, fullDb, async (gateway, client) => {
    asks = await measureAsks(client, gateway.pid, {
      count: RESTART_SETTINGS.pending,
      concurrency: RESTART_SETTINGS.concurrency,
      tag: "restart",
    });
  });
  progress("restart: killed with them pending, started again");
  const full = await restartOnce(cli, fullDb);
  return { asks: asks as Throughput, empty, full };
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

async function restartOnce(cli: string, db: string): Promise<RestartRun> {
  const started = performance.now();
  const gateway = await startGatewayProcess(cli, db);
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
    await sleep(RESTART_SETTINGS.settleMs);
    return { healthzMs, firstListMs, rssBytes: readRssBytes(gateway.pid) };
  } finally {
    client.close();
    await gateway.stop();
  }
}

/** The restart rows of the report. */
export function restartRows(figures: RestartFigures): TableRow[] {
  const { empty, full, asks } = figures;
  const pending = RESTART_SETTINGS.pending;
  const perPending = (full.rssBytes - empty.rssBytes) / pending;
  return [
    [
      "Restart after kill -9, empty database",
      `\`/healthz\` ${ms(empty.healthzMs)} after spawn, first list ${ms(empty.firstListMs)}, RSS ${mib(empty.rssBytes)}`,
      `SQLite; the first \`GET /v1/questions?status=pending&limit=50\` right after; RSS ${RESTART_SETTINGS.settleMs / 1000} s after \`/healthz\` answered`,
    ],
    [
      `Restart after kill -9, ${count(pending)} pending`,
      `\`/healthz\` ${ms(full.healthzMs)} after spawn (${signedMs(full.healthzMs - empty.healthzMs)} against empty), first list ${ms(full.firstListMs)}, RSS ${mib(full.rssBytes)} (${count(Math.round(perPending))} bytes per pending question)`,
      `${count(pending)} questions asked first at ${count(asks.perSecond)}/s (${RESTART_SETTINGS.concurrency} at a time, one-hour timeouts, each its own session), then the gateway killed with SIGKILL and started on the same file`,
    ],
  ];
}

function signedMs(value: number): string {
  return `${value >= 0 ? "+" : "−"}${ms(Math.abs(value))}`;
}
