import { performance } from "node:perf_hooks";
import { createAskUserClient } from "../src/client/node.js";
import type { AskUserInput } from "../src/core/index.js";
import type { EmbeddedGateway } from "../src/server/index.js";
import { readCpuTicks, readVoluntarySwitches } from "./gateway-process.js";
import type { JsonClient } from "./http-client.js";
import type { PeerRoundTrips } from "./peer-langgraph.js";
import { askBody, CLOCK_TICKS_PER_SECOND } from "./scenarios.js";
import { runPool, summarize } from "./stats.js";

/** Round trips, and what each cost in CPU. */
export interface CostedRoundTrips extends PeerRoundTrips {
  /** CPU the gateway spent per round trip (for the embedded gateway: the whole process). */
  gatewayCpuMs: number;
  /**
   * CPU the benchmark's thread spent per round trip: the agent's `ask()` and the human's answer
   * POST, so an upper bound for `ask()` alone. Absent where the gateway shares the process.
   */
  clientCpuMs?: number;
  /** The gateway process's voluntary context switches (all its threads) per round trip. */
  gatewaySwitches?: number;
}

/** What the human sends for every question. */
const ANSWER = { answers: { database: ["SQLite"], features: ["Login", "Export"] } };

const { sessionId: _sessionId, ...INPUT } = askBody("unused", 3600);
const EXPECTED = JSON.stringify({ status: "answered", answers: ANSWER });

/**
 * The agent's `ask()` from the TypeScript client against a gateway process, and a human who
 * answers over HTTP as soon as the question is held (`onAsked`). One round trip: the ask POST
 * and its synced commit, the long-poll, the answer POST and its synced commit, the wake-up,
 * and `ask()` resolving with the answer, all over loopback HTTP. CPU: the gateway process's,
 * and this thread's (agent and human; the V8 helper threads are left out).
 */
export async function measureClientRoundTrips(
  gateway: { url: string; pid: number },
  human: JsonClient,
  options: { count: number; concurrency: number; tag: string },
): Promise<CostedRoundTrips> {
  const agent = createAskUserClient({ url: gateway.url });
  const gatewayBefore = readCpuTicks(gateway.pid);
  const switchesBefore = readVoluntarySwitches(gateway.pid);
  const agentBefore = readCpuTicks("thread-self");
  const measured = await measureAsks(options, (index, onAsked) =>
    agent.ask(INPUT as unknown as AskUserInput, {
      sessionId: `${options.tag}-${index}`,
      onAsked: (question) =>
        onAsked(
          human
            .request("POST", `/v1/questions/${question.id}/answer`, { body: ANSWER })
            .then((response) => {
              if (response.status !== 200) throw new Error(`answer: HTTP ${response.status}`);
            }),
        ),
    }),
  );
  return {
    ...measured,
    gatewayCpuMs: ticksToMsPer(readCpuTicks(gateway.pid) - gatewayBefore, options.count),
    clientCpuMs: ticksToMsPer(readCpuTicks("thread-self") - agentBefore, options.count),
    gatewaySwitches: (readVoluntarySwitches(gateway.pid) - switchesBefore) / options.count,
  };
}

/**
 * The same round trip with the gateway embedded in this process (`ask-user/server`): the
 * in-process `ask()`, and the human's answer POST handed to the gateway's `fetch` handler.
 * CPU is the whole process's, SQLite worker thread included.
 */
export async function measureEmbeddedRoundTrips(
  gateway: EmbeddedGateway,
  options: { count: number; concurrency: number; tag: string },
): Promise<CostedRoundTrips> {
  const body = JSON.stringify(ANSWER);
  const answer = async (id: string) => {
    const response = await gateway.fetch(
      new Request(`http://embedded/v1/questions/${id}/answer`, {
        method: "POST",
        headers: { "content-type": "application/json", "content-length": String(body.length) },
        body,
      }),
    );
    if (response.status !== 200) throw new Error(`answer: HTTP ${response.status}`);
    await response.arrayBuffer();
  };
  const before = process.cpuUsage();
  const measured = await measureAsks(options, (index, onAsked) =>
    gateway.ask(INPUT as unknown as AskUserInput, {
      sessionId: `${options.tag}-${index}`,
      onAsked: (question) => onAsked(answer(question.id)),
    }),
  );
  const used = process.cpuUsage(before);
  return { ...measured, gatewayCpuMs: round((used.user + used.system) / 1000 / options.count) };
}

/** Runs the asks, `concurrency` at a time, each checked against the human's answer. */
async function measureAsks(
  options: { count: number; concurrency: number },
  ask: (index: number, onAsked: (answering: Promise<void>) => void) => Promise<unknown>,
): Promise<PeerRoundTrips> {
  const latencies: number[] = [];
  const startedAt = performance.now();
  await runPool(options.count, options.concurrency, async (index) => {
    const began = performance.now();
    let answering: Promise<void> = Promise.resolve();
    const result = await ask(index, (answer) => {
      answering = answer;
    });
    await answering;
    if (JSON.stringify(result) !== EXPECTED)
      throw new Error(`ask-user: resumed with ${JSON.stringify(result)}`);
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

function ticksToMsPer(ticks: number, count: number): number {
  return round(((ticks / CLOCK_TICKS_PER_SECOND) * 1000) / count);
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
