import type { Locale, QuestionRecord } from "../core/index.js";
import type { Delivery } from "../store/question-store.js";

/** A prompt a chat shows, with its question as it stands now (pending or ended). */
export interface ChatPrompt {
  question: QuestionRecord;
  delivery: Delivery;
  locale: Locale;
}

/**
 * What became of a tap, a click, a modal or a message, and what to tell the human: each
 * adapter only renders it (a callback notice, an ephemeral message, a reply in the thread).
 * `notice` is always in the prompt's language.
 */
export type InboundOutcome =
  /** The question ended with this human's answer or Skip. */
  | { kind: "answered"; notice: string; prompt: ChatPrompt }
  /**
   * No open prompt there: unknown, or a control that names another question; or, with
   * `prompt`, the prompt's question has ended, and `notice` says how ("answered by …").
   */
  | { kind: "closed"; notice: string; prompt?: ChatPrompt }
  /** The user is not on the channel's allow-list (SPEC C3). */
  | { kind: "not_allowed"; notice: string; prompt: ChatPrompt }
  /** The gateway refused what they gave (too long, blank) and says why; still pending. */
  | { kind: "invalid"; notice: string; prompt: ChatPrompt }
  /** A reply the parser could not read for sure (SPEC T3); still pending. */
  | { kind: "clarify"; notice: string; prompt: ChatPrompt }
  /**
   * A message addressed to no prompt while several are open in the chat: nothing is answered,
   * and `notice` asks to reply to the prompt meant, naming them.
   */
  | { kind: "which"; notice: string }
  /** Nothing for the gateway: chatter, or someone else's talk in a group. */
  | { kind: "ignored" };

/** Where a control or a reply points: the prompt's message, and which question it names. */
export interface PromptAddress {
  chatId: string;
  messageId: string;
  /** Whether the control names this question (its short key); any question when absent. */
  names?: (questionId: string) => boolean;
}

/** A press of a native button that answers at once: an option by its index, or Skip. */
export type ButtonPress = { action: "option"; index: number } | { action: "skip" };
