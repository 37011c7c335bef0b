import { Hono } from "hono";
import {
  type FieldIssue,
  invalidRequest,
  parseAnswerSubmission,
  type QuestionStatus,
  requireStrictObject,
  resultOf,
  schemaIssues,
  TERMINAL_STATUSES,
} from "../core/index.js";
import type { RoutableChannel } from "../service/channel-routes.js";
import type { QuestionService } from "../service/question-service.js";
import { cancelBodySchema } from "./cancel-body.js";
import { toPlanStepView, toQuestionView } from "./question-view.js";
import { readJsonObject } from "./read-json-object.js";
import { readResponder, TEXT_KEYS } from "./read-responder.js";

export const DEFAULT_WAIT_SECONDS = 30;
export const MAX_WAIT_SECONDS = 3600;

const STATUSES: readonly QuestionStatus[] = ["pending", ...TERMINAL_STATUSES];

/** `/v1/questions`: ask, list, read, wait for the result, answer and cancel. */
export function createQuestionRoutes(
  service: QuestionService,
  channels: readonly RoutableChannel[] = [],
): Hono {
  const app = new Hono();

  app.post("/", async (c) => {
    const body = await readJsonObject(c.req.raw);
    const { sessionId, runId, toolCallId, ...input } = body;
    const outcome = await service.ask({ sessionId, runId, toolCallId, input });
    return c.json(toQuestionView(outcome.record), outcome.created ? 201 : 200);
  });

  app.get("/", async (c) => {
    const issues: FieldIssue[] = [];
    const status = c.req.query("status");
    if (status !== undefined && !STATUSES.includes(status as QuestionStatus))
      issues.push({ path: "status", message: `expected one of: ${STATUSES.join(", ")}` });
    const limit = readInteger(c.req.query("limit"), "limit", { min: 1, max: 1000 }, issues);
    if (issues.length > 0) throw invalidRequest(issues);
    const questions = await service.list({
      ...(c.req.query("sessionId") === undefined ? {} : { sessionId: c.req.query("sessionId") }),
      ...(status === undefined ? {} : { status: status as QuestionStatus }),
      limit: limit ?? 1000,
    });
    return c.json({ questions: questions.map(toQuestionView) });
  });

  app.get("/:id", async (c) => {
    const record = await service.get(c.req.param("id"));
    const steps = await service.planSteps(record.id);
    return c.json({
      ...toQuestionView(record),
      ...(steps.length === 0
        ? {}
        : { planSteps: steps.map((step) => toPlanStepView(step, channels)) }),
    });
  });

  app.get("/:id/result", async (c) => {
    const issues: FieldIssue[] = [];
    const waitSeconds =
      readInteger(
        c.req.query("waitSeconds"),
        "waitSeconds",
        { min: 0, max: MAX_WAIT_SECONDS },
        issues,
      ) ?? DEFAULT_WAIT_SECONDS;
    if (issues.length > 0) throw invalidRequest(issues);
    const record = await service.waitForEnd(c.req.param("id"), {
      timeoutMs: waitSeconds * 1000,
      signal: c.req.raw.signal,
    });
    const result = resultOf(record);
    return result ? c.json(result, 200) : c.json(toQuestionView(record), 202);
  });

  app.post("/:id/answer", async (c) => {
    const body = await readJsonObject(c.req.raw);
    const responder = readResponder(body);
    const record = await service.answer(
      c.req.param("id"),
      (pending) => parseAnswerSubmission(pending.questions, body, ["surface", "userId"]),
      responder,
    );
    return c.json(resultOf(record));
  });

  // A reply in words to this question only: `already_ended` (409) once it has ended, so a
  // reply never reaches the session's next question (SPEC T2).
  app.post("/:id/replies", async (c) => {
    const body = requireStrictObject(await readJsonObject(c.req.raw), TEXT_KEYS);
    const outcome = await service.replyToQuestion(
      c.req.param("id"),
      body.text,
      readResponder(body),
    );
    return c.json(outcome);
  });

  app.post("/:id/cancel", async (c) => {
    const body = cancelBodySchema.safeParse(await readJsonObject(c.req.raw, { optional: true }));
    if (!body.success) throw invalidRequest(schemaIssues(body.error.issues));
    const record = await service.cancel(c.req.param("id"), {
      ...(body.data.reason === undefined ? {} : { reason: body.data.reason }),
      surface: "api",
    });
    return c.json(resultOf(record));
  });

  return app;
}

function readInteger(
  raw: string | undefined,
  path: string,
  range: { min: number; max: number },
  issues: FieldIssue[],
): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < range.min || value > range.max) {
    issues.push({ path, message: `expected an integer from ${range.min} to ${range.max}` });
    return undefined;
  }
  return value;
}
