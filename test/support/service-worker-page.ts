import type { BrowserContext, Page, Worker } from "playwright-core";

// The Control UI's service worker in a real registration, for the push tests: open the app
// under its worker, deliver push messages through the DevTools protocol, read the notifications
// it shows, and run its click handler (headless Chromium cannot click a notification).

export interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  lang: string;
  icon: string;
  badge: string;
  requireInteraction: boolean;
  actions: Array<{ action: string; title: string }>;
}

/**
 * Waits until a service worker controls the page. A function, not a string: the UI's
 * Content-Security-Policy refuses the eval a string predicate needs.
 */
export async function untilWorkerControls(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      (globalThis as unknown as { navigator: { serviceWorker: { controller: unknown } } }).navigator
        .serviceWorker.controller !== null,
  );
}

/** The app open with its service worker in control, and a way to push to its registration. */
export async function openWithWorker(context: BrowserContext, page: Page, url: string, query = "") {
  await context.grantPermissions(["notifications"], { origin: url });
  const cdp = await context.newCDPSession(page);
  const registrations: Array<{ registrationId: string; scopeURL: string }> = [];
  cdp.on("ServiceWorker.workerRegistrationUpdated", (event) =>
    registrations.push(...event.registrations),
  );
  await cdp.send("ServiceWorker.enable");
  await page.goto(`${url}/${query}`);
  await untilWorkerControls(page);
  const registration = registrations.find(({ scopeURL }) => scopeURL === `${url}/`);
  if (!registration) throw new Error("no service worker registration");
  const worker =
    context.serviceWorkers().find((candidate) => candidate.url() === `${url}/sw.js`) ??
    (await context.waitForEvent("serviceworker"));
  const deliver = (payload: unknown) =>
    cdp.send("ServiceWorker.deliverPushMessage", {
      origin: `${url}/`,
      registrationId: registration.registrationId,
      data: JSON.stringify(payload),
    });
  return {
    worker,
    /**
     * Delivers a push message, once more if its effect (an asked question's notification shown,
     * an ended one's gone) has not shown within a few seconds: under a fully loaded machine
     * headless Chromium now and then loses a message the DevTools protocol delivered. The
     * service worker's handling is what the tests check, and a second loss still fails them.
     */
    push: async (payload: unknown) => {
      await deliver(payload);
      const { type, questionId: tag } = (payload ?? {}) as { type?: unknown; questionId?: unknown };
      if (typeof tag !== "string") return;
      const shown = async () =>
        (await shownNotifications(page)).some((notification) => notification.tag === tag);
      const expected = type === "asked";
      const deadline = Date.now() + 3000;
      while (Date.now() < deadline) {
        if ((await shown()) === expected) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await deliver(payload);
    },
  };
}

export function shownNotifications(page: Page): Promise<ShownNotification[]> {
  // A string, not a function: this project's type check has no DOM types.
  return page.evaluate(`navigator.serviceWorker.ready
    .then((registration) => registration.getNotifications())
    .then((notifications) => notifications.map((n) => ({
      title: n.title, body: n.body, tag: n.tag, lang: n.lang, icon: n.icon, badge: n.badge,
      requireInteraction: n.requireInteraction,
      actions: n.actions.map(({ action, title }) => ({ action, title })),
    })))`);
}

/** What a tap on the notification of `questionId` does, with `action` ("" for its body). */
export function click(worker: Worker, questionId: string, action: string): Promise<void> {
  return worker.evaluate(`(async () => {
    const [notification] = await self.registration.getNotifications({ tag: ${JSON.stringify(questionId)} });
    if (!notification) throw new Error("no notification to click");
    await askUserServiceWorker.handleNotificationClick(notification, ${JSON.stringify(action)});
  })()`);
}
