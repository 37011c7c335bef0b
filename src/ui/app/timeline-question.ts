import { html, type TemplateResult } from "lit";
import type { QuestionView } from "../../client/index.js";
import { summarizeEnding } from "../../core/ending-summary.js";
import { formatTime } from "../../core/format-time.js";
import type { Locale } from "../../core/locale.js";
import { messages } from "../../core/messages/messages.js";
import { uiText } from "./ui-text.js";

/**
 * A question in the timeline. While pending it points at the docked panel; once ended it keeps
 * the summary for good (SPEC L7, C6): the `Header: answer` lines, and how it ended, by whom,
 * where and when, whichever surface ended it, in the session's locale. The summary is computed
 * from the server's record, so a reload shows the same lines.
 */
export function renderTimelineQuestion(question: QuestionView, locale: Locale): TemplateResult {
  const summary = summarizeEnding(question, { locale });
  const tone =
    summary === undefined ? "pending" : question.status === "answered" ? "answered" : "closed";
  const headers = question.questions.map((item) => item.header).join(", ");
  return html`
    <article
      class="question ${tone}"
      aria-label=${uiText(locale).timelineQuestion(headers)}
      data-question-id=${question.id}
      data-status=${question.status}
    >
      <div class="meta">
        <span>${uiText(locale).agentAsked}</span>
        <time datetime=${question.createdAt}>${formatTime(question.createdAt)}</time>
      </div>
      <ul class="prompts">
        ${question.questions.map(
          (item) =>
            html`<li><span class="chip">${item.header}</span><span>${item.question}</span></li>`,
        )}
      </ul>
      ${
        summary === undefined
          ? html`<p class="waiting">${messages(locale).waitingForAnswer}</p>`
          : html`<div class="summary" data-summary>
              ${summary.answers.map((line) => html`<p class="summary-line">${line}</p>`)}
              <p class="summary-outcome">${summary.outcome}</p>
            </div>`
      }
    </article>
  `;
}
