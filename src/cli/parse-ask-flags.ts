import { readFileSync } from "node:fs";
import type { AskUserInput } from "../core/index.js";

export interface AskFlags {
  session?: string;
  json?: string;
  question?: string;
  header?: string;
  option?: string[];
  multi?: boolean;
  id?: string;
  timeout?: string;
}

/** Builds the tool input from `--json FILE` (or `-` for stdin) or the one-question flags. */
export function askInputFromFlags(flags: AskFlags, readStdin: () => string): AskUserInput {
  let input: Record<string, unknown>;
  if (flags.json !== undefined) {
    if (flags.question !== undefined || flags.option !== undefined)
      throw new Error("give either --json or --question/--header/--option, not both");
    const text = flags.json === "-" ? readStdin() : readFileSync(flags.json, "utf8");
    try {
      input = JSON.parse(text);
    } catch (error) {
      throw new Error(`--json ${flags.json}: not valid JSON (${(error as Error).message})`);
    }
  } else {
    if (flags.question === undefined) throw new Error("--question (or --json) is required");
    input = {
      questions: [
        {
          id: flags.id ?? "answer",
          header: flags.header ?? flags.question,
          question: flags.question,
          options: (flags.option ?? []).map((label) => ({ label })),
          ...(flags.multi ? { multiSelect: true } : {}),
        },
      ],
    };
  }
  if (flags.timeout !== undefined) {
    const timeout = Number(flags.timeout);
    if (flags.timeout.trim() === "" || Number.isNaN(timeout))
      throw new Error(`--timeout: expected a number of seconds, got "${flags.timeout}"`);
    input.timeoutSeconds = timeout;
  }
  return input as AskUserInput;
}
