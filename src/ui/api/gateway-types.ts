// The API's JSON shapes come from the core, shared with the server and the TypeScript client;
// the UI's names for them are aliases. Type-only imports: nothing of the core is bundled here.
import type {
  GatewayEventView,
  ReplyOutcomeView,
  SessionSettingsView,
  SessionTimeline,
  TimelineItemView,
} from "../../core/api-views.js";
import type { SessionMessage } from "../../core/session-message.js";

export type {
  QuestionView,
  SessionList,
  SessionSummary,
} from "../../core/api-views.js";
export type { QuestionEventType } from "../../core/question-event.js";
export type { MessageAuthor } from "../../core/session-message.js";

/** A plain-text message in a session's timeline. */
export type TimelineMessage = SessionMessage;
export type TimelineItem = TimelineItemView;
export type Timeline = SessionTimeline;
/** A message on the `/v1/events` WebSocket. */
export type GatewayEvent = GatewayEventView;
export type SessionSettings = SessionSettingsView;
export type ReplyOutcome = ReplyOutcomeView;
