import { html, type TemplateResult } from "lit";
import type { QuestionView } from "../../client/index.js";
import { formatTime } from "../../core/format-time.js";
import type { Locale } from "../../core/locale.js";
import { messages } from "../../core/messages/messages.js";
import { summarizeLocalized } from "../../core/summary.js";
import { uiText } from "./ui-text.js";

/**
 * A question in the timeline. While pending it points at the docked panel; once ended it keeps
 * the compact summary for good (SPEC L7): `Header: answer` lines, or Skipped / Expired /
 * Cancelled / Answered elsewhere, in the session's locale. The summary is computed from the
 * server's record, so a reload shows the same lines.
 */
export function renderTimelineQuestion(
  question: QuestionView,
  surface: string,
  locale: Locale,
): TemplateResult {
  const pending = question.status === "pending";
  const lines = summarizeLocalized(question, locale, surface);
  const endedBy = question.endedBy;
  const elsewhere = endedBy?.kind === "human" && endedBy.surface !== surface;
  const tone = pending
    ? "pending"
    : question.status === "answered" && !elsewhere
      ? "answered"
      : "closed";
  const headers = question.questions.map((item) => item.header).join(", ");
  return html`
    <article
      class="question ${tone}"
      aria-label=${uiText.timelineQuestion(headers)}
      data-question-id=${question.id}
      data-status=${question.status}
    >
      <div class="meta">
        <span lang="en">${uiText.agentAsked}</span>
        <time datetime=${question.createdAt}>${formatTime(question.createdAt)}</time>
      </div>
      <ul class="prompts">
        ${question.questions.map(
          (item) =>
            html`<li><span class="chip">${item.header}</span><span>${item.question}</span></li>`,
        )}
      </ul>
      ${
        pending
          ? html`<p class="waiting">${messages(locale).waitingForAnswer}</p>`
          : html`<div class="summary" data-summary>
              ${lines.map((line) => html`<p class="summary-line">${line}</p>`)}
            </div>`
      }
    </article>
  `;
}
