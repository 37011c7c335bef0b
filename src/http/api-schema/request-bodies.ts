import * as z from "zod";
import {
  answerSubmissionSchema,
  askUserInputSchema,
  MAX_MESSAGE_CHARACTERS,
  MAX_SESSION_ID_LENGTH,
} from "../../core/index.js";
import { MAX_ROUTES } from "../../service/channel-routes.js";
import { MAX_PLAN_STEPS, MAX_STEP_DELAY_SECONDS } from "../../service/delivery-plan.js";
import { responderFields } from "../read-responder.js";

export { settingsBodySchema } from "../../service/session-settings-service.js";
export { cancelBodySchema } from "../cancel-body.js";
export { pushSubscriptionBodySchema } from "../push-subscription-body.js";

// The request bodies as zod schemas, for the OpenAPI document. The ask, answer, responder,
// cancel and settings bodies are the very schemas their readers parse with. The text body's
// length, the routes' channel names and the plan's increasing delays are checked where the text and the configured channels
// are known; the API tests hold those descriptions to the readers (documented keys, and example
// bodies the gateway accepts).

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

/** One chat of a routes or plan body. */
const routeBodySchema = z.strictObject({
  channel: z.string().meta({ description: "A channel configured on this gateway." }),
  chatId: z
    .union([z.string().min(1).max(256), z.int()])
    .optional()
    .meta({ description: "The chat; left out for `push`, which names no chat." }),
  url: z.string().optional().meta({ description: "A `webhook` route's URL (instead of chatId)." }),
  to: z
    .string()
    .optional()
    .meta({ description: "An `email` route's address (instead of chatId)." }),
});

/** `PUT /v1/sessions/{sessionId}/routes`: read by `SessionSettingsService.updateRoutes`. */
export const routesBodySchema = z.strictObject({
  routes: z
    .array(routeBodySchema)
    .max(MAX_ROUTES)
    .nullable()
    .meta({ description: "`[]`: no chat, only the Control UI and API; `null`: the defaults." }),
});

/** `PUT /v1/sessions/{sessionId}/plan`: read by `SessionSettingsService.updatePlan`. */
export const planBodySchema = z.strictObject({
  steps: z
    .array(
      z.strictObject({
        afterSeconds: z.int().min(0).max(MAX_STEP_DELAY_SECONDS).meta({
          description: "Seconds after the ask; more than the step before. 0: at the ask.",
        }),
        routes: z.array(routeBodySchema).max(MAX_ROUTES).optional().meta({
          description:
            "`[]`: no chat at this time. A chat is named by one step only. Required unless `remind` is true.",
        }),
        remind: z.boolean().optional().meta({
          description:
            "Remind where the prompt already is: a reply to it (in its thread on Slack), mentioning the allowed users; edited to the summary when the question ends. Not at 0 seconds.",
        }),
      }),
    )
    .min(1)
    .max(MAX_PLAN_STEPS)
    .nullable()
    .meta({ description: "`null`: the gateway's default plan." }),
});
