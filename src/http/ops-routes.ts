import { Hono } from "hono";
import type { QuestionService } from "../service/question-service.js";
import type { LogLine } from "./request-log.js";

/** Where `/metrics` gets its Prometheus text. */
export interface MetricsSource {
  contentType: string;
  render(): Promise<string>;
}

/** How long `/readyz` waits for the store. */
export const READY_TIMEOUT_MS = 2000;

/**
 * `/healthz` and `/readyz`, open to load balancers and orchestrators: mounted before static
 * assets and the bearer token.
 */
export function createProbeRoutes(
  service: QuestionService,
  options: { log: LogLine; readyTimeoutMs?: number | undefined },
): Hono {
  const app = new Hono();

  // Liveness: the process answers.
  app.get("/healthz", (c) => c.json({ ok: true }));

  // Readiness: the store answers a cheap read in time, and could take a write.
  app.get("/readyz", async (c) => {
    const timeoutMs = options.readyTimeoutMs ?? READY_TIMEOUT_MS;
    const problem = await storeProblem(service, timeoutMs);
    if (problem === undefined) return c.json({ ok: true });
    options.log({ level: "warn", msg: "not ready", reason: problem.reason, error: problem.error });
    return c.json({ ok: false, reason: problem.reason }, 503);
  });

  return app;
}

/** `/metrics` in Prometheus text, mounted behind the metrics token. */
export function createMetricsRoutes(metrics: MetricsSource): Hono {
  const app = new Hono();
  app.get("/metrics", async (c) =>
    c.body(await metrics.render(), 200, { "content-type": metrics.contentType }),
  );
  return app;
}

/**
 * Why the store is not ready, or undefined when, within `timeoutMs`, it answered a cheap read
 * and could take a write (a SQLite file whose write lock another process holds cannot).
 */
async function storeProblem(
  service: QuestionService,
  timeoutMs: number,
): Promise<{ reason: string; error?: string } | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<{ reason: string }>((resolve) => {
    timer = setTimeout(
      () => resolve({ reason: `the store did not answer within ${timeoutMs} ms` }),
      timeoutMs,
    );
  });
  // The caller needs no token here, so it hears only what failed; the log has why.
  const checks = async (): Promise<{ reason: string; error?: string } | undefined> => {
    try {
      await service.list({ status: "pending", limit: 1 });
    } catch (error) {
      return { reason: "the store failed a read", error: String(error) };
    }
    try {
      await service.checkWritable();
    } catch (error) {
      return { reason: "the store cannot take writes", error: String(error) };
    }
    return undefined;
  };
  try {
    return await Promise.race([checks(), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
