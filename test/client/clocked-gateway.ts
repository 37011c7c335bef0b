import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createHttpApp } from "../../src/http/app.js";
import { QuestionService } from "../../src/service/question-service.js";
import { MemoryQuestionStore } from "../../src/store/memory/memory-question-store.js";

export interface ClockedGateway {
  url: string;
  /** Moves the gateway's clock forward, e.g. past a question's deadline. */
  advance(ms: number): void;
  close(): Promise<void>;
}

/** An in-process gateway whose clock the test moves, so expiry needs no real waiting. */
export async function startClockedGateway(): Promise<ClockedGateway> {
  let offsetMs = 0;
  const service = new QuestionService({
    store: new MemoryQuestionStore(),
    now: () => Date.now() + offsetMs,
  });
  await service.start();
  const app = createHttpApp({ service });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const created = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, () =>
      resolve(created),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    advance: (ms) => {
      offsetMs += ms;
    },
    async close() {
      service.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ("closeAllConnections" in server) server.closeAllConnections();
      });
    },
  };
}
