import type { ReplyLanguage } from "../reply-language.js";

/**
 * Words that are no language's: symbols and emoji read the same way in every reply. Digits
 * (ASCII, Thai, full-width) are read by the parser itself.
 */
export const NEUTRAL_WORDS: Partial<Omit<ReplyLanguage, "code">> = {
  skipWords: ["⏭"],
  yesReplies: ["👍", "✅", "✔", "☑", "👌", "🆗", "💯"],
  noReplies: ["👎", "❌", "✖", "🚫", "⛔", "🙅"],
};
