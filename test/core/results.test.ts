import { describe, expect, it } from "vitest";
import {
  ASK_USER_TOOL_DESCRIPTION,
  ASK_USER_TOOL_NAME,
  type AskUserError,
  type AskUserResult,
  askUserInputJsonSchema,
  type EndedBy,
  endedEventType,
  formatResultText,
  isSubagentSession,
  parseAskInput,
  parseMessageText,
  type QuestionRecord,
  type QuestionStatus,
  resultOf,
  sessionIdProblem,
  summarize,
  summarizeLocalized,
  TERMINAL_STATUSES,
} from "../../src/core/index.js";
import { checksQuestion, deployQuestion } from "../support/prompts.js";

const { questions } = parseAskInput({
  questions: [
    deployQuestion({ id: "deploy" }),
    checksQuestion({ labels: ["Lint (Recommended)", "Unit tests", "Build"] }),
  ],
});

function record(
  status: QuestionStatus,
  extra: { endedBy?: EndedBy; answers?: Record<string, string[]> } = {},
): QuestionRecord {
  return {
    id: "q1",
    sessionId: "agent:a1:main",
    status,
    questions,
    timeoutSeconds: 900,
    createdAt: "2030-01-01T00:00:00.000Z",
    expiresAt: "2030-01-01T00:15:00.000Z",
    ...(status === "pending" ? {} : { endedAt: "2030-01-01T00:01:00.000Z" }),
    ...extra,
  };
}

const human: EndedBy = { kind: "human", surface: "telegram", userId: "u1" };
const answers = { deploy: ["Staging (Recommended)"], checks: ["Lint (Recommended)", "Build"] };
const answered = record("answered", { endedBy: human, answers });

describe("resultOf", () => {
  it("is undefined while pending", () => {
    expect(resultOf(record("pending"))).toBeUndefined();
  });

  it("is exactly { status, answers: { answers } } when answered", () => {
    expect(resultOf(answered)).toStrictEqual({
      status: "answered",
      answers: {
        answers: { deploy: ["Staging (Recommended)"], checks: ["Lint (Recommended)", "Build"] },
      },
    });
    expect(Object.keys(resultOf(answered) ?? {})).toEqual(["status", "answers"]);
  });

  it("adds the human's notes, and only then, as an extra field after the two", () => {
    const noted = record("answered", {
      endedBy: { ...human, notes: { deploy: "prod is frozen" } },
      answers,
    });
    expect(resultOf(noted)).toStrictEqual({
      status: "answered",
      answers: { answers },
      notes: { deploy: "prod is frozen" },
    });
    expect(Object.keys(resultOf(noted) ?? {})).toEqual(["status", "answers", "notes"]);
  });

  it("returns every value as an array, also for a single-select", () => {
    const result = resultOf(answered);
    expect(result?.status).toBe("answered");
    if (result?.status === "answered")
      for (const value of Object.values(result.answers.answers))
        expect(Array.isArray(value)).toBe(true);
  });

  it.each<[QuestionStatus, EndedBy, AskUserResult]>([
    ["skipped", human, { status: "no_answer", reason: "skipped" }],
    ["expired", { kind: "timeout" }, { status: "no_answer", reason: "expired" }],
    ["cancelled", { kind: "cancel", surface: "api" }, { status: "no_answer", reason: "cancelled" }],
    ["cancelled", { kind: "abort" }, { status: "no_answer", reason: "aborted" }],
  ])("maps %s ended by %j to no_answer", (status, endedBy, expected) => {
    expect(resultOf(record(status, { endedBy }))).toStrictEqual(expected);
  });

  it("reports delivery_failed with the reason the channels gave", () => {
    const failed = record("delivery_failed", {
      endedBy: { kind: "delivery", detail: "telegram 42: 400 Bad Request: chat not found" },
    });
    const result = resultOf(failed);
    expect(result).toStrictEqual({
      status: "no_answer",
      reason: "delivery_failed",
      detail: "telegram 42: 400 Bad Request: chat not found",
    });
    expect(formatResultText(questions, result as AskUserResult)).toBe(
      "No answer: the question could not be delivered to the user. (telegram 42: 400 Bad Request: chat not found) Continue with your best judgment.",
    );
    expect(summarize(failed)).toEqual(["Could not be delivered"]);
    expect(summarizeLocalized(failed, "de")).toEqual(["Konnte nicht zugestellt werden"]);
    expect(summarizeLocalized(failed, "th")).toEqual(["ส่งคำถามไม่สำเร็จ"]);
    expect(summarizeLocalized(failed, "es")).toEqual(["No se pudo entregar"]);
    expect(endedEventType("delivery_failed")).toBe("question-delivery-failed");
    expect(TERMINAL_STATUSES).toContain("delivery_failed");
  });

  it("treats a cancelled question without endedBy as cancelled", () => {
    expect(resultOf(record("cancelled"))).toStrictEqual({
      status: "no_answer",
      reason: "cancelled",
    });
  });
});

describe("summarize", () => {
  it("shows nothing while pending", () => {
    expect(summarize(record("pending"))).toEqual([]);
  });

  it("shows one Header: answer line per question, without (Recommended) on option labels", () => {
    expect(summarize(answered)).toEqual(["Deploy: Staging", "Checks: Lint, Build"]);
  });

  it("keeps (Recommended) in free text the human wrote", () => {
    const own = record("answered", {
      endedBy: human,
      answers: { deploy: ["Something (Recommended)"], checks: ["Unit tests"] },
    });
    expect(summarize(own)).toEqual(["Deploy: Something (Recommended)", "Checks: Unit tests"]);
  });

  it("joins multi-select values with a comma", () => {
    const many = record("answered", {
      endedBy: human,
      answers: { deploy: ["Production"], checks: ["Unit tests", "Build", "my own check"] },
    });
    expect(summarize(many)).toEqual([
      "Deploy: Production",
      "Checks: Unit tests, Build, my own check",
    ]);
  });

  it.each<[QuestionStatus, EndedBy, string]>([
    ["skipped", human, "Skipped"],
    ["expired", { kind: "timeout" }, "Expired"],
    ["cancelled", { kind: "cancel", surface: "api" }, "Cancelled"],
    ["cancelled", { kind: "abort" }, "Cancelled"],
  ])("shows %s (ended by %j) as one line", (status, endedBy, line) => {
    expect(summarize(record(status, { endedBy }))).toEqual([line]);
  });

  it("shows the answers, whichever surface answered", () => {
    expect(summarize(answered)).toEqual(["Deploy: Staging", "Checks: Lint, Build"]);
  });

  it("keeps a label that is nothing but (Recommended)", () => {
    const { questions: odd } = parseAskInput({
      questions: [
        {
          id: "pick",
          header: "Pick",
          question: "Which?",
          options: [{ label: "(Recommended)" }, { label: "B" }],
        },
      ],
    });
    const ended: QuestionRecord = {
      ...record("answered", { endedBy: human, answers: { pick: ["(Recommended)"] } }),
      questions: odd,
    };
    expect(summarize(ended)).toEqual(["Pick: (Recommended)"]);
  });
});

describe("formatResultText", () => {
  it("gives the model one Header: answer line per question, keeping (Recommended)", () => {
    const result = resultOf(answered) as AskUserResult;
    expect(formatResultText(questions, result)).toBe(
      "Deploy: Staging (Recommended)\nChecks: Lint (Recommended), Build",
    );
  });

  it("adds a line with the human's words under the answers they go with", () => {
    const result: AskUserResult = {
      status: "answered",
      answers: { answers },
      notes: { deploy: "prod is frozen" },
    };
    expect(formatResultText(questions, result)).toBe(
      "Deploy: Staging (Recommended)\nChecks: Lint (Recommended), Build\nDeploy (the user's words): prod is frozen",
    );
  });

  it.each<[AskUserResult, string]>([
    [
      { status: "no_answer", reason: "expired" },
      "No answer: the question expired before the user replied. Continue with your best judgment.",
    ],
    [
      { status: "no_answer", reason: "skipped" },
      "No answer: the user skipped the question. Continue with your best judgment.",
    ],
    [
      { status: "no_answer", reason: "cancelled" },
      "No answer: the question was cancelled. Continue with your best judgment.",
    ],
    [
      { status: "no_answer", reason: "aborted" },
      "No answer: the run was aborted. Continue with your best judgment.",
    ],
    [{ status: "no_answer" }, "No answer. Continue with your best judgment."],
  ])("explains %j", (result, text) => {
    expect(formatResultText(questions, result)).toBe(text);
  });
});

describe("ASK_USER_TOOL_DESCRIPTION", () => {
  const text = ASK_USER_TOOL_DESCRIPTION;

  it("is offered as ask_user", () => {
    expect(ASK_USER_TOOL_NAME).toBe("ask_user");
  });

  it("asks only when blocked on a decision that belongs to the user", () => {
    expect(text).toMatch(/only when you are blocked on a decision that truly belongs to the user/i);
  });

  it("prefers one question and allows at most three", () => {
    expect(text).toMatch(/prefer a single question/i);
    expect(text).toMatch(/never ask more than three/i);
  });

  it("puts the recommended option first with (Recommended)", () => {
    expect(text).toMatch(/recommend first/i);
    expect(text).toContain('" (Recommended)"');
  });

  it("forbids authoring an Other option", () => {
    expect(text).toMatch(/never add an "Other" option/i);
    expect(text).toMatch(/free-text answer is always offered automatically/i);
  });

  it("says to continue with best judgment after no_answer", () => {
    expect(text).toMatch(/after no_answer, continue with your\s+best judgment/i);
  });

  it("forbids asking whether to proceed or to confirm a plan", () => {
    expect(text).toMatch(
      /never use this tool to ask whether to proceed or to confirm your own plan/i,
    );
  });

  it("shows both result shapes", () => {
    expect(text).toContain('{"status":"no_answer"}');
    expect(text).toContain('"status":"answered","answers":{"answers":{');
  });
});

describe("askUserInputJsonSchema", () => {
  type Schema = Record<string, unknown> & {
    properties: Record<string, Schema>;
    items: Schema;
  };
  const root = askUserInputJsonSchema as Schema;
  const questionsSchema = root.properties.questions as Schema;
  const questionSchema = questionsSchema.items;
  const optionsSchema = questionSchema.properties.options as Schema;
  const optionSchema = optionsSchema.items;

  it("forbids unknown properties at every level", () => {
    expect(root.additionalProperties).toBe(false);
    expect(questionSchema.additionalProperties).toBe(false);
    expect(optionSchema.additionalProperties).toBe(false);
  });

  it("states the counts", () => {
    expect(questionsSchema).toMatchObject({ type: "array", minItems: 1, maxItems: 3 });
    expect(optionsSchema).toMatchObject({ type: "array", minItems: 2, maxItems: 4 });
  });

  it("states the id pattern, the label limit and the required fields", () => {
    expect(questionSchema.properties.id).toMatchObject({
      type: "string",
      pattern: "^[a-z][a-z0-9_]*$",
    });
    expect(optionSchema.properties.label).toMatchObject({ type: "string", maxLength: 64 });
    expect(root.required).toEqual(["questions"]);
    expect(questionSchema.required).toEqual(["id", "header", "question", "options"]);
    expect(optionSchema.required).toEqual(["label"]);
  });

  it("describes timeoutSeconds as an optional integer, without a range that would reject", () => {
    const timeout = root.properties.timeoutSeconds as Schema;
    expect(timeout.type).toBe("integer");
    expect(timeout.minimum).toBeUndefined();
    expect(timeout.maximum).toBeUndefined();
  });

  it("is plain JSON", () => {
    expect(JSON.parse(JSON.stringify(askUserInputJsonSchema))).toEqual(askUserInputJsonSchema);
  });
});

describe("session keys", () => {
  it.each([
    ["agent:a1:subagent:x", true],
    ["agent:a1:subagent:", true],
    ["agent:a1:main", false],
    ["agent:a1:main:subagent:x", false],
    ["agent::subagent:x", false],
    ["subagent:x", false],
    ["telegram:12345", false],
  ])("isSubagentSession(%j) is %s", (sessionId, expected) => {
    expect(isSubagentSession(sessionId)).toBe(expected);
  });

  it.each<[unknown, string | undefined]>([
    ["agent:a1:main", undefined],
    [undefined, "required (expected string)"],
    [42, "required (expected string)"],
    ["   ", "must not be blank"],
    ["a".repeat(257), "expected at most 256 characters, got 257"],
    ["a\nb", "must not contain control characters"],
  ])("sessionIdProblem(%j)", (sessionId, problem) => {
    expect(sessionIdProblem(sessionId)).toBe(problem);
  });

  it("accepts a session id of exactly 256 characters", () => {
    expect(sessionIdProblem("a".repeat(256))).toBeUndefined();
  });
});

describe("message text", () => {
  it.each<[unknown, string | undefined]>([
    ["deploying now", undefined],
    [42, "required (expected string)"],
    ["  \n ", "must not be blank"],
    ["a\u0000b", "must not contain the NUL character (U+0000)"],
    ["x".repeat(4001), "expected at most 4000 characters, got 4001"],
  ])("parseMessageText(%j)", (text, problem) => {
    let message: string | undefined;
    try {
      parseMessageText(text);
    } catch (error) {
      message = (error as AskUserError).issues?.[0]?.message;
      expect((error as AskUserError).issues?.[0]?.path).toBe("text");
    }
    expect(message).toBe(problem);
  });
});
