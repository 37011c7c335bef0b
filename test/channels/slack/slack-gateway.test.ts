import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SLACK_EVENTS_PATH } from "../../../src/channels/slack/slack-adapter.js";
import type { GatewayConfig } from "../../../src/config.js";
import { type RunningGateway, startGateway } from "../../../src/gateway/gateway.js";
import { deployPrompt } from "../../support/prompts.js";
import { FAST_RETRY } from "../channel-rig.js";
import { FakeSlackApi } from "./fake-slack-api.js";
import {
  ALLOWED_USER,
  blockActions,
  CHANNEL_ID,
  interactivityBody,
  messageEvent,
  SIGNING_SECRET,
  signedRequest,
  viewOf,
} from "./slack-harness.js";

/** The whole gateway (HTTP, store, channels) with Slack pointed at the fake Web API. */
describe("slack in the gateway", () => {
  let api: FakeSlackApi;
  let gateway: RunningGateway | undefined;

  const config = (): GatewayConfig => ({
    host: "127.0.0.1",
    port: 0,
    db: "memory",
    token: "agent-token",
    slack: {
      token: api.token,
      signingSecret: SIGNING_SECRET,
      apiUrl: api.url,
      channelIds: [CHANNEL_ID],
      allowedUsers: [ALLOWED_USER],
    },
  });
  const start = async () => {
    gateway = await startGateway(config(), () => {}, { retry: FAST_RETRY });
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
  /** Posts a request, built for the gateway's Slack route, over real HTTP. */
  const post = async (build: (url: string) => Request) => {
    const response = await fetch(build(`${gateway?.url}${SLACK_EVENTS_PATH}`));
    await gateway?.channels.idle();
    return response;
  };
  const delivered = async () => {
    await gateway?.channels.idle();
    const call = await api.waitForCall("chat.postMessage");
    await gateway?.channels.idle();
    return call;
  };

  beforeEach(async () => {
    api = new FakeSlackApi();
    await api.start();
    api.channels.add(CHANNEL_ID);
  });

  afterEach(async () => {
    await gateway?.close();
    gateway = undefined;
    await api.close();
  });

  it("serves the signed route outside the bearer token: 401 on a bad signature, a click answers", async () => {
    await start();
    const asked = await request("POST", "/v1/questions", { sessionId: "hook", ...deployPrompt() });
    await delivered();
    const [message] = api.messagesIn(CHANNEL_ID);
    if (!message) throw new Error("no prompt");
    const body = interactivityBody(blockActions(message, "Production", ALLOWED_USER));

    const challenge = await post((url) =>
      signedRequest(url, JSON.stringify({ type: "url_verification", challenge: "c-1" })),
    );
    expect(await challenge.json()).toEqual({ challenge: "c-1" });
    const forged = await post((url) => signedRequest(url, body, { form: true, secret: "nope" }));
    expect(forged.status).toBe(401);
    const stale = await post((url) =>
      signedRequest(url, body, { form: true, timestamp: Math.floor(Date.now() / 1000) - 600 }),
    );
    expect(stale.status).toBe(401);
    expect((await request("GET", `/v1/questions/${asked.body.id}`)).body.status).toBe("pending");

    expect((await post((url) => signedRequest(url, body, { form: true }))).status).toBe(200);
    const result = await request("GET", `/v1/questions/${asked.body.id}/result?waitSeconds=5`);
    expect(result.body).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    });
    await gateway?.channels.idle();
    expect(viewOf(api, CHANNEL_ID, message.ts)).toMatchObject({
      text: "Deploy: Production",
      buttons: [],
    });
  });

  it("takes a reply in the prompt's thread as the answer", async () => {
    await start();
    const asked = await request("POST", "/v1/questions", { sessionId: "reply", ...deployPrompt() });
    await delivered();
    const [message] = api.messagesIn(CHANNEL_ID);
    const event = JSON.stringify(messageEvent(CHANNEL_ID, ALLOWED_USER, "2", message?.ts));
    expect((await post((url) => signedRequest(url, event))).status).toBe(200);
    const result = await request("GET", `/v1/questions/${asked.body.id}/result?waitSeconds=5`);
    expect(result.body).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    });
  });

  it("updates the Slack message to the answer and where it was given when answered on the web", async () => {
    await start();
    const asked = await request("POST", "/v1/questions", { sessionId: "web", ...deployPrompt() });
    await delivered();
    const answered = await request("POST", `/v1/questions/${asked.body.id}/answer`, {
      answers: { deploy_target: ["Staging (Recommended)"] },
      surface: "web",
    });
    expect(answered.body).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Staging (Recommended)"] } },
    });
    await gateway?.channels.idle();
    const [message] = api.messagesIn(CHANNEL_ID);
    expect(viewOf(api, CHANNEL_ID, message?.ts ?? "")).toMatchObject({
      text: "Deploy: Staging\nAnswered in the Control UI",
      buttons: [],
    });
    expect(api.callsOf("chat.update")).toHaveLength(1);
  });

  it("reports delivery_failed to the agent over HTTP when the channel is gone", async () => {
    api.channels.delete(CHANNEL_ID);
    await start();
    const started = Date.now();
    const asked = await request("POST", "/v1/questions", { sessionId: "gone", ...deployPrompt() });
    const result = await request("GET", `/v1/questions/${asked.body.id}/result?waitSeconds=10`);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(result.body).toEqual({
      status: "no_answer",
      reason: "delivery_failed",
      detail: `slack ${CHANNEL_ID}: slack error: channel_not_found`,
    });
  });
});
