import { performance } from "node:perf_hooks";
import { createAskUserClient } from "../src/client/node.js";
import type { AskUserInput } from "../src/core/index.js";
import type { JsonClient } from "./http-client.js";
import type { PeerRoundTrips } from "./peer-langgraph.js";
import { askBody } from "./scenarios.js";
import { runPool, summarize } from "./stats.js";

const ANSWER = { answers: { database: ["SQLite"], features: ["Login", "Export"] } };

/**
 * The agent's `ask()` from the TypeScript client against a gateway process, and a human who
 * answers over HTTP as soon as the question is held (`onAsked`). One round trip: the ask POST
 * and its synced commit, the long-poll, the answer POST and its synced commit, the wake-up, and
 * `ask()` resolving with the answer, all over loopback HTTP.
 */
export async function measureClientRoundTrips(
  gatewayUrl: string,
  human: JsonClient,
  options: { count: number; concurrency: number; tag: string },
): Promise<PeerRoundTrips> {
  const agent = createAskUserClient({ url: gatewayUrl });
  const { sessionId: _sessionId, ...input } = askBody("unused", 3600);
  const latencies: number[] = [];
  const startedAt = performance.now();
  await runPool(options.count, options.concurrency, async (index) => {
    const began = performance.now();
    let answering: Promise<unknown> = Promise.resolve();
    const result = await agent.ask(input as unknown as AskUserInput, {
      sessionId: `${options.tag}-${index}`,
      onAsked: (question) => {
        answering = human
          .request("POST", `/v1/questions/${question.id}/answer`, { body: ANSWER })
          .then((response) => {
            if (response.status !== 200) throw new Error(`answer: HTTP ${response.status}`);
          });
      },
    });
    await answering;
    if (JSON.stringify(result) !== JSON.stringify({ status: "answered", answers: ANSWER }))
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
