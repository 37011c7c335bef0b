import { describe, expect, it } from "vitest";
import { askedPayload } from "../../../src/channels/push/push-payload.js";
import { pendingRecord } from "../../support/question-records.js";

const graphemes = (text: string) =>
  [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)].length;

describe("the notification of a question", () => {
  it("speaks the session's language, counting the time left from now", () => {
    const record = pendingRecord({ sessionId: "ops/เว็บ #1" });
    const fiveMinutesLeft = Date.parse(record.expiresAt) - 300_000;
    const payload = askedPayload(record, "th", fiveMinutesLeft);
    expect(payload).toMatchObject({
      lang: "th",
      url: "#/sessions/ops%2F%E0%B9%80%E0%B8%A7%E0%B9%87%E0%B8%9A%20%231",
      body: "Where should this deploy?\nโปรดตอบภายใน 5 นาที",
    });
  });

  it("gives a 15-minute question's 15 minutes, sent a few seconds after the ask", () => {
    const record = pendingRecord();
    const sentAt = Date.parse(record.createdAt) + 2_300;
    expect(askedPayload(record, "en", sentAt)).toMatchObject({
      body: "Where should this deploy?\nPlease answer within 15 minutes.",
    });
    expect(askedPayload(record, "de", sentAt)).toMatchObject({
      body: "Where should this deploy?\nBitte antworte innerhalb von 15 Minuten.",
    });
  });

  it("speaks Spanish: the time to answer and, without answer buttons, how to answer", () => {
    const record = pendingRecord({
      questions: [
        {
          id: "region",
          header: "Región",
          question: "¿En qué región?",
          options: [{ label: "EU" }, { label: "US" }, { label: "Asia" }],
          multiSelect: false,
        },
      ],
    });
    const payload = askedPayload(record, "es", Date.parse(record.createdAt) + 2_300);
    expect(payload).toMatchObject({
      lang: "es",
      title: "Región",
      body: "¿En qué región?\nPor favor, responde en un plazo de 15 minutos.\nToca para responder.",
    });
    expect(payload).not.toHaveProperty("actions");
  });

  it("cuts long words whole and marks the cut, so the payload fits a push message", () => {
    const thai = "ให้ปรับใช้ที่ไหนดี ".repeat(200);
    const record = pendingRecord({
      questions: [
        {
          id: "q",
          header: "เว็บ".repeat(30),
          question: thai,
          options: [{ label: "ก".repeat(60) }, { label: "Production" }],
          multiSelect: false,
        },
      ],
    });
    const payload = askedPayload(record, "th", Date.parse(record.createdAt));
    if (payload.type !== "asked") throw new Error("not asked");
    expect(payload.body.endsWith("…")).toBe(true);
    expect(graphemes(payload.body)).toBeGreaterThan(500);
    // Thai clusters stay whole: no mark left without its consonant.
    expect(payload.body).not.toMatch(/^[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/u);
    expect(graphemes(payload.title)).toBeLessThanOrEqual(80);
    expect(payload.actions?.[0]?.title).toMatch(/^ก+…$/);
    // The button still answers with the full label.
    expect(payload.actions?.[0]?.answer.answers).toEqual({ q: ["ก".repeat(60)] });
    expect(new TextEncoder().encode(JSON.stringify(payload)).length).toBeLessThanOrEqual(3600);
  });
});
