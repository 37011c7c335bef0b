import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NextDueTimer } from "../../src/service/next-due-timer.js";
import type { Deadline } from "../../src/store/question-store.js";

const T0 = Date.parse("2026-01-01T00:00:00.000Z");
const at = (ms: number) => new Date(T0 + ms).toISOString();

/** Pending deadlines as a store keeps them; `expire` ends one if due, as the service does. */
function fakeStore(initial: Deadline[]) {
  const pending = new Map(initial.map((deadline) => [deadline.id, deadline]));
  const expired: string[] = [];
  const reads: number[] = [];
  let failNextRead = false;
  return {
    pending,
    expired,
    reads,
    failNextRead: () => {
      failNextRead = true;
    },
    options: {
      now: () => Date.now(),
      dueAt: (deadline: Deadline) => deadline.expiresAt,
      async next(limit: number): Promise<Deadline[]> {
        reads.push(limit);
        if (failNextRead) {
          failNextRead = false;
          throw new Error("store down");
        }
        return [...pending.values()]
          .sort((a, b) => a.expiresAt.localeCompare(b.expiresAt) || a.id.localeCompare(b.id))
          .slice(0, limit);
      },
      async fire(deadline: Deadline): Promise<boolean> {
        if (Date.parse(deadline.expiresAt) > Date.now()) return false;
        pending.delete(deadline.id);
        expired.push(deadline.id);
        return true;
      },
    },
  };
}

describe("NextDueTimer", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("expires what is overdue at start, then each deadline as it comes, with one timer", async () => {
    const store = fakeStore([
      { id: "overdue", expiresAt: at(-5000) },
      { id: "soon", expiresAt: at(1000) },
      { id: "later", expiresAt: at(3000) },
    ]);
    const timer = new NextDueTimer(store.options);
    await timer.start();
    expect(store.expired).toEqual(["overdue"]);
    expect(vi.getTimerCount()).toBe(1);

    await vi.advanceTimersByTimeAsync(999);
    expect(store.expired).toEqual(["overdue"]);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.expired).toEqual(["overdue", "soon"]);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(store.expired).toEqual(["overdue", "soon", "later"]);
    expect(vi.getTimerCount()).toBe(0);
    timer.stop();
  });

  it("re-arms for a new deadline that comes before the armed one, without reading the store", async () => {
    const store = fakeStore([{ id: "later", expiresAt: at(60_000) }]);
    const timer = new NextDueTimer(store.options);
    await timer.start();
    const reads = store.reads.length;

    store.pending.set("new", { id: "new", expiresAt: at(2000) });
    timer.add(at(2000));
    // A later one changes nothing.
    store.pending.set("newer", { id: "newer", expiresAt: at(90_000) });
    timer.add(at(90_000));
    expect(store.reads.length).toBe(reads);
    expect(vi.getTimerCount()).toBe(1);

    await vi.advanceTimersByTimeAsync(2000);
    expect(store.expired).toEqual(["new"]);
    await vi.advanceTimersByTimeAsync(88_000);
    expect(store.expired).toEqual(["new", "later", "newer"]);
    timer.stop();
  });

  it("expires more due deadlines than one read brings", async () => {
    const many = Array.from({ length: 250 }, (_, index) => ({
      id: `q-${String(index).padStart(3, "0")}`,
      expiresAt: at(-index),
    }));
    const store = fakeStore([...many, { id: "future", expiresAt: at(5000) }]);
    const timer = new NextDueTimer(store.options);
    await timer.start();
    expect(store.expired).toHaveLength(250);
    expect(store.pending.has("future")).toBe(true);
    expect(vi.getTimerCount()).toBe(1);
    timer.stop();
  });

  it("looks again a second after the store failed, never dropping a deadline", async () => {
    const store = fakeStore([{ id: "due", expiresAt: at(500) }]);
    const timer = new NextDueTimer(store.options);
    await timer.start();
    store.failNextRead();
    await vi.advanceTimersByTimeAsync(500);
    expect(store.expired).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.expired).toEqual(["due"]);
    timer.stop();
  });

  it("waits out a timer that fires before the wall clock reaches the deadline", async () => {
    const store = fakeStore([{ id: "due", expiresAt: at(1000) }]);
    // The timer runs on the monotonic clock; the wall clock may lag it by a moment.
    let lag = 0;
    const timer = new NextDueTimer({ ...store.options, now: () => Date.now() - lag });
    await timer.start();
    lag = 2;
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.expired).toEqual([]);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(2);
    expect(store.expired).toEqual(["due"]);
    timer.stop();
  });

  it("keeps no timer once stopped, and add() does nothing then", async () => {
    const store = fakeStore([{ id: "due", expiresAt: at(1000) }]);
    const timer = new NextDueTimer(store.options);
    await timer.start();
    timer.stop();
    timer.add(at(10));
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(store.expired).toEqual([]);
  });
});
