import { describe, expect, it } from "vitest";
import {
  type EndedBy,
  type EndingSummary,
  formatTime,
  type Locale,
  parseAskInput,
  type QuestionRecord,
  type QuestionStatus,
  SUPPORTED_LOCALES,
  summarizeEnding,
} from "../../src/core/index.js";
import { checksQuestion, deployQuestion } from "../support/prompts.js";

// SPEC L7, C6: every surface shows how a question ended, with the answer, who and where.

const { questions } = parseAskInput({
  questions: [
    deployQuestion({ id: "deploy" }),
    checksQuestion({ labels: ["Lint", "Unit tests", "Build"] }),
  ],
});

const ENDED_AT = "2030-01-01T14:02:00.000Z";

function record(status: QuestionStatus, endedBy?: EndedBy, endedAt = ENDED_AT): QuestionRecord {
  return {
    id: "q1",
    sessionId: "s1",
    status,
    questions,
    timeoutSeconds: 900,
    createdAt: "2030-01-01T14:00:00.000Z",
    expiresAt: "2030-01-01T14:15:00.000Z",
    ...(status === "pending" ? {} : { endedAt }),
    ...(endedBy ? { endedBy } : {}),
    ...(status === "answered"
      ? { answers: { deploy: ["Staging (Recommended)"], checks: ["Lint", "Build"] } }
      : {}),
  };
}

/** A viewer's clock that reads every time as 14:02, so the words are what is tested. */
const summary = (ended: QuestionRecord, locale: Locale) =>
  summarizeEnding(ended, { locale, formatTime: (iso) => (iso === ENDED_AT ? "14:02" : "?") });

const ANSWER_LINES = ["Deploy: Staging", "Checks: Lint, Build"];

describe("summarizeEnding", () => {
  it.each<[string, QuestionRecord, Record<Locale, EndingSummary>]>([
    [
      "an answer on Slack by a user",
      record("answered", { kind: "human", surface: "slack", userId: "U0123" }),
      {
        en: { answers: ANSWER_LINES, outcome: "Answered on Slack by U0123 at 14:02" },
        de: { answers: ANSWER_LINES, outcome: "Beantwortet auf Slack von U0123 um 14:02" },
        th: { answers: ANSWER_LINES, outcome: "ตอบแล้ว ทาง Slack โดย U0123 เวลา 14:02" },
        es: { answers: ANSWER_LINES, outcome: "Respondida en Slack por U0123 a las 14:02" },
      },
    ],
    [
      "an answer in the Control UI",
      record("answered", { kind: "human", surface: "web" }),
      {
        en: { answers: ANSWER_LINES, outcome: "Answered in the Control UI at 14:02" },
        de: { answers: ANSWER_LINES, outcome: "Beantwortet in der Control UI um 14:02" },
        th: { answers: ANSWER_LINES, outcome: "ตอบแล้ว ทาง Control UI เวลา 14:02" },
        es: { answers: ANSWER_LINES, outcome: "Respondida en la Control UI a las 14:02" },
      },
    ],
    [
      "an answer over the API",
      record("answered", { kind: "human", surface: "api", userId: "ci-bot" }),
      {
        en: { answers: ANSWER_LINES, outcome: "Answered over the API by ci-bot at 14:02" },
        de: { answers: ANSWER_LINES, outcome: "Beantwortet über die API von ci-bot um 14:02" },
        th: { answers: ANSWER_LINES, outcome: "ตอบแล้ว ทาง API โดย ci-bot เวลา 14:02" },
        es: {
          answers: ANSWER_LINES,
          outcome: "Respondida a través de la API por ci-bot a las 14:02",
        },
      },
    ],
    [
      "an answer on a surface with no name of its own",
      record("answered", { kind: "human", surface: "matrix", userId: "@ann:example.org" }),
      {
        en: { answers: ANSWER_LINES, outcome: "Answered on matrix by @ann:example.org at 14:02" },
        de: {
          answers: ANSWER_LINES,
          outcome: "Beantwortet über matrix von @ann:example.org um 14:02",
        },
        th: { answers: ANSWER_LINES, outcome: "ตอบแล้ว ทาง matrix โดย @ann:example.org เวลา 14:02" },
        es: {
          answers: ANSWER_LINES,
          outcome: "Respondida en matrix por @ann:example.org a las 14:02",
        },
      },
    ],
    [
      "a skip in the terminal",
      record("skipped", { kind: "human", surface: "terminal", userId: "ann" }),
      {
        en: { answers: [], outcome: "Skipped in the terminal by ann at 14:02" },
        de: { answers: [], outcome: "Übersprungen im Terminal von ann um 14:02" },
        th: { answers: [], outcome: "ข้ามแล้ว ทางเทอร์มินัล โดย ann เวลา 14:02" },
        es: { answers: [], outcome: "Omitida en el terminal por ann a las 14:02" },
      },
    ],
    [
      "a skip on Discord by no one named",
      record("skipped", { kind: "human", surface: "discord" }),
      {
        en: { answers: [], outcome: "Skipped on Discord at 14:02" },
        de: { answers: [], outcome: "Übersprungen auf Discord um 14:02" },
        th: { answers: [], outcome: "ข้ามแล้ว ทาง Discord เวลา 14:02" },
        es: { answers: [], outcome: "Omitida en Discord a las 14:02" },
      },
    ],
    [
      "the deadline",
      record("expired", { kind: "timeout" }),
      {
        en: { answers: [], outcome: "Expired at 14:02" },
        de: { answers: [], outcome: "Abgelaufen um 14:02" },
        th: { answers: [], outcome: "หมดเวลาแล้ว เวลา 14:02" },
        es: { answers: [], outcome: "Expirada a las 14:02" },
      },
    ],
    [
      "the agent's cancel over the API",
      record("cancelled", { kind: "cancel", surface: "api" }),
      {
        en: { answers: [], outcome: "Cancelled by the agent at 14:02" },
        de: { answers: [], outcome: "Vom Agenten abgebrochen um 14:02" },
        th: { answers: [], outcome: "เอเจนต์ยกเลิกแล้ว เวลา 14:02" },
        es: { answers: [], outcome: "Cancelada por el agente a las 14:02" },
      },
    ],
    [
      "a cancel on another surface",
      record("cancelled", { kind: "cancel", surface: "telegram" }),
      {
        en: { answers: [], outcome: "Cancelled on Telegram at 14:02" },
        de: { answers: [], outcome: "Abgebrochen auf Telegram um 14:02" },
        th: { answers: [], outcome: "ยกเลิกแล้ว ทาง Telegram เวลา 14:02" },
        es: { answers: [], outcome: "Cancelada en Telegram a las 14:02" },
      },
    ],
    [
      "an aborted agent run",
      record("cancelled", { kind: "abort" }),
      {
        en: { answers: [], outcome: "Cancelled: the agent stopped waiting at 14:02" },
        de: { answers: [], outcome: "Abgebrochen: Der Agent wartet nicht mehr um 14:02" },
        th: { answers: [], outcome: "ยกเลิกแล้ว: เอเจนต์ไม่รอคำตอบแล้ว เวลา 14:02" },
        es: { answers: [], outcome: "Cancelada: el agente dejó de esperar a las 14:02" },
      },
    ],
    [
      "a prompt no channel could show",
      record("delivery_failed", { kind: "delivery", detail: "telegram: 403" }),
      {
        en: { answers: [], outcome: "Could not be delivered at 14:02" },
        de: { answers: [], outcome: "Konnte nicht zugestellt werden um 14:02" },
        th: { answers: [], outcome: "ส่งคำถามไม่สำเร็จ เวลา 14:02" },
        es: { answers: [], outcome: "No se pudo entregar a las 14:02" },
      },
    ],
  ])("says who ended it, where and when: %s", (_, ended, expected) => {
    for (const locale of SUPPORTED_LOCALES)
      expect(summary(ended, locale)).toStrictEqual(expected[locale]);
  });

  it("is undefined while the question is pending", () => {
    expect(summary(record("pending"), "en")).toBeUndefined();
  });

  it("leaves out what the record does not say: no user, no time, no who", () => {
    const { endedAt: _, ...untimed } = record("answered", { kind: "human", surface: "slack" });
    expect(summary(untimed, "en")?.outcome).toBe("Answered on Slack");
    expect(summary(record("answered"), "de")?.outcome).toBe("Beantwortet um 14:02");
    expect(summary(record("cancelled"), "en")?.outcome).toBe("Cancelled at 14:02");
  });
});

describe("formatTime", () => {
  const at = (iso: string, now: string, locale = "en-GB") =>
    formatTime(iso, { locale, now: new Date(now) });

  it("shows the time of day today, and the day too otherwise", () => {
    const today = at(ENDED_AT, ENDED_AT);
    expect(today).toMatch(/^\d\d:\d\d$/);
    const earlier = at(ENDED_AT, "2030-01-05T12:00:00.000Z");
    expect(earlier).toContain(today);
    expect(earlier).toMatch(/Jan/);
    expect(at(ENDED_AT, "2030-01-05T12:00:00.000Z", "de")).toMatch(/Jan\./);
    expect(at(ENDED_AT, "2030-01-05T12:00:00.000Z", "es")).toMatch(/ene/);
  });

  it("is empty for a time it cannot read", () => {
    expect(formatTime("not a time")).toBe("");
  });
});
