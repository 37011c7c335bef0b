// `ask-user/server`: the gateway as a library, embedded in an agent's own server.
export type { ChannelConfigs } from "../channels/channel-catalog.js";
export type { AskOptions } from "../client/index.js";
export {
  AskUserError,
  type AskUserErrorCode,
  type AskUserInput,
  type AskUserResult,
  type FieldIssue,
  type Locale,
  type NoAnswerReason,
  type QuestionView,
} from "../core/index.js";
export type { QuestionStore } from "../store/question-store.js";
export {
  type CreateGatewayOptions,
  createGateway,
  type EmbeddedGateway,
} from "./create-gateway.js";
