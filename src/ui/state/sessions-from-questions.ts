import type { QuestionView, SessionSummary } from "../api/gateway-types.js";

/** The sessions list built from questions alone, for gateways without `GET /v1/sessions`. */
export function sessionsFromQuestions(questions: readonly QuestionView[]): SessionSummary[] {
  const sessions = new Map<string, SessionSummary>();
  for (const question of questions) {
    const activity = question.endedAt ?? question.createdAt;
    const session = sessions.get(question.sessionId) ?? {
      sessionId: question.sessionId,
      lastActivityAt: activity,
      questionCount: 0,
      messageCount: 0,
    };
    session.questionCount += 1;
    if (Date.parse(activity) > Date.parse(session.lastActivityAt))
      session.lastActivityAt = activity;
    if (question.status === "pending") session.pendingQuestionId = question.id;
    sessions.set(question.sessionId, session);
  }
  return sortSessions([...sessions.values()]);
}

/** Most recently active first. */
export function sortSessions(sessions: SessionSummary[]): SessionSummary[] {
  return sessions.sort((a, b) => Date.parse(b.lastActivityAt) - Date.parse(a.lastActivityAt));
}
