import type { QuestionView, SessionMessage, SessionSummary } from "../../client/index.js";

/*
 * Live events patch the sessions list at once (the pending marker, the order); the app then
 * refetches the list for exact counts.
 */

function patch(
  sessions: readonly SessionSummary[],
  sessionId: string,
  activityAt: string,
  change: (session: SessionSummary) => void,
): SessionSummary[] {
  const found = sessions.find((session) => session.sessionId === sessionId);
  const session: SessionSummary = found
    ? { ...found }
    : { sessionId, lastActivityAt: activityAt, questionCount: 0, messageCount: 0 };
  if (Date.parse(activityAt) > Date.parse(session.lastActivityAt))
    session.lastActivityAt = activityAt;
  change(session);
  const others = sessions.filter((candidate) => candidate.sessionId !== sessionId);
  return sortSessions([session, ...others]);
}

export function applyQuestion(
  sessions: readonly SessionSummary[],
  question: QuestionView,
): SessionSummary[] {
  const activityAt = question.endedAt ?? question.createdAt;
  return patch(sessions, question.sessionId, activityAt, (session) => {
    if (question.status === "pending") {
      if (session.pendingQuestionId !== question.id) session.questionCount += 1;
      session.pendingQuestionId = question.id;
    } else if (session.pendingQuestionId === question.id) {
      delete session.pendingQuestionId;
    }
  });
}

export function applyMessage(
  sessions: readonly SessionSummary[],
  message: SessionMessage,
): SessionSummary[] {
  return patch(sessions, message.sessionId, message.createdAt, (session) => {
    session.messageCount += 1;
  });
}

/** Most recently active first, as the gateway lists them. */
function sortSessions(sessions: SessionSummary[]): SessionSummary[] {
  return sessions.sort((a, b) => Date.parse(b.lastActivityAt) - Date.parse(a.lastActivityAt));
}
