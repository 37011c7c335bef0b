import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadGatewayConfig } from "../../src/config.js";
import { openStore } from "../../src/gateway/gateway.js";
import { PostgresQuestionStore } from "../../src/store/postgres/postgres-question-store.js";
import { createTestDatabase, type TestDatabase } from "../support/postgres-database.js";
import { pendingRecord } from "../support/question-records.js";

describe("a PostgreSQL ASK_USER_DB", () => {
  it("is kept as a URL, not resolved as a file path, with an optional schema", () => {
    const url = "postgresql://ask:secret@db.internal:5432/ask_user";
    expect(loadGatewayConfig({}, { ASK_USER_DB: url })).toMatchObject({ db: url });
    expect(loadGatewayConfig({}, { ASK_USER_DB: url }).dbSchema).toBeUndefined();
    expect(loadGatewayConfig({ db: url }, { ASK_USER_DB_SCHEMA: "gateway_eu" })).toMatchObject({
      db: url,
      dbSchema: "gateway_eu",
    });
    // A file path is still made absolute.
    expect(loadGatewayConfig({}, { ASK_USER_DB: "data/ask.db" }).db).toMatch(/^\/.*data\/ask\.db$/);
  });

  it("refuses a URL that cannot be parsed without repeating its password", () => {
    const error = (() => {
      try {
        loadGatewayConfig({}, { ASK_USER_DB: "postgres://ask:hunter2@[bad/ask_user" });
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error?.message).toMatch(/^ASK_USER_DB: expected a URL such as postgres:\/\//);
    expect(error?.message).not.toContain("hunter2");
  });

  it("refuses PostgreSQL-only settings with a SQLite or memory store", () => {
    expect(() => loadGatewayConfig({ db: "memory" }, { ASK_USER_DB_SCHEMA: "eu" })).toThrow(
      "ASK_USER_DB_SCHEMA: only applies when ASK_USER_DB is a postgres:// URL",
    );
    expect(() => loadGatewayConfig({ db: "/tmp/x.db" }, { ASK_USER_LEASE_SECONDS: "5" })).toThrow(
      "ASK_USER_LEASE_SECONDS: only applies when ASK_USER_DB is a postgres:// URL",
    );
    expect(
      loadGatewayConfig({ db: "postgres://localhost/x" }, { ASK_USER_LEASE_SECONDS: "5" })
        .leaseSeconds,
    ).toBe(5);
    expect(() =>
      loadGatewayConfig({ db: "postgres://localhost/x" }, { ASK_USER_LEASE_SECONDS: "0" }),
    ).toThrow("ASK_USER_LEASE_SECONDS: expected a whole number of seconds from 1 to 300");
  });

  it("refuses a schema that is not a plain identifier", () => {
    expect(() =>
      loadGatewayConfig({}, { ASK_USER_DB: "postgres://localhost/x", ASK_USER_DB_SCHEMA: "Eu-1" }),
    ).toThrow(
      'ASK_USER_DB_SCHEMA: expected a lowercase identifier (a-z, 0-9 and _, at most 63 characters, not starting with pg_), got "Eu-1"',
    );
  });

  describe("opened by the gateway", () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(async () => {
      await database?.drop();
    });

    it("opens a PostgreSQL store in the configured schema", async () => {
      const config = loadGatewayConfig(
        {},
        { ASK_USER_DB: database.connectionString, ASK_USER_DB_SCHEMA: "gateway_one" },
      );
      const store = await openStore(config.db, { schema: config.dbSchema as string });
      try {
        expect(store).toBeInstanceOf(PostgresQuestionStore);
        const record = pendingRecord();
        await store.insert(record);
        const other = await openStore(config.db, { schema: "gateway_two" });
        expect(await other.get(record.id)).toBeUndefined();
        await other.close();
        const same = await openStore(config.db, { schema: "gateway_one" });
        expect(await same.get(record.id)).toEqual(record);
        await same.close();
      } finally {
        await store.close();
      }
    });
  });
});
