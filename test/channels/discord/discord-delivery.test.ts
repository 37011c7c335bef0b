import { afterEach, describe, expect, it, vi } from "vitest";
import {
  decodeCustomId,
  MAX_CUSTOM_ID_LENGTH,
} from "../../../src/channels/discord/discord-custom-id.js";
import { resultOf } from "../../../src/core/index.js";
import { deployQuestion, notifyQuestion } from "../../support/prompts.js";
import { type ChannelRig, FAST_RETRY, harnessChannel, startChannelRig } from "../channel-rig.js";
import {
  ALLOWED_USER,
  type DiscordHarness,
  discordHarness,
  readable,
  STRANGER,
} from "./discord-harness.js";
import { messageCreate } from "./discord-payloads.js";
import { BOT_USER_ID } from "./fake-discord-api.js";

// Markdown, mentions and a link, to show they are escaped.
const deploy = deployQuestion({
  question: "Where should this **deploy**? @everyone <@1240000000000009999>",
  descriptions: ["[safe](https://evil.example)"],
});
const single = { questions: [deploy] };
const several = { questions: [deploy, notifyQuestion()] };

const EPHEMERAL = 64;
const DEFERRED_UPDATE = 6;
const MODAL = 9;

describe("discord delivery and interactions", () => {
  let harness: DiscordHarness;
  let rig: ChannelRig;
  let logs: Array<Record<string, unknown>>;

  /** The rig and a harness; `options` shape the harness (a bad token, a DM). */
  const begin = async (options: Parameters<typeof discordHarness>[0] = {}) => {
    logs = [];
    harness = await discordHarness(options);
    rig = await startChannelRig({
      channels: [harnessChannel(harness)],
      retry: FAST_RETRY,
      log: (line) => logs.push(line),
    });
  };

  afterEach(async () => {
    await rig.close();
    await harness.close();
  });

  const rawPrompt = (id: string) => {
    const message = harness.api.message(id);
    if (!message) throw new Error(`no prompt ${id}`);
    return message;
  };

  // discord.js times its own heartbeats; on a machine loaded by the parallel run it may give up
  // on a resume it judged a zombie and identify afresh, which this test must not mistake for a
  // fault of ours: it gets two more tries.
  it("resumes its Gateway session after a lost connection: a message sent meanwhile still answers", {
    retry: 2,
  }, async () => {
    await begin();
    const record = await rig.ask(several);
    const prompt = await harness.prompt(0);
    const identified = harness.api.gateway.identifies.length;
    harness.api.gateway.dropConnections();
    // Written while the bot was away: Discord keeps it for the resumed session.
    const message = harness.api.addUserMessage(
      harness.api.place(harness.chatId),
      ALLOWED_USER,
      "staging\nnobody",
      prompt.messageId,
    );
    const sequence = await harness.api.gateway.dispatch("MESSAGE_CREATE", messageCreate(message));
    await harness.api.gateway.synced(sequence);
    // discord.js reconnects after a backoff of its own, which a loaded machine stretches.
    expect(resultOf(await rig.service.waitForEnd(record.id, { timeoutMs: 15_000 }))).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Staging (Recommended)"], notify: ["Nobody"] } },
    });
    // Resumed, not identified afresh.
    expect(harness.api.gateway.identifies).toHaveLength(identified);
  });

  it("sends escaped markdown with a button per option, then Other… and Skip, and pings nobody", async () => {
    await begin();
    const record = await rig.ask(single);
    const prompt = await harness.prompt(0);
    const call = await harness.api.waitForCall("createMessage");
    const body = call.payload.body as Record<string, unknown>;
    const content = String(body.content);
    // Authored markup shows as written: no bold, no mass mention, no user mention, no link.
    expect(content).toContain("\\*\\*deploy\\*\\*");
    expect(content).toContain("@\u200beveryone");
    expect(content).toContain("\\<@1240000000000009999\\>");
    expect(content).toContain("\\[safe\\](https://evil.example)");
    expect(readable(content)).toContain("Where should this **deploy**?");
    expect(body.allowed_mentions).toEqual({ parse: [] });
    const rows = body.components as Array<{
      type: number;
      components: Array<{ type: number; label: string; custom_id: string }>;
    }>;
    expect(rows.map((row) => row.components.map((button) => button.label))).toEqual([
      ["Staging (Recommended)", "Production"],
      ["Other…", "Skip"],
    ]);
    const controls = rows.flatMap((row) => row.components.map((b) => decodeCustomId(b.custom_id)));
    expect(controls.map((control) => control?.action)).toEqual([
      "option",
      "option",
      "other",
      "skip",
    ]);
    expect(prompt.buttons).toEqual(["Staging (Recommended)", "Production", "Other…", "Skip"]);
    expect(await rig.status(record)).toBe("pending");
  });

  it("acknowledges a click first, then answers and tells only the clicker", async () => {
    await begin();
    const record = await rig.ask(single);
    const prompt = await harness.prompt(0);
    const interaction = await harness.click(prompt.messageId, "Production", ALLOWED_USER);
    expect(interaction.response).toEqual({ type: DEFERRED_UPDATE });
    expect(interaction.followUps).toEqual([
      expect.objectContaining({ content: "Answered: Deploy: Production", flags: EPHEMERAL }),
    ]);
    const callback = harness.api.calls.findIndex(
      (call) =>
        call.method === "interactionCallback" && call.payload.interactionId === interaction.id,
    );
    const followUp = harness.api.calls.findIndex((call) => call.method === "createFollowUp");
    expect(callback).toBeGreaterThanOrEqual(0);
    expect(followUp).toBeGreaterThan(callback);
    expect(await rig.result(record)).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    });
    await rig.idle();
    expect(harness.current(prompt.messageId)).toEqual({
      messageId: prompt.messageId,
      text: "Deploy: Production",
      buttons: [],
    });
    expect(rawPrompt(prompt.messageId).components).toEqual([]);
  });

  it("opens a modal for Other…, takes its text as the answer, and explains an empty one", async () => {
    await begin();
    const record = await rig.ask(single);
    const prompt = await harness.prompt(0);

    const refused = await harness.click(prompt.messageId, "Other…", STRANGER);
    expect(refused.response).toEqual({
      type: 4,
      data: expect.objectContaining({
        content: "You are not allowed to answer this question.",
        flags: EPHEMERAL,
      }),
    });

    const opened = await harness.click(prompt.messageId, "Other…", ALLOWED_USER);
    expect(opened.response?.type).toBe(MODAL);
    const modal = opened.response?.data as {
      custom_id: string;
      title: string;
      components: Array<{ type: number; label: string; component: { custom_id: string } }>;
    };
    expect(decodeCustomId(modal.custom_id)?.action).toBe("own-words");
    expect(modal.title).toBe("Deploy");
    expect(modal.components[0]?.type).toBe(18);
    expect(modal.components[0]?.label.length).toBeLessThanOrEqual(45);

    await harness.say("   ", ALLOWED_USER);
    expect(await harness.botMessage("answers.deploy_target")).toMatch(/empty|blank/);
    expect(await rig.status(record)).toBe("pending");

    await harness.click(prompt.messageId, "Other…", ALLOWED_USER);
    await harness.say("Canary, 5% of *traffic*", ALLOWED_USER);
    expect(await rig.result(record)).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Canary, 5% of *traffic*"] } },
    });
    const notices = [...harness.api.interactions.values()].flatMap((log) =>
      log.followUps.map((followUp) => String(followUp.content)),
    );
    expect(notices).toContain("Answered: Deploy: Canary, 5% of \\*traffic\\*");
    await rig.idle();
    // The human's own words are escaped in the summary too.
    expect(rawPrompt(prompt.messageId).content).toBe("Deploy: Canary, 5% of \\*traffic\\*");
  });

  it("skips on Skip and says so", async () => {
    await begin();
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

  it("gives an unauthorized clicker an ephemeral notice, and the question stays pending", async () => {
    await begin();
    const record = await rig.ask(single);
    const prompt = await harness.prompt(0);
    const interaction = await harness.click(prompt.messageId, "Production", STRANGER);
    expect(interaction.response).toEqual({ type: DEFERRED_UPDATE });
    expect(interaction.followUps).toEqual([
      expect.objectContaining({
        content: "You are not allowed to answer this question.",
        flags: EPHEMERAL,
      }),
    ]);
    expect(await rig.status(record)).toBe("pending");
    expect(harness.api.callsOf("editMessage")).toEqual([]);
    expect(harness.current(prompt.messageId).buttons).toHaveLength(4);
  });

  it("tells a late clicker the question is closed, and how it ended", async () => {
    await begin();
    const record = await rig.ask(single);
    const prompt = await harness.prompt(0);
    await rig.service.cancel(record.id);
    // A click that raced the edit, on buttons that were still showing.
    const interaction = await harness.click(prompt.messageId, "Production", ALLOWED_USER);
    expect(interaction.followUps[0]?.content).toBe(
      "This question is closed (Cancelled by the agent).",
    );
    expect(await rig.status(record)).toBe("cancelled");
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
    it(`reads text replies in ${locale}, with the clarification as a reply to the human`, async () => {
      await begin();
      const record = await rig.ask(several, { locale });
      const prompt = await harness.prompt(0);
      expect(harness.current(prompt.messageId).buttons).toEqual([]);
      const asked = await harness.post(unclear, ALLOWED_USER, prompt.messageId);
      const clarification = harness.api
        .callsOf("createMessage")
        .map((call) => call.payload.body as Record<string, unknown>)
        .find((body) => body.message_reference !== undefined);
      expect(clarification?.message_reference).toEqual({
        message_id: asked.id,
        fail_if_not_exists: false,
      });
      expect(readable(String(clarification?.content))).toContain(clarify);
      expect(await rig.status(record)).toBe("pending");
      await harness.post(clear, ALLOWED_USER);
      expect(await rig.result(record)).toEqual({
        status: "answered",
        answers: { answers: { deploy_target: [expected[0]], notify: [expected[1]] } },
      });
      await rig.idle();
      expect(harness.current(prompt.messageId).text).toContain(expected[1]);
    });

  it("reads replies in a DM channel, where every message is meant for the bot", async () => {
    await begin({ dm: true });
    const record = await rig.ask(several);
    const prompt = await harness.prompt(0);
    await harness.post("2", STRANGER);
    expect(await harness.botMessage("not allowed")).toBe(
      "You are not allowed to answer this question.",
    );
    await harness.post("2\n1", ALLOWED_USER);
    expect(await rig.result(record)).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"], notify: ["Team"] } },
    });
    await rig.idle();
    expect(harness.current(prompt.messageId).text).toBe("Deploy: Production\nNotify: Team");
  });

  it("ignores bots (itself included), webhooks and system messages, and a stranger's loose talk", async () => {
    await begin();
    const record = await rig.ask(several);
    await harness.prompt(0);
    const place = harness.api.place(harness.chatId);
    const bot = harness.api.addUserMessage(place, BOT_USER_ID, "1\n1");
    bot.author = { ...bot.author, bot: true };
    const webhook = { ...harness.api.addUserMessage(place, ALLOWED_USER, "1\n1"), webhook_id: "1" };
    const pinned = { ...harness.api.addUserMessage(place, ALLOWED_USER, "1\n1"), type: 6 };
    let sequence = 0;
    for (const message of [bot, webhook, pinned])
      sequence = await harness.api.gateway.dispatch("MESSAGE_CREATE", messageCreate(message));
    await harness.api.gateway.synced(sequence);
    await harness.post("1\n2\n1", STRANGER);
    await harness.adapter.idle();
    expect(await rig.status(record)).toBe("pending");
    // Not one reply: the bot's own prompt came back over the Gateway too, and was ignored.
    expect(
      harness.api
        .callsOf("createMessage")
        .filter((call) => (call.payload.body as Record<string, unknown>).message_reference),
    ).toEqual([]);
  });

  it("edits the message when the question expires or is cancelled, and edits idempotently", async () => {
    await begin();
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

    // Shown again (a retry after a lost answer): the same text; a deleted message: no error.
    const ended = await rig.service.get(cancelled.id);
    const delivery = {
      questionId: ended.id,
      channel: "discord",
      chatId: harness.chatId,
      messageId: second.messageId,
      deliveredAt: new Date().toISOString(),
    };
    const signal = new AbortController().signal;
    await harness.adapter.showOutcome({ question: ended, delivery, locale: "en", signal });
    expect(harness.current(second.messageId).text).toBe("Deploy\nCancelled");
    await harness.adapter.showOutcome({
      question: ended,
      delivery: { ...delivery, messageId: "1240000000000777777" },
      locale: "en",
      signal,
    });
  });

  it("honours a 429's retry_after, then delivers", async () => {
    await begin();
    harness.api.inject("createMessage", { kind: "rate_limited", retryAfter: 1 });
    const record = await rig.ask(single);
    const prompt = await harness.prompt(0);
    const attempts = harness.api.callsOf("createMessage");
    expect(attempts).toHaveLength(2);
    expect((attempts[1]?.at ?? 0) - (attempts[0]?.at ?? 0)).toBeGreaterThanOrEqual(950);
    await harness.tap(prompt.messageId, "Production", ALLOWED_USER);
    expect((await rig.result(record))?.status).toBe("answered");
  });

  it("leaves retries to the hub: one call per hub attempt, and a hang is cut off", async () => {
    await begin();
    harness.api.inject("createMessage", { kind: "server_error", status: 502 }, FAST_RETRY.attempts);
    const failing = await rig.ask(single);
    const ended = await rig.service.waitForEnd(failing.id, { timeoutMs: 8000 });
    expect(resultOf(ended)).toMatchObject({
      reason: "delivery_failed",
      detail: `discord ${harness.chatId}: discord 502 Bad Gateway`,
    });
    // discord.js retries nothing by itself: as many calls as the hub's attempts.
    expect(harness.api.callsOf("createMessage")).toHaveLength(FAST_RETRY.attempts);

    harness.api.inject("createMessage", { kind: "hang" });
    const started = Date.now();
    const record = await rig.ask(single);
    await harness.prompt(0);
    expect(Date.now() - started).toBeLessThan(FAST_RETRY.attemptTimeoutMs + 1500);
    expect(harness.api.callsOf("createMessage")).toHaveLength(FAST_RETRY.attempts + 2);
    expect(await rig.status(record)).toBe("pending");
  });

  it("a try Discord carried out but never answered is not posted twice: the retry's nonce finds it", async () => {
    await begin();
    harness.api.inject("createMessage", { kind: "done-unanswered" });
    const record = await rig.ask(single);
    // The hub's try times out, and its next try posts the same prompt again.
    await vi.waitFor(() => expect(harness.api.callsOf("createMessage")).toHaveLength(2), {
      timeout: 10_000,
    });
    const prompt = await harness.prompt(0);
    const [first, second] = harness.api
      .callsOf("createMessage")
      .map((call) => call.payload.body as { nonce?: string; enforce_nonce?: boolean });
    expect(first?.nonce).toMatch(/^[\w-]{25}$/u);
    expect(second).toMatchObject({ enforce_nonce: true, nonce: first?.nonce });
    // One message, the first try's, and it is the one that answers and is closed.
    expect(harness.api.messagesIn(harness.chatId)).toHaveLength(1);
    await harness.tap(prompt.messageId, "Production", ALLOWED_USER);
    expect((await rig.result(record))?.status).toBe("answered");
    await vi.waitFor(() => expect(rawPrompt(prompt.messageId).components).toEqual([]), {
      timeout: 10_000,
    });
  });

  it("ends as delivery_failed within seconds for an unknown channel, without pointless retries", async () => {
    await begin();
    harness.breakChat();
    const started = Date.now();
    const record = await rig.ask(single);
    const ended = await rig.service.waitForEnd(record.id, { timeoutMs: 8000 });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(resultOf(ended)).toEqual({
      status: "no_answer",
      reason: "delivery_failed",
      detail: `discord ${harness.chatId}: discord 404 Unknown Channel (code 10003)`,
    });
    expect(harness.api.callsOf("createMessage")).toHaveLength(1);
  });

  it("ends as delivery_failed for a channel it may not post in", async () => {
    await begin();
    harness.api.forbidden.add(harness.chatId);
    const record = await rig.ask(single);
    const ended = await rig.service.waitForEnd(record.id, { timeoutMs: 8000 });
    expect(resultOf(ended)).toMatchObject({
      reason: "delivery_failed",
      detail: `discord ${harness.chatId}: discord 403 Missing Access (code 50001)`,
    });
    expect(harness.api.callsOf("createMessage")).toHaveLength(1);
  });

  it("ends as delivery_failed fast for a bad token, which no detail or log repeats", async () => {
    const badToken = "MTI0MDAwMDAwMDAwMDAwMDAwMQ.GwRoNg.not-the-token-discord-knows";
    await begin({ token: badToken });
    const started = Date.now();
    for (const _attempt of [1, 2]) {
      const record = await rig.ask(single);
      const ended = await rig.service.waitForEnd(record.id, { timeoutMs: 8000 });
      expect(resultOf(ended)).toEqual({
        status: "no_answer",
        reason: "delivery_failed",
        detail: `discord ${harness.chatId}: discord 401 401: Unauthorized (code 0) (check ASK_USER_DISCORD_TOKEN)`,
      });
    }
    expect(Date.now() - started).toBeLessThan(5000);
    // One call per question: a refused token is not worth retrying.
    expect(harness.api.callsOf("createMessage")).toHaveLength(2);
    // The Gateway refused it too, once: a refused token is not tried again.
    await harness.api.waitForCall("getGatewayBot");
    const loginFailed = () =>
      logs.find((line) => String(line.msg).includes("check ASK_USER_DISCORD_TOKEN"));
    for (let waited = 0; !loginFailed() && waited < 4000; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loginFailed()).toMatchObject({ level: "error", channel: "discord" });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(harness.api.callsOf("getGatewayBot")).toHaveLength(1);
    expect(JSON.stringify(logs)).not.toContain(badToken);
  });

  it("ends as delivery_failed fast when Discord keeps answering 429", async () => {
    await begin();
    harness.api.inject("createMessage", { kind: "rate_limited", retryAfter: 0.05 }, 10);
    const started = Date.now();
    const record = await rig.ask(single);
    const ended = await rig.service.waitForEnd(record.id, { timeoutMs: 8000 });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(resultOf(ended)).toMatchObject({
      reason: "delivery_failed",
      detail: `discord ${harness.chatId}: discord 429: rate limited`,
    });
    expect(harness.api.callsOf("createMessage")).toHaveLength(FAST_RETRY.attempts);
  });

  it("keeps the largest prompt within 2,000 characters and every custom_id within 100", async () => {
    await begin();
    const longLabel = (index: number) => `${"*_~`|".repeat(12)}${String(index).padStart(4, "0")}`;
    const question = (id: string, multiSelect: boolean) => ({
      id,
      header: "H".repeat(30),
      question: `${"Why **this** [x](y) ".repeat(40)}?`,
      multiSelect,
      options: [0, 1, 2, 3].map((index) => ({
        label: longLabel(index),
        description: "d <@1> ".repeat(60),
      })),
    });
    const largest = {
      questions: [question("first", false), question("second", true), question("third", false)],
    };
    const record = await rig.ask(largest);
    const text = await harness.prompt(0);
    const content = harness.api.message(text.messageId)?.content ?? "";
    expect(content.length).toBeLessThanOrEqual(2000);
    for (const index of [0, 1, 2, 3]) expect(content).toContain(`${index + 1}\\. `);
    // Three questions of own words, 2,000 characters each: the summary is cut to fit.
    await rig.service.answer(
      record.id,
      () => ({
        kind: "answers",
        answers: {
          first: ["ข้อความ".repeat(285)],
          second: ["\\".repeat(2000)],
          third: ["x".repeat(2000)],
        },
      }),
      { surface: "discord", userId: ALLOWED_USER },
    );
    await rig.idle();
    const summary = harness.api.message(text.messageId)?.content ?? "";
    expect(summary.length).toBeLessThanOrEqual(2000);
    expect(summary.endsWith("…")).toBe(true);

    const buttons = await rig.ask({ questions: [question("only", false)] });
    const prompt = await harness.prompt(1);
    const message = harness.api.message(prompt.messageId);
    expect(message?.content.length).toBeLessThanOrEqual(2000);
    const customIds = (message?.components ?? []).flatMap((row) =>
      row.components.map((item) => String(item.custom_id)),
    );
    expect(customIds).toHaveLength(6);
    for (const customId of customIds)
      expect(customId.length).toBeLessThanOrEqual(MAX_CUSTOM_ID_LENGTH);
    const opened = await harness.click(prompt.messageId, "Other…", ALLOWED_USER);
    const modal = opened.response?.data as { custom_id: string; title: string };
    expect(modal.custom_id.length).toBeLessThanOrEqual(MAX_CUSTOM_ID_LENGTH);
    expect(modal.title.length).toBeLessThanOrEqual(45);
    expect(await rig.status(buttons)).toBe("pending");
  });

  it("connects to the Gateway with the message intents, keeps heartbeating, and leaves nothing open", async () => {
    await begin();
    await rig.ask(single);
    const prompt = await harness.prompt(0);
    await harness.click(prompt.messageId, "Skip", ALLOWED_USER);
    const [identify] = harness.api.gateway.identifies;
    // GUILD_MESSAGES (1 << 9), DIRECT_MESSAGES (1 << 12), MESSAGE_CONTENT (1 << 15).
    expect(identify?.intents).toBe((1 << 9) | (1 << 12) | (1 << 15));
    const before = harness.api.gateway.heartbeats.length;
    await new Promise((resolve) =>
      setTimeout(resolve, harness.api.gateway.heartbeatIntervalMs * 2.5),
    );
    expect(harness.api.gateway.heartbeats.length).toBeGreaterThan(before);
    expect(harness.api.gateway.connections).toBe(1);
    await rig.hub.stop();
    expect(harness.api.gateway.connections).toBe(0);
  });

  it("closes the Gateway connection of a login still under way when it stops", async () => {
    await begin();
    // The hub started receiving; stop before READY could arrive.
    await rig.hub.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(harness.api.gateway.connections).toBe(0);
  });
  it("reminds as a reply to the prompt that pings the allowed user alone, without buttons", async () => {
    await begin();
    const plan = {
      steps: [
        { afterSeconds: 0, routes: [{ channel: "discord", chatId: harness.chatId }] },
        { afterSeconds: 1, routes: [], remind: true },
      ],
    };
    await rig.ask(single, { plan });
    const prompt = await harness.prompt(0);
    const call = await harness.api.waitForCall(
      "createMessage",
      (item) => (item.payload.body as Record<string, unknown>).message_reference !== undefined,
    );
    const body = call.payload.body as Record<string, unknown>;
    expect(body).toMatchObject({
      message_reference: { message_id: prompt.messageId, fail_if_not_exists: false },
      allowed_mentions: { parse: [], users: [ALLOWED_USER], replied_user: false },
    });
    expect(body.components).toBeUndefined();
    expect(String(body.content)).toMatch(
      new RegExp(`^<@${ALLOWED_USER}> ⏰ Reminder: \\*\\*Deploy\\*\\* is still waiting`, "u"),
    );
  });
});
