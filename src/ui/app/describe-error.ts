import { GatewayApiError } from "../api/gateway-api-error.js";

/** A failed call in words a person can act on. */
export function describeError(error: unknown): string {
  if (!(error instanceof GatewayApiError)) return "Something went wrong. Try again.";
  if (error.unreachable) return "Cannot reach the gateway. Check the connection and try again.";
  if (error.issues.length > 0)
    return error.issues.map((issue) => `${issue.path}: ${issue.message}`).join("; ");
  return error.message || `The gateway answered ${error.status}.`;
}
