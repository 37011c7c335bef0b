import type { QuestionEnding, QuestionRecord, SessionMessage } from "../../core/index.js";
import {
  type AwaitedWords,
  type AwaitedWordsKey,
  type ChatAddress,
  type Deadline,
  type Delivery,
  type DeliveryFilter,
  type DeliveryKey,
  type EndOutcome,
  endingRespectsDeadline,
  type InsertOutcome,
  type PlanStep,
  type PlanStepKey,
  type PushSubscriptionRecord,
  type QuestionFilter,
  type QuestionStore,
  type SessionSettings,
  type SessionSummary,
  type VapidKeys,
} from "../question-store.js";
import { isSent } from "../unsent-delivery.js";

const copy = (record: QuestionRecord): QuestionRecord => structuredClone(record);

/** A store that keeps everything in this process: for tests and throwaway gateways. */
export class MemoryQuestionStore implements QuestionStore {
  readonly #byId = new Map<string, QuestionRecord>();
  readonly #pendingBySession = new Map<string, string>();
  readonly #byToolCall = new Map<string, string>();
  readonly #messagesBySession = new Map<string, SessionMessage[]>();
  readonly #settingsBySession = new Map<string, SessionSettings>();
  readonly #deliveries = new Map<string, Delivery>();
  readonly #pushSubscriptions = new Map<string, PushSubscriptionRecord>();
  #vapidKeys: VapidKeys | undefined;
  readonly #chatAddresses = new Map<string, string>();
  readonly #awaitedWords = new Map<string, AwaitedWords>();
  /** Each question's plan steps, ordered by index. */
  readonly #planSteps = new Map<string, PlanStep[]>();
  #resumeMark: string | undefined;

  async insert(record: QuestionRecord): Promise<InsertOutcome> {
    const callKey = toolCallKey(record);
    const earlierId = callKey === undefined ? undefined : this.#byToolCall.get(callKey);
    const earlier = earlierId === undefined ? undefined : this.#byId.get(earlierId);
    if (earlier) return { kind: "same_tool_call", record: copy(earlier) };

    const pendingId = this.#pendingBySession.get(record.sessionId);
    const pending = pendingId === undefined ? undefined : this.#byId.get(pendingId);
    if (pending) return { kind: "session_busy", pending: copy(pending) };

    const stored = copy(record);
    this.#byId.set(stored.id, stored);
    if (stored.status === "pending") this.#pendingBySession.set(stored.sessionId, stored.id);
    if (callKey !== undefined) this.#byToolCall.set(callKey, stored.id);
    return { kind: "inserted", record: copy(stored) };
  }

  async get(id: string): Promise<QuestionRecord | undefined> {
    const record = this.#byId.get(id);
    return record && copy(record);
  }

  async list(filter: QuestionFilter): Promise<QuestionRecord[]> {
    const records = [...this.#byId.values()];
    // By ask time, as the SQL stores read their index (a stable sort keeps the insertion order).
    const since =
      filter.pendingAskedSince === undefined ? undefined : Date.parse(filter.pendingAskedSince);
    const ordered =
      since === undefined
        ? records
        : records
            .filter(
              (record) => record.status === "pending" && Date.parse(record.createdAt) >= since,
            )
            .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
    const result: QuestionRecord[] = [];
    let before = filter.after !== undefined;
    for (const record of ordered) {
      if (before) {
        before = record.id !== filter.after;
        continue;
      }
      if (filter.limit !== undefined && result.length >= filter.limit) break;
      if (filter.sessionId !== undefined && record.sessionId !== filter.sessionId) continue;
      if (filter.status !== undefined && record.status !== filter.status) continue;
      if (filter.changedSince !== undefined && !changedSince(record, filter.changedSince)) continue;
      result.push(copy(record));
    }
    return result;
  }

  async nextDeadlines(limit: number): Promise<Deadline[]> {
    const pending: Deadline[] = [];
    for (const id of this.#pendingBySession.values()) {
      const record = this.#byId.get(id);
      if (record) pending.push({ id, expiresAt: record.expiresAt });
    }
    return pending.sort(byDeadline).slice(0, limit);
  }

  async countPending(): Promise<number> {
    return this.#pendingBySession.size;
  }

  async end(id: string, ending: QuestionEnding): Promise<EndOutcome> {
    const record = this.#byId.get(id);
    if (!record) return { kind: "unchanged", record: undefined };
    if (record.status !== "pending" || !endingRespectsDeadline(ending, record.expiresAt))
      return { kind: "unchanged", record: copy(record) };
    record.status = ending.status;
    record.endedAt = ending.endedAt;
    record.endedBy = structuredClone(ending.endedBy);
    if (ending.answers) record.answers = structuredClone(ending.answers);
    this.#pendingBySession.delete(record.sessionId);
    return { kind: "ended", record: copy(record) };
  }

  async appendMessage(message: SessionMessage): Promise<void> {
    const messages = this.#messagesBySession.get(message.sessionId) ?? [];
    messages.push(structuredClone(message));
    this.#messagesBySession.set(message.sessionId, messages);
  }

  async listMessages(sessionId: string): Promise<SessionMessage[]> {
    return structuredClone(this.#messagesBySession.get(sessionId) ?? []);
  }

  async listSessions(): Promise<SessionSummary[]> {
    const sessions = new Map<string, SessionSummary>();
    const touch = (sessionId: string, at: string | undefined): SessionSummary => {
      const session = sessions.get(sessionId) ?? {
        sessionId,
        lastActivityAt: new Date(0).toISOString(),
        questionCount: 0,
        messageCount: 0,
      };
      if (at !== undefined && Date.parse(at) > Date.parse(session.lastActivityAt))
        session.lastActivityAt = at;
      sessions.set(sessionId, session);
      return session;
    };
    for (const record of this.#byId.values()) {
      const session = touch(record.sessionId, record.endedAt ?? record.createdAt);
      session.questionCount += 1;
      if (record.status === "pending") session.pendingQuestionId = record.id;
    }
    for (const [sessionId, messages] of this.#messagesBySession) {
      for (const message of messages) touch(sessionId, message.createdAt).messageCount += 1;
    }
    return [...sessions.values()].sort(
      (a, b) => Date.parse(b.lastActivityAt) - Date.parse(a.lastActivityAt),
    );
  }

  async getSessionSettings(sessionId: string): Promise<SessionSettings> {
    return structuredClone(this.#settingsBySession.get(sessionId) ?? {});
  }

  async putSessionSettings(sessionId: string, settings: SessionSettings): Promise<void> {
    this.#settingsBySession.set(sessionId, structuredClone(settings));
  }

  async putDelivery(delivery: Delivery): Promise<void> {
    const key = deliveryKey(delivery);
    // Replacing keeps the first insertion's place, like the SQLite upsert keeps its seq.
    this.#deliveries.set(key, structuredClone(delivery));
  }

  async listDeliveries(filter: DeliveryFilter): Promise<Delivery[]> {
    return [...this.#deliveries.values()]
      .filter(
        (delivery) =>
          (filter.questionId === undefined || delivery.questionId === filter.questionId) &&
          (filter.channel === undefined || delivery.channel === filter.channel) &&
          (filter.chatId === undefined || delivery.chatId === filter.chatId) &&
          (filter.messageId === undefined || delivery.messageId === filter.messageId) &&
          (filter.open !== true || delivery.closedAt === undefined) &&
          (filter.unsent !== true || (!isSent(delivery) && delivery.closedAt === undefined)) &&
          (filter.ofEndedQuestions !== true ||
            this.#byId.get(delivery.questionId)?.status !== "pending"),
      )
      .map((delivery) => structuredClone(delivery));
  }

  async awaitWords(request: AwaitedWords): Promise<void> {
    this.#awaitedWords.set(awaitedWordsKey(request), structuredClone(request));
  }

  async takeAwaitedWords(key: AwaitedWordsKey): Promise<AwaitedWords | undefined> {
    const request = this.#awaitedWords.get(awaitedWordsKey(key));
    this.#awaitedWords.delete(awaitedWordsKey(key));
    return request;
  }

  async closeDelivery(key: DeliveryKey, closedAt: string): Promise<boolean> {
    const delivery = this.#deliveries.get(deliveryKey(key));
    if (!delivery || delivery.closedAt !== undefined) return false;
    delivery.closedAt = closedAt;
    return true;
  }

  async putPushSubscription(subscription: PushSubscriptionRecord): Promise<boolean> {
    const isNew = !this.#pushSubscriptions.has(subscription.endpoint);
    // Replacing keeps the first insertion's place, like the SQL upserts keep their seq.
    this.#pushSubscriptions.set(subscription.endpoint, structuredClone(subscription));
    return isNew;
  }

  async listPushSubscriptions(): Promise<PushSubscriptionRecord[]> {
    return [...this.#pushSubscriptions.values()].map((subscription) =>
      structuredClone(subscription),
    );
  }

  async deletePushSubscription(endpoint: string): Promise<boolean> {
    return this.#pushSubscriptions.delete(endpoint);
  }

  async putChatAddress(entry: ChatAddress): Promise<void> {
    this.#chatAddresses.set(`${entry.channel}\u0000${entry.chatId}`, entry.address);
  }

  async getChatAddress(channel: string, chatId: string): Promise<string | undefined> {
    return this.#chatAddresses.get(`${channel}\u0000${chatId}`);
  }

  async vapidKeys(candidate: VapidKeys): Promise<VapidKeys> {
    this.#vapidKeys ??= structuredClone(candidate);
    return structuredClone(this.#vapidKeys);
  }

  async ensurePlanSteps(questionId: string, steps: readonly PlanStep[]): Promise<PlanStep[]> {
    if (!this.#planSteps.has(questionId) && steps.length > 0)
      this.#planSteps.set(
        questionId,
        // Stored as new, waiting steps of this question, as the SQL stores insert them.
        steps
          .map((step) => ({
            questionId,
            index: step.index,
            dueAt: step.dueAt,
            routes: structuredClone(step.routes),
            remind: step.remind,
          }))
          .sort((a, b) => a.index - b.index),
      );
    return this.listPlanSteps(questionId);
  }

  async listPlanSteps(questionId: string): Promise<PlanStep[]> {
    return structuredClone(this.#planSteps.get(questionId) ?? []);
  }

  async listWaitingPlanSteps(limit?: number): Promise<PlanStep[]> {
    return [...this.#planSteps.values()]
      .flat()
      .filter((step) => step.takenAt === undefined)
      .sort(
        (a, b) =>
          Date.parse(a.dueAt) - Date.parse(b.dueAt) ||
          (a.questionId < b.questionId ? -1 : a.questionId > b.questionId ? 1 : 0) ||
          a.index - b.index,
      )
      .slice(0, limit)
      .map((step) => structuredClone(step));
  }

  async listFiredPlanSteps(
    since: string,
    page: { after?: Pick<PlanStep, "questionId" | "index" | "takenAt">; limit: number },
  ): Promise<PlanStep[]> {
    const { after } = page;
    return [...this.#planSteps.values()]
      .flat()
      .filter(
        (step) =>
          step.outcome === "fired" &&
          step.takenAt !== undefined &&
          Date.parse(step.takenAt) >= Date.parse(since) &&
          (after === undefined || compareTaken(step, after) > 0),
      )
      .sort(compareTaken)
      .slice(0, page.limit)
      .map((step) => structuredClone(step));
  }

  async resumeMark(): Promise<string | undefined> {
    return this.#resumeMark;
  }

  async advanceResumeMark(at: string): Promise<void> {
    if (this.#resumeMark === undefined || Date.parse(at) > Date.parse(this.#resumeMark))
      this.#resumeMark = at;
  }

  async takePlanStep(
    key: PlanStepKey,
    outcome: "fired" | "skipped",
    takenAt: string,
  ): Promise<boolean> {
    const step = this.#planSteps.get(key.questionId)?.find((each) => each.index === key.index);
    if (!step || step.takenAt !== undefined) return false;
    step.takenAt = takenAt;
    step.outcome = outcome;
    return true;
  }

  async close(): Promise<void> {}
}

function toolCallKey(record: QuestionRecord): string | undefined {
  if (record.runId === undefined || record.toolCallId === undefined) return undefined;
  return JSON.stringify([record.sessionId, record.runId, record.toolCallId]);
}

function deliveryKey(delivery: DeliveryKey): string {
  return JSON.stringify([
    delivery.questionId,
    delivery.channel,
    delivery.chatId,
    delivery.reminderStep ?? 0,
  ]);
}

function awaitedWordsKey(key: AwaitedWordsKey): string {
  return JSON.stringify([key.channel, key.chatId, key.userId]);
}

function changedSince(record: QuestionRecord, since: string): boolean {
  const at = Date.parse(since);
  return (
    Date.parse(record.createdAt) >= at ||
    (record.endedAt !== undefined && Date.parse(record.endedAt) >= at)
  );
}

/** Steps by when they were taken, then question and index (the SQL stores' index order). */
function compareTaken(
  a: Pick<PlanStep, "questionId" | "index" | "takenAt">,
  b: Pick<PlanStep, "questionId" | "index" | "takenAt">,
): number {
  return (
    Date.parse(a.takenAt ?? "") - Date.parse(b.takenAt ?? "") ||
    (a.questionId < b.questionId ? -1 : a.questionId > b.questionId ? 1 : 0) ||
    a.index - b.index
  );
}

function byDeadline(a: Deadline, b: Deadline): number {
  const order = Date.parse(a.expiresAt) - Date.parse(b.expiresAt);
  return order !== 0 ? order : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
