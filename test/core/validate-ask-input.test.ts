import { describe, expect, it } from "vitest";
import {
  AskUserError,
  type FieldIssue,
  parseAskInput,
  validateAskInput,
} from "../../src/core/index.js";
import { deployQuestion } from "../support/prompts.js";

type Json = Record<string, unknown>;

function option(label: string, extra: Json = {}): Json {
  return { label, ...extra };
}

function question(overrides: Json = {}): Json {
  return { ...deployQuestion(), ...overrides };
}

function input(questions: unknown[] = [question()], extra: Json = {}): Json {
  return { questions, ...extra };
}

/** The issues of an input that must be rejected; fails the test when it is accepted. */
function issuesOf(value: unknown): FieldIssue[] {
  const result = validateAskInput(value);
  if (result.ok) throw new Error(`expected rejection, got ${JSON.stringify(result.value)}`);
  return result.issues;
}

function accepted(value: unknown) {
  const result = validateAskInput(value);
  if (!result.ok) throw new Error(`expected acceptance, got ${JSON.stringify(result.issues)}`);
  return result.value;
}

const OTHER_MESSAGE = 'must not mean "Other": free text is always added by the system';

describe("validateAskInput: a valid input", () => {
  it("accepts one question with two options", () => {
    const prompt = accepted(input());
    expect(prompt).toStrictEqual({
      questions: [
        {
          id: "deploy_target",
          header: "Deploy",
          question: "Where should this deploy?",
          options: [{ label: "Staging (Recommended)" }, { label: "Production" }],
          multiSelect: false,
        },
      ],
      timeoutSeconds: 900,
    });
  });

  it("accepts three questions and four options", () => {
    const four = [option("A"), option("B"), option("C"), option("D")];
    const prompt = accepted(
      input([question({ id: "a", options: four }), question({ id: "b" }), question({ id: "c_2" })]),
    );
    expect(prompt.questions.map((q) => q.id)).toEqual(["a", "b", "c_2"]);
    expect(prompt.questions[0]?.options).toHaveLength(4);
  });
});

describe("validateAskInput: unknown properties", () => {
  it("rejects an unknown top-level property", () => {
    expect(issuesOf(input(undefined, { extra: 1 }))).toEqual([
      { path: "extra", message: "unknown property" },
    ]);
  });

  it("rejects an unknown property in a question", () => {
    expect(issuesOf(input([question(), question({ id: "b", allowOther: true })]))).toEqual([
      { path: "questions[1].allowOther", message: "unknown property" },
    ]);
  });

  it("rejects an unknown property in an option", () => {
    const options = [option("A"), option("B", { value: "b" })];
    expect(issuesOf(input([question({ options })]))).toEqual([
      { path: "questions[0].options[1].value", message: "unknown property" },
    ]);
  });

  it("names every unknown property", () => {
    const paths = issuesOf(input(undefined, { foo: 1, bar: 2 })).map((issue) => issue.path);
    expect(paths.sort()).toEqual(["bar", "foo"]);
  });
});

describe("validateAskInput: counts", () => {
  it("rejects 0 questions", () => {
    expect(issuesOf(input([]))).toEqual([
      { path: "questions", message: "expected 1-3 questions, got 0" },
    ]);
  });

  it("rejects 4 questions", () => {
    const four = ["a", "b", "c", "d"].map((id) => question({ id }));
    expect(issuesOf(input(four))).toEqual([
      { path: "questions", message: "expected 1-3 questions, got 4" },
    ]);
  });

  it("rejects a question with 1 option", () => {
    expect(issuesOf(input([question(), question({ id: "b", options: [option("A")] })]))).toEqual([
      { path: "questions[1].options", message: "expected 2-4 options, got 1" },
    ]);
  });

  it("rejects a question with 5 options", () => {
    const five = ["A", "B", "C", "D", "E"].map((label) => option(label));
    expect(issuesOf(input([question({ options: five })]))).toEqual([
      { path: "questions[0].options", message: "expected 2-4 options, got 5" },
    ]);
  });

  it("rejects a question with no options", () => {
    expect(issuesOf(input([question({ options: [] })]))).toEqual([
      { path: "questions[0].options", message: "expected 2-4 options, got 0" },
    ]);
  });
});

describe("validateAskInput: ids", () => {
  it.each(["Deploy", "deploy-target", "1st", "_x", "deployTarget", "", "a b", "ümlaut"])(
    "rejects the id %j",
    (id) => {
      expect(issuesOf(input([question({ id })]))).toEqual([
        { path: "questions[0].id", message: "expected snake_case (^[a-z][a-z0-9_]*$)" },
      ]);
    },
  );

  it.each(["a", "deploy", "deploy_target", "x1", "a__b_"])("accepts the id %j", (id) => {
    expect(accepted(input([question({ id })])).questions[0]?.id).toBe(id);
  });

  it("rejects a repeated id, naming the first one", () => {
    expect(
      issuesOf(input([question({ id: "a" }), question({ id: "b" }), question({ id: "a" })])),
    ).toEqual([{ path: "questions[2].id", message: 'duplicate id "a" (also questions[0].id)' }]);
  });
});

describe("validateAskInput: blank fields", () => {
  it.each(["", "   ", "\t\n", "\u200b", " \ufeff\u2060 "])(
    "rejects the blank header %j",
    (header) => {
      expect(issuesOf(input([question({ header })]))).toEqual([
        { path: "questions[0].header", message: "must not be blank" },
      ]);
    },
  );

  it.each(["", "  "])("rejects the blank question %j", (text) => {
    expect(issuesOf(input([question(), question({ id: "b", question: text })]))).toEqual([
      { path: "questions[1].question", message: "must not be blank" },
    ]);
  });

  it.each(["", "  ", "\u200b\u200c"])("rejects the blank label %j", (label) => {
    expect(issuesOf(input([question({ options: [option("A"), option(label)] })]))).toEqual([
      { path: "questions[0].options[1].label", message: "must not be blank" },
    ]);
  });
});

describe("validateAskInput: labels", () => {
  it.each([
    ["Yes", "yes"],
    ["Yes", " YES "],
    ["Staging", "staging  "],
  ])("rejects %j and %j in one question", (first, second) => {
    expect(
      issuesOf(
        input([question({ options: [option(first), option("Other thing"), option(second)] })]),
      ),
    ).toEqual([
      {
        path: "questions[0].options[2].label",
        message:
          "duplicates questions[0].options[0].label (labels must differ ignoring case and surrounding space)",
      },
    ]);
  });

  it("allows the same label in two different questions", () => {
    const prompt = accepted(input([question({ id: "a" }), question({ id: "b" })]));
    expect(prompt.questions).toHaveLength(2);
  });

  it("rejects a label over 64 characters", () => {
    const long = "x".repeat(65);
    expect(issuesOf(input([question({ options: [option(long), option("B")] })]))).toEqual([
      { path: "questions[0].options[0].label", message: "expected at most 64 characters, got 65" },
    ]);
  });

  it("accepts a label of exactly 64 characters", () => {
    const label = "y".repeat(64);
    const prompt = accepted(input([question({ options: [option(label), option("B")] })]));
    expect(prompt.questions[0]?.options[0]?.label).toBe(label);
  });

  it("measures the label after trimming surrounding space", () => {
    const label = `  ${"z".repeat(64)}  `;
    const prompt = accepted(input([question({ options: [option(label), option("B")] })]));
    expect(prompt.questions[0]?.options[0]?.label).toBe("z".repeat(64));
  });

  it("takes a question's details up to 8,000 characters, and refuses blank or longer ones", () => {
    const prompt = accepted(input([question({ details: "git push --force origin main\n\n" })]));
    expect(prompt.questions[0]?.details).toBe("git push --force origin main");
    expect(accepted(input([question()])).questions[0]).not.toHaveProperty("details");
    expect(accepted(input([question({ details: "ก".repeat(8000) })]))).toBeTruthy();
    expect(issuesOf(input([question({ details: "x".repeat(8001) })]))).toEqual([
      { path: "questions[0].details", message: "expected at most 8000 characters, got 8001" },
    ]);
    expect(issuesOf(input([question({ details: "  " })]))).toEqual([
      { path: "questions[0].details", message: "must not be blank" },
    ]);
  });

  it("counts characters, not UTF-16 units", () => {
    const label = "😀".repeat(64);
    expect(label.length).toBe(128);
    expect(accepted(input([question({ options: [option(label), option("B")] })]))).toBeTruthy();
    const tooLong = "😀".repeat(65);
    expect(issuesOf(input([question({ options: [option(tooLong), option("B")] })]))).toEqual([
      { path: "questions[0].options[0].label", message: "expected at most 64 characters, got 65" },
    ]);
  });
});

describe('validateAskInput: authored "Other" options', () => {
  it.each([
    "Other",
    "other",
    "OTHER",
    "other...",
    "Other…",
    "Other:",
    "Other (please specify)",
    "  Other  ",
    "Others",
    "Something else",
    "Sonstiges",
    "sonstige",
    "Andere",
    "Anderes",
    "Etwas anderes",
    "อื่นๆ",
    "อื่น ๆ",
    "อื่น",
    "อย่างอื่น",
    "Ｏｔｈｅｒ",
  ])("rejects the label %j", (label) => {
    expect(issuesOf(input([question({ options: [option("A"), option(label)] })]))).toEqual([
      { path: "questions[0].options[1].label", message: OTHER_MESSAGE },
    ]);
  });

  it.each(["Another region", "Other region", "Otherwise skip it", "Anderer Server: EU", "Mother"])(
    "accepts the label %j, which is a real option",
    (label) => {
      const prompt = accepted(input([question({ options: [option("A"), option(label)] })]));
      expect(prompt.questions[0]?.options[1]?.label).toBe(label);
    },
  );
});

describe("validateAskInput: timeoutSeconds", () => {
  it.each([
    [29, 30],
    [30, 30],
    [31, 31],
    [900, 900],
    [3600, 3600],
    [3601, 3600],
    [0, 30],
    [-5, 30],
    [1e12, 3600],
  ])("clamps %d to %d", (given, expected) => {
    expect(accepted(input(undefined, { timeoutSeconds: given })).timeoutSeconds).toBe(expected);
  });

  it("defaults to 900 when absent", () => {
    expect(accepted(input()).timeoutSeconds).toBe(900);
  });

  it("rejects a non-integer timeout", () => {
    expect(issuesOf(input(undefined, { timeoutSeconds: 12.5 }))).toEqual([
      { path: "timeoutSeconds", message: "expected an integer number of seconds, got 12.5" },
    ]);
  });

  it.each([
    ["300", "expected number, got string"],
    [null, "expected number, got null"],
    [Number.NaN, "expected number, got NaN"],
    [Number.POSITIVE_INFINITY, "expected number, got Infinity"],
  ])("rejects the timeout %j", (timeoutSeconds, message) => {
    expect(issuesOf(input(undefined, { timeoutSeconds }))).toEqual([
      { path: "timeoutSeconds", message },
    ]);
  });
});

describe("validateAskInput: wrong types", () => {
  it.each([
    [null, "(root)", "expected object, got null"],
    ["questions", "(root)", "expected object, got string"],
    [[], "(root)", "expected object, got array"],
    [42, "(root)", "expected object, got number"],
    [undefined, "(root)", "required (expected object)"],
  ])("rejects the body %j", (body, path, message) => {
    expect(issuesOf(body)).toEqual([{ path, message }]);
  });

  it("rejects a missing questions array", () => {
    expect(issuesOf({})).toEqual([{ path: "questions", message: "required (expected array)" }]);
  });

  it("rejects a string for questions", () => {
    expect(issuesOf({ questions: "Where should this deploy?" })).toEqual([
      { path: "questions", message: "expected array, got string" },
    ]);
  });

  it("reports only the wrong type for an array-like object, not its length", () => {
    expect(issuesOf({ questions: { length: 7 } })).toEqual([
      { path: "questions", message: "expected array, got object" },
    ]);
  });

  it("rejects a string in place of a question", () => {
    expect(issuesOf(input(["Deploy?"]))).toEqual([
      { path: "questions[0]", message: "expected object, got string" },
    ]);
  });

  it.each([
    ["id", 7, "expected string, got number"],
    ["header", 5, "expected string, got number"],
    ["question", true, "expected string, got boolean"],
    ["options", "A, B, C, D, E", "expected array, got string"],
    ["multiSelect", "yes", "expected boolean, got string"],
  ])("rejects a wrong type for %s", (field, value, message) => {
    expect(issuesOf(input([question({ [field]: value })]))).toEqual([
      { path: `questions[0].${field}`, message },
    ]);
  });

  it("rejects a number for a label and a non-string description", () => {
    const options = [{ label: 1 }, { label: "B", description: 2 }];
    expect(issuesOf(input([question({ options })]))).toEqual([
      { path: "questions[0].options[0].label", message: "expected string, got number" },
      { path: "questions[0].options[1].description", message: "expected string, got number" },
    ]);
  });

  it("names a missing required field", () => {
    const { header: _header, ...withoutHeader } = question();
    expect(issuesOf(input([withoutHeader]))).toEqual([
      { path: "questions[0].header", message: "required (expected string)" },
    ]);
  });

  it("reports several broken rules at once", () => {
    const issues = issuesOf(
      input([question({ id: "Bad", header: " ", options: [option("A")] })], {
        timeoutSeconds: 1.5,
      }),
    );
    expect(issues.map((issue) => issue.path).sort()).toEqual([
      "questions[0].header",
      "questions[0].id",
      "questions[0].options",
      "timeoutSeconds",
    ]);
  });
});

describe("validateAskInput: normalization", () => {
  it("defaults multiSelect to false and keeps true", () => {
    const prompt = accepted(
      input([question({ id: "a" }), question({ id: "b", multiSelect: true })]),
    );
    expect(prompt.questions.map((q) => q.multiSelect)).toEqual([false, true]);
  });

  it("trims labels, descriptions, the question and the header", () => {
    const prompt = accepted(
      input([
        question({
          header: "  Deploy  ",
          question: "  Where?  ",
          options: [option("  Staging  ", { description: "  first  " }), option("Production\n")],
        }),
      ]),
    );
    expect(prompt.questions[0]).toStrictEqual({
      id: "deploy_target",
      header: "Deploy",
      question: "Where?",
      options: [{ label: "Staging", description: "first" }, { label: "Production" }],
      multiSelect: false,
    });
  });

  it("truncates a long header instead of rejecting it", () => {
    const prompt = accepted(input([question({ header: "Deployment target environment" })]));
    expect(prompt.questions[0]?.header).toBe("Deployment t");
  });

  it("does not change the caller's input", () => {
    const given = input([question({ header: "  Deployment target  " })]);
    const before = structuredClone(given);
    accepted(given);
    expect(given).toEqual(before);
  });
});

describe("parseAskInput", () => {
  it("returns the same prompt as validateAskInput", () => {
    expect(parseAskInput(input())).toEqual(accepted(input()));
  });

  it("throws invalid_request with path: rule in the message", () => {
    let thrown: unknown;
    try {
      parseAskInput(input([question(), question({ id: "b", options: [option("A")] })]));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AskUserError);
    const error = thrown as AskUserError;
    expect(error.code).toBe("invalid_request");
    expect(error.message).toBe("questions[1].options: expected 2-4 options, got 1");
    expect(error.issues).toEqual([
      { path: "questions[1].options", message: "expected 2-4 options, got 1" },
    ]);
  });
});
