import type { QuestionEnding, QuestionRecord, SessionMessage } from "../../src/core/index.js";
import { MemoryQuestionStore } from "../../src/store/memory/memory-question-store.js";
import type {
  Delivery,
  DeliveryFilter,
  QuestionFilter,
  QuestionStore,
  SessionSettings,
  StoreChange,
  StoreCluster,
} from "../../src/store/question-store.js";
import { isSent } from "../../src/store/unsent-delivery.js";

type Handlers = { onChange(change: StoreChange): void; onResync(): void };

/**
 * Several "processes" on one memory store, with the change feed and leases a shared database
 * gives them. The feed of any node can be cut and restored, as a dropped connection would.
 */
export class SharedMemoryCluster {
  readonly data = new MemoryQuestionStore();
  readonly #subscribers = new Map<string, Set<Handlers>>();
  readonly #cut = new Set<string>();
  readonly #leases = new Map<string, { holder: string; expiresAt: number }>();
  #nodes = 0;

  /** A store as one more process sees it. */
  node(): QuestionStore & { cluster: StoreCluster } {
    this.#nodes += 1;
    const nodeId = `node-${this.#nodes}`;
    const data = this.data;
    const publish = (change: StoreChange) => {
      for (const [id, handlers] of this.#subscribers)
        if (id !== nodeId && !this.#cut.has(id))
          for (const handler of handlers) queueMicrotask(() => handler.onChange(change));
    };
    const cluster: StoreCluster = {
      nodeId,
      subscribe: (handlers) => {
        const set = this.#subscribers.get(nodeId) ?? new Set();
        set.add(handlers);
        this.#subscribers.set(nodeId, set);
        return () => set.delete(handlers);
      },
      acquireLease: async (name, ttlMs) => {
        const now = Date.now();
        const lease = this.#leases.get(name);
        if (lease && lease.holder !== nodeId && lease.expiresAt > now) return false;
        this.#leases.set(name, { holder: nodeId, expiresAt: now + ttlMs });
        return true;
      },
      releaseLease: async (name) => {
        if (this.#leases.get(name)?.holder === nodeId) this.#leases.delete(name);
      },
    };
    return {
      cluster,
      async insert(record: QuestionRecord) {
        const outcome = await data.insert(record);
        if (outcome.kind === "inserted")
          publish({ kind: "question", questionId: record.id, status: record.status });
        return outcome;
      },
      get: (id: string) => data.get(id),
      list: (filter: QuestionFilter) => data.list(filter),
      async end(id: string, ending: QuestionEnding) {
        const outcome = await data.end(id, ending);
        if (outcome.kind === "ended")
          publish({ kind: "question", questionId: id, status: outcome.record.status });
        return outcome;
      },
      nextDeadlines: (limit: number) => data.nextDeadlines(limit),
      countPending: () => data.countPending(),
      async appendMessage(message: SessionMessage) {
        await data.appendMessage(message);
        publish({ kind: "message", sessionId: message.sessionId, messageId: message.id });
      },
      listMessages: (sessionId: string) => data.listMessages(sessionId),
      listSessions: () => data.listSessions(),
      getSessionSettings: (sessionId: string) => data.getSessionSettings(sessionId),
      putSessionSettings: (sessionId: string, settings: SessionSettings) =>
        data.putSessionSettings(sessionId, settings),
      async putDelivery(delivery: Delivery) {
        await data.putDelivery(delivery);
        if (!isSent(delivery)) return;
        const { questionId, channel, chatId, reminderStep } = delivery;
        publish({
          kind: "delivery",
          questionId,
          channel,
          chatId,
          ...(reminderStep === undefined ? {} : { reminderStep }),
        });
      },
      listDeliveries: (filter: DeliveryFilter) => data.listDeliveries(filter),
      closeDelivery: (key, closedAt) => data.closeDelivery(key, closedAt),
      awaitWords: (request) => data.awaitWords(request),
      takeAwaitedWords: (key) => data.takeAwaitedWords(key),
      putPushSubscription: (subscription) => data.putPushSubscription(subscription),
      listPushSubscriptions: () => data.listPushSubscriptions(),
      deletePushSubscription: (endpoint) => data.deletePushSubscription(endpoint),
      putChatAddress: (entry) => data.putChatAddress(entry),
      getChatAddress: (channel, chatId) => data.getChatAddress(channel, chatId),
      vapidKeys: (candidate) => data.vapidKeys(candidate),
      ensurePlanSteps: (questionId, steps) => data.ensurePlanSteps(questionId, steps),
      listPlanSteps: (questionId) => data.listPlanSteps(questionId),
      listWaitingPlanSteps: (limit?: number) => data.listWaitingPlanSteps(limit),
      listFiredPlanSteps: (since, page) => data.listFiredPlanSteps(since, page),
      takePlanStep: (key, outcome, takenAt) => data.takePlanStep(key, outcome, takenAt),
      resumeMark: () => data.resumeMark(),
      advanceResumeMark: (at) => data.advanceResumeMark(at),
      async close() {},
    };
  }

  /** Drops every notification to `nodeId` until `restore`. */
  cut(nodeId: string): void {
    this.#cut.add(nodeId);
  }

  /** Reconnects the node's feed: it hears of the interruption and must re-read. */
  restore(nodeId: string): void {
    this.#cut.delete(nodeId);
    for (const handlers of this.#subscribers.get(nodeId) ?? []) handlers.onResync();
  }
}
