/**
 * A prompt a channel showed in a chat, or a reminder of it: the handle to edit it once the question ends, kept in
 * the store so an answer after a restart still closes the prompt.
 */
export interface Delivery {
  questionId: string;
  channel: string;
  chatId: string;
  /** The channel's own id of the message that shows the prompt (or the reminder). */
  messageId: string;
  /**
   * For a reminder, the plan step that sent it: a reply to the prompt in its chat, closed
   * with the prompt. Absent for the prompt itself.
   */
  reminderStep?: number;
  deliveredAt: string;
  /** When the prompt was replaced by its summary; absent while it is still live. */
  closedAt?: string;
}

/** What names one delivery: its question, chat, and reminder step (absent: the prompt). */
export type DeliveryKey = Pick<Delivery, "questionId" | "channel" | "chatId" | "reminderStep">;

/** Which deliveries to list; every given field must match. */
export interface DeliveryFilter {
  questionId?: string;
  channel?: string;
  chatId?: string;
  messageId?: string;
  /** True: only prompts not yet closed. */
  open?: boolean;
  /** True: only deliveries of questions that are no longer pending. */
  ofEndedQuestions?: boolean;
  /**
   * True: only reservations whose send has not returned (an unsent message id, not closed):
   * sends on their way, or cut off by a crash. Read from an index of them alone.
   */
  unsent?: boolean;
}

/** The column each set field of a delivery filter compares, for the SQL stores. */
export function deliveryFilterColumns(
  filter: DeliveryFilter,
): Array<[column: string, value: string]> {
  const columns: Array<[string, string | undefined]> = [
    ["question_id", filter.questionId],
    ["channel", filter.channel],
    ["chat_id", filter.chatId],
    ["message_id", filter.messageId],
  ];
  return columns.filter((entry): entry is [string, string] => entry[1] !== undefined);
}

/** The SQL stores' condition for `ofEndedQuestions` (the questions' id index answers it). */
export const OF_ENDED_QUESTIONS_SQL =
  "NOT EXISTS (SELECT 1 FROM questions WHERE questions.id = deliveries.question_id AND questions.status = 'pending')";

/** The prompts and reminders channels showed, kept so they are closed once the question ends. */
export interface DeliveryRecords {
  /**
   * Records a delivered prompt or reminder; the same question, channel, chat and reminder step
   * again replaces it. One that is sent (not a reservation) is a change the other gateways of
   * a shared store hear of.
   */
  putDelivery(delivery: Delivery): Promise<void>;
  /** Matching deliveries, oldest first. */
  listDeliveries(filter: DeliveryFilter): Promise<Delivery[]>;
  /**
   * Marks a delivery closed; true only for the call that closed it, so exactly one caller
   * edits the prompt to its summary.
   */
  closeDelivery(key: DeliveryKey, closedAt: string): Promise<boolean>;
}
