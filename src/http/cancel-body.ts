import * as z from "zod";

/** `POST /v1/questions/{id}/cancel`: read by its route and documented from the same schema. */
export const cancelBodySchema = z.strictObject({
  reason: z
    .enum(["cancelled", "aborted"], { error: 'expected "cancelled" or "aborted"' })
    .optional()
    .meta({ description: "`aborted` marks an aborted agent run (SPEC L3)." }),
});
