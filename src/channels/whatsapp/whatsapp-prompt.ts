import {
  escapeText,
  graphemesOf,
  type Locale,
  messages,
  type QuestionRecord,
  reminderText,
  renderPrompt,
} from "../../core/index.js";
import { hasNativeButtons, outcomeText } from "../channel-text.js";
import { encodeControl } from "./whatsapp-control-id.js";

/** A message as the Cloud API's `/messages` takes it, less `messaging_product`, `to` and `context`. */
export type WhatsAppMessage =
  | { type: "text"; text: { body: string; preview_url: false } }
  | { type: "interactive"; interactive: ButtonsInteractive | ListInteractive }
  | { type: "template"; template: { name: string; language: { code: string } } };

interface ButtonsInteractive {
  type: "button";
  body: { text: string };
  action: { buttons: { type: "reply"; reply: { id: string; title: string } }[] };
}

interface ListInteractive {
  type: "list";
  body: { text: string };
  action: {
    button: string;
    sections: { rows: { id: string; title: string; description?: string }[] }[];
  };
}

/** The Cloud API's limits (UTF-16 units here, never fewer than WhatsApp counts). */
export const WHATSAPP_LIMITS = {
  /** Reply buttons per message, and the characters of a button's title. */
  buttons: 3,
  buttonTitle: 20,
  /** Rows of a list, a row's title and its description, and the list's button. */
  rows: 10,
  rowTitle: 24,
  rowDescription: 72,
  listButton: 20,
  /** The body of a message with buttons or a list, and of a text message. */
  interactiveBody: 1024,
  textBody: 4096,
} as const;

/**
 * The prompt (SPEC C1, C2). One single-select question gets native controls: up to three
 * options whose labels fit a button's 20 characters as reply buttons (Other… and Skip by a
 * text reply, as the body says), else, when every label fits a row's 24 characters, a list
 * of the options, Other… and Skip. A label is never cut: one too long for either falls back
 * to the readable text, as every other shape is, answered by a reply. The body is the same
 * readable text in each case, so a number or a label typed in reply answers too.
 */
export function promptMessage(
  question: QuestionRecord,
  locale: Locale,
  now: number,
): WhatsAppMessage {
  const only = question.questions[0];
  const body = (maxLength: number) =>
    renderPrompt(question.questions, {
      locale,
      format: "whatsapp",
      expiresAt: question.expiresAt,
      now,
      maxLength,
    });
  if (!hasNativeButtons(question) || !only)
    return { type: "text", text: { body: body(WHATSAPP_LIMITS.textBody), preview_url: false } };
  const titles = only.options.map((option) => oneLine(option.label));
  const longest = Math.max(...titles.map((title) => title.length));
  // WhatsApp refuses two controls of one message with the same title; labels differing only
  // inside their spacing would, once on one line.
  const distinct = new Set(titles.map((title) => title.toLowerCase())).size === titles.length;
  if (!distinct)
    return { type: "text", text: { body: body(WHATSAPP_LIMITS.textBody), preview_url: false } };
  const questionId = question.id;
  if (titles.length <= WHATSAPP_LIMITS.buttons && longest <= WHATSAPP_LIMITS.buttonTitle)
    return {
      type: "interactive",
      interactive: {
        type: "button",
        body: { text: body(WHATSAPP_LIMITS.interactiveBody) },
        action: {
          buttons: titles.map((title, index) => ({
            type: "reply",
            reply: { id: encodeControl({ action: "option", questionId, index }), title },
          })),
        },
      },
    };
  const strings = messages(locale);
  if (titles.length + 2 <= WHATSAPP_LIMITS.rows && longest <= WHATSAPP_LIMITS.rowTitle)
    return {
      type: "interactive",
      interactive: {
        type: "list",
        body: { text: body(WHATSAPP_LIMITS.interactiveBody) },
        action: {
          button: shorten(strings.chooseOne, WHATSAPP_LIMITS.listButton),
          sections: [
            {
              rows: [
                ...only.options.map((option, index) => {
                  const description = oneLine(option.description ?? "");
                  return {
                    id: encodeControl({ action: "option", questionId, index }),
                    title: titles[index] ?? "",
                    ...(description === ""
                      ? {}
                      : { description: shorten(description, WHATSAPP_LIMITS.rowDescription) }),
                  };
                }),
                {
                  id: encodeControl({ action: "other", questionId }),
                  title: shorten(strings.otherButton, WHATSAPP_LIMITS.rowTitle),
                },
                {
                  id: encodeControl({ action: "skip", questionId }),
                  title: shorten(strings.skip, WHATSAPP_LIMITS.rowTitle),
                },
              ],
            },
          ],
        },
      },
    };
  return { type: "text", text: { body: body(WHATSAPP_LIMITS.textBody), preview_url: false } };
}

/** Plain text with WhatsApp's formatting, as a reply to the prompt or reminder it closes. */
export function textMessage(body: string): WhatsAppMessage {
  return { type: "text", text: { body, preview_url: false } };
}

/** The summary a closed prompt (or reminder) gets as a reply, since WhatsApp cannot edit. */
export function outcomeMessage(question: QuestionRecord, locale: Locale): WhatsAppMessage {
  return textMessage(outcomeText(question, locale, "whatsapp", "whatsapp"));
}

/** A reminder: a pointer to the prompt it replies to, not a second copy of it. */
export function reminderMessage(
  question: QuestionRecord,
  locale: Locale,
  now: number,
): WhatsAppMessage {
  return textMessage(reminderText(question, locale, "whatsapp", now));
}

/** The pre-approved template that opens a closed 24-hour window; it has no variables. */
export function templateMessage(template: { name: string; language: string }): WhatsAppMessage {
  return {
    type: "template",
    template: { name: template.name, language: { code: template.language } },
  };
}

/**
 * Button and row titles are one line of authored text: line breaks become spaces, and the
 * formatting marks look-alikes, as in the body.
 */
function oneLine(text: string): string {
  return escapeText("whatsapp", text.replace(/\s+/gu, " ").trim());
}

/** At most `max` units, cut between graphemes with an ellipsis: only for what is no answer. */
function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  let result = "";
  for (const segment of graphemesOf(text)) {
    if (result.length + segment.length + 1 > max) break;
    result += segment;
  }
  return `${result.trimEnd()}…`;
}
