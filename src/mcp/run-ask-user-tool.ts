import type { CallToolResult } from "@modelcontextprotocol/server";
import {
  AskUserError,
  type AskUserResult,
  DEFAULT_LOCALE,
  formatCountdown,
  formatMessage,
  formatResultText,
  isSubagentSession,
  type Locale,
  type Messages,
  messages,
} from "../core/index.js";
import type { AskUserBackend } from "./ask-user-backend.js";

export const DEFAULT_PROGRESS_INTERVAL_MS = 15_000;

export interface ToolCallContext {
  backend: AskUserBackend;
  sessionId: string;
  /** The JSON-RPC request id, which makes retries of the same call idempotent. */
  requestId: string | number;
  /** A run id unique to this MCP connection. */
  runId: string;
  signal: AbortSignal;
  /** Sends a progress notification; absent when the client asked for none. */
  reportProgress?: (progress: number, total: number, message: string) => Promise<void>;
  progressIntervalMs?: number;
}

/**
 * Runs one `ask_user` call: asks, waits in slices with progress between them so clients that
 * reset their timeout on progress keep waiting, and cancels the question when the request is
 * cancelled or its connection closes. The first progress notification goes out as soon as the
 * question is asked and says where the human answers; the later ones only how long is left.
 */
export async function runAskUserTool(
  args: unknown,
  context: ToolCallContext,
): Promise<CallToolResult> {
  if (isSubagentSession(context.sessionId))
    return toolError(
      new AskUserError(
        "not_main_session",
        `session "${context.sessionId}" is a subagent session: ask_user is only available to a session's main run`,
      ),
    );
  let question: Awaited<ReturnType<AskUserBackend["createQuestion"]>>;
  try {
    question = await context.backend.createQuestion({
      sessionId: context.sessionId,
      input: args ?? {},
      runId: context.runId,
      toolCallId: String(context.requestId),
    });
  } catch (error) {
    if (error instanceof AskUserError) return toolError(error);
    throw error;
  }

  // Read once the question exists: a gateway still starting learns its address by then.
  const answerUrl = context.backend.answerUrl?.(context.sessionId);
  const interval = context.progressIntervalMs ?? DEFAULT_PROGRESS_INTERVAL_MS;
  const startedAt = Date.now();
  const total = question.timeoutSeconds;
  let strings: Messages | undefined;
  const reportProgress = async (first: boolean) => {
    if (!context.reportProgress) return;
    strings ??= messages(await sessionLocale(context.backend, context.sessionId));
    const elapsed = Math.round((Date.now() - startedAt) / 1000);
    const left = Math.max(0, Date.parse(question.expiresAt) - Date.now());
    const waiting = formatMessage(strings.progressWaiting, { time: formatCountdown(left) });
    await context.reportProgress(
      Math.min(elapsed, total),
      total,
      first && answerUrl !== undefined
        ? formatMessage(strings.progressAnswerAt, { waiting, url: answerUrl })
        : waiting,
    );
  };
  try {
    await reportProgress(true);
    let result: AskUserResult | undefined;
    while (result === undefined) {
      context.signal.throwIfAborted();
      result = await context.backend.waitForResult(question.id, interval, context.signal);
      if (result === undefined && !context.signal.aborted) await reportProgress(false);
    }
    return {
      content: [
        { type: "text", text: formatResultText(question.questions, result) },
        { type: "text", text: JSON.stringify(result) },
      ],
      structuredContent: result,
    };
  } catch (error) {
    if (context.signal.aborted) {
      await context.backend.abort(question.id).catch(() => {});
      throw context.signal.reason ?? error;
    }
    throw error;
  }
}

/**
 * The language the progress notifications speak: the session's, as the human reads its
 * prompts. A gateway that cannot tell (a failing read, an older remote gateway) gets English:
 * the words of a progress notification are never worth failing the call for.
 */
async function sessionLocale(backend: AskUserBackend, sessionId: string): Promise<Locale> {
  try {
    return (await backend.sessionLocale?.(sessionId)) ?? DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** A tool error the model can act on: the code, then the field paths and rules. */
export function toolError(error: AskUserError): CallToolResult {
  return { content: [{ type: "text", text: `${error.code}: ${error.message}` }], isError: true };
}
