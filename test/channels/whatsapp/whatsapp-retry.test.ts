import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { WhatsAppAdapter } from "../../../src/channels/whatsapp/whatsapp-adapter.js";
import { deployAndChecksPrompt, notifyQuestion } from "../../support/prompts.js";
import { SharedMemoryCluster } from "../../support/shared-memory-cluster.js";
import { type ChannelRig, FAST_RETRY, harnessChannel, startChannelRig } from "../channel-rig.js";
import {
  GRAPH_ERRORS,
  inboundMessage,
  replyContent,
  signedRequest,
  textContent,
} from "./fake-graph-api.js";
import {
  CHAT,
  contextOf,
  controlKind,
  controlsOf,
  textOf,
  VERIFY_TOKEN,
  type WhatsAppHarness,
  whatsappHarness,
} from "./whatsapp-harness.js";

/**
 * Meta sends a webhook call again when its answer is slow; the retry may reach the gateway (or
 * another one sharing its store) while the first call is still being handled.
 */
describe("whatsapp webhook retries", () => {
  const stops: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  });

  async function start(options: { store?: ChannelRig["store"] } = {}) {
    const harness = await whatsappHarness();
    stops.push(() => harness.close());
    const rig = await startChannelRig({
      channels: [harnessChannel(harness)],
      retry: FAST_RETRY,
      ...options,
    });
    stops.push(() => rig.close());
    return { harness, rig };
  }

  /** A tap on the prompt's "Nobody", as Meta posts it: the call's raw body and the tap's id. */
  async function tapNobody(harness: WhatsAppHarness) {
    const prompt = await harness.prompt(0);
    const message = harness.api.message(prompt.messageId);
    const control = message && controlsOf(message).find((item) => item.title === "Nobody");
    if (!message || !control) throw new Error("the prompt has no Nobody button");
    const tap = inboundMessage(
      harness.api,
      CHAT,
      replyContent(controlKind(message), control.id, control.title),
      { context: prompt.messageId },
    );
    return { id: tap.id, body: JSON.stringify(tap.body) };
  }

  /** Posts the same call twice, the second while the first's reply to the human is held up. */
  async function deliverTwiceOverlapping(
    harness: WhatsAppHarness,
    call: { id: string; body: string },
    second: WhatsAppAdapter = harness.adapter,
  ) {
    const post = (adapter: WhatsAppAdapter) =>
      adapter.webhook.handle(signedRequest(harness.api.appSecret, call.body));
    const letGo = harness.api.hold("messages");
    const first = post(harness.adapter);
    await harness.api.waitForCall("messages", (item) => contextOf(item as never) === call.id);
    const retry = await post(second);
    letGo();
    expect((await first).status).toBe(200);
    expect(retry.status).toBe(200);
    await harness.adapter.idle();
    await second.idle();
  }

  /** What the bot said to the human's message `id`, as the fake received it. */
  const saidTo = (harness: WhatsAppHarness, id: string) =>
    harness.api
      .callsOf("messages")
      .filter((call) => (call.payload.context as { message_id?: string })?.message_id === id)
      .map((call) => textOf({ id: "", to: "", payload: call.payload }));

  it("answers at once, before the reply to the human has gone out", async () => {
    const { harness, rig } = await start();
    const record = await rig.ask({ questions: [notifyQuestion()] });
    const tap = await tapNobody(harness);
    const letGo = harness.api.hold("messages");
    const response = harness.adapter.webhook.handle(signedRequest(harness.api.appSecret, tap.body));
    await harness.api.waitForCall("messages", (item) => contextOf(item as never) === tap.id);
    const answered = await Promise.race([
      response.then((it) => it.status),
      sleep(1000).then(() => "no answer while the reply is held up"),
    ]);
    letGo();
    expect(answered).toBe(200);
    await harness.adapter.idle();
    expect(await rig.result(record)).toEqual({
      status: "answered",
      answers: { answers: { notify: ["Nobody"] } },
    });
  });

  it("takes a tap delivered again while the first delivery is still replying once, and replies once", async () => {
    const { harness, rig } = await start();
    const record = await rig.ask({ questions: [notifyQuestion()] });
    const tap = await tapNobody(harness);
    await deliverTwiceOverlapping(harness, tap);
    await rig.idle();
    expect(await rig.result(record)).toEqual({
      status: "answered",
      answers: { answers: { notify: ["Nobody"] } },
    });
    // Not "Answered" followed by "This question is closed".
    expect(saidTo(harness, tap.id)).toHaveLength(1);
  });

  it("sends one clarification for words delivered again while the first is being clarified", async () => {
    const { harness, rig } = await start();
    const record = await rig.ask(deployAndChecksPrompt());
    const prompt = await harness.prompt(0);
    const words = inboundMessage(harness.api, CHAT, textContent("perhaps"), {
      context: prompt.messageId,
    });
    await deliverTwiceOverlapping(harness, { id: words.id, body: JSON.stringify(words.body) });
    expect(saidTo(harness, words.id)).toHaveLength(1);
    expect(await rig.status(record)).toBe("pending");
  });

  it("handles a delivery again when the first one's handling failed", async () => {
    const { harness, rig } = await start();
    const record = await rig.ask({ questions: [notifyQuestion()] });
    const tap = await tapNobody(harness);
    harness.api.inject("messages", GRAPH_ERRORS.throughput);
    await harness.post(JSON.parse(tap.body));
    expect(harness.repliesTo(tap.id)).toHaveLength(0);
    await harness.post(JSON.parse(tap.body));
    expect(harness.repliesTo(tap.id)).toHaveLength(1);
    expect(await rig.status(record)).toBe("answered");
  });

  it("replies once when the retry reaches another gateway sharing the store", async () => {
    const cluster = new SharedMemoryCluster();
    const { harness, rig } = await start({ store: cluster.node() });
    const other = new WhatsAppAdapter({
      token: harness.api.token,
      phoneNumberId: harness.api.phoneNumberId,
      appSecret: harness.api.appSecret,
      verifyToken: VERIFY_TOKEN,
      graphUrl: harness.api.url,
    });
    const otherRig = await startChannelRig({
      store: cluster.node(),
      channels: [{ adapter: other, defaultChatIds: [], allowedUsers: [CHAT] }],
      retry: FAST_RETRY,
    });
    stops.push(() => otherRig.close());
    const record = await rig.ask({ questions: [notifyQuestion()] });
    const tap = await tapNobody(harness);
    await deliverTwiceOverlapping(harness, tap, other);
    await rig.idle();
    await otherRig.idle();
    expect(await rig.status(record)).toBe("answered");
    expect(saidTo(harness, tap.id)).toHaveLength(1);
  });
});
