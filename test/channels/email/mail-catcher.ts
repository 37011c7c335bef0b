import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A real SMTP server on 127.0.0.1 that keeps what it is sent, and refuses when told to. */
export class MailCatcher {
  readonly mails: ParsedMail[] = [];
  /** Each RCPT TO takes the next of these as its refusal, until they run out. */
  readonly refusals: { code: number; message: string }[] = [];
  #waiters: (() => void)[] = [];
  readonly #server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo: (_address, _session, callback) => {
      const refusal = this.refusals.shift();
      if (!refusal) return callback();
      const error = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
      callback(error);
    },
    onData: (stream, _session, callback) => {
      simpleParser(stream).then(
        (mail) => {
          this.mails.push(mail);
          for (const wake of this.#waiters.splice(0)) wake();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, "127.0.0.1", resolve));
    const { port } = this.#server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  /** The `count`-th mail (from 1), once it has arrived. */
  async mail(count = 1, timeoutMs = 5000): Promise<ParsedMail> {
    const deadline = Date.now() + timeoutMs;
    while (this.mails.length < count) {
      if (Date.now() > deadline) throw new Error(`mail ${count} did not arrive`);
      await new Promise<void>((resolve) => {
        this.#waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
    return this.mails[count - 1] as ParsedMail;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}

/** The answer links of a mail's text part, by their label. */
export function linksOf(mail: ParsedMail): Map<string, string> {
  const links = new Map<string, string>();
  for (const match of (mail.text ?? "").matchAll(/^(.+): (https?:\/\/\S+)$/gmu))
    links.set(match[1] as string, match[2] as string);
  return links;
}
