import { closedNotice, DEFAULT_LOCALE, messages } from "../../core/index.js";
import type {
  ChannelAdapter,
  ChannelContext,
  ChannelWebhook,
  DeliveryRequest,
} from "../channel-adapter.js";
import type { ChatPrompt } from "../inbound-types.js";
import { EMAIL_ROUTE_ADDRESS } from "./email-address.js";
import { type LinkAction, type LinkClaims, LinkSigner } from "./email-links.js";
import { promptMail } from "./email-message.js";
import { confirmPage, noticePage } from "./email-pages.js";
import { EmailSender } from "./email-sender.js";

/** Where a mail's answer links lead: a confirmation page (GET) whose button answers (POST). */
export const EMAIL_LINK_PATH = "/channels/email/links/:token";

export interface EmailAdapterOptions {
  smtpUrl: string;
  /** The sender, `ask-user@example.com` or `Ask User <ask-user@example.com>`. */
  from: string;
  /** The key links are signed with. */
  linkSecret: string;
  /** Where humans reach the gateway, for the links. */
  publicUrl(): string;
}

/**
 * Email: a prompt is a mail (text and HTML) with one-click answer links. A mail cannot be
 * edited, so an ended question sends nothing more; its links then say how it ended.
 */
export class EmailAdapter implements ChannelAdapter {
  readonly name = "email";
  readonly routeAddress = EMAIL_ROUTE_ADDRESS;
  readonly httpRoutes: readonly ChannelWebhook[];
  readonly #sender: EmailSender;
  readonly #links: LinkSigner;
  readonly #publicUrl: () => string;
  #context: ChannelContext | undefined;

  constructor(options: EmailAdapterOptions) {
    this.#sender = new EmailSender(options.smtpUrl, options.from);
    this.#links = new LinkSigner(options.linkSecret);
    this.#publicUrl = options.publicUrl;
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

    const body = submission(prompt, claims, await request.formData());
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

/** What a link answers, as the API takes it: the option, the words typed on its page, or Skip. */
function submission(prompt: ChatPrompt, claims: LinkClaims, form: FormData): object | undefined {
  if (claims.action === "skip") return { skip: true };
  const only = prompt.question.questions[0];
  if (!only) return undefined;
  if (claims.action === "other")
    return { answers: { [only.id]: [String(form.get("text") ?? "")] } };
  const option = only.options[claims.action];
  return option && { answers: { [only.id]: [option.label] } };
}
