import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from "lit";
import { keyed } from "lit/directives/keyed.js";
import type { QuestionView } from "../../client/index.js";
import { formatCountdown, msUntil } from "../../core/countdown.js";
import { type EndingSummary, summarizeEnding } from "../../core/ending-summary.js";
import { type Locale, resolveLocale } from "../../core/locale.js";
import { formatMessage, pluralize } from "../../core/messages/format-message.js";
import { type Messages, messages } from "../../core/messages/messages.js";
import type { Question } from "../../core/question.js";
import type { AnswerMap } from "../../core/question-record.js";
import { describeTimeLeft } from "../../core/time-left.js";
import {
  type AnswerDraft,
  answerMap,
  chooseOther,
  emptyDraft,
  isAnswered,
  pickOption,
  setOption,
  typeOther,
} from "./answer-draft.js";
import { digitOfKey } from "./key-digit.js";
import { renderQuestionCard } from "./question-card.js";
import { questionStyles } from "./question-styles.js";
import { SecondTicker } from "./second-ticker.js";

export type AskUserAnswerDetail =
  | { questionId: string; answers: AnswerMap }
  | { questionId: string; skip: true };

export interface AskUserCollapseChangeDetail {
  questionId: string;
  collapsed: boolean;
}

export interface AskUserExpireDetail {
  questionId: string;
}

export type QuestionLayout = "auto" | "stepper" | "cards";

/** Screens this narrow get the stacked touch layout (SPEC U2). */
const NARROW_SCREEN = "(max-width: 480px)";
/** Below this the countdown turns to the warning colour. */
const SOON_MS = 60_000;

type FocusTarget = "option" | "submit" | "expand" | "other";

/**
 * `<ask-user-question>`: one pending ask_user prompt, as a docked panel. It only shows the
 * prompt and reports what the human did (`ask-user-answer`, `ask-user-collapse-change`,
 * `ask-user-expire`); the embedding app calls the API and then updates or removes it.
 * See src/ui/README.md.
 */
export class AskUserQuestion extends LitElement {
  static override properties = {
    question: { attribute: false },
    serverOffsetMs: { type: Number, attribute: "server-offset-ms" },
    collapsed: { type: Boolean, reflect: true },
    busy: { type: Boolean, reflect: true },
    error: { type: String },
    locale: { type: String },
    layout: { type: String },
    step: { state: true },
    drafts: { state: true },
    narrowScreen: { state: true },
  };

  static override styles = questionStyles;

  /** The prompt to show: the gateway's question record (QuestionView). */
  declare question: QuestionView | undefined;
  /** Server time minus local time, so the countdown follows the server's deadline. */
  declare serverOffsetMs: number;
  /** Collapsed to a slim bar (header and time left); the app shows its composer meanwhile. */
  declare collapsed: boolean;
  /** Set by the app while its answer request is in flight: Submit and Skip are disabled. */
  declare busy: boolean;
  /** Set by the app when an answer was refused, e.g. a 400 from the gateway. */
  declare error: string;
  /**
   * The language of every fixed string (`en`, `de`, `th` or `es`; a tag such as `de-AT` counts by
   * its language part, anything else reads as `en`). The Control UI sets the session's locale.
   */
  declare locale: Locale | string;
  /** "auto" (default): one question at a time, stacked cards on screens ≤ 480 px wide. */
  declare layout: QuestionLayout;
  declare protected step: number;
  declare protected drafts: ReadonlyMap<string, AnswerDraft>;
  declare protected narrowScreen: boolean;

  #ticker = new SecondTicker(this, () =>
    this.question?.status === "pending" ? this.#timeLeft() : undefined,
  );
  #narrowQuery: MediaQueryList | undefined;
  #focusAfterUpdate: FocusTarget | undefined;
  #expireReportedFor: string | undefined;

  constructor() {
    super();
    this.serverOffsetMs = 0;
    this.collapsed = false;
    this.busy = false;
    this.error = "";
    this.locale = "en";
    this.layout = "auto";
    this.step = 0;
    this.drafts = new Map();
    this.narrowScreen = false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#narrowQuery = window.matchMedia(NARROW_SCREEN);
    this.narrowScreen = this.#narrowQuery.matches;
    this.#narrowQuery.addEventListener("change", this.#onScreenChange);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#narrowQuery?.removeEventListener("change", this.#onScreenChange);
  }

  #onScreenChange = (event: MediaQueryListEvent) => {
    this.narrowScreen = event.matches;
  };

  get #cards(): boolean {
    return this.layout === "cards" || (this.layout !== "stepper" && this.narrowScreen);
  }

  /** The supported locale `locale` names. */
  get #lang(): Locale {
    return resolveLocale(this.locale);
  }

  get #strings(): Messages {
    return messages(this.#lang);
  }

  #timeLeft(): number {
    return this.question ? msUntil(this.question.expiresAt, Date.now() + this.serverOffsetMs) : 0;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const previous = changed.get("question") as QuestionView | undefined;
    if (changed.has("question") && previous?.id !== this.question?.id) {
      // A new prompt starts fresh; a refreshed copy of the same prompt keeps what was chosen.
      this.step = 0;
      this.drafts = new Map();
      this.#expireReportedFor = undefined;
      if (!this.collapsed && !this.#cards && !typingElsewhere(this))
        this.#focusAfterUpdate = "option";
    }
    if (changed.has("question") || changed.has("serverOffsetMs")) this.#ticker.reset();
  }

  protected override updated(): void {
    const question = this.question;
    if (question?.status === "pending" && this.#timeLeft() <= 0) {
      if (this.#expireReportedFor !== question.id) {
        this.#expireReportedFor = question.id;
        this.#emit<AskUserExpireDetail>("ask-user-expire", { questionId: question.id });
      }
    }
    const target = this.#focusAfterUpdate;
    this.#focusAfterUpdate = undefined;
    if (target) this.#focus(target);
  }

  protected override render() {
    const question = this.question;
    if (!question) return nothing;
    const ended = summarizeEnding(question, { locale: this.#lang });
    if (ended) return this.#renderEnded(ended);
    const left = this.#timeLeft();
    // Past the deadline by our clock: Expired, until the gateway's record says how it ended.
    if (left <= 0) return this.#renderEnded({ answers: [], outcome: this.#strings.expired });
    const current = question.questions[Math.min(this.step, question.questions.length - 1)];
    if (!current) return nothing;
    return this.collapsed
      ? this.#renderBar(question, current, left)
      : this.#renderPanel(question, current, left);
  }

  #renderTimer(left: number): TemplateResult {
    return html`<span
      class="timer ${left < SOON_MS ? "soon" : ""}"
      role="timer"
      aria-label=${describeTimeLeft(this.#lang, left)}
      >${formatCountdown(left)}</span
    >`;
  }

  #renderBar(prompt: QuestionView, current: Question, left: number): TemplateResult {
    const count = prompt.questions.length;
    const strings = this.#strings;
    return html`
      <section
        class="bar"
        part="bar"
        role="region"
        aria-label=${strings.questionRegion}
        lang=${this.#lang}
        data-question-id=${prompt.id}
        @click=${() => this.#setCollapsed(false)}
      >
        <span class="dot" aria-hidden="true"></span>
        <span class="chip">${current.header}</span>
        ${count > 1 ? this.#renderStepper(count) : nothing}
        <span class="question-line">${current.question}</span>
        ${this.#renderTimer(left)}
        <button type="button" class="secondary expand" aria-expanded="false">
          ${strings.expand}
        </button>
      </section>
    `;
  }

  #renderPanel(prompt: QuestionView, current: Question, left: number): TemplateResult {
    const cards = this.#cards;
    const questions = prompt.questions;
    const count = questions.length;
    const last = this.step >= count - 1;
    const complete = answerMap(questions, this.drafts) !== undefined;
    const strings = this.#strings;
    return html`
      <section
        class="panel ${cards ? "cards" : "paged"}"
        part="panel"
        role="region"
        aria-label=${strings.questionRegion}
        lang=${this.#lang}
        aria-busy=${this.busy ? "true" : "false"}
        data-question-id=${prompt.id}
        @keydown=${this.#onKeydown}
      >
        <header class="head">
          ${
            cards
              ? html`<span class="title">
                  ${pluralize(this.#lang, strings.questionCount, count)}
                </span>`
              : html`<span class="chip">${current.header}</span>
                  ${count > 1 ? this.#renderStepper(count) : nothing}`
          }
          <span class="spacer"></span>
          ${this.#renderTimer(left)}
          <button
            type="button"
            class="quiet"
            aria-expanded="true"
            @click=${() => this.#setCollapsed(true)}
          >
            ${strings.collapse}
          </button>
        </header>
        <form novalidate @submit=${this.#onSubmit}>
          <div class="scroll">
            ${
              cards
                ? html`<div class="stack">
                    ${questions.map((question) => this.#renderCard(question, true))}
                  </div>`
                : keyed(current.id, this.#renderCard(current, false))
            }
            ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
          </div>
          <footer class="actions">
            <button type="button" class="quiet" ?disabled=${this.busy} @click=${this.#skip}>
              ${strings.skip}
            </button>
            <span class="spacer"></span>
            ${
              !cards && this.step > 0
                ? html`<button type="button" class="secondary" @click=${this.#back}>
                    ${strings.back}
                  </button>`
                : nothing
            }
            ${
              !cards && !last
                ? html`<button
                    type="button"
                    class="primary"
                    ?disabled=${!isAnswered(current, this.#draft(current))}
                    @click=${() => this.#next(current)}
                  >
                    ${strings.next}
                  </button>`
                : html`<button type="submit" class="primary" ?disabled=${!complete || this.busy}>
                    ${strings.submit}
                  </button>`
            }
          </footer>
        </form>
      </section>
    `;
  }

  /** `2/3`, titled "Question 2 of 3" in the prompt's language. */
  #renderStepper(count: number): TemplateResult {
    const step = this.step + 1;
    const title = formatMessage(this.#strings.step, { step, count });
    return html`<span class="stepper" title=${title}>${step}/${count}</span>`;
  }

  #renderCard(question: Question, cards: boolean): TemplateResult {
    return renderQuestionCard({
      question,
      draft: this.#draft(question),
      strings: this.#strings,
      showHeader: cards,
      showKeys: !cards,
      onOption: (label, on) => {
        this.#setDraft(question, setOption(question, this.#draft(question), label, on));
        if (!question.multiSelect && on) this.#afterSinglePick();
      },
      onOther: (on) => {
        this.#setDraft(question, chooseOther(question, this.#draft(question), on));
        if (on) this.#focusAfterUpdate = "other";
      },
      onOtherText: (text) =>
        this.#setDraft(question, typeOther(question, this.#draft(question), text)),
    });
  }

  /** The answers, then how it ended (alone it is the headline); read out as one status. */
  #renderEnded(summary: EndingSummary): TemplateResult {
    const answered = summary.answers.length > 0;
    return html`
      <section
        class="panel ended"
        part="panel"
        role="region"
        aria-label=${this.#strings.questionRegion}
        lang=${this.#lang}
      >
        <div class="ended-summary" role="status">
          ${summary.answers.map((line) => html`<p class="ended-status">${line}</p>`)}
          <p class=${answered ? "ended-line" : "ended-status"}>${summary.outcome}</p>
        </div>
      </section>
    `;
  }

  #draft(question: Question): AnswerDraft {
    return this.drafts.get(question.id) ?? emptyDraft();
  }

  #setDraft(question: Question, draft: AnswerDraft): void {
    const drafts = new Map(this.drafts);
    drafts.set(question.id, draft);
    this.drafts = drafts;
  }

  /** Picking a single-select option moves on; on the last question Submit stays explicit. */
  #afterSinglePick(): void {
    if (this.#cards) return;
    const count = this.question?.questions.length ?? 0;
    if (this.step < count - 1) {
      this.step += 1;
      this.#focusAfterUpdate = "option";
    } else {
      this.#focusAfterUpdate = "submit";
    }
  }

  #next(question: Question): void {
    if (!isAnswered(question, this.#draft(question))) return;
    this.step += 1;
    this.#focusAfterUpdate = "option";
  }

  #back = () => {
    this.step = Math.max(0, this.step - 1);
    this.#focusAfterUpdate = "option";
  };

  /** Enter: the next question, or Submit once everything is answered. */
  #advance(question: Question): void {
    const questions = this.question?.questions ?? [];
    if (this.#cards) {
      const open = questions.find((candidate) => !isAnswered(candidate, this.#draft(candidate)));
      if (open) this.#focusQuestion(open);
      else this.#submit();
      return;
    }
    if (this.step < questions.length - 1) this.#next(question);
    else this.#submit();
  }

  #onSubmit = (event: Event) => {
    event.preventDefault();
    this.#submit();
  };

  #submit(): void {
    const prompt = this.question;
    if (!prompt || this.busy) return;
    const answers = answerMap(prompt.questions, this.drafts);
    if (!answers) {
      const open = prompt.questions.findIndex(
        (question) => !isAnswered(question, this.#draft(question)),
      );
      if (!this.#cards && open !== -1) this.step = open;
      return;
    }
    this.#emit<AskUserAnswerDetail>("ask-user-answer", { questionId: prompt.id, answers });
  }

  #skip = () => {
    const prompt = this.question;
    if (!prompt || this.busy) return;
    this.#emit<AskUserAnswerDetail>("ask-user-answer", { questionId: prompt.id, skip: true });
  };

  #setCollapsed(collapsed: boolean): void {
    const prompt = this.question;
    if (!prompt || this.collapsed === collapsed) return;
    this.collapsed = collapsed;
    this.#focusAfterUpdate = collapsed ? "expand" : this.#cards ? undefined : "option";
    this.#emit<AskUserCollapseChangeDetail>("ask-user-collapse-change", {
      questionId: prompt.id,
      collapsed,
    });
  }

  #onKeydown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.isComposing) return;
    if (event.key === "Escape") {
      event.preventDefault();
      this.#setCollapsed(true);
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.composedPath()[0];
    const question = this.#questionFor(target);
    if (!question) return;
    const isButton = target instanceof HTMLButtonElement;
    const isText = target instanceof HTMLInputElement && target.type === "text";

    if (event.key === "Enter" && !event.shiftKey) {
      if (isButton) return; // the button's own action
      event.preventDefault();
      if (this.busy) return;
      const control = target instanceof HTMLInputElement && target.classList.contains("control");
      if (control && target.type === "radio" && !target.checked) {
        target.click(); // pick it, which moves on like a click does
        return;
      }
      this.#advance(question);
      return;
    }
    if (isText) return;

    const digit = digitOfKey(event);
    if (digit !== undefined && digit >= 1) {
      const option = question.options[digit - 1];
      if (option) {
        event.preventDefault();
        this.#pickByKey(question, option.label);
      } else if (digit === question.options.length + 1) {
        event.preventDefault();
        this.#focusOther(question);
      }
      return;
    }
    const move = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
    if (move !== undefined && (!isButton || this.#fieldsetOf(target))) {
      event.preventDefault();
      this.#moveFocus(question, target, move);
    }
  };

  #pickByKey(question: Question, label: string): void {
    const draft = this.#draft(question);
    const next = pickOption(question, draft, label);
    this.#setDraft(question, next);
    const index = question.options.findIndex((option) => option.label === label);
    if (question.multiSelect || this.#cards) {
      this.updateComplete.then(() => this.#controls(question)[index]?.focus());
      return;
    }
    this.#afterSinglePick();
  }

  /** The question a key press is about: the current step, or in cards the focused card. */
  #questionFor(target: EventTarget | undefined): Question | undefined {
    const questions = this.question?.questions ?? [];
    if (!this.#cards) return questions[this.step];
    const id = this.#fieldsetOf(target)?.dataset.questionId;
    return questions.find((question) => question.id === id) ?? questions[0];
  }

  #fieldsetOf(target: EventTarget | undefined): HTMLFieldSetElement | undefined {
    if (!(target instanceof Element)) return undefined;
    return target.closest("fieldset") ?? undefined;
  }

  #fieldset(question: Question): HTMLFieldSetElement | undefined {
    return (
      this.renderRoot.querySelector<HTMLFieldSetElement>(
        `fieldset[data-question-id="${question.id}"]`,
      ) ?? undefined
    );
  }

  /** The options' radios or checkboxes, Other's last. */
  #controls(question: Question): HTMLInputElement[] {
    return [
      ...(this.#fieldset(question)?.querySelectorAll<HTMLInputElement>("input.control") ?? []),
    ];
  }

  #moveFocus(question: Question, from: EventTarget | undefined, step: number): void {
    const stops = [
      ...(this.#fieldset(question)?.querySelectorAll<HTMLInputElement>("input") ?? []),
    ];
    if (stops.length === 0) return;
    const at = stops.indexOf(from as HTMLInputElement);
    const next = at === -1 ? 0 : (at + step + stops.length) % stops.length;
    stops[next]?.focus();
  }

  #focusOther(question: Question): void {
    this.#fieldset(question)?.querySelector<HTMLInputElement>("input.other-text")?.focus();
  }

  #focusQuestion(question: Question): void {
    const controls = this.#controls(question);
    (controls.find((control) => control.checked) ?? controls[0])?.focus();
  }

  #focus(target: FocusTarget): void {
    const root = this.renderRoot;
    const prompt = this.question;
    // The stacked cards have no current step: their first question takes the focus.
    const current = prompt?.questions[this.#cards ? 0 : this.step];
    if (target === "expand") root.querySelector<HTMLButtonElement>("button.expand")?.focus();
    else if (target === "submit")
      root.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    else if (current && target === "other") this.#focusOther(current);
    else if (current) this.#focusQuestion(current);
  }

  #emit<T>(type: string, detail: T): void {
    this.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true }));
  }
}

/** Whether the person is typing in some other field, which a new prompt must not steal from. */
function typingElsewhere(self: Element): boolean {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) {
    if (active === self) return false;
    active = active.shadowRoot.activeElement;
  }
  // A field that is being hidden (the app's composer, as this panel expands) does not count.
  if (!active?.checkVisibility()) return false;
  return (
    active instanceof HTMLTextAreaElement ||
    (active instanceof HTMLInputElement &&
      !["radio", "checkbox", "button"].includes(active.type)) ||
    (active instanceof HTMLElement && active.isContentEditable)
  );
}

if (!customElements.get("ask-user-question"))
  customElements.define("ask-user-question", AskUserQuestion);

declare global {
  interface HTMLElementTagNameMap {
    "ask-user-question": AskUserQuestion;
  }
}
