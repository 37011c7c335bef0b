import { formatMessage, type Locale, messages, type QuestionRecord } from "../../core/index.js";
import { escapeHtml } from "./email-html.js";
import type { LinkAction } from "./email-links.js";

/**
 * No scripts, styles only inline, nothing framed; the form may post only back to the gateway.
 * The page names a question and holds a signed token, so it is never cached nor referred.
 */
const PAGE_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "no-store",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
  "content-security-policy":
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
};

function page(status: number, locale: Locale, title: string, content: string): Response {
  const html = [
    "<!doctype html>",
    `<html lang="${locale}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    "<style>body{font:1.1rem/1.5 system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem}textarea{width:100%}button{font:inherit;padding:.5rem 1.5rem}</style>",
    `</head><body><main>\n${content}\n</main></body></html>`,
  ].join("\n");
  return new Response(html, { status, headers: PAGE_HEADERS });
}

/** A page that only says something: how the question ended, that the link is not valid. */
export function noticePage(status: number, locale: Locale, notice: string): Response {
  return page(status, locale, notice, `<p>${escapeHtml(notice)}</p>`);
}

/**
 * What a link shows before it answers: the question, what the link answers, and a button that
 * posts it. A mail scanner that follows the link answers nothing. Other… asks for the words;
 * `problem` is why the words given last were refused.
 */
export function confirmPage(
  question: QuestionRecord,
  locale: Locale,
  action: LinkAction,
  problem?: string,
): Response {
  const strings = messages(locale);
  const only = question.questions[0];
  const headers = question.questions.map((item) => item.header).join(" · ");
  const [open, close] = strings.quotes;
  const ask =
    action === "skip"
      ? `<p>${escapeHtml(strings.linkConfirmSkip)}</p>`
      : action === "other"
        ? `<p><label for="text">${escapeHtml(strings.otherPlaceholder)}</label></p>\n<p><textarea id="text" name="text" rows="4" required></textarea></p>`
        : `<p>${formatMessage(escapeHtml(strings.linkConfirmAnswer), {
            answer: escapeHtml(`${open}${only?.options[action]?.label ?? ""}${close}`),
          })}</p>`;
  const content = [
    `<h1>${escapeHtml(headers)}</h1>`,
    ...question.questions.map((item) => `<p>${escapeHtml(item.question)}</p>`),
    ...(problem === undefined ? [] : [`<p role="alert">${escapeHtml(problem)}</p>`]),
    '<form method="post">',
    ask,
    `<p><button type="submit">${escapeHtml(action === "other" ? strings.submit : strings.linkConfirm)}</button></p>`,
    "</form>",
  ].join("\n");
  return page(problem === undefined ? 200 : 400, locale, headers, content);
}
