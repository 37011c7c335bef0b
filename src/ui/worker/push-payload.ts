import type {
  AskedPushMessage,
  EndedPushMessage,
  PushAnswerAction,
  PushMessage,
} from "../../core/push-message.js";

/**
 * A push message as the gateway's push channel writes it (core/push-message.ts): a question was
 * asked (show it) or it ended anywhere (take its notification away). Checked, since anything can
 * arrive on a push subscription.
 */
/** The payload, or undefined for anything else (not JSON, another type, missing fields). */
export function parsePushPayload(text: string | undefined): PushMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text ?? "");
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  const payload = value as Record<string, unknown>;
  if (typeof payload.questionId !== "string") return undefined;
  if (payload.type === "ended") return payload as unknown as EndedPushMessage;
  const textFields = ["sessionId", "title", "body", "lang", "url"];
  if (payload.type === "asked" && textFields.every((field) => typeof payload[field] === "string"))
    return { ...(payload as unknown as AskedPushMessage), actions: answerActions(payload.actions) };
  return undefined;
}

function answerActions(value: unknown): PushAnswerAction[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (action): action is PushAnswerAction =>
      typeof action?.action === "string" && typeof action.title === "string",
  );
}
