import { html, type TemplateResult } from "lit";
import { summarize } from "../../core/summary.js";
import type { QuestionView } from "../api/gateway-types.js";
import { formatTime } from "./format-time.js";

/**
 * A question in the timeline. While pending it points at the docked panel; once ended it keeps
 * the compact summary for good (SPEC L7): `Header: answer` lines, or Skipped / Expired /
 * Cancelled / Answered elsewhere. The summary is computed from the server's record, so a
 * reload shows the same lines.
 */
export function renderTimelineQuestion(question: QuestionView, surface: string): TemplateResult {
  const pending = question.status === "pending";
  const lines = summarize(question, surface);
  const elsewhere = lines[0] === "Answered elsewhere";
  const tone = pending
    ? "pending"
    : question.status === "answered" && !elsewhere
      ? "answered"
      : "closed";
  const headers = question.questions.map((item) => item.header).join(", ");
  return html`
    <article
      class="question ${tone}"
      aria-label="Question: ${headers}"
      data-question-id=${question.id}
      data-status=${question.status}
    >
      <div class="meta">
        <span>Agent asked</span>
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
          ? html`<p class="waiting">Waiting for an answer</p>`
          : html`<div class="summary" data-summary>
              ${lines.map((line) => html`<p class="summary-line">${line}</p>`)}
            </div>`
      }
    </article>
  `;
}
