import type { AskOptions } from "../client/ask-flow.js";
import type { AskUserInput } from "../core/ask-user-input.js";
import { isLocale, type Locale } from "../core/locale.js";
import { formatMessage } from "../core/messages/format-message.js";
import type { AskUserResult, NoAnswerReason } from "../core/tool-result.js";
import { APPROVAL_WORDS } from "./approval-words.js";
import { toolCallDetails, toolCallText } from "./tool-call-text.js";

/**
 * A tool call waiting for the human's approval, as every framework bridge hands it over. It
 * becomes an ordinary `ask_user` question (result contract, routing, plans and summaries all
 * apply) with Allow and Deny, Always allow where the framework can keep a rule, and the
 * question's free-text answer as the reason box: words typed there deny, and reach the model.
 */
export interface ToolApprovalRequest {
  toolName: string;
  input: unknown;
  /**
   * Offers "Always allow"; `rule` names what it allows where the framework says
   * (`Bash(npm test:*)`), shown as "Don't ask again for …" in the prompt's language.
   */
  alwaysAllow?: { rule?: string } | undefined;
}

/** What the human decided, with a message the model can act on when the call does not run. */
export type ApprovalDecision =
  | { behavior: "allow"; always: boolean }
  | {
      behavior: "deny";
      /** For the model: why the call did not run. */
      message: string;
      /** The human's own words, when they typed a reason. */
      reason?: string;
      /** True when nobody decided (expired, skipped, cancelled, undeliverable). */
      unanswered: boolean;
    };

/** The answer key of the approval question. */
export const APPROVAL_QUESTION_ID = "approval";

/** What a bridge needs of ask-user: `AskUserClient` (ask-user/client) is one. */
export interface ApprovalAsker {
  ask(input: AskUserInput, options: AskOptions): Promise<AskUserResult>;
  /** Read for the prompt's language when the bridge is given none. */
  sessionSettings?(sessionId: string): Promise<{ locale: string }>;
}

export interface AskApprovalOptions extends AskOptions {
  /** The prompt's language; by default the session's, else English. */
  locale?: Locale | undefined;
  timeoutSeconds?: number;
}

/** The approval as an `ask_user` input, in `locale`. */
export function approvalInput(
  request: ToolApprovalRequest,
  locale: Locale = "en",
  timeoutSeconds?: number,
): AskUserInput {
  const words = APPROVAL_WORDS[locale];
  const question = formatMessage(words.question, {
    tool: request.toolName,
    call: toolCallText(request.input, undefined, locale),
  }).trim();
  const options = [
    { label: words.allow },
    { label: words.deny, description: words.denyHint },
    ...(request.alwaysAllow
      ? [
          {
            label: words.alwaysAllow,
            description: request.alwaysAllow.rule
              ? formatMessage(words.alwaysAllowRule, { rule: request.alwaysAllow.rule })
              : words.alwaysAllowHint,
          },
        ]
      : []),
  ];
  const details = toolCallDetails(request.input);
  return {
    questions: [
      {
        id: APPROVAL_QUESTION_ID,
        header: words.header,
        question,
        options,
        ...(details === undefined ? {} : { details }),
      },
    ],
    ...(timeoutSeconds === undefined ? {} : { timeoutSeconds }),
  };
}

const NOT_RUN: Record<Exclude<NoAnswerReason, "delivery_failed">, string> = {
  expired: "No one answered the approval request in time, so the tool call was not run.",
  skipped: "The user skipped the approval request, so the tool call was not run.",
  cancelled: "The approval request was cancelled, so the tool call was not run.",
  aborted: "The run was aborted while waiting for approval, so the tool call was not run.",
};

/** Reads the approval question's result (approvalInput's question) as a decision. */
export function approvalDecision(result: AskUserResult, locale: Locale = "en"): ApprovalDecision {
  if (result.status === "no_answer") {
    const message =
      result.reason === "delivery_failed"
        ? `The approval request could not reach the user (${result.detail ?? "delivery failed"}), so the tool call was not run.`
        : NOT_RUN[result.reason ?? "cancelled"];
    return { behavior: "deny", message, unanswered: true };
  }
  const words = APPROVAL_WORDS[locale];
  const [picked = ""] = result.answers.answers[APPROVAL_QUESTION_ID] ?? [];
  if (picked === words.allow) return { behavior: "allow", always: false };
  if (picked === words.alwaysAllow) return { behavior: "allow", always: true };
  const note = result.notes?.[APPROVAL_QUESTION_ID];
  if (picked === words.deny)
    return note === undefined
      ? { behavior: "deny", message: "The user denied this tool call.", unanswered: false }
      : {
          behavior: "deny",
          message: `The user denied this tool call and wrote: ${note}`,
          reason: note,
          unanswered: false,
        };
  return {
    behavior: "deny",
    message: `The user denied this tool call and wrote: ${picked}`,
    reason: picked,
    unanswered: false,
  };
}

/** The session's language, when the asker can tell it. */
async function sessionLocale(asker: ApprovalAsker, sessionId: string): Promise<Locale> {
  const settings = await asker.sessionSettings?.(sessionId).catch(() => undefined);
  return settings && isLocale(settings.locale) ? settings.locale : "en";
}

/**
 * Asks the human to approve one tool call and waits for the decision. The same `runId` and
 * `toolCallId` never ask twice (the gateway's idempotent ask): a restarted process asking again
 * gets the first question and its answer.
 */
export async function askApproval(
  asker: ApprovalAsker,
  request: ToolApprovalRequest,
  options: AskApprovalOptions,
): Promise<ApprovalDecision> {
  const { locale: given, timeoutSeconds, ...askOptions } = options;
  const locale = given ?? (await sessionLocale(asker, options.sessionId));
  const result = await asker.ask(approvalInput(request, locale, timeoutSeconds), askOptions);
  return approvalDecision(result, locale);
}
