import { Hono } from "hono";
import { AskUserError, invalidRequest, schemaIssues } from "../core/index.js";
import type { PushDevices } from "../service/push-devices.js";
import type { AuthVariables } from "./bearer-auth.js";
import { pushSubscriptionBodySchema } from "./push-subscription-body.js";
import { readJsonObject } from "./read-json-object.js";

/**
 * `/v1/push`: the VAPID key a browser subscribes with, and the devices that get notifications
 * (the Control UI's "Notify me on this device").
 */
export function createPushRoutes(devices: PushDevices): Hono<{ Variables: AuthVariables }> {
  const app = new Hono<{ Variables: AuthVariables }>();

  app.get("/key", async (c) => c.json({ publicKey: (await devices.vapidKeys()).publicKey }));

  app.get("/subscriptions", async (c) => c.json({ subscriptions: await devices.list() }));

  app.post("/subscriptions", async (c) => {
    const body = pushSubscriptionBodySchema.safeParse(await readJsonObject(c.req.raw));
    if (!body.success) throw invalidRequest(schemaIssues(body.error.issues));
    const { endpoint, keys, label } = body.data;
    const { device, created } = await devices.add({
      endpoint,
      keys,
      ...(label === undefined ? {} : { label }),
    });
    return c.json(device, created ? 201 : 200);
  });

  app.delete("/subscriptions/:id", async (c) => {
    const id = c.req.param("id");
    if (!(await devices.remove(id)))
      throw new AskUserError("not_found", `no device with id "${id}" gets notifications`);
    return c.body(null, 204);
  });

  return app;
}
