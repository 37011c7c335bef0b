import { randomUUID } from "node:crypto";
import nodemailer, { type Transporter } from "nodemailer";
import { ChannelDeliveryError } from "../channel-adapter.js";
import { errorText } from "../error-text.js";

/** One mail to send; `messageId` is chosen by the sender. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The Message-ID of the mail this one answers (a clarification of a reply). */
  inReplyTo?: string;
  references?: string[];
  /** An answer to someone's mail, marked so that their auto-responder does not answer it. */
  autoReply?: boolean;
}

/** Mails over SMTP (`smtp://` or `smtps://user:password@host:port`) from one address. */
export class EmailSender {
  readonly #transport: Transporter;
  readonly #from: string;
  readonly #domain: string;

  constructor(smtpUrl: string, from: string) {
    // Every wait ends within the hub's 10 s per attempt, so that its retry never races a send
    // still under way (two copies of the mail); the URL's own settings win.
    this.#transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 5000,
      greetingTimeout: 5000,
      socketTimeout: 8000,
    });
    this.#from = from;
    this.#domain = from.slice(from.lastIndexOf("@") + 1).replace(/>\s*$/u, "");
  }

  /**
   * Sends; resolves with the mail's Message-ID (with its angle brackets, as replies quote it).
   * Its random part is unguessable, so a reply naming it was written by someone who got it.
   */
  async send(mail: OutgoingMail): Promise<string> {
    const messageId = `<${randomUUID()}@${this.#domain}>`;
    try {
      await this.#transport.sendMail({
        from: this.#from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html === undefined ? {} : { html: mail.html }),
        messageId,
        ...(mail.inReplyTo === undefined ? {} : { inReplyTo: mail.inReplyTo }),
        ...(mail.references === undefined ? {} : { references: mail.references }),
        ...(mail.autoReply ? { headers: { "Auto-Submitted": "auto-replied" } } : {}),
      });
    } catch (error) {
      throw deliveryError(error);
    }
    return messageId;
  }

  close(): void {
    this.#transport.close();
  }
}

/**
 * A refusal in the hub's terms: an SMTP 5xx (no such mailbox, bad login) cannot succeed on a
 * retry; a 4xx (greylisting, a full queue) or a lost connection may.
 */
function deliveryError(error: unknown): ChannelDeliveryError {
  const code = (error as { responseCode?: unknown }).responseCode;
  const permanent = typeof code === "number" && code >= 500;
  return new ChannelDeliveryError(`SMTP: ${errorText(error)}`, { permanent, cause: error });
}
