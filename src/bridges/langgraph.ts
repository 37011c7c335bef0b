import { Command } from "@langchain/langgraph";
import {
  type ApprovalAsker,
  type ApprovalDecision,
  askApproval,
} from "../approvals/tool-approval.js";
import type { AskUserInput } from "../core/ask-user-input.js";
import type { Locale } from "../core/locale.js";
import type { AskUserResult } from "../core/tool-result.js";

/**
 * LangGraph JS (`@langchain/langgraph`): runs a compiled graph and answers its `interrupt()`s
 * through ask-user, resuming with `Command({ resume })` until the graph finishes.
 *
 * Interrupts it understands as they are:
 * - an `ask_user` input (`{ questions: [...] }`): resumed with the `ask_user` result;
 * - the human-in-the-loop middleware's tool approvals (`{ actionRequests, reviewConfigs }`):
 *   each action asked as an approval, resumed with `{ decisions: [...] }` (approve, or reject
 *   with a message the model reads).
 * Anything else goes through `options.toPrompt`, or the run stops with an error naming it.
 *
 * Restart-safe: each interrupt is asked with the thread id as run id and the interrupt's id as
 * tool call id, so a process that starts again (`runWithAskUser(graph, undefined, config)` picks
 * up the thread's pending interrupts from the checkpointer) gets the same questions and any
 * answers given meanwhile, never a second question.
 */

/** How an interrupt of your own becomes a question, and what the graph resumes with. */
export interface InterruptPrompt {
  input: AskUserInput;
  resume(result: AskUserResult): unknown;
}

export interface LangGraphAskUserOptions {
  asker: ApprovalAsker;
  sessionId: string;
  /** Maps interrupt values the bridge does not know; undefined leaves them unanswerable. */
  toPrompt?: (value: unknown) => InterruptPrompt | undefined;
  locale?: Locale;
  /** Aborting cancels the questions in flight (reason `aborted`) and rejects. */
  signal?: AbortSignal;
}

/** The parts of a compiled graph the runner uses. */
export interface InterruptibleGraph {
  invoke(input: unknown, config: GraphConfig): Promise<unknown>;
  getState(config: GraphConfig): Promise<{
    values: unknown;
    tasks: ReadonlyArray<{ interrupts?: unknown[] }>;
  }>;
}

export interface GraphConfig {
  configurable: { thread_id: string; [key: string]: unknown };
  [key: string]: unknown;
}

interface PendingInterrupt {
  id?: string;
  value?: unknown;
}

interface ActionRequest {
  name: string;
  args?: unknown;
  description?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isAskUserInput = (value: unknown): value is AskUserInput =>
  isObject(value) && Array.isArray(value.questions);

const actionRequestsOf = (value: unknown): ActionRequest[] | undefined =>
  isObject(value) &&
  Array.isArray(value.actionRequests) &&
  value.actionRequests.every((request) => isObject(request) && typeof request.name === "string")
    ? (value.actionRequests as ActionRequest[])
    : undefined;

/** The human-in-the-loop middleware's decision for one action. */
const hitlDecision = (decision: ApprovalDecision) =>
  decision.behavior === "allow"
    ? { type: "approve" as const }
    : { type: "reject" as const, message: decision.message };

/** The interrupts an invoke stopped at (LangGraph lists them in its output). */
const interruptsIn = (output: unknown): PendingInterrupt[] =>
  isObject(output) && Array.isArray(output.__interrupt__)
    ? (output.__interrupt__ as PendingInterrupt[])
    : [];

export async function runWithAskUser(
  graph: InterruptibleGraph,
  input: unknown,
  config: GraphConfig,
  options: LangGraphAskUserOptions,
): Promise<unknown> {
  const threadId = config.configurable.thread_id;
  const askOptions = (toolCallId: string) => ({
    sessionId: options.sessionId,
    runId: `langgraph:${threadId}`,
    toolCallId,
    signal: options.signal,
  });

  const answer = async (pending: PendingInterrupt, index: number): Promise<unknown> => {
    const key = `interrupt:${pending.id ?? index}`;
    const { value } = pending;
    const actions = actionRequestsOf(value);
    if (actions) {
      const decisions = [];
      // One at a time, in the order the model proposed them.
      for (const [position, action] of actions.entries()) {
        const decision = await askApproval(
          options.asker,
          { toolName: action.name, input: action.args ?? {} },
          { ...askOptions(`${key}:${position}`), locale: options.locale },
        );
        decisions.push(hitlDecision(decision));
      }
      return { decisions };
    }
    const prompt: InterruptPrompt | undefined = isAskUserInput(value)
      ? { input: value, resume: (result) => result }
      : options.toPrompt?.(value);
    if (!prompt)
      throw new TypeError(
        `interrupt ${pending.id ?? index}: its value is neither an ask_user input nor tool approvals; pass toPrompt to map it (value: ${JSON.stringify(value)?.slice(0, 200)})`,
      );
    return prompt.resume(await options.asker.ask(prompt.input, askOptions(key)));
  };

  let output: unknown;
  let pending: PendingInterrupt[];
  if (input === undefined) {
    // After a restart: the thread's pending interrupts, as the checkpointer kept them.
    const state = await graph.getState(config);
    output = state.values;
    pending = state.tasks.flatMap((task) => (task.interrupts ?? []) as PendingInterrupt[]);
  } else {
    output = await graph.invoke(input, config);
    pending = interruptsIn(output);
  }
  while (pending.length > 0) {
    // One at a time: a session has one pending question.
    const answers: unknown[] = [];
    for (const [index, item] of pending.entries()) answers.push(await answer(item, index));
    const resume =
      pending.length === 1
        ? answers[0]
        : Object.fromEntries(pending.map((item, index) => [item.id, answers[index]]));
    output = await graph.invoke(new Command({ resume }), config);
    pending = interruptsIn(output);
  }
  return output;
}
