import type { QuestionView } from "../../client/index.js";

/** The pending questions the list shows, oldest first, and the row under the cursor. */
export interface PendingList {
  items: readonly QuestionView[];
  cursor: number;
}

export const EMPTY_LIST: PendingList = { items: [], cursor: 0 };

/** Replaces every item (a refetch), keeping the cursor on the same question when it stays. */
export function replaceItems(list: PendingList, items: readonly QuestionView[]): PendingList {
  const selected = list.items[list.cursor]?.id;
  const sorted = [...items].sort(byCreation);
  const kept = sorted.findIndex((item) => item.id === selected);
  return { items: sorted, cursor: kept >= 0 ? kept : clampCursor(list.cursor, sorted.length) };
}

/** Adds a question asked just now, or updates it; keeps the cursor on its question. */
export function upsertItem(list: PendingList, item: QuestionView): PendingList {
  return replaceItems(list, [...list.items.filter((each) => each.id !== item.id), item]);
}

/** Removes a question that ended. */
export function removeItem(list: PendingList, id: string): PendingList {
  if (!list.items.some((item) => item.id === id)) return list;
  return replaceItems(
    list,
    list.items.filter((item) => item.id !== id),
  );
}

export function moveCursor(list: PendingList, by: number): PendingList {
  if (list.items.length === 0) return list;
  const count = list.items.length;
  return { ...list, cursor: (((list.cursor + by) % count) + count) % count };
}

export function selectedItem(list: PendingList): QuestionView | undefined {
  return list.items[list.cursor];
}

function clampCursor(cursor: number, count: number): number {
  return Math.max(0, Math.min(cursor, count - 1));
}

function byCreation(a: QuestionView, b: QuestionView): number {
  return a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0;
}
