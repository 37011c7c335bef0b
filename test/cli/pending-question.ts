import { expect } from "vitest";
import type { QuestionView } from "../../src/http/question-view.js";
import { requestJson } from "../support/child-gateway.js";
import { until } from "./run-cli.js";

/**
 * The question a CLI run asked, once the gateway holds it: the one pending question of the
 * session (each CLI test asks in a session of its own, so a second one is a bug).
 */
export async function pendingQuestion(
  url: string,
  sessionId: string,
  headers: Record<string, string> = {},
): Promise<QuestionView> {
  return until(`a pending question in session ${sessionId}`, async () => {
    const response = await requestJson(
      "GET",
      `${url}/v1/questions?sessionId=${encodeURIComponent(sessionId)}&status=pending`,
      undefined,
      headers,
    );
    expect(response.status).toBe(200);
    expect(response.body.questions.length).toBeLessThanOrEqual(1);
    return response.body.questions[0];
  });
}
