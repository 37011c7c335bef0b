import { Hono, type MiddlewareHandler } from "hono";
import type { UpgradeWebSocket } from "hono/ws";
import {
  AskUserError,
  type FieldIssue,
  type GatewayEvent,
  invalidRequest,
  parseAnswerSubmission,
  type QuestionStatus,
  requireStrictObject,
  resultOf,
  TERMINAL_STATUSES,
} from "../core/index.js";
import type { QuestionService } from "../service/question-service.js";
import type { TimelineItem } from "../service/timeline-item.js";
import { answerRateLimit } from "./answer-rate-limit.js";
import { type AuthVariables, bearerAuth } from "./bearer-auth.js";
import { limitBody } from "./body-limit.js";
import { errorResponse, toAskUserError } from "./error-response.js";
import { originGuard } from "./origin-guard.js";
import { toQuestionView } from "./question-view.js";
import { type LogLine, requestLog } from "./request-log.js";
import { type RequestSourceOptions, requestSourceOf } from "./request-source.js";
import { type RoleTokens, resolveRoleTokens } from "./role-tokens.js";
import { TokenBucketLimiter } from "./token-bucket-limiter.js";

export const MAX_BODY_BYTES = 64 * 1024;
export const DEFAULT_WAIT_SECONDS = 30;
export const MAX_WAIT_SECONDS = 3600;
/**
 * Answer and reply attempts per minute per source (`ASK_USER_ANSWER_RATE`): far above what a
 * human does, low enough to bound a flood; a busy agent host answering for many humans at once
 * stays under it.
 */
export const DEFAULT_ANSWER_RATE = 600;
/** Wrong tokens per minute per source (`ASK_USER_AUTH_FAILURE_RATE`). */
export const DEFAULT_AUTH_FAILURE_RATE = 30;
/** How long `/readyz` waits for the store. */
export const READY_TIMEOUT_MS = 2000;

export interface HttpAppOptions {
  service: QuestionService;
  /** One token for every role; `tokens` wins over it. See `route-roles.ts` for who may call what. */
  token?: string;
  /** Each role's bearer token; a role without one is open. */
  tokens?: RoleTokens;
  /** Browser origins besides the gateway's own that may call the API. */
  allowedOrigins?: readonly string[];
  /** Answer and reply attempts per minute per source. */
  answerRatePerMinute?: number;
  /** Wrong tokens per minute per source. */
  authFailureRatePerMinute?: number;
  /** How the source of a request (for the limits) is told. */
  source?: RequestSourceOptions;
  /** Structured log lines: one per request, and what `/readyz` found wrong. */
  log?: LogLine;
  /** Prometheus text for `/metrics`, behind the metrics token; without it `/metrics` is 404. */
  metrics?: { contentType: string; render(): Promise<string> };
  /** How long `/readyz` waits for the store before it says not ready. */
  readyTimeoutMs?: number;
  /** The runtime's WebSocket upgrade; without it `/v1/events` answers 404. */
  upgradeWebSocket?: UpgradeWebSocket;
  /** The MCP Streamable HTTP endpoint, served at `/mcp` behind the agent token. */
  mcp?: { handle(request: Request): Promise<Response> };
  /** Serves the Control UI's files for GET requests outside `/v1/`; open like `/healthz`. */
  staticAssets?: MiddlewareHandler;
  /** The chat channels a session may route its questions to (`PUT .../routes`). */
  channels?: readonly string[];
  /**
   * Inbound channel webhooks, such as Telegram's, outside the bearer token: each verifies its
   * own platform's signature or secret.
   */
  channelWebhooks?: ReadonlyArray<{ path: string; handle(request: Request): Promise<Response> }>;
  /** Called with failures that are not the caller's fault. */
  onInternalError?: (error: unknown) => void;
}

function payloadTooLarge(): never {
  throw new AskUserError("payload_too_large", `request body over ${MAX_BODY_BYTES} bytes`);
}

const STATUSES: readonly QuestionStatus[] = ["pending", ...TERMINAL_STATUSES];
/** What a reply or a message may hold: its text and who wrote it. */
const TEXT_KEYS = ["text", "surface", "userId"];

/** The HTTP API (SPEC A4) as a runtime-neutral Hono app. */
export function createHttpApp(options: HttpAppOptions): Hono<{ Variables: AuthVariables }> {
  const { service } = options;
  const log = options.log ?? (() => {});
  const app = new Hono<{ Variables: AuthVariables }>();
  const sourceOf = requestSourceOf(options.source ?? {});

  app.onError((error, c) => {
    const known = toAskUserError(error);
    if (known.code === "internal") options.onInternalError?.(error);
    return errorResponse(c, known);
  });
  app.notFound((c) => errorResponse(c, new AskUserError("not_found", "no such route")));

  app.use("*", requestLog(log));

  // Liveness: the process answers.
  app.get("/healthz", (c) => c.json({ ok: true }));

  // Readiness: the store answers a cheap read in time.
  app.get("/readyz", async (c) => {
    const timeoutMs = options.readyTimeoutMs ?? READY_TIMEOUT_MS;
    const problem = await storeProblem(service, timeoutMs);
    if (problem === undefined) return c.json({ ok: true });
    log({ level: "warn", msg: "not ready", reason: problem.reason, error: problem.error });
    return c.json({ ok: false, reason: problem.reason }, 503);
  });

  // The UI's files hold no secrets, and the page must load to ask for the token.
  const staticAssets = options.staticAssets;
  if (staticAssets)
    app.get("*", async (c, next) =>
      c.req.path.startsWith("/v1/") ? next() : staticAssets(c, next),
    );

  for (const webhook of options.channelWebhooks ?? [])
    app.post(webhook.path, limitBody(MAX_BODY_BYTES, payloadTooLarge), (c) =>
      webhook.handle(c.req.raw),
    );

  // Before the token check, so preflights (which carry no token) get their answer.
  const guardOrigin = originGuard(options.allowedOrigins ?? []);
  for (const path of ["/v1/*", "/mcp", "/metrics"]) app.use(path, guardOrigin);

  app.use(
    "*",
    bearerAuth({
      tokens: options.tokens ?? resolveRoleTokens({ token: options.token }),
      failures: new TokenBucketLimiter({
        perMinute: options.authFailureRatePerMinute ?? DEFAULT_AUTH_FAILURE_RATE,
      }),
      sourceOf,
    }),
  );
  app.use(
    "*",
    answerRateLimit(
      new TokenBucketLimiter({ perMinute: options.answerRatePerMinute ?? DEFAULT_ANSWER_RATE }),
      sourceOf,
    ),
  );

  app.use("*", limitBody(MAX_BODY_BYTES, payloadTooLarge));

  const mcp = options.mcp;
  if (mcp) app.on(["GET", "POST", "DELETE"], "/mcp", (c) => mcp.handle(c.req.raw));

  const metrics = options.metrics;
  if (metrics)
    app.get("/metrics", async (c) =>
      c.body(await metrics.render(), 200, { "content-type": metrics.contentType }),
    );

  app.post("/v1/questions", async (c) => {
    const body = await readJsonObject(c.req.raw);
    const { sessionId, runId, toolCallId, ...input } = body;
    const outcome = await service.ask({ sessionId, runId, toolCallId, input });
    return c.json(toQuestionView(outcome.record), outcome.created ? 201 : 200);
  });

  app.get("/v1/questions", async (c) => {
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

  app.get("/v1/questions/:id", async (c) =>
    c.json(toQuestionView(await service.get(c.req.param("id")))),
  );

  app.get("/v1/questions/:id/result", async (c) => {
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

  app.post("/v1/questions/:id/answer", async (c) => {
    const body = await readJsonObject(c.req.raw);
    const responder = readResponder(body);
    const record = await service.answer(
      c.req.param("id"),
      (pending) => parseAnswerSubmission(pending.questions, body, ["surface", "userId"]),
      responder,
    );
    return c.json(resultOf(record));
  });

  app.post("/v1/questions/:id/cancel", async (c) => {
    const body = requireStrictObject(await readJsonObject(c.req.raw, { optional: true }), [
      "reason",
    ]);
    if (body.reason !== undefined && body.reason !== "cancelled" && body.reason !== "aborted")
      throw invalidRequest([{ path: "reason", message: 'expected "cancelled" or "aborted"' }]);
    const record = await service.cancel(c.req.param("id"), {
      reason: body.reason as "cancelled" | "aborted" | undefined,
      surface: "api",
    });
    return c.json(resultOf(record));
  });

  app.get("/v1/sessions", async (c) =>
    c.json({ sessions: await service.listSessions(), now: service.now() }),
  );

  app.get("/v1/sessions/:sessionId/timeline", async (c) => {
    const items = await service.timeline(c.req.param("sessionId"));
    return c.json({
      sessionId: c.req.param("sessionId"),
      items: items.map(toTimelineItemView),
      now: service.now(),
    });
  });

  app.get("/v1/sessions/:sessionId/settings", async (c) =>
    c.json(await service.sessions.settings(c.req.param("sessionId"))),
  );

  app.put("/v1/sessions/:sessionId/settings", async (c) =>
    c.json(
      await service.sessions.updateSettings(
        c.req.param("sessionId"),
        await readJsonObject(c.req.raw),
      ),
    ),
  );

  app.get("/v1/sessions/:sessionId/routes", async (c) => {
    const routes = await service.sessions.routes(c.req.param("sessionId"));
    return c.json({ routes: routes ?? null });
  });

  app.put("/v1/sessions/:sessionId/routes", async (c) => {
    const routes = await service.sessions.updateRoutes(
      c.req.param("sessionId"),
      await readJsonObject(c.req.raw),
      options.channels ?? [],
    );
    return c.json({ routes: routes ?? null });
  });

  app.post("/v1/sessions/:sessionId/replies", async (c) => {
    const body = requireStrictObject(await readJsonObject(c.req.raw), TEXT_KEYS);
    const outcome = await service.reply(c.req.param("sessionId"), body.text, readResponder(body));
    return c.json(outcome);
  });

  app.post("/v1/sessions/:sessionId/messages", async (c) => {
    const body = requireStrictObject(await readJsonObject(c.req.raw), TEXT_KEYS);
    const roles = c.get("roles");
    // Only the agent's token makes an agent's message; the shared token keeps the human's.
    if (roles !== undefined && !roles.includes("human")) {
      const humanOnly = ["surface", "userId"].filter((key) => key in body);
      if (humanOnly.length > 0)
        throw invalidRequest(
          humanOnly.map((key) => ({
            path: key,
            message: "only a human's message has one; with the agent's token the agent writes",
          })),
        );
      const message = await service.postMessage(c.req.param("sessionId"), body.text, {
        kind: "agent",
      });
      return c.json(message, 201);
    }
    const responder = readResponder(body);
    const message = await service.postMessage(c.req.param("sessionId"), body.text, {
      kind: "human",
      ...responder,
    });
    return c.json(message, 201);
  });

  const upgradeWebSocket = options.upgradeWebSocket;
  if (upgradeWebSocket) {
    app.get(
      "/v1/events",
      upgradeWebSocket(() => {
        let unsubscribe: (() => void) | undefined;
        return {
          onOpen: (_event, socket) => {
            socket.send(JSON.stringify({ type: "hello", now: service.now() }));
            unsubscribe = service.events.subscribe((event) => {
              socket.send(JSON.stringify(toEventView(event)));
            });
          },
          onClose: () => unsubscribe?.(),
          onError: () => unsubscribe?.(),
        };
      }),
    );
  }

  return app;
}

/** Why the store is not ready, or undefined when it answered a cheap read within `timeoutMs`. */
async function storeProblem(
  service: QuestionService,
  timeoutMs: number,
): Promise<{ reason: string; error?: string } | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  try {
    const outcome = await Promise.race([
      service.list({ status: "pending", limit: 1 }).then(() => "ok" as const),
      timedOut,
    ]);
    return outcome === "ok"
      ? undefined
      : { reason: `the store did not answer within ${timeoutMs} ms` };
  } catch (error) {
    // The caller needs no token here, so it hears only that the read failed; the log has why.
    return { reason: "the store failed a read", error: String(error) };
  } finally {
    clearTimeout(timer);
  }
}

function toTimelineItemView(item: TimelineItem) {
  return item.type === "question"
    ? { type: item.type, question: toQuestionView(item.question) }
    : item;
}

function toEventView(event: GatewayEvent) {
  return event.type === "message-posted"
    ? event
    : { ...event, question: toQuestionView(event.question) };
}

async function readJsonObject(
  request: Request,
  options: { optional?: boolean } = {},
): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text.trim() === "" && options.optional) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw invalidRequest([{ path: "(root)", message: "expected a JSON body" }]);
  }
  if (body === null || typeof body !== "object" || Array.isArray(body))
    throw invalidRequest([{ path: "(root)", message: "expected a JSON object" }]);
  return body as Record<string, unknown>;
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

function readResponder(body: Record<string, unknown>): { surface: string; userId?: string } {
  const issues: FieldIssue[] = [];
  const { surface, userId } = body;
  if (
    surface !== undefined &&
    (typeof surface !== "string" || !/^[a-z][a-z0-9_-]{0,31}$/.test(surface))
  )
    issues.push({ path: "surface", message: "expected a lowercase name of at most 32 characters" });
  if (userId !== undefined && (typeof userId !== "string" || userId === "" || userId.length > 256))
    issues.push({
      path: "userId",
      message: "expected a non-empty string of at most 256 characters",
    });
  if (issues.length > 0) throw invalidRequest(issues);
  return {
    surface: (surface as string | undefined) ?? "api",
    ...(userId === undefined ? {} : { userId: userId as string }),
  };
}
