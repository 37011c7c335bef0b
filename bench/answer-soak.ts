import { performance } from "node:perf_hooks";
import { readCpuTicks, readRssBytes } from "./gateway-process.js";
import type { HeapUsage } from "./heap-probe.js";
import type { HttpResult, JsonClient } from "./http-client.js";
import { askBody, CLOCK_TICKS_PER_SECOND } from "./scenarios.js";
import { type LatencySummary, round, runPool, sleep, summarize } from "./stats.js";

export interface SoakSettings {
  /** Questions kept pending, each in its own session. */
  pending: number;
  answersPerSecond: number;
  seconds: number;
  /** The pacer sends what is due every `tickMs`: `answersPerSecond * tickMs / 1000` on average. */
  tickMs: number;
  /** At most this many answer cycles in flight; the pacer waits for a free slot beyond it. */
  maxInFlight: number;
  /** Round trips before the baseline, so the answer path is compiled before memory is read. */
  warmUp: number;
  settleMs: number;
  /** RSS samples over the run, one per interval. */
  sampleMs: number;
  /** The closing stretch of answering over which the heap must not grow. */
  heapWindowSeconds: number;
}

export interface SoakFigures {
  answered: number;
  /** Answers per second from the first send to the last response. */
  achievedPerSecond: number;
  seconds: number;
  /** How far the pacer fell behind its schedule at worst (ms). */
  maxLagMs: number;
  /** From sending an answer to its 200 response. */
  answerLatency: LatencySummary;
  /** The whole cycle: answer, then ask the session's next question. */
  cycleLatency: LatencySummary;
  pendingAtEnd: number;
  /** CPU time over the answering phase's wall time; 100 is one core busy. */
  gatewayCpuPercent: number;
  loadGeneratorCpuPercent: number;
  /** Gateway CPU per cycle (answer + next ask), in ms. */
  gatewayCpuMsPerCycle: number;
  failures: number;
  /** The first failures, in words. */
  failureSamples: string[];
  memory: {
    /** After the pending questions were asked and a settle. */
    rssBaselineBytes: number;
    /** After the run, its last responses and a settle. */
    rssAfterBytes: number;
    /** Samples over the run: [seconds since start, RSS bytes]. */
    rssSamples: Array<[number, number]>;
    /**
     * Live heap after a full GC, when an inspector is given: at the baseline, when the last
     * `heapWindowSeconds` of answering begin, when answering ends, and after the settle.
     */
    heapBaseline?: HeapUsage;
    heapWindowStart?: HeapUsage;
    heapWindowEnd?: HeapUsage;
    heapAfter?: HeapUsage;
  };
}

interface Pending {
  sessionId: string;
  id: string;
}

const DATABASES = ["SQLite", "PostgreSQL", "MySQL"] as const;
const FEATURES = ["Login", "Search", "Export"] as const;

/**
 * What the human sends for the n-th answer and what the agent must get back: option labels in
 * another case (returned as the exact label), several labels, or free text (returned trimmed).
 */
export function answerFor(n: number): {
  given: Record<string, string[]>;
  expected: Record<string, string[]>;
} {
  const database = DATABASES[n % 3] as string;
  const freeText = n % 7 === 0;
  const features = FEATURES.filter((_, index) => ((n >> index) & 1) === 1 || index === n % 3);
  return {
    given: {
      database: [freeText ? `  our own store ${n} ` : database.toLowerCase()],
      features: features.map((label) => (n % 2 === 0 ? label.toUpperCase() : label)),
    },
    expected: {
      database: [freeText ? `our own store ${n}` : database],
      features: [...features],
    },
  };
}

/**
 * Keeps `pending` questions pending, each in its own session, and answers them at a paced rate.
 * Each cycle plays both sides: the human answers the oldest pending question (its 200 body is
 * the agent's result) and the agent asks that session's next question, so the pending count
 * stays the same. Every response is checked, and once the load is over every stored result is
 * read back; failures are counted, not thrown, so a run reports all of them.
 */
export async function runAnswerSoak(
  client: JsonClient,
  gateway: { pid: number; heap?: () => Promise<HeapUsage> },
  settings: SoakSettings,
  progress: (text: string) => void = () => {},
): Promise<SoakFigures> {
  const failureSamples: string[] = [];
  let failures = 0;
  const fail = (text: string) => {
    failures += 1;
    if (failureSamples.length < 20) failureSamples.push(text);
  };

  progress(`warming up with ${settings.warmUp} round trips`);
  await runPool(settings.warmUp, 16, async (index) => {
    const sessionId = `soak-warm-${index}`;
    const id = await askOrThrow(client, sessionId);
    const { given } = answerFor(index);
    const response = await client.request("POST", `/v1/questions/${id}/answer`, {
      body: { answers: given },
    });
    if (response.status !== 200) throw new Error(`warm-up answer: HTTP ${response.status}`);
  });

  progress(`asking ${settings.pending} questions in ${settings.pending} sessions`);
  const queue: Pending[] = [];
  await runPool(settings.pending, 32, async (index) => {
    const sessionId = `soak-${index}`;
    queue.push({ sessionId, id: await askOrThrow(client, sessionId) });
  });
  await sleep(settings.settleMs);
  const heapBaseline = gateway.heap ? await gateway.heap() : undefined;
  const rssBaselineBytes = readRssBytes(gateway.pid);

  const ticks = Math.round((settings.seconds * 1000) / settings.tickMs);
  const total = Math.round(settings.answersPerSecond * settings.seconds);
  const windowTick = ticks - Math.round((settings.heapWindowSeconds * 1000) / settings.tickMs);
  let heapWindowStart: HeapUsage | undefined;
  progress(`answering ${total} at ${settings.answersPerSecond}/s for ${settings.seconds} s`);
  const answerLatencies: number[] = [];
  const cycleLatencies: number[] = [];
  /** Every answered question and the result its agent must read: checked once the load is over. */
  const expectedResults = new Map<string, unknown>();
  const rssSamples: Array<[number, number]> = [];
  let answered = 0;
  let inFlight = 0;
  let maxLagMs = 0;
  let slotFreed: () => void = () => {};
  const cycles: Promise<void>[] = [];

  const cycle = async (n: number, question: Pending): Promise<void> => {
    const { given, expected } = answerFor(n);
    const expectedResult = { status: "answered", answers: { answers: expected } };
    const startedAt = performance.now();
    try {
      const response = await client.request("POST", `/v1/questions/${question.id}/answer`, {
        body: { answers: given, surface: "soak" },
      });
      answerLatencies.push(response.receivedAt - startedAt);
      if (!matches(response, 200, expectedResult)) {
        fail(`answer ${question.id}: HTTP ${response.status} ${JSON.stringify(response.body)}`);
        return;
      }
      if (expectedResults.has(question.id)) fail(`question ${question.id} answered twice`);
      expectedResults.set(question.id, expectedResult);
      answered += 1;
      const next = await client.request("POST", "/v1/questions", {
        body: askBody(question.sessionId, 3600),
      });
      if (next.status !== 201) {
        fail(`next ask in ${question.sessionId}: HTTP ${next.status} ${JSON.stringify(next.body)}`);
        return;
      }
      queue.push({ sessionId: question.sessionId, id: (next.body as { id: string }).id });
      cycleLatencies.push(next.receivedAt - startedAt);
    } catch (error) {
      fail(`cycle for ${question.id}: ${(error as Error).message}`);
    } finally {
      inFlight -= 1;
      slotFreed();
    }
  };

  const ticksBefore = readCpuTicks(gateway.pid);
  const clientBefore = process.cpuUsage();
  const startedAt = performance.now();
  const sampler = setInterval(() => {
    rssSamples.push([round((performance.now() - startedAt) / 1000, 1), readRssBytes(gateway.pid)]);
  }, settings.sampleMs);
  let sent = 0;
  try {
    for (let tick = 0; tick < ticks; tick += 1) {
      const due = startedAt + tick * settings.tickMs;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      maxLagMs = Math.max(maxLagMs, performance.now() - due);
      if (tick === windowTick && gateway.heap) heapWindowStart = await gateway.heap();
      // What is due by the end of this tick, so fractional rates come out right.
      const dueByNow = Math.round((total * (tick + 1)) / ticks);
      while (sent < dueByNow) {
        while (inFlight >= settings.maxInFlight)
          await new Promise<void>((resolve) => {
            slotFreed = resolve;
          });
        const question = queue.shift();
        if (!question) {
          fail("no pending question left to answer");
          sent += 1;
          continue;
        }
        inFlight += 1;
        cycles.push(cycle(sent, question));
        sent += 1;
      }
    }
    await Promise.all(cycles);
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - startedAt) / 1000;
  const gatewayCpuSeconds = (readCpuTicks(gateway.pid) - ticksBefore) / CLOCK_TICKS_PER_SECOND;
  const clientUsage = process.cpuUsage(clientBefore);
  const heapWindowEnd = gateway.heap ? await gateway.heap() : undefined;

  await sleep(settings.settleMs);
  const rssAfterBytes = readRssBytes(gateway.pid);
  const heapAfter = gateway.heap ? await gateway.heap() : undefined;
  const pendingAtEnd = queue.length;

  // Outside the timed window: every stored result is read back and must be what was answered.
  progress(`reading back ${expectedResults.size} results`);
  const answeredEntries = [...expectedResults];
  await runPool(answeredEntries.length, 32, async (index) => {
    const [id, expectedResult] = answeredEntries[index] as [string, unknown];
    const result = await client.request("GET", `/v1/questions/${id}/result`);
    if (!matches(result, 200, expectedResult))
      fail(`result ${id}: HTTP ${result.status} ${JSON.stringify(result.body)}`);
  });

  return {
    answered,
    achievedPerSecond: Math.round(answered / seconds),
    seconds: round(seconds, 2),
    maxLagMs: round(maxLagMs, 1),
    answerLatency: summarize(answerLatencies),
    cycleLatency: summarize(cycleLatencies),
    pendingAtEnd,
    gatewayCpuPercent: Math.round((gatewayCpuSeconds / seconds) * 100),
    loadGeneratorCpuPercent: Math.round(
      ((clientUsage.user + clientUsage.system) / 1e6 / seconds) * 100,
    ),
    gatewayCpuMsPerCycle: round((gatewayCpuSeconds * 1000) / Math.max(1, answered), 3),
    failures,
    failureSamples,
    memory: {
      rssBaselineBytes,
      rssAfterBytes,
      rssSamples,
      ...(heapBaseline ? { heapBaseline } : {}),
      ...(heapWindowStart ? { heapWindowStart } : {}),
      ...(heapWindowEnd ? { heapWindowEnd } : {}),
      ...(heapAfter ? { heapAfter } : {}),
    },
  };
}

/** RSS growth over the last `windowSeconds` of the samples: the mean of its last quarter minus the mean of its first. */
export function rssGrowthOverLast(samples: Array<[number, number]>, windowSeconds: number): number {
  const end = samples[samples.length - 1]?.[0] ?? 0;
  const window = samples.filter(([at]) => at >= end - windowSeconds);
  const quarter = Math.max(1, Math.floor(window.length / 4));
  const mean = (part: Array<[number, number]>) =>
    part.reduce((sum, [, rss]) => sum + rss, 0) / part.length;
  return mean(window.slice(-quarter)) - mean(window.slice(0, quarter));
}

async function askOrThrow(client: JsonClient, sessionId: string): Promise<string> {
  const response = await client.request("POST", "/v1/questions", {
    body: askBody(sessionId, 3600),
  });
  if (response.status !== 201)
    throw new Error(
      `ask in ${sessionId}: HTTP ${response.status} ${JSON.stringify(response.body)}`,
    );
  return (response.body as { id: string }).id;
}

function matches(response: HttpResult, status: number, body: unknown): boolean {
  return response.status === status && JSON.stringify(response.body) === JSON.stringify(body);
}
