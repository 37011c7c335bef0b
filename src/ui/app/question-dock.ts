import { html, nothing, type ReactiveControllerHost } from "lit";
import { AskUserError } from "../../client/index.js";
import type {
  AskUserAnswerDetail,
  AskUserCollapseChangeDetail,
  AskUserExpireDetail,
} from "../question/ask-user-question.js";
import "../question/ask-user-question.js";
import { describeError } from "./describe-error.js";
import type { GatewayLink } from "./gateway-link.js";
import type { SessionData } from "./session-data.js";
import { SURFACE } from "./surface.js";

/** What the docked panel shows besides the question: set per question, reset for a new one. */
interface PanelState {
  questionId: string;
  collapsed: boolean;
  busy: boolean;
  error: string;
}

/** The gateway expires a prompt at its deadline; ask again if its event is late. */
const EXPIRY_CHECK_DELAYS_MS = [1500, 3000, 6000];

/**
 * The dock's question panel: the open session's pending question (or, for a moment, the one
 * that just expired) as `<ask-user-question>`, and what the human does there: answer or skip,
 * collapse or expand.
 */
export class QuestionDock {
  #host: ReactiveControllerHost;
  #link: GatewayLink;
  #data: SessionData;
  #panel: PanelState | undefined;

  constructor(host: ReactiveControllerHost, link: GatewayLink, data: SessionData) {
    this.#host = host;
    this.#link = link;
    this.#data = data;
  }

  /** Open in full (not collapsed) on a pending question: the composer hides meanwhile. */
  get expanded(): boolean {
    const pending = this.#data.pending;
    return pending !== undefined && this.#panelFor(pending.id).collapsed === false;
  }

  /** Forgets the panel's state, e.g. when another session opens. */
  reset(): void {
    this.#panel = undefined;
    this.#host.requestUpdate();
  }

  render(serverOffsetMs: number) {
    const docked = this.#data.pending ?? this.#data.state.closing;
    if (!docked) return nothing;
    const panel = this.#panelFor(docked.id);
    return html`<ask-user-question
      .question=${docked}
      .serverOffsetMs=${serverOffsetMs}
      ?collapsed=${panel.collapsed}
      ?busy=${panel.busy}
      .error=${panel.error}
      locale=${this.#data.state.locale}
      @ask-user-answer=${this.#onAnswer}
      @ask-user-collapse-change=${this.#onCollapseChange}
      @ask-user-expire=${this.#onExpire}
    ></ask-user-question>`;
  }

  #panelFor(questionId: string): PanelState {
    if (this.#panel?.questionId === questionId) return this.#panel;
    return { questionId, collapsed: false, busy: false, error: "" };
  }

  #updatePanel(questionId: string, change: Partial<PanelState>): void {
    this.#panel = { ...this.#panelFor(questionId), ...change };
    this.#host.requestUpdate();
  }

  #onAnswer = async (event: CustomEvent<AskUserAnswerDetail>) => {
    const detail = event.detail;
    const client = this.#link.client;
    this.#updatePanel(detail.questionId, { busy: true, error: "" });
    try {
      const submission = "skip" in detail ? { skip: true as const } : { answers: detail.answers };
      await client.answer(detail.questionId, submission, { surface: SURFACE });
    } catch (error) {
      // Ended meanwhile (answered elsewhere, expired): the record below shows how.
      if (!(error instanceof AskUserError && error.code === "already_ended")) {
        this.#updatePanel(detail.questionId, {
          busy: false,
          error: describeError(error, this.#data.state.locale),
        });
        this.#link.handleRefusedToken(error);
        return;
      }
    }
    await this.#data.refreshQuestion(detail.questionId);
    this.#updatePanel(detail.questionId, { busy: false });
  };

  #onCollapseChange = (event: CustomEvent<AskUserCollapseChangeDetail>) => {
    this.#updatePanel(event.detail.questionId, { collapsed: event.detail.collapsed });
  };

  #onExpire = (event: CustomEvent<AskUserExpireDetail>) => {
    const { questionId } = event.detail;
    for (const delay of EXPIRY_CHECK_DELAYS_MS)
      window.setTimeout(() => {
        if (this.#data.pending?.id === questionId) this.#data.refreshQuestion(questionId);
      }, delay);
  };
}
