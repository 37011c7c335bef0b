import { z } from "zod";
import {
  answerSubmissionSchema,
  askUserInputSchema,
  MAX_MESSAGE_CHARACTERS,
  MAX_SESSION_ID_LENGTH,
  SUPPORTED_LOCALES,
} from "../../core/index.js";
import { MAX_ROUTES } from "../../service/session-settings-service.js";

// The request bodies as zod schemas, for the OpenAPI document. The ask and answer bodies are
// the core's own schemas; the rest mirror the hand-written readers they name, and the API
// tests hold the two together (documented keys, and example bodies the gateway accepts).

/** Who answers or writes: read by `readResponder`. */
const responderFields = {
  surface: z
    .string()
    .regex(/^[a-z][a-z0-9_-]{0,31}$/)
    .optional()
    .meta({ description: "Where the human answered; default `api`." }),
  userId: z.string().min(1).max(256).optional(),
};

/** An id the agent chooses: read by the question service's `checkCallId`. */
const callId = z.string().min(1).max(256);

/** `POST /v1/questions`: the `ask_user` input (SPEC S1) beside the ids that place it. */
export const askBodySchema = askUserInputSchema.extend({
  sessionId: z.string().min(1).max(MAX_SESSION_ID_LENGTH),
  runId: callId.optional(),
  toolCallId: callId.optional().meta({
    description: "With `runId`, makes asking idempotent: the same pair, the same question.",
  }),
});

/** `POST /v1/questions/{id}/answer`: the core's answer body plus who answers. */
export const answerBodySchema = answerSubmissionSchema.extend(responderFields).meta({
  description: "Either `answers` for every question, or `skip: true`; not both.",
});

/** `POST .../replies` and `.../messages`: read as `TEXT_KEYS` with `parseMessageText`. */
export const textBodySchema = z.strictObject({
  text: z.string().min(1).meta({ maxLength: MAX_MESSAGE_CHARACTERS }),
  ...responderFields,
});

/** `POST /v1/questions/{id}/cancel`; the body may be left out. */
export const cancelBodySchema = z.strictObject({
  reason: z
    .enum(["cancelled", "aborted"])
    .optional()
    .meta({ description: "`aborted` marks an aborted agent run (SPEC L3)." }),
});

/** `PUT /v1/sessions/{sessionId}/settings`: read by `SessionSettingsService.updateSettings`. */
export const settingsBodySchema = z.strictObject({ locale: z.enum(SUPPORTED_LOCALES) });

/** `PUT /v1/sessions/{sessionId}/routes`: read by `SessionSettingsService.updateRoutes`. */
export const routesBodySchema = z.strictObject({
  routes: z
    .array(
      z.strictObject({
        channel: z.string().meta({ description: "A channel configured on this gateway." }),
        chatId: z.union([z.string().min(1).max(256), z.int()]),
      }),
    )
    .max(MAX_ROUTES)
    .nullable()
    .meta({ description: "`[]`: no chat, only the Control UI and API; `null`: the defaults." }),
});
