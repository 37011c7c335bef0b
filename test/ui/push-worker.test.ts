import { describe, expect, it } from "vitest";
import type { QuestionView } from "../../src/http/question-view.js";
import { ask, PHONE, timelineOf, useChromium, waitForResult } from "../support/browser.js";
import { storeDeviceToken } from "../support/device-token.js";
import { click, openWithWorker, shownNotifications } from "../support/service-worker-page.js";

// The service worker's side of Web Push in a real registration: push messages delivered through
// the DevTools protocol become (and stop being) notifications, and a notification's buttons
// answer through the gateway's API. Chromium lets a worker focus or open windows only while it
// handles a real click, which headless Chromium cannot make; the click handler is called in the
// worker instead, with a real notification, and an open app window is navigated.

const TOKEN = "push-worker-token";
const SESSION = "release bot";
const openPage = useChromium();

function shipQuestion() {
  return [
    {
      id: "ship",
      header: "Ship",
      question: "Ship v2.4.0 today?",
      options: [{ label: "Yes" }, { label: "No" }],
    },
  ];
}

function askedPayload(question: QuestionView) {
  return {
    type: "asked",
    questionId: question.id,
    sessionId: question.sessionId,
    title: "Ship: Ship v2.4.0 today?",
    body: "Yes · No",
    lang: "en",
    url: `#/sessions/${encodeURIComponent(question.sessionId)}`,
    actions: ["Yes", "No"].map((label, index) => ({
      action: `answer-${index}`,
      title: label,
      answer: { answers: { ship: [label] }, surface: "push" },
    })),
  };
}

describe("Push notifications in the service worker, in Chromium", () => {
  it("shows an asked question with its answer buttons and closes it when it ends", async () => {
    const { page, context, url } = await openPage({ context: PHONE });
    const { push } = await openWithWorker(context, page, url);
    const first = await ask(url, { sessionId: SESSION, questions: shipQuestion() });
    const second = await ask(url, { sessionId: "docs", questions: shipQuestion() });

    await push(askedPayload(first));
    await push({ ...askedPayload(second), title: "Docs: ship the guide?" });
    await expect.poll(() => shownNotifications(page)).toHaveLength(2);
    const [shown] = (await shownNotifications(page)).filter(({ tag }) => tag === first.id);
    expect(shown).toEqual({
      title: "Ship: Ship v2.4.0 today?",
      body: "Yes · No",
      tag: first.id,
      lang: "en",
      icon: `${url}/icons/icon-192.png`,
      badge: `${url}/icons/badge-96.png`,
      requireInteraction: true,
      actions: [
        { action: "answer-0", title: "Yes" },
        { action: "answer-1", title: "No" },
      ],
    });

    // The same question again replaces its notification instead of stacking a second one.
    await push(askedPayload(first));
    await push({ type: "ended", questionId: first.id });
    await expect
      .poll(async () => (await shownNotifications(page)).map(({ tag }) => tag))
      .toEqual([second.id]);
  });

  it("answers with a notification button, with the token stored for this device", async () => {
    const ui = await openPage({ context: PHONE, token: TOKEN });
    const { page, context, url, headers } = ui;
    const { worker, push } = await openWithWorker(context, page, url, `?token=${TOKEN}`);
    await storeDeviceToken(page, TOKEN);
    const question = await ask(url, { sessionId: SESSION, questions: shipQuestion() }, headers);
    const result = waitForResult(url, question.id, headers);
    await push(askedPayload(question));
    await expect.poll(() => shownNotifications(page)).toHaveLength(1);

    await click(worker, question.id, "answer-1");
    expect(await result).toEqual({
      status: 200,
      body: { status: "answered", answers: { answers: { ship: ["No"] } } },
    });
    const { items } = await timelineOf(url, SESSION, headers);
    const ended = items.find((item) => item.type === "question") as {
      question: { endedBy: unknown };
    };
    expect(ended.question.endedBy).toEqual({ kind: "human", surface: "push" });
    expect(await shownNotifications(page)).toEqual([]);
    // Answered where it was shown: the app stays where it was.
    expect(page.url()).toBe(`${url}/`);
  });

  it("opens the question in the app after a tap on the body or when answering fails", async () => {
    const ui = await openPage({ context: PHONE, token: TOKEN });
    const { page, context, url, headers } = ui;
    const { worker, push } = await openWithWorker(context, page, url, `?token=${TOKEN}`);
    const sessionUrl = `${url}/#/sessions/${encodeURIComponent(SESSION)}`;
    // Each case with a question of its own: Chromium may drop a notification shown again under
    // the tag of one just closed, which no real tap-then-push sequence needs.
    const askShip = () => ask(url, { sessionId: SESSION, questions: shipQuestion() }, headers);
    const cancel = (id: string) =>
      fetch(`${url}/v1/questions/${id}/cancel`, { method: "POST", headers });

    // A tap on the body.
    const tapped = await askShip();
    await push(askedPayload(tapped));
    await expect.poll(() => shownNotifications(page)).toHaveLength(1);
    await click(worker, tapped.id, "");
    await page.waitForURL(sessionUrl);
    expect(await shownNotifications(page)).toEqual([]);
    await cancel(tapped.id);

    // A refused token: the answer is not taken, and the app shows the question instead.
    const refused = await askShip();
    await page.goto(`${url}/`);
    await storeDeviceToken(page, "not-the-token");
    await push(askedPayload(refused));
    await expect.poll(() => shownNotifications(page)).toHaveLength(1);
    await click(worker, refused.id, "answer-0");
    await page.waitForURL(sessionUrl);
    const pending = await fetch(`${url}/v1/questions/${refused.id}`, { headers });
    expect(((await pending.json()) as QuestionView).status).toBe("pending");
    await cancel(refused.id);

    // The question ended meanwhile (answered elsewhere): the same.
    const late = await askShip();
    await storeDeviceToken(page, TOKEN);
    await fetch(`${url}/v1/questions/${late.id}/answer`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ answers: { ship: ["Yes"] }, surface: "slack" }),
    });
    await page.goto(`${url}/`);
    await push(askedPayload(late));
    await expect.poll(() => shownNotifications(page)).toHaveLength(1);
    await click(worker, late.id, "answer-1");
    await page.waitForURL(sessionUrl);
    const { items } = await timelineOf(url, SESSION, headers);
    expect(
      items.find((item) => (item.question as { id?: string } | undefined)?.id === late.id),
    ).toMatchObject({
      question: { status: "answered", endedBy: { kind: "human", surface: "slack" } },
    });
  });
});
