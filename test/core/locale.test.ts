import { describe, expect, it } from "vitest";
import {
  closedNotice,
  DEFAULT_LOCALE,
  deliveryLine,
  describeTimeLeft,
  type EndedBy,
  formatDuration,
  formatList,
  formatMessage,
  isLocale,
  type Locale,
  meansOther,
  messages,
  parseAskInput,
  pluralize,
  type QuestionRecord,
  type QuestionStatus,
  reminderText,
  resolveLocale,
  SUPPORTED_LOCALES,
  summarize,
  summarizeLocalized,
} from "../../src/core/index.js";
import { parseReply } from "../../src/core/parse-reply.js";
import { deployQuestion } from "../support/prompts.js";

describe("locales", () => {
  it("supports English, German, Thai and Spanish, English by default", () => {
    expect(SUPPORTED_LOCALES).toEqual(["en", "de", "th", "es"]);
    expect(DEFAULT_LOCALE).toBe("en");
  });

  it.each<[unknown, boolean]>([
    ["en", true],
    ["de", true],
    ["th", true],
    ["es", true],
    ["fr", false],
    ["EN", false],
    ["de-DE", false],
    ["es-ES", false],
    [undefined, false],
    [1, false],
  ])("isLocale(%j) is %s", (value, expected) => {
    expect(isLocale(value)).toBe(expected);
  });

  it.each<[string | undefined, Locale]>([
    ["de-AT", "de"],
    ["th_TH", "th"],
    ["es-419", "es"],
    ["ES_mx", "es"],
    [" EN-gb ", "en"],
    ["fr-FR", "en"],
    ["", "en"],
    [undefined, "en"],
  ])("resolveLocale(%j) is %s", (tag, expected) => {
    expect(resolveLocale(tag)).toBe(expected);
  });

  it("falls back to the given locale", () => {
    expect(resolveLocale("fr", "de")).toBe("de");
  });
});

/** Every string of a table by its path, e.g. `clarify.no_such_option` or `minutes.one`. */
function flatten(value: unknown, path = ""): Map<string, string> {
  const result = new Map<string, string>();
  if (typeof value === "string") result.set(path, value);
  else if (value !== null && typeof value === "object")
    for (const [key, inner] of Object.entries(value))
      for (const [innerPath, text] of flatten(inner, path === "" ? key : `${path}.${key}`))
        result.set(innerPath, text);
  return result;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{([a-zA-Z]+)\}/gu)].map((m) => m[1]).sort();

/** A locale's Other word is rejected as an authored label and its skip word skips (SPEC T4). */
function expectReplyWordsWork(locale: Locale): void {
  const strings = messages(locale);
  expect(meansOther(strings.other)).toBe(true);
  const { questions } = parseAskInput({
    questions: [
      deployQuestion({ id: "deploy", question: "Where?", labels: ["Staging", "Production"] }),
    ],
  });
  expect(parseReply(questions, strings.skipWord)).toStrictEqual({ kind: "skip" });
  expect(parseReply(questions, strings.skip)).toStrictEqual({ kind: "skip" });
  expect(parseReply(questions, strings.other)).toMatchObject({ reason: "other_without_text" });
}

describe("strings tables", () => {
  const english = flatten(messages("en"));

  it.each(SUPPORTED_LOCALES)(
    "%s has every string, none empty, with English's placeholders",
    (locale) => {
      const table = flatten(messages(locale));
      expect([...table.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [path, text] of table) {
        expect(text.trim(), path).not.toBe("");
        expect(placeholders(text), path).toEqual(placeholders(english.get(path) ?? ""));
      }
    },
  );

  it.each(["de", "th", "es"] as const)("%s translates the words a human sees", (locale) => {
    const table = flatten(messages(locale));
    const same = [...table].filter(
      ([path, text]) =>
        text === english.get(path) &&
        !/^(quotes|clarifyForQuestion|endedOn|whichPromptItem)/u.test(path),
    );
    expect(same.map(([path]) => path)).toEqual([]);
  });

  it.each(SUPPORTED_LOCALES)(
    "%s: its Other word means Other, its skip word skips",
    expectReplyWordsWork,
  );
});

describe("formatting helpers", () => {
  it("fills placeholders and leaves unknown ones as written", () => {
    expect(formatMessage("{a} and {b} but {c}", { a: 1, b: "two" })).toBe("1 and two but {c}");
    expect(formatMessage("{constructor}", {})).toBe("{constructor}");
  });

  it.each<[Locale, number, string]>([
    ["en", 1, "1 minute"],
    ["en", 2, "2 minutes"],
    ["en", 0, "0 minutes"],
    ["de", 1, "1 Minute"],
    ["de", 15, "15 Minuten"],
    ["th", 1, "1 นาที"],
    ["th", 15, "15 นาที"],
    ["es", 1, "1 minuto"],
    ["es", 15, "15 minutos"],
    ["es", 0, "0 minutos"],
  ])("pluralizes in %s: %d", (locale, count, expected) => {
    expect(pluralize(locale, messages(locale).minutes, count)).toBe(expected);
  });

  it.each<[Locale, string]>([
    ["en", "1, 2 and 3"],
    ["de", "1, 2 und 3"],
    ["th", "1, 2 และ 3"],
    ["es", "1, 2 y 3"],
  ])("lists in %s", (locale, expected) => {
    expect(formatList(locale, ["1", "2", "3"])).toBe(expected);
  });

  it.each<[string[], "and" | "or", string]>([
    [["Lint", "Integración"], "and", "Lint e Integración"],
    [["Lint", "“Integración”"], "and", "Lint e “Integración”"],
    [["Lint", "Hilos"], "and", "Lint e Hilos"],
    [["Agua", "hielo"], "and", "Agua y hielo"],
    [["Lint", "Build"], "and", "Lint y Build"],
    [["Staging", "Otro"], "or", "Staging u Otro"],
    [["Staging", "Hoy"], "or", "Staging u Hoy"],
    [["1", "2", "3"], "or", "1, 2 o 3"],
  ])("joins %j with Spanish's e/u before an i or o sound", (items, joiner, expected) => {
    expect(formatList("es", items, joiner)).toBe(expected);
    expect(formatList("en", ["Lint", "Integration"], "and")).toBe("Lint and Integration");
  });

  it.each<[Locale, number, string]>([
    ["en", 245_000, "4 minutes 5 seconds left"],
    ["en", 60_000, "1 minute left"],
    ["en", 1_000, "1 second left"],
    ["en", 1_500, "2 seconds left"],
    ["en", 0, "0 seconds left"],
    ["en", -5_000, "0 seconds left"],
    ["en", 3_600_000, "60 minutes left"],
    ["de", 245_000, "noch 4 Minuten 5 Sekunden"],
    ["de", 61_000, "noch 1 Minute 1 Sekunde"],
    ["th", 245_000, "เหลือเวลา 4 นาที 5 วินาที"],
    ["es", 245_000, "tiempo restante: 4 minutos 5 segundos"],
    ["es", 61_000, "tiempo restante: 1 minuto 1 segundo"],
  ])("describes the time left in %s for %d ms", (locale, milliseconds, expected) => {
    expect(describeTimeLeft(locale, milliseconds)).toBe(expected);
  });

  it("formats a duration in whole seconds", () => {
    expect(formatDuration("en", 90.9)).toBe("1 minute 30 seconds");
    expect(formatDuration("de", 120)).toBe("2 Minuten");
    expect(formatDuration("es", 120)).toBe("2 minutos");
  });
});

describe("summarizeLocalized", () => {
  const { questions } = parseAskInput({
    questions: [deployQuestion({ id: "deploy", question: "Where?" })],
  });
  const record = (status: QuestionStatus, endedBy?: EndedBy): QuestionRecord => ({
    id: "q1",
    sessionId: "s1",
    status,
    questions,
    timeoutSeconds: 900,
    createdAt: "2025-06-02T09:00:00.000Z",
    expiresAt: "2025-06-02T09:15:00.000Z",
    ...(endedBy ? { endedBy } : {}),
    ...(status === "answered" ? { answers: { deploy: ["Staging (Recommended)"] } } : {}),
  });
  const human: EndedBy = { kind: "human", surface: "telegram" };

  it.each<[QuestionStatus, EndedBy | undefined, Record<Locale, string[]>]>([
    [
      "answered",
      human,
      {
        en: ["Deploy: Staging"],
        de: ["Deploy: Staging"],
        th: ["Deploy: Staging"],
        es: ["Deploy: Staging"],
      },
    ],
    ["skipped", human, { en: ["Skipped"], de: ["Übersprungen"], th: ["ข้ามแล้ว"], es: ["Omitida"] }],
    [
      "expired",
      { kind: "timeout" },
      { en: ["Expired"], de: ["Abgelaufen"], th: ["หมดเวลาแล้ว"], es: ["Expirada"] },
    ],
    [
      "cancelled",
      { kind: "abort" },
      { en: ["Cancelled"], de: ["Abgebrochen"], th: ["ยกเลิกแล้ว"], es: ["Cancelada"] },
    ],
    ["pending", undefined, { en: [], de: [], th: [], es: [] }],
  ])("words a %s question in every language", (status, endedBy, expected) => {
    for (const locale of SUPPORTED_LOCALES)
      expect(summarizeLocalized(record(status, endedBy), locale)).toEqual(expected[locale]);
    // The English summary is the one every caller already relies on.
    expect(summarize(record(status, endedBy))).toEqual(expected.en);
  });
});

describe("Spanish on the channels' own lines", () => {
  const { questions } = parseAskInput({
    questions: [deployQuestion({ id: "deploy", question: "Where?" })],
  });
  const pending: QuestionRecord = {
    id: "q1",
    sessionId: "s1",
    status: "pending",
    questions,
    timeoutSeconds: 900,
    createdAt: "2025-06-02T09:00:00.000Z",
    expiresAt: "2025-06-02T09:15:00.000Z",
  };

  it("reminds with the headers and the time left", () => {
    const now = Date.parse("2025-06-02T09:10:00.000Z");
    expect(reminderText(pending, "es", "plain", now)).toBe(
      "⏰ Recordatorio: Deploy sigue esperando tu respuesta (tiempo restante: 5 minutos).",
    );
    expect(reminderText(pending, "es", "telegram-html", now)).toBe(
      "⏰ Recordatorio: <b>Deploy</b> sigue esperando tu respuesta (tiempo restante: 5 minutos).",
    );
  });

  it("names where a prompt or a reminder was shown", () => {
    const entry = { questionId: "q1", sessionId: "s1", at: pending.createdAt } as const;
    expect(deliveryLine({ ...entry, channel: "slack", kind: "prompt" }, "es")).toBe(
      "Mostrada en Slack",
    );
    expect(deliveryLine({ ...entry, channel: "email", kind: "reminder" }, "es")).toBe(
      "⏰ Recordatorio enviado por correo electrónico",
    );
    expect(deliveryLine({ ...entry, channel: "push", kind: "prompt" }, "es")).toBe(
      "Mostrada como notificación en el teléfono",
    );
  });

  it("tells a late reply that the question is closed, and how it ended", () => {
    const expired: QuestionRecord = {
      ...pending,
      status: "expired",
      endedAt: pending.expiresAt,
      endedBy: { kind: "timeout" },
    };
    expect(closedNotice(expired, "es")).toMatch(/^Esta pregunta está cerrada \(Expirada.*\)\.$/u);
    expect(closedNotice(pending, "es")).toBe("Esta pregunta ya no está abierta.");
  });
});
