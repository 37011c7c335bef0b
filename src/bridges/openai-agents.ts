import {
  type Agent,
  type AgentInputItem,
  type RunResult,
  type RunState,
  type RunToolApprovalItem,
  run,
} from "@openai/agents-core";
import {
  type ApprovalAsker,
  type ApprovalDecision,
  askApproval,
} from "../approvals/tool-approval.js";
import type { Locale } from "../core/locale.js";

/**
 * The OpenAI Agents SDK (`@openai/agents`): a run that stops at tools with `needsApproval`
 * returns `interruptions`; this asks the human about each through ask-user, approves or rejects
 * it on the `RunState` (a rejection's message is what the model reads), and resumes, until the
 * run ends.
 *
 * Restart-safe: each approval is asked with the run id and the tool call's id, so a process that
 * starts again from the serialized state (`saveState`, then `RunState.fromString`) gets the same
 * questions and any answers given meanwhile, never a second question.
 */

export interface OpenAiAgentsAskUserOptions {
  asker: ApprovalAsker;
  sessionId: string;
  /**
   * Names the run for ask-user's idempotent ask; keep it with the saved state to carry on after
   * a restart. A fresh id per call when left out.
   */
  runId?: string;
  locale?: Locale;
  /** Aborting cancels the questions in flight (reason `aborted`) and rejects. */
  signal?: AbortSignal;
  /** Called with `state.toString()` before each wait for the human: keep it to resume later. */
  saveState?: (serialized: string) => unknown;
  /** The SDK's `run`, or a configured `Runner`'s. */
  runner?: { run: AgentRun };
}

/** A run's input, as the SDK's `run` takes it. */
type RunInput<TContext, TAgent extends AnyAgent> =
  | string
  | AgentInputItem[]
  | RunState<TContext, TAgent>;

// The SDK's own bound for any agent (its `run` is declared with it).
// biome-ignore lint/suspicious/noExplicitAny: Agent's output type is contravariant in places
type AnyAgent = Agent<any, any>;

type AgentRun = <TContext, TAgent extends AnyAgent>(
  agent: TAgent,
  input: RunInput<TContext, TAgent>,
) => Promise<RunResult<TContext, TAgent>>;

/** The id the model gave the call (hosted tools have only `id`). */
function callIdOf(item: RunToolApprovalItem, position: number): string {
  const raw = item.rawItem as { callId?: string; id?: string };
  return raw.callId ?? raw.id ?? `position-${position}`;
}

/** The call's arguments as the model wrote them: JSON, or the raw text when it is not. */
function inputOf(item: RunToolApprovalItem): unknown {
  const text = item.arguments;
  if (text === undefined) return {};
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Asks about every approval `state` waits on, one at a time in the model's order (a session has
 * one pending question), and records the decisions on it; run the agent with the state
 * afterwards. "Always allow" approves the tool for the rest of the run, so its other calls in
 * the same turn are not asked about.
 */
export async function answerInterruptions<TContext, TAgent extends AnyAgent>(
  state: RunState<TContext, TAgent>,
  options: OpenAiAgentsAskUserOptions & { runId: string },
): Promise<void> {
  const decided: Array<{ item: RunToolApprovalItem; decision: ApprovalDecision }> = [];
  const alwaysAllowed = new Set<string | undefined>();
  for (const [position, item] of state.getInterruptions().entries()) {
    if (alwaysAllowed.has(item.name)) {
      decided.push({ item, decision: { behavior: "allow", always: false } });
      continue;
    }
    const decision = await askApproval(
      options.asker,
      { toolName: item.name ?? "tool", input: inputOf(item), alwaysAllow: {} },
      {
        sessionId: options.sessionId,
        runId: options.runId,
        toolCallId: `approval:${callIdOf(item, position)}`,
        locale: options.locale,
        signal: options.signal,
      },
    );
    if (decision.behavior === "allow" && decision.always) alwaysAllowed.add(item.name);
    decided.push({ item, decision });
  }
  // The SDK's alwaysApprove resets the tool's record, earlier rejections included: it goes
  // first, so that a call the human denied stays denied (a call's own decision outranks it).
  const always = ({ decision }: (typeof decided)[number]) =>
    decision.behavior === "allow" && decision.always ? 0 : 1;
  for (const { item, decision } of decided.sort((a, b) => always(a) - always(b))) {
    if (decision.behavior === "deny") state.reject(item, { message: decision.message });
    else state.approve(item, { alwaysApprove: decision.always });
  }
}

/**
 * Runs `agent` on `input` (or resumes a `RunState`, e.g. one restored after a restart) and
 * answers every approval on the way; resolves with the run's last result.
 */
export async function runWithAskUser<TContext, TAgent extends AnyAgent>(
  agent: TAgent,
  input: RunInput<TContext, TAgent>,
  options: OpenAiAgentsAskUserOptions,
): Promise<RunResult<TContext, TAgent>> {
  const runAgent: AgentRun = options.runner ? options.runner.run.bind(options.runner) : run;
  const askOptions = {
    ...options,
    runId: options.runId ?? `run-${globalThis.crypto.randomUUID()}`,
  };
  const resume = async (state: RunState<TContext, TAgent>) => {
    await options.saveState?.(state.toString());
    await answerInterruptions(state, askOptions);
    return runAgent<TContext, TAgent>(agent, state);
  };
  let result = isWaitingState<TContext, TAgent>(input)
    ? await resume(input)
    : await runAgent<TContext, TAgent>(agent, input);
  while (result.interruptions.length > 0) result = await resume(result.state);
  return result;
}

/** A restored state that stopped for approvals (checked by shape: the SDK may be another copy). */
function isWaitingState<TContext, TAgent extends AnyAgent>(
  input: RunInput<TContext, TAgent>,
): input is RunState<TContext, TAgent> {
  const state = input as Partial<RunState<TContext, TAgent>>;
  return typeof state?.getInterruptions === "function" && state.getInterruptions().length > 0;
}
