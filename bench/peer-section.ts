import { join } from "node:path";
import { measureClientRoundTrips } from "./client-round-trips.js";
import { startGatewayProcess } from "./gateway-process.js";
import { JsonClient } from "./http-client.js";
import { createPeerGraph, measurePeerRoundTrips, type PeerRoundTrips } from "./peer-langgraph.js";
import { count, ms, type TableRow } from "./report.js";
import { warmUp } from "./scenarios.js";

export const PEER_SETTINGS = { count: 1000, warmUp: 100, concurrencies: [1, 16] };

export interface PeerFigures {
  askUser: PeerRoundTrips[];
  langGraph: PeerRoundTrips[];
  langGraphFullSync: PeerRoundTrips[];
}

/**
 * The same human-in-the-loop round trip, ask-user against LangGraph JS, both on file-backed
 * SQLite in `dir`, one at a time and 16 at a time.
 */
export async function runPeerSection(
  cli: string,
  dir: string,
  progress: (text: string) => void,
): Promise<{ rows: TableRow[]; figures: PeerFigures; internalErrors: string[] }> {
  const { count: total, concurrencies } = PEER_SETTINGS;
  const figures: PeerFigures = { askUser: [], langGraph: [], langGraphFullSync: [] };

  const gateway = await startGatewayProcess(cli, join(dir, "peer.db"));
  const human = new JsonClient(gateway.url);
  try {
    await warmUp(human, PEER_SETTINGS.warmUp, "peer");
    for (const concurrency of concurrencies) {
      progress(`peer: ask-user client round trips, concurrency ${concurrency}`);
      figures.askUser.push(
        await measureClientRoundTrips(gateway.url, human, {
          count: total,
          concurrency,
          tag: `peer-${concurrency}`,
        }),
      );
    }
  } finally {
    human.close();
    await gateway.stop();
  }

  for (const synchronous of ["default", "full"] as const) {
    const { graph, close } = createPeerGraph(join(dir, "langgraph"), synchronous);
    try {
      await measurePeerRoundTrips(graph, {
        count: PEER_SETTINGS.warmUp,
        concurrency: 1,
        tag: `warm-${synchronous}`,
      });
      for (const concurrency of concurrencies) {
        progress(`peer: LangGraph round trips (${synchronous} sync), concurrency ${concurrency}`);
        const measured = await measurePeerRoundTrips(graph, {
          count: total,
          concurrency,
          tag: `${synchronous}-${concurrency}`,
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
  return PEER_SETTINGS.concurrencies.flatMap((concurrency, index): TableRow[] => {
    const askUser = figures.askUser[index] as PeerRoundTrips;
    const langGraph = figures.langGraph[index] as PeerRoundTrips;
    const fullSync = figures.langGraphFullSync[index] as PeerRoundTrips;
    const ratio = (peer: PeerRoundTrips) => (askUser.perSecond / peer.perSecond).toFixed(2);
    const trip = (figure: PeerRoundTrips) =>
      `${count(figure.perSecond)}/s, p50 ${ms(figure.latency.p50Ms)}, p99 ${ms(figure.latency.p99Ms)}`;
    return [
      [
        `Human-in-the-loop round trips, ${concurrency} at a time: ask-user`,
        `${trip(askUser)}`,
        `${count(askUser.count)} round trips, each a new session: the agent's \`ask()\` (\`ask-user/client\` on Node: pooled \`node:http\` connections) against a gateway process on SQLite (WAL, \`synchronous = FULL\`), the human answering over HTTP as soon as the question is held; includes 3 HTTP requests over loopback, 2 synced commits, the long-poll wake-up`,
      ],
      [
        `The same with LangGraph JS ${concurrency} at a time`,
        `${trip(langGraph)}; ask-user ${ratio(langGraph)}×`,
        `@langchain/langgraph 1.7.3 \`interrupt()\` in a one-node graph, resumed with \`new Command({ resume })\`, checkpointed by @langchain/langgraph-checkpoint-sqlite 1.0.4 in a file (WAL, better-sqlite3's default \`synchronous = NORMAL\`: no fsync per commit); in process, no network, no human surface. With \`synchronous = FULL\` like ask-user: ${trip(fullSync)}, ask-user ${ratio(fullSync)}×`,
      ],
    ];
  });
}
