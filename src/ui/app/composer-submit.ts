import type { GatewayApi } from "../api/gateway-api.js";
import type { QuestionView, ReplyOutcome, TimelineMessage } from "../api/gateway-types.js";

export interface ComposerSubmission {
  api: GatewayApi;
  sessionId: string;
  text: string;
  /** The session's pending question, if any. */
  pendingQuestion: QuestionView | undefined;
}

/** Where the text went: a plain message in the timeline, or a reply to the pending question. */
export type ComposerSent =
  | { kind: "message"; message: TimelineMessage }
  | { kind: "reply"; reply: ReplyOutcome };

/**
 * The one place where the composer's text goes. While the session has a pending question the
 * text is a reply to it (SPEC U1, T2): the gateway's parser answers, skips, or asks to clarify,
 * recording the reply and its clarification in the timeline (they arrive as message-posted
 * events). Otherwise it is posted as a plain message in the session.
 */
export async function submitComposerText(submission: ComposerSubmission): Promise<ComposerSent> {
  const { api, sessionId, text } = submission;
  if (submission.pendingQuestion) return { kind: "reply", reply: await api.reply(sessionId, text) };
  return { kind: "message", message: await api.postMessage(sessionId, text) };
}
