import type {
  DeliveryEntry,
  QuestionView,
  SessionMessage,
  TimelineItemView,
} from "../../client/index.js";

/*
 * Pure helpers that fold fetched timelines and live events into one list. Events and fetches can
 * arrive in any order, so two rules keep the list right: items are never dropped (the server
 * never removes them either), and a question that has ended never goes back to pending.
 */

/** One key per item: a delivery is its question's prompt or reminder in one chat. */
export function itemKey(item: TimelineItemView): string {
  if (item.type === "question") return `question:${item.question.id}`;
  if (item.type === "message") return `message:${item.message.id}`;
  const { questionId, channel, chatId, url, to, step } = item.delivery;
  const place = url ?? to ?? chatId ?? "";
  return `delivery:${JSON.stringify([questionId, channel, place, step ?? 0])}`;
}

function itemTime(item: TimelineItemView): number {
  if (item.type === "question") return Date.parse(item.question.createdAt);
  return Date.parse(item.type === "message" ? item.message.createdAt : item.delivery.at);
}

/** The newer of two versions of one item: an ended question beats a pending one. */
function newer(existing: TimelineItemView, incoming: TimelineItemView): TimelineItemView {
  if (
    existing.type === "question" &&
    incoming.type === "question" &&
    existing.question.status !== "pending" &&
    incoming.question.status === "pending"
  )
    return existing;
  return incoming;
}

function upsert(
  items: readonly TimelineItemView[],
  incoming: TimelineItemView,
): TimelineItemView[] {
  const key = itemKey(incoming);
  const index = items.findIndex((item) => itemKey(item) === key);
  if (index !== -1) {
    const existing = items[index] as TimelineItemView;
    const kept = newer(existing, incoming);
    if (kept === existing) return [...items];
    const next = [...items];
    next[index] = kept;
    return next;
  }
  // Insert after the last item that is not later, so the list stays in time order.
  const time = itemTime(incoming);
  let at = items.length;
  while (at > 0 && itemTime(items[at - 1] as TimelineItemView) > time) at -= 1;
  return [...items.slice(0, at), incoming, ...items.slice(at)];
}

export function upsertQuestion(items: readonly TimelineItemView[], question: QuestionView) {
  return upsert(items, { type: "question", question });
}

export function upsertMessage(items: readonly TimelineItemView[], message: SessionMessage) {
  return upsert(items, { type: "message", message });
}

export function upsertDelivery(items: readonly TimelineItemView[], delivery: DeliveryEntry) {
  return upsert(items, { type: "delivery", delivery });
}

/** A freshly fetched timeline, keeping what live events added meanwhile. */
export function mergeTimeline(
  local: readonly TimelineItemView[],
  fetched: readonly TimelineItemView[],
): TimelineItemView[] {
  let merged = [...fetched];
  for (const item of local) merged = upsert(merged, newer(item, findSame(fetched, item) ?? item));
  return merged;
}

function findSame(
  items: readonly TimelineItemView[],
  item: TimelineItemView,
): TimelineItemView | undefined {
  const key = itemKey(item);
  return items.find((candidate) => itemKey(candidate) === key);
}

/** The session's pending question (a session has at most one). */
export function pendingQuestionOf(items: readonly TimelineItemView[]): QuestionView | undefined {
  for (let index = items.length - 1; index >= 0; index -= 1) {
    const item = items[index] as TimelineItemView;
    if (item.type === "question" && item.question.status === "pending") return item.question;
  }
  return undefined;
}
