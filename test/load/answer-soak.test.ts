import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAnswerSoak, type SoakFigures, type SoakSettings } from "../../bench/answer-soak.js";
import { type GatewayProcess, startGatewayProcess } from "../../bench/gateway-process.js";
import { measureHeapAfterGc } from "../../bench/heap-probe.js";
import { JsonClient } from "../../bench/http-client.js";
import { CLI_PATH } from "../support/child-gateway.js";

/**
 * Load and soak: a real gateway process on SQLite holds 10,000 pending questions (one per
 * session) while a paced load answers them at 1,000 per second for 60 s. Each answer is checked,
 * then the agent's next question in that session is asked, so 10,000 stay pending throughout;
 * afterwards every stored result is read back. It passes with zero errors, every result exact,
 * no question answered twice, the whole load sent on schedule, and the gateway's live heap
 * (after a forced GC) flat. A cycle (answer + next ask) costs the gateway about 0.85 ms of CPU
 * on its one event loop, so 1,000/s leaves it some headroom on this 2-core machine.
 */

const SETTINGS: SoakSettings = {
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
/** How far behind schedule the whole run may finish: noise from a shared machine, not a backlog. */
const ALLOWED_OVERRUN_SECONDS = 6;
/**
 * Live-heap growth allowed after 60,000 answer cycles with the same 10,000 pending: 5% of a
 * ~40 MB heap is ~2 MB, so a leak of ~35 bytes per answer fails.
 */
const HEAP_GROWTH_LIMIT = 0.05;
/**
 * Over the last 20 s (20,000 cycles) alone: ~100 bytes per cycle would fail; a one-off step of
 * ~1.4 MB (a table growing) was seen at this rate.
 */
const HEAP_WINDOW_GROWTH_LIMIT_BYTES = 2 * 1024 * 1024;

describe("load: 10,000 pending, answered at a steady rate for 60 s", () => {
  let directory: string;
  let gateway: GatewayProcess;
  let client: JsonClient;
  let figures: SoakFigures;

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), "ask-user-load-"));
    gateway = await startGatewayProcess(CLI_PATH, join(directory, "ask-user.db"), {
      nodeArgs: ["--inspect=127.0.0.1:0"],
    });
    client = new JsonClient(gateway.url);
  });

  afterAll(async () => {
    client?.close();
    await gateway?.stop();
    if (directory) rmSync(directory, { recursive: true, force: true });
  });

  it("sustains the rate with zero errors and exact results", async () => {
    const inspectorUrl = gateway.inspectorUrl;
    if (!inspectorUrl) throw new Error("the gateway did not print its inspector URL (--inspect)");
    figures = await runAnswerSoak(
      client,
      { pid: gateway.pid, heap: () => measureHeapAfterGc(inspectorUrl) },
      SETTINGS,
      (text) => console.log(`load: ${text}`),
    );
    console.log(`load figures: ${report(figures)}`);

    expect(figures.failureSamples).toEqual([]);
    expect(figures.failures).toBe(0);
    expect(figures.answered).toBe(SETTINGS.answersPerSecond * SETTINGS.seconds);
    expect(figures.pendingAtEnd).toBe(SETTINGS.pending);
    expect(figures.seconds).toBeLessThanOrEqual(SETTINGS.seconds + ALLOWED_OVERRUN_SECONDS);
    expect(gateway.errorLines).toEqual([]);
  });

  it("the store holds exactly the 10,000 pending and every answered question", async () => {
    expect(figures).toBeDefined();
    const pending = await client.request("GET", "/v1/questions?status=pending&limit=1000");
    expect(pending.status).toBe(200);
    expect((pending.body as { questions: unknown[] }).questions).toHaveLength(1000);
    // Every session: its answered questions and exactly one pending, nothing else.
    const sessions = ["soak-0", "soak-4999", "soak-9999"];
    for (const sessionId of sessions) {
      const listed = await client.request("GET", `/v1/questions?sessionId=${sessionId}`);
      const statuses = (listed.body as { questions: { status: string }[] }).questions.map(
        (question) => question.status,
      );
      expect(statuses.filter((status) => status === "pending")).toHaveLength(1);
      expect(statuses.every((status) => status === "pending" || status === "answered")).toBe(true);
    }
  });

  it("keeps the live heap flat: after the run as after the 10,000 were asked", () => {
    const { heapBaseline, heapWindowStart, heapWindowEnd, heapAfter } = figures.memory;
    if (!heapBaseline || !heapWindowStart || !heapWindowEnd || !heapAfter)
      throw new Error("heap figures missing: the inspector did not answer");
    expect(heapAfter.usedBytes).toBeLessThanOrEqual(
      heapBaseline.usedBytes * (1 + HEAP_GROWTH_LIMIT),
    );
    expect(heapWindowEnd.usedBytes - heapWindowStart.usedBytes).toBeLessThanOrEqual(
      HEAP_WINDOW_GROWTH_LIMIT_BYTES,
    );
  });
});

function report(figures: SoakFigures): string {
  const mib = (bytes: number | undefined) =>
    bytes === undefined ? "?" : `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
  const { memory } = figures;
  const peakRss = Math.max(...memory.rssSamples.map(([, rss]) => rss));
  return JSON.stringify({
    answered: figures.answered,
    achievedPerSecond: figures.achievedPerSecond,
    seconds: figures.seconds,
    maxLagMs: figures.maxLagMs,
    answerLatencyMs: figures.answerLatency,
    cycleLatencyMs: figures.cycleLatency,
    gatewayCpuPercent: figures.gatewayCpuPercent,
    loadGeneratorCpuPercent: figures.loadGeneratorCpuPercent,
    gatewayCpuMsPerCycle: figures.gatewayCpuMsPerCycle,
    heapUsed: {
      baseline: mib(memory.heapBaseline?.usedBytes),
      windowStart: mib(memory.heapWindowStart?.usedBytes),
      windowEnd: mib(memory.heapWindowEnd?.usedBytes),
      afterSettle: mib(memory.heapAfter?.usedBytes),
    },
    rss: {
      baseline: mib(memory.rssBaselineBytes),
      peak: mib(peakRss),
      afterSettle: mib(memory.rssAfterBytes),
    },
  });
}
