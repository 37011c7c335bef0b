import {
  type Locale,
  messages,
  type QuestionRecord,
  reminderText,
  renderPrompt,
} from "../../core/index.js";
import { hasNativeButtons } from "../channel-text.js";

/** Block Kit blocks, loosely typed: only what the prompt uses. */
export type SlackBlock = Record<string, unknown>;

/**
 * A button's `value`: `a<index>` picks an option, `o` opens Other…, `s` skips. The question
 * is found from the clicked message's delivery, so the value stays short and holds no label.
 */
export type Click = { action: "option"; index: number } | { action: "other" } | { action: "skip" };

export const ACTION_PREFIX = "ask_user_";

export function encodeClick(click: Click): string {
  switch (click.action) {
    case "option":
      return `a${click.index}`;
    case "other":
      return "o";
    case "skip":
      return "s";
  }
}

export function decodeClick(value: string | undefined): Click | undefined {
  if (value === "o") return { action: "other" };
  if (value === "s") return { action: "skip" };
  const option = /^a([0-9])$/u.exec(value ?? "");
  return option ? { action: "option", index: Number(option[1]) } : undefined;
}

/** The prompt as Slack mrkdwn, within a section's 3,000-character limit. */
export function promptText(question: QuestionRecord, locale: Locale, now: number): string {
  return renderPrompt(question.questions, {
    locale,
    format: "slack-mrkdwn",
    expiresAt: question.expiresAt,
    now,
  });
}

/** A reminder of a live prompt as Slack mrkdwn, mentioning the allowed users first. */
export function reminderMrkdwn(
  question: QuestionRecord,
  locale: Locale,
  mentions: readonly string[],
  now: number,
): string {
  const tags = mentions.map((id) => `<@${id}>`);
  return [...tags, reminderText(question, locale, "slack-mrkdwn", now)].join(" ");
}

/**
 * The prompt's blocks: the text as a mrkdwn section, then for one single-select question one
 * button per option, then Other… and Skip. Every other shape is answered by a reply (SPEC C2).
 */
export function promptBlocks(question: QuestionRecord, locale: Locale, text: string): SlackBlock[] {
  const section: SlackBlock = { type: "section", text: { type: "mrkdwn", text } };
  const only = question.questions[0];
  if (!hasNativeButtons(question) || !only) return [section];
  const strings = messages(locale);
  const button = (label: string, click: Click, index: number): SlackBlock => ({
    type: "button",
    // Slack caps a button's text at 75 characters.
    text: { type: "plain_text", text: label.slice(0, 75), emoji: true },
    action_id: `${ACTION_PREFIX}${index}`,
    value: encodeClick(click),
  });
  const elements = [
    ...only.options.map((option, index) =>
      button(option.label, { action: "option", index }, index),
    ),
    button(strings.otherButton, { action: "other" }, only.options.length),
    button(strings.skip, { action: "skip" }, only.options.length + 1),
  ];
  return [section, { type: "actions", block_id: "ask_user_choices", elements }];
}
