import { setTimeout as sleep } from "node:timers/promises";
import {
  type AnswerSubmission,
  AskUserError,
  closedNotice,
  DEFAULT_LOCALE,
  formatDuration,
  formatMessage,
  invalidRequest,
  messages,
  parseAnswerSubmission,
  type QuestionRecord,
  shorten,
  validateAnswers,
} from "../core/index.js";
import type { QuestionService } from "../service/question-service.js";
import type {
  AwaitedWordsStore,
  Delivery,
  DeliveryRecords,
  PlanStepStore,
  QuestionStore,
} from "../store/question-store.js";
import { isSending, isSent } from "../store/unsent-delivery.js";
import { answeredNotice } from "./channel-text.js";
import { InboundClaims } from "./inbound-claims.js";
import type { ButtonPress, ChatPrompt, InboundOutcome, PromptAddress } from "./inbound-types.js";
import { PlanStepRunner } from "./plan-step-runner.js";

/** A text message in a chat, as the platform delivered it. */
export interface InboundMessage {
  chatId: string;
  userId: string;
  text: string;
  /** The message it replies to (a thread, a reply-to), when it is one. */
  replyTo?: string;
  /** A one-to-one chat, where everything is meant for the bot. */
  direct: boolean;
  /**
   * When the human wrote it by the platform's clock (ms since the epoch; `written-at.ts`):
   * platforms deliver late (WhatsApp retries for days, Telegram keeps updates while no gateway
   * polls, events are replayed), and words written before a prompt was delivered are no answer
   * to it, however they arrive.
   */
  writtenAt?: number;
}

/** How far the platform's clock may be behind ours when `writtenAt` is compared. */
const WRITTEN_AT_SKEW_MS = 5_000;

export interface InboundPipelineOptions {
  /** The channel's name: the surface its answers are credited to. */
  channel: string;
  /** User ids that may answer; empty means anyone in a routed chat. */
  allowedUsers: readonly string[];
  service: QuestionService;
  /**
   * Where the channel's prompts were delivered, whose words its chats await, and the plan
   * steps a question may still reach someone by.
   */
  store: DeliveryRecords &
    AwaitedWordsStore &
    Pick<PlanStepStore, "listPlanSteps"> &
    Pick<QuestionStore, "cluster">;
}

/**
 * The one way inbound traffic from any channel becomes an answer: find the prompt, check who
 * may answer, build the typed submission, answer, and say what to tell the human. Adapters
 * translate platform events into these calls and render the outcome; nothing else.
 */
export class InboundPipeline {
  readonly #channel: string;
  readonly #allowedUsers: readonly string[];
  readonly #service: QuestionService;
  readonly #store: InboundPipelineOptions["store"];
  readonly #claims: InboundClaims;

  constructor(options: InboundPipelineOptions) {
    this.#channel = options.channel;
    this.#allowedUsers = options.allowedUsers;
    this.#service = options.service;
    this.#store = options.store;
    const cluster = options.store.cluster;
    this.#claims = new InboundClaims({
      scope: `inbound:${options.channel}`,
      ...(cluster === undefined ? {} : { cluster }),
    });
  }

  /**
   * Handles a platform event (by its id) once, however often it is delivered: a repeat, on
   * this gateway or another sharing the store, resolves with undefined and does nothing.
   * Should `work` fail, a later delivery of the event is handled again.
   */
  handleOnce<T>(eventId: string, work: () => Promise<T>): Promise<T | undefined> {
    return this.#claims.handleOnce(eventId, work);
  }

  /**
   * A native button: an option or Skip. `press` is undefined for a control the adapter could
   * not read (a forged or outdated one), which is answered as closed.
   */
  async press(
    at: PromptAddress,
    userId: string | undefined,
    press: ButtonPress | undefined,
  ): Promise<InboundOutcome> {
    if (!press) return closed();
    const found = await this.#promptAt(at);
    if (found?.question.status !== "pending") return closed(found);
    if (!this.#mayAnswer(userId)) return notAllowed(found);
    // A button of an older prompt, or a forged one, names an option the question lacks.
    const submission = pressedSubmission(found.question, press);
    if (!submission) return closed(found);
    return this.#answer(found, userId, () => submission);
  }

  /**
   * Other… was chosen: the prompt, when this user may give their own words there. With
   * `awaitWords`, their next message in the chat is taken as those words (a platform without
   * a text box of its own), wherever and whenever it arrives: the request is in the store.
   */
  async openOther(
    at: PromptAddress,
    userId: string | undefined,
    options: { awaitWords?: boolean } = {},
  ): Promise<InboundOutcome | ChatPrompt> {
    const found = await this.#promptAt(at);
    if (found?.question.status !== "pending") return closed(found);
    if (!this.#mayAnswer(userId)) return notAllowed(found);
    if (options.awaitWords)
      await this.#store.awaitWords({
        channel: this.#channel,
        chatId: at.chatId,
        userId,
        questionId: found.question.id,
        messageId: found.delivery.messageId,
        requestedAt: this.#service.now(),
      });
    return found;
  }

  /** The human's own words for a single-select prompt, from Other…. */
  async ownWords(
    at: PromptAddress,
    userId: string | undefined,
    text: string,
  ): Promise<InboundOutcome> {
    const found = await this.#promptAt(at);
    if (found?.question.status !== "pending") return closed(found);
    if (!this.#mayAnswer(userId)) return notAllowed(found);
    return this.#answer(found, userId, (record) => {
      const id = record.questions[0]?.id ?? "";
      const validated = validateAnswers(record.questions, { [id]: [text] });
      if (!validated.ok) throw invalidRequest(validated.issues);
      return { kind: "answers", answers: validated.value };
    });
  }

  /**
   * A text message, through the shared parser (SPEC T1-T3). A reply to a prompt answers that
   * prompt or nothing: an ended one gets a notice of how it ended. A message addressed to no
   * prompt answers only the one prompt open in the chat; with several open, it asks which
   * is meant. Off the allow-list, only a reply to a prompt or a direct message hears why.
   */
  async message(message: InboundMessage): Promise<InboundOutcome> {
    const key = { channel: this.#channel, chatId: message.chatId, userId: message.userId };
    const awaited = await this.#store.takeAwaitedWords(key);
    if (awaited) {
      // Their words after Other… are meant for that prompt alone, ended or not.
      const at = {
        chatId: message.chatId,
        messageId: awaited.messageId,
        names: (questionId: string) => questionId === awaited.questionId,
      };
      const outcome = await this.ownWords(at, message.userId, message.text);
      // Too long, say: they are told why, and their next message is still taken as the words.
      if (outcome.kind === "invalid") await this.#store.awaitWords(awaited);
      return outcome;
    }
    const addressed =
      message.replyTo === undefined
        ? undefined
        : await this.#promptAt({ chatId: message.chatId, messageId: message.replyTo });
    if (addressed) {
      if (!this.#mayAnswer(message.userId)) return notAllowed(addressed);
      if (addressed.question.status !== "pending") return closed(addressed);
      return this.#reply(addressed, message.userId, message.text);
    }
    // A reply to any other message (a clarification, someone's chatter) is addressed to no prompt.
    const open = (await this.#openPrompts(message.chatId)).filter((prompt) =>
      writtenAfter(message, prompt.delivery),
    );
    const [only, ...others] = open;
    if (!only) return { kind: "ignored" };
    if (!this.#mayAnswer(message.userId))
      return message.direct ? notAllowed(only) : { kind: "ignored" };
    if (others.length > 0) return whichPrompt(open, this.#service.now());
    return this.#reply(only, message.userId, message.text);
  }

  /**
   * An answer a channel took with proof of its own that it is meant for this one question (a
   * webhook's answer URL, a mail's signed link): `{ answers }` or `{ skip: true }`, checked
   * like the API's. `at` is the delivery the proof was issued for; `userId` who answered, as
   * the channel knows them (a mail address, say), checked against the allow-list.
   */
  async submit(
    at: { chatId: string; questionId: string },
    userId: string,
    body: unknown,
  ): Promise<InboundOutcome> {
    const found = await this.prompt(at);
    if (found?.question.status !== "pending") return closed(found);
    if (!this.#mayAnswer(userId)) return notAllowed(found);
    return this.#answer(found, userId, (record) => parseAnswerSubmission(record.questions, body));
  }

  /**
   * The prompt delivered to a chat for a question, with the question as it stands: what a page
   * behind a channel's link shows before anything is answered.
   */
  async prompt(at: { chatId: string; questionId: string }): Promise<ChatPrompt | undefined> {
    const [delivery] = (
      await this.#store.listDeliveries({
        questionId: at.questionId,
        channel: this.#channel,
        chatId: at.chatId,
      })
    ).filter((candidate) => candidate.reminderStep === undefined);
    return delivery && this.#promptOf(delivery);
  }

  /**
   * The prompt a message of this channel is, or reminds of, in whichever chat it went to: a
   * mail names the prompt it replies to by Message-ID, but a member of the list the prompt was
   * mailed to replies from an address of their own.
   */
  async promptOfMessage(messageId: string): Promise<ChatPrompt | undefined> {
    const [sent] = await this.#store.listDeliveries({ channel: this.#channel, messageId });
    const delivery = sent && (await this.#deliveryAt(sent.chatId, messageId));
    return delivery && this.#promptOf(delivery);
  }

  /**
   * The platform reports that a sent prompt never arrived (a mail's bounce): the prompt is
   * closed, and when no other prompt of its question reached anyone and no later step of its
   * plan remains, the question ends as `delivery_failed` with the reason (SPEC L6).
   */
  async undelivered(messageId: string, detail: string): Promise<void> {
    const [prompt] = (
      await this.#store.listDeliveries({ channel: this.#channel, messageId })
    ).filter((delivery) => delivery.reminderStep === undefined);
    if (!prompt) return;
    await this.#store.closeDelivery(prompt, this.#service.now());
    const question = await this.#service.find(prompt.questionId);
    if (question?.status !== "pending") return;
    const open = await this.#store.listDeliveries({ questionId: question.id, open: true });
    if (open.some((delivery) => delivery.reminderStep === undefined && isSent(delivery))) return;
    const steps = await this.#store.listPlanSteps(question.id);
    if (PlanStepRunner.laterStepRemains(question, steps)) return;
    const reason = `${this.#channel} ${prompt.chatId}: ${detail}`;
    // It may have ended meanwhile some other way: then nothing failed.
    await this.#service.failDelivery(question.id, reason).catch(() => {});
  }

  /**
   * The chat's prompts whose questions are pending, newest first: what a channel that sent a
   * stand-in first (WhatsApp's template, outside its 24-hour window) looks through when the
   * human writes.
   */
  openPrompts(chatId: string): Promise<ChatPrompt[]> {
    return this.#openPrompts(chatId);
  }

  /**
   * The prompt shown by message `from` in the chat is now message `to` (sent in its place, as
   * WhatsApp sends the real prompt once the human answers its template): replies and taps
   * addressed to `to` find it, and its summary goes there. Resolves with the prompt, or
   * undefined when no open prompt is message `from`; a prompt whose question has ended is
   * closed, and its summary is the caller's to show.
   */
  async resent(chatId: string, from: string, to: string): Promise<ChatPrompt | undefined> {
    const [delivery] = (
      await this.#store.listDeliveries({ channel: this.#channel, chatId, messageId: from })
    ).filter((candidate) => candidate.reminderStep === undefined);
    if (!delivery || delivery.closedAt !== undefined) return undefined;
    const moved = { ...delivery, messageId: to };
    await this.#store.putDelivery(moved);
    const prompt = await this.#promptOf(moved);
    // Ended meanwhile, its closing may have missed the new message: it is closed here instead.
    if (prompt && prompt.question.status !== "pending")
      await this.#store.closeDelivery(moved, this.#service.now());
    return prompt;
  }

  /** A reply to one prompt's question: that question or none. */
  async #reply(prompt: ChatPrompt, userId: string, text: string): Promise<InboundOutcome> {
    try {
      const outcome = await this.#service.replyToQuestion(prompt.question.id, text, {
        surface: this.#channel,
        userId,
      });
      return outcome.outcome === "clarify"
        ? { kind: "clarify", notice: outcome.message, prompt }
        : { kind: "answered", notice: outcome.message, prompt };
    } catch (error) {
      return this.#refused(prompt, error);
    }
  }

  async #answer(
    prompt: ChatPrompt,
    userId: string,
    readSubmission: (record: QuestionRecord) => AnswerSubmission,
  ): Promise<InboundOutcome> {
    try {
      const question = await this.#service.answer(prompt.question.id, readSubmission, {
        surface: this.#channel,
        userId,
      });
      return { kind: "answered", notice: answeredNotice(question, prompt.locale), prompt };
    } catch (error) {
      return this.#refused(prompt, error);
    }
  }

  /** An answer the service refused: ended meanwhile, or invalid (too long, blank). */
  async #refused(prompt: ChatPrompt, error: unknown): Promise<InboundOutcome> {
    if (!(error instanceof AskUserError)) throw error;
    // Another surface, the deadline or a cancel got there first.
    if (error.code === "already_ended") {
      const question = (await this.#service.find(prompt.question.id)) ?? prompt.question;
      return closed({ ...prompt, question });
    }
    if (error.code === "invalid_request") return { kind: "invalid", notice: error.message, prompt };
    throw error;
  }

  /** Whether this channel's allow-list lets the user answer (SPEC C3); nobody unknown may. */
  #mayAnswer(userId: string | undefined): userId is string {
    if (userId === undefined) return false;
    return this.#allowedUsers.length === 0 || this.#allowedUsers.includes(userId);
  }

  /**
   * The prompt a message shows, with its question as it stands, if the control names that
   * question. A prompt still on its way (its send has not returned) is waited for, briefly.
   */
  async #promptAt(at: PromptAddress): Promise<ChatPrompt | undefined> {
    const delivery = await this.#deliveryAt(at.chatId, at.messageId);
    const prompt = delivery && (await this.#promptOf(delivery));
    return prompt && (at.names?.(prompt.question.id) ?? true) ? prompt : undefined;
  }

  /**
   * The prompt a message is, or reminds of (a reply to a reminder means its prompt); one still
   * on its way to the chat is waited for, briefly.
   */
  async #deliveryAt(chatId: string, messageId: string): Promise<Delivery | undefined> {
    const find = async () => {
      const filter = { channel: this.#channel, chatId, messageId };
      const [delivery] = await this.#store.listDeliveries(filter);
      if (delivery?.reminderStep === undefined) return delivery;
      const prompts = await this.#store.listDeliveries({
        questionId: delivery.questionId,
        channel: this.#channel,
        chatId,
      });
      return prompts.find((prompt) => prompt.reminderStep === undefined);
    };
    const known = await find();
    if (known) return known;
    return (await this.#whenSent(chatId)).waited ? find() : undefined;
  }

  /** The chat's prompts whose questions are pending, newest first, once none is on its way. */
  async #openPrompts(chatId: string): Promise<ChatPrompt[]> {
    const { open } = await this.#whenSent(chatId);
    const prompts: ChatPrompt[] = [];
    // Reminders stand for their prompts, which are open as long as they are.
    const live = open.filter((delivery) => isSent(delivery) && delivery.reminderStep === undefined);
    for (const delivery of live.reverse()) {
      const prompt = await this.#promptOf(delivery);
      if (prompt?.question.status === "pending") prompts.push(prompt);
    }
    return prompts;
  }

  /**
   * The chat's open deliveries once no prompt is on its way there (a send that has not
   * returned), waiting at most `SENDING_WAIT_MS`; `waited` says whether one was.
   */
  async #whenSent(chatId: string): Promise<{ open: Delivery[]; waited: boolean }> {
    const filter = { channel: this.#channel, chatId, open: true };
    for (let waited = 0; ; waited += SENDING_POLL_MS) {
      const open = await this.#store.listDeliveries(filter);
      const now = Date.parse(this.#service.now());
      if (waited >= SENDING_WAIT_MS || !open.some((delivery) => isSending(delivery, now)))
        return { open, waited: waited > 0 };
      await sleep(SENDING_POLL_MS);
    }
  }

  async #promptOf(delivery: Delivery): Promise<ChatPrompt | undefined> {
    const question = await this.#service.find(delivery.questionId);
    if (!question) return undefined;
    const { locale } = await this.#service.sessions.settings(question.sessionId);
    return { question, delivery, locale };
  }
}

/** How long a reply or tap waits for a prompt whose send has not returned yet. */
const SENDING_WAIT_MS = 5000;
const SENDING_POLL_MS = 25;

/**
 * "No longer open" for no prompt or one whose control is outdated; for a prompt whose question
 * has ended, how it ended, in the prompt's language.
 */
function closed(prompt?: ChatPrompt): InboundOutcome {
  if (!prompt) return { kind: "closed", notice: messages(DEFAULT_LOCALE).noLongerOpen };
  const notice =
    prompt.question.status === "pending"
      ? messages(prompt.locale).noLongerOpen
      : closedNotice(prompt.question, prompt.locale);
  return { kind: "closed", notice, prompt };
}

/** The most of a question's text a "which one?" notice quotes. */
const WHICH_QUESTION_GRAPHEMES = 60;

/**
 * Asks which prompt a message addressed to none of several means (newest first), naming them
 * by header. Prompts that share their headers are told apart by their question, else by how
 * long ago each was sent, else by their place among them, oldest first.
 */
function whichPrompt(open: readonly ChatPrompt[], now: string): InboundOutcome {
  const locale = open[0]?.locale ?? DEFAULT_LOCALE;
  const strings = messages(locale);
  const headersOf = (prompt: ChatPrompt) =>
    prompt.question.questions.map((question) => question.header).join(" · ");
  const [open1, close1] = strings.quotes;
  const questionOf = (prompt: ChatPrompt) =>
    `${open1}${shorten(prompt.question.questions.map((question) => question.question).join(" · "), WHICH_QUESTION_GRAPHEMES)}${close1}`;
  const agoOf = (prompt: ChatPrompt) => {
    const ms = Date.parse(now) - Date.parse(prompt.delivery.deliveredAt);
    const time = formatDuration(locale, Number.isFinite(ms) ? Math.max(0, ms) / 1000 : 0);
    return formatMessage(strings.sentAgo, { time });
  };
  const names = open.map((prompt) => {
    const headers = headersOf(prompt);
    const alike = open.filter((other) => headersOf(other) === headers);
    if (alike.length === 1) return headers;
    const distinct = (detail: (each: ChatPrompt) => string) =>
      new Set(alike.map(detail)).size === alike.length;
    let detail: string;
    if (distinct(questionOf)) detail = questionOf(prompt);
    else if (distinct(agoOf)) detail = agoOf(prompt);
    else {
      // Newest first, as listed: the oldest is the last.
      const number = alike.length - alike.indexOf(prompt);
      detail = formatMessage(strings.sentOrder, {
        number: String(number),
        count: String(alike.length),
      });
    }
    return formatMessage(strings.whichPromptItem, { headers, detail });
  });
  return {
    kind: "which",
    notice: formatMessage(strings.whichPrompt, { headers: names.join(", ") }),
  };
}

function notAllowed(prompt: ChatPrompt): InboundOutcome {
  return { kind: "not_allowed", notice: messages(prompt.locale).notAllowed, prompt };
}

/** The typed submission of a button press, straight from the question's own labels. */
function pressedSubmission(
  question: QuestionRecord,
  press: ButtonPress,
): AnswerSubmission | undefined {
  if (press.action === "skip") return { kind: "skip" };
  const only = question.questions[0];
  const option = only?.options[press.index];
  return only && option ? { kind: "answers", answers: { [only.id]: [option.label] } } : undefined;
}

/** Whether the message may have been written with the delivery in view. */
function writtenAfter(message: InboundMessage, delivery: Delivery): boolean {
  return (
    message.writtenAt === undefined ||
    message.writtenAt + WRITTEN_AT_SKEW_MS >= Date.parse(delivery.deliveredAt)
  );
}
