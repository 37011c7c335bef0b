/**
 * A tool call's input as one readable line for an approval prompt: a command as `$ command`, a
 * file edit as its path and a line count, a fetch as its URL, anything else as `key: value`
 * pairs. Long values are cut with "…": the prompt is read on a phone; the agent keeps the full
 * input.
 */

/** How long the line may get before it is cut (code points). */
export const TOOL_CALL_TEXT_MAX = 200;

const COMMAND_KEYS = ["command", "cmd", "script"];
const PATH_KEYS = ["file_path", "filePath", "path", "notebook_path"];
const URL_KEYS = ["url", "uri"];

const lineCount = (text: string) => (text === "" ? 0 : text.split("\n").length);

function cut(text: string, max: number): string {
  const points = [...text];
  return points.length <= max ? text : `${points.slice(0, max - 1).join("")}…`;
}

const firstString = (input: Record<string, unknown>, keys: readonly string[]) => {
  for (const key of keys) {
    const value = input[key];
    if (typeof value === "string" && value.trim() !== "") return value.trim();
  }
  return undefined;
};

/** A short text for any JSON value: strings as they are, the rest as compact JSON. */
function valueText(value: unknown): string {
  if (typeof value === "string") return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** What an edit does, in line counts: "+3 −1 lines", "12 lines". */
function editSummary(input: Record<string, unknown>): string | undefined {
  const { old_string: oldText, new_string: newText, content, edits } = input;
  if (typeof oldText === "string" && typeof newText === "string")
    return `−${lineCount(oldText)} +${lineCount(newText)} lines`;
  if (typeof content === "string") return `${lineCount(content)} lines`;
  if (Array.isArray(edits)) return `${edits.length} edits`;
  return undefined;
}

export function toolCallText(input: unknown, max = TOOL_CALL_TEXT_MAX): string {
  if (typeof input !== "object" || input === null || Array.isArray(input))
    return cut(valueText(input).replace(/\s+/gu, " "), max);
  const fields = input as Record<string, unknown>;
  const command = firstString(fields, COMMAND_KEYS);
  if (command !== undefined) {
    const [first = "", ...rest] = command.split("\n");
    const more = rest.length > 0 ? ` (+${rest.length} lines)` : "";
    return `$ ${cut(first, max - 2 - more.length)}${more}`;
  }
  const path = firstString(fields, PATH_KEYS);
  if (path !== undefined) {
    const summary = editSummary(fields);
    const suffix = summary === undefined ? "" : ` (${summary})`;
    return `${cut(path, max - suffix.length)}${suffix}`;
  }
  const url = firstString(fields, URL_KEYS);
  if (url !== undefined) return cut(url, max);
  const pairs = Object.entries(fields).map(
    ([key, value]) => `${key}: ${valueText(value).replace(/\s+/gu, " ")}`,
  );
  return cut(pairs.join(", "), max);
}
