import { css, html, LitElement, nothing } from "lit";
import type { SessionSummary } from "../../client/index.js";
import { formatTime } from "../../core/format-time.js";
import { DEFAULT_LOCALE, type Locale } from "../../core/locale.js";
import { hashForSession } from "../state/hash-route.js";
import { shared } from "../styles/theme.js";
import { type UiText, uiText } from "./ui-text.js";

/** `<ask-user-session-list>`: every session, most recent first, marked when a question waits. */
export class SessionList extends LitElement {
  static override properties = {
    sessions: { attribute: false },
    selectedSessionId: { attribute: false },
    loaded: { type: Boolean },
    locale: { type: String },
  };

  static override styles = [
    shared,
    css`
      :host {
        display: block;
      }
      nav {
        padding: 12px 8px;
      }
      h2 {
        margin: 4px 10px 10px;
        color: var(--ask-user-muted);
        font-size: 12px;
        font-weight: 600;
        letter-spacing: 0.06em;
        text-transform: uppercase;
      }
      ul {
        display: grid;
        gap: 2px;
        margin: 0;
        padding: 0;
        list-style: none;
      }
      a {
        display: grid;
        gap: 2px;
        min-height: 44px;
        padding: 8px 10px;
        border-radius: 8px;
        color: inherit;
        text-decoration: none;
      }
      a:hover {
        background: color-mix(in srgb, var(--ask-user-text) 5%, transparent);
      }
      a[aria-current="page"] {
        background: color-mix(in srgb, var(--ask-user-accent) 11%, transparent);
      }
      .row {
        display: flex;
        align-items: center;
        gap: 8px;
      }
      .name {
        flex: 1;
        min-width: 0;
        font-weight: 500;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      a[aria-current="page"] .name {
        color: var(--ask-user-accent);
        font-weight: 600;
      }
      .pending {
        flex: none;
        display: inline-flex;
        align-items: center;
        gap: 5px;
        padding: 1px 8px;
        border-radius: 999px;
        background: var(--ask-user-accent);
        color: var(--ask-user-accent-text);
        font-size: 11px;
        font-weight: 600;
      }
      .meta {
        color: var(--ask-user-muted);
        font-size: 12.5px;
      }
      .empty {
        margin: 0 10px;
        font-size: 14px;
      }
    `,
  ];

  declare sessions: readonly SessionSummary[];
  declare selectedSessionId: string | undefined;
  declare loaded: boolean;
  /** The language of its words (the app's). */
  declare locale: Locale;

  constructor() {
    super();
    this.sessions = [];
    this.selectedSessionId = undefined;
    this.loaded = false;
    this.locale = DEFAULT_LOCALE;
  }

  protected override render() {
    const text = uiText(this.locale);
    return html`
      <nav aria-label=${text.sessions}>
        <h2>${text.sessions}</h2>
        ${
          !this.loaded
            ? html`<p class="empty muted">${text.loading}</p>`
            : this.sessions.length === 0
              ? html`<p class="empty muted">${text.noSessions}</p>`
              : html`<ul>
                  ${this.sessions.map((session, index) => this.#renderSession(session, index, text))}
                </ul>`
        }
      </nav>
    `;
  }

  #renderSession(session: SessionSummary, index: number, text: UiText) {
    const selected = session.sessionId === this.selectedSessionId;
    const pending = session.pendingQuestionId !== undefined;
    const metaId = `session-meta-${index}`;
    return html`<li>
      <a
        href=${hashForSession(session.sessionId)}
        aria-current=${selected ? "page" : "false"}
        aria-describedby=${metaId}
        data-session-id=${session.sessionId}
        data-pending=${pending ? "true" : "false"}
      >
        <span class="row">
          <span class="name">${session.sessionId}</span>
          ${pending ? html`<span class="pending" title=${text.questionWaiting}>${text.questionBadge}</span>` : nothing}
        </span>
        <span class="meta" id=${metaId}>${describeSession(session, text)}</span>
      </a>
    </li>`;
  }
}

function describeSession(session: SessionSummary, text: UiText): string {
  const parts = [formatTime(session.lastActivityAt)];
  if (session.questionCount > 0) parts.push(text.sessionQuestions(session.questionCount));
  if (session.messageCount > 0) parts.push(text.sessionMessages(session.messageCount));
  return parts.join(" · ");
}

customElements.define("ask-user-session-list", SessionList);

declare global {
  interface HTMLElementTagNameMap {
    "ask-user-session-list": SessionList;
  }
}
