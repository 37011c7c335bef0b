import type { Deadline } from "../store/question-store.js";

/** How many deadlines one read brings: the due ones are expired in turn, the next arms the timer. */
const BATCH = 100;
/** Node's timers wait at most 2^31 - 1 ms; a later deadline is re-armed when that one fires. */
const MAX_DELAY_MS = 2 ** 31 - 1;
/** After a store failure, the next look comes this much later: a deadline is never dropped. */
const RETRY_MS = 1000;

export interface DeadlineTimerOptions {
  /** The pending questions whose deadlines come first, earliest first (the store's index). */
  nextDeadlines(limit: number): Promise<Deadline[]>;
  /** Expires the question if it is due; true once it is no longer pending. */
  expire(deadline: Deadline): Promise<boolean>;
  /** Milliseconds since the epoch. */
  now(): number;
}

/**
 * One timer for every pending question: armed for the next deadline the store knows of, it
 * expires what is due when it fires and re-arms from the store. Nothing is kept per pending
 * question, so a gateway with a million pending starts as fast as an empty one; on a shared
 * store each gateway's timer fires for the same deadline, and the store's atomic ending lets
 * one of them expire it.
 */
export class DeadlineTimer {
  readonly #options: DeadlineTimerOptions;
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** When the armed timer fires (ms since the epoch); undefined while none is armed. */
  #armedFor: number | undefined;
  #running = false;
  /** A deadline came in while a run was reading: the run looks again before it arms. */
  #again = false;
  #stopped = true;

  constructor(options: DeadlineTimerOptions) {
    this.#options = options;
  }

  /** Expires what became due while nobody watched, and arms the timer for the next deadline. */
  start(): Promise<void> {
    this.#stopped = false;
    return this.#run();
  }

  stop(): void {
    this.#stopped = true;
    this.#disarm();
  }

  /** A question with this deadline became pending, here or on another gateway. */
  add(expiresAt: string): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    const at = Date.parse(expiresAt);
    if (this.#armedFor === undefined || at < this.#armedFor) this.#arm(at);
  }

  /** Looks at the store again, as after a start (e.g. when changes may have been missed). */
  refresh(): Promise<void> {
    return this.#run();
  }

  async #run(): Promise<void> {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = true;
    this.#disarm();
    try {
      do {
        this.#again = false;
        await this.#expireDue();
      } while (this.#again && !this.#stopped);
    } catch {
      if (!this.#stopped) this.#arm(this.#options.now() + RETRY_MS);
    } finally {
      this.#running = false;
    }
  }

  async #expireDue(): Promise<void> {
    for (;;) {
      const next = await this.#options.nextDeadlines(BATCH);
      let ended = 0;
      for (const deadline of next) {
        if (this.#stopped) return;
        const at = Date.parse(deadline.expiresAt);
        // Not due yet (timers may fire a moment before the wall clock gets there): wait for it.
        if (at > this.#options.now()) return this.#arm(at);
        if (await this.#options.expire(deadline)) ended += 1;
      }
      if (next.length < BATCH) return;
      // A whole batch was due; one that would not end is looked at again later, not now.
      if (ended === 0) return this.#arm(this.#options.now() + RETRY_MS);
    }
  }

  #arm(at: number): void {
    this.#disarm();
    if (this.#stopped) return;
    this.#armedFor = at;
    const delay = Math.min(Math.max(0, at - this.#options.now()), MAX_DELAY_MS);
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#armedFor = undefined;
      void this.#run();
    }, delay);
  }

  #disarm(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#armedFor = undefined;
  }
}
