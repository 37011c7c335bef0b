import pg from "pg";
import { afterAll, afterEach, beforeAll } from "vitest";
import {
  PostgresQuestionStore,
  type PostgresQuestionStoreOptions,
} from "../../src/store/postgres/postgres-question-store.js";
import { createTestDatabase, type TestDatabase } from "../support/postgres-database.js";

/**
 * PostgreSQL stores for one test file: a database of its own, created before the file's tests
 * and dropped after them, with a new schema wherever a case wants stores of its own.
 */
export function postgresTestStores(schemaPrefix: string) {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });
  let schemas = 0;
  const tracked: PostgresQuestionStore[] = [];
  afterEach(async () => {
    await Promise.all(tracked.splice(0).map((store) => store.close()));
  });

  return {
    get connectionString(): string {
      return database.connectionString;
    },
    /** A schema name no store of this file has used yet. */
    nextSchema(): string {
      schemas += 1;
      return `${schemaPrefix}_${schemas}`;
    },
    /** A store on `schema` (created on first use), as a gateway opens one. */
    open(
      schema: string,
      options: Partial<PostgresQuestionStoreOptions> = {},
    ): Promise<PostgresQuestionStore> {
      return PostgresQuestionStore.open({
        connectionString: database.connectionString,
        schema,
        maxConnections: 4,
        ...options,
      });
    },
    /** The store, closed after the test whatever happened. */
    async track(store: Promise<PostgresQuestionStore>): Promise<PostgresQuestionStore> {
      const ready = await store;
      tracked.push(ready);
      return ready;
    },
    /** One SQL statement on the database, outside any store. */
    async sql<Row extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<Row[]> {
      const client = new pg.Client({ connectionString: database.connectionString });
      await client.connect();
      try {
        return (await client.query<Row>(text, values)).rows;
      } finally {
        await client.end();
      }
    },
  };
}
