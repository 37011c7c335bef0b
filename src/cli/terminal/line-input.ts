import { graphemesOf } from "../../core/graphemes.js";
import type { Key } from "./key-input.js";

/**
 * What an editing key does to a one-line text input (Other…'s words, a reply): typing appends,
 * Backspace drops the last grapheme (a whole Thai cluster), Ctrl-U clears. Text past
 * `maxLength` is not taken. Undefined for keys that do not edit (Enter, Escape, arrows).
 */
export function editLine(text: string, key: Key, maxLength: number): string | undefined {
  switch (key.name) {
    case "backspace":
      return dropLastGrapheme(text);
    case "clear-line":
      return "";
    case "space":
    case "text": {
      const typed = text + key.text;
      return typed.length > maxLength ? text : typed;
    }
    default:
      return undefined;
  }
}

function dropLastGrapheme(text: string): string {
  const last = graphemesOf(text).at(-1);
  return last === undefined ? text : text.slice(0, text.length - last.length);
}
