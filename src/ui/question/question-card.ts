import { html, nothing, type TemplateResult } from "lit";
import { classMap } from "lit/directives/class-map.js";
import { ifDefined } from "lit/directives/if-defined.js";
import { live } from "lit/directives/live.js";
import type { Messages } from "../../core/messages/messages.js";
import type { Question } from "../../core/question.js";
import type { AnswerDraft } from "./answer-draft.js";
import { displayLabel, isRecommended } from "./option-label.js";

/** The gateway's limit for one answer value. */
const MAX_OTHER_CHARACTERS = 2000;

export interface QuestionCardProps {
  question: Question;
  draft: AnswerDraft;
  /** The prompt's strings table (its locale's `messages`). */
  strings: Messages;
  /** Show the header chip inside the card (the stacked touch layout has no stepper bar). */
  showHeader: boolean;
  /** Show the 1-4 key hints (keyboard layout only). */
  showKeys: boolean;
  onOption: (label: string, on: boolean) => void;
  onOther: (on: boolean) => void;
  onOtherText: (text: string) => void;
}

/**
 * One question as a native fieldset: the legend is the question, each option a labelled radio
 * or checkbox, then Other with its text field. Labels and descriptions are text bindings, so
 * markup in them shows literally. An option's accessible name is its exact label, which is
 * also what gets sent.
 */
export function renderQuestionCard(props: QuestionCardProps): TemplateResult {
  const { question, draft, strings } = props;
  const type = question.multiSelect ? "checkbox" : "radio";
  const hintId = `${question.id}-hint`;
  return html`
    <div class="card" part="card">
      ${props.showHeader ? html`<span class="chip">${question.header}</span>` : nothing}
      <fieldset class="choices" data-question-id=${question.id} aria-describedby=${hintId}>
        <legend class="question-text">${question.question}</legend>
        ${
          question.details === undefined
            ? nothing
            : html`<details class="details" part="details">
                <summary>${strings.showDetails}</summary>
                <pre>${question.details}</pre>
              </details>`
        }
        <p class="hint" id=${hintId}>
          ${question.multiSelect ? strings.chooseSeveral : strings.chooseOne}
        </p>
        <div class="options">
          ${question.options.map((option, index) => {
            const chosen = draft.chosen.includes(option.label);
            const descriptionId = `${question.id}-description-${index}`;
            return html`
              <label class=${classMap({ option: true, chosen })} part="option">
                <input
                  class="control"
                  type=${type}
                  name=${question.id}
                  .checked=${live(chosen)}
                  aria-label=${option.label}
                  aria-describedby=${ifDefined(option.description ? descriptionId : undefined)}
                  @click=${(event: Event) =>
                    props.onOption(option.label, (event.target as HTMLInputElement).checked)}
                />
                ${props.showKeys ? html`<kbd class="key" aria-hidden="true">${index + 1}</kbd>` : nothing}
                <span class="option-text">
                  <span class="option-label">
                    <span>${displayLabel(option.label)}</span>
                    ${
                      isRecommended(option.label)
                        ? html`<span class="badge" part="badge">${strings.recommended}</span>`
                        : nothing
                    }
                  </span>
                  ${
                    option.description
                      ? html`<span class="description" id=${descriptionId}>${option.description}</span>`
                      : nothing
                  }
                </span>
              </label>
            `;
          })}
          <div class=${classMap({ option: true, other: true, chosen: draft.other })} part="option">
            <label class="other-choice">
              <input
                class="control"
                type=${type}
                name=${question.id}
                .checked=${live(draft.other)}
                aria-label=${strings.other}
                data-other
                @click=${(event: Event) => props.onOther((event.target as HTMLInputElement).checked)}
              />
              ${
                props.showKeys
                  ? html`<kbd class="key" aria-hidden="true">${question.options.length + 1}</kbd>`
                  : nothing
              }
              <span class="option-label" aria-hidden="true">${strings.other}</span>
            </label>
            <input
              class="other-text"
              type="text"
              aria-label=${strings.other}
              placeholder=${strings.otherPlaceholder}
              autocomplete="off"
              maxlength=${MAX_OTHER_CHARACTERS}
              .value=${live(draft.otherText)}
              @input=${(event: Event) => props.onOtherText((event.target as HTMLInputElement).value)}
            />
          </div>
        </div>
      </fieldset>
    </div>
  `;
}
