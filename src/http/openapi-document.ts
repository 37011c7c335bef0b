import * as z from "zod";
import {
  answerBodySchema,
  askBodySchema,
  cancelBodySchema,
  planBodySchema,
  pushSubscriptionBodySchema,
  routesBodySchema,
  settingsBodySchema,
  textBodySchema,
} from "./api-schema/request-bodies.js";
import {
  askUserResultSchema,
  channelRoutesSchema,
  deliveryPlanSchema,
  errorResponseSchema,
  gatewayEventSchema,
  healthSchema,
  pushDeviceListSchema,
  pushDeviceSchema,
  pushKeySchema,
  questionListSchema,
  questionStatusSchema,
  questionViewSchema,
  readinessSchema,
  replyOutcomeSchema,
  sessionListSchema,
  sessionMessageSchema,
  sessionSettingsSchema,
  sessionTimelineSchema,
} from "./api-schema/responses.js";
import type { ChannelWebhook } from "./channel-webhook-routes.js";
import { DEFAULT_WAIT_SECONDS, MAX_WAIT_SECONDS } from "./question-routes.js";
import { ROUTE_RULES } from "./route-roles.js";

/** The optional parts of the app that are mounted, so the document lists what is served. */
export interface ServedRoutes {
  mcp: boolean;
  metrics: boolean;
  events: boolean;
  push: boolean;
  channelWebhooks: readonly Pick<ChannelWebhook, "method" | "path" | "summary">[];
}

export type OpenApiDocument = Record<string, unknown> & {
  servers: { url: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
};

type JsonSchema = Record<string, unknown>;

interface Operation {
  summary: string;
  description?: string;
  security?: [];
  parameters?: JsonSchema[];
  requestBody?: JsonSchema;
  responses: Record<string, JsonSchema>;
  "x-token-roles"?: readonly string[];
}

// Component names for the schemas. Request bodies are converted as zod *input* (what a caller
// may send), responses as *output* (what the gateway sends), so each has its own registry.
const REQUEST_BODIES = {
  AskBody: askBodySchema,
  AnswerBody: answerBodySchema,
  TextBody: textBodySchema,
  CancelBody: cancelBodySchema,
  SettingsBody: settingsBodySchema,
  RoutesBody: routesBodySchema,
  PlanBody: planBodySchema,
  PushSubscriptionBody: pushSubscriptionBodySchema,
};
const RESPONSES = {
  QuestionView: questionViewSchema,
  QuestionList: questionListSchema,
  AskUserResult: askUserResultSchema,
  Error: errorResponseSchema,
  SessionMessage: sessionMessageSchema,
  SessionList: sessionListSchema,
  SessionTimeline: sessionTimelineSchema,
  SessionSettings: sessionSettingsSchema,
  ChannelRoutes: channelRoutesSchema,
  DeliveryPlan: deliveryPlanSchema,
  PushKey: pushKeySchema,
  PushDevice: pushDeviceSchema,
  PushDeviceList: pushDeviceListSchema,
  ReplyOutcome: replyOutcomeSchema,
  GatewayEvent: gatewayEventSchema,
  Health: healthSchema,
  Readiness: readinessSchema,
};
type ComponentName = keyof typeof REQUEST_BODIES | keyof typeof RESPONSES;

/** Converted on the first document only: the conversion takes milliseconds, apps are many. */
let convertedComponents: Record<string, JsonSchema> | undefined;

/** Every named schema as JSON Schema 2020-12, nested ones as `$ref`s to each other. */
function componentSchemas(): Record<string, JsonSchema> {
  const convert = (schemas: Record<string, z.ZodType>, io: "input" | "output") => {
    const registry = z.registry<{ id: string }>();
    for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id });
    const converted = z.toJSONSchema(registry, { io, uri: (id) => `#/components/schemas/${id}` });
    // The document states the dialect once; a fragment `$id` would be a bad base URI.
    return Object.fromEntries(
      Object.entries(converted.schemas).map(([id, { $schema, $id, ...schema }]) => [id, schema]),
    );
  };
  return { ...convert(REQUEST_BODIES, "input"), ...convert(RESPONSES, "output") };
}

const ref = (name: ComponentName) => ({ $ref: `#/components/schemas/${name}` });
const json = (name: ComponentName) => ({ "application/json": { schema: ref(name) } });
const body = (name: ComponentName, required = true) => ({ required, content: json(name) });
const reply = (description: string, name: ComponentName) => ({ description, content: json(name) });

const ERROR_DESCRIPTIONS: Record<string, string> = {
  "400": "`invalid_request`: every broken rule in `issues`, located by field path.",
  "401": "`unauthorized`: no token, or a wrong one.",
  "403": "`forbidden`: a token of another role, or a foreign browser origin.",
  "404": "`not_found`.",
  "409": "`already_ended` (with the final `status` and `result`) or `session_busy`.",
  "413": "`payload_too_large`: a body over 64 KiB.",
  "429": "`rate_limited`, with `Retry-After`.",
  "503": "`unavailable`: the store cannot be reached; a retry is safe.",
};
/** The route's own error statuses, and `default` for any other (`internal`, 500). */
const errors = (...statuses: (keyof typeof ERROR_DESCRIPTIONS)[]) => ({
  ...Object.fromEntries(
    statuses.map((status) => [status, reply(ERROR_DESCRIPTIONS[status] ?? "", "Error")]),
  ),
  default: reply("Any other error, such as `internal` (500).", "Error"),
});
/** What any route behind the token may answer besides its own errors. */
const BEARER_ERRORS = ["401", "403", "429", "503"] as const;

const schemaOf = (schema: z.ZodType) => {
  const { $schema, ...rest } = z.toJSONSchema(schema, { io: "input" });
  return rest;
};
const pathParameter = (name: string, description: string) => ({
  name,
  in: "path",
  required: true,
  description,
  schema: { type: "string" },
});
const queryParameter = (name: string, description: string, schema: z.ZodType) => ({
  name,
  in: "query",
  required: false,
  description,
  schema: schemaOf(schema),
});
const QUESTION_ID = pathParameter("id", "The question's id.");
const SESSION_ID = pathParameter("sessionId", "The session's id.");
const OPEN = { security: [] as [] };

/** The API's routes; `:name` path segments become `{name}` in the document. */
function apiOperations(served: ServedRoutes): Record<string, Record<string, Operation>> {
  const paths: Record<string, Record<string, Operation>> = {
    "/healthz": {
      get: { summary: "Liveness", ...OPEN, responses: { "200": reply("Alive.", "Health") } },
    },
    "/readyz": {
      get: {
        summary: "Readiness: the store answers a read and could take a write",
        ...OPEN,
        responses: {
          "200": reply("Ready.", "Readiness"),
          "503": reply("Not ready; `reason` says why.", "Readiness"),
        },
      },
    },
    "/openapi.json": {
      get: {
        summary: "This document",
        ...OPEN,
        responses: {
          "200": { description: "OpenAPI 3.1.", content: { "application/json": { schema: {} } } },
        },
      },
    },
    "/v1/questions": {
      post: {
        summary: "Ask (SPEC A4)",
        description:
          "A session has at most one pending question (409 `session_busy`); a subagent session gets 403 `not_main_session`. The same `runId` + `toolCallId` again returns the same question with 200.",
        requestBody: body("AskBody"),
        responses: {
          "201": reply("Asked: the new, pending question.", "QuestionView"),
          "200": reply("The question this `runId` + `toolCallId` already asked.", "QuestionView"),
          ...errors("400", "409", "413", ...BEARER_ERRORS),
        },
      },
      get: {
        summary: "List questions, oldest first",
        parameters: [
          queryParameter("sessionId", "Only this session's.", z.string()),
          queryParameter("status", "Only those in this status.", questionStatusSchema),
          queryParameter("limit", "At most this many.", z.int().min(1).max(1000).default(1000)),
        ],
        responses: {
          "200": reply("The questions.", "QuestionList"),
          ...errors("400", ...BEARER_ERRORS),
        },
      },
    },
    "/v1/questions/{id}": {
      get: {
        summary: "One question",
        parameters: [QUESTION_ID],
        responses: {
          "200": reply("The question; once ended with `result` and `summary`.", "QuestionView"),
          ...errors("404", ...BEARER_ERRORS),
        },
      },
    },
    "/v1/questions/{id}/result": {
      get: {
        summary: "Long-poll for the tool result",
        parameters: [
          QUESTION_ID,
          queryParameter(
            "waitSeconds",
            "How long to wait for the question to end.",
            z.int().min(0).max(MAX_WAIT_SECONDS).default(DEFAULT_WAIT_SECONDS),
          ),
        ],
        responses: {
          "200": reply("Ended: the tool result (SPEC S3).", "AskUserResult"),
          "202": reply("Still pending after `waitSeconds`: the question.", "QuestionView"),
          ...errors("400", "404", ...BEARER_ERRORS),
        },
      },
    },
    "/v1/questions/{id}/answer": {
      post: {
        summary: "Answer or skip a pending question",
        parameters: [QUESTION_ID],
        requestBody: body("AnswerBody"),
        responses: {
          "200": reply("Answered: the tool result.", "AskUserResult"),
          ...errors("400", "404", "409", "413", ...BEARER_ERRORS),
        },
      },
    },
    "/v1/questions/{id}/replies": {
      post: {
        summary: "A plain-text reply to this question only (SPEC T1-T3)",
        parameters: [QUESTION_ID],
        requestBody: body("TextBody"),
        responses: {
          "200": reply("What the reply did.", "ReplyOutcome"),
          ...errors("400", "404", "409", "413", ...BEARER_ERRORS),
        },
      },
    },
    "/v1/questions/{id}/cancel": {
      post: {
        summary: "Cancel a pending question",
        parameters: [QUESTION_ID],
        requestBody: body("CancelBody", false),
        responses: {
          "200": reply("Cancelled: the tool result.", "AskUserResult"),
          ...errors("400", "404", "409", "413", ...BEARER_ERRORS),
        },
      },
    },
    "/v1/sessions": {
      get: {
        summary: "Every session, the most recently active first",
        responses: { "200": reply("The sessions.", "SessionList"), ...errors(...BEARER_ERRORS) },
      },
    },
    "/v1/sessions/{sessionId}/timeline": {
      get: {
        summary: "A session's questions and messages, in order",
        parameters: [SESSION_ID],
        responses: {
          "200": reply("The timeline.", "SessionTimeline"),
          ...errors(...BEARER_ERRORS),
        },
      },
    },
    "/v1/sessions/{sessionId}/settings": {
      get: {
        summary: "A session's effective settings",
        parameters: [SESSION_ID],
        responses: {
          "200": reply("The settings.", "SessionSettings"),
          ...errors(...BEARER_ERRORS),
        },
      },
      put: {
        summary: "Set a session's language",
        parameters: [SESSION_ID],
        requestBody: body("SettingsBody"),
        responses: {
          "200": reply("The effective settings.", "SessionSettings"),
          ...errors("400", "413", ...BEARER_ERRORS),
        },
      },
    },
    "/v1/sessions/{sessionId}/routes": {
      get: {
        summary: "The chats a session's questions go to",
        parameters: [SESSION_ID],
        responses: { "200": reply("The routes.", "ChannelRoutes"), ...errors(...BEARER_ERRORS) },
      },
      put: {
        summary: "Set the chats a session's questions go to",
        parameters: [SESSION_ID],
        requestBody: body("RoutesBody"),
        responses: {
          "200": reply("The routes now.", "ChannelRoutes"),
          ...errors("400", "413", ...BEARER_ERRORS),
        },
      },
    },
    "/v1/sessions/{sessionId}/plan": {
      get: {
        summary: "A session's own delivery plan: which chats get its questions, and when",
        parameters: [SESSION_ID],
        responses: { "200": reply("The plan.", "DeliveryPlan"), ...errors(...BEARER_ERRORS) },
      },
      put: {
        summary: "Set a session's delivery plan",
        description:
          "Steps by increasing `afterSeconds`; a step never fires after the question ended, and a step due after its deadline is skipped. The routes of `GET`/`PUT .../routes` are the step at 0 seconds.",
        parameters: [SESSION_ID],
        requestBody: body("PlanBody"),
        responses: {
          "200": reply("The plan now.", "DeliveryPlan"),
          ...errors("400", "413", ...BEARER_ERRORS),
        },
      },
    },
    "/v1/sessions/{sessionId}/replies": {
      post: {
        summary: "A plain-text reply to the session's pending question (SPEC T1-T3)",
        parameters: [SESSION_ID],
        requestBody: body("TextBody"),
        responses: {
          "200": reply("What the reply did; `no_pending` when no question waits.", "ReplyOutcome"),
          ...errors("400", "413", ...BEARER_ERRORS),
        },
      },
    },
    "/v1/sessions/{sessionId}/messages": {
      post: {
        summary: "Add a message to a session's timeline",
        description:
          "With the agent's token the agent writes (no `surface` or `userId`); otherwise a human.",
        parameters: [SESSION_ID],
        requestBody: body("TextBody"),
        responses: {
          "201": reply("The message.", "SessionMessage"),
          ...errors("400", "413", ...BEARER_ERRORS),
        },
      },
    },
  };

  if (served.events)
    paths["/v1/events"] = {
      get: {
        summary: "The event stream (WebSocket)",
        description:
          "Upgrade to a WebSocket; each text frame is one `GatewayEvent` as JSON, `hello` first.",
        parameters: [
          queryParameter(
            "token",
            "The bearer token, for browsers' WebSockets that cannot send headers.",
            z.string(),
          ),
        ],
        responses: {
          "101": { description: "Switching to the WebSocket; frames are `GatewayEvent`s." },
          ...errors(...BEARER_ERRORS),
        },
      },
    };
  if (served.push) {
    paths["/v1/push/key"] = {
      get: {
        summary: "The VAPID public key a browser subscribes to Web Push with",
        responses: { "200": reply("The key.", "PushKey"), ...errors(...BEARER_ERRORS) },
      },
    };
    paths["/v1/push/subscriptions"] = {
      get: {
        summary: "The devices that get notifications (tied to the current human token)",
        responses: { "200": reply("The devices.", "PushDeviceList"), ...errors(...BEARER_ERRORS) },
      },
      post: {
        summary: "Turn notifications on for a device",
        description:
          "The browser's `PushSubscription.toJSON()`; the same endpoint again replaces the device.",
        requestBody: body("PushSubscriptionBody"),
        responses: {
          "201": reply("The device, new.", "PushDevice"),
          "200": reply("The device, replaced.", "PushDevice"),
          ...errors("400", "413", ...BEARER_ERRORS),
        },
      },
    };
    paths["/v1/push/subscriptions/{id}"] = {
      delete: {
        summary: "Turn notifications off for a device",
        parameters: [pathParameter("id", "The device's id from the list.")],
        responses: { "204": { description: "Removed." }, ...errors("404", ...BEARER_ERRORS) },
      },
    };
  }
  if (served.mcp) {
    const mcp = (summary: string): Operation => ({
      summary,
      description: "MCP Streamable HTTP transport: JSON-RPC messages in, JSON or SSE out.",
      responses: {
        "200": {
          description: "A JSON-RPC response, or a stream of them.",
          content: { "application/json": { schema: {} }, "text/event-stream": { schema: {} } },
        },
        ...errors(...BEARER_ERRORS),
      },
    });
    paths["/mcp"] = {
      get: mcp("MCP: open the server's event stream"),
      post: {
        ...mcp("MCP: send a JSON-RPC message"),
        requestBody: { required: true, content: { "application/json": { schema: {} } } },
      },
      delete: mcp("MCP: end the session"),
    };
  }
  if (served.metrics)
    paths["/metrics"] = {
      get: {
        summary: "Prometheus metrics",
        responses: {
          "200": { description: "Prometheus text.", content: { "text/plain": { schema: {} } } },
          ...errors(...BEARER_ERRORS),
        },
      },
    };
  for (const webhook of served.channelWebhooks) {
    const path = webhook.path.replace(/:(\w+)/g, "{$1}");
    const post = (webhook.method ?? "POST") === "POST";
    paths[path] = {
      ...paths[path],
      [post ? "post" : "get"]: {
        summary: webhook.summary ?? "A chat platform's inbound webhook",
        description:
          "Checked with the channel's own signature, secret or token, not the bearer token.",
        ...OPEN,
        ...(post
          ? { requestBody: { required: true, content: { "application/json": { schema: {} } } } }
          : {}),
        responses: { "200": { description: "Taken." }, ...errors("401", "413") },
      },
    };
  }
  return paths;
}

/** Each operation's accepted token roles, from the role table the gateway enforces. */
function withTokenRoles(paths: Record<string, Record<string, Operation>>) {
  for (const [path, operations] of Object.entries(paths))
    for (const [method, operation] of Object.entries(operations)) {
      const rule = ROUTE_RULES[`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`];
      if (rule) operation["x-token-roles"] = rule.roles;
    }
  return paths;
}

/**
 * The OpenAPI 3.1 document of the HTTP API, generated from the zod schemas that validate the
 * requests and describe the responses. Built once per app; `served` says which optional
 * routes (MCP, metrics, the event stream, chat webhooks) this app mounts.
 */
export function buildOpenApiDocument(served: ServedRoutes): OpenApiDocument {
  convertedComponents ??= componentSchemas();
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: "ask-user gateway",
      version: "1",
      description:
        "Lets an AI agent ask a human one to three structured questions and wait for the answers. With tokens set, send `Authorization: Bearer <token>`; `x-token-roles` names the roles whose token a route accepts.",
    },
    // Relative to this document's own URL, so an embedded gateway's prefix is kept.
    servers: [{ url: ".", description: "Where this document is served" }],
    security: [{ bearer: [] }],
    paths: withTokenRoles(apiOperations(served)),
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
      schemas: convertedComponents,
    },
  };
}
