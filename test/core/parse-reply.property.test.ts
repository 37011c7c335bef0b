import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AskUserError,
  CLARIFY_REASONS,
  type Locale,
  normalizeForMatch,
  parseAskInput,
  type Question,
  SUPPORTED_LOCALES,
  validateAnswers,
} from "../../src/core/index.js";
import { parseReply } from "../../src/core/parse-reply.js";

const RUNS = 3000;

/** Labels that tempt the parser: numbers, separators, skip words, markers, Thai, markup. */
const LABELS = [
  "Staging (Recommended)",
  "Staging",
  "Production",
  "Lint",
  "Unit tests",
  "Build",
  "3",
  "5",
  "10",
  "2.",
  "Lint, format",
  "Docs and guides",
  "CI/CD",
  "Skip",
  "pass",
  "all",
  "Produktion",
  "Unit-Tests",
  "สเตจจิ้ง (Recommended)",
  "ลินต์และบิลด์",
  "ข้าม",
  "*bold* _x_",
  "a & b",
  "Q2: yes",
  "deploy",
  "Yes",
  "No",
  "Ja",
  "Nein",
  "ใช่",
  "ไม่ใช่",
  "Canary",
  "us-west-2",
  "us-east-1",
  "Not now",
  "Sí",
  "Rechazar",
  "Violín",
  "Corazón de buey",
];

/** Pieces replies are made of: numbers, separators, keys, words the parser knows. */
const TOKENS = [
  "1",
  "2",
  "3",
  "5",
  "0",
  "๒",
  "２",
  "#2",
  "(3)",
  "2.",
  "option 2",
  "ข้อ 1",
  ",",
  ", ",
  ";",
  "/",
  " / ",
  " and ",
  " und ",
  "และ",
  " & ",
  " or ",
  "\n",
  "\r\n",
  " ",
  ":",
  "skip",
  "überspringen",
  "ข้าม",
  "Other",
  "Other: ",
  "Sonstiges: ",
  "all",
  "please",
  "ครับ",
  "(Recommended)",
  "deploy: ",
  "checks: ",
  "q_2: ",
  "1: ",
  "2: ",
  "Q3: ",
  "Frage 1: ",
  "Header: ",
  "https://x.example/1/2",
  "10:30",
  "\u200b",
  "…",
  // Replies as people chat: places and number words, wrappers, yes/no, corrections,
  // negations, hedges, conditions, quantities.
  "the third one",
  "second",
  "option three",
  "die dritte",
  "อันที่สาม",
  "let's do ",
  "I'll take ",
  "เอา",
  "yup",
  "nah",
  "✅",
  "❌",
  "ค่ะ",
  "นะ",
  "actually ",
  " no ",
  "wait, make it ",
  "ไม่สิ",
  "not ",
  "nicht ",
  "ไม่เอา",
  "anything but ",
  "maybe ",
  "vielleicht ",
  "if ",
  "all three",
  "everything except ",
  "alle außer ",
  "2-3",
  " through ",
  "the first two",
  "both ",
  "only ",
  "forget it",
  "don't know, ",
  "your recommendation",
  "Prodcution",
  "us-west",
  // Spanish, with and without accents.
  "omitir",
  "sáltalo",
  " y ",
  " o ",
  "la tercera",
  "la 2",
  "opción 2",
  "dos",
  "sí",
  "si ",
  "ni de broma",
  "quizás ",
  "no sé, ",
  "todas menos ",
  "las dos primeras",
  "de la 2 a la 4",
  "bueno no, mejor ",
  "Otro: ",
  "gracias",
  "corazon de buey",
  ...LABELS,
];

const labelArbitrary = fc.oneof(
  fc.constantFrom(...LABELS),
  fc.string({ minLength: 1, maxLength: 12 }),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 8 }),
);

const questionArbitrary = (index: number) =>
  fc.record({
    id: fc.constantFrom(["deploy", "checks", "q_2"][index] ?? "other_question"),
    header: fc.constantFrom("Deploy", "Checks", "Header", "Setup", "ปลายทาง"),
    question: fc.constant("Which one?"),
    options: fc
      .uniqueArray(labelArbitrary, {
        minLength: 2,
        maxLength: 4,
        selector: (label) => label.trim().toLowerCase(),
      })
      .map((labels) => labels.map((label) => ({ label }))),
    multiSelect: fc.boolean(),
  });

/** Prompts the gateway would accept (1-3 questions), as it stores them. */
const questionsArbitrary = fc
  .integer({ min: 1, max: 3 })
  .chain((count) =>
    fc.tuple(...Array.from({ length: count }, (_, index) => questionArbitrary(index))),
  )
  .map((questions): Question[] | undefined => {
    try {
      return parseAskInput({ questions }).questions;
    } catch (error) {
      if (error instanceof AskUserError) return undefined;
      throw error;
    }
  })
  .filter((questions): questions is Question[] => questions !== undefined);

const replyArbitrary = fc.oneof(
  fc.array(fc.constantFrom(...TOKENS), { maxLength: 12 }).map((tokens) => tokens.join("")),
  fc
    .array(fc.oneof(fc.constantFrom(...TOKENS), fc.string({ unit: "binary", maxLength: 6 })), {
      maxLength: 10,
    })
    .map((tokens) => tokens.join("")),
  fc.string({ unit: "binary", maxLength: 40 }),
);

const localeArbitrary = fc.constantFrom<Locale>(...SUPPORTED_LOCALES);

describe("parseReply: properties", () => {
  it("never throws, and answers only with option labels or text the human wrote", () => {
    fc.assert(
      fc.property(
        questionsArbitrary,
        replyArbitrary,
        localeArbitrary,
        (questions, reply, locale) => {
          const result = parseReply(questions, reply, { locale });
          switch (result.kind) {
            case "skip":
              return;
            case "clarify": {
              expect(CLARIFY_REASONS).toContain(result.reason);
              expect(result.message.trim()).not.toBe("");
              // No placeholder left unfilled; labels and headers may hold braces themselves.
              let rest = result.message;
              for (const question of questions)
                for (const text of [question.header, ...question.options.map((o) => o.label)])
                  rest = rest.split(text).join("");
              expect(rest.split(reply).join("")).not.toMatch(/\{[a-zA-Z]+\}/u);
              return;
            }
            case "answers": {
              expect(Object.keys(result.answers).sort()).toEqual(questions.map((q) => q.id).sort());
              for (const question of questions) {
                const values = result.answers[question.id] ?? [];
                expect(values.length).toBeGreaterThan(0);
                if (!question.multiSelect) expect(values).toHaveLength(1);
                for (const value of values) {
                  const isLabel = question.options.some((option) => option.label === value);
                  if (!isLabel) {
                    expect(reply.trim()).toContain(value);
                    expect(value).toBe(value.trim());
                    expect(value).not.toBe("");
                  }
                }
              }
              // What the parser gives, the gateway accepts as it is.
              const validated = validateAnswers(questions, result.answers);
              expect(validated).toStrictEqual({ ok: true, value: result.answers });
            }
          }
        },
      ),
      { numRuns: RUNS },
    );
    // 3,000 replies: seconds alone, longer beside the parallel run's other files.
  }, 60_000);

  it("reads a reply the same in every locale; only the clarification's words differ", () => {
    fc.assert(
      fc.property(questionsArbitrary, replyArbitrary, (questions, reply) => {
        const [first, ...others] = SUPPORTED_LOCALES.map((locale) => {
          const result = parseReply(questions, reply, { locale });
          return result.kind === "clarify" ? { kind: result.kind, reason: result.reason } : result;
        });
        for (const other of others) expect(other).toStrictEqual(first);
      }),
      { numRuns: 1000 },
    );
  });

  const singleSelect = questionsArbitrary.filter(
    (questions) => questions.length === 1 && questions[0]?.multiSelect === false,
  );

  /** The labels a result picked for the only question. */
  const picked = (questions: readonly Question[], result: ReturnType<typeof parseReply>) => {
    const [question] = questions as [Question];
    if (result.kind !== "answers") return [];
    return (result.answers[question.id] ?? []).filter((value) =>
      question.options.some((option) => option.label === value),
    );
  };

  it("never picks an option the reply rules out", () => {
    fc.assert(
      fc.property(
        singleSelect,
        fc.nat(),
        fc.constantFrom(
          "not ",
          "nicht ",
          "ไม่เอา",
          "anything but ",
          "alles außer ",
          "definitely not ",
          "nada de ",
          "cualquiera menos ",
          "ni de broma ",
        ),
        localeArbitrary,
        (questions, pick, negation, locale) => {
          const [question] = questions as [Question];
          const label = question.options[pick % question.options.length]?.label ?? "";
          const result = parseReply(questions, `${negation}${label}`, { locale });
          expect(picked(questions, result)).not.toContain(label);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("never picks an option for a hedged or conditional reply", () => {
    fc.assert(
      fc.property(
        singleSelect,
        fc.nat(),
        fc.constantFrom(
          (label: string) => `maybe ${label}`,
          (label: string) => `${label}, if the tests pass`,
          (label: string) => `vielleicht ${label}`,
          (label: string) => `${label} wenn CI grün ist`,
          (label: string) => `อาจจะ${label}`,
          (label: string) => `${label} later`,
          (label: string) => `quizás ${label}`,
          (label: string) => `${label}, si pasan los tests`,
          (label: string) => `${label} siempre que haya sitio`,
        ),
        (questions, pick, hedge) => {
          const [question] = questions as [Question];
          const label = question.options[pick % question.options.length]?.label ?? "";
          const reply = hedge(label);
          const result = parseReply(questions, reply);
          // Unless the hedged text is itself a label (a label "maybe x" is a choice as written).
          const isLabel = question.options.some(
            (option) => normalizeForMatch(option.label) === normalizeForMatch(reply),
          );
          if (!isLabel) expect(picked(questions, result)).toEqual([]);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("reads two swapped letters in a long label as that label or not at all, never another", () => {
    fc.assert(
      fc.property(singleSelect, fc.nat(), fc.nat(), (questions, pick, at) => {
        const [question] = questions as [Question];
        const label = question.options[pick % question.options.length]?.label ?? "";
        const letters = [...label];
        fc.pre(letters.length >= 6);
        // A one-letter label is a word of its own: "T!A" (for "! TA!:") says "t" and the
        // article "a", which is that label, not a typo of the long one.
        fc.pre(question.options.every((option) => !/^\P{L}*\p{L}\P{L}*$/u.test(option.label)));
        const position = at % (letters.length - 1);
        [letters[position], letters[position + 1]] = [
          letters[position + 1] as string,
          letters[position] as string,
        ];
        const result = parseReply(questions, letters.join(""));
        for (const value of picked(questions, result))
          if (normalizeForMatch(value) !== normalizeForMatch(letters.join("")))
            expect(value).toBe(label);
      }),
      { numRuns: 1000 },
    );
  });

  it("picks the option whose number or exact label is the whole reply", () => {
    fc.assert(
      fc.property(
        questionsArbitrary.filter((questions) => questions.length === 1),
        fc.nat(),
        fc.boolean(),
        (questions, pick, byNumber) => {
          const [question] = questions as [Question];
          const index = pick % question.options.length;
          const label = question.options[index]?.label ?? "";
          // Labels that are or start with numbers ("3", "㊱", "5 replicas") make a bare number
          // ambiguous on purpose.
          const numberLabels = question.options.some((option) =>
            /^\d+(?:\s|$)/u.test(normalizeForMatch(option.label)),
          );
          fc.pre(!numberLabels);
          const result = parseReply(questions, byNumber ? String(index + 1) : label);
          // An exact label may still be read as a skip word or collide with another label.
          if (!byNumber && result.kind !== "answers") return;
          expect(result).toStrictEqual({ kind: "answers", answers: { [question.id]: [label] } });
        },
      ),
      { numRuns: 1000 },
    );
  });
});
