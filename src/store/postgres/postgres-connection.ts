import type pg from "pg";

export interface PostgresConnectionOptions {
  /** `postgres://user:password@host:port/database`. */
  connectionString: string;
  /** The schema holding this store's tables, created when missing; default `public`. */
  schema?: string;
  /** How long to wait for a new connection before the store reports itself unavailable. */
  connectionTimeoutMillis?: number;
  /** The longest a single statement may run on the server. */
  statementTimeoutMillis?: number;
}

export const DEFAULT_SCHEMA = "public";
/** A server that is down refuses at once; a busy one may take seconds to start a backend. */
const DEFAULT_CONNECTION_TIMEOUT_MILLIS = 5_000;
const DEFAULT_STATEMENT_TIMEOUT_MILLIS = 10_000;

/**
 * Schema names are plain lowercase identifiers, so they need no quoting in `search_path`, in the
 * startup `options` string, or in `CREATE SCHEMA`, and cannot smuggle SQL or options in.
 */
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export const SCHEMA_NAME_RULE =
  "a lowercase identifier (a-z, 0-9 and _, at most 63 characters, not starting with pg_)";

export function isPostgresSchemaName(schema: string): boolean {
  return SCHEMA_NAME.test(schema) && !schema.startsWith("pg_");
}

export function checkSchemaName(schema: string): string {
  if (!isPostgresSchemaName(schema))
    throw new Error(`schema: expected ${SCHEMA_NAME_RULE}, got "${schema}"`);
  return schema;
}

/** The `application_name`s of a node's connections, so an operator can tell them apart. */
export function applicationNames(nodeId: string): { pool: string; listener: string } {
  return { pool: `ask-user ${nodeId}`, listener: `ask-user listen ${nodeId}` };
}

/**
 * Settings shared by the pool and the listener: every session works inside the store's schema,
 * gives up connecting quickly when the server is down, and notices a dead peer by TCP keepalive.
 */
export function clientConfig(
  options: PostgresConnectionOptions,
  applicationName: string,
): pg.ClientConfig {
  const schema = checkSchemaName(options.schema ?? DEFAULT_SCHEMA);
  return {
    connectionString: options.connectionString,
    application_name: applicationName,
    options: `-c search_path=${schema}`,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? DEFAULT_CONNECTION_TIMEOUT_MILLIS,
    statement_timeout: options.statementTimeoutMillis ?? DEFAULT_STATEMENT_TIMEOUT_MILLIS,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
}

/** Whether a store setting names a PostgreSQL server rather than a SQLite file. */
export function isPostgresUrl(db: string): boolean {
  return /^postgres(ql)?:\/\//i.test(db);
}
