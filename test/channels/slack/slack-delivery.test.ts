import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SLACK_EVENTS_PATH } from "../../../src/channels/slack/slack-adapter.js";
import { resultOf } from "../../../src/core/index.js";
import { deployQuestion, notifyQuestion } from "../../support/prompts.js";
import { type ChannelRig, FAST_RETRY, harnessChannel, startChannelRig } from "../channel-rig.js";
import { BOT_USER } from "./fake-slack-api.js";
import {
  ALLOWED_USER,
  blockActions,
  CHANNEL_ID,
  interactivityBody,
  messageEvent,
  STRANGER,
  signedRequest,
  slackHarness,
  viewSubmission,
} from "./slack-harness.js";

// mrkdwn and a mass mention in the question, to show they are escaped.
const deploy = deployQuestion({ question: "Where should this *deploy*? <!channel>" });
const single = { questions: [deploy] };
const several = { questions: [deploy, notifyQuestion()] };

const URL = `http://gateway.test${SLACK_EVENTS_PATH}`;

describe("slack delivery and interactivity", () => {
  let harness: Awaited<ReturnType<typeof slackHarness>>;
  let rig: ChannelRig;

  beforeEach(async () => {
    harness = await slackHarness();
    rig = await startChannelRig({ channels: [harnessChannel(harness)], retry: FAST_RETRY });
  });

  afterEach(async () => {
    await rig.close();
    await harness.close();
  });

  const promptMessage = (ts: string) => {
    const message = harness.api.message(CHANNEL_ID, ts);
    if (!message) throw new Error(`no prompt ${ts}`);
    return message;
  };
  const webhook = () => {
    if (!harness.adapter.webhook) throw new Error("no webhook");
    return harness.adapter.webhook;
  };
  const click = (ts: string, button: string, user: string) => {
    const message = promptMessage(ts);
    return signedRequest(URL, interactivityBody(blockActions(message, button, user)), {
      form: true,
    });
  };

  it("sends Block Kit: escaped mrkdwn text, one button per option, then Other… and Skip", async () => {
    const record = await rig.ask(single);
    const prompt = await harness.prompt(0);
    const call = await harness.api.waitForCall("chat.postMessage");
    const blocks = call.payload.blocks as Array<Record<string, unknown>>;
    expect(blocks[0]).toMatchObject({ type: "section", text: { type: "mrkdwn" } });
    const text = String((blocks[0]?.text as { text?: string } | undefined)?.text);
    // Authored markup shows as written: no bold, no mass mention, no link.
    expect(text).not.toContain("*deploy*");
    expect(text).toContain("&lt;!channel&gt;");
    expect(blocks[1]).toMatchObject({ type: "actions" });
    const elements = blocks[1]?.elements as Array<{ value: string; action_id: string }>;
    expect(elements.map((item) => item.value)).toEqual(["a0", "a1", "o", "s"]);
    expect(prompt.buttons).toEqual(["Staging (Recommended)", "Production", "Other…", "Skip"]);
    expect(await rig.status(record)).toBe("pending");
  });

  it("answers url_verification, and refuses a bad signature and a stale timestamp with 401", async () => {
    const challenge = await harness.post(
      signedRequest(URL, JSON.stringify({ type: "url_verification", challenge: "abc123" })),
    );
    expect(challenge.status).toBe(200);
    expect(await challenge.json()).toEqual({ challenge: "abc123" });

    const record = await rig.ask(single);
    const prompt = await harness.prompt(0);
    const body = interactivityBody(
      blockActions(promptMessage(prompt.messageId), "Production", ALLOWED_USER),
    );
    const forged = await harness.post(signedRequest(URL, body, { form: true, secret: "wrong" }));
    expect(forged.status).toBe(401);
    const stale = await harness.post(
      signedRequest(URL, body, { form: true, timestamp: Math.floor(Date.now() / 1000) - 301 }),
    );
    expect(stale.status).toBe(401);
    const unsigned = await harness.post(
      new Request(URL, {
        method: "POST",
        body,
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
    );
    expect(unsigned.status).toBe(401);
    expect(await rig.status(record)).toBe("pending");
    expect(harness.api.callsOf("chat.postEphemeral")).toEqual([]);

    const signed = await harness.post(signedRequest(URL, body, { form: true }));
    expect(signed.status).toBe(200);
    expect(await rig.result(record)).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    });
  });

  it("acks a click at once, before the answer's work is done", async () => {
    const record = await rig.ask(single);
    const prompt = await harness.prompt(0);
    const started = Date.now();
    const response = await webhook().handle(
      click(prompt.messageId, "Staging (Recommended)", ALLOWED_USER),
    );
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await rig.result(record)).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Staging (Recommended)"] } },
    });
    await harness.adapter.idle();
    await rig.idle();
    const closed = harness.current(prompt.messageId);
    expect(closed.text).toBe("Deploy: Staging");
    expect(closed.buttons).toEqual([]);
  });

  it("opens a modal for Other… and takes its text as the answer; refuses an empty one in the modal", async () => {
    const record = await rig.ask(single);
    const prompt = await harness.prompt(0);
    const payload = blockActions(promptMessage(prompt.messageId), "Other…", ALLOWED_USER) as {
      trigger_id: string;
    };
    await harness.post(signedRequest(URL, interactivityBody(payload), { form: true }));
    const opened = await harness.api.waitForCall("views.open");
    expect(opened.payload.trigger_id).toBe(payload.trigger_id);
    const view = opened.payload.view as Record<string, unknown>;
    expect(view).toMatchObject({ type: "modal", title: { type: "plain_text", text: "Deploy" } });
    expect(JSON.stringify(view.blocks)).toContain("plain_text_input");

    const stranger = await harness.post(
      signedRequest(URL, interactivityBody(viewSubmission(view, STRANGER, "mine")), { form: true }),
    );
    expect(await stranger.json()).toEqual({
      response_action: "errors",
      errors: { answer: "You are not allowed to answer this question." },
    });
    const empty = await harness.post(
      signedRequest(URL, interactivityBody(viewSubmission(view, ALLOWED_USER, "   ")), {
        form: true,
      }),
    );
    expect(((await empty.json()) as { response_action?: string }).response_action).toBe("errors");
    expect(await rig.status(record)).toBe("pending");

    const submitted = await harness.post(
      signedRequest(URL, interactivityBody(viewSubmission(view, ALLOWED_USER, "Canary, 5%")), {
        form: true,
      }),
    );
    expect(submitted.status).toBe(200);
    expect(await submitted.text()).toBe("");
    expect(await rig.result(record)).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Canary, 5%"] } },
    });
    await rig.idle();
    expect(harness.current(prompt.messageId)).toMatchObject({
      text: "Deploy: Canary, 5%",
      buttons: [],
    });
  });

  it("acks a payload no listener handles, and does nothing with it", async () => {
    const record = await rig.ask(single);
    const prompt = await harness.prompt(0);
    const foreign = blockActions(promptMessage(prompt.messageId), "Production", ALLOWED_USER) as {
      actions: Array<{ action_id: string }>;
    };
    for (const action of foreign.actions) action.action_id = "someone_elses_button";
    const before = harness.api.calls.length;
    const started = Date.now();
    const response = await harness.post(
      signedRequest(URL, interactivityBody(foreign), { form: true }),
    );
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(harness.api.calls.slice(before)).toEqual([]);
    expect(await rig.status(record)).toBe("pending");
  });

  it("skips on Skip and tells the clicker", async () => {
    const record = await rig.ask(single);
    const prompt = await harness.prompt(0);
    expect(await harness.tap(prompt.messageId, "Skip", ALLOWED_USER)).toBe("Skipped.");
    expect(await rig.result(record)).toEqual({ status: "no_answer", reason: "skipped" });
    await rig.idle();
    expect(harness.current(prompt.messageId)).toMatchObject({
      text: "Deploy\nSkipped",
      buttons: [],
    });
  });

  it("gives an unauthorized clicker an ephemeral notice and keeps the question pending", async () => {
    const record = await rig.ask(single);
    const prompt = await harness.prompt(0);
    await harness.post(click(prompt.messageId, "Production", STRANGER));
    const notice = await harness.api.waitForCall("chat.postEphemeral");
    expect(notice.payload).toMatchObject({
      channel: CHANNEL_ID,
      user: STRANGER,
      text: "You are not allowed to answer this question.",
    });
    expect(await rig.status(record)).toBe("pending");
    expect(harness.current(prompt.messageId).buttons).toHaveLength(4);
    expect(harness.api.callsOf("chat.update")).toEqual([]);
    expect(resultOf(await rig.service.get(record.id))).toBeUndefined();
  });

  it("tells a late clicker the question is closed, and how it ended", async () => {
    const record = await rig.ask(single);
    const prompt = await harness.prompt(0);
    await rig.service.cancel(record.id);
    expect(await rig.result(record)).toEqual({ status: "no_answer", reason: "cancelled" });
    await harness.post(click(prompt.messageId, "Production", ALLOWED_USER));
    const notice = await harness.api.waitForCall("chat.postEphemeral");
    expect(notice.payload.text).toBe("This question is closed (Cancelled by the agent).");
    expect((await rig.service.get(record.id)).status).toBe("cancelled");
  });

  for (const [locale, unclear, clarify, clear, expected] of [
    [
      "en",
      "1\n2\n1",
      "3 lines for 2 questions",
      "staging\nnobody",
      ["Staging (Recommended)", "Nobody"],
    ],
    ["de", "1\n2\n1", "3 Zeilen", "2\nTeam", ["Production", "Team"]],
    ["th", "๑\n๒\n๑", "3", "๒\n๑", ["Production", "Team"]],
    ["es", "1\n2\n1", "3 líneas para 2 preguntas", "2\nTeam", ["Production", "Team"]],
  ] as const)
    it(`reads thread replies in ${locale}, with the clarification in the thread`, async () => {
      const record = await rig.ask(several, { locale });
      const prompt = await harness.prompt(0);
      expect(harness.current(prompt.messageId).buttons).toEqual([]);
      await harness.say(unclear, ALLOWED_USER, prompt.messageId);
      const clarification = await harness.api.waitForCall(
        "chat.postMessage",
        (call) => call.payload.thread_ts !== undefined,
      );
      expect(clarification.payload.thread_ts).toBe(prompt.messageId);
      expect(String(clarification.payload.text)).toContain(clarify);
      expect(await rig.status(record)).toBe("pending");
      await harness.say(clear, ALLOWED_USER, prompt.messageId);
      expect(await rig.result(record)).toEqual({
        status: "answered",
        answers: { answers: { deploy_target: [expected[0]], notify: [expected[1]] } },
      });
      await rig.idle();
      expect(harness.current(prompt.messageId).buttons).toEqual([]);
      expect(harness.current(prompt.messageId).text).toContain(expected[1]);
    });

  it("ignores the bot's own messages, edits, and Slack's retries of an event", async () => {
    const record = await rig.ask(several);
    const prompt = await harness.prompt(0);
    await harness.adapter.idle(); // auth.test has told the adapter who the bot is.
    await harness.post(
      signedRequest(URL, JSON.stringify(messageEvent(CHANNEL_ID, BOT_USER, "1\n1"))),
    );
    const edit = messageEvent(CHANNEL_ID, ALLOWED_USER, "1\n1") as {
      event: Record<string, unknown>;
    };
    edit.event.subtype = "message_changed";
    await harness.post(signedRequest(URL, JSON.stringify(edit)));
    expect(await rig.status(record)).toBe("pending");

    const unclear = JSON.stringify(
      messageEvent(CHANNEL_ID, ALLOWED_USER, "1\n2\n1", prompt.messageId),
    );
    await harness.post(signedRequest(URL, unclear));
    await harness.post(
      signedRequest(URL, unclear, {
        headers: { "x-slack-retry-num": "1", "x-slack-retry-reason": "http_timeout" },
      }),
    );
    const clarifications = harness.api
      .callsOf("chat.postMessage")
      .filter((call) => call.payload.thread_ts !== undefined);
    expect(clarifications).toHaveLength(1);
    expect(await rig.status(record)).toBe("pending");
  });

  it("updates the message when the question expires or is cancelled", async () => {
    const expiring = await rig.ask({ ...single, timeoutSeconds: 30 });
    const first = await harness.prompt(0);
    // Jump past the deadline; restarting the service re-arms its timers at the new time.
    await rig.jumpAhead(31_000);
    expect(await rig.result(expiring)).toEqual({ status: "no_answer", reason: "expired" });
    const cancelled = await rig.ask(single);
    const second = await harness.prompt(1);
    await rig.service.cancel(cancelled.id);
    expect(await rig.result(cancelled)).toEqual({ status: "no_answer", reason: "cancelled" });
    await rig.idle();
    expect(harness.current(first.messageId)).toEqual({
      messageId: first.messageId,
      text: "Deploy\nExpired",
      buttons: [],
    });
    expect(harness.current(second.messageId)).toEqual({
      messageId: second.messageId,
      text: "Deploy\nCancelled",
      buttons: [],
    });
  });

  it("honours a 429's Retry-After, then delivers", async () => {
    harness.api.inject("chat.postMessage", { kind: "rate_limited", retryAfter: 1 });
    const record = await rig.ask(single);
    const prompt = await harness.prompt(0);
    const attempts = harness.api.callsOf("chat.postMessage");
    expect(attempts).toHaveLength(2);
    expect((attempts[1]?.at ?? 0) - (attempts[0]?.at ?? 0)).toBeGreaterThanOrEqual(950);
    expect(await rig.status(record)).toBe("pending");
    await harness.tap(prompt.messageId, "Production", ALLOWED_USER);
    expect(await rig.result(record)).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    });
  });

  it("retries a failing update within bounds, so the prompt still closes", async () => {
    const record = await rig.ask(single);
    const prompt = await harness.prompt(0);
    harness.api.inject("chat.update", { kind: "error", error: "internal_error" });
    await harness.tap(prompt.messageId, "Production", ALLOWED_USER);
    expect((await rig.result(record))?.status).toBe("answered");
    await rig.idle();
    expect(harness.api.callsOf("chat.update")).toHaveLength(2);
    expect(harness.current(prompt.messageId).buttons).toEqual([]);
  });

  it("ends as delivery_failed with Slack's reason within seconds, without pointless retries", async () => {
    harness.breakChat();
    const started = Date.now();
    const record = await rig.ask(single);
    const ended = await rig.service.waitForEnd(record.id, { timeoutMs: 8000 });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(resultOf(ended)).toEqual({
      status: "no_answer",
      reason: "delivery_failed",
      detail: `slack ${CHANNEL_ID}: slack error: channel_not_found`,
    });
    // channel_not_found cannot heal by retrying.
    expect(harness.api.callsOf("chat.postMessage")).toHaveLength(1);
  });

  it("gives up on a hanging Slack within the attempt timeouts, then delivers on the retry", async () => {
    harness.api.inject("chat.postMessage", { kind: "hang" });
    const started = Date.now();
    const record = await rig.ask(single);
    await harness.prompt(0);
    expect(Date.now() - started).toBeLessThan(FAST_RETRY.attemptTimeoutMs + 1500);
    expect(harness.api.callsOf("chat.postMessage")).toHaveLength(2);
    expect(await rig.status(record)).toBe("pending");
  });

  it("reminds in the prompt's thread, mentioning the allowed user, after a 429", async () => {
    const plan = {
      steps: [
        { afterSeconds: 0, routes: [{ channel: "slack", chatId: CHANNEL_ID }] },
        { afterSeconds: 1, routes: [], remind: true },
      ],
    };
    await rig.ask(single, { plan });
    const prompt = await harness.prompt(0);
    harness.api.inject("chat.postMessage", { kind: "rate_limited", retryAfter: 0 });
    const threaded = () =>
      harness.api.callsOf("chat.postMessage").filter((call) => call.payload.thread_ts);
    // The first try is refused with a 429; the hub's retry sends the same reminder.
    await harness.api.waitForCall("chat.postMessage", () => threaded().length === 2);
    const [refused, reminder] = threaded();
    if (!refused || !reminder) throw new Error("no reminder");
    expect(reminder.payload).toEqual(refused.payload);
    expect(reminder.payload).toMatchObject({
      channel: CHANNEL_ID,
      thread_ts: prompt.messageId,
      unfurl_links: "false",
      unfurl_media: "false",
    });
    expect(reminder.payload.blocks).toBeUndefined();
    expect(String(reminder.payload.text)).toMatch(
      new RegExp(`^<@${ALLOWED_USER}> ⏰ Reminder: \\*Deploy\\* is still waiting`, "u"),
    );
  });

  it("ends as delivery_failed fast when Slack keeps answering 429", async () => {
    harness.api.inject("chat.postMessage", { kind: "rate_limited", retryAfter: 0 }, 10);
    const started = Date.now();
    const record = await rig.ask(single);
    const ended = await rig.service.waitForEnd(record.id, { timeoutMs: 8000 });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(ended.status).toBe("delivery_failed");
    expect(resultOf(ended)).toMatchObject({ status: "no_answer", reason: "delivery_failed" });
    expect(harness.api.callsOf("chat.postMessage")).toHaveLength(FAST_RETRY.attempts);
  });
});
