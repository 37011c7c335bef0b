import { join } from "node:path";
import { createGateway } from "../src/server/index.js";
import {
  type CostedRoundTrips,
  measureClientRoundTrips,
  measureEmbeddedRoundTrips,
} from "./client-round-trips.js";
import { measureDurableFloor } from "./durable-floor.js";
import { startGatewayProcess } from "./gateway-process.js";
import { JsonClient } from "./http-client.js";
import { createPeerGraph, measurePeerRoundTrips, type PeerRoundTrips } from "./peer-langgraph.js";
import { count, ms, type TableRow } from "./report.js";
import { warmUp } from "./scenarios.js";
import type { LatencySummary } from "./stats.js";

/** Pairs of commits timed for the durable floor. */
const FLOOR_ROUND_TRIPS = 1000;

/** Round trips per run at each concurrency: more where more are in flight, for steady figures. */
export const PEER_SETTINGS = {
  warmUp: 300,
  runs: [
    { concurrency: 1, count: 1000 },
    { concurrency: 16, count: 2000 },
    { concurrency: 100, count: 4000 },
  ],
};

export interface PeerFigures {
  /** The store's two synced commits of one round trip, alone (`durable-floor.ts`). */
  durableFloor: LatencySummary & { switchesPerRoundTrip: number };
  /** The gateway process's round trip, one at a time, on the in-memory store: no SQLite. */
  inMemoryStore: CostedRoundTrips;
  askUser: CostedRoundTrips[];
  embedded: CostedRoundTrips[];
  langGraph: PeerRoundTrips[];
  langGraphFullSync: PeerRoundTrips[];
}

/**
 * The same human-in-the-loop round trip, ask-user (a gateway process, and embedded in this
 * process) against LangGraph JS, all on file-backed SQLite in `dir`, at each concurrency.
 */
export async function runPeerSection(
  cli: string,
  dir: string,
  progress: (text: string) => void,
): Promise<{ rows: TableRow[]; figures: PeerFigures; internalErrors: string[] }> {
  const internalErrors: string[] = [];
  const askUser = await measureGatewayProcess(
    cli,
    join(dir, "peer.db"),
    PEER_SETTINGS.runs,
    internalErrors,
    (concurrency) => progress(`peer: ask-user client round trips, concurrency ${concurrency}`),
  );
  progress("peer: the same on the in-memory store, and the durable floor");
  const [inMemoryStore] = (await measureGatewayProcess(
    cli,
    "memory",
    PEER_SETTINGS.runs.slice(0, 1),
    internalErrors,
  )) as [CostedRoundTrips];
  const figures: PeerFigures = {
    durableFloor: measureDurableFloor(join(dir, "floor.db"), FLOOR_ROUND_TRIPS),
    inMemoryStore,
    askUser,
    embedded: [],
    langGraph: [],
    langGraphFullSync: [],
  };

  const embedded = await createGateway({
    store: join(dir, "embedded.db"),
    // Every answer here comes from this process: the per-source limit is meant for humans.
    answerRatePerMinute: 100_000_000,
  });
  try {
    await measureEmbeddedRoundTrips(embedded, {
      count: PEER_SETTINGS.warmUp,
      concurrency: 1,
      tag: "warm",
    });
    for (const run of PEER_SETTINGS.runs) {
      progress(`peer: embedded ask-user round trips, concurrency ${run.concurrency}`);
      figures.embedded.push(
        await measureEmbeddedRoundTrips(embedded, { ...run, tag: `embedded-${run.concurrency}` }),
      );
    }
  } finally {
    await embedded.close();
  }

  for (const synchronous of ["default", "full"] as const) {
    const { graph, close } = createPeerGraph(join(dir, "langgraph"), synchronous);
    try {
      await measurePeerRoundTrips(graph, {
        count: PEER_SETTINGS.warmUp,
        concurrency: 1,
        tag: `warm-${synchronous}`,
      });
      for (const run of PEER_SETTINGS.runs) {
        progress(
          `peer: LangGraph round trips (${synchronous} sync), concurrency ${run.concurrency}`,
        );
        const measured = await measurePeerRoundTrips(graph, {
          ...run,
          tag: `${synchronous}-${run.concurrency}`,
        });
        (synchronous === "full" ? figures.langGraphFullSync : figures.langGraph).push(measured);
      }
    } finally {
      close();
    }
  }
  return { rows: peerRows(figures), figures, internalErrors };
}

/**
 * Starts a gateway process on `db`, warms it up, measures the client's round trips at each of
 * `runs`, and stops it, adding the errors it logged to `errors`.
 */
async function measureGatewayProcess(
  cli: string,
  db: string,
  runs: readonly { concurrency: number; count: number }[],
  errors: string[],
  onRun?: (concurrency: number) => void,
): Promise<CostedRoundTrips[]> {
  const gateway = await startGatewayProcess(cli, db);
  const human = new JsonClient(gateway.url);
  // Session ids need only be unique within this gateway's store.
  const tag = "peer";
  try {
    await warmUp(human, PEER_SETTINGS.warmUp, tag);
    await measureClientRoundTrips(gateway, human, {
      count: PEER_SETTINGS.warmUp,
      concurrency: 1,
      tag: `${tag}-warm`,
    });
    const measured: CostedRoundTrips[] = [];
    for (const run of runs) {
      onRun?.(run.concurrency);
      measured.push(
        await measureClientRoundTrips(gateway, human, {
          ...run,
          tag: `${tag}-${run.concurrency}`,
        }),
      );
    }
    return measured;
  } finally {
    human.close();
    await gateway.stop();
    errors.push(...gateway.errorLines);
  }
}

function peerRows(figures: PeerFigures): TableRow[] {
  return [...roundTripRows(figures), ...floorRows(figures)];
}

/** What the disk alone costs, and what the gateway costs without SQLite, one at a time. */
function floorRows(figures: PeerFigures): TableRow[] {
  const floor = figures.durableFloor;
  const askUser = figures.askUser[0] as CostedRoundTrips;
  const embedded = figures.embedded[0] as CostedRoundTrips;
  const beyond = (figure: CostedRoundTrips) => ms(figure.latency.p50Ms - floor.p50Ms);
  const memory = figures.inMemoryStore;
  return [
    [
      "A durable round trip's two synced commits alone, p50 / p99 / max",
      `${ms(floor.p50Ms)} / ${ms(floor.p99Ms)} / ${ms(floor.maxMs)}; ${floor.switchesPerRoundTrip.toFixed(1)} wake-ups (the syncs' own sleeps)`,
      `${count(floor.count)} times, in the benchmark's thread, the store's own engine writing a question and then its answer to a SQLite file (WAL, \`synchronous = FULL\`), each in its own transaction: no worker thread, no messages, no HTTP; the floor of any round trip that keeps both on disk. One at a time, the gateway process took ${beyond(askUser)} and the embedded gateway ${beyond(embedded)} beyond it at p50. Wake-ups: this thread's voluntary context switches per pair of commits; with the in-memory store's below, the fewest any gateway process that syncs both could cost (${(floor.switchesPerRoundTrip + (memory.gatewaySwitches ?? 0)).toFixed(1)}), against the SQLite gateway's ${switches(askUser)}, whose writes cross to the store's worker thread and back`,
    ],
    [
      "ask-user round trips on the in-memory store, 1 at a time",
      `${count(memory.perSecond)}/s, p50 ${ms(memory.latency.p50Ms)}, p99 ${ms(memory.latency.p99Ms)}; CPU per round trip: gateway ${ms(memory.gatewayCpuMs)}, agent and human ${ms(memory.clientCpuMs ?? 0)}; gateway wake-ups per round trip ${switches(memory)}`,
      `the first round-trip row's measurement against a gateway process started with \`--db memory\`: the same 3 HTTP requests and long-poll wake-up, with no SQLite worker thread to cross to and nothing to sync. Beyond its two commits, SQLite adds the crossings to its worker thread: on a round trip's path, the ask's insert and the answer's update, each there and back`,
    ],
  ];
}

/** The gateway's voluntary context switches per round trip: the wake-ups it cost. */
function switches(figure: CostedRoundTrips): string {
  return (figure.gatewaySwitches ?? 0).toFixed(1);
}

function roundTripRows(figures: PeerFigures): TableRow[] {
  return PEER_SETTINGS.runs.flatMap(({ concurrency }, index): TableRow[] => {
    const askUser = figures.askUser[index] as CostedRoundTrips;
    const embedded = figures.embedded[index] as CostedRoundTrips;
    const langGraph = figures.langGraph[index] as PeerRoundTrips;
    const fullSync = figures.langGraphFullSync[index] as PeerRoundTrips;
    const trip = (figure: PeerRoundTrips) =>
      `${count(figure.perSecond)}/s, p50 ${ms(figure.latency.p50Ms)}, p99 ${ms(figure.latency.p99Ms)}`;
    /** ask-user's throughput and p50 against a peer's: "N× the throughput, N× at p50". */
    const against = (peer: PeerRoundTrips) =>
      `ask-user ${ratio(askUser.perSecond, peer.perSecond)} the round trips/s, ${ratio(peer.latency.p50Ms, askUser.latency.p50Ms)} faster at p50`;
    return [
      [
        `Human-in-the-loop round trips, ${concurrency} at a time: ask-user`,
        `${trip(askUser)}; CPU per round trip: gateway ${ms(askUser.gatewayCpuMs)}, agent and human ${ms(askUser.clientCpuMs ?? 0)}; gateway wake-ups per round trip ${switches(askUser)}`,
        `${count(askUser.count)} round trips, each a new session: the agent's \`ask()\` (\`ask-user/client\` on Node: pooled \`node:http\` connections) against a gateway process on SQLite (WAL, \`synchronous = FULL\`), the human answering over HTTP as soon as the question is held; 3 HTTP requests over loopback, 2 synced commits, the long-poll wake-up. CPU: the gateway process (\`/proc/<pid>/stat\`), and the benchmark's thread, which runs the agent's \`ask()\` and the human's answer POST (\`/proc/thread-self/stat\`): an upper bound for \`ask()\` alone. Wake-ups: the voluntary context switches of all the gateway's threads (\`/proc/<pid>/task/*/status\`)`,
      ],
      [
        `The same, the gateway embedded (\`ask-user/server\`), ${concurrency} at a time`,
        `${trip(embedded)}; CPU per round trip ${ms(embedded.gatewayCpuMs)}`,
        `\`createGateway({ store: <SQLite file> })\` in the benchmark's process: its in-process \`ask()\`, the human's answer POST handed to its \`fetch\` handler; the same 2 synced commits, in its SQLite worker thread. CPU: the whole process`,
      ],
      [
        `The same with LangGraph JS ${concurrency} at a time`,
        `${trip(langGraph)}; ${against(langGraph)}`,
        `@langchain/langgraph 1.7.3 \`interrupt()\` in a one-node graph, resumed with \`new Command({ resume })\`, checkpointed by @langchain/langgraph-checkpoint-sqlite 1.0.4 in a file (WAL, better-sqlite3's default \`synchronous = NORMAL\`: no fsync per commit); in process, no network, no human surface. With \`synchronous = FULL\` like ask-user: ${trip(fullSync)}; ${against(fullSync)}`,
      ],
    ];
  });
}

function ratio(numerator: number, denominator: number): string {
  return `${(numerator / denominator).toFixed(2)}×`;
}
