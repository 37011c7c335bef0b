import { createAskUserClient } from "../client/node.js";
import { AskUserError, resolveLocale } from "../core/index.js";
import { answerUrlFor } from "../mcp/answer-url.js";
import type { AskUserBackend } from "../mcp/ask-user-backend.js";

/**
 * An MCP backend that talks to a running gateway over its HTTP API; the human answers in that
 * gateway's Control UI, at the same URL.
 */
export function remoteGatewayBackend(options: { url: string; token?: string }): AskUserBackend {
  const client = createAskUserClient(options);
  return {
    async createQuestion({ sessionId, input, runId, toolCallId }) {
      return client.createQuestion(input as Parameters<typeof client.createQuestion>[0], {
        sessionId,
        runId,
        toolCallId,
      });
    },
    async waitForResult(id, waitMs, signal) {
      const outcome = await client.waitForResult(id, Math.ceil(waitMs / 1000), signal);
      return outcome.ended ? outcome.result : undefined;
    },
    async abort(id) {
      try {
        await client.cancel(id, "aborted");
      } catch (error) {
        if (!(error instanceof AskUserError && error.code === "already_ended")) throw error;
      }
    },
    answerUrl: (sessionId) => answerUrlFor(options.url, sessionId),
    // A gateway of another version may speak a language this one does not: English then.
    sessionLocale: async (sessionId) =>
      resolveLocale((await client.sessionSettings(sessionId)).locale),
  };
}
