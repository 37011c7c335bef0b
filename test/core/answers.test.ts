import { describe, expect, it } from "vitest";
import {
  type AnswerSubmission,
  AskUserError,
  canonicalAnswerValue,
  type FieldIssue,
  MAX_ANSWER_CHARACTERS,
  parseAnswerSubmission,
  parseAskInput,
  type Question,
  validateAnswers,
} from "../../src/core/index.js";
import { deployAndChecksPrompt } from "../support/prompts.js";

const { questions } = parseAskInput(deployAndChecksPrompt());

function issuesOf(answers: unknown, on: readonly Question[] = questions): FieldIssue[] {
  const result = validateAnswers(on, answers);
  if (result.ok) throw new Error(`expected rejection, got ${JSON.stringify(result.value)}`);
  return result.issues;
}

function acceptedAnswers(answers: unknown): Record<string, string[]> {
  const result = validateAnswers(questions, answers);
  if (!result.ok) throw new Error(`expected acceptance, got ${JSON.stringify(result.issues)}`);
  return result.value;
}

function submissionError(body: unknown, extraKeys: string[] = []): AskUserError {
  try {
    parseAnswerSubmission(questions, body, extraKeys);
  } catch (error) {
    if (error instanceof AskUserError) return error;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(body)} to be rejected`);
}

describe("validateAnswers: accepted answers", () => {
  it("returns a chosen option as its exact label, matched ignoring case and space", () => {
    expect(
      acceptedAnswers({ deploy: ["  staging (RECOMMENDED) "], checks: ["lint", "BUILD "] }),
    ).toStrictEqual({ deploy: ["Staging (Recommended)"], checks: ["Lint", "Build"] });
  });

  it("returns free text trimmed, as the human wrote it", () => {
    expect(
      acceptedAnswers({ deploy: ["  the EU canary cluster \n"], checks: ["Lint", " Fuzzing "] }),
    ).toStrictEqual({ deploy: ["the EU canary cluster"], checks: ["Lint", "Fuzzing"] });
  });

  it("keeps the order the values were given in", () => {
    expect(acceptedAnswers({ deploy: ["Production"], checks: ["Build", "Lint"] }).checks).toEqual([
      "Build",
      "Lint",
    ]);
  });

  it("accepts an answer of exactly the maximum length", () => {
    const text = "a".repeat(MAX_ANSWER_CHARACTERS);
    expect(acceptedAnswers({ deploy: [text], checks: ["Lint"] }).deploy).toEqual([text]);
  });

  it("does not change the given answers", () => {
    const given = { deploy: [" production "], checks: ["lint"] };
    acceptedAnswers(given);
    expect(given).toEqual({ deploy: [" production "], checks: ["lint"] });
  });
});

describe("validateAnswers: rejected answers", () => {
  it("rejects a missing answer", () => {
    expect(issuesOf({ deploy: ["Production"] })).toEqual([
      { path: "answers.checks", message: "missing answer" },
    ]);
  });

  it("rejects an unknown question id", () => {
    expect(issuesOf({ deploy: ["Production"], checks: ["Lint"], region: ["EU"] })).toEqual([
      { path: "answers.region", message: "unknown question id (expected one of: deploy, checks)" },
    ]);
  });

  it("rejects several values on a single-select question", () => {
    expect(issuesOf({ deploy: ["Production", "Staging (Recommended)"], checks: ["Lint"] })).toEqual(
      [
        {
          path: "answers.deploy",
          message: "expected 1 value for a single-select question, got 2",
        },
      ],
    );
  });

  it("rejects an empty array", () => {
    expect(issuesOf({ deploy: ["Production"], checks: [] })).toEqual([
      { path: "answers.checks", message: "expected at least 1 value" },
    ]);
  });

  it.each(["", "   ", "\n\t"])("rejects the empty value %j", (value) => {
    expect(issuesOf({ deploy: [value], checks: ["Lint", value] })).toEqual([
      { path: "answers.deploy[0]", message: "must not be empty" },
      { path: "answers.checks[1]", message: "must not be empty" },
    ]);
  });

  it.each([
    [5, "number"],
    [null, "null"],
    [true, "boolean"],
    [["Lint"], "array"],
  ])("rejects the non-string value %j", (value, type) => {
    expect(issuesOf({ deploy: ["Production"], checks: [value] })).toEqual([
      { path: "answers.checks[0]", message: `expected string, got ${type}` },
    ]);
  });

  it("rejects a value that is not an array", () => {
    expect(issuesOf({ deploy: "Production", checks: { 0: "Lint" } })).toEqual([
      { path: "answers.deploy", message: "expected an array of strings" },
      { path: "answers.checks", message: "expected an array of strings" },
    ]);
  });

  it("rejects a repeated value, also when it differs only in case or space", () => {
    expect(issuesOf({ deploy: ["Production"], checks: ["Lint", "Build", " lint"] })).toEqual([
      { path: "answers.checks[2]", message: "repeats answers.checks[0]" },
    ]);
    expect(issuesOf({ deploy: ["Production"], checks: ["my words", "my words "] })).toEqual([
      { path: "answers.checks[1]", message: "repeats answers.checks[0]" },
    ]);
  });

  it("rejects a value over 2000 characters", () => {
    const text = "b".repeat(MAX_ANSWER_CHARACTERS + 1);
    expect(issuesOf({ deploy: [text], checks: ["Lint"] })).toEqual([
      { path: "answers.deploy[0]", message: "expected at most 2000 characters, got 2001" },
    ]);
  });

  it("measures length in characters after trimming", () => {
    const emoji = "😀".repeat(MAX_ANSWER_CHARACTERS);
    expect(acceptedAnswers({ deploy: [` ${emoji} `], checks: ["Lint"] }).deploy).toEqual([emoji]);
  });

  it.each([null, [], "Production", 3])("rejects the answers value %j", (answers) => {
    expect(issuesOf(answers)).toEqual([
      { path: "answers", message: "expected an object of answer arrays" },
    ]);
  });

  it("reports every broken rule", () => {
    expect(issuesOf({ checks: ["Lint", "Lint"], extra: [] })).toEqual([
      { path: "answers.extra", message: "unknown question id (expected one of: deploy, checks)" },
      { path: "answers.deploy", message: "missing answer" },
      { path: "answers.checks[1]", message: "repeats answers.checks[0]" },
    ]);
  });

  it("uses the given path prefix", () => {
    const result = validateAnswers(questions, { deploy: [] }, "reply");
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.issues.map((issue) => issue.path)).toEqual(["reply.deploy", "reply.checks"]);
  });

  it("does not read an answer from Object.prototype for an id like constructor", () => {
    const { questions: odd } = parseAskInput({
      questions: [
        {
          id: "constructor",
          header: "Builder",
          question: "Who builds it?",
          options: [{ label: "Us" }, { label: "Them" }],
        },
      ],
    });
    expect(issuesOf({}, odd)).toEqual([{ path: "answers.constructor", message: "missing answer" }]);
    const result = validateAnswers(odd, { constructor: ["them"] });
    // toStrictEqual compares constructors, which an own `constructor` key shadows.
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(Object.keys(result.value)).toEqual(["constructor"]);
      expect(result.value.constructor).toEqual(["Them"]);
    }
  });
});

describe("canonicalAnswerValue", () => {
  const deploy = questions[0] as Question;

  it("maps a label given in another case to the exact label", () => {
    expect(canonicalAnswerValue(deploy, "PRODUCTION")).toBe("Production");
  });

  it("matches a label typed without its (Recommended) suffix to the option", () => {
    expect(canonicalAnswerValue(deploy, " staging ")).toBe("Staging (Recommended)");
    expect(canonicalAnswerValue(deploy, "Staging (recommended)")).toBe("Staging (Recommended)");
  });

  it("keeps other words as the human's own answer", () => {
    expect(canonicalAnswerValue(deploy, " Staging first ")).toBe("Staging first");
  });
});

describe("parseAnswerSubmission", () => {
  it("reads answers", () => {
    const submission = parseAnswerSubmission(questions, {
      answers: { deploy: ["production"], checks: ["Lint"] },
    });
    expect(submission).toStrictEqual<AnswerSubmission>({
      kind: "answers",
      answers: { deploy: ["Production"], checks: ["Lint"] },
    });
  });

  it("reads skip: true", () => {
    expect(parseAnswerSubmission(questions, { skip: true })).toStrictEqual({ kind: "skip" });
  });

  it("rejects skip together with answers", () => {
    const error = submissionError({ skip: true, answers: { deploy: ["Production"] } });
    expect(error.code).toBe("invalid_request");
    expect(error.issues).toEqual([
      { path: "answers", message: "give either answers or skip: true, not both" },
    ]);
  });

  it.each([false, "true", 1, null])("rejects skip: %j", (skip) => {
    expect(submissionError({ skip }).issues).toEqual([
      { path: "skip", message: "expected true (or leave it out)" },
    ]);
  });

  it("rejects a body with neither answers nor skip", () => {
    expect(submissionError({}).issues).toEqual([
      { path: "answers", message: "required (or skip: true)" },
    ]);
  });

  it("rejects an unknown body property", () => {
    const error = submissionError({ skip: true, note: "hi" });
    expect(error.issues).toEqual([{ path: "note", message: "unknown property" }]);
    expect(error.message).toBe("note: unknown property");
  });

  it("allows the caller's extra keys", () => {
    expect(
      parseAnswerSubmission(questions, { skip: true, surface: "telegram" }, ["surface"]),
    ).toStrictEqual({ kind: "skip" });
    expect(submissionError({ skip: true, surface: "telegram" }).issues).toEqual([
      { path: "surface", message: "unknown property" },
    ]);
  });

  it.each([null, [], "skip", 1])("rejects the body %j", (body) => {
    expect(submissionError(body).issues).toEqual([
      { path: "(root)", message: "expected an object" },
    ]);
  });

  it("throws the answer issues with their paths", () => {
    const error = submissionError({ answers: { deploy: ["A", "B"], checks: [""] } });
    expect(error.code).toBe("invalid_request");
    expect(error.message).toBe(
      "answers.deploy: expected 1 value for a single-select question, got 2; answers.checks[0]: must not be empty",
    );
  });
});
