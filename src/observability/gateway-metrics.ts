import { Counter, Gauge, Histogram, Registry } from "prom-client";
import {
  type EventBus,
  type GatewayEvent,
  isQuestionEvent,
  type QuestionRecord,
} from "../core/index.js";
import { endingLabelsOf } from "./ending-labels.js";
import { processMetricsRegistry } from "./process-metrics.js";

/** Surfaces are names clients choose; past this many distinct ones the rest count as `other`. */
export const MAX_SURFACE_LABELS = 32;

/** From a millisecond on loopback to a wake across processes and a slow store. */
const WAKE_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** How long a scrape waits for the store to count pending questions before it does without. */
export const PENDING_READ_TIMEOUT_MS = 2000;

/**
 * One gateway's Prometheus metrics, in a registry of its own (several gateways may share a
 * process, as in the tests), served together with the process's metrics. A scrape never fails
 * for the store: while it is down the pending-questions gauge is left out, and
 * `ask_user_store_up` says so.
 */
export class GatewayMetrics {
  readonly contentType = Registry.PROMETHEUS_CONTENT_TYPE;
  readonly #registry = new Registry();
  /** What is read from the store at scrape time: served only when the store answered. */
  readonly #storeRegistry = new Registry();
  readonly #now: () => number;
  readonly #storeTimeoutMs: number;
  readonly #surfaces = new Set<string>();
  #countPending: () => Promise<number> = async () => 0;

  readonly #pending = new Gauge({
    name: "ask_user_pending_questions",
    help: "Questions pending now, read from the store at scrape time; absent while the store is down (see ask_user_store_up).",
    registers: [this.#storeRegistry],
  });

  readonly #storeUp = new Gauge({
    name: "ask_user_store_up",
    help: "1 when the store answered this scrape's read, 0 when it failed or did not answer in time.",
    registers: [this.#registry],
  });

  readonly #asked = new Counter({
    name: "ask_user_questions_asked_total",
    help: "Questions asked.",
    registers: [this.#registry],
  });

  readonly #ended = new Counter({
    name: "ask_user_questions_ended_total",
    help: "Questions ended, by final status, by what ended them (human, timeout, abort, cancel, delivery) and through which surface (none when no surface was involved).",
    labelNames: ["status", "ended_by", "surface"] as const,
    registers: [this.#registry],
  });

  readonly #wake = new Histogram({
    name: "ask_user_answer_to_wake_seconds",
    help: "Seconds from a question's ending being stored to a waiting agent being woken, by final status.",
    labelNames: ["status"] as const,
    buckets: WAKE_BUCKETS,
    registers: [this.#registry],
  });

  readonly #planSteps = new Counter({
    name: "ask_user_plan_steps_total",
    help: "Later steps of delivery plans this gateway took, by outcome: fired, or skipped (the question had ended, or the step was due after its deadline).",
    labelNames: ["outcome"] as const,
    registers: [this.#registry],
  });

  readonly #escalations = new Counter({
    name: "ask_user_escalations_total",
    help: "Chats a later plan step delivered a question to, by channel.",
    labelNames: ["channel"] as const,
    registers: [this.#registry],
  });

  readonly #reminders = new Counter({
    name: "ask_user_reminders_total",
    help: "Reminders a plan step sent where a prompt already was, by channel.",
    labelNames: ["channel"] as const,
    registers: [this.#registry],
  });

  readonly #refused = new Counter({
    name: "ask_user_http_requests_refused_total",
    help: "Connections cut before their request was read whole, by reason: request_timeout (its headers or body did not arrive within the bound, a slow or stalled sender).",
    labelNames: ["reason"] as const,
    registers: [this.#registry],
  });

  constructor(options: { now?: () => number; storeTimeoutMs?: number } = {}) {
    this.#now = options.now ?? Date.now;
    this.#storeTimeoutMs = options.storeTimeoutMs ?? PENDING_READ_TIMEOUT_MS;
  }

  /** Counts asks and endings from the service's events; returns the unsubscribe function. */
  follow(events: EventBus<GatewayEvent>, countPending: () => Promise<number>): () => void {
    this.#countPending = countPending;
    return events.subscribe((event) => {
      if (!isQuestionEvent(event)) return;
      if (event.type === "question-asked") {
        this.#asked.inc();
        return;
      }
      const labels = endingLabelsOf(event.question);
      this.#ended.inc({
        status: event.question.status,
        ended_by: labels.endedBy,
        surface: this.#boundedSurface(labels.surface),
      });
    });
  }

  /**
   * This gateway took a plan step: `escalatedTo` are the channels of the chats that got the
   * question, `remindedOn` those of the reminders it sent (one per chat).
   */
  observePlanStep(
    outcome: "fired" | "skipped",
    reached: { escalatedTo: readonly string[]; remindedOn: readonly string[] },
  ): void {
    this.#planSteps.inc({ outcome });
    for (const channel of reached.escalatedTo) this.#escalations.inc({ channel });
    for (const channel of reached.remindedOn) this.#reminders.inc({ channel });
  }

  /** The server cut a connection whose request did not arrive in time. */
  observeRefusedRequest(reason: "request_timeout"): void {
    this.#refused.inc({ reason });
  }

  /** A waiting agent was just woken by this question's ending. */
  observeWake(record: QuestionRecord): void {
    if (record.endedAt === undefined) return;
    const seconds = Math.max(0, (this.#now() - Date.parse(record.endedAt)) / 1000);
    this.#wake.observe({ status: record.status }, seconds);
  }

  /**
   * The Prometheus text exposition: this gateway's metrics, then the process's. The pending
   * gauge only when the store counted them in time.
   */
  async render(): Promise<string> {
    const pending = await this.#readPending();
    this.#storeUp.set(pending === undefined ? 0 : 1);
    const parts = [await this.#registry.metrics()];
    if (pending !== undefined) {
      this.#pending.set(pending);
      parts.push(await this.#storeRegistry.metrics());
    }
    parts.push(await processMetricsRegistry().metrics());
    return parts.join("\n");
  }

  /** The number of pending questions, or undefined when the store failed or took too long. */
  async #readPending(): Promise<number | undefined> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), this.#storeTimeoutMs);
    });
    try {
      return await Promise.race([this.#countPending(), timedOut]);
    } catch {
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  #boundedSurface(surface: string): string {
    if (this.#surfaces.has(surface)) return surface;
    if (this.#surfaces.size >= MAX_SURFACE_LABELS) return "other";
    this.#surfaces.add(surface);
    return surface;
  }
}
