import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import {
  type AskPrompt,
  HEADER_MAX_CHARACTERS,
  MAX_LABEL_CHARACTERS,
  MAX_TIMEOUT_SECONDS,
  MIN_TIMEOUT_SECONDS,
  meansOther,
  validateAskInput,
} from "../../src/core/index.js";
import { createHttpApp } from "../../src/http/app.js";
import { QuestionService } from "../../src/service/question-service.js";
import { MemoryQuestionStore } from "../../src/store/memory/memory-question-store.js";
import { deployAndChecksPrompt } from "../support/prompts.js";

/** Property runs per test; together they must stay at 5,000 or more. */
const RUNS = {
  anything: 1500,
  nearValid: 2500,
  askHttp: 1200,
  answerHttp: 1000,
  answerUnknownId: 200,
};
let executedRuns = 0;

const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
const graphemeCount = (text: string): number => [...segmenter.segment(text)].length;
const codePointCount = (text: string): number => [...text].length;
const SNAKE_CASE = /^[a-z][a-z0-9_]*$/;

function isWellFormed(text: string): boolean {
  return !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);
}

/** Every invariant of an accepted prompt (SPEC S1/S2). */
function expectValidPrompt(prompt: AskPrompt): void {
  expect(prompt.questions.length).toBeGreaterThanOrEqual(1);
  expect(prompt.questions.length).toBeLessThanOrEqual(3);
  expect(Number.isInteger(prompt.timeoutSeconds)).toBe(true);
  expect(prompt.timeoutSeconds).toBeGreaterThanOrEqual(MIN_TIMEOUT_SECONDS);
  expect(prompt.timeoutSeconds).toBeLessThanOrEqual(MAX_TIMEOUT_SECONDS);
  const ids = prompt.questions.map((question) => question.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const question of prompt.questions) {
    expect(question.id).toMatch(SNAKE_CASE);
    expect(question.header.trim()).toBe(question.header);
    expect(question.header).not.toBe("");
    expect(graphemeCount(question.header)).toBeLessThanOrEqual(HEADER_MAX_CHARACTERS);
    expect(question.question.trim()).toBe(question.question);
    expect(question.question).not.toBe("");
    expect(typeof question.multiSelect).toBe("boolean");
    expect(question.options.length).toBeGreaterThanOrEqual(2);
    expect(question.options.length).toBeLessThanOrEqual(4);
    const labels = question.options.map((option) => option.label.toLowerCase());
    expect(new Set(labels).size).toBe(labels.length);
    for (const option of question.options) {
      expect(option.label.trim()).toBe(option.label);
      expect(option.label).not.toBe("");
      expect(codePointCount(option.label)).toBeLessThanOrEqual(MAX_LABEL_CHARACTERS);
      expect(meansOther(option.label)).toBe(false);
      expect(Object.keys(option).every((key) => key === "label" || key === "description")).toBe(
        true,
      );
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Arbitraries

const weirdStrings = fc.constantFrom(
  "",
  " ",
  "\t\n",
  "Other",
  "other...",
  "Other (please specify)",
  "Sonstiges",
  "Andere",
  "อื่นๆ",
  "การตั้งค่าเซิร์ฟเวอร์ใหม่",
  "👨‍👩‍👧‍👦".repeat(14),
  "🇩🇪🇹🇭🇺🇸🇫🇷🇯🇵🇬🇧🇮🇹🇪🇸🇨🇦🇧🇷🇲🇽🇰🇷🇨🇳",
  "e\u0301".repeat(20),
  "x".repeat(64),
  "x".repeat(65),
  "__proto__",
  "constructor",
  "toString",
  "\u0000",
  "\ud800",
  "\udfff lone",
  "\u200b",
  "Ｏｔｈｅｒ",
  "<script>alert(1)</script>",
);

const anyString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.string({ unit: "grapheme-composite", maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  weirdStrings,
);

/** Values a mutation puts somewhere: wrong types, odd strings, numbers JSON cannot hold. */
const mutationValueArb: fc.Arbitrary<unknown> = fc.oneof(
  anyString,
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(
    null,
    true,
    0,
    -0,
    12.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    Number.MAX_VALUE,
    Number.MAX_SAFE_INTEGER + 2,
    -1e300,
    [],
    {},
  ),
  fc.array(fc.record({ label: anyString }), { minLength: 3, maxLength: 8 }),
);

interface Mutation {
  kind: "set" | "add" | "delete" | "grow";
  at: number;
  key: number;
  name: string;
  value: unknown;
}

const mutationArb: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom("set", "add", "delete", "grow"),
  at: fc.nat(),
  key: fc.nat(),
  name: fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom("__proto__", "extra", "other")),
  value: mutationValueArb,
});

/** Every object and array inside a value, the value itself first. */
function containers(value: unknown, found: object[] = []): object[] {
  if (value === null || typeof value !== "object") return found;
  found.push(value);
  for (const child of Object.values(value)) containers(child, found);
  return found;
}

/**
 * Applies mutations to a copy of a valid input: a field set to a wrong value, an unknown key
 * added, a required key deleted, an array grown past its limit.
 */
function mutate(input: unknown, mutations: readonly Mutation[]): unknown {
  let root: unknown = structuredClone(input);
  for (const { value: shared, ...mutation } of mutations) {
    // A copy, so generated constants are never changed and never end up inside themselves.
    const value: unknown = structuredClone(shared);
    const nodes = containers(root);
    const node = nodes[mutation.at % Math.max(1, nodes.length)];
    if (node === undefined) {
      root = value;
      continue;
    }
    if (Array.isArray(node)) {
      const index = node.length === 0 ? 0 : mutation.key % node.length;
      if (mutation.kind === "set") node[index] = value;
      else if (mutation.kind === "delete") node.splice(index, 1);
      else if (mutation.kind === "grow")
        node.push(...Array.from({ length: 4 }, () => structuredClone(node[0] ?? null)));
      else node.push(value);
      continue;
    }
    const record = node as Record<string, unknown>;
    const keys = Object.keys(record);
    const key = keys[mutation.key % Math.max(1, keys.length)];
    if (mutation.kind === "add" || key === undefined)
      Object.defineProperty(record, mutation.name, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    else if (mutation.kind === "delete") delete record[key];
    else if (mutation.kind === "grow") record[key] = [record[key], record[key], value];
    else record[key] = value;
  }
  return root;
}

/** Mostly the valid value, often with one to three mutations. */
function nearlyValid(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.option(fc.array(mutationArb, { minLength: 1, maxLength: 3 }), { freq: 3 }))
    .map(([value, mutations]) => (mutations === null ? value : mutate(value, mutations)));
}

const idArb = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom("deploy", "region", "checks", "a", "b_2") },
  { weight: 1, arbitrary: fc.stringMatching(/^[a-z][a-z0-9_]{0,12}$/) },
);

const labelArb = fc.oneof(
  {
    weight: 24,
    arbitrary: fc.constantFrom(
      "Staging (Recommended)",
      "Production",
      "EU",
      "US",
      "Yes",
      "No",
      "ใช่",
      "Nein",
      "🚀 Ship it",
      "x".repeat(64),
    ),
  },
  { weight: 6, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom(" yes ", "Other", "อื่นๆ", "Sonstiges", "x".repeat(65)) },
);

const headerArb = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "Deploy",
      "Region",
      "  Deployment target  ",
      "ภูมิภาค",
      "การตั้งค่าเซิร์ฟเวอร์ใหม่",
      "👨‍👩‍👧‍👦".repeat(14),
      "🇩🇪🇹🇭🇺🇸🇫🇷🇯🇵🇬🇧🇮🇹🇪🇸🇨🇦🇧🇷🇲🇽🇰🇷🇨🇳",
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme-composite", minLength: 1, maxLength: 40 }) },
);

const optionArb = fc.record(
  { label: labelArb, description: fc.string({ maxLength: 30 }) },
  { requiredKeys: ["label"] },
);

const questionArb = fc.record(
  {
    id: idArb,
    header: headerArb,
    question: fc.oneof(
      fc.constant("Where should this deploy?"),
      fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }),
    ),
    options: fc.uniqueArray(optionArb, {
      minLength: 2,
      maxLength: 4,
      selector: (option) => option.label.trim().toLowerCase(),
    }),
    multiSelect: fc.boolean(),
  },
  { requiredKeys: ["id", "header", "question", "options"] },
);

const timeoutArb = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: -100, max: 5000 }) },
  { weight: 2, arbitrary: fc.constantFrom(29, 30, 3600, 3601, 0, -0, 12.5) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
);

/** A valid `ask_user` input (apart from the odd rule-breaking label or timeout). */
const validAskInputArb = fc.record(
  {
    questions: fc.uniqueArray(questionArb, {
      minLength: 1,
      maxLength: 3,
      selector: (question) => question.id,
    }),
    timeoutSeconds: timeoutArb,
  },
  { requiredKeys: ["questions"] },
);

const askInputArb = nearlyValid(validAskInputArb);

// ---------------------------------------------------------------------------------------------
// (a) validateAskInput

describe("validateAskInput never throws and keeps its invariants", () => {
  let accepted = 0;
  let structuredRuns = 0;

  function checkValidation(input: unknown): boolean {
    executedRuns += 1;
    const result = validateAskInput(input);
    if (result.ok) {
      accepted += 1;
      expectValidPrompt(result.value);
      // Each header is a whole-grapheme prefix of the trimmed input header.
      const given = (input as { questions: { header: string }[] }).questions;
      result.value.questions.forEach((question, index) => {
        const header = (given[index]?.header ?? "").trim();
        expect(header.startsWith(question.header)).toBe(true);
        if (isWellFormed(header)) expect(isWellFormed(question.header)).toBe(true);
        if (graphemeCount(header) <= HEADER_MAX_CHARACTERS) expect(question.header).toBe(header);
      });
    } else {
      expect(result.issues.length).toBeGreaterThan(0);
      for (const issue of result.issues) {
        expect(typeof issue.path).toBe("string");
        expect(issue.path).not.toBe("");
        expect(typeof issue.message).toBe("string");
        expect(issue.message).not.toBe("");
      }
    }
    // The same input gives the same verdict.
    expect(validateAskInput(input)).toEqual(result);
    return true;
  }

  it("on arbitrary values", () => {
    fc.assert(
      fc.property(
        fc.anything({
          withBoxedValues: true,
          withMap: true,
          withSet: true,
          withNullPrototype: true,
          withObjectString: true,
          withBigInt: true,
          withDate: true,
          withTypedArray: true,
          withSparseArray: true,
          withUnicodeString: true,
        }),
        checkValidation,
      ),
      { numRuns: RUNS.anything },
    );
  });

  it("on inputs close to valid", () => {
    fc.assert(
      fc.property(askInputArb, (input) => {
        structuredRuns += 1;
        return checkValidation(input);
      }),
      { numRuns: RUNS.nearValid },
    );
    // The generator must reach the accepting path often enough to test its invariants.
    expect(accepted).toBeGreaterThan(structuredRuns / 20);
  });

  it.each<[string, number | string]>([
    ["1e999", "expected number, got Infinity"],
    ["-1e999", "expected number, got -Infinity"],
    ["-0", 30],
    ["1e-400", 30],
    ["3600.0000000000001", 3600],
    ["29.999999999999999", 30],
    ["1e300", 3600],
  ])("on a timeout of %s that went through JSON", (raw, expected) => {
    const input: unknown = JSON.parse(
      `{"questions":[{"id":"a","header":"H","question":"Q?","options":[{"label":"A"},{"label":"B"}]}],"timeoutSeconds":${raw}}`,
    );
    checkValidation(input);
    const result = validateAskInput(input);
    if (typeof expected === "number")
      expect(result).toMatchObject({ ok: true, value: { timeoutSeconds: expected } });
    else
      expect(result).toEqual({
        ok: false,
        issues: [{ path: "timeoutSeconds", message: expected }],
      });
  });
});

// ---------------------------------------------------------------------------------------------
// HTTP, in process

const internalErrors: unknown[] = [];
const service = new QuestionService({ store: new MemoryQuestionStore() });
const app = createHttpApp({
  service,
  // Thousands of answer attempts from one test source: the per-source limit is for humans.
  answerRatePerMinute: 100_000_000,
  onInternalError: (error) => {
    internalErrors.push(error);
  },
});
let sessionCounter = 0;
function freshSession(): string {
  sessionCounter += 1;
  return `fuzz-session-${sessionCounter}`;
}

afterAll(() => {
  service.stop();
});

type RequestBody = string | Uint8Array;

async function post(path: string, body: RequestBody, contentType?: string): Promise<Response> {
  return app.request(path, {
    method: "POST",
    body,
    headers: contentType === undefined ? {} : { "content-type": contentType },
  });
}

/** Checks the error envelope of a 4xx answer and returns its code. */
async function expectClientError(response: Response): Promise<string> {
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
  expect(typeof body.error?.code).toBe("string");
  expect(typeof body.error?.message).toBe("string");
  return body.error?.code as string;
}

const contentTypeArb = fc.constantFrom(
  undefined,
  "application/json",
  "text/plain",
  "application/x-www-form-urlencoded",
);

/** Not JSON, or JSON that is not an object, or JSON that is cut short. */
const garbageBodyArb: fc.Arbitrary<RequestBody> = fc.oneof(
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.uint8Array({ maxLength: 200 }),
  fc.constantFrom(
    "",
    " ",
    "null",
    "[]",
    "42",
    '"questions"',
    "{",
    '{"questions": [',
    "{'questions': []}",
    '{"questions":1e999}',
    '{"sessionId":"s","questions":[{"id":"a","header":"H","question":"Q?","options":[{"label":"A"},{"label":"B"}]}],"timeoutSeconds":1e999}',
    '{"__proto__":{"polluted":true},"sessionId":"s"}',
    "\u0000\u0001",
    "\ufeff{}",
  ),
  fc.jsonValue().map((value) => JSON.stringify(value) ?? "null"),
);

const sessionArb = fc.oneof(
  { weight: 6, arbitrary: fc.constant(undefined).map(() => freshSession()) },
  { weight: 2, arbitrary: fc.constantFrom("busy-1", "busy-2", "agent:a1:subagent:x") },
  { weight: 1, arbitrary: anyString },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 1 }) },
);

const callArb = fc.record(
  {
    sessionId: sessionArb,
    runId: fc.constantFrom("run-1", "run-2"),
    toolCallId: fc.constantFrom("call-1", "call-2"),
  },
  { requiredKeys: ["sessionId"] },
);

const askBodyArb: fc.Arbitrary<RequestBody> = fc
  .tuple(
    nearlyValid(
      fc.tuple(callArb, validAskInputArb).map(([call, input]) => ({ ...call, ...input })),
    ),
    fc.oneof({ weight: 7, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.nat() }),
  )
  .map(([body, cutAt]) => {
    const text = JSON.stringify(body) ?? "null";
    // Sometimes the body is cut short, as by a dropped connection.
    return cutAt === null ? text : text.slice(0, cutAt % (text.length + 1));
  });

describe("POST /v1/questions with random bodies", () => {
  it("answers 2xx or 4xx with an error envelope, never 5xx", async () => {
    const codes = new Set<string>();
    let created = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof({ weight: 3, arbitrary: askBodyArb }, { weight: 1, arbitrary: garbageBodyArb }),
        contentTypeArb,
        async (body, contentType) => {
          executedRuns += 1;
          const response = await post("/v1/questions", body, contentType);
          if (response.status === 200 || response.status === 201) {
            if (response.status === 201) created += 1;
            const view = (await response.json()) as AskPrompt & { id: unknown; status: unknown };
            expect(typeof view.id).toBe("string");
            expect(view.status).toBe("pending");
            expectValidPrompt(view);
            return;
          }
          codes.add(await expectClientError(response));
        },
      ),
      { numRuns: RUNS.askHttp },
    );
    expect(internalErrors).toEqual([]);
    // The bodies reach the service's own checks, not only the JSON parser.
    expect(created).toBeGreaterThan(0);
    expect(codes).toContain("invalid_request");
    expect(codes).toContain("session_busy");
    expect(codes).toContain("not_main_session");
  });
});

// ---------------------------------------------------------------------------------------------
// (c) POST /v1/questions/:id/answer

const PENDING_INPUT = deployAndChecksPrompt();
const LABELS = {
  deploy: ["Staging (Recommended)", "Production"],
  checks: ["Lint", "Unit tests", "Build"],
};

async function askPending(): Promise<string> {
  const response = await post(
    "/v1/questions",
    JSON.stringify({ sessionId: freshSession(), ...PENDING_INPUT }),
  );
  expect(response.status).toBe(201);
  const view = (await response.json()) as { id: string };
  return view.id;
}

const responderArb = fc.record(
  {
    surface: fc.constantFrom("telegram", "control-ui", "cli"),
    userId: fc.constantFrom("u1", "u-2"),
  },
  { requiredKeys: [] },
);

const answersArb = fc.record({
  deploy: fc
    .constantFrom(...LABELS.deploy, "production", " staging (RECOMMENDED) ", "Staging", "my words")
    .map((value) => [value]),
  checks: fc.uniqueArray(
    fc.constantFrom(...LABELS.checks, "lint ", "BUILD", "my own check", "  my own check"),
    { minLength: 1, maxLength: 4 },
  ),
});

/** A valid submission: answers or a Skip, with or without a responder. */
const validAnswerBodyArb: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .tuple(answersArb, responderArb)
      .map(([answers, responder]) => ({ answers, ...responder })),
  },
  { weight: 1, arbitrary: responderArb.map((responder) => ({ skip: true, ...responder })) },
);

const answerBodyArb: fc.Arbitrary<RequestBody> = fc.oneof(
  {
    weight: 5,
    arbitrary: nearlyValid(validAnswerBodyArb).map((body) => JSON.stringify(body) ?? "null"),
  },
  { weight: 1, arbitrary: garbageBodyArb },
);

interface AnswerResult {
  status: string;
  reason?: string;
  answers?: { answers: Record<string, unknown> };
}

describe("POST /v1/questions/:id/answer with random bodies", () => {
  it("ends the pending question with 200, or refuses with 4xx and leaves it pending", async () => {
    const outcomes = new Map<string, number>();
    const count = (key: string) => outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
    await fc.assert(
      fc.asyncProperty(answerBodyArb, contentTypeArb, async (body, contentType) => {
        executedRuns += 1;
        const id = await askPending();
        const response = await post(`/v1/questions/${id}/answer`, body, contentType);
        const after = (await (await app.request(`/v1/questions/${id}`)).json()) as {
          status: string;
        };
        if (response.status === 200) {
          const result = (await response.json()) as AnswerResult;
          if (result.status === "answered") {
            count("answered");
            expect(Object.keys(result)).toEqual(["status", "answers"]);
            const answers = result.answers?.answers ?? {};
            expect(Object.keys(answers).sort()).toEqual(["checks", "deploy"]);
            const deploy = answers.deploy as string[];
            expect(deploy).toHaveLength(1);
            for (const [questionId, values] of Object.entries(answers)) {
              expect(Array.isArray(values)).toBe(true);
              for (const value of values as unknown[]) {
                expect(typeof value).toBe("string");
                const text = value as string;
                expect(text.trim()).toBe(text);
                expect(text).not.toBe("");
                // A value that names an option comes back as the option's exact label.
                const labels = LABELS[questionId as keyof typeof LABELS];
                const match = labels.find((label) => label.toLowerCase() === text.toLowerCase());
                if (match !== undefined) expect(text).toBe(match);
              }
            }
            expect(after.status).toBe("answered");
          } else {
            count("skipped");
            expect(result).toStrictEqual({ status: "no_answer", reason: "skipped" });
            expect(after.status).toBe("skipped");
          }
          // The first answer wins: a second one is refused and changes nothing.
          const again = await post(`/v1/questions/${id}/answer`, JSON.stringify({ skip: true }));
          expect(again.status).toBe(409);
          expect(await expectClientError(again)).toBe("already_ended");
          return;
        }
        count(await expectClientError(response));
        expect(response.status).toBe(400);
        expect(after.status).toBe("pending");
        // Leave the session free for the next run.
        const cancelled = await post(`/v1/questions/${id}/cancel`, "");
        expect(cancelled.status).toBe(200);
      }),
      { numRuns: RUNS.answerHttp },
    );
    expect(internalErrors).toEqual([]);
    expect(outcomes.get("answered") ?? 0).toBeGreaterThan(0);
    expect(outcomes.get("skipped") ?? 0).toBeGreaterThan(0);
    expect(outcomes.get("invalid_request") ?? 0).toBeGreaterThan(0);
  });

  it("refuses an answer to an unknown question with 400 or 404", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uuid(),
          fc.string({ minLength: 1 }),
          fc.string({ unit: "grapheme", minLength: 1 }),
        ),
        answerBodyArb,
        async (id, body) => {
          executedRuns += 1;
          const response = await post(`/v1/questions/${encodeURIComponent(id)}/answer`, body);
          const code = await expectClientError(response);
          expect([400, 404]).toContain(response.status);
          if (response.status === 404) expect(code).toBe("not_found");
        },
      ),
      { numRuns: RUNS.answerUnknownId },
    );
    expect(internalErrors).toEqual([]);
  });
});

describe("fuzzing volume", () => {
  it("ran at least 5,000 generated inputs", () => {
    expect(executedRuns).toBeGreaterThanOrEqual(5000);
  });
});
