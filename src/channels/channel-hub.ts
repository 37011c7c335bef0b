import { setImmediate } from "node:timers/promises";
import type { GatewayEvent, Locale, QuestionRecord } from "../core/index.js";
import { isQuestionEvent, isTerminal } from "../core/index.js";
import type { RoutableChannel } from "../service/channel-routes.js";
import type { QuestionService } from "../service/question-service.js";
import type {
  Delivery,
  DeliveryKey,
  DeliveryPlan,
  PlannedRoute,
  PlanStep,
  QuestionFilter,
  QuestionStore,
} from "../store/question-store.js";
import { StoreUnavailableError } from "../store/question-store.js";
import { isSent, UNSENT_MESSAGE_ID } from "../store/unsent-delivery.js";
import { BackgroundWork } from "./background-work.js";
import type { ChannelContext, ChannelHttpRoute } from "./channel-adapter.js";
import type { ChannelRegistry, ChannelSetup } from "./channel-registry.js";
import { chatAddressBook } from "./chat-address-book.js";
import { errorLogFields, errorText } from "./error-text.js";
import { InboundPipeline } from "./inbound-pipeline.js";
import {
  type OwedDeliveries,
  owedDeliveries,
  promptsOwedReminder,
  type SendOver,
} from "./owed-deliveries.js";
import { type PlanStepObserver, PlanStepRunner, type StepDelivery } from "./plan-step-runner.js";
import { ReceiverLease } from "./receiver-lease.js";
import { DEFAULT_RETRY_POLICY, type RetryPolicy, withRetry } from "./retry-policy.js";
import { UnsettledSends } from "./unsettled-sends.js";

export interface ChannelHubOptions {
  service: QuestionService;
  store: QuestionStore;
  registry: ChannelRegistry;
  retry?: Partial<RetryPolicy>;
  log?: (line: Record<string, unknown>) => void;
  /** Reports each plan step this process took, for metrics. */
  observePlanStep?: PlanStepObserver;
  /** On a shared store: how soon another process takes over a dead one's long poll. */
  leaseTtlMs?: number;
  /**
   * On a shared store: how often this process looks for deliveries a dead one left unfinished
   * (each is resumed once its send window is over). Alone on its store: how often it moves the
   * resume mark over what it has sent.
   */
  resumeEveryMs?: number;
  /**
   * How long one send may take, every retry included; on a shared store, an unsent delivery
   * older than this was left by a process that died, and another resumes it.
   */
  sendWindowMs?: number;
}

/** A chat (or a chatless channel, with chatId "") the hub delivers one question to. */
interface DeliveryTarget {
  channel: string;
  chatId: string;
  /** Delivered if it can be, but its failure alone never ends the question. */
  courtesy?: boolean;
}

function toTarget(route: PlannedRoute): DeliveryTarget {
  return {
    channel: route.channel,
    chatId: route.chatId ?? "",
    ...(route.courtesy ? { courtesy: true } : {}),
  };
}

function toRoute(target: DeliveryTarget): PlannedRoute {
  return {
    channel: target.channel,
    ...(target.chatId === "" ? {} : { chatId: target.chatId }),
    ...(target.courtesy ? { courtesy: true } : {}),
  };
}

/** A target as a failure's detail names it: `telegram 123`, or just `push`. */
function routeName(target: DeliveryTarget): string {
  return target.chatId === "" ? target.channel : `${target.channel} ${target.chatId}`;
}

/** A pending question's owed deliveries, with its steps and language, ready to resume. */
interface Resumable {
  question: QuestionRecord;
  owed: OwedDeliveries;
  steps: PlanStep[];
  locale: Locale;
}

/** Long enough to ride out a slow database, short enough that a takeover is quick. */
export const DEFAULT_LEASE_TTL_MS = 15_000;
/**
 * On a shared store, in leases: a dead gateway's long poll moves after one; its unfinished
 * sends are looked for every two and resumed once four have passed since they began (by
 * default 60 s, what one send may take with every retry). A short lease makes takeovers quick
 * at the price of a second try of a send that is merely slow (one `webhook-id`, or a copy the
 * channel's history finds).
 */
const RESUME_EVERY_LEASES = 2;
const SEND_WINDOW_LEASES = 4;
/**
 * Alone on the store, the resume mark moves this often, to this long before the time: a
 * question is stamped a moment before the hub hears of it, and the mark may move in between.
 */
const MARK_EVERY_ALONE_MS = 5_000;
const MARK_MARGIN_ALONE_MS = 5_000;
/** Pending questions (or fired steps) read at a time when looking for unfinished sends. */
const RESUME_PAGE = 200;
/** Every send, live or resumed after a restart with no other gateway, is over. */
const EVERY_SEND_OVER: SendOver = () => true;

/**
 * Connects the question lifecycle to the chat channels: delivers each new question to the
 * session's routes, ends it as `delivery_failed` when no route takes it (SPEC L6), and
 * replaces every delivered prompt with its summary when the question ends (SPEC L7).
 */
export class ChannelHub {
  readonly #service: QuestionService;
  readonly #store: QuestionStore;
  readonly #registry: ChannelRegistry;
  readonly #retry: RetryPolicy;
  readonly #log: (line: Record<string, unknown>) => void;
  readonly #work: BackgroundWork;
  readonly #stopping = new AbortController();
  readonly #leaseTtlMs: number;
  readonly #receiverLeases: ReceiverLease[] = [];
  readonly #planSteps: PlanStepRunner;
  readonly #resumeEveryMs: number;
  /** Also how long one process may hold a question's delivery before another may try. */
  readonly #sendWindowMs: number;
  /** On a shared store the look for what dead gateways left; alone, moving the resume mark. */
  #resumeTimer: ReturnType<typeof setInterval> | undefined;
  /** What this process has begun to send and not settled (alone, the mark stops before it). */
  readonly #unsettled = new UnsettledSends();
  /** The resume mark as this process last moved it (epoch ms). */
  #markedThrough = Number.NEGATIVE_INFINITY;
  /** Prompts this process is closing now (by their close lease's name). */
  readonly #closing = new Set<string>();
  /** Questions with a send of this process on its way, by how many: never resumed here. */
  readonly #sending = new Map<string, number>();
  #unsubscribe: (() => void) | undefined;

  constructor(options: ChannelHubOptions) {
    this.#service = options.service;
    this.#store = options.store;
    this.#registry = options.registry;
    this.#retry = { ...DEFAULT_RETRY_POLICY, ...options.retry };
    this.#log = options.log ?? (() => {});
    this.#leaseTtlMs = options.leaseTtlMs ?? DEFAULT_LEASE_TTL_MS;
    this.#resumeEveryMs =
      options.resumeEveryMs ??
      (options.store.cluster ? RESUME_EVERY_LEASES * this.#leaseTtlMs : MARK_EVERY_ALONE_MS);
    this.#sendWindowMs = options.sendWindowMs ?? SEND_WINDOW_LEASES * this.#leaseTtlMs;
    this.#work = new BackgroundWork((error) =>
      this.#log({ level: "error", msg: "channel work failed", error: String(error) }),
    );
    this.#planSteps = new PlanStepRunner({
      service: this.#service,
      store: this.#store,
      work: this.#work,
      unsettled: this.#unsettled,
      deliver: (question, routes) => this.#deliverTo(question, routes.map(toTarget)),
      remind: (question, step) => this.#remind(question, step, EVERY_SEND_OVER),
      log: this.#log,
      ...(options.observePlanStep === undefined ? {} : { observe: options.observePlanStep }),
    });
  }

  /** The channels a route may name. */
  routableChannels(): RoutableChannel[] {
    return this.#registry.all().map(({ adapter }) => ({
      name: adapter.name,
      chatless: adapter.chatless === true,
      ...(adapter.routeAddress ? { address: adapter.routeAddress } : {}),
    }));
  }

  /** The channels' own HTTP routes (webhooks of channels in webhook mode, answer links). */
  webhooks(): ChannelHttpRoute[] {
    return this.#registry
      .all()
      .flatMap(({ adapter }) => [
        ...(adapter.webhook ? [adapter.webhook] : []),
        ...(adapter.httpRoutes ?? []),
      ]);
  }

  /**
   * Subscribes to the service, starts every adapter, and catches up with what happened while
   * the gateway was down: prompts of ended questions are closed, and pending questions that
   * never reached a route are delivered. Call before `service.start()` so its expiries are seen.
   */
  async start(): Promise<void> {
    // Without channels there is nothing to deliver, close or catch up with.
    if (this.#registry.all().length === 0) return;
    this.#unsubscribe = this.#service.events.subscribe((event) => this.#onEvent(event));
    for (const setup of this.#registry.all()) {
      const { adapter } = setup;
      await adapter.start(this.#contextFor(setup));
      const receiver = adapter.exclusiveReceiver;
      const cluster = this.#store.cluster;
      if (!receiver) continue;
      if (!cluster) await receiver.start();
      else {
        const lease = new ReceiverLease({
          cluster,
          name: `receiver:${adapter.name}`,
          receiver,
          ttlMs: this.#leaseTtlMs,
          log: (line) => this.#log({ channel: adapter.name, ...line }),
        });
        lease.start();
        this.#receiverLeases.push(lease);
      }
    }
    this.#work.track(this.#catchUp());
    // On a shared store a gateway may die mid-send with the others running on: they resume it.
    if (this.#store.cluster)
      this.#resumeTimer = setInterval(
        () => this.#work.track(this.#resumeAbandoned()),
        this.#resumeEveryMs,
      );
  }

  async stop(): Promise<void> {
    this.#unsubscribe?.();
    clearInterval(this.#resumeTimer);
    this.#stopping.abort();
    this.#planSteps.stop();
    await this.idle();
    for (const lease of this.#receiverLeases.splice(0)) await lease.stop();
    for (const { adapter } of this.#registry.all()) {
      if (!this.#store.cluster) await adapter.exclusiveReceiver?.stop();
      await adapter.stop();
    }
  }

  /** Resolves once every delivery and edit started so far has finished. */
  idle(): Promise<void> {
    return this.#work.idle();
  }

  /**
   * Where a session's questions go at the ask: its plan's chats at 0 s (its own plan, else the
   * configured default), else every channel's default chats and the chatless channels that
   * notify by default (as courtesies).
   */
  async #targetsAtAsk(plan: DeliveryPlan | undefined): Promise<DeliveryTarget[]> {
    if (plan !== undefined)
      return plan.steps
        .filter((step) => step.afterSeconds === 0)
        .flatMap((step) => step.routes.map(toTarget));
    const defaults = await Promise.all(
      this.#registry
        .all()
        .map(async ({ adapter, defaultChatIds, notifiesByDefault }) => [
          ...defaultChatIds.map((chatId) => ({ channel: adapter.name, chatId })),
          ...((await notifiesByDefault?.())
            ? [{ channel: adapter.name, chatId: "", courtesy: true }]
            : []),
        ]),
    );
    return defaults.flat();
  }

  #onEvent(event: GatewayEvent): void {
    if (!isQuestionEvent(event)) return;
    const { question } = event;
    if (event.type === "question-asked")
      this.#work.track(this.#unsettled.track(question.createdAt, () => this.#deliver(question)));
    else {
      this.#work.track(this.#planSteps.ended(question.id));
      this.#work.track(this.#close(question));
    }
  }

  async #deliver(question: QuestionRecord): Promise<void> {
    const { plan, quietHours, locale } = await this.#service.sessions.forDelivery(
      question.sessionId,
    );
    const targets = await this.#targetsAtAsk(plan);
    // Every process keeps the steps' timers; the store lets one fire each.
    const later = await this.#planSteps.plan(question, plan, {
      atAsk: targets.map(toRoute),
      quietHours,
    });
    // In quiet hours the chats at the ask are a step of their own, due when the hours end.
    if (PlanStepRunner.askDelayed(later)) return;
    if (targets.length === 0) return; // Served by the Control UI and the API alone (for now).
    const cluster = this.#store.cluster;
    if (!cluster) return this.#deliverAtAsk(question, targets, later, locale);
    // Every process hears of a new question; the one that claims it delivers, once.
    const claim = `delivery:${question.id}`;
    if (!(await cluster.acquireLease(claim, this.#sendWindowMs))) return;
    try {
      const current = await this.#service.find(question.id);
      if (current?.status !== "pending") return;
      const deliveries = await this.#store.listDeliveries({ questionId: question.id });
      if (deliveries.some(isSent)) return;
      await this.#deliverAtAsk(current, targets, later, locale);
    } finally {
      await cluster.releaseLease(claim).catch(() => {});
    }
  }

  /**
   * The delivery at the ask. When no chat takes it, the question ends as `delivery_failed`
   * (SPEC L6), unless a later step of its plan may still reach someone.
   */
  async #deliverAtAsk(
    question: QuestionRecord,
    targets: DeliveryTarget[],
    later: readonly PlanStep[],
    locale: Locale,
  ): Promise<void> {
    const { delivered, failures } = await this.#deliverTo(question, targets, locale);
    const required = targets.filter((target) => !target.courtesy).length;
    if (delivered.length > 0 || required === 0 || this.#stopping.signal.aborted) return;
    if (PlanStepRunner.laterStepRemains(question, later)) return;
    try {
      await this.#service.failDelivery(question.id, failures.join("; "));
    } catch {
      // It ended some other way meanwhile (answered through the API, say): nothing to report.
    }
  }

  /** Shows the question in each target chat; resolves with how many took it and why others did not. */
  async #deliverTo(
    question: QuestionRecord,
    targets: DeliveryTarget[],
    known?: Locale,
    resuming = false,
  ): Promise<StepDelivery> {
    const locale = known ?? (await this.#service.sessions.settings(question.sessionId)).locale;
    const failures: string[] = [];
    const delivered: string[] = [];
    await Promise.all(
      targets.map(async (route) => {
        const setup = this.#registry.get(route.channel);
        if (!setup) {
          failures.push(`${routeName(route)}: no such channel on this gateway`);
          return;
        }
        const key = { questionId: question.id, channel: route.channel, chatId: route.chatId };
        try {
          const findCopy = resuming ? setup.adapter.findCopy?.bind(setup.adapter) : undefined;
          await this.#send(
            question,
            key,
            locale,
            (signal) => setup.adapter.deliver({ question, chatId: route.chatId, locale, signal }),
            findCopy && ((signal) => findCopy({ question, chatId: route.chatId, signal })),
          );
          delivered.push(route.channel);
        } catch (error) {
          failures.push(`${routeName(route)}: ${errorText(error)}`);
          this.#log({
            level: "warn",
            msg: "delivery failed",
            questionId: question.id,
            channel: route.channel,
            chatId: route.chatId,
            ...errorLogFields(error),
          });
        }
      }),
    );
    return { delivered, failures };
  }

  /**
   * Reminds of the question where each of its prompts is open, on the channels that can
   * (plan step `step`, as taken); resolves with the channels reminded on. The reminders are
   * deliveries too: a reply to one finds the question, and each is closed with the prompt. A
   * prompt that has its reminder (sent, refused, or on its way while `over` says so) gets none.
   * `resuming`: a send of them may have been cut off, and its copy is looked for first.
   */
  async #remind(
    question: QuestionRecord,
    step: PlanStep,
    over: SendOver,
    resuming = false,
  ): Promise<string[]> {
    const deliveries = await this.#store.listDeliveries({ questionId: question.id });
    const prompts = promptsOwedReminder(step, deliveries, over);
    if (prompts.length === 0) return [];
    const { locale } = await this.#service.sessions.settings(question.sessionId);
    const reminded: string[] = [];
    await Promise.all(
      prompts.map(async (prompt) => {
        const setup = this.#registry.get(prompt.channel);
        const remind = setup?.adapter.remind?.bind(setup.adapter);
        if (!setup || !remind) return;
        const { questionId, channel, chatId } = prompt;
        const findCopy = resuming ? setup.adapter.findCopy?.bind(setup.adapter) : undefined;
        const reminder = { step: step.index, prompt };
        try {
          await this.#send(
            question,
            { questionId, channel, chatId, reminderStep: step.index },
            locale,
            (signal) =>
              remind({
                question,
                prompt,
                step: step.index,
                locale,
                mentions: setup.allowedUsers,
                signal,
              }),
            findCopy && ((signal) => findCopy({ question, chatId, reminder, signal })),
          );
          reminded.push(channel);
        } catch (error) {
          this.#log({
            level: "warn",
            msg: "reminder failed",
            questionId,
            channel,
            chatId,
            ...errorLogFields(error),
          });
        }
      }),
    );
    return reminded;
  }

  /**
   * Sends one prompt or reminder with retries, recorded in the store before it goes out (a
   * reply racing the send finds it) and with its message id once sent. Announced on the event
   * stream for the timeline; closed at once if the question ended while it was on its way.
   * `findCopy`, when resuming a send that may have been cut off: a copy it finds on the
   * platform is recorded instead of posting another.
   */
  async #send(
    question: QuestionRecord,
    key: DeliveryKey,
    locale: Locale,
    send: (signal: AbortSignal) => Promise<{ messageId: string }>,
    findCopy?: (signal: AbortSignal) => Promise<string | undefined>,
  ): Promise<void> {
    const { questionId } = key;
    this.#sending.set(questionId, (this.#sending.get(questionId) ?? 0) + 1);
    const sendUnlessCopied = async (signal: AbortSignal) => {
      const copy = await findCopy?.(signal);
      return copy === undefined ? send(signal) : { messageId: copy };
    };
    const { messageId } = await this.#store
      .putDelivery({ ...key, messageId: UNSENT_MESSAGE_ID, deliveredAt: this.#service.now() })
      .then(() => withRetry(this.#retry, sendUnlessCopied, this.#stopping.signal))
      .catch(async (error: unknown) => {
        await this.#store.closeDelivery(key, this.#service.now()).catch(() => {});
        throw error;
      })
      .finally(() => {
        const left = (this.#sending.get(questionId) ?? 1) - 1;
        if (left > 0) this.#sending.set(questionId, left);
        else this.#sending.delete(questionId);
      });
    const delivery: Delivery = { ...key, messageId, deliveredAt: this.#service.now() };
    await this.#store.putDelivery(delivery);
    this.#service.announceDelivery(question, delivery);
    // It may have ended while the message was on its way: close it now, not never.
    const current = await this.#service.find(question.id);
    if (current && isTerminal(current.status)) await this.#closeOne(current, delivery, locale);
  }

  async #close(question: QuestionRecord): Promise<void> {
    const deliveries = await this.#store.listDeliveries({ questionId: question.id, open: true });
    if (deliveries.length === 0) return;
    const { locale } = await this.#service.sessions.settings(question.sessionId);
    await Promise.all(deliveries.map((delivery) => this.#closeOne(question, delivery, locale)));
  }

  /**
   * Replaces a sent prompt (or reminder) with the question's outcome, then marks it closed: a
   * process that dies in between leaves it open, and the next start shows the outcome again
   * (the edit is idempotent). Of racing closers one edits: within this process by the closes
   * on their way, across processes by a lease on the delivery.
   */
  async #closeOne(question: QuestionRecord, delivery: Delivery, locale: Locale): Promise<void> {
    const setup = this.#registry.get(delivery.channel);
    // A prompt still on its way is closed by its sender, once its id is known.
    if (!setup || !isSent(delivery)) return;
    const name = `close:${delivery.questionId}:${delivery.channel}:${delivery.chatId}:${delivery.reminderStep ?? ""}`;
    if (this.#closing.has(name)) return;
    this.#closing.add(name);
    const cluster = this.#store.cluster;
    try {
      if (cluster && !(await cluster.acquireLease(name, this.#sendWindowMs))) return;
      try {
        if (!(await this.#isOpen(delivery))) return; // Another closer finished meanwhile.
        await withRetry(
          this.#retry,
          (signal) => setup.adapter.showOutcome({ question, delivery, locale, signal }),
          this.#stopping.signal,
        ).catch((error: unknown) =>
          this.#log({
            level: "warn",
            msg: "could not show the outcome",
            questionId: question.id,
            channel: delivery.channel,
            chatId: delivery.chatId,
            ...errorLogFields(error),
          }),
        );
        // Cut off by a stop: left open, so the next start shows the outcome.
        if (this.#stopping.signal.aborted) return;
        await this.#store.closeDelivery(delivery, this.#service.now());
      } finally {
        if (cluster) await cluster.releaseLease(name).catch(() => {});
      }
    } finally {
      this.#closing.delete(name);
    }
  }

  /** Whether the prompt (or reminder) is still open in the store. */
  async #isOpen(delivery: Delivery): Promise<boolean> {
    const { questionId, channel, chatId, messageId } = delivery;
    const open = await this.#store.listDeliveries({
      questionId,
      channel,
      chatId,
      messageId,
      open: true,
    });
    return open.some((candidate) => candidate.reminderStep === delivery.reminderStep);
  }

  async #catchUp(): Promise<void> {
    // The store finds the prompts of questions that ended while down: no read per live prompt.
    for (const delivery of await this.#store.listDeliveries({
      open: true,
      ofEndedQuestions: true,
    })) {
      const question = await this.#service.find(delivery.questionId);
      if (!question) continue;
      const { locale } = await this.#service.sessions.settings(question.sessionId);
      // Left unsent by a process that died mid-send: nothing to edit, nothing on its way.
      if (!isSent(delivery)) await this.#store.closeDelivery(delivery, this.#service.now());
      else await this.#closeOne(question, delivery, locale);
    }
    // Alone on the store, every send begun before this start is over (one begun since is this
    // process's own); on a shared one, the others' may still be on their way.
    if (this.#store.cluster) await this.#resumeAbandoned();
    else {
      const startedAt = this.#service.now();
      // Up to the start, short of any send of this process begun before it and still on its way.
      const through = this.#unsettled.markLimit(Date.parse(startedAt), Number.NEGATIVE_INFINITY);
      await this.#resumeOwed(
        (since) => since < startedAt,
        new Date(through ?? Date.parse(startedAt)).toISOString(),
      );
      // From now on what this process settles moves the mark.
      if (!this.#stopping.signal.aborted)
        this.#resumeTimer = setInterval(
          () => this.#work.track(this.#advanceMark()),
          this.#resumeEveryMs,
        );
    }
    await this.#planSteps.catchUp();
  }

  /** Alone on the store: the mark moves over what this process has settled since. */
  async #advanceMark(): Promise<void> {
    const margin = Math.min(this.#sendWindowMs, MARK_MARGIN_ALONE_MS);
    const now = Date.parse(this.#service.now());
    const limit = this.#unsettled.markLimit(now - margin, this.#markedThrough);
    if (limit !== undefined) await this.#markThrough(limit);
  }

  /** Moves the resume mark; while another process holds the write lock, a later look or tick does. */
  async #markThrough(at: number): Promise<void> {
    try {
      await this.#store.advanceResumeMark(new Date(at).toISOString());
    } catch (error) {
      if (error instanceof StoreUnavailableError) return;
      throw error;
    }
    this.#markedThrough = Math.max(this.#markedThrough, at);
  }

  /** A send begun longer ago than the send window is over: its process finished it or died. */
  #sendWindowOver(): SendOver {
    const now = Date.parse(this.#service.now());
    return (since) => now - Date.parse(since) >= this.#sendWindowMs;
  }

  /**
   * On a shared store, at the start and now and then after: what a gateway that died mid-send
   * left. The mark moves to the start of the send window: later sends may still be on their way.
   */
  async #resumeAbandoned(): Promise<void> {
    if (this.#stopping.signal.aborted) return;
    const over = this.#sendWindowOver();
    const windowStart = Date.parse(this.#service.now()) - this.#sendWindowMs;
    await this.#resumeOwed(over, new Date(windowStart).toISOString());
  }

  /**
   * Sends what pending questions are still owed (`owed-deliveries.ts`): prompts at the ask and
   * of the steps taken, and the steps' reminders, each recorded before it is sent, so a crash
   * at any point leaves a record that says what to send again. On a shared store each question
   * is resumed under the claim its delivery at the ask takes, by one process.
   * Only questions that may owe something are read (`#mayOwe`); once all of them are settled,
   * the mark moves to `markThrough`. A look cut off by a crash, or one that met a question
   * another gateway is resuming, leaves the mark where it was: the next look reads it again.
   */
  async #resumeOwed(over: SendOver, markThrough: string): Promise<void> {
    const mark = await this.#store.resumeMark();
    // Shared, a send window before the mark: the gateways' clocks differ.
    const margin = this.#store.cluster ? this.#sendWindowMs : 0;
    const since =
      mark === undefined ? undefined : new Date(Date.parse(mark) - margin).toISOString();
    let settled = true;
    for await (const pending of this.#mayOwe(since)) {
      if (this.#stopping.signal.aborted) return;
      // This process's own send: its reservation, always looked at, outlives a crash.
      if (this.#sending.has(pending.id)) continue;
      if (!(await this.#resumeQuestion(pending, over))) settled = false;
    }
    if (!settled || this.#stopping.signal.aborted) return;
    await this.#markThrough(Date.parse(markThrough));
  }

  /**
   * The pending questions that may owe a send, once each: with no mark yet, every one; else
   * those asked since `since`, those with a plan step fired since, and those holding a
   * reservation whose send never returned. Each comes from an index of its own, a page at a
   * time, letting requests in between pages.
   */
  async *#mayOwe(since: string | undefined): AsyncGenerator<QuestionRecord> {
    if (since === undefined) {
      yield* this.#pendingQuestions({ status: "pending" });
      return;
    }
    const seen = new Set<string>();
    for await (const question of this.#pendingQuestions({ pendingAskedSince: since })) {
      seen.add(question.id);
      yield question;
    }
    let after: PlanStep | undefined;
    for (;;) {
      const page = { limit: RESUME_PAGE, ...(after === undefined ? {} : { after }) };
      const steps = await this.#store.listFiredPlanSteps(since, page);
      for (const step of steps) yield* this.#pendingOnce(step.questionId, seen);
      if (steps.length < RESUME_PAGE) break;
      after = steps[steps.length - 1];
      await setImmediate();
    }
    for (const reservation of await this.#store.listDeliveries({ unsent: true }))
      yield* this.#pendingOnce(reservation.questionId, seen);
  }

  async *#pendingOnce(questionId: string, seen: Set<string>): AsyncGenerator<QuestionRecord> {
    if (seen.has(questionId)) return;
    seen.add(questionId);
    const question = await this.#service.find(questionId);
    if (question?.status === "pending") yield question;
  }

  /** Matching questions, a page at a time: a look holds one page, not all of them. */
  async *#pendingQuestions(
    filter: Pick<QuestionFilter, "status" | "pendingAskedSince">,
  ): AsyncGenerator<QuestionRecord> {
    let after: string | undefined;
    for (;;) {
      const page = await this.#service.list({
        ...filter,
        limit: RESUME_PAGE,
        ...(after === undefined ? {} : { after }),
      });
      yield* page;
      if (page.length < RESUME_PAGE) return;
      after = page[page.length - 1]?.id;
      await setImmediate();
    }
  }

  /**
   * Resumes what one pending question is owed; on a shared store under its claim. False when
   * another process holds the claim: that one resumes it (or, if it dies, a later look).
   */
  async #resumeQuestion(pending: QuestionRecord, over: SendOver): Promise<boolean> {
    const cluster = this.#store.cluster;
    // Read first: only a question that owes something takes the claim (a write).
    let found = await this.#owedOf(pending, over);
    if (!found) return true;
    if (!cluster) {
      await this.#resume(found, over);
      return true;
    }
    const claim = `delivery:${pending.id}`;
    if (!(await cluster.acquireLease(claim, this.#sendWindowMs))) return false;
    try {
      // Read again under the claim: another process may have resumed it meanwhile.
      const current = await this.#service.find(pending.id);
      found = current?.status === "pending" ? await this.#owedOf(current, over) : undefined;
      if (found) await this.#resume(found, over);
      return true;
    } finally {
      await cluster.releaseLease(claim).catch(() => {});
    }
  }

  /** What a pending question is still owed, with what resuming it needs; undefined for nothing. */
  async #owedOf(question: QuestionRecord, over: SendOver): Promise<Resumable | undefined> {
    const deliveries = await this.#store.listDeliveries({ questionId: question.id });
    const { plan, quietHours, locale } = await this.#service.sessions.forDelivery(
      question.sessionId,
    );
    const targets = (await this.#targetsAtAsk(plan)).map(toRoute);
    const stored = await this.#store.listPlanSteps(question.id);
    // A process that died right after the ask may have stored none: stored once, here.
    const steps =
      stored.length > 0
        ? stored
        : await this.#planSteps.plan(question, plan, { atAsk: targets, quietHours });
    // Quiet hours made the delivery at the ask step 0: it is owed once that step is taken.
    const atAsk = PlanStepRunner.askDelayed(steps) ? [] : targets;
    const owed = owedDeliveries({ askedAt: question.createdAt, atAsk }, steps, deliveries, over);
    if (owed.routes.length === 0 && owed.reminderSteps.length === 0) return undefined;
    return { question, owed, steps, locale };
  }

  async #resume({ question, owed, steps, locale }: Resumable, over: SendOver): Promise<void> {
    this.#log({
      level: "info",
      msg: "resuming unfinished deliveries",
      questionId: question.id,
      routes: owed.routes.length,
      reminders: owed.reminderSteps.length,
    });
    for (const step of owed.reminderSteps) await this.#remind(question, step, over, true);
    if (owed.routes.length === 0) return;
    const { failures } = await this.#deliverTo(question, owed.routes.map(toTarget), locale, true);
    // Nothing reached anyone, and nothing later may: it ends as the delivery at the ask would.
    if (this.#stopping.signal.aborted || owed.routes.every((route) => route.courtesy)) return;
    const after = await this.#store.listDeliveries({ questionId: question.id });
    if (after.some(isSent) || PlanStepRunner.laterStepRemains(question, steps)) return;
    await this.#service.failDelivery(question.id, failures.join("; ")).catch(() => {});
  }

  #contextFor(setup: ChannelSetup): ChannelContext {
    const channel = setup.adapter.name;
    return {
      inbound: new InboundPipeline({
        channel,
        allowedUsers: setup.allowedUsers,
        service: this.#service,
        store: this.#store,
      }),
      addresses: chatAddressBook(this.#store, channel),
      log: (line) => this.#log({ channel, ...line }),
    };
  }
}
