import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadGatewayConfig } from "../../../src/config.js";
import {
  type GatewayTuning,
  type RunningGateway,
  startGateway,
} from "../../../src/gateway/gateway.js";
import { deployPrompt } from "../../support/prompts.js";
import { FAST_RETRY } from "../channel-rig.js";
import { SECRET, toLoopback, WebhookReceiver } from "./webhook-receiver.js";

const FLAGS = { host: "127.0.0.1", port: "0", db: "memory" };

describe("webhook configuration", () => {
  const load = (env: Record<string, string>) => loadGatewayConfig(FLAGS, env);

  it("is off without a secret, and reads the default routes and the private rule", () => {
    expect(load({ ASK_USER_WEBHOOK_URLS: "https://hooks.example.com/a" }).webhook).toBeUndefined();
    expect(
      load({
        ASK_USER_WEBHOOK_SECRET: SECRET,
        ASK_USER_WEBHOOK_URLS: "https://hooks.example.com/a, http://10.0.0.5:5678/webhook/x",
        ASK_USER_WEBHOOK_ALLOW_PRIVATE: "1",
      }).webhook,
    ).toEqual({
      secret: SECRET,
      urls: ["https://hooks.example.com/a", "http://10.0.0.5:5678/webhook/x"],
      allowPrivate: true,
    });
  });

  it("names the variable and the rule it breaks", () => {
    expect(() => load({ ASK_USER_WEBHOOK_SECRET: "hunter2" })).toThrow(
      "ASK_USER_WEBHOOK_SECRET: expected whsec_ followed by the base64 of 24 to 64 random bytes",
    );
    expect(() =>
      load({ ASK_USER_WEBHOOK_SECRET: `whsec_${Buffer.alloc(8).toString("base64")}` }),
    ).toThrow("ASK_USER_WEBHOOK_SECRET:");
    expect(() =>
      load({
        ASK_USER_WEBHOOK_SECRET: SECRET,
        ASK_USER_WEBHOOK_URLS: "http://10.0.0.5:5678/webhook/x",
      }),
    ).toThrow(
      'ASK_USER_WEBHOOK_URLS: "http://10.0.0.5:5678/webhook/x": 10.0.0.5 is no public address (private, loopback, link-local or special-purpose); set ASK_USER_WEBHOOK_ALLOW_PRIVATE=1 to allow it',
    );
    expect(() =>
      load({ ASK_USER_WEBHOOK_SECRET: SECRET, ASK_USER_WEBHOOK_URLS: "file:///etc/passwd" }),
    ).toThrow(
      'ASK_USER_WEBHOOK_URLS: "file:///etc/passwd": expected an http or https URL, got file',
    );
    expect(() =>
      load({ ASK_USER_WEBHOOK_SECRET: SECRET, ASK_USER_WEBHOOK_ALLOW_PRIVATE: "yes" }),
    ).toThrow('ASK_USER_WEBHOOK_ALLOW_PRIVATE: expected 1 or 0, got "yes"');
  });
});

/** The whole gateway, configured from its environment, with a receiver on 127.0.0.1. */
describe("webhooks in the gateway", () => {
  let receiver: WebhookReceiver;
  let gateway: RunningGateway | undefined;

  const start = async (env: Record<string, string> = {}, tuning: GatewayTuning = {}) => {
    const config = loadGatewayConfig(FLAGS, {
      ASK_USER_TOKEN: "agent-token",
      ASK_USER_WEBHOOK_SECRET: SECRET,
      ASK_USER_WEBHOOK_ALLOW_PRIVATE: "1",
      ...env,
    });
    gateway = await startGateway(config, () => {}, { retry: FAST_RETRY, ...tuning });
    return gateway;
  };
  const request = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${gateway?.url}${path}`, {
      method,
      headers: { authorization: "Bearer agent-token", "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text === "" ? undefined : JSON.parse(text) };
  };

  beforeEach(async () => {
    receiver = new WebhookReceiver();
    await receiver.start();
  });

  afterEach(async () => {
    await gateway?.close();
    gateway = undefined;
    await receiver.close();
    expect(receiver.forged).toEqual([]);
  });

  it("routes a session to a URL and takes the answer posted to its answer URL", async () => {
    await start();
    const put = await request("PUT", "/v1/sessions/hooked/routes", {
      routes: [{ channel: "webhook", url: receiver.url() }],
    });
    expect(put).toEqual({
      status: 200,
      body: { routes: [{ channel: "webhook", url: receiver.url() }] },
    });
    const asked = await request("POST", "/v1/questions", {
      sessionId: "hooked",
      ...deployPrompt(),
    });
    const [sent] = await receiver.events("question.asked");
    const answerUrl = sent?.event.answerUrl ?? "";
    expect(
      answerUrl.startsWith(`${gateway?.url}/channels/webhook/answers/${asked.body.id}?token=`),
    ).toBe(true);
    await gateway?.channels.idle();

    // No bearer token: the answer token is the proof.
    const forged = await fetch(answerUrl.replace(/token=./, "token=x"), {
      method: "POST",
      body: JSON.stringify({ skip: true }),
    });
    expect(forged.status).toBe(401);
    const answered = await fetch(answerUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ answers: { deploy_target: ["Production"] } }),
    });
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual({
      outcome: "answered",
      message: "Answered: Deploy: Production",
    });
    const result = await request("GET", `/v1/questions/${asked.body.id}/result?waitSeconds=5`);
    expect(result.body).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    });
    const [ended] = await receiver.events("question.ended");
    expect(ended?.event.question.result).toEqual(result.body);

    const replayed = await fetch(answerUrl, {
      method: "POST",
      body: JSON.stringify({ skip: true }),
    });
    expect(replayed.status).toBe(409);
  });

  it("answers a GET on an answer URL with 405 and what to POST there, not a bearer token's refusal", async () => {
    await start();
    await request("PUT", "/v1/sessions/hooked/routes", {
      routes: [{ channel: "webhook", url: receiver.url() }],
    });
    await request("POST", "/v1/questions", { sessionId: "hooked", ...deployPrompt() });
    const [sent] = await receiver.events("question.asked");
    const answerUrl = sent?.event.answerUrl ?? "";
    for (const method of ["GET", "PUT", "DELETE"]) {
      const response = await fetch(answerUrl, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("invalid_request");
      expect(body.error.message).toContain(`${method} is not allowed here`);
      expect(body.error.message).toContain("POST");
      expect(body.error.message).toContain('{"answers"');
      expect(body.error.message).toContain('{"skip": true}');
      expect(body.error.message).not.toContain("bearer");
    }
  });

  it("shows a webhook route's url as configured in planSteps and the timeline, not as chatId", async () => {
    await start();
    const url = receiver.url();
    expect(
      (
        await request("PUT", "/v1/sessions/hooked/plan", {
          steps: [
            { afterSeconds: 0, routes: [{ channel: "webhook", url }] },
            { afterSeconds: 600, routes: [{ channel: "webhook", url: `${url}/later` }] },
          ],
        })
      ).status,
    ).toBe(200);
    const asked = await request("POST", "/v1/questions", {
      sessionId: "hooked",
      ...deployPrompt(),
    });
    await receiver.events("question.asked");
    await gateway?.channels.idle();
    const read = await request("GET", `/v1/questions/${asked.body.id}`);
    expect(read.body.planSteps).toEqual([
      expect.objectContaining({ routes: [{ channel: "webhook", url: `${url}/later` }] }),
    ]);
    const timeline = await request("GET", "/v1/sessions/hooked/timeline");
    const deliveries = timeline.body.items.filter(
      (item: { type: string }) => item.type === "delivery",
    );
    expect(deliveries).toEqual([
      {
        type: "delivery",
        delivery: expect.objectContaining({ channel: "webhook", url, kind: "prompt" }),
      },
    ]);
    expect(JSON.stringify([read.body, timeline.body])).not.toContain("chatId");
  });

  it("refuses a private route when ASK_USER_WEBHOOK_ALLOW_PRIVATE is not 1", async () => {
    await start({ ASK_USER_WEBHOOK_ALLOW_PRIVATE: "0" });
    const bad = await request("PUT", "/v1/sessions/hooked/routes", {
      routes: [{ channel: "webhook", url: receiver.url() }],
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(
      "routes[0].url: 127.0.0.1 is no public address (private, loopback, link-local or special-purpose)",
    );
  });

  it("sends to ASK_USER_WEBHOOK_URLS for sessions without routes, with the public URL in answer URLs", async () => {
    await start({
      ASK_USER_WEBHOOK_URLS: receiver.url("/default"),
      ASK_USER_PUBLIC_URL: "https://ask.example.com/base",
    });
    const asked = await request("POST", "/v1/questions", { sessionId: "plain", ...deployPrompt() });
    const [sent] = await receiver.events("question.asked");
    expect(sent?.event.answerUrl).toMatch(
      new RegExp(
        `^https://ask\\.example\\.com/base/channels/webhook/answers/${asked.body.id}\\?token=`,
      ),
    );
    expect(sent?.event.question.sessionId).toBe("plain");
  });

  it("refuses at send a public name that resolves to loopback", async () => {
    const port = new URL(receiver.url()).port;
    const url = `http://hooks.example.test:${port}/hook`;
    await start(
      { ASK_USER_WEBHOOK_ALLOW_PRIVATE: "0", ASK_USER_WEBHOOK_URLS: url },
      { webhook: { lookup: toLoopback } },
    );
    const asked = await request("POST", "/v1/questions", { sessionId: "plain", ...deployPrompt() });
    const result = await request("GET", `/v1/questions/${asked.body.id}/result?waitSeconds=5`);
    expect(result.body).toEqual({
      status: "no_answer",
      reason: "delivery_failed",
      detail: `webhook ${url}: hooks.example.test resolves to 127.0.0.1, no public address (private, loopback, link-local or special-purpose); set ASK_USER_WEBHOOK_ALLOW_PRIVATE=1 to allow it`,
    });
    expect(receiver.received).toHaveLength(0);
  });
});
