import {
  type APIActionRowComponent,
  type APIButtonComponentWithCustomId,
  type APIInteractionResponseCallbackData,
  type APIModalInteractionResponseCallbackData,
  ButtonStyle,
  ComponentType,
  MessageFlags,
  type RESTPostAPIChannelMessageJSONBody,
  TextInputStyle,
} from "discord.js";
import {
  escapeText,
  graphemesOf,
  type Locale,
  MAX_ANSWER_CHARACTERS,
  MESSAGE_LIMITS,
  messages,
  type QuestionRecord,
  reminderText,
  renderPrompt,
} from "../../core/index.js";
import { hasNativeButtons, outcomeText } from "../channel-text.js";
import { encodeCustomId, questionKey } from "./discord-custom-id.js";

export const SURFACE = "discord";
/** The text input of the Other… modal. */
export const OWN_WORDS_INPUT = "text";

const CONTENT_LIMIT = MESSAGE_LIMITS["discord-markdown"];
/** Discord's limits for components, in characters. */
const BUTTON_LABEL_LIMIT = 80;
const BUTTONS_PER_ROW = 5;
const MODAL_TITLE_LIMIT = 45;
const LABEL_LIMIT = 45;
const LABEL_DESCRIPTION_LIMIT = 100;
const PLACEHOLDER_LIMIT = 100;

/** Nobody is ever pinged by a prompt, a notice or a reply: labels and answers are not ours. */
const NO_MENTIONS = { parse: [] };

type ButtonRow = APIActionRowComponent<APIButtonComponentWithCustomId>;
export type MessageBody = RESTPostAPIChannelMessageJSONBody;

/**
 * The prompt: its readable text, and for one single-select question a button per option (up
 * to five a row), then a row with Other… and Skip (SPEC C1). Every other shape is answered by
 * a text reply (SPEC C2). Links in labels unfurl nothing.
 */
export function promptMessage(question: QuestionRecord, locale: Locale, now: number): MessageBody {
  const content = renderPrompt(question.questions, {
    locale,
    format: "discord-markdown",
    expiresAt: question.expiresAt,
    now,
  });
  const components = hasNativeButtons(question) ? promptButtons(question, locale) : [];
  return {
    content: fitContent(content),
    components,
    allowed_mentions: NO_MENTIONS,
    flags: MessageFlags.SuppressEmbeds,
  };
}

function promptButtons(question: QuestionRecord, locale: Locale): ButtonRow[] {
  const key = questionKey(question.id);
  const strings = messages(locale);
  const button = (
    label: string,
    customId: string,
    style: APIButtonComponentWithCustomId["style"],
  ): APIButtonComponentWithCustomId => ({
    type: ComponentType.Button,
    style,
    label: shorten(label, BUTTON_LABEL_LIMIT),
    custom_id: customId,
  });
  const options = (question.questions[0]?.options ?? []).map((option, index) =>
    button(
      option.label,
      encodeCustomId({ action: "option", key, index }),
      index === 0 ? ButtonStyle.Primary : ButtonStyle.Secondary,
    ),
  );
  const rows: ButtonRow[] = [];
  for (let start = 0; start < options.length; start += BUTTONS_PER_ROW)
    rows.push({
      type: ComponentType.ActionRow,
      components: options.slice(start, start + BUTTONS_PER_ROW),
    });
  rows.push({
    type: ComponentType.ActionRow,
    components: [
      button(strings.otherButton, encodeCustomId({ action: "other", key }), ButtonStyle.Secondary),
      button(strings.skip, encodeCustomId({ action: "skip", key }), ButtonStyle.Secondary),
    ],
  });
  return rows;
}

/** The closed prompt: its summary, and no buttons left (SPEC L7). */
export function outcomeMessage(question: QuestionRecord, locale: Locale): MessageBody {
  return {
    content: fitContent(outcomeText(question, locale, SURFACE, "discord-markdown")),
    components: [],
    allowed_mentions: NO_MENTIONS,
  };
}

/** A notice to one person (a clarification, "not allowed", "Answered: …"), escaped. */
export function noticeContent(text: string): string {
  return fitContent(escapeText("discord-markdown", text));
}

export function plainReply(text: string, replyTo: string): MessageBody {
  return {
    content: noticeContent(text),
    message_reference: replyReference(replyTo),
    allowed_mentions: { ...NO_MENTIONS, replied_user: false },
  };
}

/**
 * A reminder of a live prompt, as a reply to it: it pings the allowed users it names, and
 * nobody else (headers are not ours). Not a second copy of the prompt: no buttons.
 */
export function reminderMessage(
  question: QuestionRecord,
  locale: Locale,
  promptId: string,
  mentions: readonly string[],
  now: number,
): MessageBody {
  const tags = mentions.map((id) => `<@${id}>`);
  return {
    content: fitContent(
      [...tags, reminderText(question, locale, "discord-markdown", now)].join(" "),
    ),
    message_reference: replyReference(promptId),
    allowed_mentions: { ...NO_MENTIONS, users: [...mentions], replied_user: false },
    flags: MessageFlags.SuppressEmbeds,
  };
}

/** A reply that is sent all the same should someone have deleted the message it replies to. */
function replyReference(messageId: string): MessageBody["message_reference"] {
  return { message_id: messageId, fail_if_not_exists: false };
}

/** A notice only its reader sees: an interaction's response or follow-up. */
export function ephemeralNotice(text: string): APIInteractionResponseCallbackData {
  return {
    content: noticeContent(text),
    flags: MessageFlags.Ephemeral,
    allowed_mentions: NO_MENTIONS,
  };
}

/** The Other… modal: one text box, its text the answer. Modals show plain text, unescaped. */
export function ownWordsModal(
  question: QuestionRecord,
  locale: Locale,
): APIModalInteractionResponseCallbackData {
  const strings = messages(locale);
  const only = question.questions[0];
  const asked = oneLine(only?.question ?? "");
  return {
    custom_id: encodeCustomId({ action: "own-words", key: questionKey(question.id) }),
    title: shorten(oneLine(only?.header ?? "") || strings.otherButton, MODAL_TITLE_LIMIT),
    components: [
      {
        type: ComponentType.Label,
        label: shorten(asked || strings.otherButton, LABEL_LIMIT),
        ...(asked.length > LABEL_LIMIT
          ? { description: shorten(asked, LABEL_DESCRIPTION_LIMIT) }
          : {}),
        component: {
          type: ComponentType.TextInput,
          custom_id: OWN_WORDS_INPUT,
          style: TextInputStyle.Paragraph,
          required: true,
          max_length: MAX_ANSWER_CHARACTERS,
          placeholder: shorten(strings.otherPlaceholder, PLACEHOLDER_LIMIT),
        },
      },
    ],
  };
}

/**
 * Content within Discord's 2,000 characters. The prompt renderer keeps to it already; a
 * summary of long own words may not, and is cut at a whole grapheme, never inside an escape.
 */
export function fitContent(text: string): string {
  if (text.length <= CONTENT_LIMIT) return text;
  let kept = prefix(text, CONTENT_LIMIT - 1);
  // An odd run of backslashes at the end would escape the ellipsis.
  const trailing = /\\+$/u.exec(kept)?.[0].length ?? 0;
  if (trailing % 2 === 1) kept = kept.slice(0, -1);
  return `${kept}…`;
}

/** At most `limit` characters, cut at a whole grapheme with an ellipsis. */
function shorten(text: string, limit: number): string {
  return text.length <= limit ? text : `${prefix(text, limit - 1).trimEnd()}…`;
}

/** The longest run of whole graphemes from the start that is at most `limit` characters. */
function prefix(text: string, limit: number): string {
  let kept = "";
  for (const segment of graphemesOf(text)) {
    if (kept.length + segment.length > limit) break;
    kept += segment;
  }
  return kept;
}

function oneLine(text: string): string {
  return text.replace(/\s+/gu, " ").trim();
}
