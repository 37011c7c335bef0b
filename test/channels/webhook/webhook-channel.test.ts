import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ChannelSetup } from "../../../src/channels/channel-registry.js";
import type { RetryPolicy } from "../../../src/channels/retry-policy.js";
import {
  WebhookAdapter,
  type WebhookAdapterOptions,
} from "../../../src/channels/webhook/webhook-adapter.js";
import type { Locale } from "../../../src/core/index.js";
import { deployPrompt } from "../../support/prompts.js";
import { type ChannelRig, FAST_RETRY, startChannelRig } from "../channel-rig.js";
import { SECRET, toLoopback, WebhookReceiver } from "./webhook-receiver.js";

const PUBLIC_URL = "https://gateway.example.test";

describe("the webhook channel", () => {
  let receiver: WebhookReceiver;
  let adapter: WebhookAdapter;
  let rig: ChannelRig | undefined;
  /** The hub's log lines, for what a failure keeps out of the words people read. */
  let logged: Record<string, unknown>[];

  const start = async (
    options: Partial<WebhookAdapterOptions> = {},
    retry: Partial<RetryPolicy> = FAST_RETRY,
  ) => {
    adapter = new WebhookAdapter({
      secret: SECRET,
      allowPrivate: true,
      publicUrl: () => PUBLIC_URL,
      ...options,
    });
    const channel: ChannelSetup = { adapter, defaultChatIds: [], allowedUsers: [] };
    rig = await startChannelRig({ channels: [channel], retry, log: (line) => logged.push(line) });
    return rig;
  };
  const ask = (url = receiver.url(), locale?: Locale) =>
    (rig as ChannelRig).ask(deployPrompt(), {
      routes: [{ channel: "webhook", chatId: url }],
      ...(locale ? { locale } : {}),
    });
  /** Posts to an answer URL through the channel's own route, as the gateway would. */
  const post = async (answerUrl: string, body: unknown) => {
    const route = adapter.httpRoutes[0];
    if (!route) throw new Error("no answer route");
    const response = await route.handle(
      new Request(answerUrl, { method: "POST", body: JSON.stringify(body) }),
    );
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  };
  const askedEvent = async () => {
    const [asked] = await receiver.events("question.asked");
    if (!asked) throw new Error("no asked event");
    return asked;
  };
  const answerUrlOf = async () => (await askedEvent()).event.answerUrl ?? "";
  const production = { answers: { deploy_target: ["Production"] } };

  beforeEach(async () => {
    logged = [];
    receiver = new WebhookReceiver();
    await receiver.start();
  });

  afterEach(async () => {
    await rig?.close();
    rig = undefined;
    await receiver.close();
    expect(receiver.forged).toEqual([]);
  });

  it("sends a signed asked event with an answer URL that answers the question, then the ended event", async () => {
    await start();
    const before = Math.floor(Date.now() / 1000);
    const record = await ask();
    const asked = await askedEvent();
    const { event, headers } = asked;
    expect(headers["webhook-id"]).toMatch(/^msg_[A-Za-z0-9_-]{32}$/);
    expect(Number(headers["webhook-timestamp"])).toBeGreaterThanOrEqual(before);
    expect(Number(headers["webhook-timestamp"])).toBeLessThanOrEqual(before + 5);
    expect(headers["content-type"]).toBe("application/json");
    expect(event).toMatchObject({
      type: "question.asked",
      expiresAt: record.expiresAt,
      locale: "en",
      question: { id: record.id, status: "pending", questions: record.questions },
    });
    expect(event.question.result).toBeUndefined();
    expect(event.answerUrl).toMatch(
      new RegExp(
        `^${PUBLIC_URL}/channels/webhook/answers/${record.id}\\?token=[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]{43}$`,
      ),
    );
    expect(event.text).toContain("Where should this deploy?");
    expect(event.text).toContain("2. Production");
    await rig?.idle();
    const [delivery] = await (rig as ChannelRig).store.listDeliveries({ questionId: record.id });
    expect(delivery?.messageId).toBe(headers["webhook-id"]);

    const answered = await post(event.answerUrl ?? "", production);
    expect(answered).toEqual({
      status: 200,
      body: { outcome: "answered", message: expect.stringContaining("Production") },
    });
    expect(await rig?.result(record)).toEqual({ status: "answered", answers: production });

    const [ended] = await receiver.events("question.ended");
    expect(ended?.event).toMatchObject({
      type: "question.ended",
      locale: "en",
      question: {
        id: record.id,
        status: "answered",
        result: { status: "answered", answers: production },
        endedBy: { kind: "human", surface: "webhook", userId: new URL(receiver.url()).host },
      },
    });
    expect(ended?.event.answerUrl).toBeUndefined();
    expect(ended?.event.text).toBe("Deploy: Production");
    expect(ended?.headers["webhook-id"]).not.toBe(headers["webhook-id"]);

    // Replayed once the question has ended: refused, and the answer stands.
    const replayed = await post(event.answerUrl ?? "", { skip: true });
    expect(replayed.status).toBe(409);
    expect(replayed.body.outcome).toBe("closed");
    expect(await rig?.status(record)).toBe("answered");
  });

  it("skips through the answer URL", async () => {
    await start();
    const record = await ask();
    expect((await post(await answerUrlOf(), { skip: true })).status).toBe(200);
    expect(await rig?.result(record)).toEqual({ status: "no_answer", reason: "skipped" });
    const [ended] = await receiver.events("question.ended");
    expect(ended?.event.question.status).toBe("skipped");
  });

  it("takes an answer the receiver returns in its 2xx response to the asked event", async () => {
    receiver.respond = ({ event }) =>
      event.type === "question.asked"
        ? { status: 200, body: { answers: { deploy_target: ["Staging (Recommended)"] } } }
        : { status: 204 };
    await start();
    const record = await ask();
    expect(await rig?.result(record)).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Staging (Recommended)"] } },
    });
    const [ended] = await receiver.events("question.ended");
    expect(ended?.event.question.status).toBe("answered");
  });

  it("takes a skip in the response, and ignores a 2xx body that is no answer", async () => {
    receiver.respond = ({ event }) =>
      event.question.questions[0]?.question === "Skip me?"
        ? { status: 200, body: { skip: true } }
        : { status: 200, body: { message: "Workflow was started" } };
    await start();
    const ignored = await ask();
    const skipped = await (rig as ChannelRig).ask(
      { questions: [{ ...deployPrompt().questions[0], question: "Skip me?" }] },
      { routes: [{ channel: "webhook", chatId: receiver.url("/other") }] },
    );
    expect(await rig?.result(skipped)).toEqual({ status: "no_answer", reason: "skipped" });
    await rig?.idle();
    expect(await rig?.status(ignored)).toBe("pending");
  });

  it("refuses forged tokens and tokens of another question, and checks answers like the API", async () => {
    await start();
    const first = await ask();
    const answerUrl = await answerUrlOf();
    const second = await ask(receiver.url("/second"));
    await receiver.events("question.asked", 2);
    const token = new URL(answerUrl).searchParams.get("token") ?? "";
    const [encodedUrl = "", mac = ""] = token.split(".");

    const forgedMac = `${encodedUrl}.${mac.startsWith("A") ? "B" : "A"}${mac.slice(1)}`;
    const otherUrl = `${Buffer.from(receiver.url("/second")).toString("base64url")}.${mac}`;
    for (const forged of [
      answerUrl.replace(/token=.*/, `token=${forgedMac}`),
      answerUrl.replace(/token=.*/, `token=${otherUrl}`),
      answerUrl.replace(/\?token=.*/, ""),
      // Question A's token does not answer question B, nor a question that does not exist.
      answerUrl.replace(first.id, second.id),
      answerUrl.replace(first.id, "q_unknown"),
    ]) {
      const refused = await post(forged, production);
      expect(refused.status, forged).toBe(401);
      expect(refused.body.outcome).toBe("refused");
    }
    expect(await rig?.status(first)).toBe("pending");
    expect(await rig?.status(second)).toBe("pending");

    const invalid = await post(answerUrl, { answers: { release_train: ["Production"] } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toContain("release_train");
    expect((await post(answerUrl, [1, 2])).status).toBe(400);
    expect(await rig?.status(first)).toBe("pending");
  });

  it("retries 500, 503 and a dropped connection with one webhook-id, then delivers", async () => {
    const failures = [{ status: 500 }, { status: 503 }, { status: 0, hangUp: true }];
    receiver.respond = ({ index }) => failures[index - 1] ?? { status: 200 };
    await start({}, { ...FAST_RETRY, attempts: 4 });
    const record = await ask();
    const asked = await receiver.events("question.asked", 4);
    expect(new Set(asked.map((received) => received.headers["webhook-id"])).size).toBe(1);
    await rig?.idle();
    expect(await rig?.status(record)).toBe("pending");
    expect(receiver.received).toHaveLength(4);
  });

  it("retries a receiver that does not answer in time", async () => {
    receiver.respond = ({ index }) =>
      index === 1 ? { status: 200, delayMs: 1500 } : { status: 200 };
    await start({}, { ...FAST_RETRY, attemptTimeoutMs: 300 });
    const record = await ask();
    await receiver.events("question.asked", 2);
    await rig?.idle();
    expect(await rig?.status(record)).toBe("pending");
    const [delivery] = await (rig as ChannelRig).store.listDeliveries({ questionId: record.id });
    expect(delivery?.messageId).toMatch(/^msg_/);
  });

  it("honours Retry-After on 429 and retries 408", async () => {
    const failures = [{ status: 429, headers: { "retry-after": "1" } }, { status: 408 }];
    receiver.respond = ({ index }) => failures[index - 1] ?? { status: 200 };
    await start();
    const record = await ask();
    const started = Date.now();
    const asked = await receiver.events("question.asked", 3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(asked).toHaveLength(3);
    await rig?.idle();
    expect(await rig?.status(record)).toBe("pending");
  });

  it.each([400, 404])(
    "takes %i as final: no retry, and delivery_failed with the reason",
    async (status) => {
      receiver.respond = () => ({ status });
      await start();
      const record = await ask();
      expect(await rig?.result(record)).toEqual({
        status: "no_answer",
        reason: "delivery_failed",
        detail: `webhook ${receiver.url()}: the receiver answered HTTP ${status}`,
      });
      await rig?.idle();
      expect(receiver.received).toHaveLength(1);
    },
  );

  it("fails delivery to a port nobody listens on, saying so in words; the code goes to the log", async () => {
    await start();
    const closed = new WebhookReceiver();
    await closed.start();
    const url = closed.url();
    await closed.close();
    const record = await ask(url);
    expect(await rig?.result(record)).toEqual({
      status: "no_answer",
      reason: "delivery_failed",
      detail: `webhook ${url}: connection refused by ${new URL(url).host}`,
    });
    expect(logged.find((line) => line.msg === "delivery failed")).toMatchObject({
      chatId: url,
      code: "ECONNREFUSED",
    });
  });

  it("sends the ended event when the question is answered elsewhere", async () => {
    await start();
    const record = await ask();
    await askedEvent();
    await rig?.idle();
    await rig?.service.answer(record.id, () => ({ kind: "skip" }), { surface: "web" });
    const [ended] = await receiver.events("question.ended");
    expect(ended?.event.question).toMatchObject({
      status: "skipped",
      endedBy: { kind: "human", surface: "web" },
      result: { status: "no_answer", reason: "skipped" },
    });
    expect(ended?.event.text).toContain("Deploy");
    expect((await post(await answerUrlOf(), production)).status).toBe(409);
  });

  it("writes the text in the session's language", async () => {
    await start();
    await ask(receiver.url(), "de");
    const { event } = await askedEvent();
    expect(event.locale).toBe("de");
    expect(event.text).toContain("Where should this deploy?");
    expect(event.text).toContain("Zum Überspringen antworte");
  });

  it("writes the text in Spanish for a Spanish session", async () => {
    await start();
    await ask(receiver.url(), "es");
    const { event } = await askedEvent();
    expect(event.locale).toBe("es");
    expect(event.text).toContain("Where should this deploy?");
    expect(event.text).toContain("Para omitirla, responde «omitir».");
    expect(event.text).not.toContain("To skip");
  });

  describe("the private-address rule", () => {
    const ruleOf = async (url: string) => {
      await rig?.close();
      const started = await start({ allowPrivate: false });
      return started.ask(deployPrompt(), { routes: [{ channel: "webhook", url } as never] }).then(
        () => "accepted",
        (error: Error) => error.message,
      );
    };

    it.each([
      "http://127.0.0.1:8080/hook",
      "http://10.1.2.3/hook",
      "http://169.254.169.254/latest",
      "http://[::1]/hook",
      "http://[fc00::1]/hook",
      "http://[::ffff:127.0.0.1]/hook",
      "http://localhost/hook",
    ])("refuses %s at configuration", async (url) => {
      const message = await ruleOf(url);
      expect(message).toContain("routes[0].url: ");
      expect(message).toContain(
        "is no public address (private, loopback, link-local or special-purpose); set ASK_USER_WEBHOOK_ALLOW_PRIVATE=1 to allow it",
      );
    });

    it("refuses what is no http(s) URL", async () => {
      expect(await ruleOf("ftp://example.com/hook")).toContain(
        "routes[0].url: expected an http or https URL, got ftp",
      );
      expect(await ruleOf("hook")).toContain(
        "routes[0].url: expected an absolute http or https URL",
      );
    });

    it("refuses at connect a public name that resolves to a private address", async () => {
      const port = new URL(receiver.url()).port;
      await start({ allowPrivate: false, lookup: toLoopback });
      const url = `http://hooks.example.test:${port}/hook`;
      const record = await ask(url);
      expect(await rig?.result(record)).toEqual({
        status: "no_answer",
        reason: "delivery_failed",
        detail: `webhook ${url}: hooks.example.test resolves to 127.0.0.1, no public address (private, loopback, link-local or special-purpose); set ASK_USER_WEBHOOK_ALLOW_PRIVATE=1 to allow it`,
      });
      expect(receiver.received).toHaveLength(0);
    });
  });
});
