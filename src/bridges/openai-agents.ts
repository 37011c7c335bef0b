import { type ApprovalAsker, askApproval } from "../approvals/tool-approval.js";
import type { Locale } from "../core/locale.js";

/**
 * The OpenAI Agents SDK (`@openai/agents`): a run that stops with `interruptions` (tools with
 * `needsApproval`) has each approval asked through ask-user, approved or rejected on its
 * `RunState`, and is resumed until it finishes. Nothing here imports the SDK: the bridge reads
 * the result and state it is handed.
 *
 * Restart-safe: each approval is asked with `runId` and the tool call's id, so a process that
 * starts again from a serialized `RunState` (`RunState.fromString`) and answers the same
 * interruptions gets the same questions and any answers given meanwhile, never a second
 * question.
 */

/** An interruption as the SDK hands it over (`RunToolApprovalItem`). */
export interface ApprovalItem {
  type: string;
  rawItem: { name?: string; arguments?: string; callId?: string; id?: string };
}

/** The part of a `RunState` the bridge uses. */
export interface ApprovableState<Item extends ApprovalItem> {
  approve(item: Item, options?: { alwaysApprove?: boolean }): void;
  reject(item: Item, options?: { alwaysReject?: boolean; message?: string }): void;
}

export interface OpenAiAgentsApprovalOptions {
  asker: ApprovalAsker;
  sessionId: string;
  /** The run's id for ask-user (e.g. the conversation's): with the call ids, asks never repeat. */
  runId: string;
  locale?: Locale;
  /** Aborting cancels the questions in flight (reason `aborted`) and rejects. */
  signal?: AbortSignal;
}

/** Tool arguments arrive as a JSON string; shown parsed when they parse. */
function parsedArguments(text: string | undefined): unknown {
  if (text === undefined) return {};
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Asks about each interruption (at the same time: each is a question of its own), and approves
 * or rejects it on `state`. "Always allow" approves the tool for the rest of the run (the SDK's
 * `alwaysApprove`); a denial's message (the human's words, or why nobody decided) is what the
 * model reads instead of the tool's output.
 */
export async function answerInterruptions<Item extends ApprovalItem>(
  state: ApprovableState<Item>,
  interruptions: readonly Item[],
  options: OpenAiAgentsApprovalOptions,
): Promise<void> {
  await Promise.all(
    interruptions.map(async (item, index) => {
      if (item.type !== "tool_approval_item") return;
      const { name = "tool", arguments: args, callId, id } = item.rawItem;
      const decision = await askApproval(
        options.asker,
        { toolName: name, input: parsedArguments(args), alwaysAllow: {} },
        {
          sessionId: options.sessionId,
          runId: options.runId,
          toolCallId: `approval:${callId ?? id ?? index}`,
          ...(options.locale ? { locale: options.locale } : {}),
          ...(options.signal ? { signal: options.signal } : {}),
        },
      );
      if (decision.behavior === "allow") state.approve(item, { alwaysApprove: decision.always });
      else state.reject(item, { message: decision.message });
    }),
  );
}

/** A run's result, as far as the loop reads it. */
export interface InterruptibleResult<Item extends ApprovalItem, State> {
  interruptions: readonly Item[];
  state: State & ApprovableState<Item>;
}

/**
 * Runs until the agent finishes, asking the human about every approval on the way:
 * `runWithApprovals((input) => run(agent, input), "Deploy it", { asker, sessionId, runId })`.
 * `onPause` gets each paused state before the questions are asked, e.g. to save
 * `state.toString()` for a restart.
 */
export async function runWithApprovals<
  Item extends ApprovalItem,
  State,
  Result extends InterruptibleResult<Item, State>,
>(
  run: (input: unknown) => Promise<Result>,
  input: unknown,
  options: OpenAiAgentsApprovalOptions & { onPause?: (state: State) => void | Promise<void> },
): Promise<Result> {
  let result = await run(input);
  while (result.interruptions.length > 0) {
    await options.onPause?.(result.state);
    await answerInterruptions(result.state, result.interruptions, options);
    result = await run(result.state);
  }
  return result;
}
