import { formatMessage, type Locale, messages } from "../../core/index.js";
import { sameMailbox } from "./email-address.js";

/**
 * Who a reply to a prompt answers as, or why it does not count. With an allow-list
 * (`ASK_USER_EMAIL_ALLOWED`), any address on it: the members of a list the prompt was mailed
 * to reply from their own addresses, never from the list's. Without one, only the address the
 * prompt was mailed to: a list's members are not it, and anyone else may have been forwarded
 * the mail. Addresses compare as mail does (`sameMailbox`).
 */
export type ReplyAnswerer = { userId: string } | { refused: "not_recipient" | "not_allowed" };

/**
 * `userId` is spelled as the allow-list has it, so that the inbound pipeline's own check of
 * the allow-list (which compares exactly) agrees.
 */
export function replyAnswerer(
  sender: string,
  recipient: string,
  allowed: readonly string[],
): ReplyAnswerer {
  if (allowed.length === 0)
    return sameMailbox(sender, recipient) ? { userId: sender } : { refused: "not_recipient" };
  const listed = allowed.find((address) => sameMailbox(address, sender));
  return listed === undefined ? { refused: "not_allowed" } : { userId: listed };
}

/** Why a reply did not count, in the session's language: mailed back to its sender. */
export function refusalNotice(
  refused: "not_recipient" | "not_allowed",
  sender: string,
  recipient: string,
  locale: Locale,
): string {
  const strings = messages(locale);
  return refused === "not_recipient"
    ? formatMessage(strings.emailReplyNotRecipient, { sender, recipient })
    : formatMessage(strings.emailReplyNotAllowed, { sender });
}
