import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { notifyQuestion } from "../../support/prompts.js";
import { type ChannelRig, FAST_RETRY, harnessChannel, startChannelRig } from "../channel-rig.js";
import { ALLOWED_USER, type DiscordHarness, discordHarness } from "./discord-harness.js";
import { buttonClick } from "./discord-payloads.js";

/**
 * One interaction arriving twice, the second while the first is still being answered: over
 * HTTP, or from a Gateway connection another gateway process has taken over.
 */
describe("discord interactions delivered twice", () => {
  let harness: DiscordHarness;
  let rig: ChannelRig;

  beforeEach(async () => {
    harness = await discordHarness({ http: true });
    rig = await startChannelRig({ channels: [harnessChannel(harness)], retry: FAST_RETRY });
  });

  afterEach(async () => {
    await rig.close();
    await harness.close();
  });

  /** A click on the prompt's "Nobody", as the JSON body Discord posts. */
  const clickNobody = async () => {
    const prompt = await harness.prompt(0);
    const message = harness.api.message(prompt.messageId);
    const component = message?.components
      .flatMap((row) => row.components)
      .find((item) => item.label === "Nobody");
    if (!message || !component) throw new Error('no button "Nobody"');
    const { id, token, log } = harness.api.openInteraction(message);
    const base = {
      id,
      token,
      applicationId: log.applicationId,
      place: log.place,
      userId: ALLOWED_USER,
      message,
    };
    return JSON.stringify(buttonClick(base, String(component.custom_id)));
  };

  it("answers a click once, and tells the clicker once", async () => {
    const record = await rig.ask({ questions: [notifyQuestion()] });
    const click = await clickNobody();
    const letGo = harness.api.hold("createFollowUp");
    expect((await harness.signed(click, { answerOnly: true })).status).toBe(200);
    await harness.api.waitForCall("createFollowUp");
    expect((await harness.signed(click, { answerOnly: true })).status).toBe(200);
    letGo();
    await harness.adapter.idle();
    expect(await rig.result(record)).toEqual({
      status: "answered",
      answers: { answers: { notify: ["Nobody"] } },
    });
    // Not "Answered" followed by "This question is closed".
    expect(harness.api.callsOf("createFollowUp")).toHaveLength(1);
  });

  it("handles a click again when the first delivery's handling failed", async () => {
    await rig.ask({ questions: [notifyQuestion()] });
    const click = await clickNobody();
    harness.api.inject("createFollowUp", { kind: "server_error" });
    await harness.signed(click);
    await harness.adapter.idle();
    await harness.signed(click);
    await harness.adapter.idle();
    const notices = harness.api.callsOf("createFollowUp");
    expect(notices).toHaveLength(2);
    expect(notices[1]?.payload.body).toMatchObject({
      content: expect.stringMatching(/^This question is closed/u),
    });
  });
});
