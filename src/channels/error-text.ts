/** What a failure says, for a log line or a delivery failure's detail. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** How deep `errorCode` looks along a chain of causes; chains are short, and may loop. */
const MAX_CAUSE_DEPTH = 5;

/**
 * The system error code (`ECONNREFUSED`, a TLS code) of a failure or of what caused it: for the
 * operator's log, since the words a failure shows people leave it out.
 */
export function errorCode(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && current instanceof Error; depth += 1) {
    const code = (current as NodeJS.ErrnoException).code;
    if (typeof code === "string") return code;
    current = current.cause;
  }
  return undefined;
}

/** A failure's fields in a log line: what it says, and its code when it has one. */
export function errorLogFields(error: unknown): { error: string; code?: string } {
  const code = errorCode(error);
  return code === undefined ? { error: errorText(error) } : { error: errorText(error), code };
}
