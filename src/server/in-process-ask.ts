import type { AskFlowApi } from "../client/ask-flow.js";
import { type AskUserResult, resultOf } from "../core/index.js";
import { toQuestionView } from "../http/question-view.js";
import type { QuestionService } from "../service/question-service.js";

/**
 * The calls the client's `ask()` is built from, answered by the question service itself: the
 * same flow (idempotent create, waits in slices, an abort cancels as `aborted`), no HTTP.
 */
export function inProcessAskApi(service: QuestionService): AskFlowApi {
  return {
    async createQuestion(input, options) {
      const { record } = await service.ask({
        sessionId: options.sessionId,
        runId: options.runId,
        toolCallId: options.toolCallId,
        input,
      });
      return toQuestionView(record);
    },

    async waitForResult(id, waitSeconds, signal) {
      // As the client's request does: an aborted wait rejects, it never reports "still pending".
      signal?.throwIfAborted();
      const record = await service.waitForEnd(id, {
        timeoutMs: waitSeconds * 1000,
        ...(signal === undefined ? {} : { signal }),
      });
      signal?.throwIfAborted();
      const result = resultOf(record);
      return result ? { ended: true, result } : { ended: false, question: toQuestionView(record) };
    },

    async cancel(id, reason) {
      return resultOf(await service.cancel(id, { reason })) as AskUserResult;
    },
  };
}
