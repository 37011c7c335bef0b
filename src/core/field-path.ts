/** Formats a path like `["questions", 1, "options"]` as `questions[1].options`. */
export function formatFieldPath(segments: readonly PropertyKey[]): string {
  let path = "";
  for (const segment of segments) {
    if (typeof segment === "number") path += `[${segment}]`;
    else path += path === "" ? String(segment) : `.${String(segment)}`;
  }
  return path === "" ? "(root)" : path;
}
