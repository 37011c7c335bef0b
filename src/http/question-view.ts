import type { DeliveryEntry, QuestionView } from "../core/index.js";
import type { RoutableChannel } from "../service/channel-routes.js";
import type { PlanStep } from "../service/question-service.js";

export { toQuestionView } from "../core/index.js";
export type { QuestionView };

/**
 * Where a route or a delivery went, as it was configured: a channel whose destination is no
 * chat (a webhook's `url`, a mail's `to`) names it under its own key, not as `chatId`.
 */
export function withAddress<T extends { channel: string; chatId?: string }>(
  item: T,
  channels: readonly RoutableChannel[],
): Omit<T, "chatId"> & Record<string, unknown> {
  const field = channels.find((channel) => channel.name === item.channel)?.address?.field;
  if (field === undefined || item.chatId === undefined) return item;
  const { chatId, ...rest } = item;
  return { ...rest, [field]: chatId };
}

/** A prompt or reminder as the timeline and the event stream show it. */
export function toDeliveryView(entry: DeliveryEntry, channels: readonly RoutableChannel[]) {
  return withAddress(entry, channels);
}

/** A later step of the question's delivery plan, as `GET /v1/questions/:id` lists it. */
export function toPlanStepView(step: PlanStep, channels: readonly RoutableChannel[] = []) {
  return {
    index: step.index,
    dueAt: step.dueAt,
    routes: step.routes.map((route) => withAddress(route, channels)),
    ...(step.remind ? { remind: true as const } : {}),
    ...(step.takenAt === undefined ? {} : { takenAt: step.takenAt }),
    ...(step.outcome === undefined ? {} : { outcome: step.outcome }),
  };
}
