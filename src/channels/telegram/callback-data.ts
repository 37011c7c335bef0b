import { questionKey as shortQuestionKey } from "../question-key.js";

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

/** The question's short key in this platform's control data. */
export function questionKey(questionId: string): string {
  return shortQuestionKey(questionId, KEY_LENGTH);
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
