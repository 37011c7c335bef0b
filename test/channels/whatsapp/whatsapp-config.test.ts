import { describe, expect, it } from "vitest";
import {
  decodeControl,
  encodeControl,
} from "../../../src/channels/whatsapp/whatsapp-control-id.js";
import { loadGatewayConfig } from "../../../src/config.js";

const REQUIRED = {
  ASK_USER_WHATSAPP_TOKEN: "EAAtoken",
  ASK_USER_WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
  ASK_USER_WHATSAPP_APP_SECRET: "0123456789abcdef",
  ASK_USER_WHATSAPP_VERIFY_TOKEN: "verify-token-0123456789",
};

const load = (env: Record<string, string>) => loadGatewayConfig({}, env).whatsapp;

describe("whatsapp configuration", () => {
  it("is off without ASK_USER_WHATSAPP_TOKEN", () => {
    expect(load({ ...REQUIRED, ASK_USER_WHATSAPP_TOKEN: "" })).toBeUndefined();
    expect(load({ ASK_USER_WHATSAPP_TO: "+491511234567" })).toBeUndefined();
  });

  it("reads the settings, numbers as digits only, and Meta's Graph API by default", () => {
    expect(
      load({
        ...REQUIRED,
        ASK_USER_WHATSAPP_TO: "+49 151 1234-567, 15550001111",
        ASK_USER_WHATSAPP_ALLOWED: "+491511234567",
      }),
    ).toEqual({
      token: "EAAtoken",
      phoneNumberId: "106540352242922",
      appSecret: "0123456789abcdef",
      verifyToken: "verify-token-0123456789",
      graphUrl: "https://graph.facebook.com/v23.0",
      to: ["491511234567", "15550001111"],
      allowed: ["491511234567"],
    });
  });

  it("reads the template with its language, English unless given, and another Graph API", () => {
    const config = load({
      ...REQUIRED,
      ASK_USER_WHATSAPP_TEMPLATE_NAME: "question_waiting",
      ASK_USER_WHATSAPP_GRAPH_URL: "http://127.0.0.1:9000/v21.0/",
    });
    expect(config?.template).toEqual({ name: "question_waiting", language: "en" });
    expect(config?.graphUrl).toBe("http://127.0.0.1:9000/v21.0");
    expect(
      load({
        ...REQUIRED,
        ASK_USER_WHATSAPP_TEMPLATE_NAME: "frage_wartet",
        ASK_USER_WHATSAPP_TEMPLATE_LANGUAGE: "de",
      })?.template,
    ).toEqual({ name: "frage_wartet", language: "de" });
  });

  it.each([
    [{ ASK_USER_WHATSAPP_PHONE_NUMBER_ID: "" }, /ASK_USER_WHATSAPP_PHONE_NUMBER_ID: required/],
    [
      { ASK_USER_WHATSAPP_PHONE_NUMBER_ID: "+1555" },
      /ASK_USER_WHATSAPP_PHONE_NUMBER_ID: .*numeric id/,
    ],
    [{ ASK_USER_WHATSAPP_APP_SECRET: " " }, /ASK_USER_WHATSAPP_APP_SECRET: required/],
    [{ ASK_USER_WHATSAPP_VERIFY_TOKEN: "" }, /ASK_USER_WHATSAPP_VERIFY_TOKEN: required/],
    [{ ASK_USER_WHATSAPP_VERIFY_TOKEN: "short" }, /ASK_USER_WHATSAPP_VERIFY_TOKEN: .*16-256/],
    [{ ASK_USER_WHATSAPP_TO: "+49 151, 12ab" }, /ASK_USER_WHATSAPP_TO: .*got "\+49 151"/],
    [{ ASK_USER_WHATSAPP_ALLOWED: "0151123456" }, /ASK_USER_WHATSAPP_ALLOWED: .*international/],
    [{ ASK_USER_WHATSAPP_GRAPH_URL: "graph.facebook.com" }, /ASK_USER_WHATSAPP_GRAPH_URL: .*http/],
    [
      { ASK_USER_WHATSAPP_TEMPLATE_NAME: "Question Waiting" },
      /ASK_USER_WHATSAPP_TEMPLATE_NAME: .*lowercase/,
    ],
    [
      { ASK_USER_WHATSAPP_TEMPLATE_LANGUAGE: "de" },
      /ASK_USER_WHATSAPP_TEMPLATE_LANGUAGE: only with/,
    ],
    [
      { ASK_USER_WHATSAPP_TEMPLATE_NAME: "q", ASK_USER_WHATSAPP_TEMPLATE_LANGUAGE: "german" },
      /ASK_USER_WHATSAPP_TEMPLATE_LANGUAGE: .*en_US/,
    ],
  ])("refuses %o naming the variable and the rule", (bad, message) => {
    expect(() => load({ ...REQUIRED, ...bad })).toThrow(message);
  });
});

describe("whatsapp control ids", () => {
  it("round-trips each control with the whole question id", () => {
    const questionId = "3f2b9c1e-7a4d-4e2f-9b1a-0c8d7e6f5a4b";
    for (const control of [
      { action: "option", questionId, index: 3 },
      { action: "other", questionId },
      { action: "skip", questionId },
    ] as const)
      expect(decodeControl(encodeControl(control))).toEqual(control);
  });

  it("reads nothing from a forged or foreign id", () => {
    for (const id of [
      "",
      "ask:",
      "ask:q:10",
      "ask:q:-1",
      "ask:q:maybe",
      "a:q:1",
      `ask:${"x".repeat(129)}:1`,
    ])
      expect(decodeControl(id)).toBeUndefined();
  });
});
