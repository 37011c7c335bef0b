import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import type {
  EndedBy,
  MessageAuthor,
  QuestionEnding,
  QuestionRecord,
  QuestionStatus,
  SessionMessage,
} from "../../core/index.js";
import {
  type AwaitedWords,
  type AwaitedWordsKey,
  type ChatAddress,
  type Deadline,
  type Delivery,
  type DeliveryFilter,
  type DeliveryKey,
  deliveryFilterColumns,
  type EndOutcome,
  endingRespectsDeadline,
  type InsertOutcome,
  OF_ENDED_QUESTIONS_SQL,
  type PlanStep,
  type PlanStepKey,
  type PushSubscriptionRecord,
  type QuestionFilter,
  type SessionSettings,
  type SessionSummary,
  type VapidKeys,
} from "../question-store.js";
import { SQLITE_MIGRATIONS } from "./sqlite-migrations.js";
import type { SyncStore } from "./sqlite-protocol.js";

/** How long opening waits for a lock held by another process (the worker serves nothing yet). */
const OPEN_LOCK_WAIT_MS = 2000;

interface QuestionRow {
  id: string;
  session_id: string;
  status: QuestionStatus;
  questions: string;
  timeout_seconds: number;
  created_at: number;
  expires_at: number;
  run_id: string | null;
  tool_call_id: string | null;
  ended_at: number | null;
  ended_by: string | null;
  answers: string | null;
}

interface MessageRow {
  id: string;
  session_id: string;
  text: string;
  author: string;
  created_at: number;
}

interface SessionRow {
  session_id: string;
  last_activity_at: number;
  pending_question_id: string | null;
  question_count: number;
  message_count: number;
}

interface DeliveryRow {
  question_id: string;
  channel: string;
  chat_id: string;
  reminder_step: number;
  message_id: string;
  delivered_at: number;
  closed_at: number | null;
}

interface AwaitedWordsRow {
  channel: string;
  chat_id: string;
  user_id: string;
  question_id: string;
  message_id: string;
  requested_at: number;
}

interface PushSubscriptionRow {
  endpoint: string;
  p256dh: string;
  auth: string;
  token_fingerprint: string;
  label: string | null;
  created_at: number;
}

interface VapidKeysRow {
  public_key: string;
  private_key: string;
}

interface PlanStepRow {
  question_id: string;
  step_index: number;
  due_at: number;
  routes: string;
  remind: number;
  taken_at: number | null;
  outcome: "fired" | "skipped" | null;
}

const PLAN_STEP_COLUMNS = "question_id, step_index, due_at, routes, remind, taken_at, outcome";

function toPlanStep(row: PlanStepRow): PlanStep {
  return {
    questionId: row.question_id,
    index: row.step_index,
    dueAt: new Date(row.due_at).toISOString(),
    routes: JSON.parse(row.routes),
    remind: row.remind === 1,
    ...(row.taken_at === null ? {} : { takenAt: new Date(row.taken_at).toISOString() }),
    ...(row.outcome === null ? {} : { outcome: row.outcome }),
  };
}

const COLUMNS =
  "id, session_id, status, questions, timeout_seconds, created_at, expires_at, run_id, tool_call_id, ended_at, ended_by, answers";

function toRecord(row: QuestionRow): QuestionRecord {
  const record: QuestionRecord = {
    id: row.id,
    sessionId: row.session_id,
    status: row.status,
    questions: JSON.parse(row.questions),
    timeoutSeconds: row.timeout_seconds,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
  };
  if (row.run_id !== null) record.runId = row.run_id;
  if (row.tool_call_id !== null) record.toolCallId = row.tool_call_id;
  if (row.ended_at !== null) record.endedAt = new Date(row.ended_at).toISOString();
  if (row.ended_by !== null) record.endedBy = JSON.parse(row.ended_by) as EndedBy;
  if (row.answers !== null) record.answers = JSON.parse(row.answers);
  return record;
}

/**
 * The SQLite store's synchronous half, which runs in the store's worker thread and owns the
 * connection: the schema and its migrations, and one method per store operation. Reads run
 * as they are called; the writes are meant to run inside a `GroupCommit` transaction, which
 * the worker (`sqlite-worker.ts`) wraps them in.
 *
 * WAL with `synchronous = FULL`: a committed answer is on disk before the caller hears it was
 * accepted, so neither `kill -9` nor a power cut loses it. `busy_timeout = 0`: a statement
 * that meets another process's lock fails at once instead of stalling the thread, and the
 * worker retries it from a timer (`lock-wait.ts`).
 */
export class SqliteEngine implements SyncStore {
  readonly #db: Database.Database;
  readonly #statements;
  /** Statements built from a filter, prepared once per distinct SQL text. */
  readonly #filtered = new Map<string, Database.Statement<unknown[], unknown>>();

  /** A file path, or `:memory:`. */
  constructor(path: string) {
    if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
    this.#db = new Database(path);
    // Opening may convert the file to WAL and migrate it, which needs the locks for a moment:
    // it waits for them (inside the worker, before anything is served), then never again.
    this.#db.pragma(`busy_timeout = ${OPEN_LOCK_WAIT_MS}`);
    this.#db.pragma("journal_mode = WAL");
    this.#db.pragma("synchronous = FULL");
    migrate(this.#db);
    this.#db.pragma("busy_timeout = 0");

    const db = this.#db;
    this.#statements = {
      get: db.prepare<[string], QuestionRow>(`SELECT ${COLUMNS} FROM questions WHERE id = ?`),
      byToolCall: db.prepare<[string, string, string], QuestionRow>(
        `SELECT ${COLUMNS} FROM questions WHERE session_id = ? AND run_id = ? AND tool_call_id = ?`,
      ),
      nextDeadlines: db.prepare<[number], { id: string; expires_at: number }>(
        // Named: the planner would rather walk questions_by_status and sort every pending row.
        "SELECT id, expires_at FROM questions INDEXED BY questions_pending_by_deadline WHERE status = 'pending' ORDER BY expires_at, id LIMIT ?",
      ),
      countPending: db.prepare<[], { count: number }>(
        "SELECT count(*) AS count FROM questions WHERE status = 'pending'",
      ),
      pendingInSession: db.prepare<[string], QuestionRow>(
        `SELECT ${COLUMNS} FROM questions WHERE session_id = ? AND status = 'pending'`,
      ),
      insert: db.prepare(
        `INSERT INTO questions (${COLUMNS}) VALUES (@id, @session_id, @status, @questions, @timeout_seconds, @created_at, @expires_at, @run_id, @tool_call_id, @ended_at, @ended_by, @answers)`,
      ),
      appendMessage: db.prepare(
        "INSERT INTO messages (id, session_id, text, author, created_at) VALUES (@id, @session_id, @text, @author, @created_at)",
      ),
      listMessages: db.prepare<[string], MessageRow>(
        "SELECT id, session_id, text, author, created_at FROM messages WHERE session_id = ? ORDER BY seq",
      ),
      listSessions: db.prepare<[], SessionRow>(`
        SELECT session_id,
               MAX(last_activity_at) AS last_activity_at,
               MAX(pending_question_id) AS pending_question_id,
               SUM(is_question) AS question_count,
               SUM(1 - is_question) AS message_count
        FROM (
          SELECT session_id, COALESCE(ended_at, created_at) AS last_activity_at,
                 CASE WHEN status = 'pending' THEN id END AS pending_question_id, 1 AS is_question
          FROM questions
          UNION ALL
          SELECT session_id, created_at, NULL, 0 FROM messages
        )
        GROUP BY session_id
        ORDER BY last_activity_at DESC`),
      getSettings: db.prepare<[string], { settings: string }>(
        "SELECT settings FROM session_settings WHERE session_id = ?",
      ),
      putSettings: db.prepare(
        "INSERT INTO session_settings (session_id, settings) VALUES (?, ?) ON CONFLICT (session_id) DO UPDATE SET settings = excluded.settings",
      ),
      putDelivery: db.prepare(
        "INSERT INTO deliveries (question_id, channel, chat_id, reminder_step, message_id, delivered_at, closed_at) VALUES (@question_id, @channel, @chat_id, @reminder_step, @message_id, @delivered_at, @closed_at) ON CONFLICT (question_id, channel, chat_id, reminder_step) DO UPDATE SET message_id = excluded.message_id, delivered_at = excluded.delivered_at, closed_at = excluded.closed_at",
      ),
      awaitWords: db.prepare(
        "INSERT INTO awaited_words (channel, chat_id, user_id, question_id, message_id, requested_at) VALUES (@channel, @chat_id, @user_id, @question_id, @message_id, @requested_at) ON CONFLICT (channel, chat_id, user_id) DO UPDATE SET question_id = excluded.question_id, message_id = excluded.message_id, requested_at = excluded.requested_at",
      ),
      takeAwaitedWords: db.prepare<[string, string, string], AwaitedWordsRow>(
        "DELETE FROM awaited_words WHERE channel = ? AND chat_id = ? AND user_id = ? RETURNING channel, chat_id, user_id, question_id, message_id, requested_at",
      ),
      closeDelivery: db.prepare(
        "UPDATE deliveries SET closed_at = ? WHERE question_id = ? AND channel = ? AND chat_id = ? AND reminder_step = ? AND closed_at IS NULL",
      ),
      pushSubscriptionExists: db.prepare<[string], { seq: number }>(
        "SELECT seq FROM push_subscriptions WHERE endpoint = ?",
      ),
      putPushSubscription: db.prepare(
        "INSERT INTO push_subscriptions (endpoint, p256dh, auth, token_fingerprint, label, created_at) VALUES (@endpoint, @p256dh, @auth, @token_fingerprint, @label, @created_at) ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, token_fingerprint = excluded.token_fingerprint, label = excluded.label, created_at = excluded.created_at",
      ),
      listPushSubscriptions: db.prepare<[], PushSubscriptionRow>(
        "SELECT endpoint, p256dh, auth, token_fingerprint, label, created_at FROM push_subscriptions ORDER BY seq",
      ),
      deletePushSubscription: db.prepare("DELETE FROM push_subscriptions WHERE endpoint = ?"),
      putChatAddress: db.prepare(
        "INSERT INTO chat_addresses (channel, chat_id, address) VALUES (@channel, @chatId, @address) ON CONFLICT (channel, chat_id) DO UPDATE SET address = excluded.address",
      ),
      getChatAddress: db.prepare<[string, string], { address: string }>(
        "SELECT address FROM chat_addresses WHERE channel = ? AND chat_id = ?",
      ),
      // Inserts the candidate unless a pair is stored; the no-op update returns the stored pair.
      vapidKeys: db.prepare<[string, string], VapidKeysRow>(
        "INSERT INTO vapid_keys (id, public_key, private_key) VALUES (1, ?, ?) ON CONFLICT (id) DO UPDATE SET public_key = vapid_keys.public_key RETURNING public_key, private_key",
      ),
      listPlanSteps: db.prepare<[string], PlanStepRow>(
        `SELECT ${PLAN_STEP_COLUMNS} FROM plan_steps WHERE question_id = ? ORDER BY step_index`,
      ),
      // LIMIT -1: no limit.
      listWaitingPlanSteps: db.prepare<[number], PlanStepRow>(
        `SELECT ${PLAN_STEP_COLUMNS} FROM plan_steps WHERE taken_at IS NULL ORDER BY due_at, question_id, step_index LIMIT ?`,
      ),
      listFiredPlanSteps: db.prepare<[number, number, string, number, number], PlanStepRow>(
        `SELECT ${PLAN_STEP_COLUMNS} FROM plan_steps WHERE outcome = 'fired' AND taken_at >= ? AND (taken_at, question_id, step_index) > (?, ?, ?) ORDER BY taken_at, question_id, step_index LIMIT ?`,
      ),
      resumeMark: db.prepare<[], { resumed_through: number }>(
        "SELECT resumed_through FROM resume_mark WHERE id = 1",
      ),
      advanceResumeMark: db.prepare(
        "INSERT INTO resume_mark (id, resumed_through) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET resumed_through = max(resumed_through, excluded.resumed_through)",
      ),
      insertPlanStep: db.prepare(
        "INSERT INTO plan_steps (question_id, step_index, due_at, routes, remind) VALUES (@question_id, @step_index, @due_at, @routes, @remind)",
      ),
      takePlanStep: db.prepare(
        "UPDATE plan_steps SET taken_at = ?, outcome = ? WHERE question_id = ? AND step_index = ? AND taken_at IS NULL",
      ),
      end: db.prepare(
        "UPDATE questions SET status = @status, ended_at = @ended_at, ended_by = @ended_by, answers = @answers WHERE id = @id AND status = 'pending'",
      ),
    };
  }

  /** The connection, for the group commit's transactions. */
  get db(): Database.Database {
    return this.#db;
  }

  // Check-then-write inside the batch's IMMEDIATE transaction: no other writer can slip in
  // between, and the writes before it in the batch are already visible.
  insert(record: QuestionRecord): InsertOutcome {
    const statements = this.#statements;
    if (record.runId !== undefined && record.toolCallId !== undefined) {
      const earlier = statements.byToolCall.get(record.sessionId, record.runId, record.toolCallId);
      if (earlier) return { kind: "same_tool_call", record: toRecord(earlier) };
    }
    const pending = statements.pendingInSession.get(record.sessionId);
    if (pending) return { kind: "session_busy", pending: toRecord(pending) };
    statements.insert.run(toRow(record));
    return { kind: "inserted", record };
  }

  end(id: string, ending: QuestionEnding): EndOutcome {
    const row = this.#statements.get.get(id);
    if (!row) return { kind: "unchanged", record: undefined };
    const record = toRecord(row);
    if (record.status !== "pending" || !endingRespectsDeadline(ending, record.expiresAt))
      return { kind: "unchanged", record };
    this.#statements.end.run({
      id,
      status: ending.status,
      ended_at: Date.parse(ending.endedAt),
      ended_by: JSON.stringify(ending.endedBy),
      answers: ending.answers ? JSON.stringify(ending.answers) : null,
    });
    return { kind: "ended", record: { ...record, ...ending } };
  }

  get(id: string): QuestionRecord | undefined {
    const row = this.#statements.get.get(id);
    return row && toRecord(row);
  }

  list(filter: QuestionFilter): QuestionRecord[] {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.sessionId !== undefined) {
      where.push("session_id = ?");
      params.push(filter.sessionId);
    }
    if (filter.status !== undefined) {
      where.push("status = ?");
      params.push(filter.status);
    }
    if (filter.changedSince !== undefined) {
      const since = Date.parse(filter.changedSince);
      where.push("(created_at >= ? OR ended_at >= ?)");
      params.push(since, since);
    }
    // Asked since: by ask time from the pending questions' index, paged by (ask time, seq).
    const bySince = filter.pendingAskedSince !== undefined;
    if (bySince) {
      where.push("status = 'pending' AND created_at >= ?");
      params.push(Date.parse(filter.pendingAskedSince ?? ""));
    }
    if (filter.after !== undefined) {
      where.push(
        bySince
          ? "(created_at, seq) > (SELECT created_at, seq FROM questions WHERE id = ?)"
          : "seq > (SELECT seq FROM questions WHERE id = ?)",
      );
      params.push(filter.after);
    }
    // The planner would rather walk questions_by_status and sort: named, the index is read alone.
    const from = bySince ? "questions INDEXED BY questions_pending_by_asked" : "questions";
    const sql = `SELECT ${COLUMNS} FROM ${from} ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY ${bySince ? "created_at, seq" : "seq"}${filter.limit === undefined ? "" : " LIMIT ?"}`;
    if (filter.limit !== undefined) params.push(filter.limit);
    return this.#prepared<QuestionRow>(sql)
      .all(...params)
      .map(toRecord);
  }

  nextDeadlines(limit: number): Deadline[] {
    return this.#statements.nextDeadlines
      .all(limit)
      .map((row) => ({ id: row.id, expiresAt: new Date(row.expires_at).toISOString() }));
  }

  countPending(): number {
    return (this.#statements.countPending.get() as { count: number }).count;
  }

  appendMessage(message: SessionMessage): void {
    this.#statements.appendMessage.run({
      id: message.id,
      session_id: message.sessionId,
      text: message.text,
      author: JSON.stringify(message.author),
      created_at: Date.parse(message.createdAt),
    });
  }

  listMessages(sessionId: string): SessionMessage[] {
    return this.#statements.listMessages.all(sessionId).map((row) => ({
      id: row.id,
      sessionId: row.session_id,
      text: row.text,
      author: JSON.parse(row.author) as MessageAuthor,
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }

  listSessions(): SessionSummary[] {
    return this.#statements.listSessions.all().map((row) => ({
      sessionId: row.session_id,
      lastActivityAt: new Date(row.last_activity_at).toISOString(),
      ...(row.pending_question_id === null ? {} : { pendingQuestionId: row.pending_question_id }),
      questionCount: row.question_count,
      messageCount: row.message_count,
    }));
  }

  getSessionSettings(sessionId: string): SessionSettings {
    const row = this.#statements.getSettings.get(sessionId);
    return row ? (JSON.parse(row.settings) as SessionSettings) : {};
  }

  putSessionSettings(sessionId: string, settings: SessionSettings): void {
    this.#statements.putSettings.run(sessionId, JSON.stringify(settings));
  }

  putDelivery(delivery: Delivery): void {
    this.#statements.putDelivery.run({
      question_id: delivery.questionId,
      channel: delivery.channel,
      chat_id: delivery.chatId,
      reminder_step: delivery.reminderStep ?? 0,
      message_id: delivery.messageId,
      delivered_at: Date.parse(delivery.deliveredAt),
      closed_at: delivery.closedAt === undefined ? null : Date.parse(delivery.closedAt),
    });
  }

  listDeliveries(filter: DeliveryFilter): Delivery[] {
    const where: string[] = [];
    const params: unknown[] = [];
    for (const [column, value] of deliveryFilterColumns(filter)) {
      where.push(`${column} = ?`);
      params.push(value);
    }
    if (filter.open === true) where.push("closed_at IS NULL");
    // Spelled as the partial index is, so it may be named below.
    if (filter.unsent === true) where.push("message_id = '' AND closed_at IS NULL");
    if (filter.ofEndedQuestions === true) where.push(OF_ENDED_QUESTIONS_SQL);
    const from = filter.unsent === true ? "deliveries INDEXED BY deliveries_unsent" : "deliveries";
    const sql = `SELECT question_id, channel, chat_id, reminder_step, message_id, delivered_at, closed_at FROM ${from} ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY seq`;
    return this.#prepared<DeliveryRow>(sql)
      .all(...params)
      .map((row) => ({
        questionId: row.question_id,
        channel: row.channel,
        chatId: row.chat_id,
        messageId: row.message_id,
        ...(row.reminder_step === 0 ? {} : { reminderStep: row.reminder_step }),
        deliveredAt: new Date(row.delivered_at).toISOString(),
        ...(row.closed_at === null ? {} : { closedAt: new Date(row.closed_at).toISOString() }),
      }));
  }

  awaitWords(request: AwaitedWords): void {
    this.#statements.awaitWords.run({
      channel: request.channel,
      chat_id: request.chatId,
      user_id: request.userId,
      question_id: request.questionId,
      message_id: request.messageId,
      requested_at: Date.parse(request.requestedAt),
    });
  }

  takeAwaitedWords(key: AwaitedWordsKey): AwaitedWords | undefined {
    const row = this.#statements.takeAwaitedWords.get(key.channel, key.chatId, key.userId);
    return (
      row && {
        channel: row.channel,
        chatId: row.chat_id,
        userId: row.user_id,
        questionId: row.question_id,
        messageId: row.message_id,
        requestedAt: new Date(row.requested_at).toISOString(),
      }
    );
  }

  closeDelivery(key: DeliveryKey, closedAt: string): boolean {
    const result = this.#statements.closeDelivery.run(
      Date.parse(closedAt),
      key.questionId,
      key.channel,
      key.chatId,
      key.reminderStep ?? 0,
    );
    return result.changes === 1;
  }

  // Check-then-write, like insert: the batch's transaction keeps other writers out between them.
  putPushSubscription(subscription: PushSubscriptionRecord): boolean {
    const known = this.#statements.pushSubscriptionExists.get(subscription.endpoint);
    this.#statements.putPushSubscription.run({
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      token_fingerprint: subscription.tokenFingerprint,
      label: subscription.label ?? null,
      created_at: Date.parse(subscription.createdAt),
    });
    return known === undefined;
  }

  listPushSubscriptions(): PushSubscriptionRecord[] {
    return this.#statements.listPushSubscriptions.all().map((row) => ({
      endpoint: row.endpoint,
      keys: { p256dh: row.p256dh, auth: row.auth },
      tokenFingerprint: row.token_fingerprint,
      ...(row.label === null ? {} : { label: row.label }),
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }

  deletePushSubscription(endpoint: string): boolean {
    return this.#statements.deletePushSubscription.run(endpoint).changes === 1;
  }

  putChatAddress(entry: ChatAddress): void {
    this.#statements.putChatAddress.run(entry);
  }

  getChatAddress(channel: string, chatId: string): string | undefined {
    return this.#statements.getChatAddress.get(channel, chatId)?.address;
  }

  vapidKeys(candidate: VapidKeys): VapidKeys {
    // The upsert returns a row either way: the candidate inserted, or the pair kept.
    const row = this.#statements.vapidKeys.get(
      candidate.publicKey,
      candidate.privateKey,
    ) as VapidKeysRow;
    return { publicKey: row.public_key, privateKey: row.private_key };
  }

  // Check-then-write inside the batch's transaction, like insert; a failing insert rolls the
  // write back to its savepoint, so the steps are stored all or none.
  ensurePlanSteps(questionId: string, steps: readonly PlanStep[]): PlanStep[] {
    const stored = this.listPlanSteps(questionId);
    if (stored.length > 0 || steps.length === 0) return stored;
    for (const step of steps)
      this.#statements.insertPlanStep.run({
        question_id: questionId,
        step_index: step.index,
        due_at: Date.parse(step.dueAt),
        routes: JSON.stringify(step.routes),
        remind: step.remind ? 1 : 0,
      });
    return this.listPlanSteps(questionId);
  }

  listPlanSteps(questionId: string): PlanStep[] {
    return this.#statements.listPlanSteps.all(questionId).map(toPlanStep);
  }

  listWaitingPlanSteps(limit?: number): PlanStep[] {
    return this.#statements.listWaitingPlanSteps.all(limit ?? -1).map(toPlanStep);
  }

  listFiredPlanSteps(
    since: string,
    page: { after?: Pick<PlanStep, "questionId" | "index" | "takenAt">; limit: number },
  ): PlanStep[] {
    const { after } = page;
    // With no step to page after, the smallest key: every step taken since.
    return this.#statements.listFiredPlanSteps
      .all(
        Date.parse(since),
        after === undefined ? Number.MIN_SAFE_INTEGER : Date.parse(after.takenAt ?? ""),
        after?.questionId ?? "",
        after?.index ?? Number.MIN_SAFE_INTEGER,
        page.limit,
      )
      .map(toPlanStep);
  }

  resumeMark(): string | undefined {
    const row = this.#statements.resumeMark.get();
    return row && new Date(row.resumed_through).toISOString();
  }

  advanceResumeMark(at: string): void {
    this.#statements.advanceResumeMark.run(Date.parse(at));
  }

  takePlanStep(key: PlanStepKey, outcome: "fired" | "skipped", takenAt: string): boolean {
    const result = this.#statements.takePlanStep.run(
      Date.parse(takenAt),
      outcome,
      key.questionId,
      key.index,
    );
    return result.changes === 1;
  }

  /** Nothing to do: run as a write, it succeeds once this connection could take the write lock. */
  checkWritable(): void {}

  close(): void {
    if (this.#db.open) this.#db.close();
  }

  #prepared<Row>(sql: string): Database.Statement<unknown[], Row> {
    let statement = this.#filtered.get(sql);
    if (!statement) {
      statement = this.#db.prepare<unknown[], unknown>(sql);
      this.#filtered.set(sql, statement);
    }
    return statement as Database.Statement<unknown[], Row>;
  }
}

function toRow(record: QuestionRecord): QuestionRow {
  return {
    id: record.id,
    session_id: record.sessionId,
    status: record.status,
    questions: JSON.stringify(record.questions),
    timeout_seconds: record.timeoutSeconds,
    created_at: Date.parse(record.createdAt),
    expires_at: Date.parse(record.expiresAt),
    run_id: record.runId ?? null,
    tool_call_id: record.toolCallId ?? null,
    ended_at: record.endedAt === undefined ? null : Date.parse(record.endedAt),
    ended_by: record.endedBy === undefined ? null : JSON.stringify(record.endedBy),
    answers: record.answers === undefined ? null : JSON.stringify(record.answers),
  };
}

function migrate(db: Database.Database): void {
  const current = db.pragma("user_version", { simple: true }) as number;
  if (current > SQLITE_MIGRATIONS.length)
    throw new Error(
      `The database schema (version ${current}) is newer than this ask-user (version ${SQLITE_MIGRATIONS.length}); upgrade ask-user.`,
    );
  if (current === SQLITE_MIGRATIONS.length) return;
  db.transaction(() => {
    // Another process may have migrated the file since the version was read.
    const start = db.pragma("user_version", { simple: true }) as number;
    for (let version = start; version < SQLITE_MIGRATIONS.length; version += 1) {
      db.exec(SQLITE_MIGRATIONS[version] as string);
      db.pragma(`user_version = ${version + 1}`);
    }
  }).immediate();
}
