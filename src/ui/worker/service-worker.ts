/**
 * The Control UI's service worker, built to `sw.js` next to index.html (scope: the app's folder).
 * It keeps the app shell for offline use and shows the gateway's push messages as notifications.
 */
import { appShellResponse, cacheAppShell, deleteOldAppShells } from "./app-shell.js";
import { handleNotificationClick } from "./notification-click.js";
import { parsePushPayload } from "./push-payload.js";
import { handlePushPayload } from "./question-notification.js";

declare const self: ServiceWorkerGlobalScope;

self.addEventListener("install", (event) => {
  // A new build takes over at once: its shell is complete, and the old one is never needed again.
  event.waitUntil(cacheAppShell(self.registration.scope).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(deleteOldAppShells().then(() => self.clients.claim()));
});

self.addEventListener("fetch", (event) => {
  const response = appShellResponse(event.request, self.registration.scope);
  if (response) event.respondWith(response);
});

// One push message after another, in the order they arrive: an "ended" must not overtake the
// "asked" whose notification it closes. A failed one (permission taken back) does not stop the rest.
let pushes: Promise<void> = Promise.resolve();

self.addEventListener("push", (event) => {
  const payload = parsePushPayload(event.data?.text());
  pushes = pushes.then(() => handlePushPayload(payload)).catch(() => {});
  event.waitUntil(pushes);
});

self.addEventListener("notificationclick", (event) => {
  event.waitUntil(handleNotificationClick(event.notification, event.action));
});

// The bundle's global `askUserServiceWorker`: the handlers, callable without an event.
export { handleNotificationClick, handlePushPayload, parsePushPayload };
