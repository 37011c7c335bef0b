/** A session key of the form `agent:<agentId>:subagent:<anything>` belongs to a subagent run. */
const SUBAGENT_SESSION = /^agent:[^:]+:subagent:/;

export function isSubagentSession(sessionId: string): boolean {
  return SUBAGENT_SESSION.test(sessionId);
}

export const MAX_SESSION_ID_LENGTH = 256;

/** Returns the broken rule for a session id, or undefined when it is acceptable. */
export function sessionIdProblem(sessionId: unknown): string | undefined {
  if (typeof sessionId !== "string") return "required (expected string)";
  if (sessionId.trim() === "") return "must not be blank";
  if (sessionId.length > MAX_SESSION_ID_LENGTH)
    return `expected at most ${MAX_SESSION_ID_LENGTH} characters, got ${sessionId.length}`;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(sessionId)) return "must not contain control characters";
  return undefined;
}
