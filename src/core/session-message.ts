import { invalidRequest } from "./errors.js";
import { hasNul, isBlank, NUL_RULE } from "./value-text.js";

export const MAX_MESSAGE_CHARACTERS = 4000;

/**
 * Who wrote a plain-text timeline message: a human on some surface, the agent, or the gateway
 * itself (e.g. asking a human to clarify a reply it could not read for sure).
 */
export type MessageAuthor =
  | { kind: "human"; surface: string; userId?: string }
  | { kind: "agent" }
  | { kind: "gateway" };

/** A plain-text message in a session's timeline. Times are ISO 8601 strings. */
export interface SessionMessage {
  id: string;
  sessionId: string;
  text: string;
  author: MessageAuthor;
  createdAt: string;
}

/** Checks a message text: present, not blank, at most 4000 characters. */
export function parseMessageText(text: unknown, path = "text"): string {
  if (typeof text !== "string")
    throw invalidRequest([{ path, message: "required (expected string)" }]);
  if (isBlank(text)) throw invalidRequest([{ path, message: "must not be blank" }]);
  // No store can keep U+0000 in a text column alike (PostgreSQL refuses it): say so up front.
  if (hasNul(text)) throw invalidRequest([{ path, message: NUL_RULE }]);
  const length = [...text].length;
  if (length > MAX_MESSAGE_CHARACTERS)
    throw invalidRequest([
      { path, message: `expected at most ${MAX_MESSAGE_CHARACTERS} characters, got ${length}` },
    ]);
  return text;
}
