import { Hono, type MiddlewareHandler } from "hono";
import type { UpgradeWebSocket } from "hono/ws";
import { AskUserError } from "../core/index.js";
import type { RoutableChannel } from "../service/channel-routes.js";
import type { PushDevices } from "../service/push-devices.js";
import type { QuestionService } from "../service/question-service.js";
import { answerRateLimit } from "./answer-rate-limit.js";
import { type AuthVariables, bearerAuth } from "./bearer-auth.js";
import { limitBody } from "./body-limit.js";
import { type ChannelWebhook, createChannelWebhookRoutes } from "./channel-webhook-routes.js";
import { errorResponse, toAskUserError } from "./error-response.js";
import { createEventRoutes } from "./event-routes.js";
import { hostGuard } from "./host-guard.js";
import { buildOpenApiDocument } from "./openapi-document.js";
import { createMetricsRoutes, createProbeRoutes, type MetricsSource } from "./ops-routes.js";
import { originGuard } from "./origin-guard.js";
import { createPushRoutes } from "./push-routes.js";
import { createQuestionRoutes } from "./question-routes.js";
import { type LogLine, requestLog } from "./request-log.js";
import { type RequestSourceOptions, requestSourceOf } from "./request-source.js";
import { type RoleTokens, resolveRoleTokens } from "./role-tokens.js";
import { createSessionRoutes } from "./session-routes.js";
import { TokenBucketLimiter } from "./token-bucket-limiter.js";

export const MAX_BODY_BYTES = 64 * 1024;
/**
 * Answer and reply attempts per minute per source (`ASK_USER_ANSWER_RATE`): far above what a
 * human does, low enough to bound a flood; a busy agent host answering for many humans at once
 * stays under it.
 */
export const DEFAULT_ANSWER_RATE = 600;
/** Wrong tokens per minute per source (`ASK_USER_AUTH_FAILURE_RATE`). */
export const DEFAULT_AUTH_FAILURE_RATE = 30;

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
  metrics?: MetricsSource;
  /** How long `/readyz` waits for the store before it says not ready. */
  readyTimeoutMs?: number;
  /** The runtime's WebSocket upgrade; without it `/v1/events` answers 404. */
  upgradeWebSocket?: UpgradeWebSocket;
  /**
   * The MCP Streamable HTTP endpoint, served at `/mcp` behind the agent token. `owner` is whose
   * session it is: the token's roles, or the client's address when `/mcp` takes no token.
   */
  mcp?: { handle(request: Request, context: { owner: string }): Promise<Response> };
  /**
   * Serves the Control UI's files for GET requests outside `/v1/`; open like `/healthz`. It
   * sets their headers itself (see `ui-security-headers.ts`).
   */
  staticAssets?: MiddlewareHandler;
  /**
   * Whether a request's `Host` is one the gateway answers to (see `host-guard.ts`); others get
   * 403 before any route runs. Without it every host is served.
   */
  acceptsHost?: (host: string) => boolean;
  /** The devices that get Web Push notifications; without it `/v1/push` is 404. */
  push?: PushDevices;
  /** The channels a session may route its questions to (`PUT .../routes`). */
  channels?: readonly RoutableChannel[];
  /**
   * Inbound channel webhooks, such as Telegram's, outside the bearer token: each verifies its
   * own platform's signature or secret.
   */
  channelWebhooks?: readonly ChannelWebhook[];
  /** Called with failures that are not the caller's fault. */
  onInternalError?: (error: unknown) => void;
  /** Aborted when the gateway stops: MCP calls in flight return at once. */
  endMcpCalls?: AbortSignal;
}

/** Refuses a body over `maxBytes` (the API's limit unless a channel's route sets its own). */
function limitBodyTo(maxBytes = MAX_BODY_BYTES): MiddlewareHandler {
  return limitBody(maxBytes, () => {
    throw new AskUserError("payload_too_large", `request body over ${maxBytes} bytes`);
  });
}

/**
 * The HTTP API (SPEC A4) as a runtime-neutral Hono app. Order matters: Hono runs middleware
 * and routes in the order they are added, so whatever is mounted before the bearer token is
 * open.
 */
export function createHttpApp(options: HttpAppOptions): Hono<{ Variables: AuthVariables }> {
  const { service } = options;
  const log = options.log ?? (() => {});
  const app = new Hono<{ Variables: AuthVariables }>();
  const sourceOf = requestSourceOf(options.source ?? {});
  const bodyLimit = limitBodyTo();

  app.onError((error, c) => {
    const known = toAskUserError(error);
    if (known.code === "internal") options.onInternalError?.(error);
    return errorResponse(c, known);
  });
  app.notFound((c) => errorResponse(c, new AskUserError("not_found", "no such route")));

  app.use("*", requestLog(log));
  if (options.acceptsHost) app.use("*", hostGuard(options.acceptsHost));

  app.route("/", createProbeRoutes(service, { log, readyTimeoutMs: options.readyTimeoutMs }));

  // Open like the probes: it describes the API and holds no secrets. Built and serialized at
  // the first request: deriving it from the schemas is work a start need not wait for.
  let openApi: string | undefined;
  app.get("/openapi.json", (c) => {
    openApi ??= JSON.stringify(
      buildOpenApiDocument({
        mcp: options.mcp !== undefined,
        metrics: options.metrics !== undefined,
        events: options.upgradeWebSocket !== undefined,
        push: options.push !== undefined,
        channelWebhooks: options.channelWebhooks ?? [],
      }),
    );
    return c.body(openApi, 200, { "content-type": "application/json" });
  });

  // The UI's files hold no secrets, and the page must load to ask for the token.
  const staticAssets = options.staticAssets;
  if (staticAssets)
    app.get("*", async (c, next) =>
      c.req.path.startsWith("/v1/") ? next() : staticAssets(c, next),
    );

  app.route("/", createChannelWebhookRoutes(options.channelWebhooks ?? [], limitBodyTo));

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

  app.use("*", bodyLimit);

  const mcp = options.mcp;
  if (mcp)
    app.on(["GET", "POST", "DELETE"], "/mcp", (c) => {
      // Each role has one token: the roles it was given for name it without keeping it.
      const roles = c.get("roles");
      const owner = roles === undefined ? `client:${sourceOf(c)}` : `token:${roles.join("+")}`;
      return mcp.handle(c.req.raw, {
        owner,
        ...(options.endMcpCalls === undefined ? {} : { endCalls: options.endMcpCalls }),
      });
    });
  if (options.metrics) app.route("/", createMetricsRoutes(options.metrics));

  // Mounted paths join the sub-apps' own, so the role table sees `POST /v1/questions/:id/answer`.
  app.route("/v1/questions", createQuestionRoutes(service, options.channels ?? []));
  app.route("/v1/sessions", createSessionRoutes(service, options.channels ?? []));
  if (options.push) app.route("/v1/push", createPushRoutes(options.push));
  if (options.upgradeWebSocket)
    app.route(
      "/v1/events",
      createEventRoutes(service, options.upgradeWebSocket, options.channels ?? []),
    );

  return app;
}
