import type { GatewayApi } from "../api/gateway-api.js";
import type { QuestionView, TimelineMessage } from "../api/gateway-types.js";

export interface ComposerSubmission {
  api: GatewayApi;
  sessionId: string;
  text: string;
  /** The session's pending question, if any. */
  pendingQuestion: QuestionView | undefined;
}

/**
 * The one place where the composer's text goes. For now it is posted as a plain message in the
 * session. The composer's text is also meant to answer a pending question (SPEC U1, T2): when
 * the gateway's replies endpoint exists, route the text there while `pendingQuestion` is set.
 */
export async function submitComposerText(submission: ComposerSubmission): Promise<TimelineMessage> {
  return submission.api.postMessage(submission.sessionId, submission.text);
}
