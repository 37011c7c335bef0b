/**
 * A platform's inbound body as a JSON object, or undefined for anything else (not JSON, or
 * `null`, a number, a list): a payload no platform sends, refused with 400 before any handler
 * reads a field of it.
 */
export function parseJsonObject(text: string): Record<string, unknown> | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  return parsed !== null && typeof parsed === "object" && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : undefined;
}
