/**
 * A map that forgets its oldest entries beyond `limit`: for what a channel remembers per
 * human or per event (a pending Other…, an event id already seen), which would otherwise pile
 * up from taps without a follow-up.
 */
export class BoundedMap<Key, Value> {
  readonly #entries = new Map<Key, Value>();
  readonly #limit: number;

  constructor(limit: number) {
    this.#limit = limit;
  }

  get(key: Key): Value | undefined {
    return this.#entries.get(key);
  }

  has(key: Key): boolean {
    return this.#entries.has(key);
  }

  /** Sets the entry as the newest one. */
  set(key: Key, value: Value): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#limit) break;
      this.#entries.delete(oldest);
    }
  }

  delete(key: Key): void {
    this.#entries.delete(key);
  }
}
