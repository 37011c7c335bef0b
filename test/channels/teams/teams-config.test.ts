import { describe, expect, it } from "vitest";
import { channelSetups } from "../../../src/channels/channel-catalog.js";
import { DEFAULT_RETRY_POLICY } from "../../../src/channels/retry-policy.js";
import {
  splitConversation,
  TEAMS_MESSAGES_PATH,
  type TeamsAdapter,
} from "../../../src/channels/teams/teams-adapter.js";
import { teamsAuthConfiguration } from "../../../src/channels/teams/teams-auth.js";
import { formAnswers, readCardAction } from "../../../src/channels/teams/teams-card.js";
import { DEFAULT_TEAMS_SERVICE_URL } from "../../../src/channels/teams/teams-endpoints.js";
import { loadGatewayConfig } from "../../../src/config.js";
import type { QuestionRecord } from "../../../src/core/index.js";

const APP_ID = "5f3c2a10-7b1e-4c55-9d2e-0a1b2c3d4e5f";
const base = { ASK_USER_TEAMS_APP_ID: APP_ID, ASK_USER_TEAMS_APP_PASSWORD: "secret" };

describe("teams configuration", () => {
  it("is off without ASK_USER_TEAMS_APP_ID", () => {
    expect(loadGatewayConfig({}, { ASK_USER_TEAMS_CHATS: "19:a@thread.tacv2" }).teams).toBe(
      undefined,
    );
  });

  it("reads the app, tenant, authority, service URL, default chats and allowed users", () => {
    const config = loadGatewayConfig(
      {},
      {
        ...base,
        ASK_USER_TEAMS_TENANT_ID: "72f988bf-86f1-41af-91ab-2d7cd011db47",
        ASK_USER_TEAMS_AUTHORITY: "https://login.microsoftonline.us",
        ASK_USER_TEAMS_SERVICE_URL: "https://smba.trafficmanager.net/emea/",
        ASK_USER_TEAMS_CHATS: "19:abc@thread.tacv2, a:1personal",
        ASK_USER_TEAMS_ALLOWED: "0f8fad5b-d9cb-469f-a165-70867728950e, 29:1abcdef",
      },
    );
    expect(config.teams).toEqual({
      appId: APP_ID,
      appPassword: "secret",
      tenantId: "72f988bf-86f1-41af-91ab-2d7cd011db47",
      authority: "https://login.microsoftonline.us",
      serviceUrl: "https://smba.trafficmanager.net/emea/",
      chats: ["19:abc@thread.tacv2", "a:1personal"],
      allowed: ["0f8fad5b-d9cb-469f-a165-70867728950e", "29:1abcdef"],
    });
    expect(loadGatewayConfig({}, base).teams).toEqual({
      appId: APP_ID,
      appPassword: "secret",
      chats: [],
      allowed: [],
    });
  });

  it("refuses each malformed setting, naming the variable and the rule", () => {
    const refused: Array<[Record<string, string>, RegExp]> = [
      [{ ...base, ASK_USER_TEAMS_APP_ID: "my-bot" }, /^ASK_USER_TEAMS_APP_ID: expected .*GUID/u],
      [{ ASK_USER_TEAMS_APP_ID: APP_ID }, /^ASK_USER_TEAMS_APP_PASSWORD: required/u],
      [
        { ...base, ASK_USER_TEAMS_TENANT_ID: "not a tenant" },
        /^ASK_USER_TEAMS_TENANT_ID: expected a tenant id/u,
      ],
      [
        { ...base, ASK_USER_TEAMS_CHATS: "19:a@thread.tacv2, general" },
        /^ASK_USER_TEAMS_CHATS: expected .*conversation ids.*got "general"/u,
      ],
      [
        { ...base, ASK_USER_TEAMS_ALLOWED: "alice@example.com" },
        /^ASK_USER_TEAMS_ALLOWED: expected .*AAD object ids.*got "alice@example.com"/u,
      ],
      [
        { ...base, ASK_USER_TEAMS_SERVICE_URL: "smba.trafficmanager.net/teams" },
        /^ASK_USER_TEAMS_SERVICE_URL: expected an http\(s\) URL/u,
      ],
      [
        { ...base, ASK_USER_TEAMS_AUTHORITY: "ftp://login.example" },
        /^ASK_USER_TEAMS_AUTHORITY: expected an https URL/u,
      ],
      // MSAL refuses every token from an http authority (authority_uri_insecure): at start, not
      // at the first question.
      [
        { ...base, ASK_USER_TEAMS_AUTHORITY: "http://login.microsoftonline.com" },
        /^ASK_USER_TEAMS_AUTHORITY: expected an https URL.*got "http:\/\/login\.microsoftonline\.com"/u,
      ],
    ];
    for (const [env, error] of refused) expect(() => loadGatewayConfig({}, env)).toThrow(error);
  });

  it("sets up the adapter with its route, the default chats and the allow-list", async () => {
    const config = loadGatewayConfig(
      {},
      { ...base, ASK_USER_TEAMS_CHATS: "19:abc@thread.tacv2", ASK_USER_TEAMS_ALLOWED: "29:1a" },
    );
    const setups = await channelSetups(
      { teams: config.teams },
      { devices: {} as never, retry: DEFAULT_RETRY_POLICY, publicUrl: () => "http://x" },
    );
    const teams = setups.find((setup) => setup.adapter.name === "teams");
    if (!teams) throw new Error("no teams setup");
    expect(teams?.defaultChatIds).toEqual(["19:abc@thread.tacv2"]);
    expect(teams?.allowedUsers).toEqual(["29:1a"]);
    expect(teams?.adapter.webhook?.path).toBe(TEAMS_MESSAGES_PATH);
    expect(await (teams.adapter as TeamsAdapter).serviceUrlOf("19:abc@thread.tacv2")).toBe(
      DEFAULT_TEAMS_SERVICE_URL,
    );
  });

  it("gives the SDK client credentials, the tenant's issuers, and issuer validation", () => {
    const auth = teamsAuthConfiguration({
      appId: APP_ID,
      appPassword: "secret",
      tenantId: "72f988bf-86f1-41af-91ab-2d7cd011db47",
      authority: "https://login.microsoftonline.com/",
    });
    expect(auth).toMatchObject({
      clientId: APP_ID,
      clientSecret: "secret",
      tenantId: "72f988bf-86f1-41af-91ab-2d7cd011db47",
      authority: "https://login.microsoftonline.com",
      validateIssuer: true,
      issuers: [
        "https://api.botframework.com",
        "https://sts.windows.net/72f988bf-86f1-41af-91ab-2d7cd011db47/",
        "https://login.microsoftonline.com/72f988bf-86f1-41af-91ab-2d7cd011db47/v2.0",
      ],
    });
    expect(auth.connections?.get("serviceConnection")?.clientId).toBe(APP_ID);
    const multiTenant = teamsAuthConfiguration({
      appId: APP_ID,
      appPassword: "secret",
      authority: "https://login.microsoftonline.com",
    });
    expect(multiTenant.tenantId).toBe("botframework.com");
  });

  it("splits a channel thread's conversation id into the channel and the thread's root", () => {
    expect(splitConversation("19:abc@thread.tacv2;messageid=1700000000001")).toEqual({
      chatId: "19:abc@thread.tacv2",
      thread: "1700000000001",
    });
    expect(splitConversation("a:1personal")).toEqual({ chatId: "a:1personal" });
  });

  it("reads card data, and nothing else, as an action naming its question", () => {
    expect(readCardAction({ ask_user: "a3", q: "q1" })).toEqual({
      questionId: "q1",
      action: { action: "option", index: 3 },
    });
    expect(readCardAction({ ask_user: "o", q: "q1", other_0: "mine" })).toEqual({
      questionId: "q1",
      action: { action: "other", text: "mine" },
    });
    for (const data of [
      undefined,
      null,
      "a1",
      [],
      { ask_user: "a1" },
      { ask_user: "a12", q: "q1" },
      { ask_user: 1, q: "q1" },
      { ask_user: "x", q: "q1" },
    ])
      expect(readCardAction(data)).toBeUndefined();
  });

  it("turns a form's choice sets and Other texts into the API's answers", () => {
    const question = {
      questions: [
        { id: "checks", options: [{ label: "Lint" }, { label: "E2E" }], multiSelect: true },
        { id: "notify", options: [{ label: "Team" }, { label: "Nobody" }] },
      ],
    } as unknown as QuestionRecord;
    expect(
      formAnswers(question, { choices: ["1,0,1,9,x", ""], others: [" ", "  on-call  "] }),
    ).toEqual({ answers: { checks: ["E2E", "Lint"], notify: ["on-call"] } });
    expect(formAnswers(question, { choices: [], others: [] })).toEqual({ answers: {} });
  });
});
