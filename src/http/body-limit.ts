import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

/**
 * Refuses bodies over `maxBytes` with `onTooLarge`. A declared Content-Length is checked without
 * touching the body (the HTTP parser never delivers more than it declares), which leaves the
 * handler's read on the Node adapter's fast path; only a chunked body is counted as it streams.
 */
export function limitBody(maxBytes: number, onTooLarge: () => never): MiddlewareHandler {
  const streamed = bodyLimit({ maxSize: maxBytes, onError: onTooLarge });
  return async (c, next) => {
    const declared = c.req.header("content-length");
    if (declared !== undefined && c.req.header("transfer-encoding") === undefined) {
      if (!/^\d+$/.test(declared) || Number(declared) > maxBytes) onTooLarge();
      return next();
    }
    return streamed(c, next);
  };
}
