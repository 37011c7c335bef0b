import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Outage } from "../client/node.js";
import type { AskUserResult } from "../core/index.js";
import { connectGateway, type GatewayFlags, QUIET_RETRY_MS } from "./connect-gateway.js";
import { type AskFlags, askInputFromFlags } from "./parse-ask-flags.js";

const ABORTED: AskUserResult = { status: "no_answer", reason: "aborted" };

/** The shell's convention for a process ended by a signal: 128 plus the signal's number. */
const INTERRUPTED_EXIT_CODE = { SIGINT: 130, SIGTERM: 143 } as const;

export { QUIET_RETRY_MS };

export interface CliIo {
  env: Record<string, string | undefined>;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Whether stdout is a terminal: `list` then prints a table instead of JSON. */
  stdoutIsTTY?: boolean;
}

/**
 * `ask-user ask`: asks, blocks until the question ends, prints the result JSON. Exit code 0 when
 * answered, 2 on no answer, 1 on error. SIGINT/SIGTERM cancel the question as aborted (SPEC L3)
 * and exit 2 with that result; before the gateway took the question they print nothing and exit
 * 130 (SIGINT) or 143 (SIGTERM). No gateway at the start fails at once (`connectGateway`)
 * unless --wait-for-gateway; after that, the client's `ask` rides out a gateway restart until a
 * minute past the deadline, and after QUIET_RETRY_MS of that, one line on stderr says so.
 */
export async function runAskCommand(flags: AskFlags & GatewayFlags, io: CliIo): Promise<number> {
  if (flags.session === undefined) throw new Error("--session is required");
  const input = askInputFromFlags(
    flags,
    () => readFileSync(0, "utf8"),
    (warning) => io.stderr(`ask-user ask: ${warning}\n`),
  );

  const interrupt = new AbortController();
  let signalName: keyof typeof INTERRUPTED_EXIT_CODE | undefined;
  const onSigint = () => {
    signalName ??= "SIGINT";
    interrupt.abort();
  };
  const onSigterm = () => {
    signalName ??= "SIGTERM";
    interrupt.abort();
  };
  process.once("SIGINT", onSigint);
  process.once("SIGTERM", onSigterm);
  try {
    const connected = await connectGateway("agent", flags, io.env, {
      clientRetries: true,
      signal: interrupt.signal,
      stderr: io.stderr,
    }).catch((error: unknown) => {
      if (interrupt.signal.aborted) return undefined;
      throw error;
    });
    // Interrupted while looking for the gateway: no question exists.
    if (connected === undefined) return INTERRUPTED_EXIT_CODE[signalName ?? "SIGINT"];
    const { url, client } = connected;
    let questionId: string | undefined;
    let toldWaiting = false;
    const onUnavailable = (outage: Outage) => {
      if (toldWaiting || outage.retryAt - outage.since < QUIET_RETRY_MS) return;
      toldWaiting = true;
      io.stderr(
        `ask-user: waiting for the gateway at ${url} (retrying until ${new Date(outage.giveUpAt).toISOString()})\n`,
      );
    };
    const result = await client
      .ask(input, {
        sessionId: flags.session,
        runId: `cli-${randomUUID()}`,
        toolCallId: "ask",
        signal: interrupt.signal,
        onUnavailable,
        onAsked: (question) => {
          questionId = question.id;
          io.stderr(
            `ask-user: question ${question.id} is waiting for an answer (expires ${question.expiresAt})\n`,
          );
        },
      })
      .catch(async (error: unknown): Promise<AskUserResult | undefined> => {
        if (!interrupt.signal.aborted) throw error;
        // Interrupted before any question existed: there is no result to report.
        if (questionId === undefined) return undefined;
        // `ask` cancelled the question; report how it really ended (it may have won the race).
        return (await client.get(questionId)).result ?? ABORTED;
      });
    if (result === undefined) return INTERRUPTED_EXIT_CODE[signalName ?? "SIGINT"];
    io.stdout(`${JSON.stringify(result)}\n`);
    return result.status === "answered" ? 0 : 2;
  } finally {
    process.off("SIGINT", onSigint);
    process.off("SIGTERM", onSigterm);
  }
}
