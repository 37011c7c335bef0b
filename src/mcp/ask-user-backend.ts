import {
  AskUserError,
  type AskUserResult,
  type Locale,
  type QuestionRecord,
  resultOf,
} from "../core/index.js";
import { delay } from "../service/delay.js";
import type { QuestionService } from "../service/question-service.js";
import { answerUrlFor } from "./answer-url.js";

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
  /**
   * Where the human answers the session's questions: the Control UI opened on the session.
   * Absent (or undefined) when the gateway's address is not known, e.g. an embedded gateway
   * that was given no public URL; the tool then names no link.
   */
  answerUrl?(sessionId: string): string | undefined;
  /**
   * The session's language, for the words of the progress notifications; absent when it
   * cannot be known (English then).
   */
  sessionLocale?(sessionId: string): Promise<Locale>;
}

export interface QuestionServiceBackendOptions {
  /**
   * Where humans reach the gateway's Control UI (its public URL, else where it listens), once
   * known; asked at each call, since a server learns its port only when it listens.
   */
  controlUiUrl?: () => string | undefined;
}

/** A backend over the gateway's own question service, for `/mcp` and the embedded gateway. */
export function questionServiceBackend(
  service: QuestionService,
  options: QuestionServiceBackendOptions = {},
): AskUserBackend {
  const { controlUiUrl } = options;
  return {
    ...(controlUiUrl === undefined
      ? {}
      : {
          answerUrl(sessionId: string) {
            const base = controlUiUrl();
            return base === undefined ? undefined : answerUrlFor(base, sessionId);
          },
        }),
    async createQuestion(request) {
      return (await service.ask(request)).record;
    },
    async sessionLocale(sessionId) {
      return (await service.sessions.settings(sessionId)).locale;
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
