import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { FakeTelegramApi } from "../channels/telegram/fake-telegram-api.js";
import {
  type ChildGateway,
  killAllChildGateways,
  requestJson,
  startChildGateway,
} from "../support/child-gateway.js";
import { createTestDatabase, type TestDatabase } from "../support/postgres-database.js";
import { deployPrompt } from "../support/prompts.js";

const CHAT_ID = "4242";
const LEASE_SECONDS = 3;

/** Restarts the machine's PostgreSQL server, as an operator or a crash would. */
function restartPostgres(): void {
  const [version] = readdirSync("/etc/postgresql");
  execFileSync(
    "pg_ctlcluster",
    ["--skip-systemctl-redirect", String(version), "main", "restart", "-m", "fast"],
    { stdio: "pipe" },
  );
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

interface LogLine {
  msg?: string;
  lease?: string;
}
const logLines = (gateway: ChildGateway): LogLine[] =>
  gateway
    .stdout()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
const leaseTakings = (gateway: ChildGateway) =>
  logLines(gateway).filter((line) => line.msg === "lease taken").length;

/**
 * Three real gateway processes on one PostgreSQL database behave as one gateway (SPEC P2).
 * The tests run in order and share the processes; each says what it kills.
 */
describe("three gateways on one PostgreSQL database", () => {
  let database: TestDatabase;
  let telegram: FakeTelegramApi;
  let gateways: ChildGateway[];

  const start = () =>
    startChildGateway({
      db: database.connectionString,
      env: {
        ASK_USER_LEASE_SECONDS: String(LEASE_SECONDS),
        // Every answer here comes from one address, far faster than any human.
        ASK_USER_ANSWER_RATE: "1000000",
        ASK_USER_TELEGRAM_TOKEN: telegram.token,
        ASK_USER_TELEGRAM_API_URL: telegram.url,
      },
    });
  const alive = () =>
    gateways.filter(
      (gateway) => gateway.process.exitCode === null && gateway.process.signalCode === null,
    );
  /** Waits until exactly one living process has taken the long poll's lease since `before`. */
  const takenOver = (before: ReadonlyMap<ChildGateway, number>) =>
    expect
      .poll(
        () =>
          alive().filter((gateway) => leaseTakings(gateway) > (before.get(gateway) ?? 0)).length,
        { timeout: (LEASE_SECONDS + 3) * 1000, interval: 50 },
      )
      .toBe(1);
  const ask = async (gateway: ChildGateway, sessionId: string, timeoutSeconds = 600) => {
    const response = await requestJson("POST", `${gateway.url}/v1/questions`, {
      sessionId,
      ...deployPrompt(timeoutSeconds),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body as { id: string; createdAt: string; expiresAt: string };
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    telegram = new FakeTelegramApi();
    telegram.chats.add(CHAT_ID);
    await telegram.start();
    // One at a time first, so the migrations' lock is tested by the later restarts too.
    gateways = [await start()];
    gateways.push(...(await Promise.all([start(), start()])));
  }, 60_000);

  // Whatever a test killed (or a failure left dead) is replaced, so each test starts with three.
  afterEach(async () => {
    const living = alive();
    while (living.length < 3) living.push(await start());
    gateways = living;
  }, 60_000);

  afterAll(async () => {
    await killAllChildGateways();
    await telegram?.close();
    await database?.drop();
  }, 60_000);

  it("ask on A, answer on B: the waiter on A wakes within milliseconds", async () => {
    const [a, b] = gateways as [ChildGateway, ChildGateway];
    const question = await ask(a, "wake");
    const waiting = requestJson(
      "GET",
      `${a.url}/v1/questions/${question.id}/result?waitSeconds=30`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200)); // the long poll is waiting
    const answeredAt = performance.now();
    const answer = await requestJson("POST", `${b.url}/v1/questions/${question.id}/answer`, {
      answers: { deploy_target: ["Production"] },
    });
    expect(answer.status).toBe(200);
    const woken = await waiting;
    const wakeMs = performance.now() - answeredAt;
    expect(woken.status).toBe(200);
    expect(woken.body).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    });
    // A notification, not a poll: far below any polling interval a fallback could use.
    expect(wakeMs).toBeLessThan(1000);
  });

  it("500 questions answered concurrently through random processes: each exactly once", async () => {
    const questions = await Promise.all(
      Array.from({ length: 500 }, (_, index) => ask(pick(gateways), `many-${index}`)),
    );
    const label = (index: number) => (index % 2 === 0 ? "Production" : "Staging (Recommended)");
    // Every question is answered twice at once, through two random processes.
    const attempts = await Promise.all(
      questions.flatMap((question, index) =>
        [0, 1].map(() =>
          requestJson("POST", `${pick(gateways).url}/v1/questions/${question.id}/answer`, {
            answers: { deploy_target: [label(index)] },
            surface: "api",
          }).then((response) => ({ index, response })),
        ),
      ),
    );
    for (let index = 0; index < questions.length; index += 1) {
      const mine = attempts.filter((attempt) => attempt.index === index);
      expect(mine.map((attempt) => attempt.response.status).sort()).toEqual([200, 409]);
      const expected = {
        status: "answered",
        answers: { answers: { deploy_target: [label(index)] } },
      };
      expect(mine.find((attempt) => attempt.response.status === 200)?.response.body).toEqual(
        expected,
      );
      expect(
        mine.find((attempt) => attempt.response.status === 409)?.response.body.error.result,
      ).toEqual(expected);
    }
    const results = await Promise.all(
      questions.map((question) =>
        requestJson(
          "GET",
          `${pick(gateways).url}/v1/questions/${question.id}/result?waitSeconds=0`,
        ),
      ),
    );
    for (const [index, result] of results.entries())
      expect(result.body).toEqual({
        status: "answered",
        answers: { answers: { deploy_target: [label(index)] } },
      });
  }, 60_000);

  it("kill -9 of the process holding the Telegram long poll: another takes it within the lease time", async () => {
    const holders = () => gateways.filter((gateway) => leaseTakings(gateway) > 0);
    await expect.poll(() => holders().length, { timeout: 10_000 }).toBe(1);
    const holder = holders()[0] as ChildGateway;
    const before = new Map(gateways.map((gateway) => [gateway, leaseTakings(gateway)]));
    await holder.crash();
    const killedAt = performance.now();
    const killedAtMs = Date.now();
    await takenOver(before);
    const takeoverMs = performance.now() - killedAt;
    // The lease runs out at most LEASE_SECONDS after the holder's last renewal, and the others
    // look every LEASE_SECONDS / 6.
    expect(takeoverMs).toBeLessThan(LEASE_SECONDS * 1000 + (LEASE_SECONDS * 1000) / 6 + 500);

    // The new holder really polls: a reply in the chat answers a question asked on any process.
    const survivor = pick(alive());
    const session = "telegram-after-takeover";
    const routes = await requestJson("PUT", `${survivor.url}/v1/sessions/${session}/routes`, {
      routes: [{ channel: "telegram", chatId: CHAT_ID }],
    });
    expect(routes.status).toBe(200);
    const question = await ask(survivor, session);
    await telegram.waitForCall("sendMessage", (call) =>
      String(call.payload.text).includes("Where should this deploy?"),
    );
    // Said once, the moment the prompt shows: the delivery was reserved before the send, so
    // the poller (perhaps another process) waits for its message id instead of missing it.
    telegram.send(CHAT_ID, 7, "2");
    const result = await requestJson(
      "GET",
      `${pick(alive()).url}/v1/questions/${question.id}/result?waitSeconds=10`,
    );
    const polls = telegram.callsOf("getUpdates").filter((call) => call.at > killedAtMs).length;
    const channelLines = alive()
      .flatMap((gateway) => gateway.stdout().split("\n"))
      .filter((line) => /telegram|lease/.test(line))
      .slice(-10);
    expect(
      result.body,
      `getUpdates calls since the kill: ${polls}; ${channelLines.join("\n")}`,
    ).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    });
  }, 60_000);

  it("Other… tapped on the polling process, the words typed after it died: the process that takes over answers with them", async () => {
    const holders = () => alive().filter((gateway) => leaseTakings(gateway) > 0);
    await expect.poll(() => holders().length, { timeout: 10_000 }).toBeGreaterThan(0);
    const before = new Map(gateways.map((gateway) => [gateway, leaseTakings(gateway)]));
    const session = "other-across-processes";
    const asker = pick(alive());
    await requestJson("PUT", `${asker.url}/v1/sessions/${session}/routes`, {
      routes: [{ channel: "telegram", chatId: CHAT_ID }],
    });
    const askedAt = Date.now();
    const question = await ask(asker, session);
    // Earlier tests sent the same prompt to this chat: only this test's send counts.
    const send = await telegram.waitForCall(
      "sendMessage",
      (call) =>
        call.at >= askedAt &&
        String(call.payload.text).includes("Where should this deploy?") &&
        JSON.stringify(call.payload.reply_markup ?? {}).includes('"o:'),
    );
    const prompt = telegram
      .messagesIn(CHAT_ID)
      .findLast((message) => message.text === send.payload.text);
    const other = prompt?.reply_markup?.inline_keyboard
      ?.flat()
      .find((button) => button.callback_data?.startsWith("o:"));
    const tap = telegram.tap(CHAT_ID, Number(prompt?.message_id), 7, other?.callback_data ?? "");
    await telegram.waitForCall(
      "answerCallbackQuery",
      (call) => call.payload.callback_query_id === tap,
    );
    const forceReply = await telegram
      .waitForCall(
        "sendMessage",
        (call) =>
          (call.payload.reply_markup as { force_reply?: boolean } | undefined)?.force_reply ===
            true && call.at >= askedAt,
      )
      .catch((error: Error) => {
        // Seen once in CI (the tap answered, no ForceReply within 8 s): the processes' own
        // words about it, for the next time.
        const lines = alive()
          .flatMap((gateway) => gateway.stdout().split("\n"))
          .filter((line) => /telegram|lease|error|warn/iu.test(line))
          .slice(-15);
        throw new Error(`${error.message}\n${lines.join("\n")}`);
      });
    // The process that heard the tap dies; another takes the long poll over.
    const polling = alive().filter((gateway) => leaseTakings(gateway) > 0);
    for (const gateway of polling) await gateway.crash();
    await takenOver(before);
    const asking = telegram
      .messagesIn(CHAT_ID)
      .findLast((message) => message.text === forceReply.payload.text);
    // "2" read as a reply would pick Production; after Other… it is the human's own words.
    telegram.send(CHAT_ID, 7, "2", asking?.message_id);
    const result = await requestJson(
      "GET",
      `${pick(alive()).url}/v1/questions/${question.id}/result?waitSeconds=10`,
    );
    expect(result.body).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["2"] } },
    });
  }, 60_000);

  it("kill -9 of the asking process: its questions still expire on time through the others", async () => {
    const [a, ...others] = gateways as [ChildGateway, ...ChildGateway[]];
    const questions = await Promise.all(
      Array.from({ length: 5 }, (_, index) => ask(a, `orphan-${index}`, 30)),
    );
    await a.crash();
    const results = await Promise.all(
      questions.map(async (question) => {
        const response = await requestJson(
          "GET",
          `${pick(others).url}/v1/questions/${question.id}/result?waitSeconds=45`,
        );
        return { question, response, wokenAt: Date.now() };
      }),
    );
    for (const { question, response, wokenAt } of results) {
      expect(response.body).toEqual({ status: "no_answer", reason: "expired" });
      const record = await requestJson("GET", `${pick(others).url}/v1/questions/${question.id}`);
      const late = Date.parse(record.body.endedAt) - Date.parse(question.expiresAt);
      expect(late).toBeGreaterThanOrEqual(0);
      expect(late).toBeLessThan(2000);
      expect(wokenAt - Date.parse(question.expiresAt)).toBeLessThan(3000);
    }
  }, 90_000);

  it("kill -9 of the asking process before a plan step: the step reaches its chat once, on time, through the others", async () => {
    const [a, ...others] = gateways as [ChildGateway, ...ChildGateway[]];
    const plan = await requestJson("PUT", `${a.url}/v1/sessions/escalated/plan`, {
      steps: [
        { afterSeconds: 0, routes: [] },
        { afterSeconds: 2, routes: [{ channel: "telegram", chatId: CHAT_ID }] },
      ],
    });
    expect(plan.status, JSON.stringify(plan.body)).toBe(200);
    const sentBefore = telegram.callsOf("sendMessage").length;
    const question = await ask(a, "escalated");
    await a.crash();
    const dueAt = Date.parse(question.createdAt) + 2000;
    const sent = await telegram.waitForCall(
      "sendMessage",
      (call) => telegram.callsOf("sendMessage").indexOf(call) >= sentBefore,
      8000,
    );
    expect(sent.at - dueAt).toBeGreaterThanOrEqual(0);
    expect(sent.at - dueAt).toBeLessThan(2000);
    // Once: the other two both had its timer.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(telegram.callsOf("sendMessage").length - sentBefore).toBe(1);
    const steps = await requestJson("GET", `${pick(others).url}/v1/questions/${question.id}`);
    expect(steps.body.status).toBe("pending");
  }, 60_000);

  it("kill -9 of the asking process before a reminder: another reminds in the prompt's chat once, and the answer closes both", async () => {
    const [a, ...others] = gateways as [ChildGateway, ...ChildGateway[]];
    const plan = await requestJson("PUT", `${a.url}/v1/sessions/reminded/plan`, {
      steps: [
        { afterSeconds: 0, routes: [{ channel: "telegram", chatId: CHAT_ID }] },
        { afterSeconds: 2, remind: true },
      ],
    });
    expect(plan.status, JSON.stringify(plan.body)).toBe(200);
    const question = await ask(a, "reminded");
    const isNew = (call: { at: number }) => call.at >= Date.parse(question.createdAt);
    await telegram.waitForCall("sendMessage", isNew, 5000);
    // A has stored the prompt's message id, which the reminder replies to: killed between
    // Telegram's answer and that write, it would leave no message to remind of.
    const [survivor] = others;
    await expect
      .poll(async () => {
        const timeline = await requestJson("GET", `${survivor?.url}/v1/sessions/reminded/timeline`);
        return (timeline.body.items as Array<{ type: string }>).some(
          (item) => item.type === "delivery",
        );
      })
      .toBe(true);
    await a.crash();
    const reminder = await telegram.waitForCall(
      "sendMessage",
      (call) => isNew(call) && call.payload.reply_parameters !== undefined,
      8000,
    );
    const dueAt = Date.parse(question.createdAt) + 2000;
    expect(reminder.at - dueAt).toBeGreaterThanOrEqual(0);
    expect(reminder.at - dueAt).toBeLessThan(2000);
    expect(String(reminder.payload.text)).toContain("Reminder");
    const promptId = (reminder.payload.reply_parameters as { message_id: number }).message_id;
    // The reminder replies to the prompt A sent before it died.
    expect(telegram.message(CHAT_ID, promptId)?.text).toContain("Deploy");
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // Once: a prompt and one reminder, though both survivors had the step's timer.
    expect(telegram.callsOf("sendMessage").filter(isNew)).toHaveLength(2);

    const answered = await requestJson(
      "POST",
      `${pick(others).url}/v1/questions/${question.id}/answer`,
      { answers: { deploy_target: ["Staging"] } },
    );
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    // The prompt and the reminder are both edited to the summary.
    const edits = () => telegram.callsOf("editMessageText").filter(isNew);
    await expect.poll(() => edits().length, { timeout: 8000 }).toBe(2);
    const editedIds = edits().map((call) => Number(call.payload.message_id));
    expect(editedIds).toContain(promptId);
    expect(new Set(editedIds).size).toBe(2);
    expect(edits().every((call) => String(call.payload.text).includes("Staging"))).toBe(true);
  }, 60_000);

  it("PostgreSQL restarted mid-run: answers go on, 503 with a retry hint meanwhile, no accepted answer lost", async () => {
    const questions = await Promise.all(
      Array.from({ length: 120 }, (_, index) => ask(pick(gateways), `restart-${index}`)),
    );
    const accepted = new Map<string, string>();
    const unavailable: Array<{ retryAfter: string | null; code: unknown }> = [];
    const wrong: unknown[] = [];
    const label = (index: number) => (index % 2 === 0 ? "Production" : "Staging (Recommended)");

    // Answers trickle in (one every 25 ms) while the server restarts underneath.
    const answering = (async () => {
      for (const [index, question] of questions.entries()) {
        const gateway = pick(gateways);
        for (;;) {
          const response = await fetch(`${gateway.url}/v1/questions/${question.id}/answer`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ answers: { deploy_target: [label(index)] } }),
          });
          const body = (await response.json()) as Record<string, unknown>;
          const expected = {
            status: "answered",
            answers: { answers: { deploy_target: [label(index)] } },
          };
          if (response.status === 200) {
            if (JSON.stringify(body) !== JSON.stringify(expected)) wrong.push(body);
            accepted.set(question.id, label(index));
            break;
          }
          if (response.status === 409) {
            // A retry after a commit whose reply was lost: the same answer, never another.
            const error = body.error as { result?: unknown };
            if (JSON.stringify(error.result) !== JSON.stringify(expected)) wrong.push(body);
            accepted.set(question.id, label(index));
            break;
          }
          if (response.status !== 503) {
            wrong.push({ status: response.status, body });
            break;
          }
          unavailable.push({
            retryAfter: response.headers.get("retry-after"),
            code: (body.error as { code?: unknown }).code,
          });
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 600));
    restartPostgres();
    await answering;

    expect(wrong).toEqual([]);
    expect(accepted.size).toBe(questions.length);
    for (const item of unavailable) {
      expect(item.code).toBe("unavailable");
      expect(Number(item.retryAfter)).toBeGreaterThan(0);
    }
    for (const [index, question] of questions.entries()) {
      const result = await requestJson(
        "GET",
        `${pick(gateways).url}/v1/questions/${question.id}/result?waitSeconds=0`,
      );
      expect(result.body).toEqual({
        status: "answered",
        answers: { answers: { deploy_target: [label(index)] } },
      });
    }
    // The change feed came back too: a cross-process wake-up works after the restart.
    const [a, b] = gateways as [ChildGateway, ChildGateway];
    const question = await ask(a, "after-restart");
    const waiting = requestJson(
      "GET",
      `${a.url}/v1/questions/${question.id}/result?waitSeconds=20`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await requestJson("POST", `${b.url}/v1/questions/${question.id}/answer`, { skip: true });
    expect((await waiting).body).toEqual({ status: "no_answer", reason: "skipped" });
  }, 90_000);
});
