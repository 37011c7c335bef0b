import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { StoreUnavailableError } from "../../src/store/question-store.js";
import { SqliteEngine } from "../../src/store/sqlite/sqlite-engine.js";
import { SqliteQuestionStore } from "../../src/store/sqlite/sqlite-question-store.js";
import { createTempDb, type TempDb } from "../support/child-gateway.js";
import { pendingRecord } from "../support/question-records.js";

/**
 * Another connection (as the `sqlite3` shell or a backup tool would be) holds the database's
 * write lock: the store's worker must neither stall the caller's event loop nor its own reads.
 */

/** How a promise settled, and whether the lock was still held at that moment. */
interface Settled<T> {
  value?: T;
  error?: unknown;
  whileLocked: boolean;
  afterMs: number;
}

describe("the SQLite store while another connection holds the write lock", () => {
  let db: TempDb;
  let store: SqliteQuestionStore;
  let holder: Database.Database;
  let locked = false;
  const record = pendingRecord({ sessionId: "already-there" });

  const lock = () => {
    holder.exec("BEGIN IMMEDIATE");
    locked = true;
  };
  const unlock = () => {
    if (!locked) return;
    holder.exec("COMMIT");
    locked = false;
  };
  const watch = <T>(promise: Promise<T>): Promise<Settled<T>> => {
    const startedAt = performance.now();
    return promise.then(
      (value) => ({ value, whileLocked: locked, afterMs: performance.now() - startedAt }),
      (error: unknown) => ({ error, whileLocked: locked, afterMs: performance.now() - startedAt }),
    );
  };

  beforeEach(async () => {
    db = await createTempDb();
    store = await SqliteQuestionStore.open({ path: db.path });
    await store.insert(record);
    holder = new Database(db.path);
  });

  afterEach(async () => {
    unlock();
    holder.close();
    await store.close();
    await db.cleanup();
  });

  it("reads answer at once, writes wait without stalling the event loop and are refused as unavailable, and succeed after", async () => {
    let ticks = 0;
    let lastTick = performance.now();
    let longestGapMs = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGapMs = Math.max(longestGapMs, now - lastTick);
      lastTick = now;
      ticks += 1;
    }, 10);
    // Held far longer than the store waits; released only once everything below settled.
    lock();
    try {
      const write = watch(store.insert(pendingRecord({ sessionId: "blocked" })));
      const ready = watch(store.checkWritable());
      // Asked once the write is already waiting for the lock in the worker.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const got = watch(store.get(record.id));
      const listed = watch(store.list({ status: "pending" }));

      // The reads settle while the lock is held, and right away: not after the writes gave up.
      const [gotOutcome, listedOutcome] = await Promise.all([got, listed]);
      expect(gotOutcome).toMatchObject({ value: record, whileLocked: true });
      expect(listedOutcome).toMatchObject({ value: [record], whileLocked: true });
      const settledFirst = await Promise.race([got.then(() => "read"), write.then(() => "write")]);
      expect(settledFirst).toBe("read");

      const readyOutcome = await ready;
      expect(readyOutcome.whileLocked).toBe(true);
      expect(readyOutcome.error).toBeInstanceOf(StoreUnavailableError);
      expect(readyOutcome.afterMs).toBeLessThan(2000);

      const writeOutcome = await write;
      expect(writeOutcome.whileLocked).toBe(true);
      expect(writeOutcome.error).toBeInstanceOf(StoreUnavailableError);
      expect(
        (writeOutcome.error as StoreUnavailableError).retryAfterSeconds,
      ).toBeGreaterThanOrEqual(1);
      expect((writeOutcome.error as Error).message).toMatch(/lock/);
      // Bounded: about 2 s, nowhere near the lock's holding time.
      expect(writeOutcome.afterMs).toBeGreaterThan(1000);
      expect(writeOutcome.afterMs).toBeLessThan(5000);

      // This thread's timers ran the whole time.
      expect(ticks).toBeGreaterThan(writeOutcome.afterMs / 10 / 4);
      expect(longestGapMs).toBeLessThan(1000);
      // The refused write stored nothing.
      expect(await store.list({ sessionId: "blocked" })).toEqual([]);
    } finally {
      clearInterval(ticker);
      unlock();
    }

    const again = pendingRecord({ sessionId: "blocked" });
    expect(await store.insert(again)).toEqual({ kind: "inserted", record: again });
    await expect(store.checkWritable()).resolves.toBeUndefined();
  });

  it("commits a waiting write once the lock is released within its wait, in one batch with later ones", async () => {
    lock();
    const first = pendingRecord({ sessionId: "waits-1" });
    const second = pendingRecord({ sessionId: "waits-2" });
    const firstWrite = watch(store.insert(first));
    // Arrives while the first one is retrying: it joins the same attempt.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const secondWrite = watch(store.insert(second));
    await new Promise((resolve) => setTimeout(resolve, 200));
    unlock();
    expect(await firstWrite).toMatchObject({
      value: { kind: "inserted", record: first },
      whileLocked: false,
    });
    expect(await secondWrite).toMatchObject({
      value: { kind: "inserted", record: second },
      whileLocked: false,
    });
  });

  it("refuses pending calls as unavailable when the worker thread dies, then starts a new one", async () => {
    lock();
    const waiting = watch(store.insert(pendingRecord({ sessionId: "dies-waiting" })));
    // Let the write reach the worker and start waiting for the lock.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await store.terminateWorker();
    const outcome = await waiting;
    expect(outcome.error).toBeInstanceOf(StoreUnavailableError);
    expect((outcome.error as Error).message).toMatch(/worker thread stopped/);
    expect(outcome.afterMs).toBeLessThan(1000);
    unlock();

    // Nothing of it reached the file; the next calls get a fresh worker on the same database.
    expect(await store.list({ sessionId: "dies-waiting" })).toEqual([]);
    expect(await store.get(record.id)).toEqual(record);
    const after = pendingRecord({ sessionId: "after-crash" });
    expect(await store.insert(after)).toEqual({ kind: "inserted", record: after });
  });

  it("passes a read that meets a lock on this thread to the worker, which answers it", async () => {
    // A WAL reader meets SQLITE_BUSY only in rare states (another process recovering the log, or
    // holding the file in exclusive mode): simulated on this thread's connection alone.
    const busy = Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" });
    const onThisThread = vi.spyOn(SqliteEngine.prototype, "get").mockImplementation(() => {
      throw busy;
    });
    try {
      await store.terminateWorker();
      expect(store.writerRunning).toBe(false);
      expect(await store.get(record.id)).toEqual(record);
      expect(onThisThread).toHaveBeenCalledTimes(1);
      expect(store.writerRunning).toBe(true);
    } finally {
      onThisThread.mockRestore();
    }
  });

  it("close() commits what was submitted before it, then refuses calls as unavailable", async () => {
    const submitted = pendingRecord({ sessionId: "before-close" });
    const write = store.insert(submitted);
    await store.close();
    expect(await write).toEqual({ kind: "inserted", record: submitted });
    await expect(store.get(submitted.id)).rejects.toBeInstanceOf(StoreUnavailableError);

    store = await SqliteQuestionStore.open({ path: db.path });
    expect(await store.get(submitted.id)).toEqual(submitted);
  });
});
