import type { MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import { AskUserError } from "../core/index.js";

/**
 * Lets browsers call the API only from the gateway's own origin (the Control UI) or an origin
 * listed in `ASK_USER_ALLOWED_ORIGINS`; listed ones get CORS headers and preflight answers.
 * Requests without `Origin` (curl, agents, same-origin GETs) pass: they are not cross-site.
 * The WebSocket upgrade goes through the same check, so a foreign page cannot open the stream.
 */
export function originGuard(allowedOrigins: readonly string[]): MiddlewareHandler {
  const listed = new Set(allowedOrigins);
  const allowListed = cors({
    origin: (origin) => (listed.has(origin) ? origin : null),
    allowMethods: ["GET", "POST", "PUT", "DELETE"],
    allowHeaders: [
      "authorization",
      "content-type",
      "x-ask-user-session",
      "mcp-session-id",
      "mcp-protocol-version",
      "last-event-id",
    ],
    exposeHeaders: ["retry-after", "mcp-session-id"],
    maxAge: 600,
  });
  return async (c, next) => {
    const origin = c.req.header("origin");
    if (origin === undefined) return next();
    if (listed.has(origin)) return allowListed(c, next);
    if (isSameOrigin(origin, c.req.header("host"))) return next();
    throw new AskUserError(
      "forbidden",
      `origin ${JSON.stringify(origin)} may not call this gateway: only its own origin and those in ASK_USER_ALLOWED_ORIGINS may`,
    );
  };
}

/**
 * The page's origin names the host the browser connected to, which is what `Host` says. A
 * rebound DNS name passes this check, which is why the API also needs its tokens.
 */
function isSameOrigin(origin: string, host: string | undefined): boolean {
  if (host === undefined) return false;
  try {
    const url = new URL(origin);
    return (url.protocol === "http:" || url.protocol === "https:") && url.host === host;
  } catch {
    return false;
  }
}
