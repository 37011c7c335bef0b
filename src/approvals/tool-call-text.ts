/**
 * A tool call's input as one readable line for an approval prompt: a command as `$ command`, a
 * file edit as its path and a line count, a fetch as its URL, anything else as `key: value`
 * pairs. Long values are cut with "…": the prompt is read on a phone; the agent keeps the full
 * input.
 */

import type { Locale } from "../core/locale.js";
import { formatMessage, pluralize } from "../core/messages/format-message.js";
import { MAX_DETAILS_CHARACTERS } from "../core/question.js";
import { APPROVAL_WORDS } from "./approval-words.js";

/** How long the line may get before it is cut (code points). */
export const TOOL_CALL_TEXT_MAX = 200;

const COMMAND_KEYS = ["command", "cmd", "script"];
const PATH_KEYS = ["file_path", "filePath", "path", "notebook_path"];
const URL_KEYS = ["url", "uri"];

const lineCount = (text: string) => (text === "" ? 0 : text.split("\n").length);

/** `text` cut to `max` code points, its last one "…" where it was cut. */
export function cut(text: string, max: number): string {
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

/** What an edit does, in line counts: "−1 +3 lines", "12 lines", "2 edits". */
function editSummary(input: Record<string, unknown>, locale: Locale): string | undefined {
  const words = APPROVAL_WORDS[locale];
  const { old_string: oldText, new_string: newText, content, edits } = input;
  if (typeof oldText === "string" && typeof newText === "string")
    return formatMessage(words.changedLines, {
      removed: lineCount(oldText),
      added: lineCount(newText),
    });
  if (typeof content === "string") return pluralize(locale, words.lineCount, lineCount(content));
  if (Array.isArray(edits)) return pluralize(locale, words.editCount, edits.length);
  return undefined;
}

/** The input as one line of at most `max` code points, its counts in `locale`'s words. */
export function toolCallText(
  input: unknown,
  max = TOOL_CALL_TEXT_MAX,
  locale: Locale = "en",
): string {
  if (typeof input !== "object" || input === null || Array.isArray(input))
    return cut(valueText(input).replace(/\s+/gu, " "), max);
  const fields = input as Record<string, unknown>;
  const command = firstString(fields, COMMAND_KEYS);
  if (command !== undefined) {
    const [first = "", ...rest] = command.split("\n");
    const more =
      rest.length > 0
        ? ` (${pluralize(locale, APPROVAL_WORDS[locale].moreLines, rest.length)})`
        : "";
    return `$ ${cut(first, max - 2 - more.length)}${more}`;
  }
  const path = firstString(fields, PATH_KEYS);
  if (path !== undefined) {
    const summary = editSummary(fields, locale);
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

/**
 * The whole input, for the prompt's details (one tap away in the Control UI): a lone string
 * value (a command, a file's content) as it is, anything else as indented JSON. Undefined when
 * the line already shows all of it: one short single-line value.
 */
export function toolCallDetails(input: unknown): string | undefined {
  const values =
    typeof input === "object" && input !== null && !Array.isArray(input)
      ? Object.values(input)
      : [input];
  const [only] = values;
  const lone = values.length === 1 && (typeof only !== "object" || only === null);
  if (values.length === 0) return undefined;
  if (
    lone &&
    !String(only).includes("\n") &&
    toolCallText(input) === toolCallText(input, Number.MAX_SAFE_INTEGER)
  )
    return undefined;
  const whole =
    lone && typeof only === "string" ? only : (JSON.stringify(input, null, 2) ?? String(input));
  return cut(whole, MAX_DETAILS_CHARACTERS);
}
