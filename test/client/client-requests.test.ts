import { afterEach, describe, expect, it } from "vitest";
import { createAskUserClient } from "../../src/client/index.js";
import { type RunningGateway, startGateway } from "../../src/gateway/gateway.js";
import { deployPrompt } from "../support/prompts.js";

/** The client's one-request methods map onto the HTTP API (SPEC A4). */

let gateway: RunningGateway | undefined;
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});

describe("client requests", () => {
  it("creates, gets, lists, long-polls, answers and reads the timeline", async () => {
    gateway = await startGateway({ host: "127.0.0.1", port: 0, db: "memory", token: "t" });
    const client = createAskUserClient({ url: gateway.url, token: "t" });

    const asked = await client.createQuestion(deployPrompt(60), { sessionId: "s" });
    expect(asked).toMatchObject({ sessionId: "s", status: "pending", timeoutSeconds: 60 });
    expect(Date.parse(asked.expiresAt) - Date.parse(asked.createdAt)).toBe(60_000);
    expect(await client.get(asked.id)).toStrictEqual(asked);

    const pending = await client.waitForResult(asked.id, 0);
    expect(pending).toStrictEqual({ ended: false, question: asked });

    expect(await client.list({ sessionId: "s", status: "pending" })).toStrictEqual([asked]);
    expect(await client.list({ sessionId: "other" })).toStrictEqual([]);

    const result = await client.answer(
      asked.id,
      { answers: { deploy_target: ["Production"] } },
      { surface: "slack", userId: "U1" },
    );
    expect(result).toStrictEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    });
    expect(await client.waitForResult(asked.id, 5)).toStrictEqual({ ended: true, result });
    const ended = await client.get(asked.id);
    expect(ended.endedBy).toStrictEqual({ kind: "human", surface: "slack", userId: "U1" });
    expect(ended.summary).toStrictEqual(["Deploy: Production"]);

    const message = await client.postMessage("s", "thanks");
    expect(message).toMatchObject({ sessionId: "s", text: "thanks" });
    const timeline = await client.timeline("s");
    expect(timeline.sessionId).toBe("s");
    expect(typeof timeline.now).toBe("string");
    expect(timeline.items).toStrictEqual([
      { type: "question", question: ended },
      { type: "message", message },
    ]);
  });

  it("a long-poll returns as soon as the question ends", async () => {
    gateway = await startGateway({ host: "127.0.0.1", port: 0, db: "memory", token: undefined });
    const client = createAskUserClient({ url: gateway.url });
    const asked = await client.createQuestion(deployPrompt(), { sessionId: "s" });
    const started = Date.now();
    const waiting = client.waitForResult(asked.id, 20);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await client.answer(asked.id, { skip: true });
    expect(await waiting).toStrictEqual({
      ended: true,
      result: { status: "no_answer", reason: "skipped" },
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
