import { css, html, LitElement, nothing } from "lit";
import { DEFAULT_LOCALE, type Locale } from "../../core/locale.js";
import { shared } from "../styles/theme.js";
import { uiText } from "./ui-text.js";

export interface ComposerSubmitDetail {
  text: string;
}

/**
 * `<ask-user-composer>`: a textarea and Send. Enter sends, Shift+Enter starts a new line. It
 * only reports `composer-submit`; the app sends the text and calls clear() once it went out.
 * While a question is pending the app sets `hint` (how to answer, from the core's strings) and
 * shows the gateway's word on the last reply in `note`, both in the session's `locale`.
 */
export class MessageComposer extends LitElement {
  static override properties = {
    sending: { type: Boolean },
    error: { type: String },
    hint: { type: String },
    note: { type: String },
    locale: { type: String },
    value: { state: true },
  };

  static override styles = [
    shared,
    css`
      :host {
        display: block;
      }
      :host([hidden]) {
        display: none;
      }
      form {
        display: flex;
        align-items: flex-end;
        gap: 8px;
        padding: 8px;
        border: 1px solid var(--ask-user-border);
        border-radius: 14px;
        background: var(--ask-user-surface);
      }
      form:focus-within {
        border-color: var(--ask-user-accent);
      }
      textarea {
        flex: 1;
        min-height: 40px;
        max-height: 200px;
        padding: 9px 8px;
        border: 0;
        background: none;
        color: inherit;
        font: inherit;
        resize: none;
        field-sizing: content;
      }
      textarea:focus-visible {
        outline: none;
      }
      .button {
        min-height: 40px;
      }
      .error,
      .note {
        margin: 6px 4px 0;
        color: var(--ask-user-danger);
        font-size: 14px;
      }
      .note {
        color: var(--ask-user-muted);
      }
    `,
  ];

  declare sending: boolean;
  declare error: string;
  /** The placeholder while a question is pending; "Write a message" otherwise. */
  declare hint: string;
  /** What the gateway said about the last reply, e.g. "Answered: Deploy: Production". */
  declare note: string;
  /** The session's locale: the language of its words, `hint` and `note`. */
  declare locale: Locale;
  declare protected value: string;

  constructor() {
    super();
    this.sending = false;
    this.error = "";
    this.hint = "";
    this.note = "";
    this.locale = DEFAULT_LOCALE;
    this.value = "";
  }

  /** Empties the field after the app has sent the text. */
  clear(): void {
    this.value = "";
  }

  override focus(): void {
    this.renderRoot.querySelector("textarea")?.focus();
  }

  protected override render() {
    const empty = this.value.trim() === "";
    const text = uiText(this.locale);
    return html`
      <form @submit=${this.#onSubmit}>
        <textarea
          rows="1"
          aria-label=${text.message}
          placeholder=${this.hint || text.writeMessage}
          lang=${this.locale}
          .value=${this.value}
          @input=${(event: Event) => {
            this.value = (event.target as HTMLTextAreaElement).value;
          }}
          @keydown=${this.#onKeydown}
        ></textarea>
        <button class="button" type="submit" ?disabled=${empty || this.sending}>
          ${text.send}
        </button>
      </form>
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
      <p class="note" role="status" lang=${this.locale} ?hidden=${!this.note}>${this.note}</p>
    `;
  }

  #onKeydown = (event: KeyboardEvent) => {
    if (event.key !== "Enter" || event.shiftKey || event.isComposing) return;
    event.preventDefault();
    this.#send();
  };

  #onSubmit = (event: Event) => {
    event.preventDefault();
    this.#send();
  };

  #send(): void {
    const text = this.value;
    if (text.trim() === "" || this.sending) return;
    this.dispatchEvent(
      new CustomEvent<ComposerSubmitDetail>("composer-submit", {
        detail: { text },
        bubbles: true,
        composed: true,
      }),
    );
  }
}

customElements.define("ask-user-composer", MessageComposer);

declare global {
  interface HTMLElementTagNameMap {
    "ask-user-composer": MessageComposer;
  }
}
