/**
 * Schema versions, applied in order and recorded in `PRAGMA user_version`. Append new steps;
 * never edit a released one.
 */
export const SQLITE_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE questions (
    seq             INTEGER PRIMARY KEY AUTOINCREMENT,
    id              TEXT NOT NULL UNIQUE,
    session_id      TEXT NOT NULL,
    status          TEXT NOT NULL CHECK (status IN ('pending','answered','skipped','expired','cancelled')),
    questions       TEXT NOT NULL,
    timeout_seconds INTEGER NOT NULL,
    created_at      INTEGER NOT NULL,
    expires_at      INTEGER NOT NULL,
    run_id          TEXT,
    tool_call_id    TEXT,
    ended_at        INTEGER,
    ended_by        TEXT,
    answers         TEXT
  );
  -- One pending question per session (SPEC L4), enforced by the database itself.
  CREATE UNIQUE INDEX questions_one_pending_per_session
    ON questions (session_id) WHERE status = 'pending';
  CREATE UNIQUE INDEX questions_one_per_tool_call
    ON questions (session_id, run_id, tool_call_id)
    WHERE run_id IS NOT NULL AND tool_call_id IS NOT NULL;
  CREATE INDEX questions_by_session ON questions (session_id, seq);
  CREATE INDEX questions_by_status ON questions (status, seq);
  `,
  `
  CREATE TABLE messages (
    seq        INTEGER PRIMARY KEY AUTOINCREMENT,
    id         TEXT NOT NULL UNIQUE,
    session_id TEXT NOT NULL,
    text       TEXT NOT NULL,
    author     TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX messages_by_session ON messages (session_id, seq);
  `,
  `
  CREATE TABLE session_settings (
    session_id TEXT PRIMARY KEY,
    settings   TEXT NOT NULL
  );
  `,
  // SQLite cannot alter a CHECK constraint: rebuild the table with `delivery_failed` allowed,
  // keeping every row (and its seq) and the indexes.
  `
  CREATE TABLE questions_new (
    seq             INTEGER PRIMARY KEY AUTOINCREMENT,
    id              TEXT NOT NULL UNIQUE,
    session_id      TEXT NOT NULL,
    status          TEXT NOT NULL CHECK (status IN ('pending','answered','skipped','expired','cancelled','delivery_failed')),
    questions       TEXT NOT NULL,
    timeout_seconds INTEGER NOT NULL,
    created_at      INTEGER NOT NULL,
    expires_at      INTEGER NOT NULL,
    run_id          TEXT,
    tool_call_id    TEXT,
    ended_at        INTEGER,
    ended_by        TEXT,
    answers         TEXT
  );
  INSERT INTO questions_new (seq, id, session_id, status, questions, timeout_seconds, created_at,
                             expires_at, run_id, tool_call_id, ended_at, ended_by, answers)
    SELECT seq, id, session_id, status, questions, timeout_seconds, created_at,
           expires_at, run_id, tool_call_id, ended_at, ended_by, answers
    FROM questions;
  DROP TABLE questions;
  ALTER TABLE questions_new RENAME TO questions;
  CREATE UNIQUE INDEX questions_one_pending_per_session
    ON questions (session_id) WHERE status = 'pending';
  CREATE UNIQUE INDEX questions_one_per_tool_call
    ON questions (session_id, run_id, tool_call_id)
    WHERE run_id IS NOT NULL AND tool_call_id IS NOT NULL;
  CREATE INDEX questions_by_session ON questions (session_id, seq);
  CREATE INDEX questions_by_status ON questions (status, seq);
  `,
  `
  CREATE TABLE deliveries (
    seq          INTEGER PRIMARY KEY AUTOINCREMENT,
    question_id  TEXT NOT NULL,
    channel      TEXT NOT NULL,
    chat_id      TEXT NOT NULL,
    message_id   TEXT NOT NULL,
    delivered_at INTEGER NOT NULL,
    closed_at    INTEGER,
    UNIQUE (question_id, channel, chat_id)
  );
  CREATE INDEX deliveries_by_message ON deliveries (channel, chat_id, message_id);
  CREATE INDEX deliveries_open ON deliveries (closed_at) WHERE closed_at IS NULL;
  `,
  `
  CREATE TABLE awaited_words (
    channel      TEXT NOT NULL,
    chat_id      TEXT NOT NULL,
    user_id      TEXT NOT NULL,
    question_id  TEXT NOT NULL,
    message_id   TEXT NOT NULL,
    requested_at INTEGER NOT NULL,
    PRIMARY KEY (channel, chat_id, user_id)
  );
  `,
  `
  CREATE TABLE push_subscriptions (
    seq               INTEGER PRIMARY KEY AUTOINCREMENT,
    endpoint          TEXT NOT NULL UNIQUE,
    p256dh            TEXT NOT NULL,
    auth              TEXT NOT NULL,
    token_fingerprint TEXT NOT NULL,
    label             TEXT,
    created_at        INTEGER NOT NULL
  );
  -- One row at most: the gateway has one VAPID key pair.
  CREATE TABLE vapid_keys (
    id          INTEGER PRIMARY KEY CHECK (id = 1),
    public_key  TEXT NOT NULL,
    private_key TEXT NOT NULL
  );
  `,
  `
  CREATE TABLE plan_steps (
    question_id TEXT NOT NULL,
    step_index  INTEGER NOT NULL,
    due_at      INTEGER NOT NULL,
    routes      TEXT NOT NULL,
    remind      INTEGER NOT NULL,
    taken_at    INTEGER,
    outcome     TEXT CHECK (outcome IN ('fired','skipped')),
    PRIMARY KEY (question_id, step_index),
    -- A step is taken together with its outcome.
    CHECK ((taken_at IS NULL) = (outcome IS NULL))
  );
  CREATE INDEX plan_steps_waiting ON plan_steps (due_at, question_id, step_index)
    WHERE taken_at IS NULL;
  `,
  `
  -- Reminders are deliveries too (a reply to the prompt in its chat): one per plan step.
  -- SQLite cannot alter a UNIQUE constraint: rebuild the table, keeping every row and seq.
  CREATE TABLE deliveries_new (
    seq           INTEGER PRIMARY KEY AUTOINCREMENT,
    question_id   TEXT NOT NULL,
    channel       TEXT NOT NULL,
    chat_id       TEXT NOT NULL,
    reminder_step INTEGER NOT NULL DEFAULT 0,
    message_id    TEXT NOT NULL,
    delivered_at  INTEGER NOT NULL,
    closed_at     INTEGER,
    UNIQUE (question_id, channel, chat_id, reminder_step)
  );
  INSERT INTO deliveries_new (seq, question_id, channel, chat_id, message_id, delivered_at, closed_at)
    SELECT seq, question_id, channel, chat_id, message_id, delivered_at, closed_at FROM deliveries;
  DROP TABLE deliveries;
  ALTER TABLE deliveries_new RENAME TO deliveries;
  CREATE INDEX deliveries_by_message ON deliveries (channel, chat_id, message_id);
  CREATE INDEX deliveries_open ON deliveries (closed_at) WHERE closed_at IS NULL;
  `,
  `
  -- Where a channel reaches a chat, as the platform last said (Teams' regional service URLs).
  CREATE TABLE chat_addresses (
    channel TEXT NOT NULL,
    chat_id TEXT NOT NULL,
    address TEXT NOT NULL,
    PRIMARY KEY (channel, chat_id)
  ) WITHOUT ROWID;
  `,
  `
  -- The next deadlines, for the one expiry timer a gateway keeps (none per pending question).
  CREATE INDEX questions_pending_by_deadline ON questions (expires_at, id) WHERE status = 'pending';
  `,
  `
  -- What a start reads to find the sends a crash cut off: what was asked, fired or reserved
  -- since the mark, each from an index of its own (none reads every pending question).
  CREATE INDEX questions_pending_by_asked ON questions (created_at) WHERE status = 'pending';
  CREATE INDEX plan_steps_fired ON plan_steps (taken_at, question_id, step_index)
    WHERE outcome = 'fired';
  CREATE INDEX deliveries_unsent ON deliveries (question_id)
    WHERE message_id = '' AND closed_at IS NULL;
  -- One row at most: how far the look for cut-off sends has come.
  CREATE TABLE resume_mark (
    id              INTEGER PRIMARY KEY CHECK (id = 1),
    resumed_through INTEGER NOT NULL
  );
  `,
];
