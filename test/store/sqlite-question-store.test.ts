import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { SQLITE_MIGRATIONS } from "../../src/store/sqlite/sqlite-migrations.js";
import { SqliteQuestionStore } from "../../src/store/sqlite/sqlite-question-store.js";
import { atDeadline, pendingRecord } from "../support/question-records.js";
import { runQuestionStoreContract } from "./question-store.contract.js";

const directory = mkdtempSync(join(tmpdir(), "ask-user-sqlite-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

let files = 0;
const paths = new WeakMap<object, string>();

runQuestionStoreContract({
  name: "sqlite",
  open: async () => {
    files += 1;
    const path = join(directory, `nested/dir/store-${files}.db`);
    const store = await SqliteQuestionStore.open({ path });
    paths.set(store, path);
    return store;
  },
  reopen: async (store) => {
    const path = paths.get(store) as string;
    await store.close();
    const reopened = await SqliteQuestionStore.open({ path });
    paths.set(reopened, path);
    return reopened;
  },
});

describe("sqlite store setup", () => {
  it("uses WAL with full synchronous commits and records its schema version", async () => {
    const path = join(directory, "pragmas.db");
    const store = await SqliteQuestionStore.open({ path });
    const db = new Database(path, { readonly: true });
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.pragma("user_version", { simple: true })).toBe(SQLITE_MIGRATIONS.length);
    db.close();
    await store.close();
  });

  it("reads on the caller's thread: opening and reading start no thread, the first write does", async () => {
    const path = join(directory, "lazy-writer.db");
    const seeded = await SqliteQuestionStore.open({ path });
    const record = pendingRecord({ sessionId: "lazy" });
    await seeded.insert(record);
    await seeded.close();

    const store = await SqliteQuestionStore.open({ path });
    expect(await store.get(record.id)).toEqual(record);
    expect(await store.list({ status: "pending" })).toEqual([record]);
    expect(await store.getSessionSettings("lazy")).toEqual({});
    expect(store.writerRunning).toBe(false);

    const ending = {
      status: "cancelled" as const,
      endedAt: atDeadline(record, -1000),
      endedBy: { kind: "cancel" as const, surface: "api" },
    };
    expect(await store.end(record.id, ending)).toMatchObject({ kind: "ended" });
    expect(store.writerRunning).toBe(true);
    // What the worker committed, this thread's connection reads at once.
    expect(await store.get(record.id)).toMatchObject({ status: "cancelled" });
    await store.close();
  });

  it("upgrades a version 3 database: questions keep their data and indexes, delivery_failed is allowed", async () => {
    const path = join(directory, "v3.db");
    const db = new Database(path);
    db.exec(
      SQLITE_MIGRATIONS.slice(0, 3)
        .map((step) => step)
        .join("\n"),
    );
    db.pragma("user_version = 3");
    db.prepare(
      "INSERT INTO questions (id, session_id, status, questions, timeout_seconds, created_at, expires_at) VALUES ('old', 's', 'pending', '[]', 30, 0, 30000)",
    ).run();
    expect(() =>
      db
        .prepare(
          "INSERT INTO questions (id, session_id, status, questions, timeout_seconds, created_at, expires_at) VALUES ('x', 't', 'delivery_failed', '[]', 30, 0, 30000)",
        )
        .run(),
    ).toThrow(/CHECK/);
    db.close();

    await (await SqliteQuestionStore.open({ path })).close();
    const upgraded = new Database(path);
    expect(upgraded.pragma("user_version", { simple: true })).toBe(SQLITE_MIGRATIONS.length);
    expect(upgraded.prepare("SELECT id, seq FROM questions").all()).toEqual([
      { id: "old", seq: 1 },
    ]);
    const indexes = upgraded
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'questions' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .all();
    expect(indexes).toEqual([
      { name: "questions_by_session" },
      { name: "questions_by_status" },
      { name: "questions_one_pending_per_session" },
      { name: "questions_one_per_tool_call" },
      { name: "questions_pending_by_asked" },
      { name: "questions_pending_by_deadline" },
    ]);
    const insert = upgraded.prepare(
      "INSERT INTO questions (id, session_id, status, questions, timeout_seconds, created_at, expires_at) VALUES (?, ?, ?, '[]', 30, 0, 30000)",
    );
    insert.run("failed", "t", "delivery_failed");
    expect(() => insert.run("second", "s", "pending")).toThrow(/UNIQUE/);
    upgraded.close();
  });

  it("upgrades deliveries to hold reminders: prompts keep their rows, seq and open state", async () => {
    const path = join(directory, "reminders.db");
    // Every step before the one that rebuilt deliveries for reminders.
    const before = SQLITE_MIGRATIONS.findIndex((step) => step.includes("deliveries_new"));
    const db = new Database(path);
    db.exec(SQLITE_MIGRATIONS.slice(0, before).join("\n"));
    db.pragma(`user_version = ${before}`);
    const insert = db.prepare(
      "INSERT INTO deliveries (question_id, channel, chat_id, message_id, delivered_at, closed_at) VALUES (?, 'telegram', ?, ?, 1000, ?)",
    );
    insert.run("q1", "1", "10", null);
    insert.run("q1", "2", "20", 2000);
    db.close();

    const store = await SqliteQuestionStore.open({ path });
    expect(await store.listDeliveries({ questionId: "q1", open: true })).toEqual([
      {
        questionId: "q1",
        channel: "telegram",
        chatId: "1",
        messageId: "10",
        deliveredAt: "1970-01-01T00:00:01.000Z",
      },
    ]);
    // A reminder in the prompt's chat is a row of its own; seq goes on after the old rows.
    await store.putDelivery({
      questionId: "q1",
      channel: "telegram",
      chatId: "1",
      messageId: "11",
      reminderStep: 1,
      deliveredAt: "1970-01-01T00:00:03.000Z",
    });
    await store.close();
    const upgraded = new Database(path, { readonly: true });
    expect(
      upgraded.prepare("SELECT seq, chat_id, reminder_step FROM deliveries ORDER BY seq").all(),
    ).toEqual([
      { seq: 1, chat_id: "1", reminder_step: 0 },
      { seq: 2, chat_id: "2", reminder_step: 0 },
      { seq: 3, chat_id: "1", reminder_step: 1 },
    ]);
    upgraded.close();
  });

  it("refuses a database written by a newer ask-user", async () => {
    const path = join(directory, "newer.db");
    const db = new Database(path);
    db.pragma("user_version = 99");
    db.close();
    await expect(SqliteQuestionStore.open({ path })).rejects.toThrow(/newer than this ask-user/);
  });

  it("enforces one pending question per session in the schema itself", async () => {
    const path = join(directory, "schema.db");
    await (await SqliteQuestionStore.open({ path })).close();
    const db = new Database(path);
    const insert = db.prepare(
      "INSERT INTO questions (id, session_id, status, questions, timeout_seconds, created_at, expires_at) VALUES (?, 's', 'pending', '[]', 30, 0, 30000)",
    );
    insert.run("a");
    expect(() => insert.run("b")).toThrow(/UNIQUE/);
    db.close();
  });
});
