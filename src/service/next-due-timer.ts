/** How many items one read brings: the due ones are fired in turn, the next arms the timer. */
const BATCH = 100;
/** Node's timers wait at most 2^31 - 1 ms; a later item is re-armed for when that one fires. */
const MAX_DELAY_MS = 2 ** 31 - 1;
/** After a store failure, the next look comes this much later: nothing due is ever dropped. */
const RETRY_MS = 1000;

export interface NextDueTimerOptions<T> {
  /** The waiting items that come due first, earliest first (read from the store's index). */
  next(limit: number): Promise<T[]>;
  /** When the item is due (ISO 8601). */
  dueAt(item: T): string;
  /** Acts on a due item; true once it is no longer waiting (here or by another gateway). */
  fire(item: T): Promise<boolean>;
  /** Milliseconds since the epoch. */
  now(): number;
}

/**
 * One timer for every waiting item (deadlines of pending questions, plan steps): armed for the
 * next one the store knows of, it fires what is due and re-arms from the store. Nothing is
 * kept per item, so a gateway with a million pending starts as fast as an empty one; on a
 * shared store each gateway's timer fires for the same item, and the store's atomic take lets
 * one of them act.
 */
export class NextDueTimer<T> {
  readonly #options: NextDueTimerOptions<T>;
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** When the armed timer fires (ms since the epoch); undefined while none is armed. */
  #armedFor: number | undefined;
  #running = false;
  /** A deadline came in while a run was reading: the run looks again before it arms. */
  #again = false;
  #stopped = true;

  constructor(options: NextDueTimerOptions<T>) {
    this.#options = options;
  }

  /** Fires what became due while nobody watched, and arms the timer for the next item. */
  start(): Promise<void> {
    this.#stopped = false;
    return this.#run();
  }

  stop(): void {
    this.#stopped = true;
    this.#disarm();
  }

  /** An item due at `dueAt` began to wait, here or on another gateway. */
  add(dueAt: string): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    const at = Date.parse(dueAt);
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
        await this.#fireDue();
      } while (this.#again && !this.#stopped);
    } catch {
      if (!this.#stopped) this.#arm(this.#options.now() + RETRY_MS);
    } finally {
      this.#running = false;
    }
  }

  async #fireDue(): Promise<void> {
    for (;;) {
      const next = await this.#options.next(BATCH);
      let done = 0;
      for (const item of next) {
        if (this.#stopped) return;
        const at = Date.parse(this.#options.dueAt(item));
        // Not due yet (timers may fire a moment before the wall clock gets there): wait for it.
        if (at > this.#options.now()) return this.#arm(at);
        if (await this.#options.fire(item)) done += 1;
      }
      if (next.length < BATCH) return;
      // A whole batch was due; what would not go is looked at again later, not now.
      if (done === 0) return this.#arm(this.#options.now() + RETRY_MS);
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
