import { type FieldIssue, invalidRequest } from "../core/index.js";
import type { Responder } from "../service/responder.js";

/** The body of words a human posts (a reply, a message): the text, and who wrote it where. */
export const TEXT_KEYS = ["text", "surface", "userId"];

/** Who answers or replies: `surface` (default `api`) and an optional `userId` from the body. */
export function readResponder(body: Record<string, unknown>): Responder {
  const issues: FieldIssue[] = [];
  const { surface, userId } = body;
  if (
    surface !== undefined &&
    (typeof surface !== "string" || !/^[a-z][a-z0-9_-]{0,31}$/.test(surface))
  )
    issues.push({ path: "surface", message: "expected a lowercase name of at most 32 characters" });
  if (userId !== undefined && (typeof userId !== "string" || userId === "" || userId.length > 256))
    issues.push({
      path: "userId",
      message: "expected a non-empty string of at most 256 characters",
    });
  if (issues.length > 0) throw invalidRequest(issues);
  return {
    surface: (surface as string | undefined) ?? "api",
    ...(userId === undefined ? {} : { userId: userId as string }),
  };
}
