import { readFileSync } from "node:fs";
import type { AskUserInput } from "../core/index.js";
import { MAX_TIMEOUT_SECONDS, MIN_TIMEOUT_SECONDS } from "../core/timeout.js";

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

/**
 * Builds the tool input from `--json FILE` (or `-` for stdin) or the one-question flags. A
 * `--timeout` outside 30..3600, where the gateway would clamp it, is not changed in silence:
 * `warn` is told, and the nearest bound is asked with.
 */
export function askInputFromFlags(
  flags: AskFlags,
  readStdin: () => string,
  warn: (warning: string) => void = () => {},
): AskUserInput {
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
    if (flags.timeout.trim() === "" || !Number.isInteger(timeout))
      throw new Error(`--timeout: expected a whole number of seconds, got "${flags.timeout}"`);
    const clamped = Math.min(MAX_TIMEOUT_SECONDS, Math.max(MIN_TIMEOUT_SECONDS, timeout));
    if (clamped !== timeout)
      warn(
        `--timeout ${flags.timeout} is outside ${MIN_TIMEOUT_SECONDS}..${MAX_TIMEOUT_SECONDS} seconds; using ${clamped}`,
      );
    input.timeoutSeconds = clamped;
  }
  return input as unknown as AskUserInput;
}
