/** A field-level problem the gateway reported with a 400 (`error.issues`). */
export interface FieldIssue {
  path: string;
  message: string;
}

/**
 * A failed API call. `status` 0 means the gateway could not be reached at all; otherwise `code`
 * is the gateway's stable error code (`unauthorized`, `already_ended`, `invalid_request`, …).
 */
export class GatewayApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues: FieldIssue[];
  readonly body: unknown;

  constructor(status: number, code: string, message: string, body?: unknown) {
    super(message);
    this.name = "GatewayApiError";
    this.status = status;
    this.code = code;
    this.body = body;
    this.issues = readIssues(body);
  }

  get unreachable(): boolean {
    return this.status === 0;
  }
}

function readIssues(body: unknown): FieldIssue[] {
  const issues = (body as { error?: { issues?: unknown } } | undefined)?.error?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (issue): issue is FieldIssue =>
      typeof issue?.path === "string" && typeof issue?.message === "string",
  );
}
