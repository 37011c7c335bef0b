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
  kind: "prompt" | "reminder";
  /** The plan step that sent a reminder. */
  step?: number;
  at: string;
}
