import { type ApprovalAsker, askApproval } from "../approvals/tool-approval.js";
import type { Locale } from "../core/locale.js";

/**
 * Mastra (`@mastra/core`): an agent's `generate()` that suspends for a tool needing approval
 * (`requireApproval` on the tool, or `requireToolApproval` on the call) is asked through
 * ask-user, and approved or declined (the decline's reason is what the model reads) until the
 * run no longer waits for approval.
 *
 * Restart-safe: each approval is asked with the run id and the tool call's id, and Mastra keeps
 * suspended runs in its storage, so a process that starts again (`answerSuspendedRuns`) gets
 * the same questions and any answers given meanwhile, never a second question.
 */

export interface MastraAskUserOptions {
  asker: ApprovalAsker;
  sessionId: string;
  locale?: Locale;
  /** Aborting cancels the question in flight (reason `aborted`) and rejects. */
  signal?: AbortSignal;
}

/** A suspended run's tool call, as Mastra's approve and decline calls name it. */
interface ToolCallRef {
  runId: string;
  toolCallId?: string;
}

/**
 * The parts of a Mastra `Agent` the bridge uses: declared here rather than imported, so that
 * this entry point's types stand without Mastra's (which need `skipLibCheck`).
 */
export interface ApprovingAgent<Output extends GenerateOutput> {
  approveToolCallGenerate(options: ToolCallRef): Promise<Output>;
  declineToolCallGenerate(options: ToolCallRef & { reason?: string }): Promise<Output>;
}

/** What `listSuspendedRuns()` tells of each run. */
export interface SuspendedRunList {
  runs: Array<{
    runId: string;
    toolCalls: Array<{
      toolCallId?: string;
      toolName?: string;
      args?: unknown;
      requiresApproval: boolean;
    }>;
  }>;
}

/** The parts of a `generate()` output the bridge reads. */
export interface GenerateOutput {
  finishReason?: string | undefined;
  runId?: string | undefined;
  suspendPayload?: unknown;
}

/** The tool call a run waits to have approved, read from its suspend payload. */
interface PendingApproval {
  runId: string;
  toolCallId: string;
  toolName: string;
  args: unknown;
}

function pendingApproval(output: GenerateOutput): PendingApproval | undefined {
  const payload = output.suspendPayload as
    | { toolCallId?: unknown; toolName?: unknown; args?: unknown }
    | undefined;
  if (
    output.finishReason !== "suspended" ||
    !output.runId ||
    typeof payload?.toolCallId !== "string" ||
    typeof payload.toolName !== "string"
  )
    return undefined;
  return {
    runId: output.runId,
    toolCallId: payload.toolCallId,
    toolName: payload.toolName,
    args: payload.args,
  };
}

/** Asks about one waiting tool call and resumes the run with the human's decision. */
async function decide<Output extends GenerateOutput>(
  agent: ApprovingAgent<Output>,
  pending: PendingApproval,
  options: MastraAskUserOptions,
): Promise<Output> {
  const decision = await askApproval(
    options.asker,
    { toolName: pending.toolName, input: pending.args ?? {} },
    {
      sessionId: options.sessionId,
      runId: `mastra:${pending.runId}`,
      toolCallId: `approval:${pending.toolCallId}`,
      locale: options.locale,
      signal: options.signal,
    },
  );
  const call = { runId: pending.runId, toolCallId: pending.toolCallId };
  return decision.behavior === "allow"
    ? agent.approveToolCallGenerate(call)
    : agent.declineToolCallGenerate({ ...call, reason: decision.message });
}

/**
 * Takes a `generate()` output and, while it is suspended for a tool approval, asks the human and
 * resumes; resolves with the first output that does not wait for approval (finished, or
 * suspended by a tool's own `suspend()`, which is the caller's to resume).
 */
export async function answerApprovals<Output extends GenerateOutput>(
  agent: ApprovingAgent<Output>,
  output: Output,
  options: MastraAskUserOptions,
): Promise<Output> {
  let current = output;
  for (let pending = pendingApproval(current); pending; pending = pendingApproval(current))
    current = await decide(agent, pending, options);
  return current;
}

/**
 * After a restart: every run of `agent` that Mastra's storage holds as waiting for a tool
 * approval (filtered by thread or resource), asked (or its earlier question picked up) and
 * resumed; resolves with each run's output.
 */
export async function answerSuspendedRuns<Output extends GenerateOutput>(
  agent: ApprovingAgent<Output> & {
    listSuspendedRuns(filter: {
      threadId?: string;
      resourceId?: string;
    }): Promise<SuspendedRunList>;
  },
  options: MastraAskUserOptions & { threadId?: string; resourceId?: string },
): Promise<Output[]> {
  const { runs } = await agent.listSuspendedRuns({
    ...(options.threadId ? { threadId: options.threadId } : {}),
    ...(options.resourceId ? { resourceId: options.resourceId } : {}),
  });
  const outputs: Output[] = [];
  for (const run of runs) {
    const [call] = run.toolCalls.filter((toolCall) => toolCall.requiresApproval);
    if (!call?.toolCallId || !call.toolName) continue;
    const resumed = await decide(
      agent,
      { runId: run.runId, toolCallId: call.toolCallId, toolName: call.toolName, args: call.args },
      options,
    );
    outputs.push(await answerApprovals(agent, resumed, options));
  }
  return outputs;
}
