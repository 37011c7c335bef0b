import { type JSONSchema7, jsonSchema, type Tool, tool } from "ai";
import type { AskUserClient } from "../client/index.js";
import {
  ASK_USER_TOOL_DESCRIPTION,
  ASK_USER_TOOL_NAME,
  type AskUserInput,
  type AskUserResult,
  askUserInputJsonSchema,
  isSubagentSession,
  validateAskInput,
} from "../core/index.js";
import { toolResultText } from "./tool-result-text.js";

export interface AskUserToolOptions {
  /** The gateway session the questions belong to, e.g. the chat or agent session key. */
  sessionId: string;
  /** Groups this run's tool calls; a fresh id per call when left out. */
  runId?: string;
}

export type AskUserAiTool = Tool<AskUserInput, AskUserResult>;

/**
 * The `ask_user` tool for the Vercel AI SDK, or undefined for a subagent session (SPEC S5).
 * `execute` blocks until the question ends and returns the S3 result; the model reads it as the
 * readable lines plus the JSON. Aborting the run (`abortSignal`) cancels the question. Gateway
 * errors are thrown: the SDK hands their message (for bad input the field path and the rule,
 * e.g. `questions[0].options: expected 2-4 options, got 1`) to the model as the tool's error.
 */
export function askUserTool(
  client: AskUserClient,
  options: AskUserToolOptions,
): AskUserAiTool | undefined {
  if (isSubagentSession(options.sessionId)) return undefined;
  return tool<AskUserInput, AskUserResult>({
    description: ASK_USER_TOOL_DESCRIPTION,
    inputSchema: jsonSchema<AskUserInput>(askUserInputJsonSchema as JSONSchema7),
    execute: (input, { abortSignal, toolCallId }) =>
      client.ask(input, {
        sessionId: options.sessionId,
        toolCallId,
        ...(options.runId === undefined ? {} : { runId: options.runId }),
        ...(abortSignal ? { signal: abortSignal } : {}),
      }),
    toModelOutput: ({ input, output }) => {
      // The same normalization the gateway applied, so headers match what the human saw.
      const prompt = validateAskInput(input);
      return prompt.ok
        ? { type: "text", value: toolResultText(prompt.value.questions, output) }
        : { type: "json", value: output };
    },
  });
}

/**
 * `{ ask_user: tool }` to spread into `tools`, or `{}` for a subagent session:
 * `tools: { ...myTools, ...askUserTools(client, { sessionId }) }`.
 */
export function askUserTools(
  client: AskUserClient,
  options: AskUserToolOptions,
): { [ASK_USER_TOOL_NAME]?: AskUserAiTool } {
  const askUser = askUserTool(client, options);
  return askUser ? { [ASK_USER_TOOL_NAME]: askUser } : {};
}
