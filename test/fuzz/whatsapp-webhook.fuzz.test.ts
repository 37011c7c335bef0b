import fc from "fast-check";
import { expect } from "vitest";
import { WHATSAPP_WEBHOOK_PATH } from "../../src/channels/whatsapp/whatsapp-adapter.js";
import { signWhatsAppBody } from "../../src/channels/whatsapp/whatsapp-signature.js";
import {
  FakeGraphApi,
  inboundMessage,
  nowSeconds,
  replyContent,
  webhookBody,
} from "../channels/whatsapp/fake-graph-api.js";
import { CHAT, controlsOf, STRANGER, VERIFY_TOKEN } from "../channels/whatsapp/whatsapp-harness.js";
import { type RouteRequest, runSignedRouteFuzz } from "./signed-route-fuzz.js";

/**
 * SPEC P4 for WhatsApp's webhook: `X-Hub-Signature-256` over the raw body with the app secret.
 * Meta signs no delivery time and retries a call for days, so no call is refused for its age:
 * a message's own time keeps it from answering a prompt sent after it was written
 * (whatsapp-webhook.test.ts).
 */
runSignedRouteFuzz({
  name: "WhatsApp webhook",
  runs: { forged: 150, malformed: 300 },
  replay: { skip: "Meta retries a call for days: there is no window to replay outside" },
  db: "sqlite",
  async start() {
    const api = new FakeGraphApi();
    await api.start();
    return {
      config: {
        whatsapp: {
          token: api.token,
          phoneNumberId: api.phoneNumberId,
          appSecret: api.appSecret,
          verifyToken: VERIFY_TOKEN,
          graphUrl: api.url,
          to: [CHAT],
          allowed: [CHAT],
        },
      },
      async route() {
        await api.waitForCall("messages");
        const prompt = api.messagesTo(CHAT)[0];
        if (!prompt) throw new Error("no prompt");
        const controls = controlsOf(prompt);
        const production = controls.find((control) => control.title === "Production");
        if (!production) throw new Error("no Production row");
        /** The allowed human's tap on Production, now. */
        const tap = () =>
          JSON.stringify(
            inboundMessage(api, CHAT, replyContent("list_reply", production.id, "Production"), {
              context: prompt.id,
            }).body,
          );
        const signed = (body: string) => withSignature(body, signWhatsAppBody(api.appSecret, body));
        return {
          path: WHATSAPP_WEBHOOK_PATH,
          genuine: () => signed(tap()),
          // Only the signature is wrong.
          forged: fc
            .tuple(
              fc.constant(null).map(() => tap()),
              fc.nat(),
            )
            .chain(([body]) =>
              forgedSignature(body, signWhatsAppBody(api.appSecret, body)).map((signature) =>
                withSignature(body, signature),
              ),
            ),
          malformed: malformedBody(
            api,
            prompt.id,
            controls.map((control) => control.id),
          ).map(signed),
          // A random tap may carry a real row's id.
          bodiesMayEndTheQuestion: true,
        };
      },
      expectNothingShown() {
        // The prompt, and nothing after it.
        expect(api.sent).toHaveLength(1);
      },
      close: () => api.close(),
    };
  },
});

/** A webhook call as Meta posts it, with `signature` in its header (none when undefined). */
function withSignature(body: string, signature: string | undefined): RouteRequest {
  const headerable = signature === undefined || /^[\t\x20-\x7e]*$/.test(signature);
  const sent = headerable ? signature : "sha256=not-it";
  return {
    headers: {
      "content-type": "application/json",
      ...(sent === undefined ? {} : { "x-hub-signature-256": sent }),
    },
    body,
  };
}

/** No signature, any other string, and near misses of the right one. */
function forgedSignature(body: string, right: string) {
  const hex = right.slice("sha256=".length);
  return fc.oneof(
    fc.constant(undefined),
    // HTTP trims a header value's surrounding whitespace.
    fc.string({ maxLength: 100 }).filter((signature) => signature.trim() !== right),
    fc.constantFrom(
      "",
      "sha256=",
      hex,
      right.toUpperCase(),
      `sha1=${hex}`,
      `${right}0`,
      right.slice(0, -1),
      signWhatsAppBody("another-app-secret", body),
      signWhatsAppBody("", body),
    ),
    // One hex digit changed.
    fc.tuple(fc.nat({ max: 63 }), fc.constantFrom(..."0123456789abcdef")).map(([at, digit]) => {
      const changed = hex.slice(0, at) + digit + hex.slice(at + 1);
      return changed === hex
        ? `sha256=${hex.slice(0, at)}x${hex.slice(at + 1)}`
        : `sha256=${changed}`;
    }),
  );
}

/** Messages and statuses with wrong types and ids, real and mangled control ids, other JSON, junk. */
function malformedBody(
  api: FakeGraphApi,
  promptId: string,
  controlIds: string[],
): fc.Arbitrary<string> {
  const anyText = fc.oneof(
    fc.string({ maxLength: 80 }),
    fc.string({ unit: "grapheme", maxLength: 40 }),
    fc.constantFrom("1", "2", "skip", "Production", "", " ", "\u0000", "ข้าม"),
  );
  const anyValue = fc.oneof(anyText, fc.integer(), fc.constant(null), fc.boolean());
  const number = fc.oneof(fc.constantFrom(CHAT, STRANGER, "0", "+4915110000001"), anyValue);
  const timestamp = fc.oneof(
    fc.constant(null).map(() => nowSeconds()),
    fc.integer({ min: -1e12, max: 1e12 }).map(String),
    anyValue,
  );
  const controlId = fc.oneof(
    fc.constantFrom(...controlIds),
    fc.string({ maxLength: 80 }),
    fc
      .tuple(fc.constantFrom(...controlIds), fc.nat(), fc.string({ minLength: 1, maxLength: 1 }))
      .map(([id, at, char]) => {
        const position = at % Math.max(1, id.length);
        return id.slice(0, position) + char + id.slice(position + 1);
      }),
  );
  const interactive = fc.record(
    {
      type: fc.oneof(fc.constantFrom("button_reply", "list_reply"), anyText),
      button_reply: fc.record(
        { id: fc.oneof(controlId, anyValue), title: anyText },
        { requiredKeys: [] },
      ),
      list_reply: fc.record(
        { id: fc.oneof(controlId, anyValue), title: anyText },
        { requiredKeys: [] },
      ),
    },
    { requiredKeys: [] },
  );
  const message = fc.record(
    {
      from: number,
      id: fc.oneof(fc.string({ maxLength: 30 }), anyValue),
      timestamp,
      type: fc.oneof(
        fc.constantFrom("text", "interactive", "button", "image", "reaction"),
        anyText,
      ),
      text: fc.oneof(fc.record({ body: anyValue }, { requiredKeys: [] }), anyValue),
      interactive: fc.oneof(interactive, anyValue),
      button: fc.record({ payload: anyText, text: anyText }, { requiredKeys: [] }),
      context: fc.oneof(
        fc.record(
          { id: fc.oneof(fc.constant(promptId), anyValue), from: anyText },
          { requiredKeys: [] },
        ),
        anyValue,
      ),
    },
    { requiredKeys: [] },
  );
  const status = fc.record(
    {
      id: fc.oneof(fc.constant(promptId), anyValue),
      status: fc.oneof(fc.constantFrom("failed", "sent", "delivered", "read"), anyValue),
      timestamp,
      recipient_id: number,
      errors: fc.oneof(
        fc.array(
          fc.record(
            {
              code: fc.oneof(fc.constantFrom(131047, 131026, 130429), anyValue),
              title: anyValue,
              error_data: fc.oneof(fc.record({ details: anyValue }), anyValue),
            },
            { requiredKeys: [] },
          ),
          { maxLength: 2 },
        ),
        anyValue,
      ),
    },
    { requiredKeys: [] },
  );
  const value = fc.record(
    {
      messages: fc.oneof(fc.array(message, { maxLength: 2 }), anyValue),
      statuses: fc.oneof(fc.array(status, { maxLength: 2 }), anyValue),
      contacts: fc.oneof(fc.array(fc.record({ wa_id: number })), anyValue),
    },
    { requiredKeys: [] },
  );
  const wellFormedEnvelope = value.map((fields) => JSON.stringify(webhookBody(api, fields)));
  const looseEnvelope = fc
    .record(
      {
        object: fc.oneof(fc.constant("whatsapp_business_account"), anyValue),
        entry: fc.oneof(
          fc.array(
            fc.record(
              {
                id: anyValue,
                changes: fc.oneof(
                  fc.array(
                    fc.record(
                      {
                        field: fc.oneof(fc.constant("messages"), anyValue),
                        value: fc.oneof(
                          value.map((fields) => ({
                            metadata: { phone_number_id: api.phoneNumberId },
                            ...fields,
                          })),
                          anyValue,
                        ),
                      },
                      { requiredKeys: [] },
                    ),
                    { maxLength: 2 },
                  ),
                  anyValue,
                ),
              },
              { requiredKeys: [] },
            ),
            { maxLength: 2 },
          ),
          anyValue,
        ),
      },
      { requiredKeys: [] },
    )
    .map((body) => JSON.stringify(body));
  return fc.oneof(
    { weight: 4, arbitrary: wellFormedEnvelope },
    { weight: 2, arbitrary: looseEnvelope },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((item) => JSON.stringify(item)) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.string({ maxLength: 200 }),
        fc.constantFrom("", "{", "[1,", '{"object":', "null", "\ufeff{}", "{'a':1}"),
      ),
    },
  );
}
