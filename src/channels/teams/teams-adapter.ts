import { Activity } from "@microsoft/agents-activity";
import {
  type AuthConfiguration,
  ConnectorClient,
  HttpError,
  MsalTokenProvider,
  OutboundHostValidator,
} from "@microsoft/agents-hosting";
import { BackgroundWork } from "../background-work.js";
import {
  type ChannelAdapter,
  type ChannelContext,
  ChannelDeliveryError,
  type DeliveryRequest,
  type OutcomeRequest,
  type ReminderRequest,
} from "../channel-adapter.js";
import { controlNotice } from "../channel-text.js";
import { errorText } from "../error-text.js";
import { parseJsonObject } from "../inbound-json.js";
import type { InboundOutcome } from "../inbound-types.js";
import { RecentMap } from "../recent-map.js";
import { retryAfterMs } from "../retry-after.js";
import { untilAborted } from "../until-aborted.js";
import { writtenAt } from "../written-at.js";
import {
  BOT_FRAMEWORK_SCOPE,
  createTokenVerifier,
  type TeamsCredentials,
  type TokenClaims,
  teamsAuthConfiguration,
  tokenFailure,
} from "./teams-auth.js";
import {
  ADAPTIVE_CARD_TYPE,
  type AdaptiveCard,
  escapeCardText,
  formAnswers,
  outcomeCard,
  promptCard,
  readCardAction,
  reminderMessage,
} from "./teams-card.js";
import { DEFAULT_TEAMS_SERVICE_URL } from "./teams-endpoints.js";
import type { TeamsTokenSource } from "./teams-token-source.js";

export const TEAMS_MESSAGES_PATH = "/channels/teams/messages";

/** Where outgoing calls get their bearer token: the SDK's MSAL provider unless a test says. */
export interface TeamsAdapterOptions {
  credentials: TeamsCredentials;
  /** The Bot Connector service for conversations not heard from since the start. */
  serviceUrl?: string;
  /** Who may answer: AAD object ids or Teams user ids (`29:…`); names the answerer by it. */
  allowedUsers: readonly string[];
  tokens?: TeamsTokenSource;
}

const SURFACE = "teams";
/** Conversations (their serviceUrls) and users (their names) kept at most, the oldest dropped. */
const MAX_REMEMBERED = 10_000;
/** How long a notice may take, so a hanging Bot Connector cannot hold the inbound request. */
const NOTICE_TIMEOUT_MS = 10_000;

/** An activity's sender or recipient, as far as the adapter reads it. */
interface Account {
  id?: string;
  name?: string;
  aadObjectId?: string;
  role?: string;
}

/**
 * Microsoft Teams on the Microsoft 365 Agents SDK. Every prompt is one Adaptive Card (buttons
 * for one single-select question, else choice sets and one Submit), updated to its summary at
 * the end; inbound activities come to the gateway's route with a Bot Framework JWT, checked by
 * the SDK's `authorizeJWT`; outgoing calls go to the conversation's Bot Connector service with
 * a token from the SDK's MSAL provider.
 */
export class TeamsAdapter implements ChannelAdapter {
  readonly name = SURFACE;
  readonly webhook: ChannelAdapter["webhook"];
  readonly #auth: AuthConfiguration;
  readonly #tokens: TeamsTokenSource;
  readonly #verify: (authorization: string | null) => Promise<TokenClaims | undefined>;
  readonly #defaultServiceUrl: string;
  /** The hosts a learnt serviceUrl may have: Microsoft's, and the configured default's. */
  readonly #serviceHosts: OutboundHostValidator;
  readonly #allowed: readonly string[];
  /**
   * Each conversation's Bot Connector service, learnt from its inbound activities and kept in
   * the store (this map caches it).
   */
  readonly #serviceUrls = new RecentMap<string, string>(MAX_REMEMBERED);
  /** Display names of users seen, for the mentions of reminders. */
  readonly #names = new RecentMap<string, string>(MAX_REMEMBERED);
  /** Activities handled after their answer; `stop` waits for them. */
  readonly #work = new BackgroundWork((error) =>
    this.#context?.log({ level: "error", msg: "teams activity failed", error: errorText(error) }),
  );
  #context: ChannelContext | undefined;

  constructor(options: TeamsAdapterOptions) {
    this.#auth = teamsAuthConfiguration(options.credentials);
    this.#tokens = options.tokens ?? new MsalTokenProvider();
    this.#verify = createTokenVerifier(this.#auth);
    this.#defaultServiceUrl = options.serviceUrl ?? DEFAULT_TEAMS_SERVICE_URL;
    this.#serviceHosts = new OutboundHostValidator({
      enabled: true,
      hosts: [new URL(this.#defaultServiceUrl).hostname],
    });
    this.#allowed = options.allowedUsers;
    this.webhook = { path: TEAMS_MESSAGES_PATH, handle: (request) => this.#onHttp(request) };
  }

  async start(context: ChannelContext): Promise<void> {
    this.#context = context;
  }

  async stop(): Promise<void> {
    await this.idle();
  }

  /** Resolves once the activities received so far are handled. */
  idle(): Promise<void> {
    return this.#work.idle();
  }

  /** The service a conversation's calls go to: the one it last came from, else the default. */
  async serviceUrlOf(chatId: string): Promise<string> {
    const known = this.#serviceUrls.get(chatId);
    if (known) return known;
    const stored = await this.#context?.addresses.get(chatId);
    // Checked again: the store may hold what an older release or another config allowed.
    if (!stored || !this.#serviceHosts.isAllowed(stored)) return this.#defaultServiceUrl;
    this.#serviceUrls.set(chatId, stored);
    return stored;
  }

  async deliver(request: DeliveryRequest): Promise<{ messageId: string }> {
    const { question, chatId, locale, signal } = request;
    const activity = cardActivity(promptCard(question, locale, Date.now(), chatId));
    const sent = await this.#call(chatId, signal, (client) =>
      client.sendToConversation(chatId, activity),
    );
    if (!sent?.id) throw new ChannelDeliveryError("teams returned no activity id");
    return { messageId: sent.id };
  }

  /** A reply to the prompt (in its thread, in a channel), mentioning the allowed users. */
  async remind(request: ReminderRequest): Promise<{ messageId: string }> {
    const { question, prompt, locale, mentions, signal } = request;
    const users = mentions.map((id) => ({ id, name: this.#names.get(id) ?? id }));
    const activity = Activity.fromObject({
      type: "message",
      textFormat: "markdown",
      text: reminderMessage(question, locale, users, Date.now()),
      replyToId: prompt.messageId,
      entities: users.map((user) => ({
        type: "mention",
        text: `<at>${escapeCardText(user.name)}</at>`,
        mentioned: { id: user.id, name: user.name },
      })),
    });
    const sent = await this.#call(prompt.chatId, signal, (client) =>
      client.replyToActivity(prompt.chatId, prompt.messageId, activity),
    );
    if (!sent?.id) throw new ChannelDeliveryError("teams returned no activity id");
    return { messageId: sent.id };
  }

  /** Updates the card (or reminder) to the summary: no inputs, no buttons. */
  async showOutcome(request: OutcomeRequest): Promise<void> {
    const { question, delivery, locale, signal } = request;
    const activity = cardActivity(outcomeCard(question, locale, SURFACE), delivery.messageId);
    try {
      await this.#call(delivery.chatId, signal, (client) =>
        client.updateActivity(delivery.chatId, delivery.messageId, activity),
      );
    } catch (error) {
      // Deleted by someone: nothing left to close.
      if (error instanceof ChannelDeliveryError && error.cause instanceof HttpError)
        if (error.cause.status === 404) return;
      throw error;
    }
  }

  /** One Bot Connector call with a fresh client (MSAL caches the token), in the hub's terms. */
  async #call<T>(
    chatId: string,
    signal: AbortSignal,
    run: (client: ConnectorClient) => Promise<T>,
  ): Promise<T> {
    try {
      return await untilAborted(
        (async () =>
          run(
            ConnectorClient.createClientWithToken(
              await this.serviceUrlOf(chatId),
              await this.#token(),
            ),
          ))(),
        signal,
      );
    } catch (error) {
      throw deliveryError(error);
    }
  }

  async #token(): Promise<string> {
    try {
      return await this.#tokens.getAccessToken(this.#auth, BOT_FRAMEWORK_SCOPE);
    } catch (error) {
      const { message, permanent } = tokenFailure(error);
      throw new ChannelDeliveryError(message, { permanent, cause: error });
    }
  }

  /**
   * The route: the SDK checks the JWT first. An invoke is answered with its outcome, which
   * the clicker is shown; any other activity is answered at once and handled afterwards, as
   * Bot Framework sends an activity again when its answer is slow. Either is handled once,
   * however often it arrives.
   */
  async #onHttp(request: Request): Promise<Response> {
    const claims = await this.#verify(request.headers.get("authorization"));
    if (!claims) return new Response("unauthorized", { status: 401 });
    const body = parseJsonObject(await request.text());
    let activity: Activity;
    try {
      if (!body) throw new Error("not a JSON object");
      activity = Activity.fromObject(body);
    } catch {
      return new Response("bad activity", { status: 400 });
    }
    const conversationId = activity.conversation?.id;
    const serviceUrl = activity.serviceUrl;
    // A token is issued for one service: it cannot send the bot's replies somewhere else.
    const claimed = (claims as Record<string, unknown>).serviceurl;
    if (typeof claimed === "string" && serviceUrl !== undefined && !sameUrl(claimed, serviceUrl))
      return new Response("unauthorized", { status: 401 });
    if (!conversationId || typeof conversationId !== "string")
      return new Response(null, { status: 200 });
    const { chatId, thread } = splitConversation(conversationId);
    if (serviceUrl && /^https?:\/\//u.test(serviceUrl)) this.#learn(chatId, serviceUrl);
    const inbound = this.#context?.inbound;
    const handle = () => this.#onActivity(activity, chatId, thread);
    const handled =
      activity.id && inbound
        ? inbound.handleOnce(`${conversationId}|${activity.id}`, handle)
        : handle();
    if (activity.type !== "invoke") {
      this.#work.track(handled);
      return new Response(null, { status: 200 });
    }
    try {
      return (await handled) ?? new Response(null, { status: 200 });
    } catch (error) {
      this.#context?.log({ level: "error", msg: "teams activity failed", error: errorText(error) });
      return new Response(null, { status: 200 });
    }
  }

  /**
   * Remembers where a conversation's calls go, if the URL is on a host the SDK's outbound
   * validator allows (Microsoft's, or the configured default's): the bot's token goes there.
   */
  #learn(chatId: string, serviceUrl: string): void {
    if (!this.#serviceHosts.isAllowed(serviceUrl)) {
      this.#context?.log({
        level: "warn",
        msg: "teams serviceUrl not allowed",
        chatId,
        serviceUrl,
      });
      return;
    }
    // Its id, for ASK_USER_TEAMS_CHATS or a session's routes: 1:1 chats have no other place to read it.
    const known = this.#serviceUrls.get(chatId);
    if (known === undefined)
      this.#context?.log({ level: "info", msg: "teams conversation seen", chatId, serviceUrl });
    if (known === serviceUrl) return;
    this.#serviceUrls.set(chatId, serviceUrl);
    const stored = this.#context?.addresses.put(chatId, serviceUrl);
    if (stored) this.#work.track(stored);
  }

  async #onActivity(activity: Activity, chatId: string, thread: string | undefined) {
    const inbound = this.#context?.inbound;
    const from = (activity.from ?? {}) as Account;
    const recipient = (activity.recipient ?? {}) as Account;
    const ok = new Response(null, { status: 200 });
    if (!inbound || !from.id || from.id === recipient.id || from.role === "bot") return ok;
    if (from.name) {
      this.#names.set(from.id, from.name);
      if (from.aadObjectId) this.#names.set(from.aadObjectId, from.name);
    }
    const userId = this.#identify(from);
    const replyTo =
      typeof activity.replyToId === "string" && activity.replyToId !== ""
        ? activity.replyToId
        : thread;
    if (activity.type === "invoke" && activity.name === "adaptiveCard/action") {
      const action = (activity.value as { action?: { data?: unknown } } | undefined)?.action;
      const outcome = await this.#onCardAction(chatId, replyTo, userId, action?.data);
      const notice = controlNotice(outcome, activity.locale);
      // Shown to the clicker alone.
      return Response.json({
        statusCode: 200,
        type: "application/vnd.microsoft.activity.message",
        value: notice,
      });
    }
    if (activity.type !== "message") return ok;
    const conversationId = activity.conversation?.id ?? chatId;
    if (activity.value !== undefined && activity.value !== null) {
      // Action.Submit of a card: a message carrying the action's data and the inputs.
      const outcome = await this.#onCardAction(chatId, replyTo, userId, activity.value);
      if (outcome.kind !== "answered" && outcome.kind !== "ignored")
        await this.#reply(conversationId, activity.id, outcome.notice);
      return ok;
    }
    const text = withoutMentions(activity);
    if (!text) return ok;
    const outcome = await inbound.message({
      chatId,
      userId,
      text,
      ...(replyTo === undefined ? {} : { replyTo }),
      direct: activity.conversation?.conversationType === "personal",
      ...writtenAt(new Date(activity.timestamp ?? Number.NaN).getTime()),
    });
    // An answer shows in the updated card; everything else is said in reply to the message.
    if (outcome.kind !== "ignored" && outcome.kind !== "answered")
      await this.#reply(conversationId, activity.id, outcome.notice);
    return ok;
  }

  /** A card's action (Action.Execute or Action.Submit) as a press, Other text or a form. */
  async #onCardAction(
    chatId: string,
    replyTo: string | undefined,
    userId: string,
    data: unknown,
  ): Promise<InboundOutcome> {
    const inbound = this.#context?.inbound;
    if (!inbound) return { kind: "ignored" };
    const read = readCardAction(data);
    const messageId =
      replyTo ??
      (read && (await inbound.prompt({ chatId, questionId: read.questionId }))?.delivery.messageId);
    if (!read || !messageId) return inbound.press({ chatId, messageId: "" }, userId, undefined);
    const at = { chatId, messageId, names: (id: string) => id === read.questionId };
    const { action } = read;
    switch (action.action) {
      case "option":
        return inbound.press(at, userId, { action: "option", index: action.index });
      case "skip":
        return inbound.press(at, userId, { action: "skip" });
      case "other":
        return inbound.ownWords(at, userId, action.text);
      case "form": {
        const target = { chatId, questionId: read.questionId };
        const shown = await inbound.prompt(target);
        if (!shown) return inbound.press(at, userId, undefined);
        return inbound.submit(target, userId, formAnswers(shown.question, action));
      }
    }
  }

  /**
   * Who answers, as the allow-list names them: by AAD object id or by Teams user id, whichever
   * the list holds; else the AAD object id where Teams gives one.
   */
  #identify(from: Account): string {
    const aad = from.aadObjectId;
    const id = from.id ?? "";
    if (aad && this.#allowed.includes(aad)) return aad;
    if (this.#allowed.includes(id)) return id;
    return aad ?? id;
  }

  /** A notice in reply to a human's message, in its conversation (its thread, in a channel). */
  async #reply(conversationId: string, activityId: string | undefined, text: string) {
    const activity = Activity.fromObject({
      type: "message",
      textFormat: "markdown",
      text: escapeCardText(text),
      ...(activityId ? { replyToId: activityId } : {}),
    });
    await this.#call(
      splitConversation(conversationId).chatId,
      AbortSignal.timeout(NOTICE_TIMEOUT_MS),
      (client) =>
        activityId
          ? client.replyToActivity(conversationId, activityId, activity)
          : client.sendToConversation(conversationId, activity),
    );
  }
}

/** A message carrying one Adaptive Card; with `id`, the update of the card sent as that id. */
function cardActivity(card: AdaptiveCard, id?: string): Activity {
  return Activity.fromObject({
    type: "message",
    ...(id === undefined ? {} : { id }),
    attachments: [{ contentType: ADAPTIVE_CARD_TYPE, content: card }],
  });
}

/**
 * A channel thread's conversation id is the channel's with `;messageid=<root>`: the chat is
 * the channel, and the root is the message the thread replies to (the prompt, for a reply in
 * its thread).
 */
export function splitConversation(conversationId: string): { chatId: string; thread?: string } {
  const match = /^(.*);messageid=([^;]+)$/u.exec(conversationId);
  return match?.[1] && match[2]
    ? { chatId: match[1], thread: match[2] }
    : { chatId: conversationId };
}

/** The text without the bot's @mention (and any other `<at>…</at>`), as the SDK strips it. */
function withoutMentions(activity: Activity): string {
  let text = typeof activity.text === "string" ? activity.text : "";
  try {
    text = activity.removeRecipientMention() ?? text;
  } catch {
    // No entities to read: the plain strip below does it.
  }
  return text.replace(/<at>[^<]*<\/at>/gu, "").trim();
}

function sameUrl(left: string, right: string): boolean {
  const trim = (url: string) => url.replace(/\/+$/u, "").toLowerCase();
  return trim(left) === trim(right);
}

/**
 * A Bot Connector failure in the hub's retry terms: a 429 carries its Retry-After; a refused
 * token, a conversation the bot is not in or that does not exist, a refused body cannot heal
 * by retrying; a 5xx, a timeout or a network error may.
 */
function deliveryError(error: unknown): ChannelDeliveryError {
  if (error instanceof ChannelDeliveryError) return error;
  if (error instanceof HttpError) {
    const status = error.status;
    const data = error.response?.data as { error?: { code?: unknown } } | undefined;
    const code = typeof data?.error?.code === "string" ? ` ${data.error.code}` : "";
    const message = `teams ${status}${code}`;
    if (status === 429)
      return new ChannelDeliveryError(message, {
        retryAfterMs: retryAfterMs(error.response?.headers?.get("retry-after")),
        cause: error,
      });
    return new ChannelDeliveryError(message, {
      permanent: status >= 400 && status < 500 && status !== 408,
      cause: error,
    });
  }
  return new ChannelDeliveryError(`teams: ${errorText(error)}`, { cause: error });
}
