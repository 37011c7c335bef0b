import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { TEAMS_MESSAGES_PATH } from "../../../src/channels/teams/teams-adapter.js";
import { deployAndChecksPrompt } from "../../support/prompts.js";
import { type ChannelRig, FAST_RETRY, harnessChannel, startChannelRig } from "../channel-rig.js";
import { ALLOWED_USER, messageActivity, teamsHarness } from "./teams-harness.js";

type Harness = Awaited<ReturnType<typeof teamsHarness>>;

/**
 * Bot Framework sends an activity again when the bot's answer is slow; the retry may arrive
 * while the first delivery is still being handled.
 */
describe("teams activity retries", () => {
  let harness: Harness;
  let rig: ChannelRig;

  beforeEach(async () => {
    harness = await teamsHarness();
    rig = await startChannelRig({ channels: [harnessChannel(harness)], retry: FAST_RETRY });
  });

  afterEach(async () => {
    await rig.close();
    await harness.close();
  });

  /** Words that need a clarification, as a reply to the open prompt. */
  const unclearWords = async () => {
    await rig.ask(deployAndChecksPrompt());
    const prompt = await harness.prompt(0);
    return messageActivity(harness.platform, ALLOWED_USER, "perhaps", prompt.messageId);
  };
  /** The activity posted straight to the route, without waiting for its handling. */
  const deliver = (activity: Record<string, unknown>) =>
    harness.adapter.webhook?.handle(
      new Request(`http://gateway.test${TEAMS_MESSAGES_PATH}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${harness.platform.token()}`,
        },
        body: JSON.stringify(activity),
      }),
    ) ?? Promise.reject(new Error("no route"));
  const repliesTo = (activity: Record<string, unknown>) =>
    harness.platform.callsOf("reply").filter((call) => call.payload.activityId === activity.id);

  it("answers a message at once, before the reply to it has gone out", async () => {
    const words = await unclearWords();
    const letGo = harness.platform.hold("reply");
    const response = deliver(words);
    await harness.platform.waitForCall("reply", (call) => call.payload.activityId === words.id);
    const answered = await Promise.race([
      response.then((it) => it.status),
      sleep(1000).then(() => "no answer while the reply is held up"),
    ]);
    letGo();
    expect(answered).toBe(200);
    await harness.adapter.idle();
  });

  it("replies once to a message delivered again while the first is still being replied to", async () => {
    const words = await unclearWords();
    const letGo = harness.platform.hold("reply");
    const first = deliver(words);
    await harness.platform.waitForCall("reply", (call) => call.payload.activityId === words.id);
    const retry = await deliver(words);
    letGo();
    expect((await first).status).toBe(200);
    expect(retry.status).toBe(200);
    await harness.adapter.idle();
    expect(repliesTo(words)).toHaveLength(1);
  });

  it("handles a message again when the first delivery's handling failed", async () => {
    const words = await unclearWords();
    harness.platform.inject("reply", { kind: "status", status: 400 });
    await harness.post(words);
    await harness.post(words);
    // The failed reply, then the retry's, which reaches the chat.
    expect(repliesTo(words)).toHaveLength(2);
    const delivered = harness.platform
      .activitiesIn(harness.chatId)
      .filter((sent) => sent.replyToId === words.id);
    expect(delivered).toHaveLength(1);
  });
});
