import {
  type Locale,
  type QuestionRecord,
  type QuestionView,
  renderPrompt,
  toQuestionView,
} from "../../core/index.js";
import { outcomeText } from "../channel-text.js";

/** The body of every webhook the gateway sends. */
export interface WebhookEvent {
  type: "question.asked" | "question.ended";
  /** The question as `GET /v1/questions/:id` shows it (with `result` once it has ended). */
  question: QuestionView;
  expiresAt: string;
  /** Where the receiver answers: `{ answers }` or `{ skip: true }`; on `question.asked` only. */
  answerUrl?: string;
  locale: Locale;
  /** The prompt, or once ended its outcome, as plain text in the session's language. */
  text: string;
}

export function askedEvent(
  question: QuestionRecord,
  locale: Locale,
  answerUrl: string,
): WebhookEvent {
  const text = renderPrompt(question.questions, {
    locale,
    format: "plain",
    expiresAt: question.expiresAt,
  });
  return { ...common("question.asked", question, locale, text), answerUrl };
}

export function endedEvent(question: QuestionRecord, locale: Locale): WebhookEvent {
  const text = outcomeText(question, locale, "webhook", "plain");
  return common("question.ended", question, locale, text);
}

function common(
  type: WebhookEvent["type"],
  question: QuestionRecord,
  locale: Locale,
  text: string,
): WebhookEvent {
  return { type, question: toQuestionView(question), expiresAt: question.expiresAt, locale, text };
}
