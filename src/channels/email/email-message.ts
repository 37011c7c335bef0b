import {
  formatMessage,
  type Locale,
  messages,
  type QuestionRecord,
  renderPrompt,
} from "../../core/index.js";
import { hasNativeButtons } from "../channel-text.js";
import { escapeHtml } from "./email-html.js";
import type { LinkAction } from "./email-links.js";

/** A prompt's mail: subject, plain text and HTML, in the session's language. */
export interface PromptMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * The prompt as a mail: the readable prompt (numbered options, how to reply), then one link
 * per option, Other… and Skip. Options and Other… only where one tap is the whole answer (one
 * single-select question); several questions are answered by a reply, or skipped by link.
 */
export function promptMail(
  question: QuestionRecord,
  locale: Locale,
  linkTo: (action: LinkAction) => string,
): PromptMail {
  const strings = messages(locale);
  const only = question.questions[0];
  const links: { label: string; url: string }[] = [];
  if (only && hasNativeButtons(question)) {
    only.options.forEach((option, index) => {
      links.push({ label: `${index + 1}. ${option.label}`, url: linkTo(index) });
    });
    links.push({ label: strings.otherButton, url: linkTo("other") });
  }
  links.push({ label: strings.skip, url: linkTo("skip") });

  const rendered = (format: "plain" | "telegram-html") =>
    renderPrompt(question.questions, { locale, format, expiresAt: question.expiresAt });
  const text = [
    rendered("plain"),
    "",
    strings.emailLinks,
    ...links.map((link) => `${link.label}: ${link.url}`),
  ].join("\n");
  // Telegram's HTML is plain HTML (b, i, code) with the authored text escaped.
  const body = rendered("telegram-html").split("\n").join("<br>\n");
  const items = links
    .map((link) => `<li><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></li>`)
    .join("\n");
  const html = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"></head><body>`,
    `<p>${body}</p>`,
    `<p>${escapeHtml(strings.emailLinks)}</p>`,
    `<ul>\n${items}\n</ul>`,
    "</body></html>",
  ].join("\n");
  return { subject: promptSubject(question, locale), text, html };
}

/** "Question: Deploy · Checks", the subject of a prompt's mail and its thread. */
export function promptSubject(question: QuestionRecord, locale: Locale): string {
  const headers = question.questions.map((item) => item.header).join(" · ");
  return formatMessage(messages(locale).emailSubject, { headers });
}
