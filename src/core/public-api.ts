// The package's root entry (`ask-user`, also `ask-user/core`): what a program built around the
// `ask_user` tool uses without a gateway. The tool's name, description and input schema for a
// model; validating that input; the results and the readable lines a model reads; parsing a
// human's plain-text reply and rendering a prompt as text; the errors with their stable codes.
// Everything else of the core is the gateway's own and may change between releases.

export type { AskUserInput } from "./ask-user-input.js";
export {
  AskUserError,
  type AskUserErrorCode,
  type FieldIssue,
} from "./errors.js";
export { HEADER_MAX_CHARACTERS, truncateHeader } from "./header.js";
export {
  askUserInputJsonSchema,
  askUserToolParameters,
  MAX_LABEL_CHARACTERS,
} from "./input-schema.js";
export { isLocale, type Locale, SUPPORTED_LOCALES } from "./locale.js";
export {
  type ParsedReply,
  type ParseReplyOptions,
  parseReply,
} from "./parse-reply.js";
export type { AskPrompt, Question, QuestionOption } from "./question.js";
export type { AnswerMap, QuestionRecord, QuestionStatus } from "./question-record.js";
export { type RenderPromptOptions, renderPrompt } from "./render-prompt.js";
export { formatResultText } from "./result-text.js";
export {
  DEFAULT_TIMEOUT_SECONDS,
  MAX_TIMEOUT_SECONDS,
  MIN_TIMEOUT_SECONDS,
  normalizeTimeoutSeconds,
} from "./timeout.js";
export { ASK_USER_TOOL_DESCRIPTION, ASK_USER_TOOL_NAME } from "./tool-description.js";
export type { AskUserResult, NoAnswerReason } from "./tool-result.js";
export {
  parseAskInput,
  type ValidationResult,
  validateAskInput,
} from "./validate-ask-input.js";
