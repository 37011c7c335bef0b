import { Hono, type MiddlewareHandler } from "hono";

/** A route a channel serves itself (its `ChannelHttpRoute`), as this app mounts it. */
export interface ChannelWebhook {
  method?: "GET" | "POST";
  path: string;
  summary?: string;
  /** The largest body it reads, in bytes; the API's own limit unless given. */
  maxBodyBytes?: number;
  /** What the route takes, said to a request with another method ("a POST with …"). */
  accepts?: string;
  handle(request: Request): Promise<Response>;
}

/**
 * The channels' own routes (the chat platforms' inbound webhooks, answer links), at their own
 * paths. Mounted before the bearer token: each verifies its own signature, secret or token.
 * `limitBody` caps what they read: the API's limit, or the route's own (a mail with its
 * attachments is far larger than any JSON body).
 */
export function createChannelWebhookRoutes(
  webhooks: readonly ChannelWebhook[],
  limitBody: (maxBytes?: number) => MiddlewareHandler,
): Hono {
  const app = new Hono();
  for (const webhook of webhooks)
    app.on(webhook.method ?? "POST", webhook.path, limitBody(webhook.maxBodyBytes), (c) =>
      webhook.handle(c.req.raw),
    );
  // Any other method on their paths: 405 and what the path takes, not the bearer token's 401.
  const paths = new Map<string, ChannelWebhook[]>();
  for (const webhook of webhooks)
    paths.set(webhook.path, [...(paths.get(webhook.path) ?? []), webhook]);
  for (const [path, served] of paths) {
    const allowed = [...new Set(served.map((webhook) => webhook.method ?? "POST"))];
    const accepts =
      served.find((webhook) => webhook.accepts !== undefined)?.accepts ??
      `it takes ${allowed.join(" or ")}`;
    app.all(path, (c) =>
      c.json(
        {
          error: {
            code: "invalid_request",
            message: `${c.req.method} is not allowed here: ${accepts}`,
          },
        },
        405,
        { allow: allowed.join(", ") },
      ),
    );
  }
  return app;
}
