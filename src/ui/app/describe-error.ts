import { AskUserError } from "../../client/index.js";
import { uiText } from "./ui-text.js";

/** A failed call in words a person can act on. */
export function describeError(error: unknown): string {
  if (!(error instanceof AskUserError)) return uiText.somethingWrong;
  // No error response: the gateway was out of reach, or its answer made no sense.
  if (error.httpStatus === undefined)
    return error.code === "unavailable" ? uiText.unreachable : uiText.somethingWrong;
  if (error.issues && error.issues.length > 0)
    return error.issues.map((issue) => `${issue.path}: ${issue.message}`).join("; ");
  return error.message || uiText.gatewayAnswered(error.httpStatus);
}
