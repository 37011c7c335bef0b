import { AskUserError } from "../../client/index.js";
import type { Locale } from "../../core/locale.js";
import { uiText } from "./ui-text.js";

/** A failed call in words a person can act on, in `locale` where they are the UI's own. */
export function describeError(error: unknown, locale: Locale): string {
  const text = uiText(locale);
  if (!(error instanceof AskUserError)) return text.somethingWrong;
  // No error response: the gateway was out of reach, or its answer made no sense.
  if (error.httpStatus === undefined)
    return error.code === "unavailable" ? text.unreachable : text.somethingWrong;
  if (error.issues && error.issues.length > 0)
    return error.issues.map((issue) => `${issue.path}: ${issue.message}`).join("; ");
  return error.message || text.gatewayAnswered(error.httpStatus);
}
