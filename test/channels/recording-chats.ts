import type {
  ChannelAdapter,
  DeliveryRequest,
  OutcomeRequest,
  ReminderRequest,
} from "../../src/channels/channel-adapter.js";
import { ChannelDeliveryError } from "../../src/channels/channel-adapter.js";
import type { QuestionRecord } from "../../src/core/index.js";

/**
 * Chats that record what they were shown and when (prompts, and reminders as replies to them);
 * `down` chats refuse every message.
 */
export class RecordingChats {
  readonly shown: Array<{ questionId: string; chatId: string; at: number }> = [];
  readonly reminded: Array<{
    questionId: string;
    chatId: string;
    repliesTo: string;
    mentions: readonly string[];
    at: number;
  }> = [];
  readonly closed: Array<{ questionId: string; chatId: string; reminderStep?: number }> = [];
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
      remind: async ({ question, prompt, mentions }: ReminderRequest) => {
        if (this.down.has(prompt.chatId))
          throw new ChannelDeliveryError(`${prompt.chatId} is gone`, { permanent: true });
        this.reminded.push({
          questionId: question.id,
          chatId: prompt.chatId,
          repliesTo: prompt.messageId,
          mentions,
          at: Date.now(),
        });
        return { messageId: `${prompt.chatId}:reminder:${this.reminded.length}` };
      },
      showOutcome: async ({ question, delivery }: OutcomeRequest) => {
        this.closed.push({
          questionId: question.id,
          chatId: delivery.chatId,
          ...(delivery.reminderStep === undefined ? {} : { reminderStep: delivery.reminderStep }),
        });
      },
    };
  }

  chatsOf(question: QuestionRecord): string[] {
    return this.shown.filter((item) => item.questionId === question.id).map((item) => item.chatId);
  }
}

/** A chat of the `chat` channel, as a plan's route names it. */
export const route = (chatId: string) => ({ channel: "chat", chatId });
