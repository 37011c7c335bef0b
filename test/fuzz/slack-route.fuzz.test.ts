import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SLACK_EVENTS_PATH } from "../../src/channels/slack/slack-adapter.js";
import { signSlackRequest } from "../../src/channels/slack/slack-signature.js";
import { type RunningGateway, startGateway } from "../../src/gateway/gateway.js";
import { FAST_RETRY } from "../channels/channel-rig.js";
import { FakeSlackApi } from "../channels/slack/fake-slack-api.js";
import {
  ALLOWED_USER,
  blockActions,
  CHANNEL_ID,
  interactivityBody,
  SIGNING_SECRET,
  signedRequest,
} from "../channels/slack/slack-harness.js";
import { requestJson } from "../support/child-gateway.js";
import { deployPrompt } from "../support/prompts.js";
import { expectWholeRecords } from "./store-consistency.js";

/**
 * SPEC P4 for Slack's signed HTTP route: forged signatures and valid signatures replayed
 * outside the 5-minute window get 401 and change nothing; malformed bodies with a valid
 * signature get 200 or 4xx, never 5xx. The gateway keeps serving, the store stays whole.
 */

const TOKEN = "agent-token";
const AUTH = { authorization: `Bearer ${TOKEN}` };
const RUNS = { forged: 150, replayed: 100, malformed: 300 };
const WINDOW_SECONDS = 5 * 60;

describe("Slack route with hostile input", () => {
  let api: FakeSlackApi;
  let gateway: RunningGateway;
  let questionId: string;
  /** A click on "Production" by the allowed user: what an attacker would like to forge. */
  let click: string;

  beforeAll(async () => {
    api = new FakeSlackApi();
    await api.start();
    api.channels.add(CHANNEL_ID);
    gateway = await startGateway(
      {
        host: "127.0.0.1",
        port: 0,
        db: "memory",
        token: TOKEN,
        answerRatePerMinute: 100_000_000,
        slack: {
          token: api.token,
          signingSecret: SIGNING_SECRET,
          apiUrl: api.url,
          channelIds: [CHANNEL_ID],
          allowedUsers: [ALLOWED_USER],
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
    await api.waitForCall("chat.postMessage");
    await gateway.channels.idle();
    const [message] = api.messagesIn(CHANNEL_ID);
    if (!message) throw new Error("the prompt was not delivered");
    click = interactivityBody(blockActions(message, "Production", ALLOWED_USER));
  });

  afterAll(async () => {
    await gateway?.close();
    await api?.close();
  });

  const url = () => `${gateway.url}${SLACK_EVENTS_PATH}`;
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
    const now = () => Math.floor(Date.now() / 1000);
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
    await fc.assert(
      fc.asyncProperty(forgery, async ({ signature, secret, timestamp }) => {
        const at = timestamp ?? String(now());
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
        const { status } = await send(
          new Request(url(), { method: "POST", headers: safeHeaders, body: click }),
        );
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
        const { status } = await send(signedRequest(url(), click, { form: true, timestamp }));
        expect(status).toBe(401);
      }),
      { numRuns: RUNS.replayed },
    );
    expect(await questionStatus()).toBe("pending");
    expect(await expectWholeRecords(gateway.url, AUTH)).toEqual(before);
  });

  it("answers malformed, validly signed bodies 200 or 4xx, never 5xx, and keeps serving", async () => {
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
    const body = fc.oneof(
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
    const statuses = new Map<number, number>();
    // Every failing body is collected, not just the first, so one run shows each kind of them.
    const serverErrors: string[] = [];
    await fc.assert(
      fc.asyncProperty(body, async ({ form, text }) => {
        const response = await send(signedRequest(url(), text, { form }));
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status >= 500)
          serverErrors.push(`${text.slice(0, 120)} -> ${response.status} ${response.text}`);
      }),
      { numRuns: RUNS.malformed },
    );
    console.log(`slack route, valid signature: statuses ${JSON.stringify([...statuses])}`);
    expect(serverErrors, "bodies answered with 5xx").toEqual([]);

    expect((await requestJson("GET", `${gateway.url}/healthz`)).status).toBe(200);
    await expectWholeRecords(gateway.url, AUTH);
    // A real click still answers after all that.
    if ((await questionStatus()) === "pending")
      expect((await send(signedRequest(url(), click, { form: true }))).status).toBe(200);
    const result = await requestJson(
      "GET",
      `${gateway.url}/v1/questions/${questionId}/result?waitSeconds=5`,
      undefined,
      AUTH,
    );
    expect(result.status).toBe(200);
    expect(["answered", "no_answer"]).toContain(result.body.status);
  }, 60_000);
});
