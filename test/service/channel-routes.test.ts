import { describe, expect, it } from "vitest";
import { EMAIL_ROUTE_ADDRESS } from "../../src/channels/email/email-address.js";
import { readWebhookUrl } from "../../src/channels/webhook/webhook-url.js";
import { loadGatewayConfig } from "../../src/config.js";
import { type FieldIssue, HIDDEN_CHARACTERS_RULE } from "../../src/core/index.js";
import { type RoutableChannel, readRoutes } from "../../src/service/channel-routes.js";
import { readPlan } from "../../src/service/delivery-plan.js";
import { SessionSettingsService } from "../../src/service/session-settings-service.js";
import { MemoryQuestionStore } from "../../src/store/memory/memory-question-store.js";

const CHANNELS: RoutableChannel[] = [
  ...["telegram", "slack", "discord", "teams", "whatsapp"].map((name) => ({
    name,
    chatless: false,
  })),
  { name: "email", chatless: false, address: EMAIL_ROUTE_ADDRESS },
  {
    name: "webhook",
    chatless: false,
    address: { field: "url", read: (value) => readWebhookUrl(value, false) },
  },
  { name: "push", chatless: true },
];

/** The routes read from `routes`, and the issues found, with the channels known or not. */
function read(routes: unknown[], channels: RoutableChannel[] | undefined = CHANNELS) {
  const issues: FieldIssue[] = [];
  const read = readRoutes(routes, channels, issues, { path: ["routes"], expected: "a list" });
  return { routes: read, issues };
}

describe("routes naming a chat or address with control or invisible formatting characters", () => {
  it.each([
    ["a NUL in an email to", { channel: "email", to: "ada@example.com\u0000.evil.example" }, "to"],
    ["a zero-width space in an email to", { channel: "email", to: "ada\u200b@example.com" }, "to"],
    ["a RLO in an email to", { channel: "email", to: "ada@\u202Eelpmaxe.com" }, "to"],
    [
      "a NUL in an email address as chatId (the stored form)",
      { channel: "email", chatId: "ada@example.com\u0000.evil.example" },
      "chatId",
    ],
    ["a RLO in a Telegram chat id", { channel: "telegram", chatId: "\u202E-1001234" }, "chatId"],
    ["a RLO in a Slack chat id", { channel: "slack", chatId: "C0123\u202EABCD" }, "chatId"],
    ["a LRI in a Discord chat id", { channel: "discord", chatId: "1234\u2066567" }, "chatId"],
    ["a NUL in a Teams chat id", { channel: "teams", chatId: "19:a@thread.tacv2\u0000" }, "chatId"],
    [
      "an ALM in a WhatsApp chat id",
      { channel: "whatsapp", chatId: "\u061c491511234567" },
      "chatId",
    ],
    ["a BOM in a Telegram chat id", { channel: "telegram", chatId: "-100\ufeff1" }, "chatId"],
    [
      "a NUL in a webhook url",
      { channel: "webhook", url: "https://hooks.example.com/\u0000a" },
      "url",
    ],
    ["a tab in a webhook url", { channel: "webhook", url: "https://hooks.exa\tmple.com/a" }, "url"],
  ])("refuses %s at its path", (_, route, field) => {
    expect(read([{ channel: "telegram", chatId: "-100" }, route])).toEqual({
      routes: [{ channel: "telegram", chatId: "-100" }],
      issues: [{ path: `routes[1].${field}`, message: HIDDEN_CHARACTERS_RULE }],
    });
  });

  it("refuses them before the channels are known (the configured default plan), as a chat", () => {
    expect(
      read([{ channel: "email", to: "ada@example.com\u0000.evil.example" }], undefined),
    ).toEqual({ routes: [], issues: [{ path: "routes[0].to", message: HIDDEN_CHARACTERS_RULE }] });
    expect(read([{ channel: "telegram", chatId: "\u202E1" }], undefined).issues).toEqual([
      { path: "routes[0].chatId", message: HIDDEN_CHARACTERS_RULE },
    ]);
  });

  it("still names an unknown channel along with the refused chat", () => {
    expect(read([{ channel: "fax", chatId: "\u202E1" }]).issues).toEqual([
      { path: "routes[0].channel", message: expect.stringMatching(/^expected one of: /) },
      { path: "routes[0].chatId", message: HIDDEN_CHARACTERS_RULE },
    ]);
  });

  it("keeps ordinary chats and addresses, non-ASCII letters and all", () => {
    expect(
      read([
        { channel: "email", to: "jürgen@exämple.de" },
        { channel: "email", to: "Ada@EXAMPLE.com" },
        { channel: "telegram", chatId: -1001234 },
        { channel: "telegram", chatId: "@kanal_für_fragen" },
        { channel: "slack", chatId: "C0123ABCD" },
        { channel: "teams", chatId: "19:abc@thread.tacv2" },
        { channel: "webhook", url: "https://hooks.example.com/a" },
        { channel: "push" },
      ]),
    ).toEqual({
      routes: [
        { channel: "email", chatId: "jürgen@exämple.de" },
        { channel: "email", chatId: "Ada@example.com" },
        { channel: "telegram", chatId: "-1001234" },
        { channel: "telegram", chatId: "@kanal_für_fragen" },
        { channel: "slack", chatId: "C0123ABCD" },
        { channel: "teams", chatId: "19:abc@thread.tacv2" },
        { channel: "webhook", chatId: "https://hooks.example.com/a" },
        { channel: "push" },
      ],
      issues: [],
    });
  });

  it("refuses them in a plan step's routes", () => {
    const issues: FieldIssue[] = [];
    readPlan(
      {
        steps: [
          { afterSeconds: 0, routes: [{ channel: "slack", chatId: "C1" }] },
          {
            afterSeconds: 60,
            routes: [{ channel: "email", to: "ada@example.com\u0000.evil.example" }],
          },
        ],
      },
      CHANNELS,
      issues,
    );
    expect(issues).toEqual([{ path: "steps[1].routes[0].to", message: HIDDEN_CHARACTERS_RULE }]);
  });

  it("refuses them in a session's routes and plan, keeping nothing", async () => {
    const sessions = new SessionSettingsService({ store: new MemoryQuestionStore() });
    await expect(
      sessions.updateRoutes(
        "s",
        { routes: [{ channel: "telegram", chatId: "\u202E-100" }] },
        CHANNELS,
      ),
    ).rejects.toMatchObject({
      code: "invalid_request",
      issues: [{ path: "routes[0].chatId", message: HIDDEN_CHARACTERS_RULE }],
    });
    await expect(
      sessions.updatePlan(
        "s",
        {
          steps: [{ afterSeconds: 0, routes: [{ channel: "email", to: "ada\u200b@example.com" }] }],
        },
        CHANNELS,
      ),
    ).rejects.toMatchObject({
      code: "invalid_request",
      issues: [{ path: "steps[0].routes[0].to", message: HIDDEN_CHARACTERS_RULE }],
    });
  });

  it("refuses them in ASK_USER_PLAN, naming the setting and the path", () => {
    const plan = (route: unknown) =>
      JSON.stringify({ steps: [{ afterSeconds: 0, routes: [route] }] });
    expect(() =>
      loadGatewayConfig(
        {},
        { ASK_USER_PLAN: plan({ channel: "email", to: "ada@example.com\u0000.evil.example" }) },
      ),
    ).toThrow(`ASK_USER_PLAN: steps[0].routes[0].to: ${HIDDEN_CHARACTERS_RULE}`);
    expect(() =>
      loadGatewayConfig({}, { ASK_USER_PLAN: plan({ channel: "slack", chatId: "C1\u202E" }) }),
    ).toThrow(`ASK_USER_PLAN: steps[0].routes[0].chatId: ${HIDDEN_CHARACTERS_RULE}`);
  });
});
