import { Hono, type MiddlewareHandler } from "hono";

/** A route a channel serves itself (its `ChannelHttpRoute`), as this app mounts it. */
export interface ChannelWebhook {
  method?: "GET" | "POST";
  path: string;
  summary?: string;
  handle(request: Request): Promise<Response>;
}

/**
 * The channels' own routes (the chat platforms' inbound webhooks, answer links), at their own
 * paths. Mounted before the bearer token: each verifies its own signature, secret or token.
 * `limitBody` caps what they read.
 */
export function createChannelWebhookRoutes(
  webhooks: readonly ChannelWebhook[],
  limitBody: MiddlewareHandler,
): Hono {
  const app = new Hono();
  for (const webhook of webhooks)
    app.on(webhook.method ?? "POST", webhook.path, limitBody, (c) => webhook.handle(c.req.raw));
  return app;
}
