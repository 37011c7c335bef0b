import type { Delivery } from "./question-store.js";

/**
 * The message id of a delivery reserved before its prompt is sent. The hub records the
 * delivery first and fills in the platform's id once the send returns, so a reply or tap that
 * races the send finds the prompt instead of nothing.
 */
export const UNSENT_MESSAGE_ID = "";

/** How long one send may take, every retry included; an older reservation was left by a dead process. */
export const SEND_WINDOW_MS = 60_000;

export function isSent(delivery: Delivery): boolean {
  return delivery.messageId !== UNSENT_MESSAGE_ID;
}

/** Whether the prompt is on its way right now: reserved, open, and young enough to be live. */
export function isSending(delivery: Delivery, now: number): boolean {
  return (
    !isSent(delivery) &&
    delivery.closedAt === undefined &&
    now - Date.parse(delivery.deliveredAt) < SEND_WINDOW_MS
  );
}
