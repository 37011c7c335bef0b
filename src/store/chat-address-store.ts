/**
 * Where a channel reaches one chat, as the platform last said: Teams gives each conversation a
 * service URL of its region, which a restart must not forget.
 */
export interface ChatAddress {
  channel: string;
  chatId: string;
  address: string;
}

/** Where channels reach chats, as the platforms last said. */
export interface ChatAddressStore {
  /** Keeps where a channel reaches a chat, replacing what was kept for it. */
  putChatAddress(entry: ChatAddress): Promise<void>;
  /** Where `channel` reaches `chatId`, if it was kept. */
  getChatAddress(channel: string, chatId: string): Promise<string | undefined>;
}
