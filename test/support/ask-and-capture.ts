import type { AskOptions, AskUserResult, QuestionView } from "../../src/client/index.js";
import type { AskUserInput } from "../../src/core/index.js";

/** Anything with the client's `ask()`: the HTTP client, or the embedded gateway. */
interface Asker {
  ask(input: AskUserInput, options: AskOptions): Promise<AskUserResult>;
}

/** Starts `ask` and resolves the question once the gateway holds it. */
export function askAndCapture(
  asker: Asker,
  input: AskUserInput,
  options: Omit<AskOptions, "onAsked">,
): { question: Promise<QuestionView>; result: Promise<AskUserResult> } {
  let asked: (question: QuestionView) => void = () => {};
  const question = new Promise<QuestionView>((resolve) => {
    asked = resolve;
  });
  const result = asker.ask(input, { ...options, onAsked: asked });
  // The test awaits `result` later; a rejection must not count as unhandled meanwhile.
  result.catch(() => {});
  return { question, result };
}
