import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * The server the PostgreSQL tests use, as a role allowed to create databases; the database in
 * the URL is only where CREATE and DROP DATABASE are issued from.
 */
export const POSTGRES_ADMIN_URL =
  process.env.ASK_USER_TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export interface TestDatabase {
  name: string;
  /** Connects to the new database, with the admin URL's user and host. */
  connectionString: string;
  /** Drops the database, ending any connection still open to it. */
  drop(): Promise<void>;
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect().catch((error: unknown) => {
    throw new Error(
      `Cannot reach PostgreSQL at ${POSTGRES_ADMIN_URL} (set ASK_USER_TEST_POSTGRES_URL to use another server)`,
      { cause: error },
    );
  });
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database with a name no other run uses; drop it when done. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `ask_user_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  let dropped: Promise<void> | undefined;
  return {
    name,
    connectionString: url.toString(),
    drop: () => {
      dropped ??= withAdmin(async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
      return dropped;
    },
  };
}
