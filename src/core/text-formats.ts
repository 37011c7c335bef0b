/** The text formats a prompt renders to: one per chat platform, and plain text. */
export type TextFormat =
  | "plain"
  | "telegram-html"
  | "slack-mrkdwn"
  | "discord-markdown"
  | "whatsapp";

export const TEXT_FORMATS: readonly TextFormat[] = [
  "plain",
  "telegram-html",
  "slack-mrkdwn",
  "discord-markdown",
  "whatsapp",
];

/**
 * The longest message each platform takes: Telegram 4096 characters (after its HTML is
 * parsed), Slack 3000 per section block, Discord 2000, WhatsApp 4096 (1024 in the body of a
 * message with buttons or a list). Plain text has no limit.
 */
export const MESSAGE_LIMITS: Readonly<Record<TextFormat, number>> = {
  plain: Number.POSITIVE_INFINITY,
  "telegram-html": 4096,
  "slack-mrkdwn": 3000,
  "discord-markdown": 2000,
  whatsapp: 4096,
};

/**
 * Slack and WhatsApp have no escape character for their formatting marks, so they become
 * look-alikes that read the same (the reply parser reads them back as the originals).
 */
const SLACK_LOOKALIKES: Record<string, string> = {
  "*": "\u2217",
  "＊": "\u2217",
  _: "\u02cd",
  "＿": "\u02cd",
  "`": "\u02cb",
  "｀": "\u02cb",
  "~": "\u223c",
};

const HTML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };

/** "@everyone", "@here", "@channel" with a zero-width space, so they mention nobody. */
function defuseMassMentions(text: string): string {
  return text.replace(/@(everyone|here|channel)/giu, "@\u200b$1");
}

/**
 * Escapes text written by someone else (a label, a question) so that it shows as written in
 * the format and cannot add formatting, links or mentions.
 */
export function escapeText(format: TextFormat, text: string): string {
  switch (format) {
    case "plain":
      return text;
    case "telegram-html":
      return text.replace(/[&<>]/gu, (character) => HTML_ENTITIES[character] ?? character);
    case "slack-mrkdwn": {
      const escaped = defuseMassMentions(text)
        .replace(/[&<>]/gu, (character) => HTML_ENTITIES[character] ?? character)
        .replace(/[*＊_＿`｀~]/gu, (character) => SLACK_LOOKALIKES[character] ?? character);
      // A quote mark starts a block quote only at the start of a line; a soft hyphen stops it.
      return escaped.replace(/^(?=&gt;|＞)/gmu, "\u00ad");
    }
    case "whatsapp":
      // *bold* _italic_ ~strike~ `code` ```mono```; a quote mark starts a quote only at a line's start.
      return text
        .replace(/[*＊_＿`｀~]/gu, (character) => SLACK_LOOKALIKES[character] ?? character)
        .replace(/^(?=>|＞)/gmu, "\u00ad");
    case "discord-markdown":
      return (
        defuseMassMentions(text)
          .replace(/[\\*_~`|<>[\]]/gu, "\\$&")
          // Headings, lists and numbered lists start a line.
          .replace(/^([^\S\r\n]*)([#+-])/gmu, "$1\\$2")
          .replace(/^([^\S\r\n]*\d+)([.)])/gmu, "$1\\$2")
      );
  }
}

/** Bold text; `escaped` is already escaped for the format. Plain text has no bold. */
export function bold(format: TextFormat, escaped: string): string {
  switch (format) {
    case "plain":
      return escaped;
    case "telegram-html":
      return `<b>${escaped}</b>`;
    case "slack-mrkdwn":
    case "whatsapp":
      return `*${escaped}*`;
    case "discord-markdown":
      return `**${escaped}**`;
  }
}

/** Italic text; `escaped` is already escaped for the format. Plain text has no italics. */
export function italic(format: TextFormat, escaped: string): string {
  switch (format) {
    case "plain":
      return escaped;
    case "telegram-html":
      return `<i>${escaped}</i>`;
    case "slack-mrkdwn":
    case "whatsapp":
      return `_${escaped}_`;
    case "discord-markdown":
      return `*${escaped}*`;
  }
}

/**
 * Something to type exactly, such as `1, 3`: code where the format has it, quoted in plain
 * text. Only for the renderer's own short examples, which hold no backticks.
 */
export function code(format: TextFormat, text: string, quotes: readonly [string, string]): string {
  switch (format) {
    case "plain":
      return `${quotes[0]}${text}${quotes[1]}`;
    case "telegram-html":
      return `<code>${escapeText(format, text)}</code>`;
    case "slack-mrkdwn":
      return `\`${text.replace(/[&<>]/gu, (character) => HTML_ENTITIES[character] ?? character)}\``;
    case "discord-markdown":
    case "whatsapp":
      return `\`${text}\``;
  }
}

/**
 * The length a platform counts: Telegram counts the text after parsing its HTML (a tag counts
 * nothing, an entity one character); the others count the text as sent. UTF-16 code units,
 * which is never less than what the platforms count.
 */
export function measureText(format: TextFormat, text: string): number {
  if (format !== "telegram-html") return text.length;
  return text.replace(/<\/?(?:b|i|code)>/gu, "").replace(/&(?:amp|lt|gt|quot);/gu, "&").length;
}
