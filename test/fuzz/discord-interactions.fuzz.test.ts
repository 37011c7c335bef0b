import fc from "fast-check";
import { DISCORD_INTERACTIONS_PATH } from "../../src/channels/discord/discord-adapter.js";
import {
  ALLOWED_USER,
  applicationKeys,
  CHANNEL_ID,
  interactionHeaders,
} from "../channels/discord/discord-harness.js";
import { buttonClick, modalSubmit } from "../channels/discord/discord-payloads.js";
import { BOT_USER_ID, FakeDiscordApi } from "../channels/discord/fake-discord-api.js";
import { type RouteRequest, runSignedRouteFuzz } from "./signed-route-fuzz.js";

/** SPEC P4 for Discord's interactions route, signed with the application's Ed25519 key. */
runSignedRouteFuzz({
  name: "Discord interactions route",
  runs: { forged: 120, malformed: 250 },
  replay: { runs: 80 },
  async start() {
    const keys = applicationKeys();
    const api = new FakeDiscordApi();
    await api.start();
    api.addChannel(CHANNEL_ID);
    return {
      config: {
        discord: {
          token: api.token,
          apiUrl: api.url,
          channelIds: [CHANNEL_ID],
          allowedUsers: [ALLOWED_USER],
          publicKey: keys.publicKeyHex,
        },
      },
      async route() {
        await api.waitForCall("createMessage");
        const [message] = api
          .messagesIn(CHANNEL_ID)
          .filter((item) => item.author.id === BOT_USER_ID && !item.message_reference);
        if (!message) throw new Error("the prompt was not delivered");
        /** An interaction on the prompt by the allowed user, as Discord would open it. */
        const interactionBase = () => {
          const { id, token, log } = api.openInteraction(message);
          return {
            id,
            token,
            applicationId: log.applicationId,
            place: log.place,
            userId: ALLOWED_USER,
            message,
          };
        };
        const button = message.components
          .flatMap((row) => row.components)
          .find((item) => item.label === "Production");
        /** A click on "Production" by the allowed user: what an attacker would like to forge. */
        const click = JSON.stringify(buttonClick(interactionBase(), String(button?.custom_id)));
        const signed = (body: string, timestamp?: number): RouteRequest => ({
          headers: interactionHeaders(body, keys.privateKey, { timestamp }),
          body,
        });
        return {
          path: DISCORD_INTERACTIONS_PATH,
          genuine: () => signed(click),
          signedAt: (timestamp) => signed(click, timestamp),
          forged: forgedClick(click, (body) => signed(body)),
          malformed: malformedBody(interactionBase).map((text) => signed(text)),
          // A button's custom id carries a key no random body guesses.
          bodiesMayEndTheQuestion: false,
        };
      },
      close: () => api.close(),
    };
  },
});

/** The click signed by another key, with a made-up signature or timestamp, or tampered with. */
function forgedClick(click: string, signed: (body: string) => RouteRequest) {
  const forgery = fc.oneof(
    // Signed by another key.
    fc.constant({ kind: "other-key" as const, value: "" }),
    // A made-up signature, well-formed hex or not.
    fc
      .oneof(
        fc.stringMatching(/^[0-9a-f]{128}$/),
        fc.string({ maxLength: 140 }),
        fc.constantFrom("", "00", "zz".repeat(64)),
      )
      .map((value) => ({ kind: "signature" as const, value })),
    // A timestamp that is not a number of seconds.
    fc
      .constantFrom("", "abc", "1e9", "-1", " 1", "99999999999999", "1.5")
      .map((value) => ({ kind: "timestamp" as const, value })),
    // The genuine signature over another body: the body was tampered with.
    fc
      .string({ minLength: 1, maxLength: 20 })
      .map((value) => ({ kind: "tampered" as const, value })),
  );
  return forgery.map(({ kind, value }): RouteRequest => {
    const { headers, body } = signed(click);
    if (kind === "other-key")
      headers["x-signature-ed25519"] =
        interactionHeaders(click, applicationKeys().privateKey)["x-signature-ed25519"] ?? "";
    if (kind === "signature")
      headers["x-signature-ed25519"] = /^[\t\x20-\x7e]*$/.test(value) ? value : "not-a-signature";
    if (kind === "timestamp") headers["x-signature-timestamp"] = value;
    if (kind === "tampered")
      return { headers, body: body.replace("{", `{"x":${JSON.stringify(value)},`) };
    return { headers, body };
  });
}

/** Clicks and modal submissions with made-up custom ids, other interactions, and junk. */
function malformedBody(interactionBase: () => Parameters<typeof buttonClick>[0]) {
  const customId = fc.oneof(
    fc.string({ maxLength: 120 }),
    fc.constantFrom("ask_user:a::0", "ask_user:o:zz", "ask_user:s:", "ask_user:m:0:0"),
    fc
      .tuple(fc.constantFrom("a", "o", "s", "m"), fc.stringMatching(/^[0-9a-f]{0,40}$/), fc.nat(9))
      .map(([kind, key, index]) => `ask_user:${kind}:${key}:${index}`),
  );
  const interaction = fc.oneof(
    customId.map((id) => ({ ...buttonClick(interactionBase(), id) })),
    fc
      .tuple(customId, fc.dictionary(fc.string({ maxLength: 20 }), fc.string({ maxLength: 80 })))
      .map(([id, values]) => modalSubmit(interactionBase(), id, values)),
    fc.record(
      {
        type: fc.oneof(fc.integer({ min: -2, max: 9 }), fc.string({ maxLength: 4 })),
        id: fc.oneof(fc.string({ maxLength: 20 }), fc.integer()),
        token: fc.string({ maxLength: 40 }),
        data: fc.jsonValue({ maxDepth: 3 }),
        member: fc.jsonValue({ maxDepth: 2 }),
        user: fc.record({ id: fc.oneof(fc.constant(ALLOWED_USER), fc.string()) }),
        message: fc.jsonValue({ maxDepth: 2 }),
        channel_id: fc.oneof(fc.constant(CHANNEL_ID), fc.string({ maxLength: 20 })),
      },
      { requiredKeys: [] },
    ),
  );
  return fc.oneof(
    { weight: 3, arbitrary: interaction.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
  );
}
