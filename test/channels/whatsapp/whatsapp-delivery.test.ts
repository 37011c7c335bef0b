import { afterEach, describe, expect, it } from "vitest";
import { resultOf } from "../../../src/core/index.js";
import { checksQuestion, deployQuestion, notifyQuestion } from "../../support/prompts.js";
import { type ChannelRig, FAST_RETRY, harnessChannel, startChannelRig } from "../channel-rig.js";
import { GRAPH_ERRORS, inboundMessage, statusBody } from "./fake-graph-api.js";
import {
  CHAT,
  contextOf,
  controlsOf,
  textOf,
  type WhatsAppHarness,
  whatsappHarness,
} from "./whatsapp-harness.js";

const TEMPLATE = { name: "question_waiting", language: "en" };

describe("whatsapp delivery", () => {
  let harness: WhatsAppHarness;
  let rig: ChannelRig;

  const start = async (options: Parameters<typeof whatsappHarness>[0] = {}, routes?: string[]) => {
    harness = await whatsappHarness(options);
    rig = await startChannelRig({
      channels: [
        {
          ...harnessChannel(harness),
          ...(routes ? { defaultChatIds: routes, allowedUsers: [CHAT] } : {}),
        },
      ],
      retry: FAST_RETRY,
    });
  };

  afterEach(async () => {
    await rig?.close();
    await harness?.close();
  });

  /** The n-th message the business number sent to `to`, once it is there. */
  const sentTo = async (to: string, index: number) => {
    await harness.api.waitForCall("messages", () => harness.api.messagesTo(to).length > index);
    const message = harness.api.messagesTo(to)[index];
    if (!message) throw new Error(`no message ${index} to ${to}`);
    return message;
  };

  it("shows up to three short options as reply buttons; Other and Skip are typed", async () => {
    await start();
    const record = await rig.ask({
      questions: [notifyQuestion({ labels: ["Team", "Ops", "Nobody"] })],
    });
    const prompt = await sentTo(CHAT, 0);
    expect(prompt.payload).toMatchObject({
      messaging_product: "whatsapp",
      to: CHAT,
      type: "interactive",
      interactive: { type: "button" },
    });
    expect(controlsOf(prompt).map((control) => control.title)).toEqual(["Team", "Ops", "Nobody"]);
    expect(textOf(prompt)).toContain("Who should hear about it?");
    expect(textOf(prompt)).toContain("Other: reply in your own words.");
    expect(textOf(prompt)).toContain("To skip, reply skip.");
    expect(await harness.tap(prompt.id, "Ops", CHAT)).toBe("Answered: Notify: Ops");
    expect(await rig.result(record)).toEqual({
      status: "answered",
      answers: { answers: { notify: ["Ops"] } },
    });
    await rig.idle();
    expect(harness.current(prompt.id)).toEqual({
      messageId: prompt.id,
      text: "Notify: Ops",
      buttons: [],
    });
  });

  it("takes typed words as Other on a prompt with reply buttons, and typed skip as Skip", async () => {
    await start();
    const first = await rig.ask({ questions: [notifyQuestion()] });
    const prompt = await sentTo(CHAT, 0);
    await harness.say("Only the on-call person", CHAT, prompt.id);
    expect(await rig.result(first)).toEqual({
      status: "answered",
      answers: { answers: { notify: ["Only the on-call person"] } },
    });
    const second = await rig.ask({ questions: [notifyQuestion()] });
    await harness.prompt(1);
    await harness.say("skip", CHAT);
    expect(await rig.result(second)).toEqual({ status: "no_answer", reason: "skipped" });
  });

  it("shows four options as a list with Other… and Skip rows, descriptions shortened to 72", async () => {
    await start();
    const long =
      "Rolls out to every region at once, with no canary and no way back except a restore";
    const record = await rig.ask({
      questions: [
        deployQuestion({
          labels: ["Staging", "Production", "Canary", "Local"],
          descriptions: [undefined, long],
        }),
      ],
    });
    const prompt = await sentTo(CHAT, 0);
    const interactive = prompt.payload.interactive as {
      type: string;
      action: { button: string; sections: { rows: { title: string; description?: string }[] }[] };
    };
    expect(interactive.type).toBe("list");
    expect(interactive.action.button).toBe("Choose one");
    const rows = interactive.action.sections.flatMap((section) => section.rows);
    expect(rows.map((row) => row.title)).toEqual([
      "Staging",
      "Production",
      "Canary",
      "Local",
      "Other…",
      "Skip",
    ]);
    expect(rows[1]?.description?.length).toBeLessThanOrEqual(72);
    expect(rows[1]?.description).toMatch(/^Rolls out to every region.*…$/u);
    // The body keeps the whole description.
    expect(textOf(prompt)).toContain(long);
    await harness.tap(prompt.id, "Other…", CHAT);
    const asked = harness.api.sent.at(-1);
    expect(asked && textOf(asked)).toBe("Deploy\nType your own answer");
    await harness.say("Blue-green", CHAT);
    expect(await rig.result(record)).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Blue-green"] } },
    });
  });

  it("never cuts a label: over 20 characters a list, over 24 the readable text", async () => {
    await start();
    const listed = await rig.ask({
      questions: [deployQuestion({ labels: ["Staging (Recommended)", "Prod"] })],
    });
    const list = await sentTo(CHAT, 0);
    expect((list.payload.interactive as { type: string }).type).toBe("list");
    expect(controlsOf(list)[0]?.title).toBe("Staging (Recommended)");
    await harness.tap(list.id, "Staging (Recommended)", CHAT);
    expect((await rig.result(listed))?.status).toBe("answered");

    const labels = ["Staging in eu-west-1 (Recommended)", "Staging in us-east-1 (fallback)"];
    const texted = await rig.ask({ questions: [deployQuestion({ labels })] });
    const text = await harness.prompt(1);
    expect(text.buttons).toEqual([]);
    expect(harness.api.message(text.messageId)?.payload.type).toBe("text");
    expect(text.text).toContain(`2. ${labels[1]}`);
    await harness.say("2", CHAT, text.messageId);
    expect(await rig.result(texted)).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: [labels[1]] } },
    });
  });

  it("falls back to text when two labels would make the same title on one line", async () => {
    await start();
    const record = await rig.ask({
      questions: [notifyQuestion({ labels: ["On call", "On\ncall"] })],
    });
    const prompt = await sentTo(CHAT, 0);
    expect(prompt.payload.type).toBe("text");
    await harness.say("2", CHAT, prompt.id);
    expect(await rig.result(record)).toEqual({
      status: "answered",
      answers: { answers: { notify: ["On\ncall"] } },
    });
  });

  it("sends multi-select and several questions as text", async () => {
    await start();
    await rig.ask({ questions: [checksQuestion()] });
    const multi = await sentTo(CHAT, 0);
    expect(multi.payload).toMatchObject({ type: "text", text: { preview_url: false } });
    expect(textOf(multi)).toContain("3. Build");
    await rig.ask({ questions: [deployQuestion(), notifyQuestion()] });
    const several = await sentTo(CHAT, 1);
    expect(several.payload.type).toBe("text");
    expect(textOf(several)).toContain("Question 2 of 2");
  });

  it("neutralises WhatsApp's formatting in labels, titles and notices, and answers the exact label", async () => {
    await start();
    const hostile = "*bold* _it_ ~x~";
    const record = await rig.ask({ questions: [notifyQuestion({ labels: [hostile, "`code`"] })] });
    const prompt = await sentTo(CHAT, 0);
    const body = (prompt.payload.interactive as { body: { text: string } }).body.text;
    expect(body).not.toMatch(/\*bold\*|_it_|~x~|`code`/u);
    expect(body).toContain("∗bold∗ ˍitˍ ∼x∼");
    const titles = controlsOf(prompt).map((control) => control.title);
    expect(titles).toEqual(["∗bold∗ ˍitˍ ∼x∼", "ˋcodeˋ"]);
    const notice = await harness.tap(prompt.id, "∗bold∗ ˍitˍ ∼x∼", CHAT);
    expect(notice).toBe("Answered: Notify: ∗bold∗ ˍitˍ ∼x∼");
    expect(await rig.result(record)).toEqual({
      status: "answered",
      answers: { answers: { notify: [hostile] } },
    });
  });

  it("speaks German and Thai: list button, Other… and Skip rows, body", async () => {
    await start();
    await rig.ask({ questions: [deployQuestion()] }, { locale: "de" });
    const german = await sentTo(CHAT, 0);
    expect((german.payload.interactive as { action: { button: string } }).action.button).toBe(
      "Eine Antwort wählen",
    );
    expect(
      controlsOf(german)
        .slice(2)
        .map((control) => control.title),
    ).toEqual(["Eigene Antwort…", "Überspringen"]);
    expect(textOf(german)).toContain("Antworte");
    const thai = await rig.ask({ questions: [deployQuestion()] }, { locale: "th" });
    const prompt = await sentTo(CHAT, 1);
    expect((prompt.payload.interactive as { action: { button: string } }).action.button).toBe(
      "เลือกหนึ่งข้อ",
    );
    expect(
      controlsOf(prompt)
        .slice(2)
        .map((control) => control.title),
    ).toEqual(["อื่นๆ…", "ข้าม"]);
    expect(await harness.tap(prompt.id, "ข้าม", CHAT)).not.toBe("");
    expect(await rig.result(thai)).toEqual({ status: "no_answer", reason: "skipped" });
  });

  it("speaks Spanish: list button, Other… and Skip rows, body, and the Skip notice", async () => {
    await start();
    const record = await rig.ask({ questions: [deployQuestion()] }, { locale: "es" });
    const prompt = await sentTo(CHAT, 0);
    expect((prompt.payload.interactive as { action: { button: string } }).action.button).toBe(
      "Elige una respuesta",
    );
    expect(
      controlsOf(prompt)
        .slice(2)
        .map((control) => control.title),
    ).toEqual(["Otra respuesta…", "Omitir"]);
    expect(textOf(prompt)).toContain(
      "Responde con un número, una opción o con tus propias palabras.",
    );
    for (const english of ["Choose one", "Reply with", "To skip", "Please answer"])
      expect(textOf(prompt), english).not.toContain(english);
    expect(await harness.tap(prompt.id, "Omitir", CHAT)).toBe("Omitida.");
    expect(await rig.result(record)).toEqual({ status: "no_answer", reason: "skipped" });
  });

  it("retries the Cloud API's rate limits (130429, 131056, 80007, HTTP 429) and then delivers", async () => {
    await start();
    for (const failure of [
      GRAPH_ERRORS.throughput,
      GRAPH_ERRORS.pairRate,
      GRAPH_ERRORS.accountRate,
      GRAPH_ERRORS.tooManyRequests,
    ]) {
      harness.api.calls.length = 0;
      harness.api.inject("messages", failure, 2);
      const record = await rig.ask({ questions: [notifyQuestion()] });
      await rig.idle();
      expect(harness.api.callsOf("messages"), `${failure.code}`).toHaveLength(3);
      expect(await rig.status(record)).toBe("pending");
      await rig.service.cancel(record.id);
      await rig.idle();
    }
  });

  it("honours Retry-After: a wait longer than the policy allows fails at once, without a second try", async () => {
    await start();
    harness.api.inject("messages", { ...GRAPH_ERRORS.tooManyRequests, retryAfter: "60" });
    const record = await rig.ask({ questions: [notifyQuestion()] });
    const ended = await rig.service.waitForEnd(record.id, { timeoutMs: 8000 });
    expect(ended.status).toBe("delivery_failed");
    expect(harness.api.callsOf("messages")).toHaveLength(1);
    expect((resultOf(ended) as { detail?: string }).detail).toContain("429");
  });

  it("gives up at once on an undeliverable message (131026) or an invalid recipient", async () => {
    await start();
    for (const failure of [GRAPH_ERRORS.undeliverable, GRAPH_ERRORS.invalidRecipient]) {
      harness.api.calls.length = 0;
      harness.api.inject("messages", failure);
      const record = await rig.ask({ questions: [notifyQuestion()] });
      const ended = await rig.service.waitForEnd(record.id, { timeoutMs: 8000 });
      expect(ended.status).toBe("delivery_failed");
      expect(harness.api.callsOf("messages")).toHaveLength(1);
      expect((resultOf(ended) as { detail?: string }).detail).toContain(
        `whatsapp ${CHAT}: 400 ${failure.code} ${failure.title}`,
      );
    }
  });

  it("ends delivery_failed for a closed 24-hour window without a template, saying what to do", async () => {
    await start();
    harness.api.closedWindows.add(CHAT);
    const record = await rig.ask({ questions: [notifyQuestion()] });
    const ended = await rig.service.waitForEnd(record.id, { timeoutMs: 8000 });
    expect(ended.status).toBe("delivery_failed");
    expect(harness.api.callsOf("messages")).toHaveLength(1);
    const detail = (resultOf(ended) as { detail?: string }).detail ?? "";
    expect(detail).toContain("131047 Re-engagement message");
    expect(detail).toContain("24-hour customer-service window is closed");
    expect(detail).toContain("ASK_USER_WHATSAPP_TEMPLATE_NAME");
  });

  it("with a template, opens a closed window with it and sends the prompt once the human writes", async () => {
    await start({ template: TEMPLATE });
    harness.api.closedWindows.add(CHAT);
    const record = await rig.ask({ questions: [notifyQuestion()] });
    const template = await sentTo(CHAT, 0);
    expect(template.payload).toMatchObject({
      type: "template",
      template: { name: "question_waiting", language: { code: "en" } },
    });
    await rig.idle();
    expect(await rig.status(record)).toBe("pending");
    // Their "hi" opens the window; it is no answer.
    await harness.say("hi", CHAT, template.id);
    const prompt = await harness.prompt(0);
    expect(prompt.buttons).toEqual(["Team", "Nobody"]);
    expect(await rig.status(record)).toBe("pending");
    await harness.tap(prompt.messageId, "Nobody", CHAT);
    expect(await rig.result(record)).toEqual({
      status: "answered",
      answers: { answers: { notify: ["Nobody"] } },
    });
    await rig.idle();
    expect(harness.current(prompt.messageId).text).toBe("Notify: Nobody");
  });

  it("with a template, sends the prompt once when two replies to it arrive at once, and takes neither as an answer", async () => {
    await start({ template: TEMPLATE });
    harness.api.closedWindows.add(CHAT);
    const record = await rig.ask({ questions: [notifyQuestion()] });
    const template = await sentTo(CHAT, 0);
    await rig.idle();
    // Both reply to the template, before the prompt is there: neither is an answer.
    await Promise.all([
      harness.say("hi", CHAT, template.id),
      harness.say("are you there?", CHAT, template.id),
    ]);
    const prompts = harness.api
      .messagesTo(CHAT)
      .filter((message) => message.payload.type === "interactive");
    expect(prompts).toHaveLength(1);
    expect(await rig.status(record)).toBe("pending");
  });

  it("with a template, a tap on its quick-reply button opens the window, and a reply to the prompt answers", async () => {
    await start({ template: TEMPLATE });
    harness.api.closedWindows.add(CHAT);
    const record = await rig.ask({ questions: [checksQuestion()] });
    const template = await sentTo(CHAT, 0);
    harness.api.closedWindows.delete(CHAT);
    const button = inboundMessage(
      harness.api,
      CHAT,
      { type: "button", button: { payload: "Show the question", text: "Show the question" } },
      { context: template.id },
    );
    await harness.post(button.body);
    const prompt = await harness.prompt(0);
    expect(prompt.text).toContain("Which checks should run?");
    await harness.say("1, 3", CHAT, prompt.messageId);
    expect(await rig.result(record)).toEqual({
      status: "answered",
      answers: { answers: { checks: ["Lint", "Build"] } },
    });
  });

  it("with a template, a prompt refused later by a failed status (131047) gets the template instead", async () => {
    await start({ template: TEMPLATE });
    harness.api.closedWindows.add(CHAT);
    harness.api.windowFailsLater = true;
    const record = await rig.ask({ questions: [notifyQuestion()] });
    const refused = await sentTo(CHAT, 0);
    await rig.idle();
    await harness.post(
      statusBody(harness.api, {
        id: refused.id,
        recipient: CHAT,
        status: "failed",
        error: GRAPH_ERRORS.windowClosed,
      }),
    );
    const template = await sentTo(CHAT, 1);
    expect(template.payload.type).toBe("template");
    expect(await rig.status(record)).toBe("pending");
    await harness.say("ok", CHAT);
    const prompt = await sentTo(CHAT, 2);
    expect(controlsOf(prompt).map((control) => control.title)).toEqual(["Team", "Nobody"]);
    await harness.say("team", CHAT, prompt.id);
    expect(await rig.result(record)).toEqual({
      status: "answered",
      answers: { answers: { notify: ["Team"] } },
    });
  });

  it("ends delivery_failed when a failed status (131047) reports the prompt never arrived", async () => {
    await start();
    harness.api.closedWindows.add(CHAT);
    harness.api.windowFailsLater = true;
    const record = await rig.ask({ questions: [notifyQuestion()] });
    const refused = await sentTo(CHAT, 0);
    await rig.idle();
    expect(await rig.status(record)).toBe("pending");
    await harness.post(
      statusBody(harness.api, { id: refused.id, recipient: CHAT, status: "delivered" }),
    );
    expect(await rig.status(record)).toBe("pending");
    await harness.post(
      statusBody(harness.api, {
        id: refused.id,
        recipient: CHAT,
        status: "failed",
        error: GRAPH_ERRORS.windowClosed,
      }),
    );
    const ended = await rig.service.waitForEnd(record.id, { timeoutMs: 8000 });
    expect(ended.status).toBe("delivery_failed");
    const detail = (resultOf(ended) as { detail?: string }).detail ?? "";
    expect(detail).toContain(`whatsapp ${CHAT}: 131047 Re-engagement message`);
    expect(detail).toContain("24-hour customer-service window is closed");
  });

  it("keeps the question while another number still has its prompt, and ends it once none has", async () => {
    const other = "4915110000002";
    await start({}, [CHAT, other]);
    const record = await rig.ask({ questions: [notifyQuestion()] });
    const first = await sentTo(CHAT, 0);
    const second = await sentTo(other, 0);
    await rig.idle();
    const failed = (id: string, recipient: string) =>
      statusBody(harness.api, {
        id,
        recipient,
        status: "failed",
        error: GRAPH_ERRORS.undeliverable,
      });
    await harness.post(failed(first.id, CHAT));
    expect(await rig.status(record)).toBe("pending");
    await harness.post(failed(second.id, other));
    const ended = await rig.service.waitForEnd(record.id, { timeoutMs: 8000 });
    expect(ended.status).toBe("delivery_failed");
    expect((resultOf(ended) as { detail?: string }).detail).toContain(
      `whatsapp ${other}: 131026 Message undeliverable`,
    );
  });

  it("answers a tap on a closed prompt's stale buttons with how the question ended", async () => {
    await start();
    const record = await rig.ask({ questions: [notifyQuestion()] });
    const prompt = await sentTo(CHAT, 0);
    await rig.service.cancel(record.id);
    await rig.idle();
    const summary = harness.repliesTo(prompt.id).at(-1);
    expect(summary && textOf(summary)).toBe("Notify\nCancelled");
    expect(await harness.tap(prompt.id, "Team", CHAT)).toMatch(
      /^This question is closed \(Cancelled/u,
    );
    expect(await rig.status(record)).toBe("cancelled");
  });

  it("reminds as a reply to the prompt, and closes both with a summary reply each", async () => {
    await start();
    const record = await rig.ask(
      { questions: [notifyQuestion()] },
      {
        plan: {
          steps: [
            { afterSeconds: 0, routes: [{ channel: "whatsapp", chatId: CHAT }] },
            { afterSeconds: 1, routes: [], remind: true },
          ],
        },
      },
    );
    const prompt = await sentTo(CHAT, 0);
    const reminder = await sentTo(CHAT, 1);
    expect(contextOf(reminder)).toBe(prompt.id);
    expect(textOf(reminder)).toMatch(/^⏰ Reminder: Notify is still waiting/u);
    await harness.say("team", CHAT, reminder.id);
    expect((await rig.result(record))?.status).toBe("answered");
    await rig.idle();
    expect(textOf(harness.repliesTo(prompt.id).at(-1) ?? reminder)).toBe("Notify: Team");
    expect(textOf(harness.repliesTo(reminder.id).at(-1) ?? reminder)).toBe("Notify: Team");
  });
});
