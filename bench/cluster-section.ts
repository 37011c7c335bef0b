import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { type GatewayProcess, startGatewayProcess } from "./gateway-process.js";
import { JsonClient } from "./http-client.js";
import { count, latencies, type TableRow } from "./report.js";
import { answer, ask, readResult, warmUp } from "./scenarios.js";
import { type LatencySummary, round, runPool, sleep, summarize } from "./stats.js";

/** Where the benchmark creates (and afterwards drops) its own database. */
const ADMIN_URL =
  process.env.ASK_USER_BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export const CLUSTER_SETTINGS = {
  processes: 3,
  warmUp: 200,
  wake: { count: 300, settleMs: 10 },
  answers: { count: 6000, concurrency: 48 },
};

export interface ClusterFigures {
  /** Ask and long-poll on one process, answer on another: answer sent → long-poll returns. */
  crossProcessWake: LatencySummary;
  /** Answers through all processes at once, each to a random process. */
  answersPerSecond: number;
  answerLatency: LatencySummary;
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Three gateway processes on one PostgreSQL database: the answer-to-wake latency across
 * processes, and answers per second through all three.
 */
export async function runClusterSection(
  cli: string,
  progress: (text: string) => void,
): Promise<{ rows: TableRow[]; figures: ClusterFigures; internalErrors: string[] }> {
  const name = `ask_user_bench_${randomBytes(4).toString("hex")}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const gateways: GatewayProcess[] = [];
  const clients: JsonClient[] = [];
  try {
    for (let index = 0; index < CLUSTER_SETTINGS.processes; index += 1) {
      const gateway = await startGatewayProcess(cli, url.toString());
      gateways.push(gateway);
      clients.push(new JsonClient(gateway.url));
    }
    progress(`cluster: ${gateways.length} gateways on PostgreSQL database ${name}`);
    for (const [index, client] of clients.entries())
      await warmUp(client, CLUSTER_SETTINGS.warmUp, `cluster-${index}`);

    progress("cluster: answer-to-wake latency across processes");
    const wake: number[] = [];
    for (let index = 0; index < CLUSTER_SETTINGS.wake.count; index += 1) {
      const waiter = clients[index % clients.length] as JsonClient;
      const answerer = clients[(index + 1) % clients.length] as JsonClient;
      const id = await ask(waiter, `cluster-wake-${index}`);
      let markSent: () => void = () => {};
      const sent = new Promise<void>((resolve) => {
        markSent = resolve;
      });
      const poll = readResult(waiter, id, 60, markSent);
      poll.catch(() => {});
      await Promise.race([sent, poll]);
      await sleep(CLUSTER_SETTINGS.wake.settleMs);
      const startedAt = performance.now();
      const [woken] = await Promise.all([poll, answer(answerer, id)]);
      wake.push(woken.receivedAt - startedAt);
    }

    const { count: total, concurrency } = CLUSTER_SETTINGS.answers;
    progress(`cluster: ${total} questions, then answers through random processes`);
    const ids: string[] = [];
    await runPool(total, concurrency, async (index) => {
      ids[index] = await ask(
        clients[index % clients.length] as JsonClient,
        `cluster-answers-${index}`,
      );
    });
    const answerLatency: number[] = [];
    const startedAt = performance.now();
    await runPool(total, concurrency, async (index) => {
      const client = clients[Math.floor(Math.random() * clients.length)] as JsonClient;
      const sentAt = performance.now();
      const response = await answer(client, ids[index] as string);
      answerLatency.push(response.receivedAt - sentAt);
    });
    const seconds = (performance.now() - startedAt) / 1000;
    const figures: ClusterFigures = {
      crossProcessWake: summarize(wake),
      answersPerSecond: round(total / seconds, 0),
      answerLatency: summarize(answerLatency),
    };
    const rows: TableRow[] = [
      [
        "Cross-process answer-to-wake latency (3 gateways on PostgreSQL; long-poll on one, answer on another)",
        latencies(figures.crossProcessWake),
        `${count(CLUSTER_SETTINGS.wake.count)} answers, one at a time`,
      ],
      [
        "Answers per second through 3 gateways on PostgreSQL",
        count(figures.answersPerSecond),
        `${count(total)} answers, ${concurrency} in flight, each to a random gateway; latency ${latencies(figures.answerLatency)}`,
      ],
    ];
    return { rows, figures, internalErrors: gateways.flatMap((gateway) => gateway.errorLines) };
  } finally {
    for (const client of clients) client.close();
    await Promise.all(gateways.map((gateway) => gateway.stop()));
    await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}
