import { DEFAULT_LOCALE } from "../core/index.js";
import type { AskUserBackend } from "../mcp/ask-user-backend.js";

/**
 * A backend whose gateway is still being found or started: calls wait for it, so that
 * `ask-user mcp` can answer the host's `initialize` at once instead of after the embedded
 * gateway's start. Until then no answer link is known.
 */
export function deferredBackend(pending: Promise<AskUserBackend>): AskUserBackend {
  let ready: AskUserBackend | undefined;
  const backend = pending.then((resolved) => {
    ready = resolved;
    return resolved;
  });
  return {
    async createQuestion(request) {
      return (await backend).createQuestion(request);
    },
    async waitForResult(id, waitMs, signal) {
      return (await backend).waitForResult(id, waitMs, signal);
    },
    async abort(id) {
      return (await backend).abort(id);
    },
    async sessionLocale(sessionId) {
      return (await (await backend).sessionLocale?.(sessionId)) ?? DEFAULT_LOCALE;
    },
    answerUrl(sessionId) {
      return ready?.answerUrl?.(sessionId);
    },
  };
}
