/**
 * Who may call what. An agent asks and waits; a human answers; a scraper reads metrics. Reads
 * that both need accept either token. Routes missing here are not API routes: they need a
 * valid token of any role (or none when the gateway runs without tokens).
 */
export type Role = "agent" | "human" | "metrics";

export const ROLES: readonly Role[] = ["agent", "human", "metrics"];

export interface RouteRule {
  /** The roles whose token is accepted. */
  roles: readonly Role[];
  /** Counts against the per-source limit of answer attempts. */
  answerAttempt?: true;
}

const AGENT = ["agent"] as const;
const HUMAN = ["human"] as const;
const EITHER = ["agent", "human"] as const;

/** Keyed by `METHOD /route/pattern`, exactly as the routes are registered in the app. */
export const ROUTE_RULES: Readonly<Record<string, RouteRule>> = {
  "POST /v1/questions": { roles: AGENT },
  "POST /v1/questions/:id/cancel": { roles: AGENT },
  "GET /v1/questions/:id/result": { roles: AGENT },
  "GET /mcp": { roles: AGENT },
  "POST /mcp": { roles: AGENT },
  "DELETE /mcp": { roles: AGENT },

  "POST /v1/questions/:id/answer": { roles: HUMAN, answerAttempt: true },
  "POST /v1/questions/:id/replies": { roles: HUMAN, answerAttempt: true },
  "POST /v1/sessions/:sessionId/replies": { roles: HUMAN, answerAttempt: true },
  "PUT /v1/sessions/:sessionId/settings": { roles: HUMAN },
  "PUT /v1/sessions/:sessionId/routes": { roles: HUMAN },
  "PUT /v1/sessions/:sessionId/plan": { roles: HUMAN },
  "GET /v1/push/key": { roles: HUMAN },
  "GET /v1/push/subscriptions": { roles: HUMAN },
  "POST /v1/push/subscriptions": { roles: HUMAN },
  "DELETE /v1/push/subscriptions/:id": { roles: HUMAN },

  "GET /v1/questions": { roles: EITHER },
  "GET /v1/questions/:id": { roles: EITHER },
  "GET /v1/sessions": { roles: EITHER },
  "GET /v1/sessions/:sessionId/timeline": { roles: EITHER },
  "GET /v1/sessions/:sessionId/settings": { roles: EITHER },
  "GET /v1/sessions/:sessionId/routes": { roles: EITHER },
  "GET /v1/sessions/:sessionId/plan": { roles: EITHER },
  // The author follows the token: an agent's message, or a human's on a surface.
  "POST /v1/sessions/:sessionId/messages": { roles: EITHER },
  // The client's events() serves agents too, and the stream shows nothing the reads do not.
  "GET /v1/events": { roles: EITHER },

  "GET /metrics": { roles: ["metrics"] },
};
