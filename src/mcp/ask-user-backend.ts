import { AskUserError, type AskUserResult, type QuestionRecord, resultOf } from "../core/index.js";
import { delay } from "../service/delay.js";
import type { QuestionService } from "../service/question-service.js";

export interface CreateQuestionRequest {
  sessionId: string;
  input: unknown;
  runId: string;
  toolCallId: string;
}

/**
 * What the MCP tool needs from a gateway: the in-process question service, or a remote
 * gateway over HTTP. Errors are AskUserErrors with the API's string codes.
 */
export interface AskUserBackend {
  createQuestion(request: CreateQuestionRequest): Promise<QuestionRecord>;
  /** The result once ended, or undefined if still pending after `waitMs`. */
  waitForResult(
    id: string,
    waitMs: number,
    signal: AbortSignal,
  ): Promise<AskUserResult | undefined>;
  /** Cancels because the agent's request went away (SPEC L3). */
  abort(id: string): Promise<void>;
}

/** A backend over the gateway's own question service, for `/mcp` and the embedded gateway. */
export function questionServiceBackend(service: QuestionService): AskUserBackend {
  return {
    async createQuestion(request) {
      return (await service.ask(request)).record;
    },
    async waitForResult(id, waitMs, signal) {
      try {
        return resultOf(await service.waitForEnd(id, { timeoutMs: waitMs, signal }));
      } catch (error) {
        if (!(error instanceof AskUserError) || error.code !== "unavailable") throw error;
        // A database restart must not fail a question that is still waiting: wait on.
        const retryAfterSeconds = Number(error.details?.retryAfterSeconds ?? 1);
        await delay(Math.min(waitMs, retryAfterSeconds * 1000), signal);
        return undefined;
      }
    },
    async abort(id) {
      await service.cancel(id, { reason: "aborted" });
    },
  };
}
