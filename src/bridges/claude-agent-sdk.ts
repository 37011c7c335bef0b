import { type ApprovalAsker, askApproval } from "../approvals/tool-approval.js";
import { cut } from "../approvals/tool-call-text.js";
import type { AskUserInput } from "../core/ask-user-input.js";
import type { FieldIssue } from "../core/errors.js";
import type { Locale } from "../core/locale.js";
import { MAX_DETAILS_CHARACTERS } from "../core/question.js";
import type { AnswerMap } from "../core/question-record.js";
import type { NoAnswerReason } from "../core/tool-result.js";
import { validateAskInput } from "../core/validate-ask-input.js";

/**
 * The Claude Agent SDK (`@anthropic-ai/claude-agent-sdk`): a `canUseTool` callback that takes
 * every pause of a `query()` to the human through ask-user.
 *
 * - `AskUserQuestion` (Claude's clarifying questions, 1-4 of them) becomes `ask_user` questions,
 *   three at a time, and is allowed with the answers in the shape the SDK documents
 *   (`answers` keyed by question text; a multi-select's labels joined with ", "; typed words as
 *   they are).
 * - Every other tool becomes an approval (Allow, Deny, and Always allow when the SDK offers
 *   `suggestions`: allowing always returns them as `updatedPermissions`). Deny's words, or why
 *   nobody decided, are the message Claude reads.
 * - The SDK's abort signal cancels the question in flight.
 */

export interface ClaudeAgentAskUserOptions {
  asker: ApprovalAsker;
  sessionId: string;
  /**
   * With the tool use ids, makes asking idempotent (a process asking again after a restart gets
   * the same question and its answer). A fresh id per callback when left out.
   */
  runId?: string;
  /** The prompts' language; by default the session's, else English. */
  locale?: Locale;
  /** Seconds each question waits; the gateway's default (900) when left out. */
  timeoutSeconds?: number;
}

/** The `AskUserQuestion` input as the SDK hands it over (sdk-tools.d.ts). */
interface ClaudeQuestion {
  question: string;
  header: string;
  options: Array<{ label: string; description?: string; preview?: string }>;
  multiSelect?: boolean;
}

/** ask_user takes at most three questions at a time. */
const QUESTIONS_PER_ASK = 3;

/** The text the SDK documents for a question that got no answer. */
const NO_PREFERENCE = "[No preference]";

const NOT_ANSWERED: Record<Exclude<NoAnswerReason, "delivery_failed">, string> = {
  expired: "No one answered in time",
  skipped: "The user skipped the questions",
  cancelled: "The questions were cancelled",
  aborted: "The run was aborted while waiting for the answers",
};

/**
 * The options' previews (mockups, code) as the question's details, each under its label: one
 * tap away in the Control UI, cut to what details hold.
 */
function previewDetails(question: ClaudeQuestion): { details?: string } {
  const previews = question.options
    .filter((option) => option.preview !== undefined && option.preview.trim() !== "")
    .map((option) => `${option.label}:\n${option.preview}`);
  if (previews.length === 0) return {};
  return { details: cut(previews.join("\n\n"), MAX_DETAILS_CHARACTERS) };
}

// The SDK's types, as far as the bridge reads and writes them: declared here so that a
// consumer's compile does not load the SDK's own (6 s of tsc); the tests assign the callback to
// the SDK's `CanUseTool`.

/** What the bridge reads of a `PermissionUpdate` suggestion; the rest passes through. */
export interface SuggestedUpdate {
  type: string;
  rules?: Array<{ toolName: string; ruleContent?: string }>;
  mode?: string;
  directories?: string[];
}

/** The third argument of `canUseTool`, as far as the bridge reads it. */
export interface PermissionRequest<Update extends SuggestedUpdate> {
  signal: AbortSignal;
  suggestions?: Update[];
  suppressAlwaysAllowRule?: boolean;
  toolUseID: string;
}

/** A `PermissionResult`: allow (with the suggestions kept as rules) or deny with a message. */
export type PermissionDecision<Update extends SuggestedUpdate> =
  | { behavior: "allow"; updatedInput: Record<string, unknown>; updatedPermissions?: Update[] }
  | { behavior: "deny"; message: string };

/** Questions 1-4 of `AskUserQuestion` as ask_user inputs of at most three questions each. */
function askInputs(questions: readonly ClaudeQuestion[], timeoutSeconds?: number) {
  const inputs: AskUserInput[] = [];
  for (let start = 0; start < questions.length; start += QUESTIONS_PER_ASK) {
    inputs.push({
      questions: questions.slice(start, start + QUESTIONS_PER_ASK).map((question, index) => ({
        id: `q${start + index + 1}`,
        header: question.header,
        question: question.question,
        options: question.options.map(({ label, description }) =>
          description === undefined || description.trim() === ""
            ? { label }
            : { label, description },
        ),
        ...(question.multiSelect ? { multiSelect: true } : {}),
        ...previewDetails(question),
      })),
      ...(timeoutSeconds === undefined ? {} : { timeoutSeconds }),
    });
  }
  return inputs;
}

/** Every input checked before the first is asked, paths numbered as Claude numbered them. */
function invalidIssues(inputs: readonly AskUserInput[]): FieldIssue[] {
  return inputs.flatMap((input, chunk) => {
    const checked = validateAskInput(input);
    if (checked.ok) return [];
    return checked.issues.map((issue) => ({
      ...issue,
      path: issue.path.replace(
        /^questions\[(\d+)\]/u,
        (_, index: string) => `questions[${chunk * QUESTIONS_PER_ASK + Number(index)}]`,
      ),
    }));
  });
}

/** What the SDK's suggestions would allow from now on, for the Always allow option. */
function suggestionText(suggestions: readonly SuggestedUpdate[]): string {
  return suggestions
    .flatMap((update) => {
      switch (update.type) {
        case "addRules":
        case "replaceRules":
          return (update.rules ?? []).map((rule) =>
            rule.ruleContent ? `${rule.toolName}(${rule.ruleContent})` : rule.toolName,
          );
        case "setMode":
          return update.mode ? [`mode ${update.mode}`] : [];
        case "addDirectories":
          return update.directories ?? [];
        default:
          return [];
      }
    })
    .join(", ");
}

/** Runs one task at a time, in call order: a session has one pending question. */
function inTurn() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const next = last.then(task, task);
    last = next.catch(() => undefined);
    return next;
  };
}

/** The SDK's `CanUseTool`, always answering (it never hands the response over elsewhere). */
export type AskUserCanUseTool = <Update extends SuggestedUpdate>(
  toolName: string,
  input: Record<string, unknown>,
  options: PermissionRequest<Update>,
) => Promise<PermissionDecision<Update>>;

/** `canUseTool` for `query({ prompt, options: { canUseTool } })`. */
export function askUserCanUseTool(options: ClaudeAgentAskUserOptions): AskUserCanUseTool {
  const runId = options.runId ?? `run-${globalThis.crypto.randomUUID()}`;
  const queue = inTurn();

  const answerQuestions = async (
    questions: readonly ClaudeQuestion[],
    input: Record<string, unknown>,
    toolUseID: string,
    signal: AbortSignal,
  ): Promise<PermissionDecision<never>> => {
    const inputs = askInputs(questions, options.timeoutSeconds);
    const issues = invalidIssues(inputs);
    if (issues.length > 0) {
      const message = issues.map((issue) => `${issue.path}: ${issue.message}`).join("; ");
      return { behavior: "deny", message: `The questions were not asked: ${message}` };
    }
    const answers: Record<string, string> = {};
    const annotations: Record<string, { notes: string }> = {};
    let unanswered: string | undefined;
    for (const [chunk, askInput] of inputs.entries()) {
      const result = await options.asker.ask(askInput, {
        sessionId: options.sessionId,
        runId,
        toolCallId: chunk === 0 ? toolUseID : `${toolUseID}:${chunk + 1}`,
        signal,
      });
      const given: AnswerMap = result.status === "answered" ? result.answers.answers : {};
      if (result.status === "no_answer")
        unanswered ??=
          result.reason === "delivery_failed"
            ? `The questions could not reach the user (${result.detail ?? "delivery failed"})`
            : NOT_ANSWERED[result.reason ?? "cancelled"];
      const notes = result.status === "answered" ? result.notes : undefined;
      askInput.questions.forEach((question, index) => {
        const values = given[question.id] ?? [];
        const asked = questions[chunk * QUESTIONS_PER_ASK + index] as ClaudeQuestion;
        answers[asked.question] = values.length > 0 ? values.join(", ") : NO_PREFERENCE;
        const note = notes?.[question.id];
        if (note !== undefined) annotations[asked.question] = { notes: note };
      });
    }
    if (unanswered && Object.values(answers).every((answer) => answer === NO_PREFERENCE))
      return {
        behavior: "deny",
        message: `${unanswered}, so the questions got no answer. Continue with your best judgment.`,
      };
    return {
      behavior: "allow",
      updatedInput: {
        ...input,
        answers,
        ...(Object.keys(annotations).length > 0 ? { annotations } : {}),
      },
    };
  };

  return <Update extends SuggestedUpdate>(
    toolName: string,
    input: Record<string, unknown>,
    { signal, suggestions, suppressAlwaysAllowRule, toolUseID }: PermissionRequest<Update>,
  ) =>
    queue(async (): Promise<PermissionDecision<Update>> => {
      signal.throwIfAborted();
      if (toolName === "AskUserQuestion" && Array.isArray(input.questions))
        return answerQuestions(input.questions as ClaudeQuestion[], input, toolUseID, signal);
      const offersRule =
        !suppressAlwaysAllowRule && suggestions !== undefined && suggestions.length > 0;
      const decision = await askApproval(
        options.asker,
        {
          toolName,
          input,
          alwaysAllow: offersRule ? { rule: suggestionText(suggestions) } : undefined,
        },
        {
          sessionId: options.sessionId,
          runId,
          toolCallId: `approval:${toolUseID}`,
          locale: options.locale,
          signal,
          ...(options.timeoutSeconds === undefined
            ? {}
            : { timeoutSeconds: options.timeoutSeconds }),
        },
      );
      if (decision.behavior === "deny") return { behavior: "deny", message: decision.message };
      return {
        behavior: "allow",
        updatedInput: input,
        ...(decision.always && offersRule ? { updatedPermissions: suggestions } : {}),
      };
    });
}
