/**
 * A prompt or a reminder a channel put in front of the human, as the session's timeline shows
 * it: where (channel and chat) and when. Reminders name the plan step that sent them.
 */
export interface DeliveryEntry {
  questionId: string;
  sessionId: string;
  channel: string;
  /** The chat; absent for a channel that reaches the human's devices (push). */
  chatId?: string;
  /**
   * Over the API, a channel whose destination is no chat names it as its routes do, in place
   * of `chatId`: a webhook's `url`, a mail's `to`.
   */
  url?: string;
  to?: string;
  kind: "prompt" | "reminder";
  /** The plan step that sent a reminder. */
  step?: number;
  at: string;
}
