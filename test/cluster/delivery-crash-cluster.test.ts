import { afterAll, describe, type ExpectStatic, expect, it } from "vitest";
import { FakeSlackApi } from "../channels/slack/fake-slack-api.js";
import { SECRET, WebhookReceiver } from "../channels/webhook/webhook-receiver.js";
import {
  type ChildGateway,
  killAllChildGateways,
  processOnPort,
  requestJson,
  startChildGateway,
} from "../support/child-gateway.js";
import { createTestDatabase } from "../support/postgres-database.js";
import { deployPrompt } from "../support/prompts.js";

/**
 * Issue 32 on a cluster: three gateways share one PostgreSQL database, and the one sending a
 * question's prompt is killed with `kill -9` mid-send. No restart follows: one of the other two
 * finds the unfinished send (after four leases) and sends it again, once, with no second copy
 * where the platform allows. Which gateway sends is the cluster's choice, so the test finds it
 * by the connection the request came over. Each test mostly waits out leases, so they run at
 * the same time, each on a cluster of its own.
 */

const LEASE_SECONDS = 2;
/** Four leases for the send window, a sweep every two, and a loaded machine's slack. */
const TAKEOVER_MS = 30_000;
/** How long the receiver holds a request it is told to hold: past any test's end. */
const HOLD_MS = 120_000;
/** How long the resent copy is held: long enough to find its sender, short of any timeout. */
const RESEND_HOLD_MS = 2_000;

/**
 * Three gateways on a database of their own, with `env` on top of the lease. The tests run at
 * the same time (each mostly waits out leases), so each has its own cluster and database: a
 * survivor of one test never takes over another's sends.
 */
async function withCluster(
  env: Record<string, string>,
  body: (gateways: ChildGateway[]) => Promise<void>,
): Promise<void> {
  const database = await createTestDatabase();
  const gateways: ChildGateway[] = [];
  try {
    gateways.push(
      ...(await Promise.all(
        [0, 1, 2].map(() =>
          startChildGateway({
            db: database.connectionString,
            env: { ASK_USER_LEASE_SECONDS: String(LEASE_SECONDS), ...env },
          }),
        ),
      )),
    );
    await body(gateways);
  } finally {
    await Promise.all(gateways.map((gateway) => gateway.crash()));
    await database.drop();
  }
}

/** The gateway of `gateways` whose process sent over the connection from `port`. */
function sender(gateways: readonly ChildGateway[], port: number | undefined): ChildGateway {
  const pid = port === undefined ? undefined : processOnPort(port);
  const found = gateways.find((gateway) => gateway.pid === pid);
  if (!found) throw new Error(`no gateway owns port ${port} (pid ${pid})`);
  return found;
}

const ask = async (gateway: ChildGateway, sessionId: string) => {
  const asked = await requestJson("POST", `${gateway.url}/v1/questions`, {
    sessionId,
    timeoutSeconds: 300,
    ...deployPrompt(),
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  return asked.body.id as string;
};

afterAll(killAllChildGateways); // whatever a failed start left behind

describe.concurrent("a webhook delivery killed mid-send is sent by a surviving gateway (PostgreSQL)", () => {
  for (const [path, what] of [
    ["/at-ask", "the delivery at the ask"],
    ["/later", "a later plan step"],
  ] as const)
    it(`resends ${what} from another gateway, with the same webhook-id`, async ({ expect }) => {
      const receiver = new WebhookReceiver();
      await receiver.start();
      try {
        await withCluster(
          {
            ASK_USER_WEBHOOK_SECRET: SECRET,
            ASK_USER_WEBHOOK_ALLOW_PRIVATE: "1",
            ASK_USER_PLAN: JSON.stringify({
              steps: [
                { afterSeconds: 0, routes: [{ channel: "webhook", url: receiver.url("/at-ask") }] },
                { afterSeconds: 1, routes: [{ channel: "webhook", url: receiver.url("/later") }] },
              ],
            }),
          },
          async (gateways) => {
            const askedOn = async (on: string, count: number, timeout = 20_000) => {
              const asked = () =>
                receiver.received.filter(
                  (received) => received.event.type === "question.asked" && received.path === on,
                );
              await expect.poll(() => asked().length, { timeout }).toBeGreaterThanOrEqual(count);
              return asked();
            };
            receiver.respond = (received) =>
              received.path === path ? { status: 200, delayMs: HOLD_MS } : { status: 200 };
            const id = await ask(gateways[0] as ChildGateway, `cluster-crash-${path.slice(1)}`);
            // The process sending the held request is killed; the others answer everything now.
            const [held] = await askedOn(path, 1);
            const killed = sender(gateways, held?.remotePort);
            // The copy is answered after a moment, so that its connection is still open when
            // `sender` looks up its port (a closed one's port may already be another process's).
            receiver.respond = (received) =>
              received.path === path ? { status: 200, delayMs: RESEND_HOLD_MS } : { status: 200 };
            await killed.crash();

            const copies = await askedOn(path, 2, TAKEOVER_MS);
            expect(copies.map((received) => received.event.question.id)).toEqual([id, id]);
            expect(copies[1]?.headers["webhook-id"]).toBe(copies[0]?.headers["webhook-id"]);
            const resender = sender(gateways, copies[1]?.remotePort);
            expect(resender).not.toBe(killed);
            // Once, by one survivor: a further sweep finds nothing owed.
            await new Promise((resolve) => setTimeout(resolve, 3 * LEASE_SECONDS * 1000));
            expect(await askedOn(path, 2)).toHaveLength(2);
            expect(await askedOn("/at-ask", 1)).toHaveLength(path === "/at-ask" ? 2 : 1);
            const survivor = gateways.find((gateway) => gateway !== killed) as ChildGateway;
            const view = await requestJson("GET", `${survivor.url}/v1/questions/${id}`);
            expect(view.body.status).toBe("pending");
          },
        );
      } finally {
        await receiver.close();
      }
      expect(receiver.forged).toEqual([]);
    }, 90_000);
});

describe.concurrent("a Slack prompt cut off by a kill -9 is sent by a surviving gateway (PostgreSQL)", () => {
  /** A fake Slack with the deploy channel, and three gateways posting to it. */
  const withSlackCluster = async (
    body: (slack: FakeSlackApi, gateways: ChildGateway[]) => Promise<void>,
  ) => {
    const slack = new FakeSlackApi();
    slack.channels.add("C0DEPLOY");
    await slack.start();
    try {
      await withCluster(
        {
          ASK_USER_SLACK_TOKEN: slack.token,
          ASK_USER_SLACK_SIGNING_SECRET: "slack-signing-secret-for-crash-tests",
          ASK_USER_SLACK_CHATS: "C0DEPLOY",
          ASK_USER_SLACK_API_URL: slack.url,
        },
        (gateways) => body(slack, gateways),
      );
    } finally {
      await slack.close();
    }
  };

  const answerAndSeeClosed = async (
    expect: ExpectStatic,
    slack: FakeSlackApi,
    survivor: ChildGateway,
    id: string,
  ) => {
    const answered = await requestJson("POST", `${survivor.url}/v1/questions/${id}/answer`, {
      answers: { deploy_target: ["Staging (Recommended)"] },
    });
    expect(answered.status).toBe(200);
    const [prompt] = slack.messagesIn("C0DEPLOY");
    await expect.poll(() => slack.callsOf("chat.update").length, { timeout: 10_000 }).toBe(1);
    expect(slack.callsOf("chat.update")[0]?.payload.ts).toBe(prompt?.ts);
    expect(prompt?.blocks.some((block) => block.type === "actions")).toBe(false);
  };

  it(
    "posted but not recorded: found in the channel's history, not posted again",
    ({ expect }) =>
      withSlackCluster(async (slack, gateways) => {
        slack.inject("chat.postMessage", { kind: "done-unanswered" });
        const id = await ask(gateways[0] as ChildGateway, "cluster-slack-posted");
        await expect.poll(() => slack.messagesIn("C0DEPLOY").length).toBe(1);
        const killed = sender(gateways, slack.callsOf("chat.postMessage")[0]?.remotePort);
        await killed.crash();

        await expect
          .poll(() => slack.callsOf("conversations.history").length, { timeout: TAKEOVER_MS })
          .toBeGreaterThanOrEqual(1);
        const survivor = gateways.find((gateway) => gateway !== killed) as ChildGateway;
        await expect
          .poll(async () => {
            const view = await requestJson(
              "GET",
              `${survivor.url}/v1/sessions/cluster-slack-posted/timeline`,
            );
            return (view.body.items as { type: string }[]).filter(
              (item) => item.type === "delivery",
            );
          })
          .toHaveLength(1);
        expect(slack.callsOf("chat.postMessage")).toHaveLength(1);
        await answerAndSeeClosed(expect, slack, survivor, id);
      }),
    90_000,
  );

  it(
    "recorded but never sent: posted once by a survivor",
    ({ expect }) =>
      withSlackCluster(async (slack, gateways) => {
        slack.inject("chat.postMessage", { kind: "hang" });
        const id = await ask(gateways[0] as ChildGateway, "cluster-slack-unsent");
        await expect.poll(() => slack.callsOf("chat.postMessage").length).toBe(1);
        const killed = sender(gateways, slack.callsOf("chat.postMessage")[0]?.remotePort);
        await killed.crash();

        await expect
          .poll(() => slack.messagesIn("C0DEPLOY").length, { timeout: TAKEOVER_MS })
          .toBe(1);
        const survivor = gateways.find((gateway) => gateway !== killed) as ChildGateway;
        // One survivor posts it; the other finds nothing owed on its next sweeps.
        await new Promise((resolve) => setTimeout(resolve, 3 * LEASE_SECONDS * 1000));
        expect(slack.messagesIn("C0DEPLOY")).toHaveLength(1);
        await answerAndSeeClosed(expect, slack, survivor, id);
      }),
    90_000,
  );
});
