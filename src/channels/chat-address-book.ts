import type { ChatAddressStore } from "../store/question-store.js";

/**
 * Where one channel reaches its chats, as the platform last said, kept in the store so that a
 * restart or another gateway of a cluster sends there too (Teams' regional service URLs).
 */
export interface ChatAddressBook {
  get(chatId: string): Promise<string | undefined>;
  put(chatId: string, address: string): Promise<void>;
}

export function chatAddressBook(store: ChatAddressStore, channel: string): ChatAddressBook {
  return {
    get: (chatId) => store.getChatAddress(channel, chatId),
    put: (chatId, address) => store.putChatAddress({ channel, chatId, address }),
  };
}
