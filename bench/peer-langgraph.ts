import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import {
  Annotation,
  Command,
  END,
  INTERRUPT,
  interrupt,
  START,
  StateGraph,
} from "@langchain/langgraph";
import { SqliteSaver } from "@langchain/langgraph-checkpoint-sqlite";
import Database from "better-sqlite3";
import { type LatencySummary, runPool, summarize } from "./stats.js";

/** The peer: LangGraph JS's human-in-the-loop, `interrupt()` and `new Command({ resume })`. */

export interface PeerRoundTrips {
  count: number;
  concurrency: number;
  perSecond: number;
  latency: LatencySummary;
}

/** The same two questions the ask-user scenarios use, as the interrupt's payload. */
const QUESTION = {
  questions: [
    {
      id: "database",
      question: "Which database should the new service use?",
      options: ["SQLite", "PostgreSQL", "MySQL"],
    },
    {
      id: "features",
      question: "Which features should ship in the first release?",
      options: ["Login", "Search", "Export"],
      multiSelect: true,
    },
  ],
};
const ANSWER = { database: ["SQLite"], features: ["Login", "Export"] };

const State = Annotation.Root({
  answers: Annotation<Record<string, string[]> | undefined>(),
});

/**
 * A graph of one node that pauses on `interrupt()` for the human's answer and resumes with it,
 * checkpointed by `SqliteSaver` in a file. `synchronous` picks the connection's fsync policy:
 * better-sqlite3 builds SQLite with WAL commits at `NORMAL` (no fsync per commit) by default,
 * ask-user's store uses `FULL`.
 */
export function createPeerGraph(dir: string, synchronous: "default" | "full") {
  mkdirSync(dir, { recursive: true });
  const db = new Database(join(dir, `langgraph-${synchronous}.db`));
  if (synchronous === "full") {
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = FULL");
  }
  const checkpointer = new SqliteSaver(db);
  const graph = new StateGraph(State)
    .addNode("ask", () => ({ answers: interrupt(QUESTION) as Record<string, string[]> }))
    .addEdge(START, "ask")
    .addEdge("ask", END)
    .compile({ checkpointer });
  return { graph, close: () => db.close() };
}

/**
 * One round trip per thread: the agent runs until `interrupt()` (checkpointed: the question is
 * pending), the human's answer resumes it with `Command({ resume })`, and the run ends with the
 * answer in its state. In process: no network, no separate human surface.
 */
export async function measurePeerRoundTrips(
  graph: ReturnType<typeof createPeerGraph>["graph"],
  options: { count: number; concurrency: number; tag: string },
): Promise<PeerRoundTrips> {
  const latencies: number[] = [];
  const startedAt = performance.now();
  await runPool(options.count, options.concurrency, async (index) => {
    const config = { configurable: { thread_id: `${options.tag}-${index}` } };
    const began = performance.now();
    const paused = await graph.invoke({ answers: undefined }, config);
    const interrupts = (paused as Record<string, unknown>)[INTERRUPT] as unknown[] | undefined;
    if (!interrupts?.length) throw new Error("langgraph: the run did not pause on interrupt()");
    const resumed = await graph.invoke(new Command({ resume: ANSWER }), config);
    if (JSON.stringify(resumed.answers) !== JSON.stringify(ANSWER))
      throw new Error(`langgraph: resumed with ${JSON.stringify(resumed.answers)}`);
    latencies.push(performance.now() - began);
  });
  const seconds = (performance.now() - startedAt) / 1000;
  return {
    count: options.count,
    concurrency: options.concurrency,
    perSecond: Math.round(options.count / seconds),
    latency: summarize(latencies),
  };
}
