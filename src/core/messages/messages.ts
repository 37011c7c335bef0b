import type { Locale } from "../locale.js";
import type { ClarifyReason } from "./clarify-reason.js";
import { de } from "./de.js";
import { en } from "./en.js";
import { es } from "./es.js";
import { th } from "./th.js";

/** Surfaces with a name of their own in every language; any other is shown by its name. */
export type NamedSurface =
  | "web"
  | "terminal"
  | "api"
  | "telegram"
  | "slack"
  | "discord"
  | "push"
  | "email"
  | "whatsapp"
  | "teams"
  | "webhook";

/** A text with a count, in the CLDR plural categories the supported languages use. */
export interface PluralText {
  one: string;
  other: string;
}

/**
 * Every fixed string a surface shows, in one language. `{name}` marks a placeholder filled by
 * `formatMessage`; a renderer fills it with text already escaped for its format.
 */
export interface Messages {
  /** Opening and closing quotation marks for quoting a word in running text. */
  quotes: readonly [string, string];
  /** The last joint of a list: "1, 2 and 3". */
  and: string;
  /** Joins the last of several alternatives: "1, 2 or 3". */
  or: string;

  // Controls of a question panel or card.
  skip: string;
  other: string;
  /** The button that opens the free-text answer. */
  otherButton: string;
  otherPlaceholder: string;
  submit: string;
  back: string;
  next: string;
  collapse: string;
  expand: string;
  /** The badge on an option whose label ends in "(Recommended)". */
  recommended: string;
  /** Opens a question's details (the whole text behind its sentence). */
  showDetails: string;
  chooseOne: string;
  chooseSeveral: string;
  /** The accessible name of the question panel. */
  questionRegion: string;
  /** `{step}`, `{count}`: the stepper, and the heading of each question in a text prompt. */
  step: string;
  waitingForAnswer: string;

  // How an ended question reads (SPEC L7).
  answered: string;
  expired: string;
  skipped: string;
  cancelled: string;
  /** The prompt reached no channel (SPEC L6). */
  deliveryFailed: string;

  // Who ended a question, where and when (SPEC C6).
  /** Where it was ended, as words that follow Answered / Skipped: "on Slack", "in the terminal". */
  surfaces: Record<NamedSurface, string>;
  /** `{surface}`: a surface of no name here, by its own name. */
  otherSurface: string;
  /** The timeline's line for a prompt a channel showed; `{where}`: a `surfaces` text. */
  promptShown: string;
  /** The timeline's line for a reminder a plan step sent; `{where}`: a `surfaces` text. */
  reminderShown: string;
  /** `{where}` of a prompt or reminder sent to the human's phones (push). */
  pushPlace: string;
  /** `{outcome}` (Answered, Skipped, Cancelled), `{where}` (one of `surfaces`). */
  endedOn: string;
  /** `{outcome}`, `{user}`: the id of the human who answered. */
  endedByUser: string;
  /** `{outcome}`, `{time}`: when it ended, as the viewer reads time. */
  endedAtTime: string;
  /** The agent cancelled the question (over the API). */
  cancelledByAgent: string;
  /** The agent's run was aborted while it waited (SPEC L3). */
  cancelledRunAborted: string;

  // Time.
  minutes: PluralText;
  seconds: PluralText;
  /** `{time}`: a duration such as "4 minutes 5 seconds". */
  timeLeft: string;
  /** `{time}`: the last line of a text prompt. */
  answerWithin: string;
  /** The last line of a phone notification whose question its buttons cannot answer. */
  tapToAnswer: string;
  /** An MCP progress notification while the agent waits; `{time}`: the countdown (`m:ss`). */
  progressWaiting: string;
  /** The first MCP progress notification: `{waiting}` (`progressWaiting`), `{url}`. */
  progressAnswerAt: string;
  /**
   * A reminder, as a reply to the prompt it reminds of. `{headers}`: the prompt's headers;
   * `{timeLeft}`: the `timeLeft` text.
   */
  reminder: string;

  // How to answer a text prompt (SPEC C2).
  otherHint: string;
  replyOne: string;
  /** `{example}`: a list of numbers such as "1, 3". */
  replyMany: string;
  replyLines: string;
  /** `{example}`: a list of numbers such as "1, 3". */
  severalHint: string;
  /** `{example}`: a keyed line such as "2: …". */
  keyHint: string;
  /** `{word}`: the skip word. */
  skipHint: string;
  /** `{word}`: the skip word. */
  skipAllHint: string;
  /** The word a human replies to skip, as the instructions show it. */
  skipWord: string;
  /**
   * A text prompt in a Teams channel or group chat: Teams passes on a message there only when
   * it @mentions the bot (unless the app has resource-specific consent).
   */
  mentionHint: string;

  // Clarifications (SPEC T3); the placeholders of each are listed at `ClarifyReason`.
  clarify: Record<ClarifyReason, string>;
  /** `{header}`, `{message}`: a clarification about one of several questions. */
  clarifyForQuestion: string;
  /** `empty` where several questions are asked: `{skip}`. */
  clarifyEmptySeveral: string;
  /** `negated` on a multi-select, where several options may remain: `{text}`, `{example}`. */
  clarifyNegatedList: string;
  /** How a reply asks for every option but some: "everything except" (then the labels). */
  allExcept: string;
  lineCount: PluralText;
  questionCount: PluralText;

  // What the reply endpoint says back.
  /** `{answers}`: the summary lines, joined. */
  replyAnswered: string;
  replySkipped: string;
  replyNoPending: string;

  // Chat channels (SPEC C3).
  /** The notice to someone who is not allowed to answer. */
  notAllowed: string;
  /** The notice when a tap reaches a question that has already ended. */
  noLongerOpen: string;
  /** `{outcome}`: a reply to a prompt whose question has ended, and how it ended. */
  questionClosed: string;
  /** `{headers}`: a message addressed to no prompt while several are open in the chat. */
  whichPrompt: string;
  /**
   * One of `whichPrompt`'s prompts whose headers another shares too: `{headers}`, and
   * `{detail}` that tells them apart (its question, when it was sent, or its place).
   */
  whichPromptItem: string;
  /** `{time}`: how long ago a prompt was sent, such as "3 minutes". */
  sentAgo: string;
  /** `{number}`, `{count}`: a prompt's place among those alike, oldest first. */
  sentOrder: string;

  // Email (a mail cannot be edited: its links lead to a confirmation page).
  /** `{headers}`: the subject of a prompt's mail. */
  emailSubject: string;
  /** Above the one-click answer links. */
  emailLinks: string;
  /** `{answer}`: the confirmation page of an option's link, the label in quotes. */
  linkConfirmAnswer: string;
  /** The confirmation page of a Skip link. */
  linkConfirmSkip: string;
  /** The button that answers on a confirmation page. */
  linkConfirm: string;
  /** A link whose signature does not hold (forged, altered, cut short). */
  linkInvalid: string;
  /**
   * `{sender}`, `{recipient}`: a reply to a prompt from another address than the one it was
   * mailed to (a list's member, say), without an allow-list that names the sender.
   */
  emailReplyNotRecipient: string;
  /** `{sender}`: a reply to a prompt from an address the allow-list does not name. */
  emailReplyNotAllowed: string;
}

const TABLES: Record<Locale, Messages> = { en, de, th, es };

/** The strings table of a locale. */
export function messages(locale: Locale): Messages {
  return TABLES[locale];
}
