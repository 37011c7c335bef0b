import { randomUUID } from "node:crypto";
import pg from "pg";
import {
  type AnswerMap,
  type EndedBy,
  type FieldIssue,
  hasNul,
  invalidRequest,
  type MessageAuthor,
  NUL_RULE,
  type Question,
  type QuestionEnding,
  type QuestionRecord,
  type QuestionStatus,
  type SessionMessage,
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
  type InsertOutcome,
  OF_ENDED_QUESTIONS_SQL,
  type PlanStep,
  type PlanStepKey,
  type PushSubscriptionRecord,
  type QuestionFilter,
  type QuestionStore,
  type SessionSettings,
  type SessionSummary,
  type StoreChange,
  type VapidKeys,
} from "../question-store.js";
import { isSent } from "../unsent-delivery.js";
import { changeChannel, encodeChange, PostgresChangeFeed } from "./postgres-change-feed.js";
import { PostgresCluster } from "./postgres-cluster.js";
import {
  applicationNames,
  checkSchemaName,
  clientConfig,
  DEFAULT_SCHEMA,
  type PostgresConnectionOptions,
} from "./postgres-connection.js";
import { toStoreError } from "./postgres-errors.js";
import { migratePostgres } from "./postgres-migrations.js";

export interface PostgresQuestionStoreOptions extends PostgresConnectionOptions {
  /** This gateway's id among those sharing the database; a random UUID when absent. */
  nodeId?: string;
  /** The most connections the pool opens (the change feed uses one more); default 10. */
  maxConnections?: number;
  /** How long a statement may wait for a free pooled connection; default 15 s. */
  poolWaitTimeoutMillis?: number;
}

const DEFAULT_POOL_WAIT_MILLIS = 15_000;

/** pg hands `timestamptz` back as Date and `json` already parsed. */
interface QuestionRow {
  id: string;
  session_id: string;
  status: QuestionStatus;
  questions: Question[];
  timeout_seconds: number;
  created_at: Date;
  expires_at: Date;
  run_id: string | null;
  tool_call_id: string | null;
  ended_at: Date | null;
  ended_by: EndedBy | null;
  answers: AnswerMap | null;
}

interface DeliveryRow {
  question_id: string;
  channel: string;
  chat_id: string;
  reminder_step: number;
  message_id: string;
  delivered_at: Date;
  closed_at: Date | null;
}

interface PushSubscriptionRow {
  endpoint: string;
  p256dh: string;
  auth: string;
  token_fingerprint: string;
  label: string | null;
  created_at: Date;
}

interface VapidKeysRow {
  public_key: string;
  private_key: string;
}

interface PlanStepRow {
  question_id: string;
  step_index: number;
  due_at: Date;
  routes: PlanStep["routes"];
  remind: boolean;
  taken_at: Date | null;
  outcome: "fired" | "skipped" | null;
}

const PLAN_STEP_COLUMNS = "question_id, step_index, due_at, routes, remind, taken_at, outcome";

const QUESTION_COLUMNS =
  "id, session_id, status, questions, timeout_seconds, created_at, expires_at, run_id, tool_call_id, ended_at, ended_by, answers";

/** A conflicting pending question can end between our insert and our look at it; try again. */
const MAX_INSERT_ATTEMPTS = 5;

const json = (value: unknown): string | null =>
  value === undefined ? null : JSON.stringify(value);

function toRecord(row: QuestionRow): QuestionRecord {
  const record: QuestionRecord = {
    id: row.id,
    sessionId: row.session_id,
    status: row.status,
    questions: row.questions,
    timeoutSeconds: row.timeout_seconds,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
  };
  if (row.run_id !== null) record.runId = row.run_id;
  if (row.tool_call_id !== null) record.toolCallId = row.tool_call_id;
  if (row.ended_at !== null) record.endedAt = row.ended_at.toISOString();
  if (row.ended_by !== null) record.endedBy = row.ended_by;
  if (row.answers !== null) record.answers = row.answers;
  return record;
}

function toDelivery(row: DeliveryRow): Delivery {
  return {
    questionId: row.question_id,
    channel: row.channel,
    chatId: row.chat_id,
    messageId: row.message_id,
    ...(row.reminder_step === 0 ? {} : { reminderStep: row.reminder_step }),
    deliveredAt: row.delivered_at.toISOString(),
    ...(row.closed_at === null ? {} : { closedAt: row.closed_at.toISOString() }),
  };
}

function toPushSubscription(row: PushSubscriptionRow): PushSubscriptionRecord {
  return {
    endpoint: row.endpoint,
    keys: { p256dh: row.p256dh, auth: row.auth },
    tokenFingerprint: row.token_fingerprint,
    ...(row.label === null ? {} : { label: row.label }),
    createdAt: row.created_at.toISOString(),
  };
}

function toPlanStep(row: PlanStepRow): PlanStep {
  return {
    questionId: row.question_id,
    index: row.step_index,
    dueAt: row.due_at.toISOString(),
    routes: row.routes,
    remind: row.remind,
    ...(row.taken_at === null ? {} : { takenAt: row.taken_at.toISOString() }),
    ...(row.outcome === null ? {} : { outcome: row.outcome }),
  };
}

/**
 * The browser's fields of a subscription that hold U+0000, which a PostgreSQL text column
 * refuses: the put is refused as an invalid request (400), as the service refuses such ids,
 * rather than failing in the database (500).
 */
function nulIssues(subscription: PushSubscriptionRecord): FieldIssue[] {
  const fields: Array<[path: string, value: string | undefined]> = [
    ["endpoint", subscription.endpoint],
    ["keys.p256dh", subscription.keys.p256dh],
    ["keys.auth", subscription.keys.auth],
    ["label", subscription.label],
  ];
  return fields
    .filter(([, value]) => value !== undefined && hasNul(value))
    .map(([path]) => ({ path, message: NUL_RULE }));
}

/**
 * The store several gateway processes share (SPEC P2). Every rule is a single statement the
 * database settles, and each write that others must hear about notifies them in that same
 * statement, so a commit and its notification cannot come apart.
 */
export class PostgresQuestionStore implements QuestionStore {
  readonly cluster: PostgresCluster;
  readonly #pool: pg.Pool;
  readonly #feed: PostgresChangeFeed;
  readonly #channel: string;
  #closing: Promise<void> | undefined;

  private constructor(pool: pg.Pool, feed: PostgresChangeFeed, channel: string, nodeId: string) {
    this.#pool = pool;
    this.#feed = feed;
    this.#channel = channel;
    this.cluster = new PostgresCluster(nodeId, feed, (text, values) => this.#run(text, values));
  }

  /**
   * Connects, brings the schema up to date and starts hearing the other nodes' changes.
   * Rejects with StoreUnavailableError when the server cannot be reached.
   */
  static async open(options: PostgresQuestionStoreOptions): Promise<PostgresQuestionStore> {
    const schema = checkSchemaName(options.schema ?? DEFAULT_SCHEMA);
    const nodeId = options.nodeId ?? randomUUID();
    const names = applicationNames(nodeId);
    const config = clientConfig(options, names.pool);
    // A connection attempt gives up after the client's own (short) timeout, so a server that is
    // down is reported at once; a request waiting for a busy pool's turn waits longer, since a
    // burst of work is not an outage.
    class PoolClient extends pg.Client {
      constructor(clientOptions?: pg.ClientConfig) {
        super({ ...clientOptions, connectionTimeoutMillis: config.connectionTimeoutMillis });
      }
    }
    const pool = new pg.Pool({
      ...config,
      Client: PoolClient,
      connectionTimeoutMillis: options.poolWaitTimeoutMillis ?? DEFAULT_POOL_WAIT_MILLIS,
      max: options.maxConnections ?? 10,
      idleTimeoutMillis: 30_000,
    });
    // An idle connection the server dropped (a restart) is discarded by the pool; the next
    // query opens a new one. Without this listener the 'error' event would crash the process.
    pool.on("error", () => {});
    let feed: PostgresChangeFeed | undefined;
    try {
      await migratePostgres(pool, schema);
      feed = await PostgresChangeFeed.start(
        clientConfig(options, names.listener),
        changeChannel(schema),
        nodeId,
      );
    } catch (error) {
      await pool.end().catch(() => {});
      throw error;
    }
    return new PostgresQuestionStore(pool, feed, changeChannel(schema), nodeId);
  }

  async insert(record: QuestionRecord): Promise<InsertOutcome> {
    const change: StoreChange = { kind: "question", questionId: record.id, status: record.status };
    for (let attempt = 1; attempt <= MAX_INSERT_ATTEMPTS; attempt += 1) {
      // Both rules are unique indexes: a conflict with either inserts nothing and notifies no one.
      const inserted = await this.#run<QuestionRow>(
        `INSERT INTO questions (${QUESTION_COLUMNS})
         VALUES ($1, $2, $3, $4::json, $5, $6::timestamptz, $7::timestamptz, $8, $9, $10::timestamptz, $11::json, $12::json)
         ON CONFLICT DO NOTHING
         RETURNING ${QUESTION_COLUMNS}, pg_notify($13, $14)`,
        [
          record.id,
          record.sessionId,
          record.status,
          JSON.stringify(record.questions),
          record.timeoutSeconds,
          record.createdAt,
          record.expiresAt,
          record.runId ?? null,
          record.toolCallId ?? null,
          record.endedAt ?? null,
          json(record.endedBy),
          json(record.answers),
          this.#channel,
          encodeChange(this.cluster.nodeId, change),
        ],
      );
      const row = inserted.rows[0];
      if (row) return { kind: "inserted", record: toRecord(row) };

      const conflicts = await this.#run<QuestionRow & { same_tool_call: boolean }>(
        `SELECT ${QUESTION_COLUMNS},
                coalesce(run_id = $2 AND tool_call_id = $3, false) AS same_tool_call
         FROM questions
         WHERE (session_id = $1 AND (status = 'pending' OR (run_id = $2 AND tool_call_id = $3)))
            OR id = $4`,
        [record.sessionId, record.runId ?? null, record.toolCallId ?? null, record.id],
      );
      const sameCall = conflicts.rows.find((candidate) => candidate.same_tool_call);
      if (sameCall) return { kind: "same_tool_call", record: toRecord(sameCall) };
      const pending = conflicts.rows.find(
        (candidate) => candidate.session_id === record.sessionId && candidate.status === "pending",
      );
      if (pending) return { kind: "session_busy", pending: toRecord(pending) };
      if (conflicts.rows.some((candidate) => candidate.id === record.id))
        throw new Error(`A question with id "${record.id}" already exists`);
    }
    throw new Error(
      `Could not insert question "${record.id}": session "${record.sessionId}" kept changing`,
    );
  }

  async get(id: string): Promise<QuestionRecord | undefined> {
    const result = await this.#run<QuestionRow>(
      `SELECT ${QUESTION_COLUMNS} FROM questions WHERE id = $1`,
      [id],
    );
    const row = result.rows[0];
    return row && toRecord(row);
  }

  async list(filter: QuestionFilter): Promise<QuestionRecord[]> {
    const where: string[] = [];
    const values: unknown[] = [];
    if (filter.sessionId !== undefined) {
      values.push(filter.sessionId);
      where.push(`session_id = $${values.length}`);
    }
    if (filter.status !== undefined) {
      values.push(filter.status);
      where.push(`status = $${values.length}`);
    }
    if (filter.changedSince !== undefined) {
      values.push(filter.changedSince);
      where.push(`(created_at >= $${values.length} OR ended_at >= $${values.length})`);
    }
    // Asked since: by ask time from the pending questions' index, paged by (ask time, seq).
    const bySince = filter.pendingAskedSince !== undefined;
    if (bySince) {
      values.push(filter.pendingAskedSince);
      where.push(`status = 'pending' AND created_at >= $${values.length}::timestamptz`);
    }
    if (filter.after !== undefined) {
      values.push(filter.after);
      where.push(
        bySince
          ? `(created_at, seq) > (SELECT created_at, seq FROM questions WHERE id = $${values.length})`
          : `seq > (SELECT seq FROM questions WHERE id = $${values.length})`,
      );
    }
    let limit = "";
    if (filter.limit !== undefined) {
      values.push(filter.limit);
      limit = ` LIMIT $${values.length}`;
    }
    const result = await this.#run<QuestionRow>(
      `SELECT ${QUESTION_COLUMNS} FROM questions ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY ${bySince ? "created_at, seq" : "seq"}${limit}`,
      values,
    );
    return result.rows.map(toRecord);
  }

  async nextDeadlines(limit: number): Promise<Deadline[]> {
    const result = await this.#run<{ id: string; expires_at: Date }>(
      "SELECT id, expires_at FROM questions WHERE status = 'pending' ORDER BY expires_at, id LIMIT $1",
      [limit],
    );
    return result.rows.map((row) => ({ id: row.id, expiresAt: row.expires_at.toISOString() }));
  }

  async countPending(): Promise<number> {
    const result = await this.#run<{ count: string }>(
      "SELECT count(*) AS count FROM questions WHERE status = 'pending'",
      [],
    );
    return Number(result.rows[0]?.count ?? 0);
  }

  async end(id: string, ending: QuestionEnding): Promise<EndOutcome> {
    const change: StoreChange = { kind: "question", questionId: id, status: ending.status };
    // Pending and deadline are checked by the UPDATE itself: of racing endings, one row wins.
    const ended = await this.#run<QuestionRow>(
      `UPDATE questions
       SET status = $2, ended_at = $3::timestamptz, ended_by = $4::json, answers = $5::json
       WHERE id = $1 AND status = 'pending'
         AND CASE WHEN $2 = 'expired' THEN $3::timestamptz >= expires_at
                  ELSE $3::timestamptz < expires_at END
       RETURNING ${QUESTION_COLUMNS}, pg_notify($6, $7)`,
      [
        id,
        ending.status,
        ending.endedAt,
        JSON.stringify(ending.endedBy),
        json(ending.answers),
        this.#channel,
        encodeChange(this.cluster.nodeId, change),
      ],
    );
    const row = ended.rows[0];
    if (row) return { kind: "ended", record: toRecord(row) };
    return { kind: "unchanged", record: await this.get(id) };
  }

  async appendMessage(message: SessionMessage): Promise<void> {
    const change: StoreChange = {
      kind: "message",
      sessionId: message.sessionId,
      messageId: message.id,
    };
    await this.#run(
      `INSERT INTO messages (id, session_id, text, author, created_at)
       VALUES ($1, $2, $3, $4::json, $5::timestamptz)
       RETURNING pg_notify($6, $7)`,
      [
        message.id,
        message.sessionId,
        message.text,
        JSON.stringify(message.author),
        message.createdAt,
        this.#channel,
        encodeChange(this.cluster.nodeId, change),
      ],
    );
  }

  async listMessages(sessionId: string): Promise<SessionMessage[]> {
    const result = await this.#run<{
      id: string;
      session_id: string;
      text: string;
      author: MessageAuthor;
      created_at: Date;
    }>(
      "SELECT id, session_id, text, author, created_at FROM messages WHERE session_id = $1 ORDER BY seq",
      [sessionId],
    );
    return result.rows.map((row) => ({
      id: row.id,
      sessionId: row.session_id,
      text: row.text,
      author: row.author,
      createdAt: row.created_at.toISOString(),
    }));
  }

  async listSessions(): Promise<SessionSummary[]> {
    const result = await this.#run<{
      session_id: string;
      last_activity_at: Date;
      pending_question_id: string | null;
      question_count: number;
      message_count: number;
    }>(`
      SELECT session_id,
             max(activity_at) AS last_activity_at,
             max(pending_question_id) AS pending_question_id,
             (count(*) FILTER (WHERE is_question))::integer AS question_count,
             (count(*) FILTER (WHERE NOT is_question))::integer AS message_count
      FROM (
        SELECT session_id, coalesce(ended_at, created_at) AS activity_at,
               CASE WHEN status = 'pending' THEN id END AS pending_question_id, true AS is_question
        FROM questions
        UNION ALL
        SELECT session_id, created_at, NULL, false FROM messages
      ) AS activity
      GROUP BY session_id
      ORDER BY last_activity_at DESC, session_id`);
    return result.rows.map((row) => ({
      sessionId: row.session_id,
      lastActivityAt: row.last_activity_at.toISOString(),
      ...(row.pending_question_id === null ? {} : { pendingQuestionId: row.pending_question_id }),
      questionCount: row.question_count,
      messageCount: row.message_count,
    }));
  }

  async getSessionSettings(sessionId: string): Promise<SessionSettings> {
    const result = await this.#run<{ settings: SessionSettings }>(
      "SELECT settings FROM session_settings WHERE session_id = $1",
      [sessionId],
    );
    return result.rows[0]?.settings ?? {};
  }

  async putSessionSettings(sessionId: string, settings: SessionSettings): Promise<void> {
    await this.#run(
      `INSERT INTO session_settings (session_id, settings) VALUES ($1, $2::json)
       ON CONFLICT (session_id) DO UPDATE SET settings = excluded.settings`,
      [sessionId, JSON.stringify(settings)],
    );
  }

  async putDelivery(delivery: Delivery): Promise<void> {
    const { questionId, channel, chatId, reminderStep } = delivery;
    const change: StoreChange = {
      kind: "delivery",
      questionId,
      channel,
      chatId,
      ...(reminderStep === undefined ? {} : { reminderStep }),
    };
    // A reservation (before the send) is nothing to tell the other gateways about.
    const notify = isSent(delivery) ? encodeChange(this.cluster.nodeId, change) : null;
    await this.#run(
      `INSERT INTO deliveries
         (question_id, channel, chat_id, message_id, delivered_at, closed_at, reminder_step)
       VALUES ($1, $2, $3, $4, $5::timestamptz, $6::timestamptz, $7)
       ON CONFLICT (question_id, channel, chat_id, reminder_step) DO UPDATE
       SET message_id = excluded.message_id, delivered_at = excluded.delivered_at,
           closed_at = excluded.closed_at
       RETURNING CASE WHEN $9::text IS NULL THEN NULL ELSE pg_notify($8, $9) END`,
      [
        delivery.questionId,
        delivery.channel,
        delivery.chatId,
        delivery.messageId,
        delivery.deliveredAt,
        delivery.closedAt ?? null,
        delivery.reminderStep ?? 0,
        this.#channel,
        notify,
      ],
    );
  }

  async listDeliveries(filter: DeliveryFilter): Promise<Delivery[]> {
    const where: string[] = [];
    const values: unknown[] = [];
    for (const [column, value] of deliveryFilterColumns(filter)) {
      values.push(value);
      where.push(`${column} = $${values.length}`);
    }
    if (filter.open === true) where.push("closed_at IS NULL");
    // Spelled as the partial index is, so the planner uses it.
    if (filter.unsent === true) where.push("message_id = '' AND closed_at IS NULL");
    if (filter.ofEndedQuestions === true) where.push(OF_ENDED_QUESTIONS_SQL);
    const result = await this.#run<DeliveryRow>(
      `SELECT question_id, channel, chat_id, reminder_step, message_id, delivered_at, closed_at FROM deliveries ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY seq`,
      values,
    );
    return result.rows.map(toDelivery);
  }

  async awaitWords(request: AwaitedWords): Promise<void> {
    await this.#run(
      `INSERT INTO awaited_words (channel, chat_id, user_id, question_id, message_id, requested_at)
       VALUES ($1, $2, $3, $4, $5, $6::timestamptz)
       ON CONFLICT (channel, chat_id, user_id) DO UPDATE
       SET question_id = excluded.question_id, message_id = excluded.message_id,
           requested_at = excluded.requested_at`,
      [
        request.channel,
        request.chatId,
        request.userId,
        request.questionId,
        request.messageId,
        request.requestedAt,
      ],
    );
  }

  async takeAwaitedWords(key: AwaitedWordsKey): Promise<AwaitedWords | undefined> {
    const result = await this.#run<{
      question_id: string;
      message_id: string;
      requested_at: Date;
    }>(
      `DELETE FROM awaited_words WHERE channel = $1 AND chat_id = $2 AND user_id = $3
       RETURNING question_id, message_id, requested_at`,
      [key.channel, key.chatId, key.userId],
    );
    const row = result.rows[0];
    return (
      row && {
        ...key,
        questionId: row.question_id,
        messageId: row.message_id,
        requestedAt: row.requested_at.toISOString(),
      }
    );
  }

  async closeDelivery(key: DeliveryKey, closedAt: string): Promise<boolean> {
    const result = await this.#run(
      `UPDATE deliveries SET closed_at = $4::timestamptz
       WHERE question_id = $1 AND channel = $2 AND chat_id = $3 AND reminder_step = $5
         AND closed_at IS NULL`,
      [key.questionId, key.channel, key.chatId, closedAt, key.reminderStep ?? 0],
    );
    return result.rowCount === 1;
  }

  async putPushSubscription(subscription: PushSubscriptionRecord): Promise<boolean> {
    const issues = nulIssues(subscription);
    if (issues.length > 0) throw invalidRequest(issues);
    // xmax is 0 only on a row version this statement inserted; an update of a racing
    // insert's row reports false, so exactly one caller hears the endpoint was new.
    const result = await this.#run<{ inserted: boolean }>(
      `INSERT INTO push_subscriptions (endpoint, p256dh, auth, token_fingerprint, label, created_at)
       VALUES ($1, $2, $3, $4, $5, $6::timestamptz)
       ON CONFLICT (endpoint) DO UPDATE
       SET p256dh = excluded.p256dh, auth = excluded.auth,
           token_fingerprint = excluded.token_fingerprint, label = excluded.label,
           created_at = excluded.created_at
       RETURNING (xmax = 0) AS inserted`,
      [
        subscription.endpoint,
        subscription.keys.p256dh,
        subscription.keys.auth,
        subscription.tokenFingerprint,
        subscription.label ?? null,
        subscription.createdAt,
      ],
    );
    return result.rows[0]?.inserted === true;
  }

  async listPushSubscriptions(): Promise<PushSubscriptionRecord[]> {
    const result = await this.#run<PushSubscriptionRow>(
      "SELECT endpoint, p256dh, auth, token_fingerprint, label, created_at FROM push_subscriptions ORDER BY seq",
    );
    return result.rows.map(toPushSubscription);
  }

  async deletePushSubscription(endpoint: string): Promise<boolean> {
    // No stored endpoint holds U+0000 (a put refuses it), and the query would fail on it.
    if (hasNul(endpoint)) return false;
    const result = await this.#run("DELETE FROM push_subscriptions WHERE endpoint = $1", [
      endpoint,
    ]);
    return result.rowCount === 1;
  }

  async putChatAddress(entry: ChatAddress): Promise<void> {
    // PostgreSQL text cannot hold U+0000; no platform's chat id or URL has one.
    if ([entry.channel, entry.chatId, entry.address].some(hasNul)) return;
    await this.#run(
      `INSERT INTO chat_addresses (channel, chat_id, address) VALUES ($1, $2, $3)
       ON CONFLICT (channel, chat_id) DO UPDATE SET address = excluded.address`,
      [entry.channel, entry.chatId, entry.address],
    );
  }

  async getChatAddress(channel: string, chatId: string): Promise<string | undefined> {
    if (hasNul(channel) || hasNul(chatId)) return undefined;
    const result = await this.#run<{ address: string }>(
      "SELECT address FROM chat_addresses WHERE channel = $1 AND chat_id = $2",
      [channel, chatId],
    );
    return result.rows[0]?.address;
  }

  async vapidKeys(candidate: VapidKeys): Promise<VapidKeys> {
    // One statement, so racing gateways agree: the conflict waits for a racing insert to
    // commit, and the no-op update returns the pair that won. (A DO NOTHING followed by a
    // read could miss a pair committed after the statement's snapshot.)
    const result = await this.#run<VapidKeysRow>(
      `INSERT INTO vapid_keys (id, public_key, private_key) VALUES (1, $1, $2)
       ON CONFLICT (id) DO UPDATE SET public_key = vapid_keys.public_key
       RETURNING public_key, private_key`,
      [candidate.publicKey, candidate.privateKey],
    );
    const row = result.rows[0] as VapidKeysRow;
    return { publicKey: row.public_key, privateKey: row.private_key };
  }

  async ensurePlanSteps(questionId: string, steps: readonly PlanStep[]): Promise<PlanStep[]> {
    // As with push subscriptions: a 400 for an id no text column can hold, not a 500.
    if (hasNul(questionId)) throw invalidRequest([{ path: "questionId", message: NUL_RULE }]);
    if (steps.length > 0) {
      // One statement: the steps go in only with the question's claim, and a racing claim
      // waits for the winner to commit, then inserts nothing. (A NOT EXISTS check alone would
      // let two statements that started together each insert their own steps.)
      // Parallel arrays, not a JSON document: json_to_recordset would refuse a `\u0000` escape.
      await this.#run(
        `WITH claim AS (
           INSERT INTO plan_claims (question_id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING 1
         )
         INSERT INTO plan_steps (question_id, step_index, due_at, routes, remind)
         SELECT $1, step.step_index, step.due_at, step.routes, step.remind
         FROM claim, unnest($2::integer[], $3::timestamptz[], $4::json[], $5::boolean[])
           AS step(step_index, due_at, routes, remind)`,
        [
          questionId,
          steps.map((step) => step.index),
          steps.map((step) => step.dueAt),
          steps.map((step) => JSON.stringify(step.routes)),
          steps.map((step) => step.remind),
        ],
      );
    }
    // Read after the claim settled: the winner's steps are committed by now.
    return this.listPlanSteps(questionId);
  }

  async listPlanSteps(questionId: string): Promise<PlanStep[]> {
    // No stored step's question id holds U+0000 (ensuring refuses it), and the query would fail.
    if (hasNul(questionId)) return [];
    const result = await this.#run<PlanStepRow>(
      `SELECT ${PLAN_STEP_COLUMNS} FROM plan_steps WHERE question_id = $1 ORDER BY step_index`,
      [questionId],
    );
    return result.rows.map(toPlanStep);
  }

  async listWaitingPlanSteps(limit?: number): Promise<PlanStep[]> {
    // Byte order for the ids, as SQLite compares them, whatever the database's collation.
    const result = await this.#run<PlanStepRow>(
      `SELECT ${PLAN_STEP_COLUMNS} FROM plan_steps WHERE taken_at IS NULL
       ORDER BY due_at, question_id COLLATE "C", step_index LIMIT $1`,
      [limit ?? null],
    );
    return result.rows.map(toPlanStep);
  }

  async listFiredPlanSteps(
    since: string,
    page: { after?: Pick<PlanStep, "questionId" | "index" | "takenAt">; limit: number },
  ): Promise<PlanStep[]> {
    const { after } = page;
    // Byte order for the ids, as SQLite compares them (the index is collated so).
    const result = await this.#run<PlanStepRow>(
      `SELECT ${PLAN_STEP_COLUMNS} FROM plan_steps
       WHERE outcome = 'fired' AND taken_at >= $1::timestamptz
         AND ($2::timestamptz IS NULL
              OR (taken_at, question_id COLLATE "C", step_index) > ($2::timestamptz, $3, $4))
       ORDER BY taken_at, question_id COLLATE "C", step_index LIMIT $5`,
      [since, after?.takenAt ?? null, after?.questionId ?? "", after?.index ?? 0, page.limit],
    );
    return result.rows.map(toPlanStep);
  }

  async resumeMark(): Promise<string | undefined> {
    const result = await this.#run<{ resumed_through: Date }>(
      "SELECT resumed_through FROM resume_mark WHERE id = 1",
    );
    return result.rows[0]?.resumed_through.toISOString();
  }

  async advanceResumeMark(at: string): Promise<void> {
    await this.#run(
      `INSERT INTO resume_mark (id, resumed_through) VALUES (1, $1::timestamptz)
       ON CONFLICT (id) DO UPDATE
       SET resumed_through = GREATEST(resume_mark.resumed_through, excluded.resumed_through)`,
      [at],
    );
  }

  async takePlanStep(
    key: PlanStepKey,
    outcome: "fired" | "skipped",
    takenAt: string,
  ): Promise<boolean> {
    if (hasNul(key.questionId)) return false;
    const result = await this.#run(
      `UPDATE plan_steps SET taken_at = $3::timestamptz, outcome = $4
       WHERE question_id = $1 AND step_index = $2 AND taken_at IS NULL`,
      [key.questionId, key.index, takenAt, outcome],
    );
    return result.rowCount === 1;
  }

  /** Stops hearing changes and closes every connection; calling it again does nothing more. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      await this.#feed.close();
      await this.#pool.end();
    })();
    return this.#closing;
  }

  async #run<Row extends pg.QueryResultRow>(
    text: string,
    values: unknown[] = [],
  ): Promise<pg.QueryResult<Row>> {
    try {
      return await this.#pool.query<Row>(text, values);
    } catch (error) {
      throw toStoreError(error);
    }
  }
}
