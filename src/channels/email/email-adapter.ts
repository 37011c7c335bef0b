import {
  closedNotice,
  constantTimeEqual,
  DEFAULT_LOCALE,
  messages,
  reminderText,
} from "../../core/index.js";
import type {
  ChannelAdapter,
  ChannelContext,
  ChannelHttpRoute,
  ChannelInbound,
  DeliveryRequest,
  ExclusiveReceiver,
  ReminderRequest,
} from "../channel-adapter.js";
import { errorText } from "../error-text.js";
import type { ChatPrompt, InboundOutcome } from "../inbound-types.js";
import { EMAIL_ROUTE_ADDRESS } from "./email-address.js";
import { refusalNotice, replyAnswerer } from "./email-answerer.js";
import { ImapReader } from "./email-imap.js";
import { type LinkAction, type LinkClaims, LinkSigner } from "./email-links.js";
import { promptMail, promptSubject } from "./email-message.js";
import { confirmPage, noticePage } from "./email-pages.js";
import { type InboundMail, readInboundMail } from "./email-reply.js";
import { EmailSender } from "./email-sender.js";
import type { ImapSettings } from "./imap-url.js";

/** Where a mail's answer links lead: a confirmation page (GET) whose button answers (POST). */
export const EMAIL_LINK_PATH = "/channels/email/links/:token";
/** Where an inbound-mail service posts the raw mails sent to the gateway's address. */
export const EMAIL_INBOUND_PATH = "/channels/email/inbound";
/**
 * The largest mail that route reads: a reply quoting an HTML thread, or with an attachment
 * (never read), is far over the API's 64 KiB; mail services commonly cap mails near this.
 */
export const MAX_INBOUND_MAIL_BYTES = 10 * 1024 * 1024;

export interface EmailAdapterOptions {
  smtpUrl: string;
  /** The sender, `ask-user@example.com` or `Ask User <ask-user@example.com>`. */
  from: string;
  /** The key links are signed with. */
  linkSecret: string;
  /** Where humans reach the gateway, for the links. */
  publicUrl(): string;
  /** The bearer token of the inbound-mail route; without it the route is not served. */
  inboundSecret?: string;
  /**
   * Who may answer (`ASK_USER_EMAIL_ALLOWED`, as the hub's allow-list): any of them, also for
   * a prompt mailed to a list; when empty, only the address a prompt was mailed to.
   */
  allowed?: readonly string[];
  /** The mailbox replies are read from, and how often it is read besides IDLE's notices. */
  imap?: { settings: ImapSettings; pollMs: number };
}

/**
 * Email: a prompt is a mail (text and HTML) with one-click answer links. A mail cannot be
 * edited, so an ended question sends nothing more; its links then say how it ended.
 */
export class EmailAdapter implements ChannelAdapter {
  readonly name = "email";
  readonly routeAddress = EMAIL_ROUTE_ADDRESS;
  readonly httpRoutes: readonly ChannelHttpRoute[];
  readonly exclusiveReceiver: ExclusiveReceiver | undefined;
  readonly #sender: EmailSender;
  readonly #links: LinkSigner;
  readonly #publicUrl: () => string;
  readonly #inboundSecret: string | undefined;
  readonly #allowed: readonly string[];
  #context: ChannelContext | undefined;

  constructor(options: EmailAdapterOptions) {
    this.#sender = new EmailSender(options.smtpUrl, options.from);
    this.#links = new LinkSigner(options.linkSecret);
    this.#publicUrl = options.publicUrl;
    this.#inboundSecret = options.inboundSecret;
    this.#allowed = options.allowed ?? [];
    this.exclusiveReceiver =
      options.imap &&
      new ImapReader({
        ...options.imap,
        take: async (raw) => {
          await this.#reply(await readInboundMail(raw));
        },
        log: (line) => this.#context?.log(line),
      });
    this.httpRoutes = [
      {
        method: "GET",
        path: EMAIL_LINK_PATH,
        summary: "The confirmation page behind a mail's answer link",
        handle: (request) => this.#link(request, "show"),
      },
      {
        method: "POST",
        path: EMAIL_LINK_PATH,
        summary: "Answers with a mail's answer link, from its confirmation page",
        handle: (request) => this.#link(request, "answer"),
      },
      ...(options.inboundSecret === undefined
        ? []
        : [
            {
              path: EMAIL_INBOUND_PATH,
              maxBodyBytes: MAX_INBOUND_MAIL_BYTES,
              summary:
                "A mail sent to the gateway (a reply to a prompt), as raw RFC 822, with the inbound secret as bearer token",
              handle: (request: Request) => this.#inbound(request),
            },
          ]),
    ];
  }

  async start(context: ChannelContext): Promise<void> {
    this.#context = context;
  }

  async stop(): Promise<void> {
    this.#sender.close();
  }

  async deliver({ question, chatId, locale }: DeliveryRequest): Promise<{ messageId: string }> {
    const expiresAt = Date.parse(question.expiresAt);
    const linkTo = (action: LinkAction) => {
      const token = this.#links.sign({
        questionId: question.id,
        recipient: chatId,
        action,
        expiresAt,
      });
      return `${this.#publicUrl()}${EMAIL_LINK_PATH.replace(":token", token)}`;
    };
    const mail = promptMail(question, locale, linkTo);
    return { messageId: await this.#sender.send({ to: chatId, ...mail }) };
  }

  /** Nothing: a sent mail cannot change, and another mail per ending would be noise. */
  async showOutcome(): Promise<void> {}

  /** A short mail in the prompt's thread: its headers and the time left; the links are above. */
  async remind({ question, prompt, locale }: ReminderRequest): Promise<{ messageId: string }> {
    const messageId = await this.#sender.send({
      to: prompt.chatId,
      subject: replySubject(promptSubject(question, locale)),
      text: reminderText(question, locale, "plain", Date.now()),
      inReplyTo: prompt.messageId,
      references: [prompt.messageId],
    });
    return { messageId };
  }

  /** A raw mail from an inbound-mail service, taken as a reply if it is one (as IMAP's are). */
  async #inbound(request: Request): Promise<Response> {
    const given = request.headers.get("authorization") ?? "";
    if (!constantTimeEqual(given, `Bearer ${this.#inboundSecret}`))
      return Response.json(
        { error: "expected the inbound secret as bearer token" },
        { status: 401 },
      );
    const mail = await readInboundMail(Buffer.from(await request.arrayBuffer()));
    return Response.json({ outcome: await this.#reply(mail) });
  }

  /**
   * A reply through the shared parser (`#answer` says which question it answers, and who may).
   * Machines' mail (bounces, out-of-office) is never taken. Whatever the reply needs said (a
   * clarification, how the question ended, why it does not count) is mailed back as a reply
   * to it; mail that names no prompt and answers nothing gets nothing back, since a sender is
   * easily forged and a mail back would go to whoever was named.
   */
  async #reply(mail: InboundMail): Promise<InboundOutcome["kind"] | "bounced"> {
    const context = this.#context;
    if (context && mail.bounce) {
      await context.inbound.undelivered(mail.bounce.of, mail.bounce.detail);
      return "bounced";
    }
    if (!context || mail.from === undefined || mail.automatic) {
      context?.log({ level: "info", msg: "email: ignored an automatic or senderless mail" });
      return "ignored";
    }
    const outcome = await this.#answer(context.inbound, mail, mail.from);
    if (outcome.kind === "answered" || outcome.kind === "ignored") return outcome.kind;
    try {
      await this.#sender.send({
        to: mail.from,
        subject: replySubject(mail.subject),
        text: outcome.notice,
        autoReply: true,
        ...(mail.messageId === undefined
          ? {}
          : { inReplyTo: mail.messageId, references: [...mail.references, mail.messageId] }),
      });
    } catch (error) {
      context.log({
        level: "error",
        msg: "email: the notice to a reply failed",
        error: errorText(error),
      });
    }
    return outcome.kind;
  }

  /**
   * A reply that names a prompt (any Message-ID of In-Reply-To or References) answers that
   * prompt or nothing, whichever address it was mailed to, and only from a sender who may
   * answer it; who may not is told why (they had the prompt's unguessable Message-ID, so the
   * mail reached them). A reply that names no prompt answers for the sender's own address:
   * the one prompt open there.
   */
  async #answer(
    inbound: ChannelInbound,
    mail: InboundMail,
    sender: string,
  ): Promise<InboundOutcome> {
    const named = await this.#namedPrompt(inbound, mail.names);
    if (!named)
      return inbound.message({
        chatId: sender,
        userId: sender,
        text: mail.text,
        ...(mail.names[0] === undefined ? {} : { replyTo: mail.names[0] }),
        direct: true,
      });
    const recipient = named.delivery.chatId;
    const answerer = replyAnswerer(sender, recipient, this.#allowed);
    if ("refused" in answerer)
      return {
        kind: "not_allowed",
        notice: refusalNotice(answerer.refused, sender, recipient, named.locale),
        prompt: named,
      };
    return inbound.message({
      chatId: recipient,
      userId: answerer.userId,
      text: mail.text,
      replyTo: named.delivery.messageId,
      direct: true,
    });
  }

  /** The prompt nearest in the thread among the Message-IDs a mail names. */
  async #namedPrompt(
    inbound: ChannelInbound,
    names: readonly string[],
  ): Promise<ChatPrompt | undefined> {
    for (const messageId of names) {
      const prompt = await inbound.promptOfMessage(messageId);
      if (prompt) return prompt;
    }
    return undefined;
  }

  /**
   * A link's page, or its answer. Only a POST answers, so scanners that fetch every link in a
   * mail answer nothing; a link of an ended question says how it ended.
   */
  async #link(request: Request, step: "show" | "answer"): Promise<Response> {
    const token = new URL(request.url).pathname.split("/").pop() ?? "";
    const claims = this.#links.read(token);
    const inbound = this.#context?.inbound;
    const invalid = () => noticePage(404, DEFAULT_LOCALE, messages(DEFAULT_LOCALE).linkInvalid);
    if (!claims || !inbound) return invalid();
    const at = { chatId: claims.recipient, questionId: claims.questionId };
    const prompt = await inbound.prompt(at);
    if (!prompt) return invalid();
    const { question, locale } = prompt;
    if (question.status !== "pending" || Date.now() >= claims.expiresAt)
      return noticePage(410, locale, closedNotice(question, locale));
    if (step === "show") return confirmPage(question, locale, claims.action);

    // Read as text: a POST that is no form (a scanner's, say) has simply no words in it.
    const form = new URLSearchParams(await request.text());
    const body = submission(prompt, claims, form);
    if (!body) return invalid();
    const outcome = await inbound.submit(at, claims.recipient, body);
    switch (outcome.kind) {
      case "answered":
        return noticePage(200, locale, outcome.notice);
      case "invalid":
        return confirmPage(question, locale, claims.action, outcome.notice);
      case "not_allowed":
        return noticePage(403, locale, outcome.notice);
      default:
        return noticePage(
          410,
          locale,
          "notice" in outcome ? outcome.notice : closedNotice(question, locale),
        );
    }
  }
}

/** "Re: " before a subject that has none yet. */
function replySubject(subject: string): string {
  return /^re:/iu.test(subject) ? subject : `Re: ${subject}`;
}

/** What a link answers, as the API takes it: the option, the words typed on its page, or Skip. */
function submission(
  prompt: ChatPrompt,
  claims: LinkClaims,
  form: URLSearchParams,
): object | undefined {
  if (claims.action === "skip") return { skip: true };
  const only = prompt.question.questions[0];
  if (!only) return undefined;
  if (claims.action === "other") return { answers: { [only.id]: [form.get("text") ?? ""] } };
  const option = only.options[claims.action];
  return option && { answers: { [only.id]: [option.label] } };
}
