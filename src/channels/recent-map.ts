/**
 * A map that keeps only the `limit` entries set most lately, forgetting the oldest: what a
 * channel learns from its traffic (where a conversation's calls go, a user's name) without
 * keeping it forever.
 */
export class RecentMap<K, V> {
  readonly #entries = new Map<K, V>();
  readonly #limit: number;

  constructor(limit: number) {
    this.#limit = limit;
  }

  has(key: K): boolean {
    return this.#entries.has(key);
  }

  get(key: K): V | undefined {
    return this.#entries.get(key);
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#limit) break;
      this.#entries.delete(oldest);
    }
  }
}
