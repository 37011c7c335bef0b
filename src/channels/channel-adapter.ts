import type { AnswerSubmission, Locale, QuestionRecord } from "../core/index.js";
import type { ReplyOutcome } from "../service/reply-outcome.js";
import type { Responder } from "../service/responder.js";
import type { Delivery } from "../store/question-store.js";

/** What a channel needs to show a prompt in one chat. */
export interface DeliveryRequest {
  question: QuestionRecord;
  chatId: string;
  locale: Locale;
  /** Aborts the attempt when the hub stops waiting for it. */
  signal: AbortSignal;
}

/** What a channel needs to replace a live prompt with its summary (SPEC L7). */
export interface OutcomeRequest {
  question: QuestionRecord;
  delivery: Delivery;
  locale: Locale;
  signal: AbortSignal;
}

/** A prompt a chat is showing, found from a message or a chat. */
export interface OpenPrompt {
  question: QuestionRecord;
  delivery: Delivery;
  locale: Locale;
}

/**
 * What the hub gives an adapter to turn taps and replies into answers. The adapter never
 * touches the store or the service directly, so any adapter can run against a fake.
 */
export interface ChannelContext {
  /** The prompt a channel message shows, while its question is pending. */
  findPrompt(chatId: string, messageId: string): Promise<OpenPrompt | undefined>;
  /** The newest pending prompt in a chat: where a loose text reply goes. */
  latestPrompt(chatId: string): Promise<OpenPrompt | undefined>;
  /** Whether this channel's allow-list lets the user answer (SPEC C3). */
  mayAnswer(userId: string): boolean;
  answer(
    questionId: string,
    readSubmission: (record: QuestionRecord) => AnswerSubmission,
    responder: Responder,
  ): Promise<QuestionRecord>;
  reply(sessionId: string, text: string, responder: Responder): Promise<ReplyOutcome>;
  log(line: Record<string, unknown>): void;
}

/**
 * A chat platform (Telegram, later Slack and Discord). It delivers prompts, shows their
 * outcome, and turns inbound taps and replies into answers through its `ChannelContext`.
 * Its `name` is also the surface that answers from it are credited to.
 */
export interface ChannelAdapter {
  readonly name: string;
  start(context: ChannelContext): Promise<void>;
  stop(): Promise<void>;
  /** Shows the prompt; resolves with the platform's message id, the handle to edit it later. */
  deliver(request: DeliveryRequest): Promise<{ messageId: string }>;
  /** Replaces the prompt with its summary and removes its controls; idempotent. */
  showOutcome(request: OutcomeRequest): Promise<void>;
  /** An inbound webhook the gateway serves for this channel, when it runs in webhook mode. */
  readonly webhook?: { path: string; handle(request: Request): Promise<Response> };
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
