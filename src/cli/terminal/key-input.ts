import { toAsciiDigits } from "../../core/index.js";

/** What a key press means to the screens. `text` is set for keys that type something. */
export type Key =
  | { name: "up" | "down" | "home" | "end" | "left" | "right" }
  | { name: "enter" | "escape" | "backspace" | "clear-line" | "interrupt" }
  | { name: "space"; text: " " }
  | { name: "text"; text: string };

/** The `key` argument of readline's `keypress` event. */
export interface ReadlineKey {
  name?: string | undefined;
  ctrl?: boolean | undefined;
  meta?: boolean | undefined;
  sequence?: string | undefined;
}

const NAMED: Record<string, Key> = {
  up: { name: "up" },
  down: { name: "down" },
  left: { name: "left" },
  right: { name: "right" },
  home: { name: "home" },
  end: { name: "end" },
  pageup: { name: "home" },
  pagedown: { name: "end" },
  return: { name: "enter" },
  enter: { name: "enter" },
  escape: { name: "escape" },
  backspace: { name: "backspace" },
  space: { name: "space", text: " " },
};

/** Printable text only: a key press never types a control character into an answer. */
const PRINTABLE = /^[^\p{Cc}\p{Cf}]+$/u;

/**
 * Turns readline's keypress (from `emitKeypressEvents` on a raw-mode stdin) into a Key, or
 * undefined for keys nothing uses. Ctrl-C is `interrupt`: raw mode sends no SIGINT.
 */
export function toKey(text: string | undefined, key: ReadlineKey | undefined): Key | undefined {
  if (key?.ctrl) {
    if (key.name === "c") return { name: "interrupt" };
    if (key.name === "u") return { name: "clear-line" };
    if (key.name === "h") return { name: "backspace" };
    return undefined;
  }
  // Escape itself arrives with `meta` set; Alt with an arrow still means the arrow.
  const named = key?.name === undefined ? undefined : NAMED[key.name];
  if (named) return named;
  if (key?.meta || text === undefined || !PRINTABLE.test(text)) return undefined;
  return { name: "text", text };
}

/** The digit 1-9 a key typed (Thai and full-width digits too), else undefined. */
export function digitOf(key: Key): number | undefined {
  if (key.name !== "text") return undefined;
  const digit = toAsciiDigits(key.text);
  return /^[1-9]$/.test(digit) ? Number(digit) : undefined;
}
