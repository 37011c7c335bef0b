import { afterEach, describe, expect, it } from "vitest";
import { createAskUserClient } from "../../src/client/index.js";
import { type RunningGateway, startGateway } from "../../src/gateway/gateway.js";
import { askAndCapture } from "../support/ask-and-capture.js";
import { createTempDb, findFreePort, type TempDb } from "../support/child-gateway.js";
import { deployPrompt, releasePrompt } from "../support/prompts.js";
import { type ClockedGateway, startClockedGateway } from "./clocked-gateway.js";

/** SPEC A2, L1-L3: `ask()` against a real in-process gateway over HTTP. */

const gateways = new Set<RunningGateway | ClockedGateway>();
let tempDb: TempDb | undefined;

afterEach(async () => {
  await Promise.all([...gateways].map((gateway) => gateway.close()));
  gateways.clear();
  await tempDb?.cleanup();
  tempDb = undefined;
});

async function gatewayAt(port = 0, db = "memory"): Promise<RunningGateway> {
  const gateway = await startGateway({ host: "127.0.0.1", port, db, token: undefined });
  gateways.add(gateway);
  return gateway;
}

describe("ask", () => {
  it("resolves to the exact S3 result when a human answers over HTTP", async () => {
    const gateway = await gatewayAt();
    const client = createAskUserClient({ url: gateway.url });
    const { question, result } = askAndCapture(client, releasePrompt(), { sessionId: "s" });
    const asked = await question;
    expect(asked.status).toBe("pending");
    expect(asked.questions.map((entry) => entry.id)).toStrictEqual(["target", "checks", "notify"]);
    // The run id is generated, so a retried POST is idempotent.
    expect(asked.runId).toMatch(/^run-[0-9a-f-]{36}$/);
    expect(asked.toolCallId).toBe("ask_user");

    const answered = await client.answer(asked.id, {
      answers: {
        target: ["production"],
        checks: ["Unit", "Load"],
        notify: ["the release channel"],
      },
    });
    const expected = {
      status: "answered",
      answers: {
        answers: {
          target: ["Production"],
          checks: ["Unit", "Load"],
          notify: ["the release channel"],
        },
      },
    };
    expect(answered).toStrictEqual(expected);
    expect(await result).toStrictEqual(expected);
  });

  it("passes runId and toolCallId through, and the same pair gets the same question", async () => {
    const gateway = await gatewayAt();
    const client = createAskUserClient({ url: `${gateway.url}/` });
    const ids = { sessionId: "s", runId: "run-7", toolCallId: "call-3" };
    const { question, result } = askAndCapture(client, deployPrompt(), ids);
    const asked = await question;
    expect(asked).toMatchObject({ runId: "run-7", toolCallId: "call-3" });
    const again = await client.createQuestion(deployPrompt(), ids);
    expect(again.id).toBe(asked.id);
    await client.answer(asked.id, { skip: true });
    expect(await result).toStrictEqual({ status: "no_answer", reason: "skipped" });
  });

  it("resolves no_answer with reason cancelled when someone cancels the question", async () => {
    const gateway = await gatewayAt();
    const client = createAskUserClient({ url: gateway.url });
    const { question, result } = askAndCapture(client, deployPrompt(), { sessionId: "s" });
    const asked = await question;
    expect(await client.cancel(asked.id)).toStrictEqual({
      status: "no_answer",
      reason: "cancelled",
    });
    expect(await result).toStrictEqual({ status: "no_answer", reason: "cancelled" });
    expect((await client.get(asked.id)).endedBy).toStrictEqual({ kind: "cancel", surface: "api" });
  });

  it("resolves no_answer with reason expired when the deadline passes", async () => {
    const gateway = await startClockedGateway();
    gateways.add(gateway);
    const client = createAskUserClient({ url: gateway.url });
    const { question, result } = askAndCapture(client, deployPrompt(30), { sessionId: "s" });
    const asked = await question;
    gateway.advance(31_000);
    // A late answer finds the question expired, and that wakes the waiting ask.
    await expect(
      client.answer(asked.id, { answers: { deploy_target: ["Production"] } }),
    ).rejects.toMatchObject({ code: "already_ended", details: { status: "expired" } });
    expect(await result).toStrictEqual({ status: "no_answer", reason: "expired" });
  });

  it("cancels the question as aborted when the signal aborts, then rejects with the reason", async () => {
    const gateway = await gatewayAt();
    const client = createAskUserClient({ url: gateway.url });
    const controller = new AbortController();
    const { question, result } = askAndCapture(client, deployPrompt(), {
      sessionId: "s",
      signal: controller.signal,
    });
    const asked = await question;
    controller.abort();
    await expect(result).rejects.toBe(controller.signal.reason);
    expect(controller.signal.reason).toMatchObject({ name: "AbortError" });
    // Cancelled before the rejection: the gateway already shows it.
    const view = await client.get(asked.id);
    expect(view.status).toBe("cancelled");
    expect(view.endedBy).toStrictEqual({ kind: "abort" });
    expect(view.result).toStrictEqual({ status: "no_answer", reason: "aborted" });
    expect(await client.list({ sessionId: "s", status: "pending" })).toStrictEqual([]);
  });

  it("rejects with a custom abort reason and asks nothing when already aborted", async () => {
    const gateway = await gatewayAt();
    const client = createAskUserClient({ url: gateway.url });
    const reason = new Error("run stopped");
    await expect(
      client.ask(deployPrompt(), { sessionId: "s", signal: AbortSignal.abort(reason) }),
    ).rejects.toBe(reason);
    expect(await client.list({ sessionId: "s" })).toStrictEqual([]);
  });

  it("keeps trying a gateway that is not up yet, and asks once it is", async () => {
    const port = await findFreePort();
    const client = createAskUserClient({ url: `http://127.0.0.1:${port}` });
    const { question, result } = askAndCapture(client, deployPrompt(), { sessionId: "s" });
    await new Promise((resolve) => setTimeout(resolve, 700));
    await gatewayAt(port);
    const asked = await question;
    await client.answer(asked.id, { answers: { deploy_target: ["Production"] } });
    expect(await result).toStrictEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    });
  });

  it("stops retrying an unreachable gateway as soon as the signal aborts", async () => {
    const port = await findFreePort();
    const client = createAskUserClient({ url: `http://127.0.0.1:${port}` });
    const controller = new AbortController();
    const started = Date.now();
    const asking = client.ask(deployPrompt(), { sessionId: "s", signal: controller.signal });
    setTimeout(() => controller.abort(), 300);
    await expect(asking).rejects.toMatchObject({ name: "AbortError" });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("rides out a gateway restart while waiting, then resolves with the answer", async () => {
    tempDb = await createTempDb();
    const port = await findFreePort();
    const first = await gatewayAt(port, tempDb.path);
    const client = createAskUserClient({ url: first.url });
    const { question, result } = askAndCapture(client, deployPrompt(), { sessionId: "s" });
    const asked = await question;

    await first.close();
    gateways.delete(first);
    let settled = false;
    void result.then(
      () => {
        settled = true;
      },
      () => {
        settled = true;
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(settled).toBe(false);

    await gatewayAt(port, tempDb.path);
    await client.answer(asked.id, { answers: { deploy_target: ["Staging (Recommended)"] } });
    expect(await result).toStrictEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Staging (Recommended)"] } },
    });
  });
});
