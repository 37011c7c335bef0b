import { describe, expect, it } from "vitest";
import { AskUserError } from "../../src/core/index.js";
import { questionServiceBackend } from "../../src/mcp/ask-user-backend.js";
import { QuestionService } from "../../src/service/question-service.js";
import { MemoryQuestionStore } from "../../src/store/memory/memory-question-store.js";
import { StoreUnavailableError } from "../../src/store/question-store.js";
import { deployPrompt } from "../support/prompts.js";

/** A memory store that can be made unreachable, as a database restart would. */
class FlakyStore extends MemoryQuestionStore {
  down = false;

  override insert(...args: Parameters<MemoryQuestionStore["insert"]>) {
    return this.down ? this.#refuse() : super.insert(...args);
  }

  override get(id: string) {
    return this.down ? this.#refuse() : super.get(id);
  }

  #refuse(): Promise<never> {
    return Promise.reject(new StoreUnavailableError("down", { retryAfterSeconds: 1 }));
  }
}

describe("the in-process MCP backend while the store is unreachable", () => {
  it("asking fails with the API's unavailable error and its retry hint", async () => {
    const store = new FlakyStore();
    const backend = questionServiceBackend(new QuestionService({ store }));
    store.down = true;
    const error = await backend
      .createQuestion({ sessionId: "s", input: deployPrompt(60), runId: "r", toolCallId: "c" })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AskUserError);
    expect((error as AskUserError).code).toBe("unavailable");
    expect((error as AskUserError).details).toEqual({ retryAfterSeconds: 1 });
  });

  it("waiting rides out the outage and then returns the answer", async () => {
    const store = new FlakyStore();
    const service = new QuestionService({ store });
    const backend = questionServiceBackend(service);
    const question = await backend.createQuestion({
      sessionId: "s",
      input: deployPrompt(60),
      runId: "r",
      toolCallId: "c",
    });
    store.down = true;
    const signal = new AbortController().signal;
    const started = Date.now();
    expect(await backend.waitForResult(question.id, 300, signal)).toBeUndefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    store.down = false;
    await service.cancel(question.id);
    expect(await backend.waitForResult(question.id, 300, signal)).toEqual({
      status: "no_answer",
      reason: "cancelled",
    });
  });
});
