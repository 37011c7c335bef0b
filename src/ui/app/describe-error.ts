import { GatewayApiError } from "../api/gateway-api-error.js";
import { uiText } from "./ui-text.js";

/** A failed call in words a person can act on. */
export function describeError(error: unknown): string {
  if (!(error instanceof GatewayApiError)) return uiText.somethingWrong;
  if (error.unreachable) return uiText.unreachable;
  if (error.issues.length > 0)
    return error.issues.map((issue) => `${issue.path}: ${issue.message}`).join("; ");
  return error.message || uiText.gatewayAnswered(error.status);
}
