import type { AnswerMap } from "./question-record.js";

/** The surface an answer from a notification's button is credited to. */
export const PUSH_SURFACE = "push";

/** A notification button that answers: its label, and the body it posts to the answer route. */
export interface PushAnswerAction {
  action: string;
  title: string;
  answer: { answers: AnswerMap; surface: typeof PUSH_SURFACE };
}

/** A question to show as a notification, in the session's language. */
export interface AskedPushMessage {
  type: "asked";
  questionId: string;
  sessionId: string;
  title: string;
  body: string;
  lang: string;
  /** The session in the Control UI, relative to the app: `#/sessions/…`. */
  url: string;
  actions?: PushAnswerAction[];
}

/** The question ended anywhere: its notification goes away. */
export interface EndedPushMessage {
  type: "ended";
  questionId: string;
}

/**
 * What the gateway sends the Control UI's service worker by Web Push (encrypted end to end; the
 * push service sees none of it): written by the push channel, read by the service worker.
 */
export type PushMessage = AskedPushMessage | EndedPushMessage;
