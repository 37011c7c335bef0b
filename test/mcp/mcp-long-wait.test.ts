import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningGateway, startGateway } from "../../src/gateway/gateway.js";
import { DEFAULT_PROGRESS_INTERVAL_MS } from "../../src/mcp/run-ask-user-tool.js";
import { answerOverHttp, connectHttpClient, pendingQuestion } from "../support/mcp-clients.js";
import { deployPrompt } from "../support/prompts.js";

/** The progress interval here, and the wait: six intervals, as 90 s is of the default 15 s. */
const INTERVAL_MS = 1_500;
const WAIT_MS = 6 * INTERVAL_MS;

describe("MCP long waits", () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    // Progress every 1.5 s instead of 15 s: the waits below keep the real ones' proportions.
    gateway = await startGateway(
      { host: "127.0.0.1", port: 0, db: "memory", token: undefined },
      undefined,
      { mcpProgressIntervalMs: INTERVAL_MS },
    );
  });
  afterAll(async () => gateway.close());

  it("reports progress every 15 s by default", () => {
    expect(DEFAULT_PROGRESS_INTERVAL_MS).toBe(15_000);
  });

  it("keeps a wait of six progress intervals alive under a client timeout of four that resets on progress", async () => {
    const { client } = await connectHttpClient(gateway.url, { "x-ask-user-session": "long" });
    const progress: Array<{ progress: number; total?: number; message?: string }> = [];
    const startedAt = Date.now();
    const call = client.callTool({ name: "ask_user", arguments: deployPrompt(600) }, undefined, {
      timeout: 4 * INTERVAL_MS,
      resetTimeoutOnProgress: true,
      onprogress: (update) => progress.push(update),
    });
    const question = await pendingQuestion(gateway.url, "long");
    await new Promise((resolve) => setTimeout(resolve, WAIT_MS - (Date.now() - startedAt)));
    await answerOverHttp(gateway.url, question.id, { answers: { deploy_target: ["Production"] } });
    const result = await call;
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(WAIT_MS);
    expect(result.structuredContent).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    });
    // One per interval: five or six notifications in six intervals, counting up towards the timeout.
    expect(progress.length).toBeGreaterThanOrEqual(5);
    expect(progress.every((update) => update.total === 600)).toBe(true);
    expect(progress.map((update) => update.progress)).toEqual(
      [...progress.map((update) => update.progress)].sort((a, b) => a - b),
    );
    // The first, sent at once, may add where to answer (when the gateway knows its address).
    expect(progress[0]?.message).toMatch(
      /^Waiting for the user's answer \(\d+:\d\d left\)(: answer at http:\/\/127\.0\.0\.1:\d+\/#\/sessions\/long)?$/,
    );
    for (const update of progress.slice(1))
      expect(update.message).toMatch(/^Waiting for the user's answer \(\d+:\d\d left\)$/);
    await client.close();
  }, 30_000);
});
