import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { GatewayConfig } from "../../../src/config.js";
import { type RunningGateway, startGateway } from "../../../src/gateway/gateway.js";
import { generateVapidKeys } from "../../../src/service/vapid-keys.js";
import { LOOPBACK_PUSH, LocalPushService } from "../../support/local-push-service.js";
import { deployAndChecksPrompt, deployPrompt } from "../../support/prompts.js";
import { FAST_RETRY } from "../channel-rig.js";

// Web Push end to end: the Control UI's subscription goes in through the API, the gateway signs
// (VAPID) and encrypts (aes128gcm) each message, and a push service that checks both, as the
// browsers' vendors' do, decrypts what the device would show.

const AGENT = "agent-token";
const HUMAN = "human-token";

let push: LocalPushService;
let gateway: RunningGateway | undefined;
const directories: string[] = [];

beforeAll(async () => {
  push = await LocalPushService.start();
});
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});
afterAll(async () => {
  await push.close();
  for (const directory of directories) rmSync(directory, { recursive: true, force: true });
});

async function start(
  overrides: Partial<GatewayConfig> = {},
  log: (line: Record<string, unknown>) => void = () => {},
): Promise<RunningGateway> {
  gateway = await startGateway(
    {
      host: "127.0.0.1",
      port: 0,
      db: "memory",
      token: undefined,
      agentToken: AGENT,
      humanToken: HUMAN,
      // The local push service is on loopback: ASK_USER_PUSH_ALLOW_PRIVATE=1.
      push: LOOPBACK_PUSH,
      ...overrides,
    },
    log,
    { retry: FAST_RETRY, push: { agent: push.agent() } },
  );
  return gateway;
}

async function call(method: string, path: string, token: string, body?: unknown) {
  if (!gateway) throw new Error("no gateway");
  const response = await fetch(`${gateway.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === "" ? undefined : JSON.parse(text) };
}

async function askIn(sessionId: string, prompt: object): Promise<{ id: string }> {
  const asked = await call("POST", "/v1/questions", AGENT, { sessionId, ...prompt });
  expect(asked.status).toBe(201);
  return asked.body;
}

async function resultOf(id: string) {
  return (await call("GET", `/v1/questions/${id}/result?wait=10`, AGENT)).body;
}

describe("Web Push", () => {
  it("notifies each device in the session's language, answers from a button, then closes", async () => {
    await start();
    const device = "phone";
    const subscription = push.subscribe(device);
    const added = await call("POST", "/v1/push/subscriptions", HUMAN, {
      ...subscription,
      expirationTime: null,
      label: "Pixel 9",
    });
    expect(added).toMatchObject({
      status: 201,
      body: { endpoint: subscription.endpoint, label: "Pixel 9", id: expect.any(String) },
    });
    // Subscribing again replaces the device.
    expect((await call("POST", "/v1/push/subscriptions", HUMAN, subscription)).status).toBe(200);
    expect((await call("GET", "/v1/push/subscriptions", HUMAN)).body).toEqual({
      subscriptions: [
        { id: added.body.id, endpoint: subscription.endpoint, createdAt: expect.any(String) },
      ],
    });
    const { publicKey } = (await call("GET", "/v1/push/key", HUMAN)).body;

    expect(
      (await call("PUT", "/v1/sessions/release/settings", HUMAN, { locale: "de" })).status,
    ).toBe(200);
    const question = await askIn("release", deployPrompt(600));
    const [asked] = await push.receivedFor(device);
    expect(asked?.payload).toEqual({
      type: "asked",
      questionId: question.id,
      sessionId: "release",
      title: "Deploy",
      body: "Where should this deploy?\nBitte antworte innerhalb von 10 Minuten.",
      lang: "de",
      url: "#/sessions/release",
      actions: [
        {
          action: "answer-0",
          title: "Staging (Recommended)",
          answer: { answers: { deploy_target: ["Staging (Recommended)"] }, surface: "push" },
        },
        {
          action: "answer-1",
          title: "Production",
          answer: { answers: { deploy_target: ["Production"] }, surface: "push" },
        },
      ],
    });
    expect(asked).toMatchObject({ urgency: "high", vapidKey: publicKey });
    expect(asked?.subject).toMatch(/^mailto:/);
    // Kept by the push service until the deadline at most.
    expect(asked?.ttl).toBeGreaterThan(590);
    expect(asked?.ttl).toBeLessThanOrEqual(600);
    expect(asked?.topic).toMatch(/^[\w-]{32}$/);

    // The button's answer, as the service worker posts it with the human token.
    if (!asked) throw new Error("no push");
    const action = (asked.payload as { actions: { answer: object }[] }).actions[1];
    const answered = await call(
      "POST",
      `/v1/questions/${question.id}/answer`,
      HUMAN,
      action?.answer,
    );
    expect(answered.status).toBe(200);
    expect(await resultOf(question.id)).toMatchObject({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    });
    expect((await call("GET", `/v1/questions/${question.id}`, HUMAN)).body.endedBy).toEqual({
      kind: "human",
      surface: "push",
    });
    const [, ended] = await push.receivedFor(device, 2);
    expect(ended?.payload).toEqual({ type: "ended", questionId: question.id });
    // The ending replaces the question at the push service if the device was offline.
    expect(ended?.topic).toBe(asked?.topic);
    expect(push.refused).toEqual([]);
  });

  it("offers no buttons where two cannot answer, and says to tap instead", async () => {
    await start();
    push.subscribe("tablet");
    await call("POST", "/v1/push/subscriptions", HUMAN, push.subscribe("tablet"));
    await askIn("two-questions", deployAndChecksPrompt());
    const [asked] = await push.receivedFor("tablet");
    const payload = asked?.payload as Record<string, unknown>;
    expect(payload.actions).toBeUndefined();
    expect(payload.title).toBe("Deploy · Checks");
    expect(String(payload.body).split("\n")).toEqual([
      "Deploy: Where should this deploy?",
      expect.stringMatching(/^Checks: /),
      expect.stringMatching(/^Please answer within /),
      "Tap to answer.",
    ]);
  });

  it("removes a device its push service calls gone, retries others, and never fails the question", async () => {
    const lines: Record<string, unknown>[] = [];
    await start({}, (line) => lines.push(line));
    await call("POST", "/v1/push/subscriptions", HUMAN, push.subscribe("gone"));
    await call("POST", "/v1/push/subscriptions", HUMAN, push.subscribe("flaky"));
    await call("POST", "/v1/push/subscriptions", HUMAN, push.subscribe("down"));
    push.answerNext("gone", 410);
    push.answerNext("flaky", 500, 429);
    push.answerNext("down", ...Array(FAST_RETRY.attempts).fill(503));

    const question = await askIn("s", deployPrompt());
    await push.receivedFor("flaky");
    await waitFor(() => lines.some((line) => line.msg === "push failed"));
    const devices = (await call("GET", "/v1/push/subscriptions", HUMAN)).body.subscriptions;
    expect(devices.map((device: { endpoint: string }) => device.endpoint.split("/").pop())).toEqual(
      ["flaky", "down"],
    );
    expect(lines.find((line) => line.msg === "push failed")).toMatchObject({
      level: "warn",
      channel: "push",
      questionId: question.id,
      error: expect.stringContaining("503"),
    });
    // The Control UI shows it anyway: a courtesy notification's failure never ends a question.
    expect((await call("GET", `/v1/questions/${question.id}`, AGENT)).body.status).toBe("pending");
  });

  it("is a route like the chat channels: with no device on, the question is delivery_failed", async () => {
    await start();
    const routes = await call("PUT", "/v1/sessions/s/routes", HUMAN, {
      routes: [{ channel: "push" }],
    });
    expect(routes.body).toEqual({ routes: [{ channel: "push" }] });
    const question = await askIn("s", deployPrompt());
    expect(await resultOf(question.id)).toEqual({
      status: "no_answer",
      reason: "delivery_failed",
      detail: "push: no device has notifications turned on",
    });
    const refused = await call("PUT", "/v1/sessions/s/routes", HUMAN, {
      routes: [{ channel: "push", chatId: "phone" }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.issues).toEqual([
      {
        path: "routes[0].chatId",
        message: "not taken: push reaches every device the human turned it on for",
      },
    ]);
  });

  it("reaches the phone as a later step of a plan, counted in the metrics", async () => {
    await start();
    await call("POST", "/v1/push/subscriptions", HUMAN, push.subscribe("later"));
    const plan = await call("PUT", "/v1/sessions/later/plan", HUMAN, {
      steps: [
        { afterSeconds: 0, routes: [] },
        { afterSeconds: 1, routes: [{ channel: "push" }] },
      ],
    });
    expect(plan.status).toBe(200);
    const question = (await call("POST", "/v1/questions", AGENT, {
      sessionId: "later",
      ...deployPrompt(),
    })) as { body: { id: string; createdAt: string } };
    await push.receivedFor("later", 1, 5000);
    const waited = Date.now() - Date.parse(question.body.createdAt);
    expect(waited).toBeGreaterThanOrEqual(1000);
    expect(waited).toBeLessThan(3000);
    const metrics = await fetch(`${gateway?.url}/metrics`, {
      headers: { authorization: `Bearer ${AGENT}` },
    });
    const text = await metrics.text();
    expect(text).toContain('ask_user_plan_steps_total{outcome="fired"} 1');
    expect(text).toContain('ask_user_escalations_total{channel="push"} 1');
  });

  it("keeps its generated keys in the store, and ties devices to the human token", async () => {
    const directory = mkdtempSync(join(tmpdir(), "ask-user-push-"));
    directories.push(directory);
    const db = join(directory, "gateway.db");
    await start({ db });
    const { publicKey } = (await call("GET", "/v1/push/key", HUMAN)).body;
    expect(publicKey).toMatch(/^[\w-]{87}$/);
    await call("POST", "/v1/push/subscriptions", HUMAN, push.subscribe("old-token"));
    await gateway?.close();

    // Restarted with the same token: the same keys and the same device.
    await start({ db });
    expect((await call("GET", "/v1/push/key", HUMAN)).body.publicKey).toBe(publicKey);
    expect((await call("GET", "/v1/push/subscriptions", HUMAN)).body.subscriptions).toHaveLength(1);
    await gateway?.close();

    // A new human token: the old token's device is no longer notified, and is dropped.
    await start({ db, humanToken: "rotated-human-token" });
    expect((await call("GET", "/v1/push/key", "rotated-human-token")).body.publicKey).toBe(
      publicKey,
    );
    expect(
      (await call("GET", "/v1/push/subscriptions", "rotated-human-token")).body.subscriptions,
    ).toEqual([]);
    await askIn("s", deployPrompt());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(push.received.filter((item) => item.deviceId === "old-token")).toEqual([]);
  });

  it("signs with configured keys and contact", async () => {
    const vapidKeys = await generateVapidKeys();
    await start({
      push: { ...LOOPBACK_PUSH, vapidKeys, subject: "mailto:ops@example.org" },
    });
    expect((await call("GET", "/v1/push/key", HUMAN)).body).toEqual({
      publicKey: vapidKeys.publicKey,
    });
    await call("POST", "/v1/push/subscriptions", HUMAN, push.subscribe("configured"));
    await askIn("s", deployPrompt());
    const [asked] = await push.receivedFor("configured");
    expect(asked).toMatchObject({
      vapidKey: vapidKeys.publicKey,
      subject: "mailto:ops@example.org",
    });
  });

  it("refuses a bad subscription naming each field, removes by id, and takes only the human token", async () => {
    await start();
    const { keys } = push.subscribe("checked");
    const bad = await call("POST", "/v1/push/subscriptions", HUMAN, {
      endpoint: "http://push.example/x",
      keys: { p256dh: keys.auth, auth: "not base64!" },
      label: "  ",
      extra: 1,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      "endpoint",
      "extra",
      "keys.auth",
      "keys.p256dh",
      "label",
    ]);
    expect(bad.body.error.message).toContain("endpoint: expected the push service's https: URL");
    const nul = await call("POST", "/v1/push/subscriptions", HUMAN, {
      endpoint: "https://push.example/\u0000",
      keys,
    });
    expect(nul.status).toBe(400);

    const added = await call("POST", "/v1/push/subscriptions", HUMAN, push.subscribe("removed"));
    expect((await call("POST", "/v1/push/subscriptions", AGENT, push.subscribe("x"))).status).toBe(
      403,
    );
    expect((await call("GET", "/v1/push/key", AGENT)).status).toBe(403);
    expect((await call("DELETE", `/v1/push/subscriptions/${added.body.id}`, HUMAN)).status).toBe(
      204,
    );
    const again = await call("DELETE", `/v1/push/subscriptions/${added.body.id}`, HUMAN);
    expect(again).toMatchObject({ status: 404, body: { error: { code: "not_found" } } });
    expect((await call("GET", "/v1/push/subscriptions", HUMAN)).body.subscriptions).toEqual([]);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
