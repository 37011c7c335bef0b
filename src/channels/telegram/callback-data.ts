/**
 * Callback data for a prompt's buttons: Telegram allows 64 bytes, so the data holds only a
 * short key of the question and the tapped control; the server maps it back through the
 * delivery of the tapped message. `a:<key>:<index>` picks an option, `o:<key>` opens Other,
 * `s:<key>` skips.
 */
export type Tap =
  | { action: "option"; key: string; index: number }
  | { action: "other"; key: string }
  | { action: "skip"; key: string };

export const MAX_CALLBACK_DATA_BYTES = 64;
const KEY_LENGTH = 16;

/** A short, stable key of a question id; with the message it was tapped on, unique enough. */
export function questionKey(questionId: string): string {
  return questionId.replace(/[^A-Za-z0-9]/gu, "").slice(0, KEY_LENGTH) || "q";
}

export function encodeTap(tap: Tap): string {
  switch (tap.action) {
    case "option":
      return `a:${tap.key}:${tap.index}`;
    case "other":
      return `o:${tap.key}`;
    case "skip":
      return `s:${tap.key}`;
  }
}

export function decodeTap(data: string): Tap | undefined {
  const option = /^a:([A-Za-z0-9]{1,16}):([0-9])$/u.exec(data);
  if (option) return { action: "option", key: option[1] as string, index: Number(option[2]) };
  const other = /^([os]):([A-Za-z0-9]{1,16})$/u.exec(data);
  if (!other) return undefined;
  return { action: other[1] === "o" ? "other" : "skip", key: other[2] as string };
}
