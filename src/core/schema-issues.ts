import type * as z from "zod";
import type { FieldIssue } from "./errors.js";
import { formatFieldPath } from "./field-path.js";
import { unknownProperty } from "./strict-object.js";

/**
 * A body schema's issues as `path: rule` lines, in the words the schema gives each rule (its
 * `error` options), so a reader and the API's documentation share one schema. Unknown keys
 * read as everywhere else in the API.
 */
export function schemaIssues(issues: readonly z.core.$ZodIssue[]): FieldIssue[] {
  return issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => unknownProperty([...issue.path, key]))
      : [{ path: formatFieldPath(issue.path), message: issue.message }],
  );
}
