import { join } from "node:path";
import { createGateway } from "../src/server/index.js";
import {
  type CostedRoundTrips,
  measureClientRoundTrips,
  measureEmbeddedRoundTrips,
} from "./client-round-trips.js";
import { startGatewayProcess } from "./gateway-process.js";
import { JsonClient } from "./http-client.js";
import { createPeerGraph, measurePeerRoundTrips, type PeerRoundTrips } from "./peer-langgraph.js";
import { count, ms, type TableRow } from "./report.js";
import { warmUp } from "./scenarios.js";

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
  const figures: PeerFigures = { askUser: [], embedded: [], langGraph: [], langGraphFullSync: [] };

  const gateway = await startGatewayProcess(cli, join(dir, "peer.db"));
  const human = new JsonClient(gateway.url);
  try {
    await warmUp(human, PEER_SETTINGS.warmUp, "peer");
    await measureClientRoundTrips(gateway, human, {
      count: PEER_SETTINGS.warmUp,
      concurrency: 1,
      tag: "peer-warm",
    });
    for (const run of PEER_SETTINGS.runs) {
      progress(`peer: ask-user client round trips, concurrency ${run.concurrency}`);
      figures.askUser.push(
        await measureClientRoundTrips(gateway, human, { ...run, tag: `peer-${run.concurrency}` }),
      );
    }
  } finally {
    human.close();
    await gateway.stop();
  }

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
  return { rows: peerRows(figures), figures, internalErrors: gateway.errorLines };
}

function peerRows(figures: PeerFigures): TableRow[] {
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
        `${trip(askUser)}; CPU per round trip: gateway ${ms(askUser.gatewayCpuMs)}, agent and human ${ms(askUser.clientCpuMs ?? 0)}`,
        `${count(askUser.count)} round trips, each a new session: the agent's \`ask()\` (\`ask-user/client\` on Node: pooled \`node:http\` connections) against a gateway process on SQLite (WAL, \`synchronous = FULL\`), the human answering over HTTP as soon as the question is held; 3 HTTP requests over loopback, 2 synced commits, the long-poll wake-up. CPU: the gateway process (\`/proc/<pid>/stat\`), and the benchmark's thread, which runs the agent's \`ask()\` and the human's answer POST (\`/proc/thread-self/stat\`): an upper bound for \`ask()\` alone`,
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
