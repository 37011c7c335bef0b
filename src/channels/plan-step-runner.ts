import type { QuestionRecord, QuietHours } from "../core/index.js";
import { isTerminal, quietUntil } from "../core/index.js";
import { NextDueTimer } from "../service/next-due-timer.js";
import type { QuestionService } from "../service/question-service.js";
import type {
  DeliveryPlan,
  DeliveryPlanStep,
  DeliveryRecords,
  PlannedRoute,
  PlanStep,
  PlanStepStore,
} from "../store/question-store.js";
import { isSent } from "../store/unsent-delivery.js";
import type { BackgroundWork } from "./background-work.js";
import { RecentIds } from "./recent-ids.js";
import type { UnsettledSends } from "./unsettled-sends.js";

/** What one step's delivery came to: the channels of the chats that took it, and why others did not. */
export interface StepDelivery {
  delivered: string[];
  failures: string[];
}

/** What the runner reports of each step it took, for metrics: where it escalated and reminded. */
export type PlanStepObserver = (
  outcome: "fired" | "skipped",
  reached: { escalatedTo: readonly string[]; remindedOn: readonly string[] },
) => void;

export interface PlanStepRunnerOptions {
  service: QuestionService;
  store: PlanStepStore & DeliveryRecords;
  work: BackgroundWork;
  /** Where each fired step's sends are counted as begun, from its taking until they settle. */
  unsettled: UnsettledSends;
  /** Delivers the question to a step's chats, as the hub delivers at the ask. */
  deliver(question: QuestionRecord, routes: PlannedRoute[]): Promise<StepDelivery>;
  /** Reminds of the question where its prompts are (step as taken); resolves with the channels reminded on. */
  remind(question: QuestionRecord, step: PlanStep): Promise<string[]>;
  log(line: Record<string, unknown>): void;
  observe?: PlanStepObserver;
}

const NOWHERE = { escalatedTo: [], remindedOn: [] } as const;
/**
 * Questions with steps waiting that this process planned lately: their ending skips those steps
 * at once. An ending of any other question costs no read; a step of one forgotten here (after a
 * restart, or beyond this many) is skipped when it comes due.
 */
const RECENTLY_PLANNED = 10_000;

/**
 * The later steps of delivery plans (and the chats at the ask, when quiet hours hold them): kept
 * in the store with their question (so any gateway can fire them, after a restart or when the
 * asking process died), each taken exactly once through the store, when due. A step never fires
 * once its question has ended, and a step due at or after the deadline is skipped. Every gateway
 * keeps one timer for the next waiting step (`NextDueTimer`, from the store's index); the store
 * decides which one takes it.
 */
export class PlanStepRunner {
  readonly #service: QuestionService;
  readonly #store: PlanStepStore & DeliveryRecords;
  readonly #work: BackgroundWork;
  readonly #unsettled: UnsettledSends;
  readonly #deliver: PlanStepRunnerOptions["deliver"];
  readonly #remind: PlanStepRunnerOptions["remind"];
  readonly #log: PlanStepRunnerOptions["log"];
  readonly #observe: PlanStepObserver;
  readonly #due: NextDueTimer<PlanStep>;
  readonly #planned = new RecentIds(RECENTLY_PLANNED);

  constructor(options: PlanStepRunnerOptions) {
    this.#service = options.service;
    this.#store = options.store;
    this.#work = options.work;
    this.#unsettled = options.unsettled;
    this.#deliver = options.deliver;
    this.#remind = options.remind;
    this.#log = options.log;
    this.#observe = options.observe ?? (() => {});
    this.#due = new NextDueTimer({
      next: (limit) => this.#store.listWaitingPlanSteps(limit),
      dueAt: (step) => step.dueAt,
      fire: (step) => this.#take(step),
      now: () => Date.parse(this.#service.now()),
    });
  }

  /**
   * The question's steps, stored once for every gateway, and their timers set here: the later
   * steps of `plan` (those after 0 s), and, when the ask falls in the session's quiet hours, the
   * chats at the ask (`atAsk`) as step 0. A step due in quiet hours waits for their end. Returns
   * the steps as stored.
   */
  async plan(
    question: QuestionRecord,
    plan: DeliveryPlan | undefined,
    session: { atAsk: readonly PlannedRoute[]; quietHours: QuietHours | undefined },
  ): Promise<PlanStep[]> {
    const created = Date.parse(question.createdAt);
    const atAsk: DeliveryPlanStep[] =
      session.atAsk.length > 0 ? [{ afterSeconds: 0, routes: [...session.atAsk] }] : [];
    const later = (plan?.steps ?? []).filter((step) => step.afterSeconds > 0);
    const candidates = [...atAsk, ...later].flatMap((step, position): PlanStep[] => {
      const due = new Date(created + step.afterSeconds * 1000);
      const quietEnd = session.quietHours && quietUntil(session.quietHours, due);
      // Outside quiet hours the hub delivers at the ask itself.
      if (step.afterSeconds === 0 && !quietEnd) return [];
      return [
        {
          questionId: question.id,
          index: atAsk.length > 0 ? position : position + 1,
          dueAt: (quietEnd ?? due).toISOString(),
          routes: step.routes,
          remind: step.remind === true,
        },
      ];
    });
    // Most questions have no later step: they cost the store nothing here. Every gateway derives
    // the same candidates from the same settings, so none can have stored steps for them.
    if (candidates.length === 0) return [];
    const steps = await this.#store.ensurePlanSteps(question.id, candidates);
    for (const step of steps) {
      if (step.takenAt !== undefined) continue;
      // Due at or after the deadline: it could never fire, and the record says so at once.
      if (step.dueAt >= question.expiresAt) await this.#skip(step);
      else {
        this.#planned.add(question.id);
        this.#due.add(step.dueAt);
      }
    }
    return steps;
  }

  /** Whether the delivery at the ask waits for quiet hours to end, as step 0 of `steps`. */
  static askDelayed(steps: readonly PlanStep[]): boolean {
    return steps.some((step) => step.index === 0);
  }

  /**
   * Whether a step of the question may still reach someone: waiting, due before its deadline,
   * and adding chats (only the steps after step `after`, when given). A reminder alone goes
   * only where the prompt already is, so it reaches nobody the prompt did not.
   */
  static laterStepRemains(
    question: QuestionRecord,
    steps: readonly PlanStep[],
    after?: number,
  ): boolean {
    return steps.some(
      (step) =>
        (after === undefined || step.index > after) &&
        step.takenAt === undefined &&
        step.dueAt < question.expiresAt &&
        step.routes.length > 0,
    );
  }

  /** Arms the timer for the first waiting step, e.g. after a restart (overdue ones fire now). */
  catchUp(): Promise<void> {
    return this.#due.start();
  }

  /** The question ended: its waiting steps are skipped, never fired. */
  async ended(questionId: string): Promise<void> {
    // Only a question planned here lately costs a read; others' steps are skipped when due.
    if (!this.#planned.has(questionId)) return;
    this.#planned.delete(questionId);
    for (const step of await this.#store.listPlanSteps(questionId))
      if (step.takenAt === undefined) await this.#skip(step);
  }

  stop(): void {
    this.#due.stop();
  }

  async #skip(step: PlanStep): Promise<void> {
    if (await this.#store.takePlanStep(step, "skipped", this.#service.now()))
      this.#observe("skipped", NOWHERE);
  }

  /**
   * Takes a due step (of all gateways with this timer, the store lets one), and sends it in the
   * background: the timer goes on to the next step meanwhile. True: the step waits no longer.
   */
  async #take(step: PlanStep): Promise<boolean> {
    const question = await this.#service.find(step.questionId);
    const now = this.#service.now();
    const due =
      question !== undefined && !isTerminal(question.status) && step.dueAt < question.expiresAt;
    if (!(await this.#store.takePlanStep(step, due ? "fired" : "skipped", now))) return true;
    if (!due || !question) this.#observe("skipped", NOWHERE);
    else this.#work.track(this.#unsettled.track(now, () => this.#fire(question, step, now)));
    return true;
  }

  async #fire(question: QuestionRecord, step: PlanStep, now: string): Promise<void> {
    this.#log({
      level: "info",
      msg: "plan step fired",
      questionId: step.questionId,
      step: step.index,
    });
    // Reminders first: the chats this step adds get the prompt itself, not a reminder of it.
    const taken: PlanStep = { ...step, takenAt: now, outcome: "fired" };
    const remindedOn = step.remind ? await this.#remind(question, taken) : [];
    const { delivered, failures } = await this.#deliver(question, step.routes);
    this.#observe("fired", { escalatedTo: delivered, remindedOn });
    // Courtesy routes (and a reminder alone) never end the question by failing.
    if (delivered.length > 0 || step.routes.every((route) => route.courtesy)) return;
    // Nothing took it: the question ends only when no earlier step reached anyone and none is left.
    const steps = await this.#store.listPlanSteps(question.id);
    if (PlanStepRunner.laterStepRemains(question, steps, step.index)) return;
    const deliveries = await this.#store.listDeliveries({ questionId: question.id });
    if (deliveries.some(isSent)) return;
    await this.#service.failDelivery(question.id, failures.join("; ")).catch(() => {});
  }
}
