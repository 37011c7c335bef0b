import { isBlank, MAX_MESSAGE_CHARACTERS } from "../../core/index.js";
import type { Key } from "./key-input.js";
import { editLine } from "./line-input.js";

/**
 * The whole reply typed in words while a prompt is shown (`r`), read by the gateway's parser
 * like a reply in a chat or the Control UI's composer (SPEC T2): its text, and the gateway's
 * clarification of the reply sent last, shown until the next one is sent.
 */
export interface ReplyInput {
  text: string;
  clarification: string | undefined;
}

/** What a key asks of the app, besides the new input. */
export type ReplyAction = { kind: "none" } | { kind: "send"; text: string } | { kind: "close" };

const NONE: ReplyAction = { kind: "none" };

export function openReply(): ReplyInput {
  return { text: "", clarification: undefined };
}

/** Applies one key: Enter sends (nothing when blank), Escape closes, the rest edits. */
export function applyReplyKey(
  input: ReplyInput,
  key: Key,
): { input: ReplyInput; action: ReplyAction } {
  switch (key.name) {
    case "escape":
      return { input, action: { kind: "close" } };
    case "enter":
      return {
        input,
        action: isBlank(input.text) ? NONE : { kind: "send", text: input.text.trim() },
      };
    default: {
      const edited = editLine(input.text, key, MAX_MESSAGE_CHARACTERS);
      return { input: edited === undefined ? input : { ...input, text: edited }, action: NONE };
    }
  }
}
