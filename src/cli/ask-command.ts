import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { createAskUserClient } from "../client/ask-user-client.js";
import { AskUserError, type AskUserResult } from "../core/index.js";
import { type AskFlags, askInputFromFlags } from "./parse-ask-flags.js";

/** One long-poll lasts this long, well under common proxy idle limits. */
const WAIT_SLICE_SECONDS = 25;
/** How long to keep trying an unreachable gateway past the question's deadline. */
const UNREACHABLE_GRACE_MS = 60_000;

export interface CliIo {
  env: Record<string, string | undefined>;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

/**
 * `ask-user ask`: asks, blocks until the question ends, prints the result JSON. Exit code 0 when
 * answered, 2 on no answer, 1 on error. SIGINT/SIGTERM cancel the question as aborted (SPEC L3).
 */
export async function runAskCommand(flags: AskFlags, io: CliIo): Promise<number> {
  if (flags.session === undefined) throw new Error("--session is required");
  const input = askInputFromFlags(flags, () => readFileSync(0, "utf8"));
  const client = createAskUserClient({
    url: io.env.ASK_USER_URL ?? "http://127.0.0.1:7420",
    ...(io.env.ASK_USER_TOKEN ? { token: io.env.ASK_USER_TOKEN } : {}),
  });

  const interrupt = new AbortController();
  const onSignal = () => interrupt.abort();
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    // The run id makes the POST idempotent, so retrying after a lost connection is safe.
    const askOptions = {
      sessionId: flags.session,
      runId: `cli-${randomUUID()}`,
      toolCallId: "ask",
    };
    const question = await retryWhileUnreachable(
      () => client.ask(input, askOptions),
      Date.now() + UNREACHABLE_GRACE_MS,
    );
    io.stderr(
      `ask-user: question ${question.id} is waiting for an answer (expires ${question.expiresAt})\n`,
    );
    const giveUpAt = Date.parse(question.expiresAt) + UNREACHABLE_GRACE_MS;

    let result: AskUserResult | undefined;
    while (result === undefined && !interrupt.signal.aborted) {
      try {
        const outcome = await client.waitForResult(
          question.id,
          WAIT_SLICE_SECONDS,
          interrupt.signal,
        );
        if (outcome.ended) result = outcome.result;
      } catch (error) {
        if (interrupt.signal.aborted) break;
        if (!isUnreachable(error) || Date.now() > giveUpAt) throw error;
        await sleep(500, undefined, { signal: interrupt.signal }).catch(() => {});
      }
    }
    if (result === undefined) result = await cancelAsAborted(client, question.id);
    io.stdout(`${JSON.stringify(result)}\n`);
    return result.status === "answered" ? 0 : 2;
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
}

async function cancelAsAborted(
  client: ReturnType<typeof createAskUserClient>,
  id: string,
): Promise<AskUserResult> {
  try {
    return await client.cancel(id, "aborted");
  } catch (error) {
    // It ended on its own meanwhile: report how it really ended.
    if (error instanceof AskUserError && error.code === "already_ended" && error.details?.result)
      return error.details.result as AskUserResult;
    throw error;
  }
}

/** A refused or dropped connection, or a gateway that says it is unavailable. */
function isUnreachable(error: unknown): boolean {
  if (error instanceof AskUserError) return error.code === "unavailable";
  return error instanceof TypeError;
}

async function retryWhileUnreachable<T>(action: () => Promise<T>, giveUpAt: number): Promise<T> {
  for (;;) {
    try {
      return await action();
    } catch (error) {
      if (!isUnreachable(error) || Date.now() > giveUpAt) throw error;
      await sleep(500);
    }
  }
}
