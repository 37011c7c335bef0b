import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadGatewayConfig } from "../../src/config.js";
import { type RunningGateway, startGateway } from "../../src/gateway/gateway.js";
import { createHttpApp } from "../../src/http/app.js";
import { GatewayMetrics } from "../../src/observability/gateway-metrics.js";
import { QuestionService } from "../../src/service/question-service.js";
import { MemoryQuestionStore } from "../../src/store/memory/memory-question-store.js";
import { type QuestionFilter, StoreUnavailableError } from "../../src/store/question-store.js";
import { createTempDb, requestJson, type TempDb } from "../support/child-gateway.js";
import { deployPrompt } from "../support/prompts.js";

const AGENT = { authorization: "Bearer agent-token-for-metrics" };
const HUMAN = { authorization: "Bearer human-token-for-metrics" };

/**
 * Prometheus text format: `name{label="value",...} number`, `# HELP` / `# TYPE`, blank lines.
 * Prometheus reads NaN in any case (prom-client writes `Nan`).
 */
function parsePrometheus(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  const types = new Map<string, string>();
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    const comment = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (comment) {
      if (comment[1] === "TYPE") {
        expect(["counter", "gauge", "histogram", "summary", "untyped"]).toContain(comment[3]);
        types.set(comment[2] as string, comment[3] as string);
      }
      continue;
    }
    const sample =
      /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*\})? (-?[0-9.e+-]+|[Nn]a[Nn]|[+-]Inf)( -?\d+)?$/.exec(
        line,
      );
    if (!sample) throw new Error(`not a Prometheus sample line: ${line}`);
    const name = sample[1] as string;
    const labels = [...(sample[2] ?? "").matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)]
      .map(([, key, value]) => `${key}=${value}`)
      .sort()
      .join(",");
    const family = name.replace(/_(bucket|sum|count|total)$/, "");
    if (!types.has(name) && !types.has(family)) throw new Error(`sample without # TYPE: ${line}`);
    samples.set(labels === "" ? name : `${name}{${labels}}`, Number(sample[3]));
  }
  return samples;
}

describe("/metrics", () => {
  let db: TempDb;
  let gateway: RunningGateway | undefined;

  beforeAll(async () => {
    db = await createTempDb();
  });
  afterEach(async () => {
    await gateway?.close();
    gateway = undefined;
  });
  afterAll(async () => {
    await db.cleanup();
  });

  const start = async (settings: { metrics?: boolean } = {}) => {
    gateway = await startGateway({
      host: "127.0.0.1",
      port: 0,
      db: db.path,
      token: undefined,
      agentToken: "agent-token-for-metrics",
      humanToken: "human-token-for-metrics",
      ...settings,
    });
    return gateway.url;
  };
  const scrape = async (url: string) => {
    const response = await fetch(`${url}/metrics`, { headers: AGENT });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain; version=0.0.4");
    return parsePrometheus(await response.text());
  };
  const ask = async (url: string, sessionId: string) => {
    const response = await requestJson(
      "POST",
      `${url}/v1/questions`,
      { sessionId, ...deployPrompt() },
      AGENT,
    );
    expect(response.status).toBe(201);
    return response.body.id as string;
  };
  const ended = (status: string, endedBy: string, surface: string) =>
    `ask_user_questions_ended_total{ended_by=${endedBy},status=${status},surface=${surface}}`;
  const wakes = "ask_user_answer_to_wake_seconds_count{status=answered}";

  it("counts asks and endings by status and surface, and pending questions across a restart", async () => {
    let url = await start();
    const first = await scrape(url);
    expect(first.get("ask_user_questions_asked_total")).toBe(0);
    expect(first.get("ask_user_pending_questions")).toBe(0);
    expect(first.has("process_cpu_user_seconds_total")).toBe(true);
    expect(first.has("nodejs_heap_size_used_bytes")).toBe(true);

    const answered = await ask(url, "metrics-a");
    const skipped = await ask(url, "metrics-b");
    const cancelled = await ask(url, "metrics-c");
    expect((await scrape(url)).get("ask_user_pending_questions")).toBe(3);
    await requestJson(
      "POST",
      `${url}/v1/questions/${answered}/answer`,
      { answers: { deploy_target: ["Production"] }, surface: "web" },
      HUMAN,
    );
    await requestJson("POST", `${url}/v1/questions/${skipped}/answer`, { skip: true }, HUMAN);
    await requestJson("POST", `${url}/v1/questions/${cancelled}/cancel`, {}, AGENT);

    const after = await scrape(url);
    expect(after.get("ask_user_questions_asked_total")).toBe(3);
    const endings = [...after].filter(([key]) => key.startsWith("ask_user_questions_ended_total"));
    expect(Object.fromEntries(endings)).toEqual({
      [ended("answered", "human", "web")]: 1,
      [ended("skipped", "human", "api")]: 1,
      [ended("cancelled", "cancel", "api")]: 1,
    });
    expect(after.get("ask_user_pending_questions")).toBe(0);

    await ask(url, "metrics-d");
    await ask(url, "metrics-e");
    expect((await scrape(url)).get("ask_user_pending_questions")).toBe(2);

    await gateway?.close();
    url = await start();
    const restarted = await scrape(url);
    expect(restarted.get("ask_user_pending_questions")).toBe(2);
    // Counters belong to the process: a new one starts from zero.
    expect(restarted.get("ask_user_questions_asked_total")).toBe(0);
  });

  it("observes the answer-to-wake latency once per woken waiter", async () => {
    const url = await start();
    const before = (await scrape(url)).get(wakes) ?? 0;
    const id = await ask(url, `metrics-wake-${Date.now()}`);
    const poll = () =>
      requestJson("GET", `${url}/v1/questions/${id}/result?waitSeconds=30`, undefined, AGENT);
    const waiters = [poll(), poll()];
    // Both long-polls are waiting before the answer comes.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await requestJson("POST", `${url}/v1/questions/${id}/answer`, { skip: true }, HUMAN);
    for (const waiter of await Promise.all(waiters)) expect(waiter.status).toBe(200);

    const skippedWakes = "ask_user_answer_to_wake_seconds_count{status=skipped}";
    const afterWake = await scrape(url);
    expect(afterWake.get(skippedWakes)).toBe(2);
    expect(afterWake.get(wakes) ?? 0).toBe(before);
    const sum = afterWake.get("ask_user_answer_to_wake_seconds_sum{status=skipped}") ?? -1;
    expect(sum).toBeGreaterThanOrEqual(0);
    expect(sum).toBeLessThan(2);
    expect(afterWake.get("ask_user_answer_to_wake_seconds_bucket{le=+Inf,status=skipped}")).toBe(2);

    // Reading a question that has already ended wakes nobody.
    expect((await poll()).status).toBe(200);
    expect((await scrape(url)).get(skippedWakes)).toBe(2);
  });

  it("needs the agent's (or metrics) token, not the human's", async () => {
    const url = await start();
    expect((await fetch(`${url}/metrics`)).status).toBe(401);
    expect((await fetch(`${url}/metrics`, { headers: HUMAN })).status).toBe(403);
  });

  it("is left out with ASK_USER_METRICS=0, although prom-client is installed", async () => {
    const url = await start({ metrics: false });
    expect((await fetch(`${url}/metrics`, { headers: AGENT })).status).toBe(404);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });
});

describe("ASK_USER_METRICS", () => {
  it("takes 1 or 0 and names itself for anything else", () => {
    const env = (value: string) => ({ ASK_USER_METRICS: value });
    expect(loadGatewayConfig({}, env("1")).metrics).toBe(true);
    expect(loadGatewayConfig({}, env("0")).metrics).toBe(false);
    expect(loadGatewayConfig({}, {}).metrics).toBeUndefined();
    expect(() => loadGatewayConfig({}, env("yes"))).toThrow(
      'ASK_USER_METRICS: expected 1 or 0, got "yes"',
    );
  });
});

/** A memory store that can be made unreachable, as a database restart would, or slow. */
class FlakyStore extends MemoryQuestionStore {
  mode: "up" | "down" | "hanging" = "up";

  override list(filter: QuestionFilter) {
    if (this.mode === "down")
      return Promise.reject(new StoreUnavailableError("down", { retryAfterSeconds: 1 }));
    if (this.mode === "hanging") return new Promise<never>(() => {});
    return super.list(filter);
  }
}

describe("/metrics while the store is down", () => {
  it("serves every other metric, without the pending gauge, and ask_user_store_up 0", async () => {
    const store = new FlakyStore();
    const service = new QuestionService({ store });
    await service.start();
    const metrics = new GatewayMetrics({ storeTimeoutMs: 50 });
    // As the gateway wires it.
    const stop = metrics.follow(
      service.ownEvents,
      async () => (await store.list({ status: "pending" })).length,
    );
    const app = createHttpApp({ service, metrics });
    const scrape = async () => {
      const response = await app.request("/metrics");
      expect(response.status).toBe(200);
      return parsePrometheus(await response.text());
    };
    try {
      await service.ask({ sessionId: "s", input: deployPrompt() });
      const up = await scrape();
      expect(up.get("ask_user_store_up")).toBe(1);
      expect(up.get("ask_user_pending_questions")).toBe(1);

      for (const mode of ["down", "hanging"] as const) {
        store.mode = mode;
        const down = await scrape();
        expect(down.get("ask_user_store_up"), mode).toBe(0);
        expect(down.has("ask_user_pending_questions"), mode).toBe(false);
        expect(down.get("ask_user_questions_asked_total"), mode).toBe(1);
        expect(down.has("process_cpu_user_seconds_total"), mode).toBe(true);
      }

      store.mode = "up";
      const back = await scrape();
      expect(back.get("ask_user_store_up")).toBe(1);
      expect(back.get("ask_user_pending_questions")).toBe(1);
    } finally {
      stop();
      service.stop();
    }
  });
});
