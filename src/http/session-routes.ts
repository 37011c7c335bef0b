import { Hono } from "hono";
import { invalidRequest, requireStrictObject } from "../core/index.js";
import { type RoutableChannel, routeView } from "../service/channel-routes.js";
import type { ChannelRoute, DeliveryPlan } from "../service/delivery-plan.js";
import type { QuestionService } from "../service/question-service.js";
import type { TimelineItem } from "../service/timeline-item.js";
import type { AuthVariables } from "./bearer-auth.js";
import { toDeliveryView, toQuestionView } from "./question-view.js";
import { readJsonObject } from "./read-json-object.js";
import { readResponder, TEXT_KEYS } from "./read-responder.js";

/** What a reply or a message may hold: its text and who wrote it. */

/**
 * `/v1/sessions`: the session list, a session's timeline, its settings, chat routes and
 * delivery plan, and the replies and messages written into it. `channels` are the names a
 * route may use.
 */
export function createSessionRoutes(
  service: QuestionService,
  channels: readonly RoutableChannel[],
): Hono<{ Variables: AuthVariables }> {
  const app = new Hono<{ Variables: AuthVariables }>();

  // Routes as the API shows them: a webhook's `url`, a mail's `to`, under their own keys.
  const viewRoutes = (routes: readonly ChannelRoute[]) =>
    routes.map((route) => routeView(route, channels));
  const viewPlan = (plan: DeliveryPlan) => ({
    steps: plan.steps.map((step) => ({ ...step, routes: viewRoutes(step.routes) })),
  });

  app.get("/", async (c) => c.json({ sessions: await service.listSessions(), now: service.now() }));

  app.get("/:sessionId/timeline", async (c) => {
    const items = await service.timeline(c.req.param("sessionId"));
    return c.json({
      sessionId: c.req.param("sessionId"),
      items: items.map((item) => toTimelineItemView(item, channels)),
      now: service.now(),
    });
  });

  app.get("/:sessionId/settings", async (c) =>
    c.json(await service.sessions.settings(c.req.param("sessionId"))),
  );

  app.put("/:sessionId/settings", async (c) =>
    c.json(
      await service.sessions.updateSettings(
        c.req.param("sessionId"),
        await readJsonObject(c.req.raw),
      ),
    ),
  );

  app.get("/:sessionId/routes", async (c) => {
    const routes = await service.sessions.routes(c.req.param("sessionId"));
    return c.json({ routes: routes ? viewRoutes(routes) : null });
  });

  app.put("/:sessionId/routes", async (c) => {
    const routes = await service.sessions.updateRoutes(
      c.req.param("sessionId"),
      await readJsonObject(c.req.raw),
      channels,
    );
    return c.json({ routes: routes ? viewRoutes(routes) : null });
  });

  app.get("/:sessionId/plan", async (c) => {
    const plan = await service.sessions.plan(c.req.param("sessionId"));
    return c.json({ plan: plan ? viewPlan(plan) : null });
  });

  app.put("/:sessionId/plan", async (c) => {
    const plan = await service.sessions.updatePlan(
      c.req.param("sessionId"),
      await readJsonObject(c.req.raw),
      channels,
    );
    return c.json({ plan: plan ? viewPlan(plan) : null });
  });

  app.post("/:sessionId/replies", async (c) => {
    const body = requireStrictObject(await readJsonObject(c.req.raw), TEXT_KEYS);
    const outcome = await service.reply(c.req.param("sessionId"), body.text, readResponder(body));
    return c.json(outcome);
  });

  app.post("/:sessionId/messages", async (c) => {
    const body = requireStrictObject(await readJsonObject(c.req.raw), TEXT_KEYS);
    const roles = c.get("roles");
    // Only the agent's token makes an agent's message; the shared token keeps the human's.
    if (roles !== undefined && !roles.includes("human")) {
      const humanOnly = ["surface", "userId"].filter((key) => key in body);
      if (humanOnly.length > 0)
        throw invalidRequest(
          humanOnly.map((key) => ({
            path: key,
            message: "only a human's message has one; with the agent's token the agent writes",
          })),
        );
      const message = await service.postMessage(c.req.param("sessionId"), body.text, {
        kind: "agent",
      });
      return c.json(message, 201);
    }
    const responder = readResponder(body);
    const message = await service.postMessage(c.req.param("sessionId"), body.text, {
      kind: "human",
      ...responder,
    });
    return c.json(message, 201);
  });

  return app;
}

function toTimelineItemView(item: TimelineItem, channels: readonly RoutableChannel[]) {
  if (item.type === "question") return { type: item.type, question: toQuestionView(item.question) };
  if (item.type === "delivery")
    return { type: item.type, delivery: toDeliveryView(item.delivery, channels) };
  return item;
}
