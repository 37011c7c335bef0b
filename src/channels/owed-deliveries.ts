import type { Delivery, PlannedRoute, PlanStep } from "../store/question-store.js";
import { isSent } from "../store/unsent-delivery.js";

/**
 * Whether a send begun at this time (ISO 8601) must be over by now, finished or abandoned by a
 * process that died. After a restart with no other gateway, every send is; on a shared store,
 * one older than the send window.
 */
export type SendOver = (since: string) => boolean;

/**
 * What a pending question is still owed after a crash: the chats it was meant to reach (at the
 * ask, and by the plan steps already taken) with no prompt sent, and the reminders of taken
 * steps not sent where a prompt is. Derived from the store alone (each delivery is recorded
 * before it is sent: the record is its intent), so any gateway can resume what another left.
 */
export interface OwedDeliveries {
  routes: PlannedRoute[];
  /** Taken plan steps whose reminders are owed to some open prompt. */
  reminderSteps: PlanStep[];
}

/**
 * Whether a delivery is still owed, by its record: none, once the send that should have made
 * one is over; or one reserved and left unsent by a send that is over. One sent, or closed
 * unsent (the platform refused it for good), is settled.
 */
function owed(record: Delivery | undefined, intendedAt: string, over: SendOver): boolean {
  if (record === undefined) return over(intendedAt);
  if (isSent(record) || record.closedAt !== undefined) return false;
  return over(record.deliveredAt);
}

const sameChat = (delivery: Delivery, channel: string, chatId: string) =>
  delivery.channel === channel && delivery.chatId === chatId;

/**
 * `atAsk` are the chats of the delivery at the ask (none when quiet hours made it step 0),
 * intended at `askedAt`; `steps` the question's plan steps.
 */
export function owedDeliveries(
  question: { askedAt: string; atAsk: readonly PlannedRoute[] },
  steps: readonly PlanStep[],
  deliveries: readonly Delivery[],
  over: SendOver,
): OwedDeliveries {
  const prompts = deliveries.filter((delivery) => delivery.reminderStep === undefined);
  const fired = steps.filter((step) => step.outcome === "fired");
  // The chats at the ask come from the settings as they are now: one without a record is owed
  // only when the question has none at all (the process died before its first send), not
  // because a channel was configured since.
  const atAsk = question.atAsk.filter(
    (route) =>
      prompts.length === 0 ||
      prompts.some((delivery) => sameChat(delivery, route.channel, route.chatId ?? "")),
  );
  const intended = [
    ...atAsk.map((route) => ({ route, at: question.askedAt })),
    ...fired.flatMap((step) => step.routes.map((route) => ({ route, at: step.takenAt ?? "" }))),
  ];
  const seen = new Set<string>();
  const routes = intended
    .filter(({ route, at }) => {
      const chatId = route.chatId ?? "";
      const key = `${route.channel}\u0000${chatId}`;
      if (seen.has(key)) return false;
      seen.add(key);
      const record = prompts.find((delivery) => sameChat(delivery, route.channel, chatId));
      return owed(record, at, over);
    })
    .map(({ route }) => route);
  const reminderSteps = fired.filter(
    (step) => step.remind && promptsOwedReminder(step, deliveries, over).length > 0,
  );
  return { routes, reminderSteps };
}

/**
 * The open prompts a taken step's reminder is owed to: those sent by the time the step was
 * taken, with no reminder of that step sent, refused, or still on its way.
 */
export function promptsOwedReminder(
  step: Pick<PlanStep, "index" | "takenAt">,
  deliveries: readonly Delivery[],
  over: SendOver,
): Delivery[] {
  const takenAt = step.takenAt ?? "";
  return deliveries.filter(
    (prompt) =>
      prompt.reminderStep === undefined &&
      isSent(prompt) &&
      prompt.closedAt === undefined &&
      prompt.deliveredAt <= takenAt &&
      owed(
        deliveries.find(
          (delivery) =>
            delivery.reminderStep === step.index &&
            sameChat(delivery, prompt.channel, prompt.chatId),
        ),
        takenAt,
        over,
      ),
  );
}
