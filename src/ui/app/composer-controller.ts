import type { ReactiveControllerHost } from "lit";
import { AskUserError, type QuestionView } from "../../client/index.js";
import { formatMessage } from "../../core/messages/format-message.js";
import { messages } from "../../core/messages/messages.js";
import { type ComposerSent, submitComposerText } from "./composer-submit.js";
import { describeError } from "./describe-error.js";
import type { GatewayLink } from "./gateway-link.js";
import { HostState } from "./host-state.js";
import type { ComposerSubmitDetail } from "./message-composer.js";
import type { SessionData } from "./session-data.js";

export interface ComposerState {
  sending: boolean;
  error: string;
  /** What the gateway said about the last reply from the composer. */
  note: string;
}

/** What the controller does to the page once text went out. */
export interface ComposerView {
  clearComposer(): void;
  scrollToEnd(): void;
}

/** The composer's state: its text going out, and what came back (see composer-submit.ts). */
export class ComposerController {
  #link: GatewayLink;
  #data: SessionData;
  #view: ComposerView;
  #state: HostState<ComposerState>;

  constructor(
    host: ReactiveControllerHost,
    link: GatewayLink,
    data: SessionData,
    view: ComposerView,
  ) {
    this.#link = link;
    this.#data = data;
    this.#view = view;
    this.#state = new HostState<ComposerState>(host, { sending: false, error: "", note: "" });
  }

  get state(): ComposerState {
    return this.#state.value;
  }

  /** Forgets the last error and note, e.g. when another session opens. */
  reset(): void {
    this.#state.update({ error: "", note: "" });
  }

  /** How to answer the pending question in the composer, from the core's strings. */
  get hint(): string {
    const pending = this.#data.pending;
    if (!pending) return "";
    const strings = messages(this.#data.state.locale);
    const [first, ...rest] = pending.questions;
    if (rest.length > 0) return strings.replyLines;
    if (first?.multiSelect)
      return formatMessage(strings.replyMany, {
        example: `${strings.quotes[0]}1, 2${strings.quotes[1]}`,
      });
    return strings.replyOne;
  }

  submit = async (event: CustomEvent<ComposerSubmitDetail>) => {
    const { sessionId } = this.#data.state;
    if (sessionId === undefined) return;
    this.#state.update({ sending: true, error: "", note: "" });
    const pendingQuestion = this.#data.pending;
    try {
      const sent = await submitComposerText({
        client: this.#link.client,
        sessionId,
        text: event.detail.text,
        pendingQuestion,
      });
      if (sessionId !== this.#data.state.sessionId) return; // the person moved on meanwhile
      this.#afterSent(sessionId, sent, pendingQuestion);
      this.#view.scrollToEnd();
    } catch (error) {
      if (error instanceof AskUserError && error.code === "already_ended" && pendingQuestion) {
        // It ended elsewhere first: the words stay in the composer, and the panel shows how.
        const strings = messages(this.#data.state.locale);
        this.#state.update({ note: strings.noLongerOpen });
        this.#data.refreshQuestion(pendingQuestion.id);
        return;
      }
      this.#state.update({ error: describeError(error, this.#data.state.locale) });
      this.#link.handleRefusedToken(error);
    } finally {
      this.#state.update({ sending: false });
    }
  };

  /**
   * A message lands in the timeline at once. A reply: answered or skipped, the question's event
   * closes the panel (its record is fetched too, in case the event is late); a clarification
   * arrives in the timeline as the gateway's note, with the question still pending; and if the
   * question ended meanwhile the text stays in the composer, to be sent as a message instead.
   */
  #afterSent(sessionId: string, sent: ComposerSent, pendingQuestion: QuestionView | undefined) {
    if (sent.kind === "message") {
      this.#data.addMessage(sent.message);
      this.#view.clearComposer();
      return;
    }
    const { reply } = sent;
    const questionId = reply.questionId ?? pendingQuestion?.id;
    if (reply.outcome !== "no_pending") this.#view.clearComposer();
    if (reply.outcome !== "clarify") this.#state.update({ note: reply.message });
    if (reply.outcome === "clarify") this.#data.loadTimeline(sessionId);
    else if (questionId !== undefined) this.#data.refreshQuestion(questionId);
  }
}
