import { randomUUID } from "node:crypto";
import { TEAMS_MESSAGES_PATH, TeamsAdapter } from "../../../src/channels/teams/teams-adapter.js";
import type { ChannelHarness, PromptView, ReminderView } from "../channel-contract.js";
import {
  APP_ID,
  APP_PASSWORD,
  FakeTeamsPlatform,
  FakeTokenSource,
  type SentActivity,
  TENANT_ID,
} from "./fake-teams.js";

export const CHAT_ID = "19:askuser0channel@thread.tacv2";
/** The allowed human: listed by AAD object id, with a Teams user id of their own. */
export const ALLOWED_USER = "0f8fad5b-d9cb-469f-a165-70867728950e";
export const ALLOWED_TEAMS_ID = "29:1allowedUserTeamsId";
export const STRANGER = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
export const STRANGER_TEAMS_ID = "29:1strangerTeamsId";
export const BOT_ID = `28:${APP_ID}`;
export const BOT_NAME = "Ask User";

const TEAMS_IDS: Record<string, string> = {
  [ALLOWED_USER]: ALLOWED_TEAMS_ID,
  [STRANGER]: STRANGER_TEAMS_ID,
};

/** A card element or action, loosely typed. */
type Element = Record<string, unknown> & { type?: string; title?: string; text?: string };

/** What a human reads in a message: the Markdown escapes undone. */
export function unescapeMarkdown(text: string): string {
  return text.replace(/\\(.)/gsu, "$1");
}

/** The lines a card shows: its RichTextBlocks' TextRuns, which read no Markdown. */
export function cardLines(card: Element): string[] {
  const body = (card.body as Element[] | undefined) ?? [];
  return body
    .filter((element) => element.type === "RichTextBlock")
    .map((element) =>
      ((element.inlines as Element[] | undefined) ?? []).map((run) => String(run.text)).join(""),
    );
}

/** The Adaptive Card an activity carries, if any. */
export function cardOf(activity: Record<string, unknown>): Element | undefined {
  const attachments = activity.attachments as Array<{ content?: Element }> | undefined;
  return attachments?.[0]?.content;
}

export function viewOf(sent: SentActivity): PromptView {
  const card = cardOf(sent.activity);
  if (!card)
    return {
      messageId: sent.id,
      text: unescapeMarkdown(String(sent.activity.text ?? "").replace(/<at>[^<]*<\/at>\s*/gu, "")),
      buttons: [],
    };
  const actions = (card.actions as Element[] | undefined) ?? [];
  return {
    messageId: sent.id,
    text: cardLines(card).join("\n"),
    buttons: actions.map((action) => String(action.title)),
  };
}

/** An activity as Teams posts it to the bot, from `user` (an AAD object id) in `conversation`. */
export function activityFrom(
  platform: FakeTeamsPlatform,
  user: string,
  fields: Record<string, unknown>,
  conversation: string = CHAT_ID,
): Record<string, unknown> {
  return {
    id: `f:${randomUUID()}`,
    channelId: "msteams",
    serviceUrl: platform.serviceUrl,
    timestamp: new Date().toISOString(),
    from: { id: TEAMS_IDS[user] ?? `29:${user}`, aadObjectId: user, name: `Name of ${user}` },
    recipient: { id: BOT_ID, name: BOT_NAME },
    conversation: {
      id: conversation,
      conversationType: conversation.startsWith("a:") ? "personal" : "channel",
      tenantId: TENANT_ID,
    },
    channelData: { tenant: { id: TENANT_ID } },
    ...fields,
  };
}

/** A message in the chat mentioning the bot, as Teams sends it from a channel. */
export function messageActivity(
  platform: FakeTeamsPlatform,
  user: string,
  text: string,
  replyTo?: string,
  writtenAt?: number,
): Record<string, unknown> {
  return activityFrom(platform, user, {
    type: "message",
    ...(writtenAt === undefined ? {} : { timestamp: new Date(writtenAt).toISOString() }),
    text: `<at>${BOT_NAME}</at> ${text}`,
    textFormat: "plain",
    entities: [
      { type: "mention", text: `<at>${BOT_NAME}</at>`, mentioned: { id: BOT_ID, name: BOT_NAME } },
    ],
    ...(replyTo === undefined ? {} : { replyToId: replyTo }),
  });
}

/** The invoke Teams sends for an Action.Execute, its data merged with the card's inputs. */
export function executeActivity(
  platform: FakeTeamsPlatform,
  user: string,
  messageId: string,
  action: Element,
  inputs: Record<string, string> = {},
): Record<string, unknown> {
  return activityFrom(platform, user, {
    type: "invoke",
    name: "adaptiveCard/action",
    replyToId: messageId,
    value: {
      action: {
        type: "Action.Execute",
        verb: action.verb,
        data: { ...(action.data as object), ...inputs },
      },
      trigger: "manual",
    },
  });
}

/** The action titled `title` on a card, looking into Action.ShowCard cards as well. */
export function findAction(card: Element | undefined, title: string): Element {
  const actions = [
    ...((card?.actions as Element[] | undefined) ?? []),
    ...((card?.actions as Element[] | undefined) ?? []).flatMap(
      (action) => ((action.card as Element | undefined)?.actions as Element[] | undefined) ?? [],
    ),
  ];
  const found = actions.find((action) => action.title === title);
  if (!found) throw new Error(`no action "${title}" on the card`);
  return found;
}

/** The real adapter against the fake Teams platform, played from the human's side. */
export async function teamsHarness(): Promise<
  ChannelHarness & {
    platform: FakeTeamsPlatform;
    adapter: TeamsAdapter;
    tokens: FakeTokenSource;
    /** Posts an activity to the route with a valid token unless `authorization` is given. */
    post(activity: Record<string, unknown>, authorization?: string | null): Promise<Response>;
  }
> {
  const platform = new FakeTeamsPlatform();
  await platform.start();
  platform.conversations.add(CHAT_ID);
  const tokens = new FakeTokenSource();
  const adapter = new TeamsAdapter({
    credentials: {
      appId: APP_ID,
      appPassword: APP_PASSWORD,
      tenantId: TENANT_ID,
      authority: platform.authority,
    },
    serviceUrl: platform.serviceUrl,
    allowedUsers: [ALLOWED_USER],
    tokens,
  });
  const webhook = adapter.webhook;
  if (!webhook) throw new Error("the adapter serves no route");
  /** Posts an activity; resolves once the adapter has handled it (a message, after its answer). */
  const post = async (activity: Record<string, unknown>, authorization?: string | null) => {
    const bearer = authorization === undefined ? `Bearer ${platform.token()}` : authorization;
    const response = await webhook.handle(
      new Request(`http://gateway.test${TEAMS_MESSAGES_PATH}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(bearer === null ? {} : { authorization: bearer }),
        },
        body: JSON.stringify(activity),
      }),
    );
    await adapter.idle();
    return response;
  };
  /** Other… cards a user has opened, with the prompt they belong to. */
  const openCards = new Map<string, { messageId: string; card: Element }>();
  const prompts = () => platform.activitiesIn(CHAT_ID).filter((sent) => sent.method === "send");
  const sent = (id: string) => {
    const found = platform.activity(id);
    if (!found) throw new Error(`no activity ${id}`);
    return found;
  };
  const reminders = (): ReminderView[] => {
    const promptIds = new Set(prompts().map((prompt) => prompt.id));
    return platform
      .activitiesIn(CHAT_ID)
      .filter((item) => item.replyToId !== undefined && promptIds.has(item.replyToId))
      .map((item) => {
        const entities = (item.activity.entities as Array<Record<string, unknown>>) ?? [];
        return {
          ...viewOf(item),
          repliesTo: item.replyToId ?? "",
          mentions: entities
            .filter((entity) => entity.type === "mention")
            .map((entity) => String((entity.mentioned as { id?: string }).id)),
        };
      });
  };
  const execute = async (
    user: string,
    messageId: string,
    action: Element,
    inputs?: Record<string, string>,
  ) => {
    const response = await post(executeActivity(platform, user, messageId, action, inputs));
    if (response.status !== 200) throw new Error(`invoke answered ${response.status}`);
    return ((await response.json()) as { value?: string }).value ?? "";
  };

  return {
    platform,
    adapter,
    tokens,
    post,
    chatId: CHAT_ID,
    allowedUser: ALLOWED_USER,
    stranger: STRANGER,
    async prompt(index) {
      const deadline = Date.now() + 8000;
      for (;;) {
        const found = prompts()[index];
        if (found) {
          // The hub records the delivery just after Teams' answer; a human is never faster.
          await new Promise((resolve) => setTimeout(resolve, 50));
          return viewOf(found);
        }
        if (Date.now() > deadline) throw new Error(`prompt ${index} was never delivered`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    current: (id) => viewOf(sent(id)),
    async tap(messageId, button, user) {
      const action = findAction(cardOf(sent(messageId).activity), button);
      if (action.type === "Action.ShowCard") {
        // Opens on the client alone: the human's next words go into its text input.
        openCards.set(user, { messageId, card: action.card as Element });
        return "";
      }
      return execute(user, messageId, action);
    },
    async say(text, user, replyTo, writtenAt) {
      const open = openCards.get(user);
      if (open) {
        openCards.delete(user);
        const [input] = (open.card.body as Element[]) ?? [];
        const [submit] = (open.card.actions as Element[]) ?? [];
        if (!input || !submit) throw new Error("the Other… card has no input");
        await execute(user, open.messageId, submit, { [String(input.id)]: text });
        return;
      }
      const response = await post(messageActivity(platform, user, text, replyTo, writtenAt));
      if (response.status !== 200) throw new Error(`message answered ${response.status}`);
    },
    reminders,
    async botMessage(part) {
      const deadline = Date.now() + 8000;
      for (;;) {
        const found = platform
          .activitiesIn(CHAT_ID)
          .filter((item) => item.method === "reply")
          .map((item) => viewOf(item).text)
          .find((text) => text.includes(part));
        if (found !== undefined) return found;
        if (Date.now() > deadline) throw new Error(`no bot message with "${part}"`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    breakChat() {
      platform.conversations.delete(CHAT_ID);
    },
    async close() {
      await adapter.stop();
      await platform.close();
    },
  };
}
