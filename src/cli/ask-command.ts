import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createAskUserClient } from "../client/node.js";
import type { AskUserResult } from "../core/index.js";
import { type AskFlags, askInputFromFlags } from "./parse-ask-flags.js";
import { tokenFromEnv } from "./token-from-env.js";

const ABORTED: AskUserResult = { status: "no_answer", reason: "aborted" };

export interface CliIo {
  env: Record<string, string | undefined>;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

/**
 * `ask-user ask`: asks, blocks until the question ends, prints the result JSON. Exit code 0 when
 * answered, 2 on no answer, 1 on error. SIGINT/SIGTERM cancel the question as aborted (SPEC L3).
 * The client's `ask` rides out a gateway restart until a minute past the deadline.
 */
export async function runAskCommand(flags: AskFlags, io: CliIo): Promise<number> {
  if (flags.session === undefined) throw new Error("--session is required");
  const input = askInputFromFlags(flags, () => readFileSync(0, "utf8"));
  const client = createAskUserClient({
    url: io.env.ASK_USER_URL ?? "http://127.0.0.1:7420",
    ...tokenFromEnv("agent", io.env),
  });

  const interrupt = new AbortController();
  const onSignal = () => interrupt.abort();
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  let questionId: string | undefined;
  try {
    const result = await client
      .ask(input, {
        sessionId: flags.session,
        runId: `cli-${randomUUID()}`,
        toolCallId: "ask",
        signal: interrupt.signal,
        onAsked: (question) => {
          questionId = question.id;
          io.stderr(
            `ask-user: question ${question.id} is waiting for an answer (expires ${question.expiresAt})\n`,
          );
        },
      })
      .catch(async (error: unknown) => {
        if (!interrupt.signal.aborted) throw error;
        // `ask` cancelled the question; report how it really ended (it may have won the race).
        if (questionId === undefined) return ABORTED;
        return (await client.get(questionId)).result ?? ABORTED;
      });
    io.stdout(`${JSON.stringify(result)}\n`);
    return result.status === "answered" ? 0 : 2;
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
}
