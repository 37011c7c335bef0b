import { expect } from "vitest";
import { requestJson } from "../support/child-gateway.js";

/**
 * Reads every question and each session's timeline over the API and checks that nothing is
 * half-written: a pending question carries no ending, an ended one carries a whole one, and
 * every timeline message has its text and author. Returns what it read, for further checks.
 */
export async function expectWholeRecords(
  gatewayUrl: string,
  headers: Record<string, string> = {},
): Promise<{ questions: number; messages: number }> {
  const listed = await requestJson(
    "GET",
    `${gatewayUrl}/v1/questions?limit=1000`,
    undefined,
    headers,
  );
  expect(listed.status).toBe(200);
  const sessions = new Set<string>();
  for (const question of listed.body.questions) {
    sessions.add(question.sessionId);
    expect(typeof question.id).toBe("string");
    expect(question.questions.length).toBeGreaterThan(0);
    if (question.status === "pending") {
      expect(question.endedAt).toBeUndefined();
      expect(question.endedBy).toBeUndefined();
      expect(question.answers).toBeUndefined();
      continue;
    }
    expect(Date.parse(question.endedAt)).not.toBeNaN();
    expect(typeof question.endedBy?.kind).toBe("string");
    expect(question.result?.status).toBe(question.status === "answered" ? "answered" : "no_answer");
    if (question.status === "answered")
      for (const { id } of question.questions)
        expect(Array.isArray(question.answers?.[id]), `answer to ${id}`).toBe(true);
  }
  let messages = 0;
  for (const sessionId of sessions) {
    const timeline = await requestJson(
      "GET",
      `${gatewayUrl}/v1/sessions/${encodeURIComponent(sessionId)}/timeline`,
      undefined,
      headers,
    );
    expect(timeline.status).toBe(200);
    for (const item of timeline.body.items) {
      if (item.type !== "message") continue;
      messages += 1;
      expect(typeof item.message.text).toBe("string");
      expect(typeof item.message.author?.kind).toBe("string");
      expect(Date.parse(item.message.createdAt)).not.toBeNaN();
    }
  }
  return { questions: listed.body.questions.length, messages };
}
