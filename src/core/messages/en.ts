import type { Messages } from "./messages.js";

export const en: Messages = {
  quotes: ["“", "”"],
  and: "and",
  or: "or",

  skip: "Skip",
  other: "Other",
  otherButton: "Other…",
  otherPlaceholder: "Type your own answer",
  submit: "Submit",
  back: "Back",
  next: "Next",
  collapse: "Collapse",
  expand: "Expand",
  recommended: "Recommended",
  showDetails: "Show all",
  chooseOne: "Choose one",
  chooseSeveral: "Choose all that apply",
  questionRegion: "Question from the agent",
  step: "Question {step} of {count}",
  waitingForAnswer: "Waiting for an answer",

  answered: "Answered",
  expired: "Expired",
  skipped: "Skipped",
  cancelled: "Cancelled",
  deliveryFailed: "Could not be delivered",

  surfaces: {
    web: "in the Control UI",
    terminal: "in the terminal",
    api: "over the API",
    telegram: "on Telegram",
    slack: "on Slack",
    discord: "on Discord",
    push: "from a notification",
    email: "via email",
    whatsapp: "on WhatsApp",
    teams: "in Microsoft Teams",
    webhook: "through a webhook",
  },
  otherSurface: "on {surface}",
  promptShown: "Shown {where}",
  reminderShown: "⏰ Reminder sent {where}",
  pushPlace: "as a phone notification",
  endedOn: "{outcome} {where}",
  endedByUser: "{outcome} by {user}",
  endedAtTime: "{outcome} at {time}",
  cancelledByAgent: "Cancelled by the agent",
  cancelledRunAborted: "Cancelled: the agent stopped waiting",

  minutes: { one: "{count} minute", other: "{count} minutes" },
  seconds: { one: "{count} second", other: "{count} seconds" },
  timeLeft: "{time} left",
  answerWithin: "Please answer within {time}.",
  tapToAnswer: "Tap to answer.",
  progressWaiting: "Waiting for the user's answer ({time} left)",
  progressAnswerAt: "{waiting}: answer at {url}",
  reminder: "⏰ Reminder: {headers} is still waiting for your answer ({timeLeft}).",

  otherHint: "Other: reply in your own words.",
  replyOne: "Reply with a number, a label, or your own words.",
  replyMany: "Reply with one or more numbers, such as {example}, labels, or your own words.",
  replyLines: "Reply with one line per question, in order: a number, a label, or your own words.",
  severalHint: "Where several answers are allowed, separate them with commas, such as {example}.",
  keyHint: "Or start a line with the question’s number, such as {example}.",
  skipHint: "To skip, reply {word}.",
  skipAllHint: "To skip all questions, reply {word}.",
  skipWord: "skip",
  mentionHint: "Here, @mention the bot in your reply, so that Teams passes it on.",

  clarify: {
    empty: "Your reply is empty — reply with {candidates}, your own words, or {skip} to skip.",
    no_such_option: "There is no option {number} — reply with {candidates}, or your own words.",
    several_choices:
      "{header} takes one answer — which one: {candidates}? Reply with one number, one label, or your own words.",
    ambiguous_label: "{text} could be {candidates} — reply with the number you mean.",
    ambiguous_number:
      "{text} could mean more than one thing here — reply with “#” and the option number, such as {example}, or write your answer in words.",
    number_label_mismatch:
      "Option {number} is {label}, not {text} — reply with just the number or just the label.",
    line_count:
      "I got {lines} for {questions} — reply with one line per question, in order, or start each line with the question’s number, such as {example}.",
    unknown_key:
      "There is no question {key} — start a line with a question’s number (1-{count}) or id ({ids}).",
    ambiguous_key:
      "{key} names more than one question — start the line with the question’s number (1-{count}) instead.",
    unkeyed_line:
      "Some lines start with a question and some do not — start every line with its question’s number, such as {example}, or give one line per question in order.",
    missing_answer: "There is no answer for {header} — add a line such as {example}.",
    partial_skip: "{word} skips every question — reply with just {word}, or answer every question.",
    other_without_text:
      "Write your own answer in words instead of {word} — or reply with a number or a label.",
    negated: "You ruled out {text} — which one then: {candidates}? Reply with its number or label.",
    no_choice:
      "{text} alone picks no option — reply with {candidates}, your own words, or {skip} to skip.",
    count_mismatch:
      "{text} does not fit: there are {count} options — reply with the numbers you mean, such as {example}.",
    too_long: "That answer is too long ({length} characters) — keep it to {max} characters.",
  },
  clarifyForQuestion: "{header}: {message}",
  clarifyEmptySeveral:
    "Your reply is empty — reply with one line per question, in order, or {skip} to skip.",
  clarifyNegatedList:
    "You ruled out {text} — which ones then? Reply with their numbers, or with something like {example}.",
  allExcept: "everything except",
  lineCount: { one: "{count} line", other: "{count} lines" },
  questionCount: { one: "{count} question", other: "{count} questions" },

  replyAnswered: "Answered: {answers}",
  replySkipped: "Skipped.",
  replyNoPending: "No question is waiting.",

  notAllowed: "You are not allowed to answer this question.",
  noLongerOpen: "This question is no longer open.",
  questionClosed: "This question is closed ({outcome}).",
  whichPrompt: "Several questions are open here: {headers}. Reply to the one you mean.",
  whichPromptItem: "{headers} ({detail})",
  sentAgo: "sent {time} ago",
  sentOrder: "{number} of {count}, oldest first",

  emailSubject: "Question: {headers}",
  emailLinks: "Answer with one click:",
  linkConfirmAnswer: "Answer {answer}?",
  linkConfirmSkip: "Skip this question?",
  linkConfirm: "Confirm",
  linkInvalid: "This link is not valid.",
  emailReplyNotRecipient:
    "Your reply from {sender} does not count: this question went to {recipient}, and only replies from that address count.",
  emailReplyNotAllowed:
    "Your reply from {sender} does not count: that address may not answer this question.",
};
