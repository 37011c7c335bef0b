import {
  type AnswerSubmission,
  AskUserError,
  DEFAULT_LOCALE,
  invalidRequest,
  messages,
  type QuestionRecord,
  validateAnswers,
} from "../core/index.js";
import type { QuestionService } from "../service/question-service.js";
import type { Delivery, QuestionStore } from "../store/question-store.js";
import { answeredNotice } from "./channel-text.js";
import type { ButtonPress, InboundOutcome, OpenPrompt, PromptAddress } from "./inbound-types.js";

/** A text message in a chat, as the platform delivered it. */
export interface InboundMessage {
  chatId: string;
  userId: string;
  text: string;
  /** The message it replies to (a thread, a reply-to), when it is one. */
  replyTo?: string;
  /** A one-to-one chat, where everything is meant for the bot. */
  direct: boolean;
}

export interface InboundPipelineOptions {
  /** The channel's name: the surface its answers are credited to. */
  channel: string;
  /** User ids that may answer; empty means anyone in a routed chat. */
  allowedUsers: readonly string[];
  service: QuestionService;
  /** Where the channel's prompts were delivered. */
  deliveries: Pick<QuestionStore, "listDeliveries">;
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
  readonly #deliveries: Pick<QuestionStore, "listDeliveries">;

  constructor(options: InboundPipelineOptions) {
    this.#channel = options.channel;
    this.#allowedUsers = options.allowedUsers;
    this.#service = options.service;
    this.#deliveries = options.deliveries;
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
    const found = press && (await this.#promptAt(at));
    if (!found) return closed();
    if (!this.#mayAnswer(userId)) return notAllowed(found);
    // A button of an older prompt, or a forged one, names an option the question lacks.
    const submission = pressedSubmission(found.question, press);
    if (!submission) return closed(found);
    return this.#answer(found, userId, () => submission);
  }

  /** Other… was chosen: the prompt, when this user may give their own words there. */
  async openOther(
    at: PromptAddress,
    userId: string | undefined,
  ): Promise<InboundOutcome | OpenPrompt> {
    const found = await this.#promptAt(at);
    if (!found) return closed();
    return this.#mayAnswer(userId) ? found : notAllowed(found);
  }

  /** The human's own words for a single-select prompt, from Other…. */
  async ownWords(
    at: PromptAddress,
    userId: string | undefined,
    text: string,
  ): Promise<InboundOutcome> {
    const found = await this.#promptAt(at);
    if (!found) return closed();
    if (!this.#mayAnswer(userId)) return notAllowed(found);
    return this.#answer(found, userId, (record) => {
      const id = record.questions[0]?.id ?? "";
      const validated = validateAnswers(record.questions, { [id]: [text] });
      if (!validated.ok) throw invalidRequest(validated.issues);
      return { kind: "answers", answers: validated.value };
    });
  }

  /**
   * A text message: a reply to a prompt, or a loose reply answering the chat's newest open
   * prompt, through the shared parser (SPEC T1-T3). Off the allow-list, only a reply to the
   * prompt or a direct message hears why; other talk in a group is not meant for the bot.
   */
  async message(message: InboundMessage): Promise<InboundOutcome> {
    const addressed =
      message.replyTo === undefined
        ? undefined
        : await this.#promptAt({ chatId: message.chatId, messageId: message.replyTo });
    const found = addressed ?? (await this.#latestPrompt(message.chatId));
    if (!found) return { kind: "ignored" };
    if (!this.#mayAnswer(message.userId))
      return addressed || message.direct ? notAllowed(found) : { kind: "ignored" };
    try {
      const outcome = await this.#service.reply(found.question.sessionId, message.text, {
        surface: this.#channel,
        userId: message.userId,
      });
      if (outcome.outcome === "clarify")
        return { kind: "clarify", notice: outcome.message, prompt: found };
      if (outcome.outcome === "no_pending") return { kind: "ignored" };
      return { kind: "answered", notice: outcome.message, prompt: found };
    } catch (error) {
      // A reply the gateway refuses (too long, say) is explained, not dropped.
      if (error instanceof AskUserError && error.code === "invalid_request")
        return { kind: "invalid", notice: error.message, prompt: found };
      throw error;
    }
  }

  async #answer(
    prompt: OpenPrompt,
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
      if (!(error instanceof AskUserError)) throw error;
      // Another surface, the deadline or a cancel got there first.
      if (error.code === "already_ended") return closed(prompt);
      if (error.code === "invalid_request")
        return { kind: "invalid", notice: error.message, prompt };
      throw error;
    }
  }

  /** Whether this channel's allow-list lets the user answer (SPEC C3); nobody unknown may. */
  #mayAnswer(userId: string | undefined): userId is string {
    if (userId === undefined) return false;
    return this.#allowedUsers.length === 0 || this.#allowedUsers.includes(userId);
  }

  /** The open prompt a message shows, if it still names the question the control names. */
  async #promptAt(at: PromptAddress): Promise<OpenPrompt | undefined> {
    const [delivery] = await this.#deliveries.listDeliveries({
      channel: this.#channel,
      chatId: at.chatId,
      messageId: at.messageId,
    });
    const prompt = delivery && (await this.#openPrompt(delivery));
    return prompt && (at.names?.(prompt.question.id) ?? true) ? prompt : undefined;
  }

  /** The newest pending prompt in a chat: where a loose text reply goes. */
  async #latestPrompt(chatId: string): Promise<OpenPrompt | undefined> {
    const open = await this.#deliveries.listDeliveries({
      channel: this.#channel,
      chatId,
      open: true,
    });
    for (const delivery of open.reverse()) {
      const prompt = await this.#openPrompt(delivery);
      if (prompt) return prompt;
    }
    return undefined;
  }

  async #openPrompt(delivery: Delivery): Promise<OpenPrompt | undefined> {
    const question = await this.#service.find(delivery.questionId);
    if (question?.status !== "pending") return undefined;
    const { locale } = await this.#service.sessions.settings(question.sessionId);
    return { question, delivery, locale };
  }
}

/** "No longer open", in the prompt's language when there is one. */
function closed(prompt?: OpenPrompt): InboundOutcome {
  return prompt
    ? { kind: "closed", notice: messages(prompt.locale).noLongerOpen, prompt }
    : { kind: "closed", notice: messages(DEFAULT_LOCALE).noLongerOpen };
}

function notAllowed(prompt: OpenPrompt): InboundOutcome {
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
