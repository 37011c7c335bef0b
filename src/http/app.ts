import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { UpgradeWebSocket } from "hono/ws";
import {
  AskUserError,
  type FieldIssue,
  type GatewayEvent,
  invalidRequest,
  parseAnswerSubmission,
  type QuestionStatus,
  resultOf,
  TERMINAL_STATUSES,
} from "../core/index.js";
import type { QuestionService, TimelineItem } from "../gateway/question-service.js";
import { constantTimeEqual } from "./constant-time-equal.js";
import { errorResponse, toAskUserError } from "./error-response.js";
import { toQuestionView } from "./question-view.js";

export const MAX_BODY_BYTES = 64 * 1024;
export const DEFAULT_WAIT_SECONDS = 30;
export const MAX_WAIT_SECONDS = 3600;

export interface HttpAppOptions {
  service: QuestionService;
  /** When set, every route but `/healthz` needs `Authorization: Bearer <token>`. */
  token?: string;
  /** The runtime's WebSocket upgrade; without it `/v1/events` answers 404. */
  upgradeWebSocket?: UpgradeWebSocket;
  /** The MCP Streamable HTTP endpoint, served at `/mcp` behind the same token. */
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

const STATUSES: readonly QuestionStatus[] = ["pending", ...TERMINAL_STATUSES];

/** The HTTP API (SPEC A4) as a runtime-neutral Hono app. */
export function createHttpApp(options: HttpAppOptions): Hono {
  const { service } = options;
  const app = new Hono();

  app.onError((error, c) => {
    const known = toAskUserError(error);
    if (known.code === "internal") options.onInternalError?.(error);
    return errorResponse(c, known);
  });
  app.notFound((c) => errorResponse(c, new AskUserError("not_found", "no such route")));

  app.get("/healthz", (c) => c.json({ ok: true }));

  // The UI's files hold no secrets, and the page must load to ask for the token.
  const staticAssets = options.staticAssets;
  if (staticAssets)
    app.get("*", async (c, next) =>
      c.req.path.startsWith("/v1/") ? next() : staticAssets(c, next),
    );

  for (const webhook of options.channelWebhooks ?? [])
    app.post(webhook.path, bodyLimit({ maxSize: MAX_BODY_BYTES }), (c) =>
      webhook.handle(c.req.raw),
    );

  if (options.token !== undefined) {
    const token = options.token;
    app.use("*", async (c, next) => {
      const header = c.req.header("authorization") ?? "";
      const bearer = /^Bearer (.+)$/i.exec(header)?.[1];
      // Browsers cannot set headers on a WebSocket, so the event stream also takes ?token=.
      const given = bearer ?? (c.req.path === "/v1/events" ? c.req.query("token") : undefined);
      if (given === undefined || !constantTimeEqual(given, token))
        throw new AskUserError("unauthorized", "missing or wrong bearer token");
      await next();
    });
  }

  app.use(
    "*",
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new AskUserError("payload_too_large", `request body over ${MAX_BODY_BYTES} bytes`);
      },
    }),
  );

  const mcp = options.mcp;
  if (mcp) app.on(["GET", "POST", "DELETE"], "/mcp", (c) => mcp.handle(c.req.raw));

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
    const body = await readJsonObject(c.req.raw, { optional: true });
    rejectUnknownKeys(body, ["reason"]);
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
    c.json(await service.sessionSettings(c.req.param("sessionId"))),
  );

  app.put("/v1/sessions/:sessionId/settings", async (c) =>
    c.json(
      await service.updateSessionSettings(
        c.req.param("sessionId"),
        await readJsonObject(c.req.raw),
      ),
    ),
  );

  app.get("/v1/sessions/:sessionId/routes", async (c) => {
    const routes = await service.sessionRoutes(c.req.param("sessionId"));
    return c.json({ routes: routes ?? null });
  });

  app.put("/v1/sessions/:sessionId/routes", async (c) => {
    const routes = await service.updateSessionRoutes(
      c.req.param("sessionId"),
      await readJsonObject(c.req.raw),
      options.channels ?? [],
    );
    return c.json({ routes: routes ?? null });
  });

  app.post("/v1/sessions/:sessionId/replies", async (c) => {
    const body = await readJsonObject(c.req.raw);
    rejectUnknownKeys(body, ["text", "surface", "userId"]);
    const outcome = await service.reply(c.req.param("sessionId"), body.text, readResponder(body));
    return c.json(outcome);
  });

  app.post("/v1/sessions/:sessionId/messages", async (c) => {
    const body = await readJsonObject(c.req.raw);
    rejectUnknownKeys(body, ["text", "surface", "userId"]);
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

function rejectUnknownKeys(body: Record<string, unknown>, known: readonly string[]): void {
  const issues = Object.keys(body)
    .filter((key) => !known.includes(key))
    .map((key) => ({ path: key, message: "unknown property" }));
  if (issues.length > 0) throw invalidRequest(issues);
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
