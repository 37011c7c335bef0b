import { describe, expect, it } from "vitest";
import { isPersonalChat, promptCard } from "../../../src/channels/teams/teams-card.js";
import { type Locale, messages, SUPPORTED_LOCALES } from "../../../src/core/index.js";
import { pendingRecord } from "../../support/question-records.js";
import { cardLines } from "./teams-harness.js";

const CHANNEL = "19:askuser0channel@thread.tacv2";
const GROUP_CHAT = "19:a1b2c3@thread.v2";
const PERSONAL = "a:1abcDEF";

describe("the Teams prompt card", () => {
  const record = pendingRecord();
  const sentAt = Date.parse(record.createdAt) + 350;
  const lines = (chatId: string, locale: Locale = "en") =>
    cardLines(promptCard(record, locale, sentAt, chatId));

  it("tells what Teams passes on: @mention the bot in a channel or group chat, a plain reply in a 1:1 chat", () => {
    expect(isPersonalChat(PERSONAL)).toBe(true);
    expect(isPersonalChat("19:abc@unq.gbl.spaces")).toBe(true);
    expect(isPersonalChat(CHANNEL)).toBe(false);
    expect(isPersonalChat(GROUP_CHAT)).toBe(false);
    for (const locale of SUPPORTED_LOCALES) {
      const hint = messages(locale).mentionHint;
      expect(hint).toContain("@");
      expect(lines(CHANNEL, locale)).toContain(hint);
      expect(lines(GROUP_CHAT, locale)).toContain(hint);
      expect(lines(PERSONAL, locale)).not.toContain(hint);
    }
    expect(lines(CHANNEL)).toContain(
      "Here, @mention the bot in your reply, so that Teams passes it on.",
    );
    expect(lines(CHANNEL, "es")).toContain(
      "Aquí, menciona al bot con @ en tu respuesta para que Teams se la haga llegar.",
    );
  });

  it("says a 15-minute question is to be answered within 15 minutes, sent a moment after the ask", () => {
    expect(lines(PERSONAL)).toContain("Please answer within 15 minutes.");
    expect(lines(PERSONAL, "de")).toContain("Bitte antworte innerhalb von 15 Minuten.");
    expect(lines(PERSONAL, "th")).toContain("โปรดตอบภายใน 15 นาที");
    expect(lines(PERSONAL, "es")).toContain("Por favor, responde en un plazo de 15 minutos.");
  });
});
