import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { WHATSAPP_WEBHOOK_PATH } from "../../../src/channels/whatsapp/whatsapp-adapter.js";
import type { GatewayConfig } from "../../../src/config.js";
import { type RunningGateway, startGateway } from "../../../src/gateway/gateway.js";
import { checksQuestion, deployPrompt, notifyQuestion } from "../../support/prompts.js";
import { FAST_RETRY } from "../channel-rig.js";
import {
  FakeGraphApi,
  inboundMessage,
  replyContent,
  type SentMessage,
  signedRequest,
  textContent,
} from "./fake-graph-api.js";
import { CHAT, contextOf, controlsOf, STRANGER, textOf, VERIFY_TOKEN } from "./whatsapp-harness.js";

const directory = mkdtempSync(join(tmpdir(), "ask-user-whatsapp-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** A number the gateway sends to that is not on the allow-list. */
const BYSTANDER = "4915110000005";

/** The whole gateway (HTTP, store, channels) with WhatsApp pointed at the fake Graph API. */
describe("whatsapp in the gateway", () => {
  let api: FakeGraphApi;
  let gateway: RunningGateway | undefined;

  const config = (
    overrides: Partial<GatewayConfig["whatsapp"]> = {},
    db = "memory",
  ): GatewayConfig => ({
    host: "127.0.0.1",
    port: 0,
    db,
    token: "agent-token",
    whatsapp: {
      token: api.token,
      phoneNumberId: api.phoneNumberId,
      appSecret: api.appSecret,
      verifyToken: VERIFY_TOKEN,
      graphUrl: api.url,
      to: [CHAT],
      allowed: [CHAT],
      ...overrides,
    },
  });
  const start = async (gatewayConfig: GatewayConfig) => {
    gateway = await startGateway(gatewayConfig, () => {}, { retry: FAST_RETRY });
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
  const ask = async (sessionId: string, input: object) => {
    const asked = await request("POST", "/v1/questions", { sessionId, ...input });
    expect(asked.status).toBe(201);
    return asked.body.id as string;
  };
  const result = async (id: string) =>
    (await request("GET", `/v1/questions/${id}/result?waitSeconds=5`)).body;
  const status = async (id: string) => (await request("GET", `/v1/questions/${id}`)).body.status;
  /** Posts a webhook body to the gateway's route, signed unless `signature` says otherwise. */
  const hook = async (body: Record<string, unknown>, signature?: string) => {
    const signed = signedRequest(api.appSecret, JSON.stringify(body));
    const response = await fetch(`${gateway?.url}${WHATSAPP_WEBHOOK_PATH}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-hub-signature-256": signature ?? signed.headers.get("x-hub-signature-256") ?? "",
      },
      body: JSON.stringify(body),
    });
    await gateway?.channels.idle();
    return response.status;
  };
  /** A human writes `text` (a reply to `context` when given); resolves with their message's id. */
  const say = async (from: string, text: string, context?: string) => {
    api.closedWindows.delete(from);
    const message = inboundMessage(
      api,
      from,
      textContent(text),
      context === undefined ? {} : { context },
    );
    expect(await hook(message.body)).toBe(200);
    return message.id;
  };
  const tap = async (from: string, prompt: SentMessage, title: string) => {
    const control = controlsOf(prompt).find((item) => item.title === title);
    if (!control) throw new Error(`no ${title}`);
    const kind =
      (prompt.payload.interactive as { type: string }).type === "list"
        ? "list_reply"
        : "button_reply";
    const message = inboundMessage(api, from, replyContent(kind, control.id, title), {
      context: prompt.id,
    });
    expect(await hook(message.body)).toBe(200);
    return message.id;
  };
  /** The n-th message to `to`, once the channels have sent it. */
  const sentTo = async (to: string, index: number) => {
    await api.waitForCall("messages", () => api.messagesTo(to).length > index);
    const message = api.messagesTo(to)[index];
    if (!message) throw new Error(`no message ${index} to ${to}`);
    return message;
  };
  /**
   * What the bot said in reply to message `id`, once it has: the gateway answers a webhook call
   * before it handles the call's events.
   */
  const replyTo = async (id: string) => {
    await api.waitForCall("messages", () => api.sent.some((message) => contextOf(message) === id));
    const reply = api.sent.filter((message) => contextOf(message) === id).at(-1);
    return reply ? textOf(reply) : undefined;
  };

  beforeEach(async () => {
    api = new FakeGraphApi();
    await api.start();
  });

  afterEach(async () => {
    await gateway?.close();
    gateway = undefined;
    await api.close();
  });

  it("serves the verification handshake and the signed webhook at /channels/whatsapp/webhook", async () => {
    await start(config());
    const query = new URLSearchParams({
      "hub.mode": "subscribe",
      "hub.verify_token": VERIFY_TOKEN,
      "hub.challenge": "987654321",
    });
    const handshake = await fetch(`${gateway?.url}${WHATSAPP_WEBHOOK_PATH}?${query}`);
    expect(handshake.status).toBe(200);
    expect(await handshake.text()).toBe("987654321");
    query.set("hub.verify_token", "wrong-token-0123456789");
    expect((await fetch(`${gateway?.url}${WHATSAPP_WEBHOOK_PATH}?${query}`)).status).toBe(403);

    const id = await ask("hook", deployPrompt());
    const prompt = await sentTo(CHAT, 0);
    const message = inboundMessage(
      api,
      CHAT,
      replyContent("list_reply", controlsOf(prompt)[1]?.id ?? "", "Production"),
      {
        context: prompt.id,
      },
    );
    expect(await hook(message.body, "sha256=00")).toBe(401);
    expect(await status(id)).toBe("pending");
    expect(await hook(message.body)).toBe(200);
    expect(await result(id)).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    });
    expect(await replyTo(prompt.id)).toBe("Deploy: Production");
  });

  it("keeps several sessions' questions on one number apart, and tells a late reply how it ended", async () => {
    await start(config());
    const checks = await ask("session-a", { questions: [checksQuestion()] });
    const first = await sentTo(CHAT, 0);
    const notify = await ask("session-b", { questions: [notifyQuestion()] });
    const second = await sentTo(CHAT, 1);

    // Addressed to no prompt while two are open: nothing is answered, and they are asked which.
    const unaddressed = await say(CHAT, "1");
    expect(await replyTo(unaddressed)).toContain("Several questions are open here");
    expect(await status(checks)).toBe("pending");
    expect(await status(notify)).toBe("pending");

    // A reply to each prompt answers that prompt's question alone.
    await say(CHAT, "1, 3", first.id);
    expect(await result(checks)).toEqual({
      status: "answered",
      answers: { answers: { checks: ["Lint", "Build"] } },
    });
    expect(await status(notify)).toBe("pending");
    await tap(CHAT, second, "Nobody");
    expect(await result(notify)).toEqual({
      status: "answered",
      answers: { answers: { notify: ["Nobody"] } },
    });

    // Late: a reply to the first prompt, and a tap on the second's stale button.
    const late = await say(CHAT, "2", first.id);
    expect(await replyTo(late)).toMatch(
      /^This question is closed \(Answered .*by 4915110000001\)/u,
    );
    const stale = await tap(CHAT, second, "Team");
    expect(await replyTo(stale)).toMatch(/^This question is closed/u);
    expect(await result(notify)).toEqual({
      status: "answered",
      answers: { answers: { notify: ["Nobody"] } },
    });
  });

  it("says nothing to a stranger, and tells a number off the allow-list it may not answer", async () => {
    await start(config({ to: [CHAT, BYSTANDER] }));
    const id = await ask("strangers", { questions: [notifyQuestion()] });
    const prompt = await sentTo(CHAT, 0);
    const bystanderPrompt = await sentTo(BYSTANDER, 0);

    await say(STRANGER, "2");
    await say(STRANGER, "2", prompt.id);

    const refused = await say(BYSTANDER, "2", bystanderPrompt.id);
    expect(await replyTo(refused)).toBe("You are not allowed to answer this question.");
    expect(await status(id)).toBe("pending");
    await say(CHAT, "team", prompt.id);
    expect(await result(id)).toEqual({
      status: "answered",
      answers: { answers: { notify: ["Team"] } },
    });
    expect(api.messagesTo(STRANGER)).toEqual([]);
  });

  it("keeps a template standing in for the prompt across a restart, and sends the prompt when the human writes", async () => {
    const db = join(directory, "template.db");
    const settings = config({ template: { name: "question_waiting", language: "de" } }, db);
    api.closedWindows.add(CHAT);
    await start(settings);
    const id = await ask("window", { questions: [notifyQuestion()] });
    const template = await sentTo(CHAT, 0);
    expect(template.payload).toMatchObject({
      type: "template",
      template: { name: "question_waiting", language: { code: "de" } },
    });
    await gateway?.channels.idle();
    await gateway?.close();
    await start(settings);
    expect(await status(id)).toBe("pending");
    await say(CHAT, "Hallo", template.id);
    const prompt = await sentTo(CHAT, 1);
    expect(controlsOf(prompt).map((control) => control.title)).toEqual(["Team", "Nobody"]);
    expect(await status(id)).toBe("pending");
    await tap(CHAT, prompt, "Team");
    expect(await result(id)).toEqual({
      status: "answered",
      answers: { answers: { notify: ["Team"] } },
    });
    expect(await replyTo(prompt.id)).toBe("Notify: Team");
  });
});
