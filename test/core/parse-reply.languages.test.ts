import { describe, expect, it } from "vitest";
import {
  type AnswerMap,
  meansOther,
  messages,
  normalizeForMatch,
  parseAskInput,
  type Question,
} from "../../src/core/index.js";
import { parseReply } from "../../src/core/parse-reply.js";
import type { ReplyLanguage } from "../../src/core/reply-language.js";
import { REPLY_LANGUAGES } from "../../src/core/reply-languages/index.js";

/**
 * The parser's words per language (`src/core/reply-languages/`): every language has every kind
 * of word it has at all, and Spanish replies read as Spanish speakers write them.
 */

type WordKind = Exclude<keyof ReplyLanguage, "code">;

/**
 * Kinds of word a language has none of, each with the reason. Anything not listed here must
 * have words, so a language added without, say, its hedges fails.
 */
const NONE: Readonly<Record<string, Partial<Record<WordKind, string>>>> = {
  en: {
    noneWords: `not listed yet (“none”): this change adds Spanish only`,
    courtesyParticles: "English politeness is words with spaces (courtesyAfter)",
    politeYes: "English has no particle that alone says yes",
    counterWords: "English counts without classifiers",
    placeMarkers: "English marks places with ordinals, not after a classifier",
    ordinalEndings: "English ordinals are listed whole",
    plainSpellings: "English has no letters keyboards lack",
  },
  de: {
    noneWords: `not listed yet (“keine”): this change adds Spanish only`,
    courtesyParticles: "German politeness is words with spaces (courtesyAfter)",
    politeYes: "German has no particle that alone says yes",
    counterWords: "German counts without classifiers",
    placeMarkers: "German marks places with ordinals, not after a classifier",
  },
  th: {
    noneWords: `not listed yet (“ไม่เอาสักอัน”): this change adds Spanish only`,
    courtesyBefore: "Thai politeness is particles after the answer (courtesyParticles)",
    courtesyAfter: "Thai politeness is particles after the answer (courtesyParticles)",
    ordinalEndings: "Thai ordinals are a classifier, ที่ and a number (placeMarkers)",
    bothWords: "Thai says both as ทั้งคู่, a whole reply (bothPhrases), not a count",
    articles: "Thai has no articles",
    ordinalNouns: "Thai puts the classifier before the place (counterWords)",
    numberPrefixes: "Thai puts a classifier before a number (counterWords)",
    countNouns: "Thai counts with classifiers (counterWords)",
    abbreviations: "no common Thai short forms of label words yet",
    plainSpellings: "Thai loanword endings are a rule in label-likeness.ts, not letters",
  },
  es: {
    courtesyParticles: "Spanish politeness is words with spaces (courtesyAfter)",
    politeYes: "Spanish has no particle that alone says yes",
    counterWords: "Spanish counts without classifiers",
    placeMarkers: "Spanish marks places with ordinals, not after a classifier",
  },
};

function sizeOf(words: ReplyLanguage[WordKind]): number {
  return Array.isArray(words) ? words.length : Object.keys(words).length;
}

describe("reply languages", () => {
  it("are en, de, th and es, each once", () => {
    expect(REPLY_LANGUAGES.map((language) => language.code)).toEqual(["en", "de", "th", "es"]);
  });

  it.each(REPLY_LANGUAGES.map((language) => [language.code, language] as const))(
    "%s has every kind of word it has at all",
    (code, language) => {
      const none = NONE[code] ?? {};
      for (const kind of Object.keys(language) as (keyof ReplyLanguage)[]) {
        if (kind === "code") continue;
        if (none[kind] === undefined)
          expect(sizeOf(language[kind]), `${code}.${kind}`).toBeGreaterThan(0);
        else expect(sizeOf(language[kind]), `${code}.${kind}: ${none[kind]}`).toBe(0);
      }
    },
  );

  it.each(REPLY_LANGUAGES.map((language) => [language.code, language] as const))(
    "%s writes its words as replies are compared (lowercase, NFKC)",
    (code, language) => {
      for (const [kind, words] of Object.entries(language)) {
        // The reading words are folded as they are loaded (`foldForTokens`): written as typed.
        if (kind === "code" || kind === "plainSpellings" || kind === "reading") continue;
        const list = Array.isArray(words) ? words : Object.keys(words);
        for (const word of list) expect(normalizeForMatch(word), `${code}.${kind}`).toBe(word);
      }
    },
  );

  it.each(REPLY_LANGUAGES.map((language) => [language.code, language] as const))(
    "%s has every kind of reading word",
    (code, language) => {
      for (const [kind, words] of Object.entries(language.reading)) {
        const list = Array.isArray(words) ? words : Object.values(words).flat();
        expect(list.length, `${code}.reading.${kind}`).toBeGreaterThan(0);
      }
      expect(language.reading.weekdays, `${code} weekdays`).toHaveLength(7);
      expect(language.reading.months, `${code} months`).toHaveLength(12);
    },
  );

  it("reads Spanish replies without their accents as well as with them", () => {
    const [es] = REPLY_LANGUAGES.filter((language) => language.code === "es");
    const words = new Set(
      Object.values(es ?? {}).flatMap((value) => (Array.isArray(value) ? value : [])),
    );
    for (const word of words) {
      const plain = word
        .normalize("NFD")
        .replace(/[\u0301]/gu, "")
        .normalize("NFC");
      // Ordinal stems and the like are listed both ways in tables; lists carry both spellings.
      if (plain !== word) expect(words.has(plain), word).toBe(true);
    }
  });
});

function ask(labels: readonly string[], multiSelect = false): Question[] {
  return parseAskInput({
    questions: [
      {
        id: "q",
        header: "Pregunta",
        question: "¿Cuál?",
        options: labels.map((label) => ({ label })),
        ...(multiSelect ? { multiSelect } : {}),
      },
    ],
  }).questions;
}

function answers(labels: readonly string[]): { kind: "answers"; answers: AnswerMap } {
  return { kind: "answers", answers: { q: [...labels] } };
}

const instrument = ask(["Piano", "Guitarra", "Violín", "Batería"]);
const yesNo = ask(["Sí", "No"]);
const approval = ask(["Aprobar", "Rechazar"]);
const tasks = ask(
  ["Podar el limonero", "Abonar los rosales", "Cortar el césped", "Limpiar el estanque"],
  true,
);

describe("parseReply: Spanish replies", () => {
  it.each(["omitir", "Omitir", "sáltalo", "saltalo", "sáltate esta", "paso", "omitir, por favor"])(
    "skips on %j",
    (reply) => {
      expect(parseReply(instrument, reply, { locale: "es" })).toStrictEqual({ kind: "skip" });
    },
  );

  it.each([
    ["dos", "Guitarra"],
    ["la dos", "Guitarra"],
    ["la opción 2", "Guitarra"],
    ["opción tres", "Violín"],
  ])("reads the number word in %j", (reply, label) => {
    expect(parseReply(instrument, reply)).toStrictEqual(answers([label]));
  });

  it.each([
    ["la tercera", "Violín"],
    ["el primero", "Piano"],
    ["la segunda opción", "Guitarra"],
    ["la última", "Batería"],
    ["la ultima", "Batería"],
    ["2ª", "Guitarra"],
  ])("reads the ordinal in %j", (reply, label) => {
    expect(parseReply(instrument, reply)).toStrictEqual(answers([label]));
  });

  it.each([
    ["sí", "Sí"],
    ["si", "Sí"],
    ["¡Sí!", "Sí"],
    ["vale", "Sí"],
    ["dale", "Sí"],
    ["claro que sí", "Sí"],
    ["sí, claro", "Sí"],
    ["no", "No"],
    ["mejor no", "No"],
    ["ni de broma", "No"],
    ["para nada", "No"],
  ])("reads the yes or no in %j against Sí/No", (reply, label) => {
    expect(parseReply(yesNo, reply)).toStrictEqual(answers([label]));
  });

  it.each([
    ["de acuerdo", "Aprobar"],
    ["venga", "Aprobar"],
    ["ni hablar", "Rechazar"],
  ])("reads the yes or no in %j against Aprobar/Rechazar", (reply, label) => {
    expect(parseReply(approval, reply)).toStrictEqual(answers([label]));
  });

  it.each<[string, Question[]]>([
    ["quizás la 2", instrument],
    ["tal vez el piano", instrument],
    ["me da igual", instrument],
    ["cualquiera", instrument],
    ["no sé, piano o guitarra", instrument],
    ["la 2 si hay plazas", instrument],
    ["sí, siempre que sea por la tarde", yesNo],
    ["ninguna", tasks],
    ["ninguna de esas, queremos algo sencillo", tasks],
  ])("picks nothing for the hedge or condition in %j", (reply, questions) => {
    const result = parseReply(questions, reply);
    const labels = questions[0]?.options.map((option) => option.label) ?? [];
    if (result.kind === "answers")
      expect(result.answers.q?.some((value) => labels.includes(value))).toBe(false);
    else expect(result.kind).toBe("clarify");
  });

  it.each(["no el piano", "nada de batería", "menos la guitarra"])(
    "rules out the option negated in %j, and asks which one then",
    (reply) => {
      expect(parseReply(instrument, reply)).toMatchObject({ kind: "clarify", reason: "negated" });
    },
  );

  it.each([
    ["todas menos la última", ["Podar el limonero", "Abonar los rosales", "Cortar el césped"]],
    [
      "todas menos podar el limonero",
      ["Abonar los rosales", "Cortar el césped", "Limpiar el estanque"],
    ],
    ["todo excepto la 2", ["Podar el limonero", "Cortar el césped", "Limpiar el estanque"]],
  ])("takes every option but those named in %j", (reply, labels) => {
    expect(parseReply(tasks, reply)).toStrictEqual(answers(labels));
  });

  it.each([
    ["1, 3 y 4", ["Podar el limonero", "Cortar el césped", "Limpiar el estanque"]],
    ["la 1 y la 2", ["Podar el limonero", "Abonar los rosales"]],
    [
      "todas",
      ["Podar el limonero", "Abonar los rosales", "Cortar el césped", "Limpiar el estanque"],
    ],
    ["las dos primeras", ["Podar el limonero", "Abonar los rosales"]],
    ["las primeras dos", ["Podar el limonero", "Abonar los rosales"]],
    ["de la 2 a la 4", ["Abonar los rosales", "Cortar el césped", "Limpiar el estanque"]],
  ])("reads the list or quantity %j on a multi-select", (reply, labels) => {
    expect(parseReply(tasks, reply)).toStrictEqual(answers(labels));
  });

  it.each(["lo que recomiendes", "la recomendada", "tu recomendación"])(
    "takes the recommended option for %j",
    (reply) => {
      const questions = ask(["Piano", "Guitarra (Recommended)", "Violín"]);
      expect(parseReply(questions, reply)).toStrictEqual(answers(["Guitarra (Recommended)"]));
    },
  );

  it("reads a line keyed “pregunta 2:”", () => {
    const questions = parseAskInput({
      questions: [
        {
          id: "instrumento",
          header: "Instrumento",
          question: "¿Cuál?",
          options: [{ label: "Piano" }, { label: "Guitarra" }],
        },
        {
          id: "horario",
          header: "Horario",
          question: "¿Cuándo?",
          options: [{ label: "Lunes" }, { label: "Viernes" }],
        },
      ],
    }).questions;
    expect(parseReply(questions, "pregunta 2: viernes\npregunta 1: la 1")).toStrictEqual({
      kind: "answers",
      answers: { instrumento: ["Piano"], horario: ["Viernes"] },
    });
  });

  it("asks which one when a reply gives alternatives: “piano o violín”", () => {
    expect(parseReply(instrument, "piano o violín")).toMatchObject({
      kind: "clarify",
      reason: "several_choices",
    });
  });

  it("knows the Spanish prompt's own words: its Skip skips and its Other means Other", () => {
    const strings = messages("es");
    expect(meansOther(strings.other)).toBe(true);
    expect(meansOther(strings.otherButton)).toBe(true);
    expect(parseReply(instrument, strings.skipWord)).toStrictEqual({ kind: "skip" });
    expect(parseReply(instrument, strings.skip)).toStrictEqual({ kind: "skip" });
    expect(parseReply(instrument, strings.other)).toMatchObject({ reason: "other_without_text" });
  });
});
