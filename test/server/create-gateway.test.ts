import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { QuestionView } from "../../src/client/index.js";
import { createGateway, type EmbeddedGateway } from "../../src/server/index.js";
import { askAndCapture } from "../support/ask-and-capture.js";
import { createTempDb, type TempDb } from "../support/child-gateway.js";
import { deployPrompt } from "../support/prompts.js";

/** `ask-user/server` in-process: `ask()` over the service, and the API as a fetch handler. */

const gateways = new Set<EmbeddedGateway>();
let tempDb: TempDb | undefined;

afterEach(async () => {
  vi.useRealTimers();
  await Promise.all([...gateways].map((gateway) => gateway.close()));
  gateways.clear();
  await tempDb?.cleanup();
  tempDb = undefined;
});

async function embedded(options: Parameters<typeof createGateway>[0] = {}) {
  const gateway = await createGateway(options);
  gateways.add(gateway);
  return gateway;
}

/** A request to the gateway as a host would pass it on: the full URL, prefix included. */
async function call(
  gateway: EmbeddedGateway,
  method: string,
  path: string,
  options: { body?: unknown; token?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  const response = await gateway.fetch(
    new Request(`http://host.test${path}`, {
      method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    }),
  );
  const text = await response.text();
  return { response, status: response.status, body: text === "" ? undefined : JSON.parse(text) };
}

describe("createGateway().ask", () => {
  it("resolves with the S3 result when a human answers through the mounted API", async () => {
    const gateway = await embedded({ basePath: "/ask-user" });
    const { question, result } = askAndCapture(gateway, deployPrompt(), { sessionId: "s" });
    const asked = await question;
    expect(asked).toMatchObject({ sessionId: "s", status: "pending", toolCallId: "ask_user" });
    expect(asked.runId).toMatch(/^run-[0-9a-f-]{36}$/);

    const listed = await call(gateway, "GET", "/ask-user/v1/questions?status=pending");
    expect(listed.body.questions.map((entry: QuestionView) => entry.id)).toStrictEqual([asked.id]);
    const answered = await call(gateway, "POST", `/ask-user/v1/questions/${asked.id}/answer`, {
      body: { answers: { deploy_target: ["production"] } },
    });
    const expected = {
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    };
    expect(answered.body).toStrictEqual(expected);
    expect(await result).toStrictEqual(expected);
  });

  it("rejects invalid input with invalid_request and the field paths, asking nothing", async () => {
    const gateway = await embedded();
    const input = deployPrompt();
    const broken = {
      ...input,
      questions: [{ ...input.questions[0], options: [{ label: "Only" }] }],
      sessionId: "in-the-input",
    } as unknown as Parameters<EmbeddedGateway["ask"]>[0];
    const error = await gateway.ask(broken, { sessionId: "s" }).catch((caught) => caught);
    expect(error).toMatchObject({ name: "AskUserError", code: "invalid_request" });
    expect(error.issues.map((issue: { path: string }) => issue.path).sort()).toStrictEqual([
      "questions[0].options",
      "sessionId",
    ]);
    await expect(gateway.ask(deployPrompt(), { sessionId: "" })).rejects.toMatchObject({
      code: "invalid_request",
      issues: [{ path: "sessionId" }],
    });
    expect((await call(gateway, "GET", "/v1/questions")).body.questions).toStrictEqual([]);
  });

  it("resolves no_answer with reason cancelled, or expired once the deadline passes", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const gateway = await embedded();
    const cancelled = askAndCapture(gateway, deployPrompt(), { sessionId: "a" });
    const first = await cancelled.question;
    await call(gateway, "POST", `/v1/questions/${first.id}/cancel`, { body: {} });
    expect(await cancelled.result).toStrictEqual({ status: "no_answer", reason: "cancelled" });

    const expiring = askAndCapture(gateway, deployPrompt(30), { sessionId: "b" });
    const second = await expiring.question;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await expiring.result).toStrictEqual({ status: "no_answer", reason: "expired" });
    expect((await call(gateway, "GET", `/v1/questions/${second.id}`)).body).toMatchObject({
      status: "expired",
      endedBy: { kind: "timeout" },
    });
  });

  it("cancels the question as aborted when the signal aborts, then rejects with its reason", async () => {
    const gateway = await embedded();
    const controller = new AbortController();
    const { question, result } = askAndCapture(gateway, deployPrompt(), {
      sessionId: "s",
      signal: controller.signal,
    });
    const asked = await question;
    controller.abort();
    await expect(result).rejects.toBe(controller.signal.reason);
    expect(controller.signal.reason).toMatchObject({ name: "AbortError" });
    // Cancelled before the rejection, exactly as the client's ask does.
    expect((await call(gateway, "GET", `/v1/questions/${asked.id}`)).body).toMatchObject({
      status: "cancelled",
      endedBy: { kind: "abort" },
      result: { status: "no_answer", reason: "aborted" },
    });

    const reason = new Error("run stopped");
    await expect(
      gateway.ask(deployPrompt(), { sessionId: "t", signal: AbortSignal.abort(reason) }),
    ).rejects.toBe(reason);
    expect((await call(gateway, "GET", "/v1/questions?sessionId=t")).body.questions).toEqual([]);
  });
});

describe("createGateway().fetch under a prefix", () => {
  it("serves the API under the prefix only, redirects the bare prefix, and checks tokens", async () => {
    const gateway = await embedded({
      basePath: "/ask-user/",
      tokens: { agent: "agent-token", human: "human-token" },
    });
    expect(gateway.basePath).toBe("/ask-user");

    expect((await call(gateway, "GET", "/v1/questions")).status).toBe(404);
    expect((await call(gateway, "GET", "/ask-user-other/healthz")).status).toBe(404);
    expect((await call(gateway, "GET", "/ask-user/healthz")).body).toStrictEqual({ ok: true });

    const bare = await call(gateway, "GET", "/ask-user?token=abc");
    expect(bare.status).toBe(308);
    expect(bare.response.headers.get("location")).toBe("/ask-user/?token=abc");

    expect((await call(gateway, "GET", "/ask-user/v1/sessions")).status).toBe(401);
    const asked = await call(gateway, "POST", "/ask-user/v1/questions", {
      body: { sessionId: "s", ...deployPrompt() },
      token: "agent-token",
    });
    expect(asked.status).toBe(201);
    // The role table still sees `/v1/…` patterns: the agent's token cannot answer.
    const wrongRole = await call(
      gateway,
      "POST",
      `/ask-user/v1/questions/${asked.body.id}/answer`,
      {
        body: { skip: true },
        token: "agent-token",
      },
    );
    expect(wrongRole.status).toBe(403);
    expect(wrongRole.body.error.message).toContain("POST /v1/questions/:id/answer");
    const skipped = await call(gateway, "POST", `/ask-user/v1/questions/${asked.body.id}/answer`, {
      body: { skip: true },
      token: "human-token",
    });
    expect(skipped.body).toStrictEqual({ status: "no_answer", reason: "skipped" });
  });

  it("serves the Control UI page and its assets under the prefix", async () => {
    const gateway = await embedded({ basePath: "/ask-user" });
    const page = await gateway.fetch(new Request("http://host.test/ask-user/"));
    expect(page.status).toBe(200);
    const html = await page.text();
    const script = /<script type="module"[^>]* src="\.\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script, html).toBeDefined();
    const asset = await gateway.fetch(new Request(`http://host.test/ask-user/${script}`));
    expect(asset.status).toBe(200);
    expect(asset.headers.get("content-type")).toMatch(/javascript/);
    await asset.arrayBuffer();
  });

  it("mounts as a Hono app next to the host's own routes", async () => {
    const gateway = await embedded({ basePath: "/ask-user" });
    const host = new Hono();
    host.get("/", (c) => c.text("the host"));
    host.route("/", gateway.app);
    host.get("/after", (c) => c.text("still the host"));
    expect(await (await host.request("/")).text()).toBe("the host");
    expect(await (await host.request("/after")).text()).toBe("still the host");
    expect(await (await host.request("/ask-user/healthz")).json()).toStrictEqual({ ok: true });
  });

  it("refuses a half-configured pair of tokens and a base path that is no plain path", async () => {
    await expect(createGateway({ tokens: { agent: "a" } })).rejects.toThrow(
      "tokens.human: required when tokens.agent is given",
    );
    await expect(createGateway({ basePath: "ask-user" })).rejects.toThrow("basePath");
    await expect(createGateway({ basePath: "/a/../b" })).rejects.toThrow("basePath");
  });

  it("takes a default locale of the supported ones, naming them when refusing another", async () => {
    await expect(createGateway({ locale: "fr" as "en" })).rejects.toThrow(
      'locale: expected one of en, de, th, es, got "fr"',
    );
    const gateway = await embedded({ locale: "es" });
    expect((await call(gateway, "GET", "/v1/sessions/s/settings")).body).toEqual({ locale: "es" });
  });

  it("takes a default delivery plan, checked against its channels with field paths", async () => {
    await expect(
      createGateway({
        plan: { steps: [{ afterSeconds: 0, routes: [{ channel: "slack", chatId: "C1" }] }] },
      }),
    ).rejects.toThrow("plan: steps[0].routes[0].channel: expected one of: push");
    await expect(
      createGateway({ plan: { steps: [{ afterSeconds: 0, routes: [], remind: true }] } }),
    ).rejects.toThrow("plan: steps[0].remind: expected false at afterSeconds 0");
    const plan = {
      steps: [
        { afterSeconds: 0, routes: [] },
        { afterSeconds: 300, routes: [], remind: true },
      ],
    };
    const embedded = await createGateway({ plan });
    try {
      const response = await embedded.fetch(new Request("http://host/v1/sessions/s/plan"));
      expect(await response.json()).toEqual({ plan: null });
      const asked = await embedded.fetch(
        new Request("http://host/v1/questions", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ sessionId: "s", ...deployPrompt(600) }),
        }),
      );
      const { id } = (await asked.json()) as { id: string };
      const view = await embedded.fetch(new Request(`http://host/v1/questions/${id}`));
      expect(((await view.json()) as { planSteps: unknown }).planSteps).toEqual([
        expect.objectContaining({ index: 1, remind: true, routes: [] }),
      ]);
    } finally {
      await embedded.close();
    }
  });
});

describe("createGateway().close", () => {
  it("aborts the asks and wakes the long-polls in flight, then refuses everything", async () => {
    tempDb = await createTempDb();
    const gateway = await createGateway({ store: tempDb.path });
    const { question, result } = askAndCapture(gateway, deployPrompt(), {
      sessionId: "in-process",
    });
    const askedHere = await question;
    const askedOverHttp = await call(gateway, "POST", "/v1/questions", {
      body: { sessionId: "remote", ...deployPrompt() },
    });
    const longPoll = call(
      gateway,
      "GET",
      `/v1/questions/${askedOverHttp.body.id}/result?waitSeconds=3600`,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));

    await gateway.close();
    await expect(result).rejects.toMatchObject({ code: "unavailable" });
    // The long-poll came back at once with the question, still pending.
    expect((await longPoll).status).toBe(202);
    expect((await call(gateway, "GET", "/healthz")).status).toBe(503);
    await expect(gateway.ask(deployPrompt(), { sessionId: "late" })).rejects.toMatchObject({
      code: "unavailable",
    });

    // The store was closed cleanly: a new gateway on it finds both questions as they were left.
    const reopened = await embedded({ store: tempDb.path });
    expect((await call(reopened, "GET", `/v1/questions/${askedHere.id}`)).body).toMatchObject({
      status: "cancelled",
      endedBy: { kind: "abort" },
    });
    expect(
      (await call(reopened, "GET", `/v1/questions/${askedOverHttp.body.id}`)).body.status,
    ).toBe("pending");
  });
});
