/** What a failure says, for a log line or a delivery failure's detail. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
