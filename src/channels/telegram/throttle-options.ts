/** How the Telegram channel spaces its sends under the platform's flood limits. */
export interface ThrottleOptions {
  /** The least time between two messages to one chat (Telegram: about one a second). */
  perChatIntervalMs: number;
  /** The least time between any two messages (Telegram: about 30 a second). */
  globalIntervalMs: number;
  /** Calls allowed to wait at once; beyond it a call fails at once rather than queue forever. */
  maxWaiting: number;
}
