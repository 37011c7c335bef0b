import type { DeliveryEntry, QuestionRecord, SessionMessage } from "../core/index.js";
import type { Delivery } from "../store/question-store.js";

/** One entry of a session's timeline. */
export type TimelineItem =
  | { type: "question"; question: QuestionRecord }
  | { type: "message"; message: SessionMessage }
  | { type: "delivery"; delivery: DeliveryEntry };

/** When the item was asked, posted or sent. */
export function createdAtOf(item: TimelineItem): string {
  if (item.type === "question") return item.question.createdAt;
  return item.type === "message" ? item.message.createdAt : item.delivery.at;
}

/** A stored prompt or reminder of `question` as the timeline shows it. */
export function toDeliveryEntry(question: QuestionRecord, delivery: Delivery): DeliveryEntry {
  return {
    questionId: question.id,
    sessionId: question.sessionId,
    channel: delivery.channel,
    ...(delivery.chatId === "" ? {} : { chatId: delivery.chatId }),
    kind: delivery.reminderStep === undefined ? "prompt" : "reminder",
    ...(delivery.reminderStep === undefined ? {} : { step: delivery.reminderStep }),
    at: delivery.deliveredAt,
  };
}
