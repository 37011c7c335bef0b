import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningGateway, startGateway } from "../../src/gateway/gateway.js";
import { answerOverHttp, connectHttpClient, pendingQuestion } from "../support/mcp-clients.js";
import { deployPrompt } from "../support/prompts.js";

describe("MCP long waits", () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await startGateway({ host: "127.0.0.1", port: 0, db: "memory", token: undefined });
  });
  afterAll(async () => gateway.close());

  it("keeps a 90-second wait alive under a 60-second client timeout that resets on progress", async () => {
    const { client } = await connectHttpClient(gateway.url, { "x-ask-user-session": "long" });
    const progress: Array<{ progress: number; total?: number; message?: string }> = [];
    const startedAt = Date.now();
    const call = client.callTool({ name: "ask_user", arguments: deployPrompt(600) }, undefined, {
      timeout: 60_000,
      resetTimeoutOnProgress: true,
      onprogress: (update) => progress.push(update),
    });
    const question = await pendingQuestion(gateway.url, "long");
    await new Promise((resolve) => setTimeout(resolve, 90_000 - (Date.now() - startedAt)));
    await answerOverHttp(gateway.url, question.id, { answers: { deploy_target: ["Production"] } });
    const result = await call;
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(90_000);
    expect(result.structuredContent).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    });
    // Every 15 s: five or six notifications in 90 s, counting up towards the timeout.
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
  }, 120_000);
});
