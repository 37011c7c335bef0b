import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SLACK_EVENTS_PATH } from "../../../src/channels/slack/slack-adapter.js";
import { deployAndChecksPrompt } from "../../support/prompts.js";
import { type ChannelRig, FAST_RETRY, harnessChannel, startChannelRig } from "../channel-rig.js";
import {
  ALLOWED_USER,
  CHANNEL_ID,
  messageEvent,
  signedRequest,
  slackHarness,
} from "./slack-harness.js";

type Harness = Awaited<ReturnType<typeof slackHarness>>;
const URL = `http://gateway.test${SLACK_EVENTS_PATH}`;

/** Slack sends an event again when its ack is late, and over Socket Mode as well. */
describe("slack event retries", () => {
  let harness: Harness;
  let rig: ChannelRig;

  beforeEach(async () => {
    harness = await slackHarness();
    rig = await startChannelRig({ channels: [harnessChannel(harness)], retry: FAST_RETRY });
  });

  afterEach(async () => {
    await rig.close();
    await harness.close();
  });

  /** Words that need a clarification, in the open prompt's thread, as Slack posts them. */
  const unclearWords = async () => {
    await rig.ask(deployAndChecksPrompt());
    const prompt = await harness.prompt(0);
    await harness.adapter.idle(); // auth.test has told the adapter who the bot is.
    return JSON.stringify(messageEvent(CHANNEL_ID, ALLOWED_USER, "perhaps", prompt.messageId));
  };
  const clarifications = () =>
    harness.api.callsOf("chat.postMessage").filter((call) => call.payload.thread_ts !== undefined);
  const retried = { headers: { "x-slack-retry-num": "1", "x-slack-retry-reason": "http_timeout" } };

  it("clarifies once when the retry arrives while the first delivery is still clarifying", async () => {
    const words = await unclearWords();
    const letGo = harness.api.hold("chat.postMessage");
    expect((await harness.adapter.webhook?.handle(signedRequest(URL, words)))?.status).toBe(200);
    await harness.api.waitForCall(
      "chat.postMessage",
      (call) => call.payload.thread_ts !== undefined,
    );
    expect(
      (await harness.adapter.webhook?.handle(signedRequest(URL, words, retried)))?.status,
    ).toBe(200);
    letGo();
    await harness.adapter.idle();
    expect(clarifications()).toHaveLength(1);
  });

  it("handles the retry of an event whose first handling failed", async () => {
    const words = await unclearWords();
    harness.api.inject("chat.postMessage", { kind: "error", error: "internal_error" });
    await harness.post(signedRequest(URL, words));
    await harness.post(signedRequest(URL, words, retried));
    // The failed clarification, then the retry's.
    expect(clarifications()).toHaveLength(2);
  });
});
