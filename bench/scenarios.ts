import { execFileSync } from "node:child_process";
import { performance } from "node:perf_hooks";
import { readCpuTicks, readPeakRssBytes, readRssBytes } from "./gateway-process.js";
import { measureHeapAfterGc } from "./heap-probe.js";
import type { HttpResult, JsonClient } from "./http-client.js";
import { collectGarbage, type LatencySummary, round, runPool, sleep, summarize } from "./stats.js";

/** A typical prompt: one single-select and one multi-select question. */
export function askBody(sessionId: string, timeoutSeconds: number): Record<string, unknown> {
  return {
    sessionId,
    timeoutSeconds,
    questions: [
      {
        id: "database",
        header: "Database",
        question: "Which database should the new service use?",
        options: [
          { label: "SQLite", description: "Embedded, one file, no server to run." },
          { label: "PostgreSQL", description: "A shared server; needed for several nodes." },
          { label: "MySQL" },
        ],
      },
      {
        id: "features",
        header: "Features",
        question: "Which features should ship in the first release?",
        multiSelect: true,
        options: [{ label: "Login" }, { label: "Search" }, { label: "Export" }],
      },
    ],
  };
}

const ANSWER_BODY = { answers: { database: ["SQLite"], features: ["Login", "Export"] } };

export const ASK_BODY_BYTES = Buffer.byteLength(JSON.stringify(askBody("session-00000", 3600)));

/** Asks one question and returns its id. */
export async function ask(
  client: JsonClient,
  sessionId: string,
  timeoutSeconds = 3600,
): Promise<string> {
  const response = await client.request("POST", "/v1/questions", {
    body: askBody(sessionId, timeoutSeconds),
  });
  expectStatus(response, 201, "ask");
  return (response.body as { id: string }).id;
}

export async function answer(client: JsonClient, id: string): Promise<HttpResult> {
  const response = await client.request("POST", `/v1/questions/${id}/answer`, {
    body: ANSWER_BODY,
  });
  expectStatus(response, 200, "answer");
  expectAnswered(response.body, "answer");
  return response;
}

export async function readResult(
  client: JsonClient,
  id: string,
  waitSeconds: number,
  onSent?: () => void,
): Promise<HttpResult> {
  const response = await client.request(
    "GET",
    `/v1/questions/${id}/result?waitSeconds=${waitSeconds}`,
    onSent ? { onSent } : {},
  );
  expectStatus(response, 200, "result");
  expectAnswered(response.body, "result");
  return response;
}

/** Ask + answer + read the result, for warming the gateway's JIT before measuring. */
export async function warmUp(client: JsonClient, count: number, tag: string): Promise<void> {
  await runPool(count, 8, async (index) => {
    const id = await ask(client, `${tag}-warm-${index}`);
    await answer(client, id);
    await readResult(client, id, 0);
  });
}

export interface WakeLatency {
  /** From just before the answer POST is sent to the last byte of the long-poll response. */
  wake: LatencySummary;
  /** From the same instant to the last byte of the answer POST's own response. */
  answerAck: LatencySummary;
  /** How often the waiting long-poll finished before the answerer heard back. */
  wokeBeforeAck: number;
  /** Questions per second through the whole ask, wait, answer cycle, and CPU use. */
  throughput: Throughput;
}

/**
 * Per question: ask, start the long-poll, give it `settleMs` after it was sent so the gateway is
 * surely waiting on it, then answer and time how soon the long-poll comes back.
 */
export async function measureWakeLatency(
  client: JsonClient,
  pid: number,
  options: { count: number; concurrency: number; settleMs: number; tag: string },
): Promise<WakeLatency> {
  const wake: number[] = [];
  const answerAck: number[] = [];
  let wokeBeforeAck = 0;
  const throughput = await timed(pid, options.count, () =>
    runPool(options.count, options.concurrency, async (index) => {
      const id = await ask(client, `${options.tag}-wake-${index}`);
      let markSent: () => void = () => {};
      const sent = new Promise<void>((resolve) => {
        markSent = resolve;
      });
      const poll = readResult(client, id, 60, markSent);
      // A failing long-poll must surface here, not as an unhandled rejection during the sleep.
      poll.catch(() => {});
      await Promise.race([sent, poll]);
      await sleep(options.settleMs);

      const startedAt = performance.now();
      const [woken, acked] = await Promise.all([poll, answer(client, id)]);
      if (woken.receivedAt < startedAt)
        throw new Error(`long-poll for ${id} ended before the answer`);
      wake.push(woken.receivedAt - startedAt);
      answerAck.push(acked.receivedAt - startedAt);
      if (woken.receivedAt < acked.receivedAt) wokeBeforeAck += 1;
    }),
  );
  return { wake: summarize(wake), answerAck: summarize(answerAck), wokeBeforeAck, throughput };
}

export interface Throughput {
  count: number;
  seconds: number;
  perSecond: number;
  /** Gateway CPU time over wall time; 100 means one core fully busy. */
  gatewayCpuPercent: number;
  /** The same for this load generator, which shares the machine. */
  clientCpuPercent: number;
}

export interface RoundTrips extends Throughput {
  latency: LatencySummary;
}

/** Full round trips: ask, answer, then read the result, each in its own session. */
export async function measureRoundTrips(
  client: JsonClient,
  pid: number,
  options: { count: number; concurrency: number; tag: string },
): Promise<RoundTrips> {
  const latencies: number[] = [];
  const throughput = await timed(pid, options.count, () =>
    runPool(options.count, options.concurrency, async (index) => {
      const startedAt = performance.now();
      const id = await ask(client, `${options.tag}-trip-${index}`);
      await answer(client, id);
      const result = await readResult(client, id, 0);
      latencies.push(result.receivedAt - startedAt);
    }),
  );
  return { ...throughput, latency: summarize(latencies) };
}

/** Asks `count` questions in distinct sessions; they stay pending. */
export async function measureAsks(
  client: JsonClient,
  pid: number,
  options: { count: number; concurrency: number; tag: string },
): Promise<Throughput & { ids: string[] }> {
  const ids: string[] = [];
  const throughput = await timed(pid, options.count, () =>
    runPool(options.count, options.concurrency, async (index) => {
      ids[index] = await ask(client, `${options.tag}-ask-${index}`);
    }),
  );
  return { ...throughput, ids };
}

export function measureAnswers(
  client: JsonClient,
  pid: number,
  options: { ids: readonly string[]; concurrency: number },
): Promise<Throughput> {
  const { ids } = options;
  return timed(pid, ids.length, () =>
    runPool(ids.length, options.concurrency, async (index) => {
      await answer(client, ids[index] as string);
    }),
  );
}

export interface PendingMemory {
  pending: number;
  rssBeforeBytes: number;
  rssAfterBytes: number;
  /** The gateway's peak RSS so far (VmHWM). */
  peakRssBytes: number;
  bytesPerPending: number;
  /** Live JavaScript heap per pending question, after a full collection before and after. */
  heapBytesPerPending: number;
  asks: Throughput;
}

/**
 * RSS of the gateway before and after `count` questions are left pending (one-hour timeouts,
 * distinct sessions), each read after a settle so in-flight work has finished.
 */
export async function measurePendingMemory(
  client: JsonClient,
  gateway: { pid: number; inspectorUrl: string },
  options: { count: number; concurrency: number; settleMs: number; tag: string },
): Promise<PendingMemory> {
  const { pid, inspectorUrl } = gateway;
  await sleep(options.settleMs);
  const rssBeforeBytes = readRssBytes(pid);
  const heapBefore = await measureHeapAfterGc(inspectorUrl);
  const asks = await measureAsks(client, pid, options);
  await sleep(options.settleMs);
  const rssAfterBytes = readRssBytes(pid);
  const heapAfter = await measureHeapAfterGc(inspectorUrl);
  const { ids: _ids, ...askThroughput } = asks;
  return {
    pending: options.count,
    rssBeforeBytes,
    rssAfterBytes,
    peakRssBytes: readPeakRssBytes(pid),
    bytesPerPending: Math.round((rssAfterBytes - rssBeforeBytes) / options.count),
    heapBytesPerPending: Math.round((heapAfter.usedBytes - heapBefore.usedBytes) / options.count),
    asks: askThroughput,
  };
}

export const CLOCK_TICKS_PER_SECOND = readClockTicks();

async function timed(pid: number, count: number, run: () => Promise<void>): Promise<Throughput> {
  collectGarbage();
  const ticksBefore = readCpuTicks(pid);
  const clientBefore = process.cpuUsage();
  const startedAt = performance.now();
  await run();
  const seconds = (performance.now() - startedAt) / 1000;
  const gatewayCpuSeconds = (readCpuTicks(pid) - ticksBefore) / CLOCK_TICKS_PER_SECOND;
  const clientUsage = process.cpuUsage(clientBefore);
  const clientCpuSeconds = (clientUsage.user + clientUsage.system) / 1e6;
  return {
    count,
    seconds: round(seconds, 3),
    perSecond: Math.round(count / seconds),
    gatewayCpuPercent: Math.round((gatewayCpuSeconds / seconds) * 100),
    clientCpuPercent: Math.round((clientCpuSeconds / seconds) * 100),
  };
}

function readClockTicks(): number {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
}

function expectStatus(response: HttpResult, status: number, what: string): void {
  if (response.status !== status)
    throw new Error(
      `${what}: expected HTTP ${status}, got ${response.status}: ${JSON.stringify(response.body)}`,
    );
}

function expectAnswered(body: unknown, what: string): void {
  const result = body as { status?: string; answers?: { answers?: Record<string, string[]> } };
  if (result.status !== "answered" || result.answers?.answers?.features?.length !== 2)
    throw new Error(`${what}: expected an answered result, got ${JSON.stringify(body)}`);
}
