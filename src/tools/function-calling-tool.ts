import type { AskUserClient } from "../client/index.js";
import {
  ASK_USER_TOOL_DESCRIPTION,
  ASK_USER_TOOL_NAME,
  AskUserError,
  type AskUserInput,
  askUserToolParameters,
  isSubagentSession,
  type Question,
} from "../core/index.js";
import { toolResultText } from "./tool-result-text.js";

export interface AskUserFunctionOptions {
  sessionId: string;
  /** Groups this run's tool calls; a fresh id per call when left out. */
  runId?: string;
}

export interface AskUserFunctionCall {
  /** Aborting cancels the pending question and rejects with the signal's reason. */
  signal?: AbortSignal;
  /** The API's id for this call; makes a retried call get the same question. */
  toolCallId?: string;
}

/** `ask_user` as plain function calling: the definitions for each API and one executor. */
export interface AskUserFunction {
  name: typeof ASK_USER_TOOL_NAME;
  description: string;
  parameters: Record<string, unknown>;
  /** An entry of OpenAI's `tools` (Chat Completions). */
  openai: {
    type: "function";
    function: { name: string; description: string; parameters: Record<string, unknown> };
  };
  /** An entry of Anthropic's `tools` (Messages API). */
  anthropic: { name: string; description: string; input_schema: Record<string, unknown> };
  /**
   * Runs a call with the model's arguments (the JSON string or the parsed object) and returns
   * the tool result text: the readable lines, a blank line, then the S3 result JSON. Problems
   * the model can fix (bad input, a question already pending, a subagent session) come back as
   * text starting with `Error:` that names the field and the rule; an unreachable or refusing
   * gateway, or an abort, throws, because the model cannot fix those.
   */
  execute(args: string | object, call?: AskUserFunctionCall): Promise<string>;
}

/** Codes whose message helps the model do better on its next call. */
const MODEL_FIXABLE = new Set(["invalid_request", "session_busy", "not_main_session"]);

/** `ask_user` for OpenAI- and Anthropic-style function calling; undefined for a subagent (S5). */
export function askUserFunction(
  client: AskUserClient,
  options: AskUserFunctionOptions,
): AskUserFunction | undefined {
  if (isSubagentSession(options.sessionId)) return undefined;
  const parameters = askUserToolParameters;
  return {
    name: ASK_USER_TOOL_NAME,
    description: ASK_USER_TOOL_DESCRIPTION,
    parameters,
    openai: {
      type: "function",
      function: { name: ASK_USER_TOOL_NAME, description: ASK_USER_TOOL_DESCRIPTION, parameters },
    },
    anthropic: {
      name: ASK_USER_TOOL_NAME,
      description: ASK_USER_TOOL_DESCRIPTION,
      input_schema: parameters,
    },
    async execute(args, call = {}) {
      let input: unknown = args;
      if (typeof args === "string") {
        try {
          input = JSON.parse(args);
        } catch {
          input = undefined;
        }
      }
      if (input === null || typeof input !== "object" || Array.isArray(input))
        return "Error: (root): expected the arguments as a JSON object";
      let questions: readonly Question[] = [];
      try {
        const result = await client.ask(input as AskUserInput, {
          sessionId: options.sessionId,
          ...(options.runId === undefined ? {} : { runId: options.runId }),
          ...(call.toolCallId === undefined ? {} : { toolCallId: call.toolCallId }),
          ...(call.signal ? { signal: call.signal } : {}),
          onAsked: (question) => {
            questions = question.questions;
          },
        });
        return toolResultText(questions, result);
      } catch (error) {
        if (error instanceof AskUserError && MODEL_FIXABLE.has(error.code))
          return `Error: ${error.message}`;
        throw error;
      }
    },
  };
}
