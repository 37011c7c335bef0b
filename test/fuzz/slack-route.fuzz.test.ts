import fc from "fast-check";
import { SLACK_EVENTS_PATH } from "../../src/channels/slack/slack-adapter.js";
import { signSlackRequest } from "../../src/channels/slack/slack-signature.js";
import { FakeSlackApi } from "../channels/slack/fake-slack-api.js";
import {
  ALLOWED_USER,
  blockActions,
  CHANNEL_ID,
  interactivityBody,
  SIGNING_SECRET,
  signedHeaders,
} from "../channels/slack/slack-harness.js";
import { runSignedRouteFuzz } from "./signed-route-fuzz.js";

/** SPEC P4 for Slack's signed HTTP route (interactivity and the Events API share it). */
runSignedRouteFuzz({
  name: "Slack route",
  runs: { forged: 150, malformed: 300 },
  replay: { runs: 100 },
  async start() {
    const api = new FakeSlackApi();
    await api.start();
    api.channels.add(CHANNEL_ID);
    return {
      config: {
        slack: {
          token: api.token,
          signingSecret: SIGNING_SECRET,
          apiUrl: api.url,
          channelIds: [CHANNEL_ID],
          allowedUsers: [ALLOWED_USER],
        },
      },
      async route() {
        await api.waitForCall("chat.postMessage");
        const [message] = api.messagesIn(CHANNEL_ID);
        if (!message) throw new Error("the prompt was not delivered");
        /** A click on "Production" by the allowed user: what an attacker would like to forge. */
        const click = interactivityBody(blockActions(message, "Production", ALLOWED_USER));
        const signedClick = (timestamp?: number) => ({
          headers: signedHeaders(click, { form: true, timestamp }),
          body: click,
        });
        return {
          path: SLACK_EVENTS_PATH,
          genuine: () => signedClick(),
          signedAt: signedClick,
          forged: forgedClick(click),
          malformed: malformedBody().map(({ form, text }) => ({
            headers: signedHeaders(text, { form }),
            body: text,
          })),
          // A random block_actions payload may carry a real button's value.
          bodiesMayEndTheQuestion: true,
        };
      },
      close: () => api.close(),
    };
  },
});

/** The click with a signature made with another secret, made up, or over a broken timestamp. */
function forgedClick(click: string) {
  const forgery = fc.oneof(
    // Signed with another secret.
    fc
      .string({ minLength: 1, maxLength: 40 })
      .filter((secret) => secret !== SIGNING_SECRET)
      .map((secret) => ({ signature: undefined, secret, timestamp: undefined })),
    // A made-up signature, well-formed or not.
    fc
      .oneof(
        fc.stringMatching(/^v0=[0-9a-f]{64}$/),
        fc.string({ maxLength: 80 }),
        fc.constantFrom("", "v0=", "v1=abc", `v0=${"0".repeat(64)}`),
      )
      .map((signature) => ({ signature, secret: undefined, timestamp: undefined })),
    // A timestamp that is not a number.
    fc
      .constantFrom("", "abc", "1e9", "-1", " 1", "99999999999999")
      .map((timestamp) => ({ signature: undefined, secret: undefined, timestamp })),
  );
  return forgery.map(({ signature, secret, timestamp }) => {
    const at = timestamp ?? String(Math.floor(Date.now() / 1000));
    const headers: Record<string, string> = {
      "content-type": "application/x-www-form-urlencoded",
      "x-slack-request-timestamp": at,
      "x-slack-signature": signature ?? signSlackRequest(secret ?? SIGNING_SECRET, at, click),
    };
    const safeHeaders = Object.fromEntries(
      Object.entries(headers).map(([key, value]) => [
        key,
        /^[\t\x20-\x7e]*$/.test(value) ? value : "v0=not-a-signature",
      ]),
    );
    return { headers: safeHeaders, body: click };
  });
}

/** Interactivity payloads, Events API envelopes and plain junk, form-encoded or JSON. */
function malformedBody() {
  const jsonText = fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value));
  const payload = fc.record(
    {
      type: fc.constantFrom("block_actions", "view_submission", "shortcut", "", "event_callback"),
      user: fc.record({ id: fc.oneof(fc.string(), fc.constant(ALLOWED_USER), fc.integer()) }),
      actions: fc.array(
        fc.record(
          {
            action_id: fc.oneof(fc.string({ maxLength: 40 }), fc.constant("ask_user_choice_1")),
            value: fc.string({ maxLength: 80 }),
          },
          { requiredKeys: [] },
        ),
        { maxLength: 3 },
      ),
      container: fc.record({ message_ts: fc.string(), channel_id: fc.string() }),
      view: fc.record({ private_metadata: fc.string(), state: fc.jsonValue({ maxDepth: 2 }) }),
    },
    { requiredKeys: [] },
  );
  const event = fc.record(
    {
      type: fc.constantFrom("event_callback", "url_verification", "app_rate_limited", "x"),
      challenge: fc.oneof(fc.string(), fc.integer()),
      event: fc.record(
        {
          type: fc.constantFrom("message", "app_mention", ""),
          subtype: fc.constantFrom("message_changed", "bot_message", undefined),
          channel: fc.oneof(fc.constant(CHANNEL_ID), fc.string()),
          user: fc.oneof(fc.constant(ALLOWED_USER), fc.string()),
          text: fc.string({ maxLength: 80 }),
          thread_ts: fc.string({ maxLength: 20 }),
        },
        { requiredKeys: [] },
      ),
    },
    { requiredKeys: [] },
  );
  return fc.oneof(
    {
      weight: 2,
      arbitrary: payload.map((value) => ({ form: true, text: interactivityBody(value) })),
    },
    {
      weight: 2,
      arbitrary: event.map((value) => ({ form: false, text: JSON.stringify(value) })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.boolean(), jsonText).map(([form, text]) => ({
        form,
        text: form ? `payload=${encodeURIComponent(text)}` : text,
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.boolean(),
          fc.oneof(
            fc.string({ maxLength: 200 }),
            fc.constantFrom("", "{", "payload=", "payload=%7B", "payload={]", "a=1&b=2", "null"),
          ),
        )
        .map(([form, text]) => ({ form, text })),
    },
  );
}
