import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DISCORD_INTERACTIONS_PATH } from "../../../src/channels/discord/discord-adapter.js";
import type { GatewayConfig } from "../../../src/config.js";
import { type RunningGateway, startGateway } from "../../../src/gateway/gateway.js";
import { deployPrompt } from "../../support/prompts.js";
import { FAST_RETRY } from "../channel-rig.js";
import {
  ALLOWED_USER,
  applicationKeys,
  CHANNEL_ID,
  signedInteraction,
  viewOf,
} from "./discord-harness.js";
import { buttonClick, messageCreate } from "./discord-payloads.js";
import { BOT_USER_ID, FakeDiscordApi } from "./fake-discord-api.js";

/** The whole gateway (HTTP, store, channels) with Discord pointed at the fake. */
describe("discord in the gateway", () => {
  let api: FakeDiscordApi;
  let gateway: RunningGateway | undefined;
  const keys = applicationKeys();

  const start = async (overrides: Partial<GatewayConfig["discord"]> = {}) => {
    const config: GatewayConfig = {
      host: "127.0.0.1",
      port: 0,
      db: "memory",
      token: "agent-token",
      discord: {
        token: api.token,
        apiUrl: api.url,
        channelIds: [CHANNEL_ID],
        allowedUsers: [ALLOWED_USER],
        publicKey: keys.publicKeyHex,
        ...overrides,
      },
    };
    gateway = await startGateway(config, () => {}, { retry: FAST_RETRY });
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
  /** The prompt the gateway delivered, once it is recorded. */
  const delivered = async () => {
    await api.waitForCall("createMessage");
    await gateway?.channels.idle();
    const [message] = api
      .messagesIn(CHANNEL_ID)
      .filter((item) => item.author.id === BOT_USER_ID && !item.message_reference);
    if (!message) throw new Error("no prompt");
    return message;
  };

  beforeEach(async () => {
    api = new FakeDiscordApi();
    await api.start();
    api.addChannel(CHANNEL_ID);
  });

  afterEach(async () => {
    await gateway?.close();
    gateway = undefined;
    await api.close();
  });

  it("serves the signed interactions route outside the bearer token: 401 when forged, a click answers", async () => {
    await start();
    const asked = await request("POST", "/v1/questions", { sessionId: "hook", ...deployPrompt() });
    const message = await delivered();
    const url = `${gateway?.url}${DISCORD_INTERACTIONS_PATH}`;

    const ping = await fetch(signedInteraction(url, JSON.stringify({ type: 1 }), keys.privateKey));
    expect(ping.status).toBe(200);
    expect(await ping.json()).toEqual({ type: 1 });

    const button = message.components[0]?.components[1];
    const { id, token, log } = api.openInteraction(message);
    const base = { id, token, applicationId: log.applicationId, place: log.place, message };
    const body = JSON.stringify(
      buttonClick({ ...base, userId: ALLOWED_USER }, String(button?.custom_id)),
    );
    const forged = await fetch(signedInteraction(url, body, applicationKeys().privateKey));
    expect(forged.status).toBe(401);
    const unsigned = await fetch(url, { method: "POST", body });
    expect(unsigned.status).toBe(401);
    expect((await request("GET", `/v1/questions/${asked.body.id}`)).body.status).toBe("pending");

    const clicked = await fetch(signedInteraction(url, body, keys.privateKey));
    expect(clicked.status).toBe(200);
    const first = (await clicked.json()) as { type: number };
    expect(first).toEqual({ type: 6 });
    api.respondedOverHttp(id, first);
    const result = await request("GET", `/v1/questions/${asked.body.id}/result?waitSeconds=5`);
    expect(result.body).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    });
    await gateway?.channels.idle();
    expect(viewOf(message)).toMatchObject({ text: "Deploy: Production", buttons: [] });
  });

  it("takes a reply in the channel, over the Gateway, as the answer", async () => {
    await start();
    const asked = await request("POST", "/v1/questions", { sessionId: "reply", ...deployPrompt() });
    const prompt = await delivered();
    const reply = api.addUserMessage(api.place(CHANNEL_ID), ALLOWED_USER, "2", prompt.id);
    await api.gateway.dispatch("MESSAGE_CREATE", messageCreate(reply));
    const result = await request("GET", `/v1/questions/${asked.body.id}/result?waitSeconds=5`);
    expect(result.body).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    });
  });

  it("edits the Discord message to the answer and where it was given when answered on the web", async () => {
    await start();
    const asked = await request("POST", "/v1/questions", { sessionId: "web", ...deployPrompt() });
    const message = await delivered();
    const answered = await request("POST", `/v1/questions/${asked.body.id}/answer`, {
      answers: { deploy_target: ["Staging (Recommended)"] },
      surface: "web",
    });
    expect(answered.body).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Staging (Recommended)"] } },
    });
    await gateway?.channels.idle();
    expect(viewOf(message)).toEqual({
      messageId: message.id,
      text: "Deploy: Staging\nAnswered in the Control UI",
      buttons: [],
    });
    expect(api.callsOf("editMessage")).toHaveLength(1);
  });

  it("reports delivery_failed to the agent over HTTP within seconds when the channel is gone", async () => {
    api.channels.delete(CHANNEL_ID);
    await start();
    const started = Date.now();
    const asked = await request("POST", "/v1/questions", { sessionId: "gone", ...deployPrompt() });
    const result = await request("GET", `/v1/questions/${asked.body.id}/result?waitSeconds=10`);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(result.body).toEqual({
      status: "no_answer",
      reason: "delivery_failed",
      detail: `discord ${CHANNEL_ID}: discord 404 Unknown Channel (code 10003)`,
    });
  });

  it("reports delivery_failed within seconds for a bad token, without repeating it", async () => {
    const badToken = "MTI0MDAwMDAwMDAwMDAwMDAwMQ.GwRoNg.revoked-token";
    await start({ token: badToken });
    const started = Date.now();
    const asked = await request("POST", "/v1/questions", { sessionId: "token", ...deployPrompt() });
    const result = await request("GET", `/v1/questions/${asked.body.id}/result?waitSeconds=10`);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(result.body).toMatchObject({ status: "no_answer", reason: "delivery_failed" });
    expect(result.body.detail).toContain("discord 401");
    expect(JSON.stringify(result.body)).not.toContain(badToken);
  });
});
