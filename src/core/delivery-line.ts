import type { DeliveryEntry } from "./delivery-entry.js";
import { surfaceWords } from "./ending-summary.js";
import type { Locale } from "./locale.js";
import { formatMessage } from "./messages/format-message.js";
import { messages } from "./messages/messages.js";

/** "Shown on Slack" or "⏰ Reminder sent on Slack": a timeline's line for a delivery, in `locale`. */
export function deliveryLine(entry: DeliveryEntry, locale: Locale): string {
  const strings = messages(locale);
  const where = entry.channel === "push" ? strings.pushPlace : surfaceWords(entry.channel, strings);
  return formatMessage(entry.kind === "reminder" ? strings.reminderShown : strings.promptShown, {
    where,
  });
}
