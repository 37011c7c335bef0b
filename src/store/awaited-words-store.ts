/**
 * Someone chose Other… on a prompt whose platform takes their words as their next message in
 * the chat (Telegram's ForceReply). Kept in the store, so the words still find their prompt
 * after a restart or on another gateway process.
 */
export interface AwaitedWords {
  channel: string;
  chatId: string;
  userId: string;
  questionId: string;
  /** The prompt's message. */
  messageId: string;
  requestedAt: string;
}

export type AwaitedWordsKey = Pick<AwaitedWords, "channel" | "chatId" | "userId">;

/** Whose typed words a chat awaits (Other… where the platform takes them as the next message). */
export interface AwaitedWordsStore {
  /** Records whose words a chat awaits; replaces that user's earlier request in the chat. */
  awaitWords(request: AwaitedWords): Promise<void>;
  /** Removes and returns the user's request in the chat: exactly one caller gets it. */
  takeAwaitedWords(key: AwaitedWordsKey): Promise<AwaitedWords | undefined>;
}
