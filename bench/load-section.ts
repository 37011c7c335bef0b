import { join } from "node:path";
import { runAnswerSoak, type SoakFigures, type SoakSettings } from "./answer-soak.js";
import { startGatewayProcess } from "./gateway-process.js";
import { measureHeapAfterGc } from "./heap-probe.js";
import { JsonClient } from "./http-client.js";
import { count, latencies, mib, type TableRow } from "./report.js";

/** The load test's shape (`test/load/answer-soak.test.ts`), driven at the target rate. */
export const LOAD_SETTINGS: SoakSettings = {
  pending: 10_000,
  answersPerSecond: 1000,
  seconds: 60,
  tickMs: 10,
  maxInFlight: 256,
  warmUp: 500,
  settleMs: 2000,
  sampleMs: 1000,
  heapWindowSeconds: 20,
};

/** Answers at a paced 1,000/s for 60 s with 10,000 pending, in a fresh gateway process. */
export async function runLoadSection(
  cli: string,
  dir: string,
  progress: (text: string) => void,
): Promise<{ rows: TableRow[]; figures: SoakFigures; internalErrors: string[] }> {
  const gateway = await startGatewayProcess(cli, join(dir, "load.db"), {
    nodeArgs: ["--inspect=127.0.0.1:0"],
  });
  const client = new JsonClient(gateway.url);
  try {
    const inspectorUrl = gateway.inspectorUrl;
    const figures = await runAnswerSoak(
      client,
      {
        pid: gateway.pid,
        ...(inspectorUrl ? { heap: () => measureHeapAfterGc(inspectorUrl) } : {}),
      },
      LOAD_SETTINGS,
      (text) => progress(`load: ${text}`),
    );
    return { rows: loadRows(figures), figures, internalErrors: gateway.errorLines };
  } finally {
    client.close();
    await gateway.stop();
  }
}

function loadRows(figures: SoakFigures): TableRow[] {
  const settings = LOAD_SETTINGS;
  const { memory } = figures;
  const peakRss = Math.max(...memory.rssSamples.map(([, rss]) => rss));
  const heap = (bytes: number | undefined) => (bytes === undefined ? "?" : mib(bytes));
  return [
    [
      `Sustained answers/s, ${count(settings.pending)} pending`,
      `${count(figures.achievedPerSecond)}/s of ${count(settings.answersPerSecond)}/s paced`,
      `${count(settings.pending)} questions pending (one per session) while answers are sent every ${settings.tickMs} ms for ${settings.seconds} s, at most ${settings.maxInFlight} cycles in flight; a cycle is the human's answer (its body is the agent's result) and the agent's next question in that session, each response checked and every stored result read back afterwards (${count(figures.answered)} answered in ${figures.seconds} s, ${count(figures.failures)} failures, pacer at worst ${(figures.maxLagMs / 1000).toFixed(1)} s behind; CPU: gateway ${figures.gatewayCpuPercent}% = ${figures.gatewayCpuMsPerCycle} ms per cycle, load generator ${figures.loadGeneratorCpuPercent}%)`,
    ],
    [
      "Answer latency under that load p50 / p99 / max",
      latencies(figures.answerLatency),
      `answer POST sent to its 200; the whole cycle ${latencies(figures.cycleLatency)}`,
    ],
    [
      "Gateway heap after GC: 10k pending / after the run",
      `${heap(memory.heapBaseline?.usedBytes)} / ${heap(memory.heapAfter?.usedBytes)}`,
      `live heap after two forced full GCs through the inspector; over the last ${settings.heapWindowSeconds} s of answering ${heap(memory.heapWindowStart?.usedBytes)} → ${heap(memory.heapWindowEnd?.usedBytes)}. RSS ${mib(memory.rssBaselineBytes)} at the baseline, peak ${mib(peakRss)}, ${mib(memory.rssAfterBytes)} after a ${settings.settleMs / 1000} s settle`,
    ],
  ];
}
