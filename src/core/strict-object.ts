import { type FieldIssue, invalidRequest } from "./errors.js";
import { formatFieldPath } from "./field-path.js";

export interface StrictObjectOptions {
  /** Where the object sits in the request, e.g. `["routes", 0]`; the root by default. */
  path?: readonly PropertyKey[];
  /** The rule a non-object breaks, e.g. `expected an object { channel, chatId }`. */
  expected?: string;
}

/**
 * Reads `value` as a plain object whose keys are all in `known`. A non-object and every
 * unknown key become field-path issues (`routes[0].colour: unknown property`); the object is
 * returned for its known fields to be read, undefined when it is no object at all.
 */
export function readStrictObject(
  value: unknown,
  known: readonly string[],
  issues: FieldIssue[],
  options: StrictObjectOptions = {},
): Record<string, unknown> | undefined {
  const at = options.path ?? [];
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    issues.push({ path: formatFieldPath(at), message: options.expected ?? "expected an object" });
    return undefined;
  }
  for (const key of Object.keys(value))
    if (!known.includes(key)) issues.push(unknownProperty([...at, key]));
  return value as Record<string, unknown>;
}

/** The issue for a key the object may not have, at its full path (`routes[0].colour`). */
export function unknownProperty(path: readonly PropertyKey[]): FieldIssue {
  return { path: formatFieldPath(path), message: "unknown property" };
}

/** `readStrictObject` that throws `invalid_request` at once for any issue. */
export function requireStrictObject(
  value: unknown,
  known: readonly string[],
  options: StrictObjectOptions = {},
): Record<string, unknown> {
  const issues: FieldIssue[] = [];
  const object = readStrictObject(value, known, issues, options);
  if (!object || issues.length > 0) throw invalidRequest(issues);
  return object;
}
