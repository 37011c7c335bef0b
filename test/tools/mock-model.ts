import { MockLanguageModelV3 } from "ai/test";

// Derived from the mock, so the tests need no direct dependency on @ai-sdk/provider.
type GenerateResult = Awaited<ReturnType<MockLanguageModelV3["doGenerate"]>>;
type Prompt = Parameters<MockLanguageModelV3["doGenerate"]>[0]["prompt"];

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 1, text: 1, reasoning: undefined },
};

/** A model turn that calls one tool with the given input (any JSON, valid or not). */
export function toolCallTurn(
  toolCallId: string,
  input: unknown,
  toolName = "ask_user",
): GenerateResult {
  return {
    content: [{ type: "tool-call", toolCallId, toolName, input: JSON.stringify(input) }],
    finishReason: { unified: "tool-calls", raw: undefined },
    usage,
    warnings: [],
  };
}

export function textTurn(text: string): GenerateResult {
  return {
    content: [{ type: "text", text }],
    finishReason: { unified: "stop", raw: undefined },
    usage,
    warnings: [],
  };
}

/** The tool result parts the model was shown in its last prompt. */
export function toolResultsIn(prompt: Prompt) {
  return prompt.flatMap((message) =>
    message.role === "tool" ? message.content.filter((part) => part.type === "tool-result") : [],
  );
}

/** A model that plays the given turns in order and records every prompt. */
export function scriptedModel(turns: GenerateResult[]) {
  return new MockLanguageModelV3({ doGenerate: turns });
}
