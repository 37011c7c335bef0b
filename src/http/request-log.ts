import type { MiddlewareHandler } from "hono";
import { handlerRouteOf } from "./matched-route.js";

export type LogLine = (line: Record<string, unknown>) => void;

/**
 * How loud a request's line is: a failure of ours is an error, a refused request (bad input, a
 * wrong token, over a limit) is worth seeing at info, and a request that went well is routine,
 * logged only at debug, so the default log holds the question events and what went wrong
 * rather than every long-poll.
 */
function levelOf(status: number): "error" | "info" | "debug" {
  if (status >= 500) return "error";
  return status >= 400 ? "info" : "debug";
}

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
      level: levelOf(status),
      msg: "http request",
      method: c.req.method,
      route,
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}
