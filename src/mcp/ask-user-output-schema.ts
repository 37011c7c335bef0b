/** JSON Schema of the tool result (SPEC S3), for MCP clients that validate structured output. */
export const ASK_USER_OUTPUT_SCHEMA = {
  type: "object",
  properties: {
    status: { type: "string", enum: ["answered", "no_answer"] },
    answers: {
      type: "object",
      properties: {
        answers: {
          type: "object",
          additionalProperties: { type: "array", items: { type: "string" } },
        },
      },
      required: ["answers"],
    },
    notes: {
      type: "object",
      description: "The human's words beside a pick, by question id.",
      additionalProperties: { type: "string" },
    },
    reason: {
      type: "string",
      enum: ["expired", "skipped", "cancelled", "aborted", "delivery_failed"],
    },
    detail: { type: "string" },
  },
  required: ["status"],
} as const;
