import type {
  AskUserClient,
  QuestionView,
  ReplyOutcomeView,
  SessionMessage,
} from "../../client/index.js";
import { SURFACE } from "./surface.js";

export interface ComposerSubmission {
  client: Pick<AskUserClient, "replyTo" | "postMessage">;
  sessionId: string;
  text: string;
  /** The session's pending question, if any. */
  pendingQuestion: QuestionView | undefined;
}

/** Where the text went: a plain message in the timeline, or a reply to the pending question. */
export type ComposerSent =
  | { kind: "message"; message: SessionMessage }
  | { kind: "reply"; reply: ReplyOutcomeView };

/**
 * The one place where the composer's text goes. While the session has a pending question the
 * text is a reply to that question, and only to it (SPEC U1, T2): the gateway's parser answers,
 * skips, or asks to clarify, recording the reply and its clarification in the timeline (they
 * arrive as message-posted events); if the question ended meanwhile, the gateway refuses with
 * `already_ended` rather than answer the session's next one. Otherwise it is posted as a plain
 * message in the session.
 */
export async function submitComposerText(submission: ComposerSubmission): Promise<ComposerSent> {
  const { client, sessionId, text } = submission;
  const responder = { surface: SURFACE };
  if (submission.pendingQuestion)
    return {
      kind: "reply",
      reply: await client.replyTo(submission.pendingQuestion.id, text, responder),
    };
  return { kind: "message", message: await client.postMessage(sessionId, text, responder) };
}
