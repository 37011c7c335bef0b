import { describe, expect, it } from "vitest";
import { isStoreSetting, loadGatewayConfig } from "../src/config.js";

const ACCEPTED_FORMS =
  "is not memory, a postgres:// URL, or a database file (a path with a directory, or a name ending .db/.sqlite/.sqlite3)";

describe("the db setting", () => {
  it("refuses a bare word at once, naming the accepted forms and where it came from", () => {
    expect(() => loadGatewayConfig({ db: "memroy" }, {})).toThrow(
      `--db: "memroy" is not memory, a postgres:// URL, or a database file (a path with a directory, or a name ending .db/.sqlite/.sqlite3)`,
    );
    expect(() => loadGatewayConfig({}, { ASK_USER_DB: "asks" })).toThrow(
      `ASK_USER_DB: "asks" ${ACCEPTED_FORMS}`,
    );
  });

  it("refuses another database's URL without repeating its password", () => {
    const attempt = () => loadGatewayConfig({ db: "mysql://ask:hunter2@db/ask.db" }, {});
    expect(attempt).toThrow(`--db: a mysql: URL ${ACCEPTED_FORMS}`);
    expect(attempt).not.toThrow(/hunter2/);
  });

  it("accepts memory, PostgreSQL URLs and database files", () => {
    for (const db of [
      "memory",
      ":memory:",
      "postgres://localhost/ask",
      "postgresql://ask@db:5432/ask",
      "ask.db",
      "ask.sqlite",
      "ask.SQLITE3",
      "./ask",
      "data/ask",
      "/var/lib/ask-user/store",
    ])
      expect(isStoreSetting(db), db).toBe(true);
    expect(loadGatewayConfig({ db: "memory" }, {}).db).toBe("memory");
    expect(loadGatewayConfig({ db: "ask.db" }, {}).db).toMatch(/^\/.*\/ask\.db$/);
  });

  it("takes an empty ASK_USER_DB as unset", () => {
    expect(loadGatewayConfig({}, { ASK_USER_DB: "" }).db).toMatch(/\.ask-user\/ask-user\.db$/);
  });
});
