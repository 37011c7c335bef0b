import {
  escapeText,
  type Locale,
  messages,
  type QuestionRecord,
  reminderText,
  renderPrompt,
} from "../../core/index.js";
import { hasNativeButtons, outcomeText } from "../channel-text.js";

/** An Adaptive Card, loosely typed: only what the prompt uses. */
export type AdaptiveCard = Record<string, unknown>;

export const ADAPTIVE_CARD_TYPE = "application/vnd.microsoft.card.adaptive";
/** Every card action's verb (Action.Execute) and the key of its data (both kinds of action). */
export const ACTION_VERB = "ask_user";

/**
 * What a card's action does, as its data says: `a<index>` picks an option of a one-question
 * card, `o` sends the Other… text, `f` submits the form of a card with inputs, `s` skips. The
 * data also names the question (`q`), so an action of one card never answers another.
 */
export type CardAction =
  | { action: "option"; index: number }
  | { action: "other"; text: string }
  | { action: "form"; choices: Array<string | undefined>; others: Array<string | undefined> }
  | { action: "skip" };

/** The input ids of a card: question `index`'s choice set and its Other text. */
export const choiceInput = (index: number) => `choice_${index}`;
export const otherInput = (index: number) => `other_${index}`;

/**
 * Text for a card's TextRun, which reads no Markdown but still its `{{DATE(…)}}` and
 * `{{TIME(…)}}` functions: "{{" gets an invisible word joiner, so nothing written is reformatted.
 */
export function plainCardText(text: string): string {
  return text.replaceAll("{{", "{\u2060{");
}

/**
 * Text written by someone else for a message or TextBlock, which read Markdown: backslash
 * escapes (CommonMark's, as Discord's), so a name shows as written and adds no formatting or
 * links.
 */
export function escapeCardText(text: string): string {
  return plainCardText(escapeText("discord-markdown", text));
}

/**
 * One RichTextBlock per line, so that line breaks show on every Teams client, each a single
 * TextRun: unlike a TextBlock it reads no Markdown, so labels show exactly as written.
 */
function textBlocks(text: string): AdaptiveCard[] {
  const blocks: AdaptiveCard[] = [];
  let gap = false;
  for (const line of text.split("\n")) {
    if (line.trim() === "") {
      gap = true;
      continue;
    }
    blocks.push({
      type: "RichTextBlock",
      inlines: [{ type: "TextRun", text: plainCardText(line) }],
      ...(gap ? { spacing: "Medium" } : {}),
    });
    gap = false;
  }
  return blocks;
}

function card(body: AdaptiveCard[], actions: AdaptiveCard[] = []): AdaptiveCard {
  return {
    type: "AdaptiveCard",
    $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
    version: "1.4",
    body,
    ...(actions.length === 0 ? {} : { actions }),
  };
}

function execute(title: string, questionId: string, value: string): AdaptiveCard {
  // Button titles are plain text; Teams cuts long ones itself, this keeps the card small.
  return {
    type: "Action.Execute",
    title: title.slice(0, 80),
    verb: ACTION_VERB,
    data: { [ACTION_VERB]: value, q: questionId },
  };
}

/**
 * A 1:1 chat with the bot (`a:…`, or Graph's `…@unq.gbl.spaces`), where Teams passes on every
 * message; in a channel (`…@thread.tacv2`, `…@thread.skype`) or a group chat (`…@thread.v2`)
 * it passes on only those that @mention the bot, unless the app has resource-specific consent
 * (`ChannelMessage.Read.Group`, `ChatMessage.Read.Chat`) there.
 */
export function isPersonalChat(chatId: string): boolean {
  return chatId.startsWith("a:") || chatId.endsWith("@unq.gbl.spaces");
}

/**
 * The prompt as one Adaptive Card: the readable text (numbered options and how to reply, so a
 * text reply answers too), then its controls. One single-select question gets a button per
 * option, Other… (a card with a text input) and Skip (SPEC C1); every other shape gets, per
 * question, a choice set (checkboxes for multi-select) and an Other text input, and one Submit
 * and Skip for the whole card. Outside a 1:1 chat it says to @mention the bot in a text reply.
 */
export function promptCard(
  question: QuestionRecord,
  locale: Locale,
  now: number,
  chatId = "",
): AdaptiveCard {
  const strings = messages(locale);
  const text = renderPrompt(question.questions, {
    locale,
    format: "plain",
    expiresAt: question.expiresAt,
    now,
  });
  // Text replies there reach the bot only with its @mention (without resource-specific consent).
  const body = textBlocks(isPersonalChat(chatId) ? text : `${text}\n${strings.mentionHint}`);
  const skip = execute(strings.skip, question.id, "s");
  const only = question.questions[0];
  if (hasNativeButtons(question) && only) {
    const other = {
      type: "Action.ShowCard",
      title: strings.otherButton,
      card: card(
        [
          {
            type: "Input.Text",
            id: otherInput(0),
            isMultiline: true,
            maxLength: 2000,
            placeholder: strings.otherPlaceholder,
          },
        ],
        [execute(strings.submit, question.id, "o")],
      ),
    };
    const options = only.options.map((option, index) =>
      execute(option.label, question.id, `a${index}`),
    );
    return card(body, [...options, other, skip]);
  }
  const inputs = question.questions.flatMap((item, index) => [
    {
      type: "Input.ChoiceSet",
      id: choiceInput(index),
      label: item.header,
      style: "expanded",
      isMultiSelect: item.multiSelect === true,
      choices: item.options.map((option, optionIndex) => ({
        title: option.label,
        value: String(optionIndex),
      })),
    },
    {
      type: "Input.Text",
      id: otherInput(index),
      label: strings.otherButton,
      placeholder: strings.otherPlaceholder,
      maxLength: 2000,
    },
  ]);
  return card([...body, ...inputs], [execute(strings.submit, question.id, "f"), skip]);
}

/** The card a closed prompt (or reminder) is updated to: its summary, no inputs. */
export function outcomeCard(question: QuestionRecord, locale: Locale, surface: string) {
  return card(textBlocks(outcomeText(question, locale, surface, "plain")));
}

/** A reminder's text, escaped for Teams' Markdown, mentioning each user first. */
export function reminderMessage(
  question: QuestionRecord,
  locale: Locale,
  mentions: ReadonlyArray<{ id: string; name: string }>,
  now: number,
): string {
  const tags = mentions.map((user) => `<at>${escapeCardText(user.name)}</at>`);
  return [...tags, escapeCardText(reminderText(question, locale, "plain", now))].join(" ");
}

/**
 * The action a card's data names (Action.Execute's `data`, or Action.Submit's `value`, both
 * with the card's inputs merged in), with the question it names; undefined for anything else.
 */
export function readCardAction(
  data: unknown,
): { questionId: string; action: CardAction } | undefined {
  if (data === null || typeof data !== "object" || Array.isArray(data)) return undefined;
  const fields = data as Record<string, unknown>;
  const value = fields[ACTION_VERB];
  const questionId = fields.q;
  if (typeof value !== "string" || typeof questionId !== "string") return undefined;
  const text = (key: string) => (typeof fields[key] === "string" ? fields[key] : undefined);
  if (value === "s") return { questionId, action: { action: "skip" } };
  if (value === "o")
    return { questionId, action: { action: "other", text: text(otherInput(0)) ?? "" } };
  if (value === "f") {
    const indexes = [0, 1, 2];
    return {
      questionId,
      action: {
        action: "form",
        choices: indexes.map((index) => text(choiceInput(index))),
        others: indexes.map((index) => text(otherInput(index))),
      },
    };
  }
  const option = /^a([0-9])$/u.exec(value);
  return option
    ? { questionId, action: { action: "option", index: Number(option[1]) } }
    : undefined;
}

/**
 * A form's answers in the API's shape (`{ answers: { id: [labels…, own words] } }`), from the
 * choice sets' values (option indexes, comma-separated for multi-select) and the Other inputs.
 * A question left empty gets no key, so the gateway's check says which is missing.
 */
export function formAnswers(
  question: QuestionRecord,
  form: { choices: Array<string | undefined>; others: Array<string | undefined> },
): { answers: Record<string, string[]> } {
  const answers: Record<string, string[]> = {};
  question.questions.forEach((item, index) => {
    const picked = (form.choices[index] ?? "")
      .split(",")
      .map((part) => part.trim())
      .filter((part) => /^[0-9]$/u.test(part))
      .map((part) => item.options[Number(part)]?.label)
      .filter((label): label is string => label !== undefined);
    const own = form.others[index]?.trim();
    const values = [...new Set(picked), ...(own ? [own] : [])];
    if (values.length > 0) answers[item.id] = values;
  });
  return { answers };
}
