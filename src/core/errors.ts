/** Stable string codes shared by the HTTP API, the CLI, MCP and the client. */
export type AskUserErrorCode =
  | "invalid_request"
  | "not_main_session"
  | "session_busy"
  | "not_found"
  | "already_ended"
  | "unauthorized"
  /** A valid token of a role the route does not accept (an agent's token cannot answer). */
  | "forbidden"
  /** Too many attempts from one source; `retryAfterSeconds` says when to try again. */
  | "rate_limited"
  | "payload_too_large"
  | "unavailable"
  | "internal";

/** One broken rule, located by a field path such as `questions[1].options`. */
export interface FieldIssue {
  path: string;
  message: string;
}

export class AskUserError extends Error {
  readonly code: AskUserErrorCode;
  readonly issues: FieldIssue[] | undefined;
  /** Extra machine-readable facts, e.g. the final status for `already_ended`. */
  readonly details: Record<string, unknown> | undefined;
  /**
   * The HTTP status of the gateway's error response, on an error a client read from one;
   * undefined when no such response came (unreachable, timed out, an unreadable answer) or the
   * error was raised locally.
   */
  readonly httpStatus: number | undefined;

  constructor(
    code: AskUserErrorCode,
    message: string,
    options: { issues?: FieldIssue[]; details?: Record<string, unknown>; httpStatus?: number } = {},
  ) {
    super(message);
    this.name = "AskUserError";
    this.code = code;
    this.issues = options.issues;
    this.details = options.details;
    this.httpStatus = options.httpStatus;
  }
}

/** An `invalid_request` error whose message lists every issue as `path: rule`. */
export function invalidRequest(issues: FieldIssue[]): AskUserError {
  const message = issues.map((issue) => `${issue.path}: ${issue.message}`).join("; ");
  return new AskUserError("invalid_request", message, { issues });
}
