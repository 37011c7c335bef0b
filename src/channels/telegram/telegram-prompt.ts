import type { InlineKeyboardMarkup } from "grammy/types";
import {
  type Locale,
  messages,
  type QuestionRecord,
  reminderText,
  renderPrompt,
} from "../../core/index.js";
import { hasNativeButtons } from "../channel-text.js";
import { encodeTap, questionKey } from "./callback-data.js";

/**
 * Native buttons for one single-select question (SPEC C1): one option per full-width row,
 * then Other… and Skip. Every other shape is answered by a text reply (SPEC C2).
 */
export function promptKeyboard(
  question: QuestionRecord,
  locale: Locale,
): InlineKeyboardMarkup | undefined {
  const only = question.questions[0];
  if (!hasNativeButtons(question) || !only) return undefined;
  const key = questionKey(question.id);
  const strings = messages(locale);
  return {
    inline_keyboard: [
      ...only.options.map((option, index) => [
        { text: option.label, callback_data: encodeTap({ action: "option", key, index }) },
      ]),
      [
        { text: strings.otherButton, callback_data: encodeTap({ action: "other", key }) },
        { text: strings.skip, callback_data: encodeTap({ action: "skip", key }) },
      ],
    ],
  };
}

/** The prompt as Telegram HTML, within its 4,096-character limit. */
export function promptText(question: QuestionRecord, locale: Locale, now: number): string {
  return renderPrompt(question.questions, {
    locale,
    format: "telegram-html",
    expiresAt: question.expiresAt,
    now,
  });
}

/**
 * A reminder of a live prompt as Telegram HTML. In a group it mentions the allowed users by
 * id, with an emoji as the link text since it reads the same in any language; a private chat
 * (a positive id) notifies its human anyway.
 */
export function reminderHtml(
  question: QuestionRecord,
  locale: Locale,
  chatId: string,
  mentions: readonly string[],
  now: number,
): string {
  const group = chatId.startsWith("-");
  const tags = group ? mentions.map((id) => `<a href="tg://user?id=${id}">👤</a>`) : [];
  return [...tags, reminderText(question, locale, "telegram-html", now)].join(" ");
}
