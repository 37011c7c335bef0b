export {
  AskUserError,
  type AskUserErrorCode,
  type AskUserInput,
  type AskUserResult,
  type FieldIssue,
  type NoAnswerReason,
} from "../core/index.js";
export type { AskOptions, CreateQuestionOptions } from "./ask-flow.js";
export { CANCEL_GRACE_MS, UNREACHABLE_GRACE_MS, WAIT_SLICE_SECONDS } from "./ask-flow.js";
export {
  type AskUserClient,
  type AskUserClientOptions,
  createAskUserClient,
} from "./ask-user-client.js";
export type * from "./client-types.js";
export type { EventSocket, WebSocketConstructor } from "./event-stream.js";
export { isUnavailable } from "./retry.js";
