export type Listener<T> = (event: T) => void;

/** A minimal synchronous publish/subscribe channel that runs on any JavaScript runtime. */
export class EventBus<T> {
  readonly #listeners = new Set<Listener<T>>();

  /** Registers a listener and returns the function that removes it. */
  subscribe(listener: Listener<T>): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  emit(event: T): void {
    for (const listener of this.#listeners) {
      try {
        listener(event);
      } catch {
        // One failing listener must not keep the event from the others.
      }
    }
  }

  get size(): number {
    return this.#listeners.size;
  }
}
