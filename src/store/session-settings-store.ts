import type { QuietHours } from "../core/index.js";

export type { QuietHours };

/** Per-session preferences; absent fields fall back to the gateway's configuration. */
export interface SessionSettings {
  /** The language of prompts, summaries and clarifications for this session. */
  locale?: string;
  /** Where this session's questions go, at the ask and later; absent means the default. */
  plan?: DeliveryPlan;
  /**
   * The chats of sessions stored before plans existed: read as a one-step plan, and replaced
   * by `plan` on the next change of routes or plan.
   */
  routes?: ChannelRoute[];
  /** A daily window in which plan steps wait for its end; absent means none. */
  quietHours?: QuietHours;
}

/** Where a session's questions go, at the ask and later: steps ordered by their delay. */
export interface DeliveryPlan {
  steps: DeliveryPlanStep[];
}

/**
 * What happens `afterSeconds` after the question was asked (0: at the ask): the chats that get
 * it now, and whether every prompt already out is reminded of, in its own chat.
 */
export interface DeliveryPlanStep {
  afterSeconds: number;
  routes: ChannelRoute[];
  /** Remind where the prompt already is (a reply to it, mentioning who may answer). */
  remind?: boolean;
}

/**
 * One chat on one channel, such as `{ channel: "telegram", chatId: "123" }`, or a channel that
 * reaches the human's own devices and names no chat, such as `{ channel: "push" }`.
 */
export interface ChannelRoute {
  channel: string;
  chatId?: string;
}

/** A route of a stored plan step. */
export interface PlannedRoute extends ChannelRoute {
  /**
   * Delivered if it can be, but its failure alone never ends the question: the human's devices
   * (push) of a session without a plan, when quiet hours held the ask.
   */
  courtesy?: boolean;
}

/** Each session's preferences (language, delivery plan, quiet hours). */
export interface SessionSettingsStore {
  /** A session's settings; `{}` when none were ever set. */
  getSessionSettings(sessionId: string): Promise<SessionSettings>;
  /** Replaces a session's settings. */
  putSessionSettings(sessionId: string, settings: SessionSettings): Promise<void>;
}
