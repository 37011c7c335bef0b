import type { Locale, QuestionRecord } from "../core/index.js";
import type { RouteAddress } from "../service/channel-routes.js";
import type { Delivery } from "../store/question-store.js";
import type { ChatAddressBook } from "./chat-address-book.js";
import type { InboundPipeline } from "./inbound-pipeline.js";

/** An HTTP route a channel serves itself, outside the bearer token (it checks its own proof). */
export interface ChannelHttpRoute {
  /** POST unless given: a page behind a link, say, is a GET. */
  method?: "GET" | "POST";
  /** A Hono path; `:name` segments are parameters the handler reads from the URL itself. */
  path: string;
  /** What the OpenAPI document says of it; a platform's inbound webhook unless given. */
  summary?: string;
  /** The largest body it reads, in bytes; the API's own limit unless given. */
  maxBodyBytes?: number;
  /** What the route takes, said to a request with another method ("a POST with …"). */
  accepts?: string;
  handle(request: Request): Promise<Response>;
}

/** What a channel needs to show a prompt in one chat. */
export interface DeliveryRequest {
  question: QuestionRecord;
  chatId: string;
  locale: Locale;
  /** Aborts the attempt when the hub stops waiting for it. */
  signal: AbortSignal;
}

/**
 * A prompt or reminder whose send was cut off (its process died before it recorded the
 * platform's answer): the platform may hold it all the same.
 */
export interface CopyRequest {
  question: QuestionRecord;
  chatId: string;
  /** For a reminder: its plan step and the prompt it was a reply to. */
  reminder?: { step: number; prompt: Delivery };
  signal: AbortSignal;
}

/** What a channel needs to replace a live prompt with its summary (SPEC L7). */
export interface OutcomeRequest {
  question: QuestionRecord;
  delivery: Delivery;
  locale: Locale;
  signal: AbortSignal;
}

/**
 * What a channel needs to remind of a live prompt where it is (a reply to it, or in its
 * thread), mentioning `mentions` where the platform can. Not a second copy of the prompt.
 */
export interface ReminderRequest {
  question: QuestionRecord;
  /** The prompt to remind of. */
  prompt: Delivery;
  /** The plan step the reminder is of. */
  step: number;
  locale: Locale;
  /** The users who may answer there (the channel's allow-list); may be empty. */
  mentions: readonly string[];
  signal: AbortSignal;
}

/**
 * What the hub gives an adapter: the inbound pipeline that turns taps, modals and replies into
 * answers, and the log. The adapter never touches the store or the service directly, so any
 * adapter can run against a fake.
 */
export interface ChannelContext {
  inbound: ChannelInbound;
  /** Where the platform said each chat is reached, kept across restarts. */
  addresses: ChatAddressBook;
  log(line: Record<string, unknown>): void;
}

/** The inbound pipeline's calls, as an adapter sees them. */
export type ChannelInbound = Pick<
  InboundPipeline,
  | "press"
  | "openOther"
  | "ownWords"
  | "message"
  | "submit"
  | "prompt"
  | "promptOfMessage"
  | "undelivered"
  | "openPrompts"
  | "resent"
  | "handleOnce"
>;

/**
 * A chat platform (Telegram, Slack, Discord, …). It delivers prompts, shows their
 * outcome, and turns inbound taps and replies into answers through its `ChannelContext`.
 * Its `name` is also the surface that answers from it are credited to.
 */
export interface ChannelAdapter {
  readonly name: string;
  /**
   * True for a channel that reaches the human's own devices rather than chats (push): its
   * routes name no chat, and the hub delivers to it with an empty `chatId`.
   */
  readonly chatless?: boolean;
  /**
   * For a channel whose destination is no chat (a webhook's URL, a mail address): the route's
   * key for it and its check, used when a plan or the routes are set.
   */
  readonly routeAddress?: RouteAddress;
  start(context: ChannelContext): Promise<void>;
  stop(): Promise<void>;
  /** Shows the prompt; resolves with the platform's message id, the handle to edit it later. */
  deliver(request: DeliveryRequest): Promise<{ messageId: string }>;
  /**
   * Replaces the prompt with its summary and removes its controls; idempotent. Also replaces a
   * reminder (a delivery with `reminderStep`) with the summary.
   */
  showOutcome(request: OutcomeRequest): Promise<void>;
  /**
   * Reminds of a live prompt where it is; resolves with the reminder's message id. Channels
   * without it (push, whose notification is the prompt itself) are not reminded on.
   */
  remind?(request: ReminderRequest): Promise<{ messageId: string }>;
  /**
   * Finds a prompt or reminder a cut-off send may have left in the chat (by the metadata it was
   * posted with), so that it is recorded and closed with the question instead of posted again;
   * resolves with its message id, or undefined when there is none. Channels without a way to
   * look are sent again.
   */
  findCopy?(request: CopyRequest): Promise<string | undefined>;
  /** An inbound webhook the gateway serves for this channel, when it runs in webhook mode. */
  readonly webhook?: ChannelHttpRoute;
  /**
   * More routes the channel serves outside the bearer token, checking its own proof: a
   * webhook's answer URL, a mail's answer links.
   */
  readonly httpRoutes?: readonly ChannelHttpRoute[];
  /**
   * Inbound traffic only one gateway process may pull at a time, such as a long poll: two
   * pollers would steal each other's updates. The hub starts it at once on a lone gateway, and
   * on a shared store only while this process holds the channel's lease.
   */
  readonly exclusiveReceiver?: ExclusiveReceiver;
}

export interface ExclusiveReceiver {
  /** Begins receiving; resolves once started (receiving goes on in the background). */
  start(): Promise<void>;
  /** Stops receiving; resolves once no more updates will be fetched. */
  stop(): Promise<void>;
}

/**
 * A failed delivery or edit, in the terms the hub's retry needs: how long the platform asked
 * to wait, and whether trying again can help at all.
 */
export class ChannelDeliveryError extends Error {
  readonly retryAfterMs: number | undefined;
  readonly permanent: boolean;

  constructor(
    message: string,
    options: { retryAfterMs?: number; permanent?: boolean; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "ChannelDeliveryError";
    this.retryAfterMs = options.retryAfterMs;
    this.permanent = options.permanent ?? false;
  }
}
