import fc from "fast-check";
import { TEAMS_MESSAGES_PATH } from "../../src/channels/teams/teams-adapter.js";
import {
  APP_ID,
  APP_PASSWORD,
  FakeTeamsPlatform,
  FakeTokenSource,
  TENANT_ID,
} from "../channels/teams/fake-teams.js";
import {
  ALLOWED_USER,
  activityFrom,
  CHAT_ID,
  cardOf,
  executeActivity,
  findAction,
} from "../channels/teams/teams-harness.js";
import { type RouteRequest, runSignedRouteFuzz } from "./signed-route-fuzz.js";

/**
 * SPEC P4 for the Teams route: every activity carries a Bot Framework JWT, checked by the
 * Agents SDK against the keys of the (local) tenant.
 */
runSignedRouteFuzz({
  name: "Teams route",
  runs: { forged: 120, malformed: 250 },
  // A JWT carries its own validity: a token that was valid for a second at that time.
  replay: { runs: 60 },
  async start() {
    const platform = new FakeTeamsPlatform();
    await platform.start();
    platform.conversations.add(CHAT_ID);
    return {
      config: {
        teams: {
          appId: APP_ID,
          appPassword: APP_PASSWORD,
          tenantId: TENANT_ID,
          authority: platform.authority,
          serviceUrl: platform.serviceUrl,
          chats: [CHAT_ID],
          allowed: [ALLOWED_USER],
        },
      },
      tuning: { teams: { tokens: new FakeTokenSource() } },
      async route() {
        await platform.waitForCall("send");
        const [prompt] = platform.activitiesIn(CHAT_ID);
        if (!prompt) throw new Error("the prompt was not delivered");
        const production = findAction(cardOf(prompt.activity), "Production");
        /** The allowed user's click on "Production": what an attacker would like to forge. */
        const click = () =>
          JSON.stringify(executeActivity(platform, ALLOWED_USER, prompt.id, production));
        const headers = (token: string): Record<string, string> => ({
          "content-type": "application/json",
          authorization: `Bearer ${token}`,
        });
        return {
          path: TEAMS_MESSAGES_PATH,
          genuine: () => ({ headers: headers(platform.token()), body: click() }),
          signedAt: (timestamp: number) => ({
            headers: headers(platform.token({ issuedAt: timestamp, expiresIn: 1 })),
            body: click(),
          }),
          forged: forgedTokens(platform).map((authorization) => ({
            headers: {
              "content-type": "application/json",
              ...(authorization === undefined ? {} : { authorization }),
            },
            body: click(),
          })),
          malformed: malformedActivities(platform, prompt.id).map(
            (body): RouteRequest => ({ headers: headers(platform.token()), body }),
          ),
          // A random activity may carry a real action's data.
          bodiesMayEndTheQuestion: true,
        };
      },
      expectNothingShown() {
        const shown = platform.calls.filter(
          (call) => call.method !== "send" && call.method !== "token",
        );
        if (shown.length > 0) throw new Error(`the bot answered: ${JSON.stringify(shown)}`);
      },
      close: () => platform.close(),
    };
  },
});

/** Authorization headers that are no valid token for the bot: each must get 401. */
function forgedTokens(platform: FakeTeamsPlatform): fc.Arbitrary<string | undefined> {
  const uuid = fc.uuid().filter((id) => id !== APP_ID);
  const bearer = (token: string) => `Bearer ${token}`;
  return fc
    .oneof(
      fc.constant(undefined),
      fc.constantFrom("", "Bearer", "Bearer ", "Basic dXNlcjpwYXNz", "bearer a b"),
      fc.string({ maxLength: 120 }).map(bearer),
      fc
        .stringMatching(/^[A-Za-z0-9_-]{10,40}\.[A-Za-z0-9_-]{10,40}\.[A-Za-z0-9_-]{0,40}$/)
        .map(bearer),
      // Signed with a key the tenant does not publish.
      fc.constant(0).map(() => bearer(platform.token({ forgedKey: true }))),
      // For another app.
      uuid.map((audience) => bearer(platform.token({ audience }))),
      // By an issuer the bot does not trust.
      fc
        .oneof(
          fc.webUrl(),
          uuid.map((tenant) => `https://sts.windows.net/${tenant}/`),
        )
        .map((issuer) => bearer(platform.token({ issuer }))),
      // Expired beyond the SDK's five minutes of tolerance.
      fc
        .integer({ min: 302, max: 10 * 365 * 24 * 3600 })
        .map((seconds) => bearer(platform.token({ expiresIn: -seconds }))),
      // Unsigned, or claiming an algorithm the SDK does not take.
      fc
        .constantFrom("none", "HS256", "RS512")
        .map((algorithm) => bearer(platform.token({ algorithm }))),
      // Genuine, but for another Bot Connector service than the activity's.
      fc.webUrl().map((serviceUrl) => bearer(platform.token({ serviceUrl }))),
    )
    .map((header) =>
      header === undefined || /^[\t\x20-\x7e]*$/.test(header) ? header : "Bearer not-a-token",
    );
}

/** Activities of every kind, with real and made-up card data, and plain junk. */
function malformedActivities(platform: FakeTeamsPlatform, promptId: string): fc.Arbitrary<string> {
  const data = fc.record(
    {
      ask_user: fc.oneof(
        fc.constantFrom("a0", "a1", "a9", "o", "f", "s", ""),
        fc.string(),
        fc.integer(),
      ),
      q: fc.oneof(fc.string({ maxLength: 20 }), fc.integer()),
      other_0: fc.oneof(fc.string({ maxLength: 3000 }), fc.integer()),
      choice_0: fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom("0", "1", "0,1", "9")),
      choice_1: fc.string({ maxLength: 10 }),
    },
    { requiredKeys: [] },
  );
  /** Well-formed activities (the SDK parses them) with hostile content. */
  const fields = fc.record(
    {
      type: fc.constantFrom("message", "invoke", "conversationUpdate", "typing", "messageReaction"),
      name: fc.constantFrom("adaptiveCard/action", "task/fetch", "composeExtension/query"),
      text: fc.oneof(
        fc.string({ maxLength: 200 }),
        fc.constantFrom("1", "2", "skip", "<at>Ask User</at> 2"),
      ),
      replyToId: fc.oneof(fc.constant(promptId), fc.string({ minLength: 1, maxLength: 20 })),
      value: fc.oneof(
        data,
        fc.record({
          action: fc.record({ type: fc.string(), verb: fc.string(), data }, { requiredKeys: [] }),
        }),
        fc.jsonValue({ maxDepth: 2 }),
      ),
      from: fc.record(
        {
          id: fc.oneof(fc.string({ minLength: 1 }), fc.constant(`28:${APP_ID}`)),
          aadObjectId: fc.oneof(fc.constant(ALLOWED_USER), fc.string({ minLength: 1 })),
          role: fc.constantFrom("user", "bot"),
        },
        { requiredKeys: [] },
      ),
      conversation: fc.record(
        {
          id: fc.oneof(
            fc.constant(CHAT_ID),
            fc.constant(`${CHAT_ID};messageid=${promptId}`),
            fc.string({ minLength: 1 }),
          ),
          conversationType: fc.constantFrom("channel", "personal", "groupChat"),
        },
        { requiredKeys: ["id"] },
      ),
      entities: fc.array(
        fc.record({
          type: fc.constantFrom("mention", "clientInfo"),
          text: fc.string(),
          mentioned: fc.record({ id: fc.string() }),
        }),
        { maxLength: 2 },
      ),
    },
    { requiredKeys: [] },
  );
  /** Fields of the wrong type: the SDK refuses the activity. */
  const mistyped = fc.dictionary(
    fc.constantFrom(
      "type",
      "from",
      "conversation",
      "entities",
      "serviceUrl",
      "text",
      "value",
      "replyToId",
    ),
    fc.jsonValue({ maxDepth: 2 }),
    { maxKeys: 3 },
  );
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fields.map((overrides) =>
        JSON.stringify({
          ...activityFrom(platform, ALLOWED_USER, { type: "message" }),
          ...overrides,
        }),
      ),
    },
    {
      weight: 1,
      arbitrary: mistyped.map((overrides) =>
        JSON.stringify({
          ...activityFrom(platform, ALLOWED_USER, { type: "message" }),
          ...overrides,
        }),
      ),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.string({ maxLength: 200 }),
        fc.constantFrom("", "{", "null", "[]", '{"type":null}', '{"conversation":{"id":5}}'),
      ),
    },
  );
}
