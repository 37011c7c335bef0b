import { questionKey as shortQuestionKey } from "../question-key.js";

/**
 * The `custom_id` of a prompt's buttons and of the Other… modal. Discord allows 100
 * characters; the id holds only a short key of the question and the control, and the server
 * maps it back through the delivery of the clicked message: `ask_user:a:<key>:<index>` picks
 * an option, `ask_user:o:<key>` opens Other…, `ask_user:s:<key>` skips, and
 * `ask_user:m:<key>` is the modal that takes the human's own words.
 */
export type ComponentAction =
  | { action: "option"; key: string; index: number }
  | { action: "other"; key: string }
  | { action: "skip"; key: string }
  | { action: "own-words"; key: string };

export const MAX_CUSTOM_ID_LENGTH = 100;
const PREFIX = "ask_user:";
const KEY_LENGTH = 32;
const LETTERS = { option: "a", other: "o", skip: "s", "own-words": "m" } as const;

/** The question's short key in this platform's control data. */
export function questionKey(questionId: string): string {
  return shortQuestionKey(questionId, KEY_LENGTH);
}

export function encodeCustomId(control: ComponentAction): string {
  const base = `${PREFIX}${LETTERS[control.action]}:${control.key}`;
  return control.action === "option" ? `${base}:${control.index}` : base;
}

export function decodeCustomId(customId: string | undefined): ComponentAction | undefined {
  const match = /^ask_user:([aosm]):([A-Za-z0-9]{1,32})(?::([0-9]))?$/u.exec(customId ?? "");
  if (!match) return undefined;
  const [, letter, key = "", index] = match;
  if (letter === "a")
    return index === undefined ? undefined : { action: "option", key, index: Number(index) };
  if (index !== undefined) return undefined;
  if (letter === "o") return { action: "other", key };
  if (letter === "s") return { action: "skip", key };
  return { action: "own-words", key };
}
