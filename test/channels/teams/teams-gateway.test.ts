import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { TEAMS_MESSAGES_PATH } from "../../../src/channels/teams/teams-adapter.js";
import type { GatewayConfig } from "../../../src/config.js";
import { type RunningGateway, startGateway } from "../../../src/gateway/gateway.js";
import { checksQuestion, deployPrompt, deployQuestion } from "../../support/prompts.js";
import { FAST_RETRY } from "../channel-rig.js";
import {
  APP_ID,
  APP_PASSWORD,
  FakeTeamsPlatform,
  FakeTokenSource,
  type SentActivity,
  TENANT_ID,
} from "./fake-teams.js";
import {
  ALLOWED_USER,
  activityFrom,
  CHAT_ID,
  cardOf,
  executeActivity,
  findAction,
  messageActivity,
  viewOf,
} from "./teams-harness.js";

/** The whole gateway (HTTP, store, channels) with Teams pointed at the fake platform. */
describe("teams in the gateway", () => {
  let platform: FakeTeamsPlatform;
  let gateway: RunningGateway | undefined;

  const config = (): GatewayConfig => ({
    host: "127.0.0.1",
    port: 0,
    db: "memory",
    token: "agent-token",
    teams: {
      appId: APP_ID,
      appPassword: APP_PASSWORD,
      tenantId: TENANT_ID,
      authority: platform.authority,
      serviceUrl: platform.serviceUrl,
      chats: [CHAT_ID],
      allowed: [ALLOWED_USER],
    },
  });
  const start = async () => {
    gateway = await startGateway(config(), () => {}, {
      retry: FAST_RETRY,
      teams: { tokens: new FakeTokenSource() },
    });
    return gateway;
  };
  const request = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${gateway?.url}${path}`, {
      method,
      headers: { authorization: "Bearer agent-token", "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text === "" ? undefined : JSON.parse(text) };
  };
  /** Posts an activity to the gateway's Teams route over real HTTP, as Teams does. */
  const post = async (
    activity: Record<string, unknown>,
    token: string | null = platform.token(),
  ) => {
    const response = await fetch(`${gateway?.url}${TEAMS_MESSAGES_PATH}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(token === null ? {} : { authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify(activity),
    });
    await gateway?.channels.idle();
    return response;
  };
  const prompts = () => platform.activitiesIn(CHAT_ID).filter((sent) => sent.method === "send");
  const delivered = async (count: number): Promise<SentActivity[]> => {
    await platform.waitForCall("send", () => prompts().length >= count);
    await gateway?.channels.idle();
    return prompts();
  };
  const result = async (id: string) =>
    (await request("GET", `/v1/questions/${id}/result?waitSeconds=5`)).body;

  beforeEach(async () => {
    platform = new FakeTeamsPlatform();
    await platform.start();
    platform.conversations.add(CHAT_ID);
  });

  afterEach(async () => {
    await gateway?.close();
    gateway = undefined;
    await platform.close();
  });

  it("serves the route outside the bearer token: 401 without a Bot Framework JWT; a card's Submit answers the agent", async () => {
    await start();
    const asked = await request("POST", "/v1/questions", { sessionId: "card", ...deployPrompt() });
    expect(asked.status).toBe(201);
    const [prompt] = await delivered(1);
    if (!prompt) throw new Error("no prompt");
    const card = cardOf(prompt.activity);
    const tap = executeActivity(platform, ALLOWED_USER, prompt.id, findAction(card, "Production"));

    expect((await post(tap, null)).status).toBe(401);
    expect((await post(tap, "agent-token")).status).toBe(401);
    expect((await post(tap, platform.token({ forgedKey: true }))).status).toBe(401);
    expect((await request("GET", `/v1/questions/${asked.body.id}`)).body.status).toBe("pending");

    const answered = await post(tap);
    expect(answered.status).toBe(200);
    expect(((await answered.json()) as { value: string }).value).toContain("Production");
    expect(await result(asked.body.id)).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    });
    await gateway?.channels.idle();
    expect(viewOf(platform.activity(prompt.id) as SentActivity)).toMatchObject({
      text: "Deploy: Production",
      buttons: [],
    });
    const timeline = await request("GET", `/v1/questions/${asked.body.id}`);
    expect(timeline.body.endedBy).toMatchObject({ surface: "teams", userId: ALLOWED_USER });
  });

  it("takes a card's form: every question on one card, one Submit, the agent gets every answer", async () => {
    await start();
    const asked = await request("POST", "/v1/questions", {
      sessionId: "form",
      questions: [deployQuestion(), checksQuestion({ labels: ["Lint", "Unit tests", "E2E"] })],
    });
    expect(asked.status).toBe(201);
    const [prompt] = await delivered(1);
    if (!prompt) throw new Error("no prompt");
    const submit = findAction(cardOf(prompt.activity), "Submit");
    const response = await post(
      executeActivity(platform, ALLOWED_USER, prompt.id, submit, {
        choice_0: "0",
        choice_1: "0,1",
        other_1: "Smoke",
      }),
    );
    expect(response.status).toBe(200);
    expect(await result(asked.body.id)).toEqual({
      status: "answered",
      answers: {
        answers: {
          deploy_target: ["Staging (Recommended)"],
          checks: ["Lint", "Unit tests", "Smoke"],
        },
      },
    });
    await gateway?.channels.idle();
    expect(viewOf(platform.activity(prompt.id) as SentActivity)).toMatchObject({
      text: "Deploy: Staging\nChecks: Lint, Unit tests, Smoke",
      buttons: [],
    });
  });

  it("takes text replies in a channel where several sessions wait: the thread's prompt, or a question which", async () => {
    await start();
    const first = await request("POST", "/v1/questions", { sessionId: "one", ...deployPrompt() });
    const second = await request("POST", "/v1/questions", { sessionId: "two", ...deployPrompt() });
    const [, secondPrompt] = await delivered(2);
    if (!secondPrompt) throw new Error("no second prompt");

    // Addressed to no prompt while two are open: nothing is answered, the human is asked which.
    await post(messageActivity(platform, ALLOWED_USER, "2"));
    const which = await platform.waitForCall("reply", (call) =>
      String(call.payload.text).includes("Several questions are open here"),
    );
    expect(which.payload.conversationId).toBe(CHAT_ID);
    expect((await request("GET", `/v1/questions/${first.body.id}`)).body.status).toBe("pending");

    // A reply in the second prompt's thread answers that prompt only.
    const inThread = activityFrom(
      platform,
      ALLOWED_USER,
      { type: "message", text: "<at>Ask User</at> production" },
      `${CHAT_ID};messageid=${secondPrompt.id}`,
    );
    expect((await post(inThread)).status).toBe(200);
    expect(await result(second.body.id)).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    });
    expect((await request("GET", `/v1/questions/${first.body.id}`)).body.status).toBe("pending");

    // Now one is open: a loose message answers it.
    await post(messageActivity(platform, ALLOWED_USER, "1"));
    expect(await result(first.body.id)).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Staging (Recommended)"] } },
    });
  });

  it("reports delivery_failed to the agent over HTTP when the conversation is gone", async () => {
    platform.conversations.delete(CHAT_ID);
    await start();
    const asked = await request("POST", "/v1/questions", { sessionId: "gone", ...deployPrompt() });
    expect(await result(asked.body.id)).toEqual({
      status: "no_answer",
      reason: "delivery_failed",
      detail: `teams ${CHAT_ID}: teams 404 ConversationNotFound`,
    });
    expect(platform.callsOf("send")).toHaveLength(1);
  });
});
