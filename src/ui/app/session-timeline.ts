import { css, html, LitElement, type PropertyValues } from "lit";
import { repeat } from "lit/directives/repeat.js";
import type { DeliveryEntry, SessionMessage, TimelineItemView } from "../../client/index.js";
import { deliveryLine } from "../../core/delivery-line.js";
import { formatTime } from "../../core/format-time.js";
import { DEFAULT_LOCALE, type Locale } from "../../core/locale.js";
import { itemKey } from "../state/timeline-merge.js";
import { shared } from "../styles/theme.js";
import { renderTimelineQuestion } from "./timeline-question.js";
import { uiText } from "./ui-text.js";

/** How close to the end still counts as "reading the latest", in pixels. */
const STICK_DISTANCE = 80;

/**
 * `<ask-user-timeline>`: a session's questions (with their summaries) and plain-text messages,
 * in time order; the gateway's own messages (a clarification of a reply) as small notes, and
 * each prompt and reminder a channel showed as a line with its channel, chat and time. It
 * scrolls itself and stays pinned to the newest item while the reader is there, also when the
 * docked panel below grows or shrinks.
 */
export class SessionTimeline extends LitElement {
  static override properties = {
    items: { attribute: false },
    loading: { type: Boolean },
    surface: { type: String },
    locale: { type: String },
  };

  static override styles = [
    shared,
    css`
      :host {
        display: block;
        overflow-y: auto;
        overscroll-behavior: contain;
      }
      ol {
        display: flex;
        flex-direction: column;
        gap: 14px;
        max-width: 800px;
        margin: 0 auto;
        padding: 20px 20px 12px;
        list-style: none;
      }
      .empty {
        margin: 48px auto;
        text-align: center;
      }
      article {
        padding: 12px 14px;
        border: 1px solid var(--ask-user-border);
        border-radius: 12px;
        background: var(--ask-user-surface);
        overflow-wrap: anywhere;
      }
      .meta {
        display: flex;
        gap: 8px;
        margin-bottom: 4px;
        color: var(--ask-user-muted);
        font-size: 12.5px;
      }
      .question {
        border-left: 3px solid var(--ask-user-border);
      }
      .question.pending {
        border-left-color: var(--ask-user-accent);
      }
      .question.answered {
        border-left-color: var(--ask-user-recommended);
      }
      .prompts {
        display: grid;
        gap: 4px;
        margin: 0;
        padding: 0;
        list-style: none;
      }
      .prompts li {
        display: flex;
        align-items: baseline;
        gap: 8px;
      }
      .chip {
        flex: none;
        padding: 0 8px;
        border-radius: 999px;
        background: color-mix(in srgb, var(--ask-user-accent) 11%, transparent);
        color: var(--ask-user-accent);
        font-size: 12.5px;
        font-weight: 600;
      }
      .waiting {
        margin: 8px 0 0;
        color: var(--ask-user-accent);
        font-size: 14px;
        font-weight: 500;
      }
      .summary {
        margin-top: 8px;
        padding-top: 8px;
        border-top: 1px dashed var(--ask-user-border);
      }
      .summary-line {
        margin: 0;
        font-weight: 600;
      }
      .summary-outcome {
        margin: 0;
        color: var(--ask-user-muted);
        font-size: 13px;
      }
      .closed .summary-outcome {
        font-size: inherit;
        font-weight: 600;
      }
      .message {
        max-width: 85%;
      }
      .message.mine {
        align-self: flex-end;
        border-color: transparent;
        background: color-mix(in srgb, var(--ask-user-accent) 12%, var(--ask-user-surface));
      }
      .message .text,
      .note .text {
        margin: 0;
        white-space: pre-wrap;
      }
      /* The gateway's notes (e.g. a clarification): quiet, centred, no bubble. */
      .note {
        align-self: center;
        max-width: min(90%, 560px);
        padding: 6px 12px;
        border: 0;
        border-radius: 8px;
        background: color-mix(in srgb, var(--ask-user-text) 5%, transparent);
        color: var(--ask-user-muted);
        font-size: 13.5px;
        text-align: center;
      }
      .note .meta {
        justify-content: center;
        margin-bottom: 2px;
        font-size: 12px;
      }
      ol > li {
        display: flex;
        flex-direction: column;
      }
      /* A delivery or reminder: one small line under its question, no bubble. */
      .delivery {
        display: flex;
        flex-wrap: wrap;
        gap: 0 8px;
        align-self: center;
        margin: -6px 0;
        color: var(--ask-user-muted);
        font-size: 12.5px;
      }
      .delivery .chat {
        font-family: ui-monospace, monospace;
      }
    `,
  ];

  declare items: readonly TimelineItemView[];
  declare loading: boolean;
  declare surface: string;
  /** The session's locale: the language of the summaries and of "Waiting for an answer". */
  declare locale: Locale;

  #pinned = true;
  /** Where #stick() last put the scroll position, or -1 once the person scrolled elsewhere. */
  #stuckAt = -1;
  #resizeObserver = new ResizeObserver(() => this.#stick());

  constructor() {
    super();
    this.items = [];
    this.loading = false;
    this.surface = "web";
    this.locale = DEFAULT_LOCALE;
    this.addEventListener("scroll", () => {
      // The scroll event of our own jump arrives a frame later, possibly after the dock below
      // grew (a docking panel) and shrank this list: that is no reason to unpin.
      if (this.scrollTop === this.#stuckAt) return;
      this.#stuckAt = -1;
      this.#pinned = this.scrollHeight - this.scrollTop - this.clientHeight < STICK_DISTANCE;
    });
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#resizeObserver.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#resizeObserver.disconnect();
  }

  /** Jump to the newest item, e.g. after switching sessions. */
  scrollToEnd(): void {
    this.#pinned = true;
    this.updateComplete.then(() => this.#stick());
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has("items")) this.#stick();
  }

  #stick(): void {
    if (!this.#pinned) return;
    this.scrollTop = this.scrollHeight;
    this.#stuckAt = this.scrollTop;
  }

  protected override render() {
    if (this.items.length === 0)
      return html`<p class="empty muted">${uiText(this.locale)[this.loading ? "loading" : "nothingYet"]}</p>`;
    return html`<ol aria-label=${uiText(this.locale).timeline} lang=${this.locale}>
      ${repeat(this.items, itemKey, (item) => html`<li>${this.#renderItem(item)}</li>`)}
    </ol>`;
  }

  #renderItem(item: TimelineItemView) {
    if (item.type === "question") return renderTimelineQuestion(item.question, this.locale);
    return item.type === "message"
      ? this.#renderMessage(item.message)
      : this.#renderDelivery(item.delivery);
  }

  /** Where and when a channel showed the prompt or a reminder: a quiet line, like a note. */
  #renderDelivery(delivery: DeliveryEntry) {
    // Where it went as configured: a webhook's URL, a mail's address, else the chat.
    const place = delivery.url ?? delivery.to ?? delivery.chatId;
    return html`<p
      class="delivery"
      data-delivery=${delivery.kind}
      data-channel=${delivery.channel}
      data-question-id=${delivery.questionId}
    >
      <span>${deliveryLine(delivery, this.locale)}</span>
      ${place === undefined ? "" : html`<span class="chat">${place}</span>`}
      <time datetime=${delivery.at}>${formatTime(delivery.at)}</time>
    </p>`;
  }

  #renderMessage(message: SessionMessage) {
    const author = message.author;
    const mine = author.kind === "human" && author.surface === this.surface;
    const text = uiText(this.locale);
    const name =
      author.kind === "agent"
        ? text.agent
        : author.kind === "gateway"
          ? "ask-user"
          : mine
            ? text.you
            : text.human(author.surface);
    const tone = author.kind === "gateway" ? "note" : mine ? "message mine" : "message";
    return html`<article class=${tone} data-message-id=${message.id} data-author=${author.kind}>
      <div class="meta">
        <span>${name}</span>
        <time datetime=${message.createdAt}>${formatTime(message.createdAt)}</time>
      </div>
      <p class="text">${message.text}</p>
    </article>`;
  }
}

customElements.define("ask-user-timeline", SessionTimeline);

declare global {
  interface HTMLElementTagNameMap {
    "ask-user-timeline": SessionTimeline;
  }
}
