import * as z from "zod";
import { invalidRequest, schemaIssues } from "../core/index.js";
import type { Responder } from "../service/responder.js";

const SURFACE_RULE = "expected a lowercase name of at most 32 characters";
const USER_ID_RULE = "expected a non-empty string of at most 256 characters";

/**
 * Who answers or writes, as a body may say it: read by `readResponder`, and documented in the
 * API's OpenAPI document from the same fields.
 */
export const responderFields = {
  surface: z
    .string({ error: SURFACE_RULE })
    .regex(/^[a-z][a-z0-9_-]{0,31}$/, { error: SURFACE_RULE })
    .optional()
    .meta({ description: "Where the human answered; default `api`." }),
  userId: z
    .string({ error: USER_ID_RULE })
    .min(1, { error: USER_ID_RULE })
    .max(256, { error: USER_ID_RULE })
    .optional(),
};
const responderSchema = z.object(responderFields);

/** The body of words a human posts (a reply, a message): the text, and who wrote it where. */
export const TEXT_KEYS = ["text", "surface", "userId"];

/** Who answers or replies: `surface` (default `api`) and an optional `userId` from the body. */
export function readResponder(body: Record<string, unknown>): Responder {
  const parsed = responderSchema.safeParse({ surface: body.surface, userId: body.userId });
  if (!parsed.success) throw invalidRequest(schemaIssues(parsed.error.issues));
  const { surface, userId } = parsed.data;
  return { surface: surface ?? "api", ...(userId === undefined ? {} : { userId }) };
}
