import { Hono } from "hono";
import type { UpgradeWebSocket } from "hono/ws";
import { type GatewayEvent, isQuestionEvent } from "../core/index.js";
import type { QuestionService } from "../service/question-service.js";
import { toQuestionView } from "./question-view.js";

/** `/v1/events`: a WebSocket that says hello, then streams every gateway event as JSON. */
export function createEventRoutes(
  service: QuestionService,
  upgradeWebSocket: UpgradeWebSocket,
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
            socket.send(JSON.stringify(toEventView(event)));
          });
        },
        onClose: () => unsubscribe?.(),
        onError: () => unsubscribe?.(),
      };
    }),
  );
  return app;
}

function toEventView(event: GatewayEvent) {
  return isQuestionEvent(event) ? { ...event, question: toQuestionView(event.question) } : event;
}
