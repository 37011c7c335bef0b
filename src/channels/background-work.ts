/**
 * Work that runs after the caller has moved on (a delivery, an inbound event acknowledged
 * first): failures go to `onError` instead of becoming unhandled rejections, and `idle()`
 * lets a stop wait for all of it.
 */
export class BackgroundWork {
  readonly #inFlight = new Set<Promise<void>>();
  readonly #onError: (error: unknown) => void;

  constructor(onError: (error: unknown) => void) {
    this.#onError = onError;
  }

  track(work: Promise<unknown>): void {
    const tracked = work.then(
      () => {},
      (error: unknown) => this.#onError(error),
    );
    this.#inFlight.add(tracked);
    void tracked.finally(() => this.#inFlight.delete(tracked));
  }

  /** Resolves once everything tracked so far, and whatever it tracked meanwhile, is done. */
  async idle(): Promise<void> {
    while (this.#inFlight.size > 0) await Promise.allSettled([...this.#inFlight]);
  }
}
