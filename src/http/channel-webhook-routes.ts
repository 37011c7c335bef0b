import { Hono, type MiddlewareHandler } from "hono";

export interface ChannelWebhook {
  path: string;
  handle(request: Request): Promise<Response>;
}

/**
 * The chat platforms' inbound webhooks, at their own paths. Mounted before the bearer token:
 * each verifies its own platform's signature or secret. `limitBody` caps what they read.
 */
export function createChannelWebhookRoutes(
  webhooks: readonly ChannelWebhook[],
  limitBody: MiddlewareHandler,
): Hono {
  const app = new Hono();
  for (const webhook of webhooks)
    app.post(webhook.path, limitBody, (c) => webhook.handle(c.req.raw));
  return app;
}
