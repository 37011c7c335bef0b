import type { AskUserInput } from "../core/ask-user-input.js";
import type { AskUserResult } from "../core/tool-result.js";
import type { QuestionView, WaitOutcome } from "./client-types.js";
import { type Outage, retryWhileUnavailable, sleep } from "./retry.js";

/** One long-poll lasts this long, well under common proxy idle limits. */
export const WAIT_SLICE_SECONDS = 25;
/** How long to keep trying an unreachable gateway: past the start, then past the deadline. */
export const UNREACHABLE_GRACE_MS = 60_000;
/** How long an aborted `ask` tries to cancel its question before it rejects anyway. */
export const CANCEL_GRACE_MS = 5_000;
/** A long-poll with no response this long after its slice is treated as a dropped connection. */
const SLICE_TIMEOUT_MS = (WAIT_SLICE_SECONDS + 15) * 1000;

export interface CreateQuestionOptions {
  sessionId: string;
  /** With `toolCallId`, makes the ask idempotent: the same pair gets the same question back. */
  runId?: string;
  toolCallId?: string;
}

export interface AskOptions extends CreateQuestionOptions {
  /** Aborting cancels the pending question (reason `aborted`) and rejects with `signal.reason`. */
  signal?: AbortSignal;
  /** Called once the gateway holds the question, e.g. to log its id and deadline. */
  onAsked?: (question: QuestionView) => void;
  /**
   * Called before each retry while the gateway cannot be reached (or answers 5xx), e.g. to tell
   * a waiting user; `since` is when this outage began, `giveUpAt` when `ask` stops retrying.
   */
  onUnavailable?: (outage: Outage) => void;
}

/** The client calls `ask` is built from. */
export interface AskFlowApi {
  createQuestion(input: AskUserInput, options: CreateQuestionOptions): Promise<QuestionView>;
  waitForResult(
    id: string,
    waitSeconds: number,
    signal?: AbortSignal,
    timeoutMs?: number,
  ): Promise<WaitOutcome>;
  cancel(id: string, reason: "cancelled" | "aborted"): Promise<AskUserResult>;
}

/**
 * Asks and blocks until the question ends (SPEC L1): creates it (idempotently, so retries are
 * safe), long-polls in slices, and rides out an unreachable gateway until a minute past the
 * deadline. On abort it cancels the question as `aborted` (SPEC L3) and then rejects with the
 * signal's reason, even if the question happened to end meanwhile: `get(id)` tells how.
 */
export async function askAndWait(
  api: AskFlowApi,
  input: AskUserInput,
  options: AskOptions,
): Promise<AskUserResult> {
  const { signal } = options;
  signal?.throwIfAborted();
  const createOptions: CreateQuestionOptions = {
    sessionId: options.sessionId,
    runId: options.runId ?? `run-${globalThis.crypto.randomUUID()}`,
    toolCallId: options.toolCallId ?? "ask_user",
  };
  // The POST itself is not aborted: once sent it may have created the question, which must
  // then be cancelled. Only the waits between retries stop on abort.
  const creating = retryWhileUnavailable(() => api.createQuestion(input, createOptions), {
    giveUpAt: Date.now() + UNREACHABLE_GRACE_MS,
    signal,
    onUnavailable: options.onUnavailable,
  });
  let question: QuestionView;
  try {
    question = await untilAborted(creating, signal);
  } catch (error) {
    if (signal?.aborted) {
      await cancelOnceCreated(api, creating);
      throw signal.reason;
    }
    throw error;
  }
  options.onAsked?.(question);

  const giveUpAt = Date.parse(question.expiresAt) + UNREACHABLE_GRACE_MS;
  try {
    for (;;) {
      const outcome = await retryWhileUnavailable(
        () => api.waitForResult(question.id, WAIT_SLICE_SECONDS, signal, SLICE_TIMEOUT_MS),
        { giveUpAt, signal, onUnavailable: options.onUnavailable },
      );
      if (outcome.ended) return outcome.result;
    }
  } catch (error) {
    if (signal?.aborted) {
      await cancelAsAborted(api, question.id);
      throw signal.reason;
    }
    throw error;
  }
}

/** Settles like `promise`, or rejects with the signal's reason as soon as it aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/** Cancels the question if the POST in flight created one; waits at most CANCEL_GRACE_MS. */
async function cancelOnceCreated(api: AskFlowApi, creating: Promise<QuestionView>): Promise<void> {
  const cancelling = creating.then(
    (question) => cancelAsAborted(api, question.id),
    () => {},
  );
  const giveUp = new AbortController();
  await Promise.race([cancelling, sleep(CANCEL_GRACE_MS, giveUp.signal).catch(() => {})]);
  giveUp.abort();
}

/** Best effort: a question that already ended, or a gateway that stays down, is left as is. */
async function cancelAsAborted(api: AskFlowApi, id: string): Promise<void> {
  try {
    await retryWhileUnavailable(() => api.cancel(id, "aborted"), {
      giveUpAt: Date.now() + CANCEL_GRACE_MS,
    });
  } catch {
    // Already ended (its real result stays readable with `get`) or unreachable (it expires).
  }
}
