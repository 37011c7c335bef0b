import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AskUserError, type AskUserErrorCode } from "../core/index.js";

export const HTTP_STATUS: Record<AskUserErrorCode, ContentfulStatusCode> = {
  invalid_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_main_session: 403,
  not_found: 404,
  session_busy: 409,
  already_ended: 409,
  payload_too_large: 413,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};

/** `{ "error": { "code", "message", "issues"?, ...details } }` with the code's HTTP status. */
export function errorResponse(c: Context, error: AskUserError): Response {
  const retryAfter = error.details?.retryAfterSeconds;
  if (typeof retryAfter === "number") c.header("Retry-After", String(retryAfter));
  return c.json(
    {
      error: {
        code: error.code,
        message: error.message,
        ...(error.issues ? { issues: error.issues } : {}),
        ...error.details,
      },
    },
    HTTP_STATUS[error.code],
  );
}

/** Any thrown value as an AskUserError; unknown failures become `internal` without details. */
export function toAskUserError(error: unknown): AskUserError {
  if (error instanceof AskUserError) return error;
  return new AskUserError("internal", "internal error");
}
