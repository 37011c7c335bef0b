import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeSlackApi } from "../channels/slack/fake-slack-api.js";
import { SECRET, WebhookReceiver } from "../channels/webhook/webhook-receiver.js";
import {
  type ChildGateway,
  createTempDb,
  findFreePort,
  killAllChildGateways,
  requestJson,
  startChildGateway,
  type TempDb,
} from "../support/child-gateway.js";
import { deployPrompt } from "../support/prompts.js";

/**
 * Issue 32: a gateway killed with `kill -9` in the middle of a send, and started again on the
 * same SQLite file, sends it again: the delivery at the ask, and a later plan step that was
 * already taken. The receiver held the request (the intent was stored, the send not finished):
 * the retry carries the same `webhook-id`, so a receiver that saw the first copy drops it.
 */

/** How long the receiver holds a request it is told to hold: past any test's end. */
const HOLD_MS = 120_000;

describe("a delivery killed mid-send is sent again after the restart (SQLite)", () => {
  let receiver: WebhookReceiver;
  let db: TempDb;
  let gateway: ChildGateway | undefined;

  beforeEach(async () => {
    receiver = new WebhookReceiver();
    await receiver.start();
    db = await createTempDb();
  });
  afterEach(async () => {
    await killAllChildGateways();
    await receiver.close();
    await db.cleanup();
    expect(receiver.forged).toEqual([]);
  });

  /** A gateway whose plan posts to `/at-ask` at once and to `/later` after a second. */
  const start = () =>
    startChildGateway({
      db: db.path,
      env: {
        ASK_USER_WEBHOOK_SECRET: SECRET,
        ASK_USER_WEBHOOK_ALLOW_PRIVATE: "1",
        ASK_USER_PLAN: JSON.stringify({
          steps: [
            { afterSeconds: 0, routes: [{ channel: "webhook", url: receiver.url("/at-ask") }] },
            { afterSeconds: 1, routes: [{ channel: "webhook", url: receiver.url("/later") }] },
          ],
        }),
      },
    });
  const ask = async (url: string) => {
    const asked = await requestJson("POST", `${url}/v1/questions`, {
      sessionId: "crash-mid-send",
      timeoutSeconds: 300,
      ...deployPrompt(),
    });
    expect(asked.status).toBe(201);
    return asked.body.id as string;
  };
  /** The asked events posted to `path` so far, once there are `count`. */
  const askedOn = async (path: string, count: number) => {
    await expect
      .poll(
        () =>
          receiver.received.filter(
            (received) => received.event.type === "question.asked" && received.path === path,
          ).length,
        { timeout: 20_000 },
      )
      .toBeGreaterThanOrEqual(count);
    return receiver.received.filter(
      (received) => received.event.type === "question.asked" && received.path === path,
    );
  };
  /** Kills the gateway once `path` holds a request, and starts it again answering everything. */
  const crashWhileHeld = async (path: string) => {
    await askedOn(path, 1);
    await gateway?.crash();
    receiver.respond = () => ({ status: 200 });
    gateway = await start();
  };

  it("resends the delivery at the ask, with the same webhook-id", async () => {
    receiver.respond = (received) =>
      received.path === "/at-ask" ? { status: 200, delayMs: HOLD_MS } : { status: 200 };
    gateway = await start();
    const id = await ask(gateway.url);
    await crashWhileHeld("/at-ask");

    const copies = await askedOn("/at-ask", 2);
    expect(copies.map((received) => received.event.question.id)).toEqual([id, id]);
    expect(copies[1]?.headers["webhook-id"]).toBe(copies[0]?.headers["webhook-id"]);
  }, 60_000);

  it("sends the delivery at the ask that never left before the crash", async () => {
    // Nothing listens yet: every try of the send fails before the receiver sees it.
    const port = await findFreePort();
    await receiver.close();
    receiver = new WebhookReceiver();
    const url = (path: string) => `http://127.0.0.1:${port}${path}`;
    const plan = {
      steps: [{ afterSeconds: 0, routes: [{ channel: "webhook", url: url("/at-ask") }] }],
    };
    const startWithPlan = () =>
      startChildGateway({
        db: db.path,
        env: {
          ASK_USER_WEBHOOK_SECRET: SECRET,
          ASK_USER_WEBHOOK_ALLOW_PRIVATE: "1",
          ASK_USER_PLAN: JSON.stringify(plan),
        },
      });
    gateway = await startWithPlan();
    const id = await ask(gateway.url);
    // The first try has failed (refused at once); the next waits out its backoff (a second or
    // two for all of them) when the process dies.
    await new Promise((resolve) => setTimeout(resolve, 150));
    await gateway.crash();
    await receiver.start(port);
    expect(receiver.received).toHaveLength(0);

    gateway = await startWithPlan();
    const copies = await askedOn("/at-ask", 1);
    expect(copies.map((received) => received.event.question.id)).toEqual([id]);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await askedOn("/at-ask", 1)).toHaveLength(1);
  }, 60_000);

  it("resends a later plan step taken before the crash, with the same webhook-id", async () => {
    receiver.respond = (received) =>
      received.path === "/later" ? { status: 200, delayMs: HOLD_MS } : { status: 200 };
    gateway = await start();
    const id = await ask(gateway.url);
    await crashWhileHeld("/later");

    const copies = await askedOn("/later", 2);
    expect(copies.map((received) => received.event.question.id)).toEqual([id, id]);
    expect(copies[1]?.headers["webhook-id"]).toBe(copies[0]?.headers["webhook-id"]);
    // The step is not taken twice, and the delivery at the ask is not repeated.
    expect(await askedOn("/at-ask", 1)).toHaveLength(1);
    const view = await requestJson("GET", `${gateway?.url}/v1/questions/${id}`);
    expect(view.body.status).toBe("pending");
    expect(view.body.planSteps).toMatchObject([{ outcome: "fired" }]);
  }, 60_000);
});

describe("a chat prompt posted but not recorded before a kill -9 (Slack, SQLite)", () => {
  let slack: FakeSlackApi;
  let db: TempDb;

  beforeEach(async () => {
    slack = new FakeSlackApi();
    slack.channels.add("C0DEPLOY");
    await slack.start();
    db = await createTempDb();
  });
  afterEach(async () => {
    await killAllChildGateways();
    await slack.close();
    await db.cleanup();
  });

  /** Slack in C0DEPLOY; with `remind`, a plan that reminds there a second after the ask. */
  const start = (remind = false) =>
    startChildGateway({
      db: db.path,
      env: {
        ASK_USER_SLACK_TOKEN: slack.token,
        ASK_USER_SLACK_SIGNING_SECRET: "slack-signing-secret-for-crash-tests",
        ASK_USER_SLACK_CHATS: "C0DEPLOY",
        ASK_USER_SLACK_API_URL: slack.url,
        ...(remind
          ? {
              ASK_USER_PLAN: JSON.stringify({
                steps: [
                  { afterSeconds: 0, routes: [{ channel: "slack", chatId: "C0DEPLOY" }] },
                  { afterSeconds: 1, remind: true },
                ],
              }),
            }
          : {}),
      },
    });
  const ask = async (gateway: ChildGateway) => {
    const asked = await requestJson("POST", `${gateway.url}/v1/questions`, {
      sessionId: "slack-crash",
      timeoutSeconds: 300,
      ...deployPrompt(),
    });
    expect(asked.status).toBe(201);
    return asked.body.id as string;
  };
  const answer = async (gateway: ChildGateway, id: string) => {
    const answered = await requestJson("POST", `${gateway.url}/v1/questions/${id}/answer`, {
      answers: { deploy_target: ["Staging (Recommended)"] },
    });
    expect(answered.status).toBe(200);
  };

  it("is found in the channel's history after the restart, not posted again, and closed with the question", async () => {
    // Slack takes the prompt, but its answer never reaches the gateway before the kill.
    slack.inject("chat.postMessage", { kind: "done-unanswered" });
    let gateway = await start();
    const id = await ask(gateway);
    await expect.poll(() => slack.messagesIn("C0DEPLOY").length).toBe(1);
    await gateway.crash();

    gateway = await start();
    await expect
      .poll(() => slack.callsOf("conversations.history").length, { timeout: 15_000 })
      .toBe(1);
    const [prompt] = slack.messagesIn("C0DEPLOY");
    // The timeline shows the prompt once it is recorded as sent.
    await expect
      .poll(async () => {
        const view = await requestJson("GET", `${gateway.url}/v1/sessions/slack-crash/timeline`);
        return (view.body.items as { type: string }[]).filter((item) => item.type === "delivery");
      })
      .toHaveLength(1);
    expect(slack.callsOf("chat.postMessage")).toHaveLength(1);

    await answer(gateway, id);
    await expect.poll(() => slack.callsOf("chat.update").length).toBe(1);
    expect(slack.callsOf("chat.update")[0]?.payload.ts).toBe(prompt?.ts);
  }, 60_000);

  it("recorded but never sent: posted once after the restart", async () => {
    // The prompt is recorded, then its post never reaches Slack before the kill.
    slack.inject("chat.postMessage", { kind: "hang" });
    let gateway = await start();
    const id = await ask(gateway);
    await expect.poll(() => slack.callsOf("chat.postMessage").length).toBe(1);
    await gateway.crash();
    expect(slack.messagesIn("C0DEPLOY")).toHaveLength(0);

    gateway = await start();
    await expect.poll(() => slack.messagesIn("C0DEPLOY").length, { timeout: 15_000 }).toBe(1);
    await answer(gateway, id);
    await expect.poll(() => slack.callsOf("chat.update").length).toBe(1);
    expect(slack.callsOf("chat.update")[0]?.payload.ts).toBe(slack.messagesIn("C0DEPLOY")[0]?.ts);
    expect(slack.messagesIn("C0DEPLOY")).toHaveLength(1);
  }, 60_000);

  it("a reminder posted but not recorded is found in the prompt's thread, not posted again, and closed with the prompt", async () => {
    let gateway = await start(true);
    const id = await ask(gateway);
    await expect.poll(() => slack.messagesIn("C0DEPLOY").length).toBe(1);
    // Slack takes the reminder, but its answer never reaches the gateway before the kill.
    slack.inject("chat.postMessage", { kind: "done-unanswered" });
    await expect.poll(() => slack.messagesIn("C0DEPLOY").length, { timeout: 10_000 }).toBe(2);
    await gateway.crash();

    gateway = await start(true);
    await expect
      .poll(() => slack.callsOf("conversations.replies").length, { timeout: 15_000 })
      .toBe(1);
    const [prompt, reminder] = slack.messagesIn("C0DEPLOY");
    expect(reminder?.thread_ts).toBe(prompt?.ts);
    await expect
      .poll(async () => {
        const view = await requestJson("GET", `${gateway.url}/v1/sessions/slack-crash/timeline`);
        return (view.body.items as { type: string }[]).filter((item) => item.type === "delivery");
      })
      .toHaveLength(2);
    expect(slack.callsOf("chat.postMessage")).toHaveLength(2);

    await answer(gateway, id);
    await expect.poll(() => slack.callsOf("chat.update").length).toBe(2);
    expect(
      slack
        .callsOf("chat.update")
        .map((call) => call.payload.ts)
        .sort(),
    ).toEqual([prompt?.ts, reminder?.ts].sort());
  }, 60_000);

  it("a prompt whose outcome was being shown when the process died is shown it after the restart", async () => {
    let gateway = await start();
    const id = await ask(gateway);
    await expect.poll(() => slack.messagesIn("C0DEPLOY").length).toBe(1);
    await expect
      .poll(async () => {
        const view = await requestJson("GET", `${gateway.url}/v1/sessions/slack-crash/timeline`);
        return (view.body.items as { type: string }[]).filter((item) => item.type === "delivery");
      })
      .toHaveLength(1);
    // The edit to the summary never reaches Slack before the kill.
    slack.inject("chat.update", { kind: "hang" });
    await answer(gateway, id);
    await expect.poll(() => slack.callsOf("chat.update").length).toBe(1);
    await gateway.crash();

    gateway = await start();
    await expect.poll(() => slack.callsOf("chat.update").length, { timeout: 15_000 }).toBe(2);
    const [prompt] = slack.messagesIn("C0DEPLOY");
    expect(slack.callsOf("chat.update")[1]?.payload.ts).toBe(prompt?.ts);
    expect(prompt?.blocks.some((block) => block.type === "actions")).toBe(false);
    expect(prompt?.text).toContain("Answered over the API");
  }, 60_000);
});
