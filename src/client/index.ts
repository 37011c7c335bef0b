// Values come from single core files, never the core's index: the Control UI bundles this
// client, and the index would pull in zod.

export type { AskUserInput } from "../core/ask-user-input.js";
export { AskUserError, type AskUserErrorCode, type FieldIssue } from "../core/errors.js";
export type { ServerTimeSample } from "../core/server-clock.js";
export type { AskUserResult, NoAnswerReason } from "../core/tool-result.js";
export type { AskOptions, CreateQuestionOptions } from "./ask-flow.js";
export { CANCEL_GRACE_MS, UNREACHABLE_GRACE_MS, WAIT_SLICE_SECONDS } from "./ask-flow.js";
export {
  type AskUserClient,
  type AskUserClientOptions,
  createAskUserClient,
} from "./ask-user-client.js";
export type * from "./client-types.js";
export type { EventSocket, WebSocketConstructor } from "./event-stream.js";
export {
  type EventFollowerHandlers,
  type FollowEventsOptions,
  followEvents,
} from "./follow-events.js";
export { type Backoff, isUnavailable, type Outage } from "./retry.js";
export type { TokenSource } from "./token-source.js";
