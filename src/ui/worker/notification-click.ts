import { readDeviceToken } from "../state/device-token.js";
import type { QuestionNotificationData } from "./question-notification.js";

declare const self: ServiceWorkerGlobalScope;

/**
 * A tap on a question's notification. An answer button answers right here; when that fails (the
 * question ended, the token was refused, no network) the app opens at the question instead, so
 * the human still sees what happened. A tap on the body opens the app at the question.
 */
export async function handleNotificationClick(
  notification: Notification,
  action: string,
): Promise<void> {
  notification.close();
  const data = notification.data as QuestionNotificationData | undefined;
  if (!data) return openApp("");
  const chosen = data.actions.find((candidate) => candidate.action === action);
  if (chosen && (await sendAnswer(data.questionId, chosen.answer))) return;
  await openApp(data.url);
}

async function sendAnswer(questionId: string, answer: unknown): Promise<boolean> {
  const token = await readDeviceToken().catch(() => undefined);
  const url = new URL(
    `v1/questions/${encodeURIComponent(questionId)}/answer`,
    self.registration.scope,
  );
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify(answer),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** Shows `url` (relative to the app) in an open Control UI window, or in a new one. */
async function openApp(url: string): Promise<void> {
  const target = new URL(url, self.registration.scope).href;
  const [open] = await self.clients.matchAll({ type: "window" });
  if (!open) {
    await self.clients.openWindow(target);
    return;
  }
  const shown = (await open.navigate(target)) ?? open;
  // Focusing needs the user activation of a real click; the window shows the question anyway.
  await shown.focus().catch(() => {});
}
