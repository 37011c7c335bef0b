import { afterEach, describe, expect, it } from "vitest";
import {
  AskUserError,
  createAskUserClient,
  followEvents,
  type GatewayEventView,
  type ServerTimeSample,
} from "../../src/client/index.js";
import { type RunningGateway, startGateway } from "../../src/gateway/gateway.js";
import { findFreePort } from "../support/child-gateway.js";
import { deployPrompt } from "../support/prompts.js";

/** The calls a human's surface makes (the Control UI's): sessions, settings, replies, clock. */

let gateway: RunningGateway | undefined;
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});

describe("client session calls", () => {
  it("lists sessions, reads a session's settings, and replies in plain text", async () => {
    gateway = await startGateway({ host: "127.0.0.1", port: 0, db: "memory", token: undefined });
    const client = createAskUserClient({ url: gateway.url });

    expect(await client.reply("s", "1", { surface: "web" })).toMatchObject({
      outcome: "no_pending",
    });
    const asked = await client.createQuestion(deployPrompt(), { sessionId: "s" });
    const list = await client.listSessions();
    expect(typeof list.now).toBe("string");
    expect(list.sessions).toContainEqual(
      expect.objectContaining({ sessionId: "s", pendingQuestionId: asked.id }),
    );
    expect(await client.sessionSettings("s")).toStrictEqual({ locale: "en" });

    const replied = await client.reply("s", "2", { surface: "web" });
    expect(replied).toMatchObject({ outcome: "answered", questionId: asked.id });
    expect((await client.get(asked.id)).endedBy).toMatchObject({ kind: "human", surface: "web" });
  });

  it("reads a token function before every request", async () => {
    gateway = await startGateway({ host: "127.0.0.1", port: 0, db: "memory", token: "t" });
    let token: string | undefined;
    const client = createAskUserClient({ url: gateway.url, token: () => token });
    await expect(client.listSessions()).rejects.toMatchObject({
      code: "unauthorized",
      httpStatus: 401,
    });
    token = "t";
    expect((await client.listSessions()).sessions).toStrictEqual([]);
  });

  it("reports the gateway's clock: `now` when the body has one, else the Date header", async () => {
    gateway = await startGateway({ host: "127.0.0.1", port: 0, db: "memory", token: undefined });
    const samples: ServerTimeSample[] = [];
    const client = createAskUserClient({
      url: gateway.url,
      onServerTime: (sample) => samples.push(sample),
    });
    const list = await client.listSessions();
    const asked = await client.createQuestion(deployPrompt(), { sessionId: "s" });
    expect(samples).toHaveLength(2);
    expect(samples[0]).toMatchObject({ serverNow: list.now, precise: true });
    expect(samples[1]?.precise).toBe(false);
    expect(samples[1]?.serverNow).toMatch(/:\d\d\.000Z$/);
    for (const sample of samples) expect(sample.receivedAt).toBeGreaterThanOrEqual(sample.sentAt);
    await expect(client.get(`${asked.id}-missing`)).rejects.toBeInstanceOf(AskUserError);
    expect(samples).toHaveLength(2);
  });

  it("gives the HTTP status of an error response, and none when nothing answered", async () => {
    const down = createAskUserClient({ url: `http://127.0.0.1:${await findFreePort()}` });
    const unreachable = await down.listSessions().catch((error: unknown) => error);
    expect(unreachable).toBeInstanceOf(AskUserError);
    expect(unreachable).toMatchObject({ code: "unavailable", httpStatus: undefined });
    gateway = await startGateway({ host: "127.0.0.1", port: 0, db: "memory", token: undefined });
    const client = createAskUserClient({ url: gateway.url });
    await expect(client.get("nope")).rejects.toMatchObject({ code: "not_found", httpStatus: 404 });
  });

  it("follows events across a gateway restart, catching up on every connect", async () => {
    const port = await findFreePort();
    gateway = await startGateway({ host: "127.0.0.1", port, db: "memory", token: undefined });
    const client = createAskUserClient({ url: gateway.url });
    const stop = new AbortController();
    let drops = 0;
    const events: GatewayEventView[] = [];
    let connects = 0;
    let connected: () => void = () => {};
    const following = followEvents(
      client,
      {
        onConnected: () => {
          connects += 1;
          connected();
        },
        onEvent: (event) => events.push(event),
        onDisconnected: () => {
          drops += 1;
        },
      },
      { signal: stop.signal, backoff: { firstDelayMs: 50, maxDelayMs: 100 } },
    );
    const nextConnect = () =>
      new Promise<void>((resolve) => {
        connected = resolve;
      });

    await nextConnect();
    await client.createQuestion(deployPrompt(), { sessionId: "s" });
    await expect.poll(() => events.map((event) => event.type)).toContain("question-asked");

    const reconnected = nextConnect();
    await gateway.close();
    gateway = await startGateway({ host: "127.0.0.1", port, db: "memory", token: undefined });
    await reconnected;
    expect(connects).toBe(2);
    expect(drops).toBeGreaterThan(0);

    stop.abort();
    await following;
  });
});
