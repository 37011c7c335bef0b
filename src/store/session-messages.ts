import type { SessionMessage, SessionSummary } from "../core/index.js";

export type { SessionSummary };

/** The sessions' timelines beside their questions: messages, and the sessions they make up. */
export interface SessionMessages {
  appendMessage(message: SessionMessage): Promise<void>;
  /** A session's messages in the order they were posted. */
  listMessages(sessionId: string): Promise<SessionMessage[]>;
  /** Every session that has a question or a message, most recently active first. */
  listSessions(): Promise<SessionSummary[]>;
}
