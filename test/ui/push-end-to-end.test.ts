import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ask, PHONE, useChromium, waitForResult } from "../support/browser.js";
import { LOOPBACK_PUSH, LocalPushService } from "../support/local-push-service.js";
import { stubPushService } from "../support/push-service-stub.js";
import { click, openWithWorker, shownNotifications } from "../support/service-worker-page.js";

// The whole way of a question to a phone and back: the switch subscribes the device with the
// gateway, the gateway signs and encrypts the question for it, a push service checks and
// decrypts it as the browser's would, the service worker shows it, its button answers, and the
// ending the gateway pushes next closes it. Only the hop from the push service into the browser
// is the DevTools protocol's, as Chromium's own push service is out of reach here.

const TOKEN = "end-to-end-token";
const openPage = useChromium();
let pushService: LocalPushService;
beforeAll(async () => {
  pushService = await LocalPushService.start();
});
afterAll(() => pushService.close());

describe("A question on the phone, end to end", () => {
  it("reaches the device's notification, is answered from its button, and closes when answered elsewhere", async () => {
    const device = "chromium-phone";
    const { page, context, url, headers } = await openPage({
      context: PHONE,
      token: TOKEN,
      tuning: { push: { agent: pushService.agent() } },
      // The local push service is on loopback: ASK_USER_PUSH_ALLOW_PRIVATE=1.
      settings: { push: LOOPBACK_PUSH },
    });
    await stubPushService(context, pushService.subscribe(device));
    const { worker, push } = await openWithWorker(context, page, url, `?token=${TOKEN}`);
    const toggle = page.getByRole("switch", { name: "Notify me on this device" });
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    await toggle.click();
    await expect.poll(() => toggle.isChecked()).toBe(true);

    const question = await ask(
      url,
      {
        sessionId: "release",
        questions: [
          {
            id: "ship",
            header: "Ship",
            question: "Ship v2.4.0 today?",
            options: [{ label: "Yes" }, { label: "No" }],
          },
        ],
      },
      headers,
    );
    const result = waitForResult(url, question.id, headers);
    const [asked] = await pushService.receivedFor(device);
    await push(asked?.payload);
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([
        expect.objectContaining({
          title: "Ship",
          body: expect.stringMatching(/^Ship v2\.4\.0 today\?\nPlease answer within /),
          tag: question.id,
          lang: "en",
          actions: [
            { action: "answer-0", title: "Yes" },
            { action: "answer-1", title: "No" },
          ],
        }),
      ]);

    await click(worker, question.id, "answer-0");
    expect(await result).toEqual({
      status: 200,
      body: { status: "answered", answers: { answers: { ship: ["Yes"] } } },
    });
    await expect.poll(() => shownNotifications(page)).toEqual([]);
    const [, firstEnded] = await pushService.receivedFor(device, 2);
    expect(firstEnded?.payload).toEqual({ type: "ended", questionId: question.id });

    // Answered elsewhere while its notification shows: the ending the gateway pushes closes it.
    const second = await ask(
      url,
      {
        sessionId: "docs",
        questions: [
          {
            id: "guide",
            header: "Guide",
            question: "Publish the guide?",
            options: [{ label: "Now" }, { label: "Later" }],
          },
        ],
      },
      headers,
    );
    const [, , secondAsked] = await pushService.receivedFor(device, 3);
    await push(secondAsked?.payload);
    await expect
      .poll(async () => (await shownNotifications(page)).map(({ tag }) => tag))
      .toEqual([second.id]);
    const answered = await fetch(`${url}/v1/questions/${second.id}/answer`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ answers: { guide: ["Later"] }, surface: "slack" }),
    });
    expect(answered.status).toBe(200);
    const [, , , secondEnded] = await pushService.receivedFor(device, 4);
    expect(secondEnded?.payload).toEqual({ type: "ended", questionId: second.id });
    await push(secondEnded?.payload);
    await expect.poll(() => shownNotifications(page)).toEqual([]);
    expect(pushService.refused).toEqual([]);
  });
});
