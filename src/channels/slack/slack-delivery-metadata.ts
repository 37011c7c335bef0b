import type { QuestionRecord } from "../../core/index.js";

/** The event type of the metadata every prompt and reminder is posted with. */
const EVENT_TYPE = "ask_user_delivery";

/** Slack message metadata: what a message is, readable back from the channel's history. */
export interface SlackMessageMetadata {
  event_type: string;
  event_payload: Record<string, string | number>;
}

/** The metadata of a question's prompt, or of its reminder of plan step `reminderStep`. */
export function deliveryMetadata(
  question: Pick<QuestionRecord, "id">,
  reminderStep?: number,
): SlackMessageMetadata {
  return {
    event_type: EVENT_TYPE,
    event_payload: {
      question_id: question.id,
      ...(reminderStep === undefined ? {} : { reminder_step: reminderStep }),
    },
  };
}

/** Whether a message from the history carries exactly this delivery's metadata. */
export function isDelivery(
  message: { metadata?: { event_type?: string; event_payload?: Record<string, unknown> } },
  question: Pick<QuestionRecord, "id">,
  reminderStep?: number,
): boolean {
  const metadata = message.metadata;
  if (metadata?.event_type !== EVENT_TYPE) return false;
  const payload = metadata.event_payload ?? {};
  return (
    payload.question_id === question.id &&
    (reminderStep === undefined
      ? payload.reminder_step === undefined
      : Number(payload.reminder_step) === reminderStep)
  );
}
