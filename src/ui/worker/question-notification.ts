import type { AskedPushMessage, PushAnswerAction, PushMessage } from "../../core/push-message.js";

declare const self: ServiceWorkerGlobalScope;

/** What a question's notification carries for its click handler. */
export interface QuestionNotificationData {
  questionId: string;
  sessionId: string;
  url: string;
  actions: PushAnswerAction[];
}

// Notification buttons: in every browser that shows them, not yet in TypeScript's lib.
interface NotificationOptionsWithActions extends NotificationOptions {
  actions: Array<{ action: string; title: string }>;
}

/** Shows an asked question, or closes the notifications of one that ended. */
export async function handlePushPayload(payload: PushMessage | undefined): Promise<void> {
  if (payload?.type === "asked") await showQuestion(payload);
  else if (payload?.type === "ended") await closeQuestion(payload.questionId);
}

export async function showQuestion(payload: AskedPushMessage): Promise<void> {
  const actions = payload.actions ?? [];
  const data: QuestionNotificationData = {
    questionId: payload.questionId,
    sessionId: payload.sessionId,
    url: payload.url,
    actions,
  };
  const scope = self.registration.scope;
  const options: NotificationOptionsWithActions = {
    body: payload.body,
    lang: payload.lang,
    // One notification per question: a repeated push replaces it instead of stacking.
    tag: payload.questionId,
    data,
    actions: actions.map(({ action, title }) => ({ action, title })),
    // A question waits for an answer; it should not fade away unseen.
    requireInteraction: true,
    icon: new URL("icons/icon-192.png", scope).href,
    badge: new URL("icons/badge-96.png", scope).href,
  };
  await self.registration.showNotification(payload.title, options);
}

export async function closeQuestion(questionId: string): Promise<void> {
  for (const notification of await self.registration.getNotifications({ tag: questionId }))
    notification.close();
}
