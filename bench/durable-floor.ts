import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { parseAskInput, type QuestionRecord } from "../src/core/index.js";
import { SqliteEngine } from "../src/store/sqlite/sqlite-engine.js";
import { askBody } from "./scenarios.js";
import { type LatencySummary, summarize } from "./stats.js";

const { sessionId: _sessionId, ...input } = askBody("unused", 3600);
/** The benchmark's ask, as the gateway stores it. */
const { questions } = parseAskInput(input);

/**
 * What one durable round trip cannot do without on this disk: the store's own two writes (the
 * question, then its answer), each in its own synced commit, run by the store's engine in this
 * thread with no threads, messages or HTTP around them. The round-trip rows above are measured
 * against it: what they take beyond it is the gateway's own.
 */
export function measureDurableFloor(
  path: string,
  count: number,
): LatencySummary & { switchesPerRoundTrip: number } {
  const engine = new SqliteEngine(path);
  const commit = (write: () => { kind: string }, expected: string) => {
    engine.db.exec("BEGIN IMMEDIATE");
    const outcome = write();
    engine.db.exec("COMMIT");
    if (outcome.kind !== expected) throw new Error(`floor: ${outcome.kind}, not ${expected}`);
  };
  const durations: number[] = [];
  const switchesBefore = threadSwitches();
  let switchesPerRoundTrip = 0;
  try {
    for (let index = 0; index < count; index += 1) {
      const now = Date.now();
      const record: QuestionRecord = {
        id: `floor-${index}`,
        sessionId: `floor-${index}`,
        status: "pending",
        questions,
        timeoutSeconds: 3600,
        createdAt: new Date(now).toISOString(),
        expiresAt: new Date(now + 3_600_000).toISOString(),
      };
      const began = performance.now();
      commit(() => engine.insert(record), "inserted");
      commit(
        () =>
          engine.end(record.id, {
            status: "answered",
            endedAt: new Date(now).toISOString(),
            endedBy: { kind: "human", surface: "api" },
            answers: { database: ["SQLite"], features: ["Login", "Export"] },
          }),
        "ended",
      );
      durations.push(performance.now() - began);
    }
    switchesPerRoundTrip = (threadSwitches() - switchesBefore) / count;
  } finally {
    engine.close();
  }
  return { ...summarize(durations), switchesPerRoundTrip };
}

/**
 * This thread's voluntary context switches so far: each synced commit sleeps while the disk
 * writes (and again for its cache flush), whichever thread runs it.
 */
function threadSwitches(): number {
  const status = readFileSync("/proc/thread-self/status", "utf8");
  return Number(/^voluntary_ctxt_switches:\s+(\d+)/m.exec(status)?.[1] ?? 0);
}
