import { Hono } from "hono";
import type { UpgradeWebSocket } from "hono/ws";
import { type GatewayEvent, isQuestionEvent } from "../core/index.js";
import type { RoutableChannel } from "../service/channel-routes.js";
import type { QuestionService } from "../service/question-service.js";
import { toDeliveryView, toQuestionView } from "./question-view.js";

/** `/v1/events`: a WebSocket that says hello, then streams every gateway event as JSON. */
export function createEventRoutes(
  service: QuestionService,
  upgradeWebSocket: UpgradeWebSocket,
  channels: readonly RoutableChannel[] = [],
): Hono {
  const app = new Hono();
  app.get(
    "/",
    upgradeWebSocket(() => {
      let unsubscribe: (() => void) | undefined;
      return {
        onOpen: (_event, socket) => {
          socket.send(JSON.stringify({ type: "hello", now: service.now() }));
          unsubscribe = service.events.subscribe((event) => {
            socket.send(JSON.stringify(toEventView(event, channels)));
          });
        },
        onClose: () => unsubscribe?.(),
        onError: () => unsubscribe?.(),
      };
    }),
  );
  return app;
}

function toEventView(event: GatewayEvent, channels: readonly RoutableChannel[]) {
  if (isQuestionEvent(event)) return { ...event, question: toQuestionView(event.question) };
  // A webhook's prompt names its `url`, as the timeline does.
  if (event.type === "delivery-sent")
    return { ...event, delivery: toDeliveryView(event.delivery, channels) };
  return event;
}
