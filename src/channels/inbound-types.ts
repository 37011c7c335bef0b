import type { Locale, QuestionRecord } from "../core/index.js";
import type { Delivery } from "../store/question-store.js";

/** A prompt a chat is showing, while its question is pending. */
export interface OpenPrompt {
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
  | { kind: "answered"; notice: string; prompt: OpenPrompt }
  /**
   * No open prompt there: unknown, ended, or a control that names another question. `prompt`
   * is the prompt that was found open and then ended first (another surface, the deadline).
   */
  | { kind: "closed"; notice: string; prompt?: OpenPrompt }
  /** The user is not on the channel's allow-list (SPEC C3). */
  | { kind: "not_allowed"; notice: string; prompt: OpenPrompt }
  /** The gateway refused what they gave (too long, blank) and says why; still pending. */
  | { kind: "invalid"; notice: string; prompt: OpenPrompt }
  /** A reply the parser could not read for sure (SPEC T3); still pending. */
  | { kind: "clarify"; notice: string; prompt: OpenPrompt }
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
