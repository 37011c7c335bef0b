import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { SqliteQuestionStore } from "../../src/store/sqlite/sqlite-question-store.js";
import { runQuestionStoreContract } from "./question-store.contract.js";

const directory = mkdtempSync(join(tmpdir(), "ask-user-sqlite-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

let files = 0;
const paths = new WeakMap<object, string>();

runQuestionStoreContract({
  name: "sqlite",
  open: () => {
    files += 1;
    const path = join(directory, `nested/dir/store-${files}.db`);
    const store = new SqliteQuestionStore({ path });
    paths.set(store, path);
    return store;
  },
  reopen: async (store) => {
    const path = paths.get(store) as string;
    await store.close();
    const reopened = new SqliteQuestionStore({ path });
    paths.set(reopened, path);
    return reopened;
  },
});

describe("sqlite store setup", () => {
  it("uses WAL with full synchronous commits and records its schema version", () => {
    const path = join(directory, "pragmas.db");
    const store = new SqliteQuestionStore({ path });
    const db = new Database(path, { readonly: true });
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.pragma("user_version", { simple: true })).toBe(3);
    db.close();
    void store.close();
  });

  it("refuses a database written by a newer ask-user", () => {
    const path = join(directory, "newer.db");
    const db = new Database(path);
    db.pragma("user_version = 99");
    db.close();
    expect(() => new SqliteQuestionStore({ path })).toThrow(/newer than this ask-user/);
  });

  it("enforces one pending question per session in the schema itself", () => {
    const path = join(directory, "schema.db");
    void new SqliteQuestionStore({ path }).close();
    const db = new Database(path);
    const insert = db.prepare(
      "INSERT INTO questions (id, session_id, status, questions, timeout_seconds, created_at, expires_at) VALUES (?, 's', 'pending', '[]', 30, 0, 30000)",
    );
    insert.run("a");
    expect(() => insert.run("b")).toThrow(/UNIQUE/);
    db.close();
  });
});
