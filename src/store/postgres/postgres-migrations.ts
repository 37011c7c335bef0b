import { createHash } from "node:crypto";
import type pg from "pg";
import { toStoreError } from "./postgres-errors.js";

/**
 * Schema versions, applied in order and recorded in `schema_migrations`. Append new steps; never
 * edit a released one. Times are `timestamptz` (microseconds, so ISO milliseconds round-trip);
 * JSON is `json`, not `jsonb`, which would refuse a `\u0000` escape inside free text.
 */
export const POSTGRES_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE questions (
    seq             bigserial PRIMARY KEY,
    id              text NOT NULL UNIQUE,
    session_id      text NOT NULL,
    status          text NOT NULL CHECK (status IN ('pending','answered','skipped','expired','cancelled','delivery_failed')),
    questions       json NOT NULL,
    timeout_seconds integer NOT NULL,
    created_at      timestamptz NOT NULL,
    expires_at      timestamptz NOT NULL,
    run_id          text,
    tool_call_id    text,
    ended_at        timestamptz,
    ended_by        json,
    answers         json
  );
  -- One pending question per session (SPEC L4), enforced by the database itself.
  CREATE UNIQUE INDEX questions_one_pending_per_session
    ON questions (session_id) WHERE status = 'pending';
  CREATE UNIQUE INDEX questions_one_per_tool_call
    ON questions (session_id, run_id, tool_call_id)
    WHERE run_id IS NOT NULL AND tool_call_id IS NOT NULL;
  CREATE INDEX questions_by_session ON questions (session_id, seq);
  CREATE INDEX questions_by_status ON questions (status, seq);

  CREATE TABLE messages (
    seq        bigserial PRIMARY KEY,
    id         text NOT NULL UNIQUE,
    session_id text NOT NULL,
    text       text NOT NULL,
    author     json NOT NULL,
    created_at timestamptz NOT NULL
  );
  CREATE INDEX messages_by_session ON messages (session_id, seq);

  CREATE TABLE session_settings (
    session_id text PRIMARY KEY,
    settings   json NOT NULL
  );

  CREATE TABLE deliveries (
    seq          bigserial PRIMARY KEY,
    question_id  text NOT NULL,
    channel      text NOT NULL,
    chat_id      text NOT NULL,
    message_id   text NOT NULL,
    delivered_at timestamptz NOT NULL,
    closed_at    timestamptz,
    UNIQUE (question_id, channel, chat_id)
  );
  CREATE INDEX deliveries_by_message ON deliveries (channel, chat_id, message_id);
  CREATE INDEX deliveries_open ON deliveries (seq) WHERE closed_at IS NULL;

  -- Jobs only one gateway may run at a time, such as a Telegram long poll.
  CREATE TABLE leases (
    name       text PRIMARY KEY,
    holder     text NOT NULL,
    expires_at timestamptz NOT NULL
  );
  `,
  `
  CREATE TABLE awaited_words (
    channel      text NOT NULL,
    chat_id      text NOT NULL,
    user_id      text NOT NULL,
    question_id  text NOT NULL,
    message_id   text NOT NULL,
    requested_at timestamptz NOT NULL,
    PRIMARY KEY (channel, chat_id, user_id)
  );
  `,
  `
  CREATE TABLE push_subscriptions (
    seq               bigserial PRIMARY KEY,
    endpoint          text NOT NULL UNIQUE,
    p256dh            text NOT NULL,
    auth              text NOT NULL,
    token_fingerprint text NOT NULL,
    label             text,
    created_at        timestamptz NOT NULL
  );
  -- One row at most: the gateways sharing the schema have one VAPID key pair.
  CREATE TABLE vapid_keys (
    id          integer PRIMARY KEY CHECK (id = 1),
    public_key  text NOT NULL,
    private_key text NOT NULL
  );
  `,
  `
  CREATE TABLE plan_steps (
    question_id text NOT NULL,
    step_index  integer NOT NULL,
    due_at      timestamptz NOT NULL,
    routes      json NOT NULL,
    remind      boolean NOT NULL,
    taken_at    timestamptz,
    outcome     text CHECK (outcome IN ('fired','skipped')),
    PRIMARY KEY (question_id, step_index),
    -- A step is taken together with its outcome.
    CHECK ((taken_at IS NULL) = (outcome IS NULL))
  );
  CREATE INDEX plan_steps_waiting ON plan_steps (due_at) WHERE taken_at IS NULL;
  -- One row per question whose steps are stored: the single key that gateways storing their
  -- candidate steps at once conflict on, so exactly one candidate list is stored, whole.
  CREATE TABLE plan_claims (
    question_id text PRIMARY KEY
  );
  `,
  `
  -- Reminders are deliveries too (a reply to the prompt in its chat): one per plan step.
  ALTER TABLE deliveries ADD COLUMN reminder_step integer NOT NULL DEFAULT 0;
  ALTER TABLE deliveries DROP CONSTRAINT deliveries_question_id_channel_chat_id_key;
  ALTER TABLE deliveries ADD CONSTRAINT deliveries_key
    UNIQUE (question_id, channel, chat_id, reminder_step);
  `,
  `
  -- Where a channel reaches a chat, as the platform last said (Teams' regional service URLs).
  CREATE TABLE chat_addresses (
    channel text NOT NULL,
    chat_id text NOT NULL,
    address text NOT NULL,
    PRIMARY KEY (channel, chat_id)
  );
  `,
  `
  -- The next deadlines, for the one expiry timer a gateway keeps (none per pending question).
  CREATE INDEX questions_pending_by_deadline ON questions (expires_at, id) WHERE status = 'pending';
  `,
  `
  -- What a start reads to find the sends a crash cut off: what was asked, fired or reserved
  -- since the mark, each from an index of its own (none reads every pending question).
  CREATE INDEX questions_pending_by_asked ON questions (created_at, seq) WHERE status = 'pending';
  CREATE INDEX plan_steps_fired ON plan_steps (taken_at, question_id COLLATE "C", step_index)
    WHERE outcome = 'fired';
  CREATE INDEX deliveries_unsent ON deliveries (question_id)
    WHERE message_id = '' AND closed_at IS NULL;
  -- One row at most: how far the look for cut-off sends has come.
  CREATE TABLE resume_mark (
    id              integer PRIMARY KEY CHECK (id = 1),
    resumed_through timestamptz NOT NULL
  );
  `,
];

/**
 * Brings the schema up to date in one transaction. The advisory lock (one per schema) makes
 * gateways that start together wait for each other, so each step runs exactly once.
 */
export async function migratePostgres(pool: pg.Pool, schema: string): Promise<void> {
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    throw toStoreError(error);
  }
  // A checked-out client's connection error is also emitted as an event; the query reports it.
  const ignore = () => {};
  client.on("error", ignore);
  let failure: unknown;
  try {
    await client.query("BEGIN");
    await client.query("SELECT pg_advisory_xact_lock($1::bigint)", [migrationLockKey(schema)]);
    // Check first: CREATE SCHEMA needs a privilege an existing schema's users may lack.
    const existing = await client.query("SELECT 1 FROM pg_namespace WHERE nspname = $1", [schema]);
    if (existing.rowCount === 0) await client.query(`CREATE SCHEMA ${schema}`);
    await client.query(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
    );
    const result = await client.query<{ version: number }>(
      "SELECT coalesce(max(version), 0) AS version FROM schema_migrations",
    );
    const current = result.rows[0]?.version ?? 0;
    if (current > POSTGRES_MIGRATIONS.length)
      throw new Error(
        `The database schema "${schema}" (version ${current}) is newer than this ask-user (version ${POSTGRES_MIGRATIONS.length}); upgrade ask-user.`,
      );
    for (let version = current + 1; version <= POSTGRES_MIGRATIONS.length; version += 1) {
      await client.query(POSTGRES_MIGRATIONS[version - 1] as string);
      await client.query("INSERT INTO schema_migrations (version) VALUES ($1)", [version]);
    }
    await client.query("COMMIT");
  } catch (error) {
    failure = error;
    await client.query("ROLLBACK").catch(ignore);
    throw toStoreError(error);
  } finally {
    // A connection that failed mid-transaction is destroyed rather than returned to the pool.
    client.removeListener("error", ignore);
    client.release(failure !== undefined);
  }
}

/** A stable 64-bit advisory lock key for migrating one schema. */
function migrationLockKey(schema: string): string {
  const digest = createHash("sha256").update(`ask-user migrations ${schema}`).digest();
  return digest.readBigInt64BE(0).toString();
}
