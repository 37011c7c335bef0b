import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TeamsAdapter } from "../../../src/channels/teams/teams-adapter.js";
import { resultOf } from "../../../src/core/index.js";
import { MemoryQuestionStore } from "../../../src/store/memory/memory-question-store.js";
import { checksQuestion, deployQuestion, notifyQuestion } from "../../support/prompts.js";
import { type ChannelRig, FAST_RETRY, harnessChannel, startChannelRig } from "../channel-rig.js";
import { APP_ID, APP_PASSWORD, TENANT_ID } from "./fake-teams.js";
import {
  ALLOWED_TEAMS_ID,
  ALLOWED_USER,
  activityFrom,
  CHAT_ID,
  cardLines,
  cardOf,
  executeActivity,
  findAction,
  messageActivity,
  STRANGER,
  teamsHarness,
} from "./teams-harness.js";

// Markdown, a link, a mention and a card date function in what the agent wrote, to show they
// are shown as written.
const deploy = deployQuestion({
  question:
    "Where should this **deploy**? [click](https://evil.example) <at>Everyone</at> {{DATE(2017-02-14T06:08:00Z, SHORT)}}",
  descriptions: ["_safe_", "# live"],
});
const single = { questions: [deploy] };
const multi = { questions: [checksQuestion({ labels: ["Lint", "Unit tests", "E2E"] })] };
const several = { questions: [deployQuestion(), notifyQuestion()] };

type Element = Record<string, unknown>;

describe("teams delivery and inbound activities", () => {
  let harness: Awaited<ReturnType<typeof teamsHarness>>;
  let rig: ChannelRig;

  beforeEach(async () => {
    harness = await teamsHarness();
    rig = await startChannelRig({ channels: [harnessChannel(harness)], retry: FAST_RETRY });
  });

  afterEach(async () => {
    vi.unstubAllGlobals();
    await rig.close();
    await harness.close();
  });

  const cardAt = (id: string): Element => {
    const card = cardOf(harness.platform.activity(id)?.activity ?? {});
    if (!card) throw new Error(`no card on ${id}`);
    return card;
  };
  const bodyOf = (card: Element) => card.body as Element[];

  it("sends one single-select question as a card: escaped text, a button per option, Other… with a text input, Skip", async () => {
    const record = await rig.ask(single);
    const prompt = await harness.prompt(0);
    const sent = harness.platform.callsOf("send")[0];
    expect(sent?.payload).toMatchObject({ type: "message", conversationId: CHAT_ID });
    const card = cardAt(prompt.messageId);
    expect(card).toMatchObject({ type: "AdaptiveCard", version: "1.4" });
    const lines = cardLines(card).join("\n");
    // Shown as written, in TextRuns, which read no Markdown: no bold, no link, no mention.
    expect(lines).toContain(
      "Where should this **deploy**? [click](https://evil.example) <at>Everyone</at> {\u2060{DATE(2017-02-14T06:08:00Z, SHORT)}}",
    );
    expect(lines).not.toContain("{{");
    expect(lines).toContain("_safe_");
    // No TextBlock (which reads Markdown) carries anything the agent wrote.
    expect(bodyOf(card).filter((element) => element.type === "TextBlock")).toEqual([]);
    const actions = card.actions as Element[];
    expect(actions.map((action) => action.type)).toEqual([
      "Action.Execute",
      "Action.Execute",
      "Action.ShowCard",
      "Action.Execute",
    ]);
    expect(actions.map((action) => (action.data as Element | undefined)?.ask_user)).toEqual([
      "a0",
      "a1",
      undefined,
      "s",
    ]);
    expect(actions[0]?.data).toMatchObject({ q: record.id });
    const other = actions[2]?.card as Element;
    expect(bodyOf(other)).toEqual([
      expect.objectContaining({ type: "Input.Text", id: "other_0", isMultiline: true }),
    ]);
    expect((other.actions as Element[]).map((action) => action.title)).toEqual(["Submit"]);
    // No inputs besides Other's on a card with buttons.
    expect(bodyOf(card).filter((element) => element.type !== "RichTextBlock")).toEqual([]);
  });

  it("sends a multi-select question as a multi-choice set with Other and one Submit, and takes the form", async () => {
    const record = await rig.ask(multi);
    const prompt = await harness.prompt(0);
    const card = cardAt(prompt.messageId);
    const inputs = bodyOf(card).filter((element) => element.type !== "RichTextBlock");
    expect(inputs).toEqual([
      expect.objectContaining({
        type: "Input.ChoiceSet",
        id: "choice_0",
        isMultiSelect: true,
        style: "expanded",
        choices: [
          { title: "Lint", value: "0" },
          { title: "Unit tests", value: "1" },
          { title: "E2E", value: "2" },
        ],
      }),
      expect.objectContaining({ type: "Input.Text", id: "other_0" }),
    ]);
    const submit = findAction(card, "Submit");
    const notice = await harness.post(
      executeActivity(harness.platform, ALLOWED_USER, prompt.messageId, submit, {
        choice_0: "0,2",
        other_0: "Smoke tests",
      }),
    );
    expect(((await notice.json()) as { value: string }).value).toContain("Lint, E2E, Smoke tests");
    expect(await rig.result(record)).toEqual({
      status: "answered",
      answers: { answers: { checks: ["Lint", "E2E", "Smoke tests"] } },
    });
    await rig.idle();
    expect(harness.current(prompt.messageId)).toMatchObject({
      text: "Checks: Lint, E2E, Smoke tests",
      buttons: [],
    });
    expect(bodyOf(cardAt(prompt.messageId)).map((element) => element.type)).toEqual([
      "RichTextBlock",
    ]);
  });

  it("puts every question of a prompt on one card with one Submit; an incomplete form is refused and stays pending", async () => {
    const record = await rig.ask(several);
    const prompt = await harness.prompt(0);
    const card = cardAt(prompt.messageId);
    const sets = bodyOf(card).filter((element) => element.type === "Input.ChoiceSet");
    expect(sets.map((set) => [set.id, set.label, set.isMultiSelect])).toEqual([
      ["choice_0", "Deploy", false],
      ["choice_1", "Notify", false],
    ]);
    expect(prompt.buttons).toEqual(["Submit", "Skip"]);
    const submit = findAction(card, "Submit");
    const partial = await harness.post(
      executeActivity(harness.platform, ALLOWED_USER, prompt.messageId, submit, { choice_0: "1" }),
    );
    expect(((await partial.json()) as { value: string }).value).toContain("notify");
    expect(await rig.status(record)).toBe("pending");
    await harness.post(
      executeActivity(harness.platform, ALLOWED_USER, prompt.messageId, submit, {
        choice_0: "1",
        choice_1: "",
        other_1: "Only the on-call",
      }),
    );
    expect(await rig.result(record)).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"], notify: ["Only the on-call"] } },
    });
  });

  it("maps an Action.Submit (a message carrying the card's data) to the answer", async () => {
    const record = await rig.ask(single);
    const prompt = await harness.prompt(0);
    const production = findAction(cardAt(prompt.messageId), "Production");
    const response = await harness.post(
      activityFrom(harness.platform, ALLOWED_USER, {
        type: "message",
        replyToId: prompt.messageId,
        value: production.data,
      }),
    );
    expect(response.status).toBe(200);
    expect(await rig.result(record)).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    });
    const ended = await rig.service.get(record.id);
    expect(ended.endedBy).toEqual({ kind: "human", surface: "teams", userId: ALLOWED_USER });
  });

  it("refuses a card action naming another question, and a stranger's, with a notice; the question stays pending", async () => {
    const record = await rig.ask(single);
    const prompt = await harness.prompt(0);
    const production = findAction(cardAt(prompt.messageId), "Production");
    const forged = { ...production, data: { ...(production.data as Element), q: "q_other" } };
    const closed = await harness.post(
      executeActivity(harness.platform, ALLOWED_USER, prompt.messageId, forged),
    );
    expect(((await closed.json()) as { value: string }).value).toBe(
      "This question is no longer open.",
    );
    // A card no prompt owns (its message unknown here) has no session whose language applies:
    // the clicker's Teams language does.
    const inGerman = await harness.post({
      ...executeActivity(harness.platform, ALLOWED_USER, "1:no-prompt-of-ours", production),
      locale: "de-DE",
    });
    expect(((await inGerman.json()) as { value: string }).value).toBe(
      "Diese Frage ist nicht mehr offen.",
    );
    const refused = await harness.post(
      executeActivity(harness.platform, STRANGER, prompt.messageId, production),
    );
    expect(await refused.json()).toEqual({
      statusCode: 200,
      type: "application/vnd.microsoft.activity.message",
      value: "You are not allowed to answer this question.",
    });
    expect(await rig.status(record)).toBe("pending");
    expect(harness.platform.callsOf("update")).toEqual([]);
  });

  it("shows German and Thai cards: text, buttons and Submit in the session's language", async () => {
    await rig.ask(several, { locale: "de" });
    const german = await harness.prompt(0);
    expect(german.text).toContain("Antworte");
    expect(german.buttons).toEqual(["Absenden", "Überspringen"]);
    await rig.ask(single, { locale: "th" });
    const thai = await harness.prompt(1);
    expect(thai.buttons.slice(2)).toEqual(["อื่นๆ…", "ข้าม"]);
    const other = findAction(cardAt(thai.messageId), "อื่นๆ…");
    expect(((other.card as Element).actions as Element[])[0]?.title).toBe("ส่งคำตอบ");
  });

  it("shows Spanish cards: text, buttons and Submit in Spanish, no English left", async () => {
    await rig.ask(several, { locale: "es" });
    const form = await harness.prompt(0);
    expect(form.text).toContain("Responde con una línea por pregunta");
    expect(form.text).toContain("Pregunta 2 de 2");
    expect(form.buttons).toEqual(["Enviar respuesta", "Omitir"]);
    await rig.ask(single, { locale: "es" });
    const spanish = await harness.prompt(1);
    expect(spanish.buttons.slice(2)).toEqual(["Otra respuesta…", "Omitir"]);
    const other = findAction(cardAt(spanish.messageId), "Otra respuesta…");
    expect(((other.card as Element).actions as Element[])[0]?.title).toBe("Enviar respuesta");
    for (const english of ["Reply with", "Question 2 of 2", "Submit", "Skip", "Other…"]) {
      expect(form.text, english).not.toContain(english);
      expect(spanish.text, english).not.toContain(english);
    }
  });

  it("takes a reply in a channel thread (the conversation id with ;messageid=) and strips the bot's mention", async () => {
    const record = await rig.ask(several);
    const prompt = await harness.prompt(0);
    const reply = activityFrom(
      harness.platform,
      ALLOWED_USER,
      {
        type: "message",
        text: "<at>Ask User</at> 2\nTeam",
        entities: [
          { type: "mention", text: "<at>Ask User</at>", mentioned: { id: `28:${APP_ID}` } },
        ],
      },
      `${CHAT_ID};messageid=${prompt.messageId}`,
    );
    expect((await harness.post(reply)).status).toBe(200);
    expect(await rig.result(record)).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"], notify: ["Team"] } },
    });
  });

  it("reads a reply shaped as Teams sends it from a channel thread (HTML copy, clientInfo, channelData)", async () => {
    const record = await rig.ask(single);
    const prompt = await harness.prompt(0);
    const bot = { id: `28:${APP_ID}`, name: "ask-user" };
    const response = await harness.post({
      text: "<at>ask-user</at> 2\n",
      textFormat: "plain",
      attachments: [
        {
          contentType: "text/html",
          content:
            '<p><span itemtype="http://schema.skype.com/Mention" itemscope="" itemid="0">ask-user</span>&nbsp;2</p>',
        },
      ],
      type: "message",
      timestamp: new Date().toISOString(),
      localTimestamp: new Date().toISOString(),
      id: "1714557600000",
      channelId: "msteams",
      serviceUrl: harness.platform.serviceUrl,
      from: { id: ALLOWED_TEAMS_ID, name: "Jane Doe", aadObjectId: ALLOWED_USER },
      conversation: {
        isGroup: true,
        conversationType: "channel",
        tenantId: TENANT_ID,
        id: `${CHAT_ID};messageid=${prompt.messageId}`,
      },
      recipient: bot,
      entities: [
        { mentioned: bot, text: "<at>ask-user</at>", type: "mention" },
        {
          locale: "en-US",
          country: "US",
          platform: "Web",
          timezone: "Europe/Berlin",
          type: "clientInfo",
        },
      ],
      channelData: {
        teamsChannelId: CHAT_ID,
        teamsTeamId: "19:team@thread.tacv2",
        channel: { id: CHAT_ID },
        team: { id: "19:team@thread.tacv2" },
        tenant: { id: TENANT_ID },
      },
      replyToId: prompt.messageId,
      locale: "en-US",
      localTimezone: "Europe/Berlin",
    });
    expect(response.status).toBe(200);
    expect(await rig.result(record)).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    });
  });

  it("answers in a 1:1 chat, and tells a stranger there that they may not", async () => {
    const personal = "a:1personalChatWithTheHuman";
    harness.platform.conversations.add(personal);
    const record = await rig.ask(single, { routes: [{ channel: "teams", chatId: personal }] });
    await harness.platform.waitForCall("send", (call) => call.payload.conversationId === personal);
    await rig.idle();
    const say = (user: string, text: string) =>
      harness.post(activityFrom(harness.platform, user, { type: "message", text }, personal));
    await say(STRANGER, "2");
    const notice = await harness.platform.waitForCall("reply", (call) =>
      String(call.payload.text).includes("not allowed"),
    );
    expect(notice.payload.conversationId).toBe(personal);
    expect(await rig.status(record)).toBe("pending");
    await say(ALLOWED_USER, "production");
    expect(await rig.result(record)).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    });
  });

  it("takes an allow-list of Teams user ids too, and credits the answer to that id", async () => {
    const adapter = new TeamsAdapter({
      credentials: {
        appId: APP_ID,
        appPassword: APP_PASSWORD,
        tenantId: TENANT_ID,
        authority: harness.platform.authority,
      },
      serviceUrl: harness.platform.serviceUrl,
      allowedUsers: [ALLOWED_TEAMS_ID],
      tokens: harness.tokens,
    });
    const byTeamsId = await startChannelRig({
      channels: [{ adapter, defaultChatIds: [CHAT_ID], allowedUsers: [ALLOWED_TEAMS_ID] }],
      retry: FAST_RETRY,
    });
    try {
      const record = await byTeamsId.ask(single);
      const prompt = await harness.prompt(0);
      const production = findAction(cardAt(prompt.messageId), "Production");
      const route = adapter.webhook;
      if (!route) throw new Error("the adapter serves no route");
      const post = async (user: string) => {
        const response = await route.handle(
          new Request("http://gateway.test/channels/teams/messages", {
            method: "POST",
            headers: { authorization: `Bearer ${harness.platform.token()}` },
            body: JSON.stringify(
              executeActivity(harness.platform, user, prompt.messageId, production),
            ),
          }),
        );
        return ((await response.json()) as { value: string }).value;
      };
      expect(await post(STRANGER)).toBe("You are not allowed to answer this question.");
      expect(await byTeamsId.status(record)).toBe("pending");
      expect(await post(ALLOWED_USER)).toContain("Production");
      expect((await byTeamsId.service.get(record.id)).endedBy).toEqual({
        kind: "human",
        surface: "teams",
        userId: ALLOWED_TEAMS_ID,
      });
    } finally {
      await byTeamsId.close();
    }
  });

  it("refuses missing, malformed, forged, expired, wrong-audience and wrong-issuer tokens with 401", async () => {
    const record = await rig.ask(single);
    const prompt = await harness.prompt(0);
    const tap = () =>
      executeActivity(
        harness.platform,
        ALLOWED_USER,
        prompt.messageId,
        findAction(cardAt(prompt.messageId), "Production"),
      );
    const { platform } = harness;
    for (const authorization of [
      null,
      "",
      "Basic abc",
      `Bearer ${platform.token()}x`,
      "Bearer not.a.jwt",
      `Bearer ${platform.token({ forgedKey: true })}`,
      // Beyond the SDK's five minutes of clock tolerance.
      `Bearer ${platform.token({ expiresIn: -600 })}`,
      `Bearer ${platform.token({ audience: "00000000-0000-0000-0000-000000000000" })}`,
      `Bearer ${platform.token({ issuer: "https://sts.windows.net/00000000-0000-0000-0000-000000000000/" })}`,
      // A genuine token issued for another Bot Connector service.
      `Bearer ${platform.token({ serviceUrl: "https://elsewhere.example/teams/" })}`,
    ]) {
      const response = await harness.post(tap(), authorization);
      expect(response.status, String(authorization).slice(0, 40)).toBe(401);
    }
    expect(await rig.status(record)).toBe("pending");
    expect(harness.platform.callsOf("reply")).toEqual([]);
    // Within the tolerance, and genuine: accepted.
    const response = await harness.post(tap(), `Bearer ${platform.token({ expiresIn: -60 })}`);
    expect(response.status).toBe(200);
    expect((await rig.result(record))?.status).toBe("answered");
  });

  it("answers 400 to a body that is no activity, once the token is valid", async () => {
    for (const body of ["{", "[]", "null", '{"type": 5}']) {
      const response = await harness.adapter.webhook?.handle(
        new Request("http://gateway.test/channels/teams/messages", {
          method: "POST",
          headers: { authorization: `Bearer ${harness.platform.token()}` },
          body,
        }),
      );
      expect(response?.status, body).toBe(400);
    }
  });

  /** The bot added to the conversation, as Teams posts it: the adapter hears its serviceUrl. */
  const botAdded = async (adapter: TeamsAdapter) => {
    const update = activityFrom(harness.platform, ALLOWED_USER, {
      type: "conversationUpdate",
      membersAdded: [{ id: `28:${APP_ID}` }],
    });
    const response = await adapter.webhook?.handle(
      new Request("http://gateway.test/channels/teams/messages", {
        method: "POST",
        headers: { authorization: `Bearer ${harness.platform.token()}` },
        body: JSON.stringify(update),
      }),
    );
    expect(response?.status).toBe(200);
    return update;
  };

  it("learns a conversation's serviceUrl from its activities for proactive sends", async () => {
    const adapter = new TeamsAdapter({
      credentials: {
        appId: APP_ID,
        appPassword: APP_PASSWORD,
        tenantId: TENANT_ID,
        authority: harness.platform.authority,
      },
      // Nothing listens there: only the learnt URL can reach the fake.
      serviceUrl: "http://127.0.0.1:9/teams/",
      allowedUsers: [ALLOWED_USER],
      tokens: harness.tokens,
    });
    expect(await adapter.serviceUrlOf(CHAT_ID)).toBe("http://127.0.0.1:9/teams/");
    const logged: Array<Record<string, unknown>> = [];
    const other = await startChannelRig({
      channels: [{ adapter, defaultChatIds: [CHAT_ID], allowedUsers: [ALLOWED_USER] }],
      retry: FAST_RETRY,
      log: (line) => logged.push(line),
    });
    try {
      const update = await botAdded(adapter);
      expect(await adapter.serviceUrlOf(CHAT_ID)).toBe(harness.platform.serviceUrl);
      // Where a human finds a conversation's id (a 1:1 chat's, say) to route to it.
      expect(logged).toContainEqual(
        expect.objectContaining({ msg: "teams conversation seen", chatId: CHAT_ID }),
      );
      const record = await other.ask(single);
      await harness.prompt(0);
      expect(await other.status(record)).toBe("pending");

      // A service on a host that is neither Microsoft's nor the configured one's is not learnt:
      // the bot's token would go there.
      const elsewhere = "https://bots.evil.example/teams/";
      const moved = await adapter.webhook?.handle(
        new Request("http://gateway.test/channels/teams/messages", {
          method: "POST",
          headers: {
            authorization: `Bearer ${harness.platform.token({ serviceUrl: elsewhere })}`,
          },
          body: JSON.stringify({ ...update, id: "f:moved", serviceUrl: elsewhere }),
        }),
      );
      expect(moved?.status).toBe(200);
      expect(await adapter.serviceUrlOf(CHAT_ID)).toBe(harness.platform.serviceUrl);
      expect(logged).toContainEqual(
        expect.objectContaining({ msg: "teams serviceUrl not allowed", serviceUrl: elsewhere }),
      );
    } finally {
      await other.close();
    }
  });

  it("keeps a learnt serviceUrl across a restart: the next process sends there, not to the default", async () => {
    const store = new MemoryQuestionStore();
    /** An adapter whose default service is a port where nothing listens. */
    const adapter = () =>
      new TeamsAdapter({
        credentials: {
          appId: APP_ID,
          appPassword: APP_PASSWORD,
          tenantId: TENANT_ID,
          authority: harness.platform.authority,
        },
        serviceUrl: "http://127.0.0.1:9/teams/",
        allowedUsers: [ALLOWED_USER],
        tokens: harness.tokens,
      });
    const rigOf = (teams: TeamsAdapter) =>
      startChannelRig({
        store,
        channels: [{ adapter: teams, defaultChatIds: [CHAT_ID], allowedUsers: [ALLOWED_USER] }],
        retry: FAST_RETRY,
      });
    const before = adapter();
    const first = await rigOf(before);
    await botAdded(before);
    await first.close();

    const after = adapter();
    const second = await rigOf(after);
    try {
      const record = await second.ask(single);
      await harness.prompt(0);
      expect(await second.status(record)).toBe("pending");
      expect(await after.serviceUrlOf(CHAT_ID)).toBe(harness.platform.serviceUrl);
    } finally {
      await second.close();
    }
  });

  it("honours a 429's Retry-After, then delivers", async () => {
    harness.platform.inject("send", { kind: "rate_limited", retryAfter: 1 });
    const record = await rig.ask(single);
    await harness.prompt(0);
    const attempts = harness.platform.callsOf("send");
    expect(attempts).toHaveLength(2);
    // The retry waits the second Retry-After asked for, not the hub's 20 ms backoff.
    expect((attempts[1]?.at ?? 0) - (attempts[0]?.at ?? 0)).toBeGreaterThanOrEqual(950);
    expect(await rig.status(record)).toBe("pending");
  });

  it("ends as delivery_failed with the connector's reason when the conversation is gone (404), without retries", async () => {
    harness.breakChat();
    const record = await rig.ask(single);
    const ended = await rig.service.waitForEnd(record.id, { timeoutMs: 8000 });
    expect(resultOf(ended)).toEqual({
      status: "no_answer",
      reason: "delivery_failed",
      detail: `teams ${CHAT_ID}: teams 404 ConversationNotFound`,
    });
    expect(harness.platform.callsOf("send")).toHaveLength(1);
  });

  it("ends as delivery_failed at once when the bot may not post there (403)", async () => {
    harness.platform.inject(
      "send",
      { kind: "status", status: 403, code: "BotNotInConversationRoster" },
      5,
    );
    const record = await rig.ask(single);
    const ended = await rig.service.waitForEnd(record.id, { timeoutMs: 8000 });
    expect(resultOf(ended)).toMatchObject({
      reason: "delivery_failed",
      detail: `teams ${CHAT_ID}: teams 403 BotNotInConversationRoster`,
    });
    expect(harness.platform.callsOf("send")).toHaveLength(1);
  });

  it("retries a 5xx within bounds, and gives up after the policy's attempts", async () => {
    harness.platform.inject("send", { kind: "status", status: 502 }, 10);
    const record = await rig.ask(single);
    const ended = await rig.service.waitForEnd(record.id, { timeoutMs: 8000 });
    expect(ended.status).toBe("delivery_failed");
    expect(harness.platform.callsOf("send")).toHaveLength(FAST_RETRY.attempts);
  });

  it("retries a failing update, so the card still closes", async () => {
    const record = await rig.ask(single);
    const prompt = await harness.prompt(0);
    harness.platform.inject("update", { kind: "status", status: 500 });
    await harness.tap(prompt.messageId, "Production", ALLOWED_USER);
    expect((await rig.result(record))?.status).toBe("answered");
    await rig.idle();
    expect(harness.platform.callsOf("update")).toHaveLength(2);
    expect(harness.current(prompt.messageId)).toMatchObject({
      text: "Deploy: Production",
      buttons: [],
    });
  });

  it("reminds in reply to the prompt, mentioning the allowed user by the name Teams gave", async () => {
    // The human wrote in the chat before: their name is known.
    await harness.post(messageActivity(harness.platform, ALLOWED_USER, "hello"));
    const plan = {
      steps: [
        { afterSeconds: 0, routes: [{ channel: "teams", chatId: CHAT_ID }] },
        { afterSeconds: 1, routes: [], remind: true },
      ],
    };
    await rig.ask(single, { plan });
    const prompt = await harness.prompt(0);
    const reminder = await harness.platform.waitForCall("reply", (call) =>
      String(call.payload.text).includes("Reminder"),
    );
    expect(reminder.payload).toMatchObject({
      conversationId: CHAT_ID,
      activityId: prompt.messageId,
      replyToId: prompt.messageId,
      textFormat: "markdown",
      entities: [
        {
          type: "mention",
          text: `<at>Name of ${ALLOWED_USER}</at>`,
          mentioned: { id: ALLOWED_USER, name: `Name of ${ALLOWED_USER}` },
        },
      ],
    });
    expect(String(reminder.payload.text)).toMatch(
      new RegExp(`^<at>Name of ${ALLOWED_USER}</at> ⏰ Reminder: Deploy is still waiting`, "u"),
    );
    expect(reminder.payload.attachments).toBeUndefined();
  });

  it("ignores its own messages and a retried activity", async () => {
    const record = await rig.ask(several);
    const prompt = await harness.prompt(0);
    const own = messageActivity(harness.platform, ALLOWED_USER, "1\n1", prompt.messageId);
    own.from = { id: `28:${APP_ID}`, name: "Ask User" };
    await harness.post(own);
    expect(await rig.status(record)).toBe("pending");
    const unclear = messageActivity(harness.platform, ALLOWED_USER, "1\n2\n1", prompt.messageId);
    await harness.post(unclear);
    await harness.post(unclear);
    expect(harness.platform.callsOf("reply")).toHaveLength(1);
    expect(await rig.status(record)).toBe("pending");
  });

  it("gets its outgoing token with the SDK's MSAL provider by client credentials", async () => {
    // MSAL takes only https authorities it knows, so Microsoft's login host is routed to the
    // fake's token endpoint; everything else goes out as it would.
    const { platform } = harness;
    platform.loginBase = "https://login.microsoftonline.com";
    const realFetch = globalThis.fetch;
    vi.stubGlobal("fetch", (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.host !== "login.microsoftonline.com") return realFetch(input, init);
      return realFetch(`${platform.url}${url.pathname}${url.search}`, init);
    });
    const adapter = new TeamsAdapter({
      credentials: {
        appId: APP_ID,
        appPassword: APP_PASSWORD,
        tenantId: TENANT_ID,
        authority: "https://login.microsoftonline.com",
      },
      serviceUrl: platform.serviceUrl,
      allowedUsers: [],
    });
    const msal = await startChannelRig({
      channels: [{ adapter, defaultChatIds: [CHAT_ID], allowedUsers: [] }],
      retry: FAST_RETRY,
    });
    try {
      const record = await msal.ask(single);
      await harness.prompt(0);
      expect(await msal.status(record)).toBe("pending");
      const [token] = platform.callsOf("token");
      expect(token?.payload).toMatchObject({
        grant_type: "client_credentials",
        client_id: APP_ID,
        client_secret: APP_PASSWORD,
        scope: "https://api.botframework.com/.default",
      });
    } finally {
      await msal.close();
    }
  });

  it("ends as delivery_failed at once on a wrong client secret (AADSTS7000215), naming the secret", async () => {
    const { platform } = harness;
    platform.loginBase = "https://login.microsoftonline.com";
    const realFetch = globalThis.fetch;
    vi.stubGlobal("fetch", (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.host !== "login.microsoftonline.com") return realFetch(input, init);
      return realFetch(`${platform.url}${url.pathname}${url.search}`, init);
    });
    const adapter = new TeamsAdapter({
      credentials: {
        appId: APP_ID,
        appPassword: "the-secret-id-not-its-value",
        tenantId: TENANT_ID,
        authority: "https://login.microsoftonline.com",
      },
      serviceUrl: platform.serviceUrl,
      allowedUsers: [],
    });
    const msal = await startChannelRig({
      channels: [{ adapter, defaultChatIds: [CHAT_ID], allowedUsers: [] }],
      retry: FAST_RETRY,
    });
    try {
      const record = await msal.ask(single);
      const ended = await msal.service.waitForEnd(record.id, { timeoutMs: 8000 });
      expect(resultOf(ended)).toMatchObject({ status: "no_answer", reason: "delivery_failed" });
      const detail = String((resultOf(ended) as { detail?: string }).detail);
      expect(detail).toMatch(/ASK_USER_TEAMS_APP_PASSWORD/u);
      expect(detail).toMatch(/AADSTS7000215/u);
      // Final: no retry asks for a token again, and nothing reaches the connector.
      expect(platform.callsOf("token")).toHaveLength(1);
      expect(platform.callsOf("send")).toHaveLength(0);
    } finally {
      await msal.close();
    }
  });
});
