import { createECDH, createHash, randomBytes } from "node:crypto";
import { lookup as dnsLookup } from "node:dns";
import { readFileSync } from "node:fs";
import { Agent, createServer, type Server } from "node:https";
import type { AddressInfo, LookupFunction } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { PushTuning } from "../../../src/channels/push/push-channel.js";
import { DEFAULT_VAPID_SUBJECT, readPushConfig } from "../../../src/channels/push/push-config.js";
import { type AssembledGateway, assembleGateway } from "../../../src/gateway/gateway.js";
import { resolveRoleTokens } from "../../../src/http/role-tokens.js";
import { MemoryQuestionStore } from "../../../src/store/memory/memory-question-store.js";
import { deployPrompt } from "../../support/prompts.js";
import { FAST_RETRY } from "../channel-rig.js";

// Web Push endpoints are URLs anyone with the human token chooses, and the gateway POSTs to them
// for every question: without an address rule they reach services inside the gateway's own
// network, and a push service's reply would come back to the caller in the failure's detail.

const CERTIFICATE = readFileSync(new URL("../../support/push-service-cert.pem", import.meta.url));
const PRIVATE_KEY = readFileSync(new URL("../../support/push-service-key.pem", import.meta.url));

const AGENT = "agent-token";
const HUMAN = "human-token";
const SECRET = "SECRET-INTERNAL-BODY";
const NOT_PUBLIC =
  "is no public address (private, loopback, link-local or special-purpose); set ASK_USER_PUSH_ALLOW_PRIVATE=1 to allow it";

/**
 * An HTTPS listener on every loopback address (127.0.0.1, ::1, ::ffff:127.0.0.1) that counts the
 * TCP connections it gets, before any TLS: a count of 0 means the gateway never connected.
 * `/push/secret` answers 400 with a body no caller may see, `/push/silent` never answers, and
 * anything else 201 like a push service taking a message.
 */
class CountingListener {
  connections = 0;
  readonly paths: string[] = [];
  readonly #server: Server;

  private constructor() {
    this.#server = createServer({ cert: CERTIFICATE, key: PRIVATE_KEY }, (request, response) => {
      this.paths.push(request.url ?? "");
      request.resume();
      request.on("end", () => {
        if (request.url === "/push/silent") return;
        if (request.url === "/push/secret") response.writeHead(400).end(SECRET);
        else response.writeHead(201).end();
      });
    });
    this.#server.on("connection", () => {
      this.connections += 1;
    });
  }

  static async start(): Promise<CountingListener> {
    const listener = new CountingListener();
    await new Promise<void>((resolve) => listener.#server.listen(0, "::", resolve));
    return listener;
  }

  get port(): number {
    return (this.#server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}

/** Resolves `push.example.test` to loopback, as a public name pointed inward would. */
const toLoopback: LookupFunction = (hostname, options, callback) => {
  if (hostname !== "push.example.test") return dnsLookup(hostname, options, callback);
  if (options.all) return callback(null, [{ address: "127.0.0.1", family: 4 }]);
  callback(null, "127.0.0.1", 4);
};

/** A device's keys, as a browser's subscription carries them. */
function deviceKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString("base64url"),
    auth: randomBytes(16).toString("base64url"),
  };
}

let listener: CountingListener;
let gateway: AssembledGateway | undefined;
let store: MemoryQuestionStore;
let lines: Record<string, unknown>[];

beforeAll(async () => {
  listener = await CountingListener.start();
});
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});
afterAll(() => listener.close());

async function start(
  options: { allowPrivate?: boolean; retry?: typeof FAST_RETRY; push?: PushTuning } = {},
): Promise<void> {
  store = new MemoryQuestionStore();
  lines = [];
  listener.connections = 0;
  listener.paths.length = 0;
  gateway = await assembleGateway(
    store,
    {
      token: undefined,
      tokens: resolveRoleTokens({ token: undefined, agentToken: AGENT, humanToken: HUMAN }),
      push: {
        subject: DEFAULT_VAPID_SUBJECT,
        ...(options.allowPrivate ? { allowPrivate: true } : {}),
      },
    },
    (line) => lines.push(line),
    {
      retry: options.retry ?? FAST_RETRY,
      // The test's certificate is trusted the way tests trust a local push service.
      push: { agent: new Agent({ ca: CERTIFICATE }), ...options.push },
    },
  );
}

async function call(method: string, path: string, token: string, body?: unknown) {
  if (!gateway) throw new Error("no gateway");
  const response = await gateway.app.request(path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, text, body: text === "" ? undefined : JSON.parse(text) };
}

/** Asks in a session routed to push only; returns the question's id. */
async function askByPush(): Promise<string> {
  const sessionId = `s-${randomBytes(4).toString("hex")}`;
  const routed = await call("PUT", `/v1/sessions/${sessionId}/routes`, HUMAN, {
    routes: [{ channel: "push" }],
  });
  expect(routed.status).toBe(200);
  const asked = await call("POST", "/v1/questions", AGENT, { sessionId, ...deployPrompt() });
  expect(asked.status).toBe(201);
  return asked.body.id;
}

async function resultOf(id: string) {
  return (await call("GET", `/v1/questions/${id}/result?wait=10`, AGENT)).body;
}

/** Every way of writing an address inside the gateway's network, as an endpoint's host. */
const INWARD_HOSTS = [
  "127.0.0.1",
  "localhost",
  "127.1",
  "2130706433",
  "0x7f000001",
  "[::ffff:127.0.0.1]",
  "[::1]",
  "169.254.169.254",
  "10.0.0.1",
  "192.168.0.1",
  "[fd00::1]",
  "[64:ff9b::a00:5]",
  "[::ffff:7f00:1]",
  "[0:0:0:0:0:ffff:127.0.0.1]",
  "[::127.0.0.1]",
  "[::ffff:0:7f00:1]",
  "[64:ff9b::7f00:1]",
  "[2002:7f00:1::1]",
  "[2001:0:7f00:1:8000:63bf:3fff:fdd2]",
  "push.localhost",
  "127.0.0.1.",
];

describe("Web Push endpoints on private addresses", () => {
  it("refuses to subscribe one, naming the field and the setting, and keeps nothing", async () => {
    await start();
    const refused = await call("POST", "/v1/push/subscriptions", HUMAN, {
      endpoint: `https://127.0.0.1:${listener.port}/push/x`,
      keys: deviceKeys(),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: "invalid_request",
      message: `endpoint: 127.0.0.1 ${NOT_PUBLIC}`,
      issues: [{ path: "endpoint", message: `127.0.0.1 ${NOT_PUBLIC}` }],
    });
    for (const host of INWARD_HOSTS) {
      const answer = await call("POST", "/v1/push/subscriptions", HUMAN, {
        endpoint: `https://${host}:${listener.port}/push/x`,
        keys: deviceKeys(),
      });
      expect({ host, status: answer.status }).toEqual({ host, status: 400 });
      expect(answer.body.error.code).toBe("invalid_request");
      expect(answer.body.error.issues).toEqual([
        { path: "endpoint", message: expect.stringContaining(NOT_PUBLIC) },
      ]);
    }
    expect(await store.listPushSubscriptions()).toEqual([]);
    expect(listener.connections).toBe(0);
  });

  it("never connects to one stored before the rule, and tells no reply back", async () => {
    await start();
    const tokenFingerprint = createHash("sha256").update(HUMAN).digest("hex");
    for (const [index, host] of INWARD_HOSTS.entries())
      await store.putPushSubscription({
        endpoint: `https://${host}:${listener.port}/push/stored-${index}`,
        keys: deviceKeys(),
        tokenFingerprint,
        createdAt: new Date().toISOString(),
      });
    expect(await store.listPushSubscriptions()).toHaveLength(INWARD_HOSTS.length);

    const id = await askByPush();
    const result = await resultOf(id);
    expect(result).toMatchObject({ status: "no_answer", reason: "delivery_failed" });
    expect(result.detail).toMatch(/^push: no device took the notification \(/);
    expect(result.detail).toContain(`127.0.0.1 ${NOT_PUBLIC}`);
    expect(listener.connections).toBe(0);
    // The detail is cut at its length limit; the log has one line per device.
    const failures = lines.filter((line) => line.msg === "push failed");
    expect(failures).toHaveLength(INWARD_HOSTS.length);
    expect(failures.map((line) => String(line.error).replace(/^\S+ /, ""))).toEqual(
      INWARD_HOSTS.map(() => NOT_PUBLIC),
    );
    const view = await call("GET", `/v1/questions/${id}`, AGENT);
    expect(view.text).toContain(NOT_PUBLIC);
    expect(view.text).not.toMatch(/ECONN|EHOST|ETIMEDOUT|certificate/);
  });

  it("refuses a host name that resolves to loopback when connecting", async () => {
    await start({ push: { lookup: toLoopback } });
    const endpoint = `https://push.example.test:${listener.port}/push/named`;
    // A name is taken when subscribing: only what it resolves to tells where it leads.
    const added = await call("POST", "/v1/push/subscriptions", HUMAN, {
      endpoint,
      keys: deviceKeys(),
    });
    expect(added.status).toBe(201);
    const result = await resultOf(await askByPush());
    expect(result).toEqual({
      status: "no_answer",
      reason: "delivery_failed",
      detail: `push: no device took the notification (https://push.example.test:${listener.port}: push.example.test resolves to 127.0.0.1, no public address (private, loopback, link-local or special-purpose); set ASK_USER_PUSH_ALLOW_PRIVATE=1 to allow it)`,
    });
    expect(listener.connections).toBe(0);
  });

  it("reaches them with ASK_USER_PUSH_ALLOW_PRIVATE=1", async () => {
    await start({ allowPrivate: true, push: { lookup: toLoopback } });
    const added = await call("POST", "/v1/push/subscriptions", HUMAN, {
      endpoint: `https://127.0.0.1:${listener.port}/push/allowed`,
      keys: deviceKeys(),
    });
    expect(added.status).toBe(201);
    const id = await askByPush();
    await waitFor(() => listener.paths.includes("/push/allowed"));
    expect(listener.connections).toBeGreaterThan(0);
    expect((await call("GET", `/v1/questions/${id}`, AGENT)).body.status).toBe("pending");

    // A name pointing inward is looked up with the test's lookup, and connected to as well.
    await call("DELETE", `/v1/push/subscriptions/${added.body.id}`, HUMAN);
    listener.connections = 0;
    expect(
      (
        await call("POST", "/v1/push/subscriptions", HUMAN, {
          endpoint: `https://push.example.test:${listener.port}/push/named`,
          keys: deviceKeys(),
        })
      ).status,
    ).toBe(201);
    await askByPush();
    await waitFor(() => listener.connections > 0);
  });
});

describe("A push failure's detail", () => {
  it("says the push service's status, never its reply", async () => {
    await start({ allowPrivate: true });
    await call("POST", "/v1/push/subscriptions", HUMAN, {
      endpoint: `https://127.0.0.1:${listener.port}/push/secret`,
      keys: deviceKeys(),
    });
    const id = await askByPush();
    expect(await resultOf(id)).toEqual({
      status: "no_answer",
      reason: "delivery_failed",
      detail: `push: no device took the notification (https://127.0.0.1:${listener.port}: the push service answered 400)`,
    });
    expect(listener.paths).toContain("/push/secret");
    expect((await call("GET", `/v1/questions/${id}`, AGENT)).text).not.toContain(SECRET);
    expect((await call("GET", `/v1/questions/${id}/result`, AGENT)).text).not.toContain(SECRET);
    // The operator's log keeps it.
    expect(lines.find((line) => line.msg === "push failed")).toMatchObject({
      error: "the push service answered 400",
      cause: SECRET,
    });
  });

  it("says a push service could not be reached, without the socket's error", async () => {
    await start({ allowPrivate: true });
    const closed = await CountingListener.start();
    const port = closed.port;
    await closed.close();
    await call("POST", "/v1/push/subscriptions", HUMAN, {
      endpoint: `https://127.0.0.1:${port}/push/closed`,
      keys: deviceKeys(),
    });
    const result = await resultOf(await askByPush());
    expect(result.detail).toBe(
      `push: no device took the notification (https://127.0.0.1:${port}: could not reach the push service)`,
    );
    expect(lines.find((line) => line.msg === "push failed")?.cause).toMatch(/^ECONNREFUSED/);
  });

  it("says a push service did not answer in time", async () => {
    await start({
      allowPrivate: true,
      retry: { ...FAST_RETRY, attempts: 1, attemptTimeoutMs: 300 },
    });
    await call("POST", "/v1/push/subscriptions", HUMAN, {
      endpoint: `https://127.0.0.1:${listener.port}/push/silent`,
      keys: deviceKeys(),
    });
    const result = await resultOf(await askByPush());
    expect(result.detail).toBe(
      `push: no device took the notification (https://127.0.0.1:${listener.port}: the push service did not answer in time)`,
    );
  });
});

describe("ASK_USER_PUSH_ALLOW_PRIVATE", () => {
  it("is 1 or 0, and off unless 1", () => {
    expect(readPushConfig({ ASK_USER_PUSH_ALLOW_PRIVATE: "1" }).allowPrivate).toBe(true);
    expect(readPushConfig({ ASK_USER_PUSH_ALLOW_PRIVATE: " 0 " }).allowPrivate).toBeUndefined();
    expect(readPushConfig({}).allowPrivate).toBeUndefined();
    expect(() => readPushConfig({ ASK_USER_PUSH_ALLOW_PRIVATE: "yes" })).toThrow(
      'ASK_USER_PUSH_ALLOW_PRIVATE: expected 1 or 0, got "yes"',
    );
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
