import { type ParsedMail, simpleParser } from "mailparser";
import { normalizeAddress } from "./email-address.js";

/** A mail someone sent the gateway, as far as a reply to a prompt needs it. */
export interface InboundMail {
  /** The sender's plain address, as routes keep addresses; undefined when it has none. */
  from: string | undefined;
  messageId: string | undefined;
  subject: string;
  /**
   * The Message-IDs it names, nearest first: In-Reply-To, then References from the last (the
   * mail it answers) back to the first (where the thread began). A reply to a clarification
   * names the prompt only further back.
   */
  names: string[];
  /** Its References, oldest first, for a mail back to continue the thread. */
  references: string[];
  /** What they wrote, without the quoted prompt and their signature. */
  text: string;
  /** A bounce, an out-of-office or another machine's mail: never answered, never replied to. */
  automatic: boolean;
  /** For a bounce (a failed delivery status notice): the mail that never arrived, and why. */
  bounce?: Bounce;
}

/** What a delivery status notice (RFC 3464) says failed for good. */
export interface Bounce {
  /** The Message-ID of the mail that was not delivered. */
  of: string;
  /** Why, as the receiving server said it: `550 5.1.1 <ada@example.com>: user unknown`. */
  detail: string;
}

/** Reads a raw RFC 822 message. */
export async function readInboundMail(raw: Buffer | string): Promise<InboundMail> {
  const mail = await simpleParser(raw);
  const references = [mail.references ?? []].flat();
  const sender = mail.from?.value[0]?.address;
  const autoSubmitted = String(mail.headers.get("auto-submitted") ?? "no").toLowerCase();
  const contentType = mail.headers.get("content-type") as { value?: string } | undefined;
  const report = contentType?.value?.toLowerCase() === "multipart/report";
  const bounce = report ? bounceOf(mail) : undefined;
  return {
    from: sender === undefined ? undefined : normalizeAddress(sender),
    messageId: mail.messageId,
    subject: mail.subject ?? "",
    names: namedMessages(messageIds(mail.inReplyTo ?? ""), references),
    references,
    text: ownWords(mail.text ?? ""),
    automatic:
      autoSubmitted !== "no" || report || /^(mailer-daemon|postmaster)@/iu.test(sender ?? ""),
    ...(bounce ? { bounce } : {}),
  };
}

/**
 * At most this many of a mail's Message-IDs are looked up: each is a query, and a forged
 * References header may hold thousands.
 */
const MAX_NAMED_MESSAGES = 20;

/**
 * In-Reply-To, then References newest first, without repeats; of a long References, the newest
 * and the first, where the thread began (mail programs that shorten it keep that one).
 */
function namedMessages(inReplyTo: readonly string[], references: readonly string[]): string[] {
  const newest = references.slice(-(MAX_NAMED_MESSAGES - 1)).toReversed();
  const root = references.length > MAX_NAMED_MESSAGES - 1 ? references.slice(0, 1) : [];
  return [...new Set([...inReplyTo, ...newest, ...root])].slice(0, MAX_NAMED_MESSAGES);
}

/** The `<…>` Message-IDs of a header such as In-Reply-To, which may hold more than one. */
function messageIds(header: string): string[] {
  return header.match(/<[^<>\s]+>/gu) ?? [];
}

/**
 * The failed delivery a report (`multipart/report`) tells of: its delivery status says
 * `Action: failed` (a delay is no bounce), and the returned headers (or, without them,
 * In-Reply-To) name the mail that bounced. mailparser gives the status part as an attachment
 * or as the mail's text, depending on its type: both are read.
 */
function bounceOf(mail: ParsedMail): Bounce | undefined {
  const part = (type: string) =>
    mail.attachments.find((attachment) => attachment.contentType.toLowerCase() === type);
  const status = part("message/delivery-status")?.content.toString("utf8") ?? mail.text ?? "";
  if (!/^Action:\s*failed\s*$/imu.test(status)) return undefined;
  const returned = (part("text/rfc822-headers") ?? part("message/rfc822"))?.content.toString(
    "utf8",
  );
  const of = returned?.match(/^Message-ID:\s*(<[^>\s]+>)/imu)?.[1] ?? mail.inReplyTo;
  if (of === undefined) return undefined;
  const diagnostic = status.match(/^Diagnostic-Code:\s*(?:smtp;\s*)?(.+)$/imu)?.[1];
  const code = status.match(/^Status:\s*(\S+)/imu)?.[1];
  return { of, detail: (diagnostic ?? `status ${code ?? "unknown"}`).trim() };
}

/**
 * Where the quoted history or the signature begins: a "> " line, the "-- " delimiter, an
 * Outlook header block, or the attribution line mail programs write above the quote in
 * English, German, Thai and Spanish ("On … wrote:", "Am … schrieb …:", "เมื่อ … เขียนว่า:",
 * "El … escribió:"; the Spanish one only as a whole line, since "El" also opens a sentence).
 */
const HISTORY_START = [
  /^>/u,
  /^-- ?$/u,
  /^-{2,}\s*(Original Message|Ursprüngliche Nachricht|ข้อความต้นฉบับ|Mensaje original)/iu,
  /^_{10,}$/u,
  /^(On|Am|เมื่อ)\s.*(wrote|schrieb|เขียน)/iu,
  /^El\s.*\sescribió:$/iu,
];

/**
 * The reply's own words: everything above where the history or the signature starts, and an
 * attribution wrapped over the line or two just above a quote.
 */
export function ownWords(text: string): string {
  const lines = text.replace(/\r\n?/gu, "\n").split("\n");
  let end = lines.findIndex((line) => HISTORY_START.some((start) => start.test(line.trim())));
  if (end === -1) end = lines.length;
  else if (lines[end]?.startsWith(">")) end = attributionAbove(lines, end);
  return lines.slice(0, end).join("\n").trim();
}

/**
 * Where an attribution wrapped over two lines ends above the quote at `quote` ("On Mon, 1 Dec
 * 2026, Ask User <" then "ask-user@example.com> wrote:"), blank lines between; else `quote`.
 */
function attributionAbove(lines: readonly string[], quote: number): number {
  let above = quote - 1;
  while (above >= 0 && lines[above]?.trim() === "") above -= 1;
  if (!/:\s*$/u.test(lines[above] ?? "")) return quote;
  return /^(On|Am|เมื่อ|El)\s/u.test(lines[above - 1] ?? "") ? above - 1 : above;
}
