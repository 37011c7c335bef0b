import type { MiddlewareHandler } from "hono";
import { handlerRouteOf } from "./matched-route.js";

export type LogLine = (line: Record<string, unknown>) => void;

/** Probes and scrapes come every few seconds; they are logged only at debug level. */
const QUIET_ROUTES = new Set(["/healthz", "/readyz", "/metrics"]);

/**
 * One line per request: method, route pattern, status and duration. The pattern, never the
 * path or query, so ids and a `?token=` never reach the log; nor do headers or bodies.
 */
export function requestLog(log: LogLine): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const route = handlerRouteOf(c)?.path ?? "(no route)";
    const status = c.res.status;
    log({
      level: status >= 500 ? "error" : QUIET_ROUTES.has(route) ? "debug" : "info",
      msg: "http request",
      method: c.req.method,
      route,
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}
