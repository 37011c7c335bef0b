import type { ToolApprovalResponse, ToolModelMessage } from "ai";
import { type ApprovalAsker, askApproval } from "../approvals/tool-approval.js";
import type { Locale } from "../core/locale.js";

/**
 * The Vercel AI SDK's tool approvals (`needsApproval` on a tool): the `tool-approval-request`
 * parts of a `generateText`/`streamText` result asked through ask-user, answered as the tool
 * message to append before calling the model again. A denial's reason (the human's words, or why
 * nobody decided) reaches the model in the SDK's `execution-denied` result.
 */

/** The part of a result's `content` this reads; other parts are passed over. */
export interface ApprovalRequestPart {
  type: string;
  approvalId?: string;
  toolCall?: { toolCallId: string; toolName: string; input: unknown };
}

export interface AiSdkApprovalOptions {
  asker: ApprovalAsker;
  sessionId: string;
  /**
   * With the approval ids, makes asking idempotent: a process that asks again after a restart
   * gets the same questions and their answers. A fresh id per call when left out.
   */
  runId?: string;
  locale?: Locale;
  /** Aborting cancels the questions in flight (reason `aborted`) and rejects. */
  signal?: AbortSignal;
}

/**
 * Asks about every approval request in `content`, one at a time in the model's order (a session
 * has one pending question), and resolves with the tool message answering them, or undefined
 * when there were none.
 */
export async function askToolApprovals(
  content: readonly ApprovalRequestPart[],
  options: AiSdkApprovalOptions,
): Promise<ToolModelMessage | undefined> {
  const requests = content.filter(
    (part) => part.type === "tool-approval-request" && part.approvalId && part.toolCall,
  );
  if (requests.length === 0) return undefined;
  const runId = options.runId ?? `run-${globalThis.crypto.randomUUID()}`;
  const responses: ToolApprovalResponse[] = [];
  for (const { approvalId = "", toolCall } of requests) {
    const decision = await askApproval(
      options.asker,
      { toolName: toolCall?.toolName ?? "", input: toolCall?.input },
      {
        sessionId: options.sessionId,
        runId,
        toolCallId: `approval:${approvalId}`,
        locale: options.locale,
        signal: options.signal,
      },
    );
    responses.push(
      decision.behavior === "allow"
        ? { type: "tool-approval-response", approvalId, approved: true }
        : { type: "tool-approval-response", approvalId, approved: false, reason: decision.message },
    );
  }
  return { role: "tool", content: responses };
}
