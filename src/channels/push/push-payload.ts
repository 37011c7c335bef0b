import {
  type AskedPushMessage,
  answerTime,
  formatMessage,
  hashForSession,
  type Locale,
  messages,
  msUntil,
  PUSH_SURFACE,
  type PushAnswerAction,
  type PushMessage,
  type QuestionRecord,
  truncateHeader,
} from "../../core/index.js";

/**
 * Push services take at most 4 KB of encrypted payload (RFC 8291 leaves about 3.9 KB of JSON):
 * the body is cut to what fits, counted in UTF-8 bytes (a Thai character takes three).
 */
const MAX_PAYLOAD_BYTES = 3600;
const MAX_TITLE_CHARACTERS = 80;
const MAX_ACTION_CHARACTERS = 40;

/**
 * The notification of a new question in the session's language: its headers as the title,
 * its question (one line per question) as the body, and the time left. A single-select with
 * exactly two options gets them as buttons, so it can be answered from the notification.
 */
export function askedPayload(question: QuestionRecord, locale: Locale, nowMs: number): PushMessage {
  const strings = messages(locale);
  const { questions } = question;
  const actions = answerActions(question);
  const lines =
    questions.length === 1
      ? [questions[0]?.question ?? ""]
      : questions.map((item) => `${item.header}: ${item.question}`);
  const time = answerTime(locale, msUntil(question.expiresAt, nowMs));
  lines.push(formatMessage(strings.answerWithin, { time }));
  if (!actions) lines.push(strings.tapToAnswer);
  const payload: AskedPushMessage = {
    type: "asked",
    questionId: question.id,
    sessionId: question.sessionId,
    title: cut(questions.map((item) => item.header).join(" · "), MAX_TITLE_CHARACTERS),
    body: "",
    lang: locale,
    url: hashForSession(question.sessionId),
    ...(actions ? { actions } : {}),
  };
  return { ...payload, body: fitInBytes(lines.join("\n"), MAX_PAYLOAD_BYTES - jsonBytes(payload)) };
}

export function endedPayload(question: QuestionRecord): PushMessage {
  return { type: "ended", questionId: question.id };
}

function answerActions(question: QuestionRecord): PushAnswerAction[] | undefined {
  const [only, ...more] = question.questions;
  if (!only || more.length > 0 || only.multiSelect || only.options.length !== 2) return undefined;
  return only.options.map((option, index) => ({
    action: `answer-${index}`,
    title: cut(option.label, MAX_ACTION_CHARACTERS),
    answer: { answers: { [only.id]: [option.label] }, surface: PUSH_SURFACE },
  }));
}

/** The longest cut of `text` whose JSON string takes at most `bytes` bytes. */
function fitInBytes(text: string, bytes: number): string {
  if (jsonBytes(text) <= bytes) return text;
  // Binary search on the number of characters kept.
  let low = 0;
  let high = Array.from(text).length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (jsonBytes(cut(text, middle)) <= bytes) low = middle;
    else high = middle - 1;
  }
  return cut(text, low);
}

function jsonBytes(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value)).length;
}

/** At most `max` user-perceived characters, with an ellipsis where it was cut. */
function cut(text: string, max: number): string {
  const whole = text.trim();
  if (truncateHeader(whole, max) === whole) return whole;
  return max <= 1 ? "…" : `${truncateHeader(whole, max - 1)}…`;
}
