import { graphemesOf } from "../../core/graphemes.js";

/** East Asian wide and full-width characters, which take two columns. */
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{20000}-\u{3fffd}]/u;
const EMOJI = /\p{Emoji_Presentation}/u;
/** A cluster of marks alone (e.g. after an escaped base): nothing to advance over. */
const MARKS_ONLY = /^[\p{M}\u200b-\u200d\u2060\ufeff]+$/u;

/** Columns one grapheme takes: 0, 1 or 2. Close enough for layout, not a full wcwidth. */
function graphemeWidth(grapheme: string): number {
  if (MARKS_ONLY.test(grapheme)) return 0;
  return WIDE.test(grapheme) || EMOJI.test(grapheme) ? 2 : 1;
}

/** The columns a plain (unstyled, escaped) text takes; Thai vowel marks take none. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const segment of graphemesOf(text)) width += graphemeWidth(segment);
  return width;
}

/** Cuts text to `width` columns, whole graphemes only, ending in "…" when it was cut. */
export function truncate(text: string, width: number): string {
  if (width <= 0) return "";
  if (displayWidth(text) <= width) return text;
  let result = "";
  let used = 0;
  for (const segment of graphemesOf(text)) {
    const next = graphemeWidth(segment);
    if (used + next > width - 1) break;
    result += segment;
    used += next;
  }
  return `${result}…`;
}

/** Pads with spaces to `width` columns (after truncating to it). */
export function padEnd(text: string, width: number): string {
  const fitted = truncate(text, width);
  return fitted + " ".repeat(Math.max(0, width - displayWidth(fitted)));
}

/**
 * Word-wraps to `width` columns, at most `maxLines` lines (the last one cut with "…"). A word
 * wider than a line, or a run of Thai (written without spaces), breaks between graphemes.
 */
export function wrap(text: string, width: number, maxLines = Number.POSITIVE_INFINITY): string[] {
  const lines: string[] = [];
  let line = "";
  let used = 0;
  const pushLine = () => {
    lines.push(line.trimEnd());
    line = "";
    used = 0;
  };
  for (const word of text.split(/(?<= )/u)) {
    const wordWidth = displayWidth(word.trimEnd());
    if (used > 0 && used + wordWidth > width) pushLine();
    if (wordWidth <= width) {
      line += word;
      used += displayWidth(word);
      continue;
    }
    for (const segment of graphemesOf(word)) {
      const next = graphemeWidth(segment);
      if (used + next > width) pushLine();
      line += segment;
      used += next;
    }
  }
  if (line.trim() !== "" || lines.length === 0) pushLine();
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = truncate(`${kept[maxLines - 1]} ${lines[maxLines]}`, width);
  return kept;
}

/** Keeps the end of a text that does not fit (an input line shows what was typed last). */
export function truncateStart(text: string, width: number): string {
  if (width <= 0) return "";
  if (displayWidth(text) <= width) return text;
  const segments = graphemesOf(text);
  let result = "";
  let used = 0;
  for (let index = segments.length - 1; index >= 0; index -= 1) {
    const segment = segments[index] as string;
    const next = graphemeWidth(segment);
    if (used + next > width - 1) break;
    result = segment + result;
    used += next;
  }
  return `…${result}`;
}
