import type { Transformer } from "grammy";
import type { ThrottleOptions } from "./throttle-options.js";

export const DEFAULT_THROTTLE: ThrottleOptions = {
  perChatIntervalMs: 1000,
  globalIntervalMs: 34,
  maxWaiting: 500,
};

/** Only what sends or edits messages counts against Telegram's flood limits. */
const THROTTLED = new Set(["sendMessage", "editMessageText", "editMessageReplyMarkup"]);

/**
 * A grammY API transformer that spaces out message calls per chat and overall. Each call
 * reserves its slot when it arrives, so calls keep their order.
 */
export function createThrottle(options: ThrottleOptions): Transformer {
  let nextGlobal = 0;
  const nextByChat = new Map<string, number>();
  let waiting = 0;
  return async (previous, method, payload, signal) => {
    if (!THROTTLED.has(method)) return previous(method, payload, signal);
    if (waiting >= options.maxWaiting)
      throw new Error(`too many Telegram calls waiting (${waiting}); try again later`);
    const now = Date.now();
    const chat = "chat_id" in payload ? String(payload.chat_id) : undefined;
    let at = Math.max(now, nextGlobal);
    if (chat !== undefined) at = Math.max(at, nextByChat.get(chat) ?? 0);
    nextGlobal = at + options.globalIntervalMs;
    if (chat !== undefined) nextByChat.set(chat, at + options.perChatIntervalMs);
    // Forget chats whose slot is long past, so the map stays small.
    if (nextByChat.size > 1000)
      for (const [key, time] of nextByChat) if (time < now) nextByChat.delete(key);
    if (at > now) {
      waiting += 1;
      try {
        await new Promise((resolve) => setTimeout(resolve, at - now));
      } finally {
        waiting -= 1;
      }
    }
    return previous(method, payload, signal);
  };
}
