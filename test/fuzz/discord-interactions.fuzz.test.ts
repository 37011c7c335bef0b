import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DISCORD_INTERACTIONS_PATH } from "../../src/channels/discord/discord-adapter.js";
import { type RunningGateway, startGateway } from "../../src/gateway/gateway.js";
import { FAST_RETRY } from "../channels/channel-rig.js";
import {
  ALLOWED_USER,
  applicationKeys,
  CHANNEL_ID,
  signedInteraction,
} from "../channels/discord/discord-harness.js";
import { buttonClick, modalSubmit } from "../channels/discord/discord-payloads.js";
import { BOT_USER_ID, FakeDiscordApi } from "../channels/discord/fake-discord-api.js";
import { requestJson } from "../support/child-gateway.js";
import { deployPrompt } from "../support/prompts.js";
import { expectWholeRecords } from "./store-consistency.js";

/**
 * SPEC P4 for Discord's interactions route: forged Ed25519 signatures and validly signed
 * requests replayed outside the 5-minute window get 401 and change nothing; malformed bodies
 * with a valid signature get 2xx or 4xx, never 5xx. The gateway keeps serving, the store
 * stays whole.
 */

const TOKEN = "agent-token";
const AUTH = { authorization: `Bearer ${TOKEN}` };
const RUNS = { forged: 120, replayed: 80, malformed: 250 };
const WINDOW_SECONDS = 5 * 60;

describe("Discord interactions route with hostile input", () => {
  const keys = applicationKeys();
  let api: FakeDiscordApi;
  let gateway: RunningGateway;
  let questionId: string;
  /** A click on "Production" by the allowed user: what an attacker would like to forge. */
  let click: string;
  let promptMessage: Parameters<FakeDiscordApi["openInteraction"]>[0];

  beforeAll(async () => {
    api = new FakeDiscordApi();
    await api.start();
    api.addChannel(CHANNEL_ID);
    gateway = await startGateway(
      {
        host: "127.0.0.1",
        port: 0,
        db: "memory",
        token: TOKEN,
        answerRatePerMinute: 100_000_000,
        discord: {
          token: api.token,
          apiUrl: api.url,
          channelIds: [CHANNEL_ID],
          allowedUsers: [ALLOWED_USER],
          publicKey: keys.publicKeyHex,
        },
      },
      () => {},
      { retry: FAST_RETRY },
    );
    const asked = await requestJson(
      "POST",
      `${gateway.url}/v1/questions`,
      { sessionId: "fuzz", ...deployPrompt(3600) },
      AUTH,
    );
    expect(asked.status).toBe(201);
    questionId = asked.body.id;
    await api.waitForCall("createMessage");
    await gateway.channels.idle();
    const [message] = api
      .messagesIn(CHANNEL_ID)
      .filter((item) => item.author.id === BOT_USER_ID && !item.message_reference);
    if (!message) throw new Error("the prompt was not delivered");
    promptMessage = message;
    const button = message.components
      .flatMap((row) => row.components)
      .find((item) => item.label === "Production");
    click = JSON.stringify(buttonClick(interactionBase(), String(button?.custom_id)));
  });

  afterAll(async () => {
    await gateway?.close();
    await api?.close();
  });

  const interactionBase = () => {
    const { id, token, log } = api.openInteraction(promptMessage);
    return {
      id,
      token,
      applicationId: log.applicationId,
      place: log.place,
      userId: ALLOWED_USER,
      message: promptMessage,
    };
  };
  const url = () => `${gateway.url}${DISCORD_INTERACTIONS_PATH}`;
  const send = async (request: Request) => {
    const response = await fetch(request);
    const text = await response.text();
    await gateway.channels.idle();
    return { status: response.status, text };
  };
  const questionStatus = async () =>
    (await requestJson("GET", `${gateway.url}/v1/questions/${questionId}`, undefined, AUTH)).body
      .status;

  it("refuses forged signatures with 401 and changes nothing", async () => {
    const before = await expectWholeRecords(gateway.url, AUTH);
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
    await fc.assert(
      fc.asyncProperty(forgery, async ({ kind, value }) => {
        const genuine = signedInteraction(url(), click, keys.privateKey);
        const headers = new Headers(genuine.headers);
        let body = click;
        if (kind === "other-key")
          headers.set(
            "x-signature-ed25519",
            signedInteraction(url(), click, applicationKeys().privateKey).headers.get(
              "x-signature-ed25519",
            ) ?? "",
          );
        if (kind === "signature")
          headers.set(
            "x-signature-ed25519",
            /^[\t\x20-\x7e]*$/.test(value) ? value : "not-a-signature",
          );
        if (kind === "timestamp") headers.set("x-signature-timestamp", value);
        if (kind === "tampered") body = click.replace("{", `{"x":${JSON.stringify(value)},`);
        const { status } = await send(new Request(url(), { method: "POST", headers, body }));
        expect(status).toBe(401);
      }),
      { numRuns: RUNS.forged },
    );
    expect(await questionStatus()).toBe("pending");
    expect(await expectWholeRecords(gateway.url, AUTH)).toEqual(before);
  });

  it("refuses a validly signed request replayed outside the 5-minute window with 401", async () => {
    const before = await expectWholeRecords(gateway.url, AUTH);
    const offset = fc.oneof(
      fc.integer({ min: WINDOW_SECONDS + 2, max: 10 * 365 * 24 * 3600 }),
      fc.integer({ min: -10 * 365 * 24 * 3600, max: -(WINDOW_SECONDS + 2) }),
    );
    await fc.assert(
      fc.asyncProperty(offset, async (seconds) => {
        const timestamp = Math.floor(Date.now() / 1000) - seconds;
        if (timestamp < 0) return;
        const { status } = await send(
          signedInteraction(url(), click, keys.privateKey, { timestamp }),
        );
        expect(status).toBe(401);
      }),
      { numRuns: RUNS.replayed },
    );
    expect(await questionStatus()).toBe("pending");
    expect(await expectWholeRecords(gateway.url, AUTH)).toEqual(before);
  });

  it("answers malformed, validly signed bodies 2xx or 4xx, never 5xx, and keeps serving", async () => {
    const customId = fc.oneof(
      fc.string({ maxLength: 120 }),
      fc.constantFrom("ask_user:a::0", "ask_user:o:zz", "ask_user:s:", "ask_user:m:0:0"),
      fc
        .tuple(
          fc.constantFrom("a", "o", "s", "m"),
          fc.stringMatching(/^[0-9a-f]{0,40}$/),
          fc.nat(9),
        )
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
    const body = fc.oneof(
      { weight: 3, arbitrary: interaction.map((value) => JSON.stringify(value)) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
      { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
    );
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        const { status } = await send(signedInteraction(url(), text, keys.privateKey));
        expect(status, text).toBeGreaterThanOrEqual(200);
        expect(status, text).toBeLessThan(500);
      }),
      { numRuns: RUNS.malformed },
    );
    // The gateway still serves, and what was stored is whole.
    expect((await requestJson("GET", `${gateway.url}/healthz`)).status).toBe(200);
    await expectWholeRecords(gateway.url, AUTH);
    // The real click still works after all that.
    const response = await send(signedInteraction(url(), click, keys.privateKey));
    expect(response.status).toBe(200);
    const result = await requestJson(
      "GET",
      `${gateway.url}/v1/questions/${questionId}/result?waitSeconds=5`,
      undefined,
      AUTH,
    );
    expect(result.body).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    });
  });
});
