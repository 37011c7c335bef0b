/**
 * A short, stable key of a question id for a platform's control data (Telegram allows 64
 * bytes of callback data, Discord 100 characters of custom id). The server maps a control
 * back through the delivery of the message it sits on, so the key only has to tell that
 * message's question from another.
 */
export function questionKey(questionId: string, length: number): string {
  return questionId.replace(/[^A-Za-z0-9]/gu, "").slice(0, length) || "q";
}
