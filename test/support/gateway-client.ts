import { afterEach, beforeEach } from "vitest";
import type { QuestionView } from "../../src/client/client-types.js";
import { type AskUserClient, createAskUserClient } from "../../src/client/index.js";
import { type RunningGateway, startGateway } from "../../src/gateway/gateway.js";

/**
 * A gateway in the test's process (memory store) with a client on it, new for each test: what
 * the agent-side integrations (AI SDK tool, framework bridges) are tested against.
 */
export function useGatewayClient(): { readonly client: AskUserClient } {
  let gateway: RunningGateway | undefined;
  let client: AskUserClient | undefined;
  beforeEach(async () => {
    gateway = await startGateway({ host: "127.0.0.1", port: 0, db: "memory", token: undefined });
    client = createAskUserClient({ url: gateway.url });
  });
  afterEach(() => gateway?.close());
  return {
    get client() {
      if (!client) throw new Error("call useGatewayClient() at the top level of the test file");
      return client;
    },
  };
}

/** The session's pending questions, once there are at least `count` of them (5 s at most). */
export async function pendingQuestions(
  client: AskUserClient,
  sessionId: string,
  count = 1,
): Promise<QuestionView[]> {
  for (let tries = 0; tries < 250; tries += 1) {
    const pending = await client.list({ sessionId, status: "pending" });
    if (pending.length >= count) return pending;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`fewer than ${count} pending questions in session ${sessionId}`);
}
