import * as z from "zod";
import {
  type AskUserResult,
  type GatewayEventView,
  MAX_LABEL_CHARACTERS,
  type QuestionView,
  type SessionList,
  type SessionMessage,
  type SessionTimeline,
  SUPPORTED_LOCALES,
  TERMINAL_STATUSES,
} from "../../core/index.js";
import { quietHoursSchema } from "../../service/session-settings-service.js";
import { HTTP_STATUS } from "../error-response.js";

// The JSON the API answers with, as zod schemas: the OpenAPI document is generated from them,
// and the compile-time checks at the bottom keep them in step with the types the code returns.
// Objects are strict, so a field the code adds without documenting it fails the API tests.

const isoTime = z.iso.datetime().meta({ description: "ISO 8601, UTC." });

export const answerMapSchema = z
  .record(z.string(), z.array(z.string()))
  .meta({ description: "Values per question id; an array also for single-select." });

export const noAnswerReasonSchema = z.enum([
  "expired",
  "skipped",
  "cancelled",
  "aborted",
  "delivery_failed",
]);

const notesSchema = z.record(z.string(), z.string()).meta({
  description:
    'The human\'s words beside a pick in a plain-text reply ("no, not on a friday"), by question id.',
});

/** The tool result (SPEC S3). */
export const askUserResultSchema = z
  .discriminatedUnion("status", [
    z.strictObject({
      status: z.literal("answered"),
      answers: z.strictObject({ answers: answerMapSchema }),
      notes: notesSchema.optional(),
    }),
    z.strictObject({
      status: z.literal("no_answer"),
      reason: noAnswerReasonSchema.optional(),
      detail: z.string().optional().meta({ description: "Why delivery failed." }),
    }),
  ])
  .meta({ description: "The tool result (SPEC S3)." });

export const questionStatusSchema = z.enum(["pending", ...TERMINAL_STATUSES]);

const endedBySchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("human"),
    surface: z.string(),
    userId: z.string().optional(),
    notes: notesSchema.optional(),
  }),
  z.strictObject({ kind: z.literal("timeout") }),
  z.strictObject({ kind: z.literal("abort") }),
  z.strictObject({ kind: z.literal("cancel"), surface: z.string() }),
  z.strictObject({ kind: z.literal("delivery"), detail: z.string() }),
]);

/** A question after validation: header truncated, labels trimmed, `multiSelect` filled in. */
const normalizedQuestionSchema = z.strictObject({
  id: z.string(),
  header: z.string(),
  question: z.string(),
  options: z.array(
    z.strictObject({
      label: z.string().meta({ maxLength: MAX_LABEL_CHARACTERS }),
      description: z.string().optional(),
    }),
  ),
  multiSelect: z.boolean(),
  details: z.string().optional(),
});

export const questionViewSchema = z
  .strictObject({
    id: z.string(),
    sessionId: z.string(),
    status: questionStatusSchema,
    questions: z.array(normalizedQuestionSchema),
    timeoutSeconds: z.int(),
    createdAt: isoTime,
    expiresAt: isoTime,
    runId: z.string().optional(),
    toolCallId: z.string().optional(),
    endedAt: isoTime.optional(),
    endedBy: endedBySchema.optional(),
    answers: answerMapSchema.optional(),
    result: askUserResultSchema.optional().meta({ description: "Once the question has ended." }),
    summary: z
      .array(z.string())
      .optional()
      .meta({ description: "One line per question, once it has ended." }),
    planSteps: z
      .array(
        z.strictObject({
          index: z.int().meta({
            description: "From 1; 0 is the chats at the ask, when quiet hours delayed them.",
          }),
          dueAt: isoTime,
          routes: z.array(
            z.strictObject({
              channel: z.string(),
              chatId: z.string().optional(),
              url: z.string().optional().meta({ description: "A `webhook` route's URL." }),
              to: z.string().optional().meta({ description: "An `email` route's address." }),
              courtesy: z.literal(true).optional().meta({
                description: "Its failure alone never ends the question (the devices, by default).",
              }),
            }),
          ),
          remind: z
            .literal(true)
            .optional()
            .meta({ description: "Reminds where the prompt already is." }),
          takenAt: isoTime.optional(),
          outcome: z.enum(["fired", "skipped"]).optional(),
        }),
      )
      .optional()
      .meta({
        description:
          "`GET /v1/questions/{id}` only: the later steps of its delivery plan, and what came of those taken.",
      }),
  })
  .meta({ description: "A question: the stored record, plus its ending." });

export const questionListSchema = z.strictObject({ questions: z.array(questionViewSchema) });

/** `{ error: { code, message, issues?, ...details } }`; details depend on the code. */
export const errorResponseSchema = z.strictObject({
  error: z.looseObject({
    code: z.enum(Object.keys(HTTP_STATUS) as [string, ...string[]]),
    message: z.string(),
    issues: z
      .array(z.strictObject({ path: z.string(), message: z.string() }))
      .optional()
      .meta({ description: "Every broken rule, located by a field path." }),
    status: questionStatusSchema
      .optional()
      .meta({ description: "`already_ended`: the question's final status." }),
    result: askUserResultSchema
      .optional()
      .meta({ description: "`already_ended`: the result it ended with." }),
    pendingQuestionId: z
      .string()
      .optional()
      .meta({ description: "`session_busy`: the question that is pending." }),
    retryAfterSeconds: z
      .number()
      .optional()
      .meta({ description: "`rate_limited`, `unavailable`: when to try again." }),
  }),
});

const messageAuthorSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("human"), surface: z.string(), userId: z.string().optional() }),
  z.strictObject({ kind: z.literal("agent") }),
  z.strictObject({ kind: z.literal("gateway") }),
]);

export const sessionMessageSchema = z.strictObject({
  id: z.string(),
  sessionId: z.string(),
  text: z.string(),
  author: messageAuthorSchema,
  createdAt: isoTime,
});

export const deliveryEntrySchema = z
  .strictObject({
    questionId: z.string(),
    sessionId: z.string(),
    channel: z.string(),
    chatId: z
      .string()
      .optional()
      .meta({ description: "Absent for `push`, and for `webhook` and `email` (`url`, `to`)." }),
    url: z.string().optional().meta({ description: "A `webhook` delivery's URL." }),
    to: z.string().optional().meta({ description: "An `email` delivery's address." }),
    kind: z.enum(["prompt", "reminder"]),
    step: z.int().optional().meta({ description: "The plan step that sent a reminder." }),
    at: isoTime,
  })
  .meta({ description: "A prompt or a reminder a channel showed the human." });

export const sessionListSchema = z.strictObject({
  sessions: z.array(
    z.strictObject({
      sessionId: z.string(),
      lastActivityAt: isoTime,
      pendingQuestionId: z.string().optional(),
      questionCount: z.int(),
      messageCount: z.int(),
    }),
  ),
  now: isoTime.meta({ description: "The gateway's clock." }),
});

export const sessionTimelineSchema = z.strictObject({
  sessionId: z.string(),
  items: z.array(
    z.discriminatedUnion("type", [
      z.strictObject({ type: z.literal("question"), question: questionViewSchema }),
      z.strictObject({ type: z.literal("message"), message: sessionMessageSchema }),
      z.strictObject({ type: z.literal("delivery"), delivery: deliveryEntrySchema }),
    ]),
  ),
  now: isoTime.meta({ description: "The gateway's clock." }),
});

export const sessionSettingsSchema = z.strictObject({
  locale: z.enum(SUPPORTED_LOCALES),
  quietHours: quietHoursSchema.optional(),
});

const channelRouteSchema = z.strictObject({
  channel: z.string(),
  chatId: z.string().optional().meta({ description: "Absent for `push`." }),
  url: z.string().optional().meta({ description: "A `webhook` route's URL." }),
  to: z.string().optional().meta({ description: "An `email` route's address." }),
});

export const channelRoutesSchema = z.strictObject({
  routes: z
    .array(channelRouteSchema)
    .nullable()
    .meta({ description: "`null`: the gateway's configured defaults." }),
});

export const deliveryPlanSchema = z.strictObject({
  plan: z
    .strictObject({
      steps: z.array(
        z.strictObject({
          afterSeconds: z.int().meta({ description: "Seconds after the ask; 0: at the ask." }),
          routes: z.array(channelRouteSchema),
          remind: z.boolean().optional(),
        }),
      ),
    })
    .nullable()
    .meta({ description: "`null`: the session has none; the gateway's default applies." }),
});

export const pushKeySchema = z.strictObject({
  publicKey: z.string().meta({
    description: "The gateway's VAPID public key (base64url), the `applicationServerKey`.",
  }),
});

export const pushDeviceSchema = z.strictObject({
  id: z.string().meta({ description: "Removes the device: `DELETE /v1/push/subscriptions/{id}`." }),
  endpoint: z.string(),
  label: z.string().optional(),
  createdAt: z.string(),
});

export const pushDeviceListSchema = z.strictObject({ subscriptions: z.array(pushDeviceSchema) });

export const replyOutcomeSchema = z.strictObject({
  outcome: z.enum(["answered", "skipped", "clarify", "no_pending"]),
  message: z.string().meta({ description: "What to tell the human, in the session's language." }),
  questionId: z.string().optional(),
  result: askUserResultSchema.optional(),
});

export const healthSchema = z.strictObject({ ok: z.literal(true) });

export const readinessSchema = z.strictObject({
  ok: z.boolean(),
  reason: z.string().optional().meta({ description: "What is wrong, when not ready." }),
});

/** What `/v1/events` sends, one JSON text frame each: `hello` first. */
export const gatewayEventSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("hello"), now: isoTime }),
  z.strictObject({
    type: z.enum([
      "question-asked",
      "question-answered",
      "question-skipped",
      "question-expired",
      "question-cancelled",
      "question-delivery-failed",
    ]),
    question: questionViewSchema,
    at: isoTime,
  }),
  z.strictObject({ type: z.literal("message-posted"), message: sessionMessageSchema, at: isoTime }),
  z.strictObject({ type: z.literal("delivery-sent"), delivery: deliveryEntrySchema, at: isoTime }),
]);

// Compile-time: each schema describes exactly the type the routes return.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemasMatchTypes: [
  Same<z.output<typeof askUserResultSchema>, AskUserResult>,
  Same<z.output<typeof questionViewSchema>, QuestionView>,
  Same<z.output<typeof sessionMessageSchema>, SessionMessage>,
  Same<z.output<typeof sessionListSchema>, SessionList>,
  Same<z.output<typeof sessionTimelineSchema>, SessionTimeline>,
  Same<z.output<typeof gatewayEventSchema>, GatewayEventView>,
] = [true, true, true, true, true, true];
void schemasMatchTypes;
