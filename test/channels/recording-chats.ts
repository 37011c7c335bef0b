import type {
  ChannelAdapter,
  DeliveryRequest,
  OutcomeRequest,
} from "../../src/channels/channel-adapter.js";
import { ChannelDeliveryError } from "../../src/channels/channel-adapter.js";
import type { QuestionRecord } from "../../src/core/index.js";

/** Chats that record what they were shown and when; `down` chats refuse every message. */
export class RecordingChats {
  readonly shown: Array<{ questionId: string; chatId: string; at: number }> = [];
  readonly closed: Array<{ questionId: string; chatId: string }> = [];
  readonly down = new Set<string>();

  adapter(): ChannelAdapter {
    return {
      name: "chat",
      start: async () => {},
      stop: async () => {},
      deliver: async ({ question, chatId }: DeliveryRequest) => {
        if (this.down.has(chatId))
          throw new ChannelDeliveryError(`${chatId} is gone`, { permanent: true });
        this.shown.push({ questionId: question.id, chatId, at: Date.now() });
        return { messageId: `${chatId}:${this.shown.length}` };
      },
      showOutcome: async ({ question, delivery }: OutcomeRequest) => {
        this.closed.push({ questionId: question.id, chatId: delivery.chatId });
      },
    };
  }

  chatsOf(question: QuestionRecord): string[] {
    return this.shown.filter((item) => item.questionId === question.id).map((item) => item.chatId);
  }
}

/** A chat of the `chat` channel, as a plan's route names it. */
export const route = (chatId: string) => ({ channel: "chat", chatId });
