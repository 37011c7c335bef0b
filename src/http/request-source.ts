import type { Context } from "hono";

export interface RequestSourceOptions {
  /** The peer's address as the runtime sees it (Node: the socket's remote address). */
  remoteAddress?: (c: Context) => string | undefined;
  /**
   * Behind a reverse proxy every peer is the proxy: then the source is the last address in
   * `X-Forwarded-For`, the one the proxy itself appended (earlier ones the client can forge).
   */
  trustProxy?: boolean;
}

/** Who sent a request, for per-source limits: an address, or `unknown`. */
export function requestSourceOf(options: RequestSourceOptions): (c: Context) => string {
  return (c) => {
    if (options.trustProxy) {
      const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
      if (forwarded) return forwarded;
    }
    try {
      return options.remoteAddress?.(c) ?? "unknown";
    } catch {
      // No socket behind the request, e.g. `app.request()` in a test.
      return "unknown";
    }
  };
}
