/**
 * What the gateway's Web Push sender puts in a push message: a question was asked (show it) or
 * it ended anywhere (take its notification away).
 */

/** A notification button that answers the question with one option. */
export interface AnswerAction {
  action: string;
  title: string;
  /** The body of `POST v1/questions/:id/answer`. */
  answer: unknown;
}

export interface AskedPayload {
  type: "asked";
  questionId: string;
  sessionId: string;
  title: string;
  body: string;
  lang: string;
  /** The app's address of the question's session, relative to the app: `#/sessions/…`. */
  url: string;
  actions?: AnswerAction[];
}

export interface EndedPayload {
  type: "ended";
  questionId: string;
}

export type PushPayload = AskedPayload | EndedPayload;

/** The payload, or undefined for anything else (not JSON, another type, missing fields). */
export function parsePushPayload(text: string | undefined): PushPayload | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text ?? "");
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  const payload = value as Record<string, unknown>;
  if (typeof payload.questionId !== "string") return undefined;
  if (payload.type === "ended") return payload as unknown as EndedPayload;
  const textFields = ["sessionId", "title", "body", "lang", "url"];
  if (payload.type === "asked" && textFields.every((field) => typeof payload[field] === "string"))
    return { ...(payload as unknown as AskedPayload), actions: answerActions(payload.actions) };
  return undefined;
}

function answerActions(value: unknown): AnswerAction[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (action): action is AnswerAction =>
      typeof action?.action === "string" && typeof action.title === "string",
  );
}
