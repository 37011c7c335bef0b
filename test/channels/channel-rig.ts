import { ChannelHub } from "../../src/channels/channel-hub.js";
import { ChannelRegistry, type ChannelSetup } from "../../src/channels/channel-registry.js";
import type { RetryPolicy } from "../../src/channels/retry-policy.js";
import {
  type AskUserResult,
  type Locale,
  type QuestionRecord,
  type QuestionStatus,
  resultOf,
} from "../../src/core/index.js";
import { QuestionService } from "../../src/service/question-service.js";
import { MemoryQuestionStore } from "../../src/store/memory/memory-question-store.js";
import type {
  ChannelRoute,
  DeliveryPlan,
  QuestionStore,
  QuietHours,
} from "../../src/store/question-store.js";

/**
 * Retries in milliseconds, so a failure is reported at once. An attempt still gets 5 s: with
 * the whole suite running side by side a fake platform can take seconds to answer, and an
 * attempt cut off too soon is sent twice.
 */
export const FAST_RETRY = {
  attempts: 3,
  baseDelayMs: 20,
  maxDelayMs: 100,
  attemptTimeoutMs: 5000,
};

export interface ChannelRigOptions {
  /** The channels the hub serves: each adapter with its default chats and allowed users. */
  channels: ChannelSetup[];
  /** Where questions live; a new memory store unless given (a node of a shared one, say). */
  store?: QuestionStore;
  /** The hub's retries; its defaults unless given. */
  retry?: Partial<RetryPolicy>;
  log?: (line: Record<string, unknown>) => void;
  /** How far the service's clock is ahead of the machine's (ms): a chosen time of day, say. */
  skewMs?: number;
  /** On a shared store: how often the hub resumes what a dead process left, and after how long. */
  resume?: { everyMs: number; sendWindowMs: number };
}

/** One gateway's question side and channel side, the way the gateway wires them. */
export interface ChannelRig {
  store: QuestionStore;
  service: QuestionService;
  hub: ChannelHub;
  /**
   * Asks in a session of its own; `locale`, `quietHours`, `routes` and `plan` are set on the
   * session first (with `routes: []` the session is served by the Control UI alone).
   */
  ask(
    input: object,
    session?: {
      locale?: Locale;
      quietHours?: QuietHours;
      routes?: ChannelRoute[];
      plan?: DeliveryPlan;
    },
  ): Promise<QuestionRecord>;
  /** The result once the question has ended; fails after `timeoutMs`. */
  result(record: QuestionRecord, timeoutMs?: number): Promise<AskUserResult | undefined>;
  status(record: QuestionRecord): Promise<QuestionStatus>;
  /**
   * Moves the service's clock `ms` ahead and restarts the service, which re-arms its timers at
   * the new time: a deadline within `ms` has passed.
   */
  jumpAhead(ms: number): Promise<void>;
  /** Resolves once every delivery and edit the hub started has finished. */
  idle(): Promise<void>;
  /** Stops the service and the hub (and with it the adapters). */
  close(): Promise<void>;
}

/** The channel a harness plays: its adapter, its chat as the default route, its allowed user. */
export function harnessChannel(harness: {
  adapter: ChannelSetup["adapter"];
  chatId: string;
  allowedUser: string;
}): ChannelSetup {
  return {
    adapter: harness.adapter,
    defaultChatIds: [harness.chatId],
    allowedUsers: [harness.allowedUser],
  };
}

/** Session ids unique across every rig of the process, so rigs may share one store. */
let sessions = 0;

/** A store, a service and a hub over the given channels, started in the gateway's order. */
export async function startChannelRig(options: ChannelRigOptions): Promise<ChannelRig> {
  let skew = options.skewMs ?? 0;
  const store = options.store ?? new MemoryQuestionStore();
  const service = new QuestionService({ store, now: () => Date.now() + skew });
  const hub = new ChannelHub({
    service,
    store,
    registry: new ChannelRegistry(options.channels),
    ...(options.retry ? { retry: options.retry } : {}),
    ...(options.log ? { log: options.log } : {}),
    ...(options.resume
      ? { resumeEveryMs: options.resume.everyMs, sendWindowMs: options.resume.sendWindowMs }
      : {}),
  });
  // The hub first, so that it sees the expiries the service's start brings.
  await hub.start();
  await service.start();

  return {
    store,
    service,
    hub,
    async ask(input, session = {}) {
      sessions += 1;
      const sessionId = `rig-${sessions}`;
      if (session.locale || session.quietHours)
        await service.sessions.updateSettings(sessionId, {
          locale: session.locale,
          quietHours: session.quietHours,
        });
      if (session.routes)
        await service.sessions.updateRoutes(
          sessionId,
          { routes: session.routes },
          hub.routableChannels(),
        );
      if (session.plan)
        await service.sessions.updatePlan(sessionId, session.plan, hub.routableChannels());
      return (await service.ask({ sessionId, input })).record;
    },
    result: async (record, timeoutMs = 8000) =>
      resultOf(await service.waitForEnd(record.id, { timeoutMs })),
    status: async (record) => (await service.get(record.id)).status,
    async jumpAhead(ms) {
      skew += ms;
      service.stop();
      await service.start();
    },
    idle: () => hub.idle(),
    async close() {
      service.stop();
      await hub.stop();
    },
  };
}
