import { SLACK_EVENTS_PATH, SlackAdapter } from "../../../src/channels/slack/slack-adapter.js";
import { signSlackRequest } from "../../../src/channels/slack/slack-signature.js";
import type { ChannelHarness, PromptView, ReminderView } from "../channel-contract.js";
import { type FakeMessage, FakeSlackApi } from "./fake-slack-api.js";

export const CHANNEL_ID = "C0000CHAN";
export const ALLOWED_USER = "U0000ALLOW";
export const STRANGER = "U0000STRNG";
export const SIGNING_SECRET = "8f742231b10e8888abcd99yyyzzz85a5";

export interface SlackSigning {
  form?: boolean;
  timestamp?: number;
  secret?: string;
  headers?: Record<string, string>;
}

/** The headers Slack sends with `body`: `v0` HMAC over the timestamp and the raw body. */
export function signedHeaders(body: string, options: SlackSigning = {}): Record<string, string> {
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  return {
    "content-type": options.form ? "application/x-www-form-urlencoded" : "application/json",
    "x-slack-request-timestamp": timestamp,
    "x-slack-signature": signSlackRequest(options.secret ?? SIGNING_SECRET, timestamp, body),
    ...options.headers,
  };
}

/** A request as Slack signs it. */
export function signedRequest(url: string, body: string, options: SlackSigning = {}): Request {
  return new Request(url, { method: "POST", headers: signedHeaders(body, options), body });
}

/** Interactivity arrives form-encoded: `payload=<json>`. */
export const interactivityBody = (payload: object): string =>
  new URLSearchParams({ payload: JSON.stringify(payload) }).toString();

let sequence = 0;

/** A button click, shaped as Slack's block_actions payload. */
export function blockActions(message: FakeMessage, button: string, userId: string): object {
  const element = message.blocks
    .flatMap((block) => block.elements ?? [])
    .find((item) => item.text.text === button);
  if (!element) throw new Error(`no button "${button}" on message ${message.ts}`);
  sequence += 1;
  return {
    type: "block_actions",
    user: { id: userId, username: userId.toLowerCase(), team_id: "T0001" },
    api_app_id: "A0001",
    token: "legacy-verification-token",
    container: {
      type: "message",
      message_ts: message.ts,
      channel_id: message.channel,
      is_ephemeral: false,
    },
    trigger_id: `${sequence}.trigger.${userId}`,
    team: { id: "T0001", domain: "example" },
    channel: { id: message.channel, name: "ask-user" },
    message: { type: "message", ts: message.ts, text: message.text, blocks: message.blocks },
    response_url: "https://hooks.slack.com/actions/T0001/1/xyz",
    actions: [
      {
        type: "button",
        action_id: element.action_id,
        block_id: "ask_user_choices",
        text: { type: "plain_text", text: element.text.text, emoji: true },
        value: element.value,
        action_ts: `${Date.now() / 1000}`,
      },
    ],
  };
}

/** A modal's submission, shaped as Slack's view_submission payload. */
export function viewSubmission(
  view: Record<string, unknown>,
  userId: string,
  text: string,
): object {
  const blocks = view.blocks as Array<{ block_id: string; element: { action_id: string } }>;
  const input = blocks[0];
  if (!input) throw new Error("the modal has no input");
  sequence += 1;
  return {
    type: "view_submission",
    team: { id: "T0001", domain: "example" },
    user: { id: userId, username: userId.toLowerCase(), team_id: "T0001" },
    api_app_id: "A0001",
    trigger_id: `${sequence}.trigger`,
    view: {
      id: "V0001",
      type: "modal",
      callback_id: view.callback_id,
      private_metadata: view.private_metadata,
      state: {
        values: {
          [input.block_id]: {
            [input.element.action_id]: { type: "plain_text_input", value: text },
          },
        },
      },
    },
  };
}

/** A message event in an Events API envelope. */
export function messageEvent(
  channel: string,
  userId: string,
  text: string,
  thread?: string,
  writtenAt = Date.now(),
): object {
  sequence += 1;
  // Slack's ts: the time in seconds, its fraction keeping messages of one second apart.
  const ts = `${Math.floor(writtenAt / 1000)}.${String(sequence % 1_000_000).padStart(6, "0")}`;
  return {
    token: "legacy-verification-token",
    team_id: "T0001",
    api_app_id: "A0001",
    type: "event_callback",
    event_id: `Ev${sequence}`,
    event_time: Math.floor(Date.now() / 1000),
    event: {
      type: "message",
      channel,
      user: userId,
      text,
      ts,
      channel_type: "channel",
      ...(thread === undefined ? {} : { thread_ts: thread }),
    },
  };
}

/** What the human reads in mrkdwn: entities decoded, bold marks gone. */
export function mrkdwnToText(text: string): string {
  return text.replace(/\*/g, "").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}

export function viewOf(api: FakeSlackApi, channel: string, ts: string): PromptView {
  const message = api.message(channel, ts);
  if (!message) throw new Error(`no message ${ts} in the channel`);
  const section = message.blocks.find((block) => block.type === "section");
  return {
    messageId: ts,
    text: mrkdwnToText(section?.text?.text ?? message.text),
    buttons: message.blocks.flatMap((block) => block.elements ?? []).map((item) => item.text.text),
  };
}

/** The users Slack notifies of a message: those its text (or its section) names as <@U…>. */
function mentioned(message: FakeMessage): string[] {
  const section = message.blocks.find((block) => block.type === "section");
  const text = section?.text?.text ?? message.text;
  return [...text.matchAll(/<@([UW][A-Z0-9]+)(?:\|[^>]*)?>/gu)].map((match) => match[1] ?? "");
}

/** The real adapter and WebClient against a fake Web API, played from the human's side. */
export async function slackHarness(): Promise<
  ChannelHarness & {
    api: FakeSlackApi;
    adapter: SlackAdapter;
    post(request: Request): Promise<Response>;
  }
> {
  const api = new FakeSlackApi();
  await api.start();
  api.channels.add(CHANNEL_ID);
  const adapter = new SlackAdapter({
    token: api.token,
    signingSecret: SIGNING_SECRET,
    apiUrl: api.url,
    timeoutMs: 2000,
  });
  const url = `http://gateway.test${SLACK_EVENTS_PATH}`;
  const webhook = adapter.webhook;
  if (!webhook) throw new Error("the adapter serves no webhook");
  /** What the bot posted in answer to a human's message or click: notices, not reminders. */
  const answers = new Set<string>();
  /** Posts to the adapter's route and waits for the work it started. */
  const post = async (request: Request): Promise<Response> => {
    const before = api.messagesIn(CHANNEL_ID).length;
    const response = await webhook.handle(request);
    await adapter.idle();
    for (const message of api.messagesIn(CHANNEL_ID).slice(before)) answers.add(message.ts);
    return response;
  };
  /** Modals open per user, not yet submitted. */
  const openViews = new Map<string, Record<string, unknown>>();
  const promptIds = (): string[] =>
    api
      .messagesIn(CHANNEL_ID)
      .filter((message) => message.thread_ts === undefined)
      .map((message) => message.ts);
  /** The bot's own posts in a prompt's thread, not in answer to anyone. */
  const reminders = (): ReminderView[] => {
    const prompts = new Set(promptIds());
    return api
      .messagesIn(CHANNEL_ID)
      .filter((message) => prompts.has(String(message.thread_ts)) && !answers.has(message.ts))
      .map((message) => ({
        ...viewOf(api, CHANNEL_ID, message.ts),
        repliesTo: String(message.thread_ts),
        mentions: mentioned(message),
      }));
  };

  return {
    api,
    adapter,
    post,
    chatId: CHANNEL_ID,
    allowedUser: ALLOWED_USER,
    stranger: STRANGER,
    async prompt(index) {
      const deadline = Date.now() + 8000;
      for (;;) {
        const id = promptIds()[index];
        if (id !== undefined) {
          // The hub records the delivery just after Slack's answer; a human is never faster.
          await new Promise((resolve) => setTimeout(resolve, 50));
          return viewOf(api, CHANNEL_ID, id);
        }
        if (Date.now() > deadline) throw new Error(`prompt ${index} was never delivered`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    current: (ts) => viewOf(api, CHANNEL_ID, ts),
    async tap(ts, button, userId) {
      const message = api.message(CHANNEL_ID, ts);
      if (!message) throw new Error(`no message ${ts}`);
      const payload = blockActions(message, button, userId) as { trigger_id: string };
      const before = api.calls.length;
      const response = await post(signedRequest(url, interactivityBody(payload), { form: true }));
      if (response.status !== 200) throw new Error(`click answered ${response.status}`);
      const later = api.calls.slice(before);
      const opened = later.find(
        (call) => call.method === "views.open" && call.payload.trigger_id === payload.trigger_id,
      );
      if (opened) {
        openViews.set(userId, opened.payload.view as Record<string, unknown>);
        return "";
      }
      const notice = later.find(
        (call) => call.method === "chat.postEphemeral" && call.payload.user === userId,
      );
      return String(notice?.payload.text ?? "");
    },
    async say(text, userId, replyTo, writtenAt) {
      const view = openViews.get(userId);
      if (view) {
        openViews.delete(userId);
        const response = await post(
          signedRequest(url, interactivityBody(viewSubmission(view, userId, text)), { form: true }),
        );
        if (response.status !== 200) throw new Error(`submission answered ${response.status}`);
        return;
      }
      // Slack has no threads within threads: a reply to a message in a thread goes in that thread.
      const thread =
        replyTo === undefined
          ? undefined
          : (api.message(CHANNEL_ID, replyTo)?.thread_ts ?? replyTo);
      const response = await post(
        signedRequest(
          url,
          JSON.stringify(messageEvent(CHANNEL_ID, userId, text, thread, writtenAt)),
        ),
      );
      if (response.status !== 200) throw new Error(`event answered ${response.status}`);
    },
    reminders,
    async botMessage(part) {
      const deadline = Date.now() + 8000;
      for (;;) {
        const call = api.calls.find(
          (item) =>
            (item.method === "chat.postEphemeral" ||
              (item.method === "chat.postMessage" && item.payload.thread_ts !== undefined)) &&
            String(item.payload.text).includes(part),
        );
        if (call) return String(call.payload.text);
        if (Date.now() > deadline) throw new Error(`no bot message with "${part}"`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    breakChat() {
      api.channels.delete(CHANNEL_ID);
    },
    async close() {
      await adapter.stop();
      await api.close();
    },
  };
}
