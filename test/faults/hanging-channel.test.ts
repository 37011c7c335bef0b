import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { type RunningGateway, startGateway } from "../../src/gateway/gateway.js";
import { FakeTelegramApi } from "../channels/telegram/fake-telegram-api.js";
import { ALLOWED_USER, CHAT_ID, FAST_TELEGRAM } from "../channels/telegram/telegram-harness.js";
import { requestJson } from "../support/child-gateway.js";
import { deployPrompt } from "../support/prompts.js";

/**
 * A chat platform that accepts the connection and never answers: the channel hub's per-try
 * timeouts end each call, the question stays answerable over HTTP, and it ends normally.
 */

const RETRY = { attempts: 3, baseDelayMs: 20, maxDelayMs: 100, attemptTimeoutMs: 500 };
/**
 * Every try timing out, plus the backoffs, plus slack for a loaded machine: seconds, where the
 * deadline is 15 minutes away (a CI machine slowed threefold took 4.8 s, past 3 s of slack).
 */
const HUB_GIVES_UP_WITHIN_MS = RETRY.attempts * RETRY.attemptTimeoutMs + 200 + 6000;
/** "Never answers": more hangs queued than the hub will ever try. */
const FOREVER = 100;
const PRODUCTION = { status: "answered", answers: { answers: { deploy_target: ["Production"] } } };

const directory = mkdtempSync(join(tmpdir(), "ask-user-hanging-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));
let databases = 0;

describe("a Telegram API that never answers", () => {
  let api: FakeTelegramApi;
  let gateway: RunningGateway;

  beforeEach(async () => {
    api = new FakeTelegramApi();
    await api.start();
    api.chats.add(CHAT_ID);
    databases += 1;
    gateway = await startGateway(
      {
        host: "127.0.0.1",
        port: 0,
        db: join(directory, `hanging-${databases}.db`),
        token: undefined,
        telegram: {
          token: api.token,
          apiRoot: api.url,
          chatIds: [CHAT_ID],
          allowedUsers: [String(ALLOWED_USER)],
        },
      },
      () => {},
      { retry: RETRY, telegram: FAST_TELEGRAM },
    );
  });

  afterEach(async () => {
    const closing = Date.now();
    await gateway.close();
    // Stopping must not wait on the hanging platform either.
    expect(Date.now() - closing).toBeLessThan(5000);
    await api.close();
  });

  const ask = async (sessionId: string) => {
    const response = await requestJson("POST", `${gateway.url}/v1/questions`, {
      sessionId,
      ...deployPrompt(600),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.id as string;
  };
  const answer = (id: string) =>
    requestJson("POST", `${gateway.url}/v1/questions/${id}/answer`, {
      answers: { deploy_target: ["Production"] },
      surface: "web",
    });
  /** Times `channels.idle()`: how long until the hub has given up on every call. */
  const hubSettles = async () => {
    const started = Date.now();
    await gateway.channels.idle();
    return Date.now() - started;
  };

  it("a hanging delivery: the question is answered over HTTP at once, and the hub gives up on its tries", async () => {
    api.inject("sendMessage", { kind: "hang" }, FOREVER);
    const id = await ask("hang-deliver");
    const waiter = requestJson("GET", `${gateway.url}/v1/questions/${id}/result?waitSeconds=20`);
    await api.waitForCall("sendMessage");

    const started = Date.now();
    const answered = await answer(id);
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body).toStrictEqual(PRODUCTION);
    expect((await waiter).body).toStrictEqual(PRODUCTION);
    expect(Date.now() - started).toBeLessThan(2000);

    expect(await hubSettles()).toBeLessThan(HUB_GIVES_UP_WITHIN_MS);
    expect(api.callsOf("sendMessage")).toHaveLength(RETRY.attempts);
    // The failed delivery did not overwrite the answer.
    const view = await requestJson("GET", `${gateway.url}/v1/questions/${id}`);
    expect(view.body.status).toBe("answered");
    expect(view.body.result).toStrictEqual(PRODUCTION);
  });

  it("a hanging delivery nobody answers around: delivery_failed in seconds, not at the deadline", async () => {
    api.inject("sendMessage", { kind: "hang" }, FOREVER);
    const started = Date.now();
    const id = await ask("hang-unanswered");
    const result = await requestJson(
      "GET",
      `${gateway.url}/v1/questions/${id}/result?waitSeconds=30`,
    );
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ status: "no_answer", reason: "delivery_failed" });
    expect(result.body.detail).toContain(`telegram ${CHAT_ID}`);
    expect(Date.now() - started).toBeLessThan(HUB_GIVES_UP_WITHIN_MS);
    expect(api.callsOf("sendMessage")).toHaveLength(RETRY.attempts);
  });

  it("a hanging edit of the prompt: the answer is taken at once, and the hub gives up on the edit", async () => {
    api.inject("editMessageText", { kind: "hang" }, FOREVER);
    const id = await ask("hang-edit");
    await api.waitForCall("sendMessage");
    await gateway.channels.idle();

    const started = Date.now();
    const answered = await answer(id);
    expect(answered.body).toStrictEqual(PRODUCTION);
    expect(Date.now() - started).toBeLessThan(2000);
    const result = await requestJson(
      "GET",
      `${gateway.url}/v1/questions/${id}/result?waitSeconds=0`,
    );
    expect(result.body).toStrictEqual(PRODUCTION);

    await api.waitForCall("editMessageText");
    expect(await hubSettles()).toBeLessThan(HUB_GIVES_UP_WITHIN_MS);
    expect(api.callsOf("editMessageText")).toHaveLength(RETRY.attempts);
    // Exactly once still holds: a second answer is refused and changes nothing.
    const again = await answer(id);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("already_ended");
  });
});
