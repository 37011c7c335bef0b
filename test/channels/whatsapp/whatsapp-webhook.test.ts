import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { WHATSAPP_WEBHOOK_PATH } from "../../../src/channels/whatsapp/whatsapp-adapter.js";
import {
  signWhatsAppBody,
  verifyWhatsAppSignature,
} from "../../../src/channels/whatsapp/whatsapp-signature.js";
import { notifyQuestion } from "../../support/prompts.js";
import { type ChannelRig, FAST_RETRY, harnessChannel, startChannelRig } from "../channel-rig.js";
import {
  inboundMessage,
  nowSeconds,
  signedRequest,
  textContent,
  webhookBody,
} from "./fake-graph-api.js";
import { CHAT, VERIFY_TOKEN, type WhatsAppHarness, whatsappHarness } from "./whatsapp-harness.js";

const URL_BASE = `http://gateway.test${WHATSAPP_WEBHOOK_PATH}`;

describe("whatsapp webhook", () => {
  let harness: WhatsAppHarness;
  let rig: ChannelRig;

  beforeEach(async () => {
    harness = await whatsappHarness();
    rig = await startChannelRig({ channels: [harnessChannel(harness)], retry: FAST_RETRY });
  });

  afterEach(async () => {
    await rig.close();
    await harness.close();
  });

  const verify = (query: Record<string, string>) => {
    const route = harness.adapter.httpRoutes.find((item) => item.method === "GET");
    if (!route) throw new Error("no GET route");
    expect(route.path).toBe(WHATSAPP_WEBHOOK_PATH);
    return route.handle(new Request(`${URL_BASE}?${new URLSearchParams(query)}`));
  };
  const post = (body: string, headers: Record<string, string>) =>
    harness.adapter.webhook.handle(new Request(URL_BASE, { method: "POST", headers, body }));
  /** A reply "2" to the open prompt, as Meta posts it. */
  const answerBody = async (options: { timestamp?: string; id?: string } = {}) => {
    const prompt = await harness.prompt(0);
    return JSON.stringify(
      inboundMessage(harness.api, CHAT, textContent("2"), { context: prompt.messageId, ...options })
        .body,
    );
  };

  it("echoes hub.challenge for the right verify token, and refuses anything else with 403", async () => {
    const good = {
      "hub.mode": "subscribe",
      "hub.verify_token": VERIFY_TOKEN,
      "hub.challenge": "1158201444",
    };
    const accepted = await verify(good);
    expect(accepted.status).toBe(200);
    expect(await accepted.text()).toBe("1158201444");
    for (const bad of [
      { ...good, "hub.verify_token": "verify-token-012345678" },
      { ...good, "hub.verify_token": "" },
      { ...good, "hub.mode": "unsubscribe" },
      { ...good, "hub.challenge": "<script>alert(1)</script>" },
      { "hub.mode": "subscribe", "hub.challenge": "1" },
    ]) {
      const refused = await verify(bad);
      expect(refused.status, JSON.stringify(bad)).toBe(403);
      expect(await refused.text()).not.toContain("script");
    }
  });

  it("signs as Meta does: sha256= and the HMAC-SHA256 of the raw body, hex", () => {
    // Computed independently: printf '{"a":1}' | openssl dgst -sha256 -hmac secret
    expect(signWhatsAppBody("secret", '{"a":1}')).toBe(
      "sha256=aa9e2e3575f5d7098b6caccd790888c36d5fdb63342a73bada2d6a51747a8494",
    );
    const body = new TextEncoder().encode('{"a":1}');
    const signature = signWhatsAppBody("secret", body);
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/u);
    expect(verifyWhatsAppSignature("secret", signature, body)).toBe(true);
    expect(verifyWhatsAppSignature("secret", signature.toUpperCase(), body)).toBe(false);
    expect(verifyWhatsAppSignature("other", signature, body)).toBe(false);
    expect(verifyWhatsAppSignature("secret", signature, new TextEncoder().encode('{"a":2}'))).toBe(
      false,
    );
    expect(verifyWhatsAppSignature("secret", null, body)).toBe(false);
    expect(verifyWhatsAppSignature("secret", signature.slice(7), body)).toBe(false);
  });

  it("refuses a POST with a missing or wrong signature with 401, and answers nothing", async () => {
    const record = await rig.ask({ questions: [notifyQuestion()] });
    const body = await answerBody();
    const sentBefore = harness.api.sent.length;
    const attempts: Record<string, string>[] = [
      {},
      { "x-hub-signature-256": "" },
      { "x-hub-signature-256": signWhatsAppBody("not-the-app-secret", body) },
      { "x-hub-signature-256": signWhatsAppBody(harness.api.appSecret, `${body} `) },
      {
        "x-hub-signature-256": signWhatsAppBody(harness.api.appSecret, body).replace(
          "sha256=",
          "sha1=",
        ),
      },
    ];
    for (const headers of attempts)
      expect((await post(body, { "content-type": "application/json", ...headers })).status).toBe(
        401,
      );
    expect(await rig.status(record)).toBe("pending");
    expect(harness.api.sent).toHaveLength(sentBefore);
  });

  it("takes a message whenever Meta delivers it, but never words written before the prompt was sent", async () => {
    const record = await rig.ask({ questions: [notifyQuestion()] });
    await harness.prompt(0);
    const [delivery] = await rig.store.listDeliveries({ questionId: record.id });
    if (!delivery) throw new Error("no delivery");
    const sentSecond = Math.floor(Date.parse(delivery.deliveredAt) / 1000);
    const written = (second: number) =>
      signedRequest(
        harness.api.appSecret,
        JSON.stringify(
          inboundMessage(harness.api, CHAT, textContent("2"), { timestamp: String(second) }).body,
        ),
      );
    // Written an hour before (an old message replayed, or one meant for an earlier question):
    // validly signed and new to this process, it answers nothing and is not retried.
    expect((await harness.adapter.webhook.handle(written(sentSecond - 3600))).status).toBe(200);
    expect((await harness.adapter.webhook.handle(written(sentSecond - 60))).status).toBe(200);
    expect(await rig.status(record)).toBe("pending");
    // Written in the second the prompt went out (Meta's times are whole seconds): an answer,
    // however long Meta took to deliver it.
    expect((await harness.adapter.webhook.handle(written(sentSecond))).status).toBe(200);
    await expect.poll(() => rig.status(record)).toBe("answered");
  });

  it("answers malformed, validly signed bodies 400 (no JSON object) or 200 (nothing to read)", async () => {
    const record = await rig.ask({ questions: [notifyQuestion()] });
    await harness.prompt(0);
    const signed = (text: string) =>
      harness.adapter.webhook.handle(signedRequest(harness.api.appSecret, text));
    for (const text of ["", "not json", "[]", "null", "42", '"x"'])
      expect((await signed(text)).status, text).toBe(400);
    for (const body of [
      {},
      { object: "page", entry: [] },
      { object: "whatsapp_business_account", entry: "x" },
      {
        object: "whatsapp_business_account",
        entry: [{ changes: [{ field: "messages", value: null }] }],
      },
      webhookBody(harness.api, { messages: [{ from: CHAT, id: 7, type: "text" }] }),
      webhookBody(harness.api, {
        messages: [
          { from: "+49 x", id: "w", timestamp: nowSeconds(), type: "text", text: { body: "2" } },
        ],
      }),
      webhookBody(harness.api, {
        messages: [
          {
            from: CHAT,
            id: "w2",
            timestamp: nowSeconds(),
            type: "interactive",
            interactive: { type: "button_reply", button_reply: { id: "ask:nope:1" } },
          },
        ],
      }),
      webhookBody(harness.api, {
        statuses: [
          {
            id: "wamid.unknown",
            status: "failed",
            timestamp: nowSeconds(),
            recipient_id: CHAT,
            errors: [{ code: "x", error_data: null }],
          },
        ],
      }),
      webhookBody(harness.api, {
        messages: [
          { from: CHAT, id: "w3", timestamp: nowSeconds(), type: "image", image: { id: "1" } },
        ],
      }),
    ])
      expect((await signed(JSON.stringify(body))).status, JSON.stringify(body)).toBe(200);
    expect(await rig.status(record)).toBe("pending");
  });

  it("ignores changes for another phone number of the app", async () => {
    const record = await rig.ask({ questions: [notifyQuestion()] });
    const prompt = await harness.prompt(0);
    const elsewhere = {
      phoneNumberId: "999999999999999",
      businessNumber: "15550000000",
    };
    const message = inboundMessage(elsewhere, CHAT, textContent("2"), {
      context: prompt.messageId,
    });
    expect((await harness.post(message.body)).status).toBe(200);
    expect(await rig.status(record)).toBe("pending");
  });

  it("handles a message Meta delivers twice only once", async () => {
    const first = await rig.ask({ questions: [notifyQuestion()] });
    const prompt = await harness.prompt(0);
    const message = inboundMessage(harness.api, CHAT, textContent("2"), {
      context: prompt.messageId,
    });
    await harness.post(message.body);
    expect(await rig.result(first)).toEqual({
      status: "answered",
      answers: { answers: { notify: ["Nobody"] } },
    });
    await rig.idle();
    const sent = harness.api.sent.length;
    await harness.post(message.body);
    // Without the check, the repeat would be told that the question is closed.
    expect(harness.api.sent).toHaveLength(sent);
  });
});
