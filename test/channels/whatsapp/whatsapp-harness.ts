import { WhatsAppAdapter } from "../../../src/channels/whatsapp/whatsapp-adapter.js";
import type { ChannelHarness, PromptView, ReminderView } from "../channel-contract.js";
import {
  FakeGraphApi,
  inboundMessage,
  replyContent,
  type SentMessage,
  signedRequest,
  textContent,
} from "./fake-graph-api.js";

/** The human the prompts go to: on WhatsApp, their number is the chat. */
export const CHAT = "4915110000001";
/** Someone else, who can only write from a chat of their own. */
export const STRANGER = "4915110000009";
export const VERIFY_TOKEN = "verify-token-0123456789";

export interface WhatsAppHarness extends ChannelHarness {
  api: FakeGraphApi;
  adapter: WhatsAppAdapter;
  /** Posts a webhook body, signed; resolves once the adapter has handled it (after its answer). */
  post(body: Record<string, unknown>): Promise<Response>;
  /** The bot's replies to message `id`, oldest first. */
  repliesTo(id: string): SentMessage[];
}

/**
 * The real adapter against a fake Graph API, played from the human's side with signed webhook
 * calls. WhatsApp cannot edit a message: a message "reads now" as its latest closing reply
 * (a reply to it that is neither a reminder nor a notice to the human), whose controls a tap
 * can no longer use, or else as it was sent.
 */
export async function whatsappHarness(
  options: { template?: { name: string; language: string }; allowed?: string } = {},
): Promise<WhatsAppHarness> {
  const api = new FakeGraphApi();
  await api.start();
  const adapter = new WhatsAppAdapter({
    token: api.token,
    phoneNumberId: api.phoneNumberId,
    appSecret: api.appSecret,
    verifyToken: VERIFY_TOKEN,
    graphUrl: api.url,
    ...(options.template ? { template: options.template } : {}),
  });
  const repliesTo = (id: string) => api.sent.filter((message) => contextOf(message) === id);
  const sent = (id: string): SentMessage => {
    const message = api.message(id);
    if (!message) throw new Error(`no message ${id} was sent`);
    return message;
  };
  const view = (id: string): PromptView => {
    const closing = repliesTo(id).filter((reply) => !isReminder(reply));
    const last = closing.at(-1);
    if (last) return { messageId: id, text: textOf(last), buttons: [] };
    const message = sent(id);
    return {
      messageId: id,
      text: textOf(message),
      buttons: controlsOf(message).map((c) => c.title),
    };
  };
  /** The prompts: the bot's messages to the chat that reply to nothing and are no template. */
  const promptIds = () =>
    api
      .messagesTo(CHAT)
      .filter((message) => contextOf(message) === undefined && message.payload.type !== "template")
      .map((message) => message.id);
  const post = async (body: Record<string, unknown>) => {
    const response = await adapter.webhook.handle(
      signedRequest(api.appSecret, JSON.stringify(body)),
    );
    if (response.status !== 200) throw new Error(`webhook answered ${response.status}`);
    await adapter.idle();
    return response;
  };
  /** A human's message: it opens their 24-hour window, as on WhatsApp. */
  const write = async (
    from: string,
    content: Record<string, unknown>,
    context?: string,
    writtenAt?: number,
  ) => {
    api.closedWindows.delete(from);
    const message = inboundMessage(api, from, content, {
      ...(context === undefined ? {} : { context }),
      ...(writtenAt === undefined ? {} : { timestamp: String(Math.floor(writtenAt / 1000)) }),
    });
    await post(message.body);
    return message.id;
  };

  return {
    api,
    adapter,
    chatId: CHAT,
    allowedUser: CHAT,
    stranger: STRANGER,
    post,
    repliesTo,
    async prompt(index) {
      const deadline = Date.now() + 8000;
      for (;;) {
        const id = promptIds()[index];
        if (id !== undefined) return view(id);
        if (Date.now() > deadline) throw new Error(`prompt ${index} was never delivered`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    current: view,
    async tap(messageId, button, userId) {
      const message = sent(messageId);
      const control = controlsOf(message).find((item) => item.title === button);
      if (!control) throw new Error(`no control "${button}" on message ${messageId}`);
      const kind = controlKind(message);
      const tapId = await write(userId, replyContent(kind, control.id, control.title), messageId);
      // The post waits for the adapter's handling: its reply, if any, is there.
      const notice = repliesTo(tapId).at(-1);
      return notice ? textOf(notice) : "";
    },
    async say(text, userId, replyTo, writtenAt) {
      await write(userId, textContent(text), replyTo, writtenAt);
    },
    reminders() {
      const prompts = new Set(promptIds());
      return api.sent
        .filter((message) => prompts.has(contextOf(message) ?? "") && isReminder(message))
        .map(
          (message): ReminderView => ({
            ...view(message.id),
            repliesTo: contextOf(message) ?? "",
            // A chat is one human, whom WhatsApp notifies of every message.
            mentions: [message.to],
          }),
        );
    },
    async botMessage(part) {
      const call = await api.waitForCall(
        "messages",
        (item) =>
          item.payload.context !== undefined &&
          textOf({ id: "", to: "", payload: item.payload }).includes(part),
      );
      return textOf({ id: "", to: "", payload: call.payload });
    },
    breakChat() {
      api.unreachable.add(CHAT);
    },
    async close() {
      await adapter.stop();
      await api.close();
    },
  };
}

/** The message a message replies to. */
export function contextOf(message: SentMessage): string | undefined {
  return (message.payload.context as { message_id?: string } | undefined)?.message_id;
}

/** What the human reads: the body without WhatsApp's formatting marks; a template by name. */
export function textOf(message: SentMessage): string {
  const payload = message.payload as {
    text?: { body: string };
    interactive?: { body: { text: string } };
    template?: { name: string };
  };
  if (payload.template) return `[template ${payload.template.name}]`;
  const body = payload.text?.body ?? payload.interactive?.body.text ?? "";
  return body.replace(/```|[*_~`]/gu, "");
}

/** The reply buttons or list rows of a message, in order. */
export function controlsOf(message: SentMessage): { id: string; title: string }[] {
  const interactive = message.payload.interactive as
    | {
        action: {
          buttons?: { reply: { id: string; title: string } }[];
          sections?: { rows: { id: string; title: string }[] }[];
        };
      }
    | undefined;
  if (!interactive) return [];
  const buttons = interactive.action.buttons?.map((button) => button.reply) ?? [];
  const rows = interactive.action.sections?.flatMap((section) => section.rows) ?? [];
  return [...buttons, ...rows].map(({ id, title }) => ({ id, title }));
}

/** Whether a tap on the message is a `button_reply` or a `list_reply`. */
export function controlKind(message: SentMessage): "button_reply" | "list_reply" {
  const interactive = message.payload.interactive as { type?: string } | undefined;
  return interactive?.type === "list" ? "list_reply" : "button_reply";
}

function isReminder(message: SentMessage): boolean {
  return textOf(message).startsWith("⏰");
}
