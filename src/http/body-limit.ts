import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

/**
 * Refuses bodies over `maxBytes` with `onTooLarge`. A declared Content-Length is checked without
 * touching the body (the HTTP parser never delivers more than it declares), which leaves the
 * handler's read on the Node adapter's fast path; only a chunked body is counted as it streams.
 * GET and HEAD carry no body, and are passed without a look at the body stream: on Node that
 * look alone builds a whole fetch `Request`, a tenth of a long-poll's CPU.
 */
export function limitBody(maxBytes: number, onTooLarge: () => never): MiddlewareHandler {
  const streamed = bodyLimit({ maxSize: maxBytes, onError: onTooLarge });
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const declared = c.req.header("content-length");
    if (declared !== undefined && c.req.header("transfer-encoding") === undefined) {
      if (!/^\d+$/.test(declared) || Number(declared) > maxBytes) onTooLarge();
      return next();
    }
    return streamed(c, next);
  };
}
