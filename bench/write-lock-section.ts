import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { createInterface } from "node:readline";
import { startGatewayProcess } from "./gateway-process.js";
import { type HttpResult, JsonClient } from "./http-client.js";
import { count, latencies, ms, type TableRow } from "./report.js";
import { ask, askBody } from "./scenarios.js";
import { type LatencySummary, sleep, summarize } from "./stats.js";

export interface WriteLockSettings {
  /** How long the other process holds the write lock. */
  holdSeconds: number;
  /** The pause between one `/healthz` (or GET) response and the next request. */
  probeIntervalMs: number;
  /** An ask starts this often, whether or not the earlier ones were answered. */
  askIntervalMs: number;
  /** The pause between `/readyz` requests. */
  readyIntervalMs: number;
}

export const WRITE_LOCK_SETTINGS: WriteLockSettings = {
  holdSeconds: 10,
  probeIntervalMs: 20,
  askIntervalMs: 250,
  readyIntervalMs: 1000,
};

/** Responses by HTTP status, with their latencies. */
interface Outcomes {
  statuses: Record<string, number>;
  latency: LatencySummary;
  /** The distinct Retry-After values of the 503s. */
  retryAfter: string[];
  /** Successes whose response came only once the lock was released. */
  succeededAfterRelease: number;
}

export interface WriteLockFigures {
  healthz: LatencySummary;
  read: LatencySummary;
  readyz: Outcomes;
  asks: Outcomes;
  /** The first ask once the lock was released. */
  askAfter: { status: number; ms: number };
}

/**
 * A separate process (as the `sqlite3` shell or a backup tool would be) opens the gateway's
 * database, runs `BEGIN IMMEDIATE` and holds the write lock for `holdSeconds`, while
 * `/healthz`, a question's GET, `/readyz` and asks go on against the gateway.
 */
export async function runWriteLockSection(
  cli: string,
  dir: string,
  progress: (text: string) => void,
): Promise<{ rows: TableRow[]; figures: WriteLockFigures; internalErrors: string[] }> {
  const settings = WRITE_LOCK_SETTINGS;
  const dbPath = join(dir, "write-lock.db");
  const gateway = await startGatewayProcess(cli, dbPath);
  const client = new JsonClient(gateway.url);
  try {
    const id = await ask(client, "write-lock-read");
    for (let index = 0; index < 50; index += 1) await client.request("GET", "/healthz");

    progress(`write lock: another process holds it for ${settings.holdSeconds} s`);
    const holder = await holdWriteLock(dbPath, settings.holdSeconds * 1000);
    const healthz: number[] = [];
    const read: number[] = [];
    const readyz: Array<[HttpResult, number]> = [];
    const asks: Array<Promise<[HttpResult, number]>> = [];
    const timed = async (request: () => Promise<HttpResult>): Promise<[HttpResult, number]> => {
      const startedAt = performance.now();
      const result = await request();
      return [result, result.receivedAt - startedAt];
    };
    const repeat = async (intervalMs: number, probe: () => Promise<void>) => {
      while (!holder.released()) {
        await probe();
        await sleep(intervalMs);
      }
    };
    let asked = 0;
    await Promise.all([
      repeat(settings.probeIntervalMs, async () => {
        healthz.push((await timed(() => client.request("GET", "/healthz")))[1]);
      }),
      repeat(settings.probeIntervalMs, async () => {
        read.push((await timed(() => client.request("GET", `/v1/questions/${id}`)))[1]);
      }),
      repeat(settings.readyIntervalMs, async () => {
        readyz.push(await timed(() => client.request("GET", "/readyz")));
      }),
      repeat(settings.askIntervalMs, async () => {
        asked += 1;
        const body = askBody(`write-lock-${asked}`, 3600);
        asks.push(timed(() => client.request("POST", "/v1/questions", { body })));
      }),
    ]);
    const askOutcomes = await Promise.all(asks);
    const [after, afterMs] = await timed(() =>
      client.request("POST", "/v1/questions", { body: askBody("write-lock-after", 3600) }),
    );
    const figures: WriteLockFigures = {
      healthz: summarize(healthz),
      read: summarize(read),
      readyz: outcomes(readyz, holder.releasedAt()),
      asks: outcomes(askOutcomes, holder.releasedAt()),
      askAfter: { status: after.status, ms: Math.round(afterMs * 100) / 100 },
    };
    // The request log writes each 503 at level "error": here they are what is measured.
    const internalErrors = gateway.errorLines.filter((line) => !/"status":503\b/.test(line));
    return { rows: writeLockRows(figures), figures, internalErrors };
  } finally {
    client.close();
    await gateway.stop();
  }
}

function outcomes(results: Array<[HttpResult, number]>, releasedAt: number): Outcomes {
  const statuses: Record<string, number> = {};
  const retryAfter = new Set<string>();
  let succeededAfterRelease = 0;
  for (const [result] of results) {
    statuses[result.status] = (statuses[result.status] ?? 0) + 1;
    if (result.status < 300 && result.receivedAt >= releasedAt) succeededAfterRelease += 1;
    const header = result.headers["retry-after"];
    if (result.status === 503 && typeof header === "string") retryAfter.add(header);
  }
  return {
    statuses,
    latency: summarize(results.map(([, latencyMs]) => latencyMs)),
    retryAfter: [...retryAfter],
    succeededAfterRelease,
  };
}

/** Another Node process with its own better-sqlite3 connection, inside `BEGIN IMMEDIATE`. */
async function holdWriteLock(
  dbPath: string,
  holdMs: number,
): Promise<{ released: () => boolean; releasedAt: () => number }> {
  const betterSqlite3 = createRequire(import.meta.url).resolve("better-sqlite3");
  const script = `
    const Database = require(${JSON.stringify(betterSqlite3)});
    const db = new Database(${JSON.stringify(dbPath)});
    db.exec("BEGIN IMMEDIATE");
    console.log("locked");
    setTimeout(() => { db.exec("COMMIT"); db.close(); console.log("released"); }, ${holdMs});`;
  const child = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "inherit"] });
  let releasedAt: number | undefined;
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => {
      releasedAt ??= performance.now();
      reject(new Error(`the lock holder exited early (code ${code})`));
    });
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (line) => {
      if (line === "locked") resolve();
      if (line === "released") releasedAt ??= performance.now();
    });
  });
  return {
    released: () => releasedAt !== undefined,
    releasedAt: () => releasedAt ?? Number.POSITIVE_INFINITY,
  };
}

function writeLockRows(figures: WriteLockFigures): TableRow[] {
  const settings = WRITE_LOCK_SETTINGS;
  const during = `while another process held the SQLite write lock for ${settings.holdSeconds} s`;
  const statuses = (outcome: Outcomes) =>
    Object.entries(outcome.statuses)
      .map(([status, times]) => `${count(times)} × ${status}`)
      .join(", ");
  const retryAfter = (outcome: Outcomes) =>
    outcome.retryAfter.length === 0 ? "" : ` (Retry-After ${outcome.retryAfter.join(", ")})`;
  return [
    [
      `/healthz ${during} p50 / p99 / max`,
      latencies(figures.healthz),
      `${count(figures.healthz.count)} requests one after another, ${settings.probeIntervalMs} ms apart, from the moment a separate process (its own better-sqlite3 connection, like the \`sqlite3\` shell) ran \`BEGIN IMMEDIATE\` on the gateway's database until it committed`,
    ],
    [
      "GET /v1/questions/:id during that lock p50 / p99 / max",
      latencies(figures.read),
      `${count(figures.read.count)} reads of one question, one after another, ${settings.probeIntervalMs} ms apart, alongside the /healthz requests`,
    ],
    [
      "Asks during that lock",
      `${statuses(figures.asks)}${retryAfter(figures.asks)}`,
      `an ask every ${settings.askIntervalMs} ms, each in a new session, answered in ${latencies(figures.asks.latency)}; ${count(figures.asks.succeededAfterRelease)} of the 201s came only after the lock was released; /readyz every ${settings.readyIntervalMs / 1000} s: ${statuses(figures.readyz)} in ${latencies(figures.readyz.latency)}; the first ask after the lock was released: ${figures.askAfter.status} in ${ms(figures.askAfter.ms)}`,
    ],
  ];
}
