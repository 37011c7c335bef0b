import { RecentMap } from "./recent-map.js";

/**
 * The ids a channel has seen lately, forgetting the oldest beyond `limit`: enough to drop a
 * platform's retried event without keeping every id forever.
 */
export class RecentIds {
  readonly #ids: RecentMap<string, true>;

  constructor(limit: number) {
    this.#ids = new RecentMap(limit);
  }

  has(id: string): boolean {
    return this.#ids.has(id);
  }

  add(id: string): void {
    this.#ids.set(id, true);
  }

  delete(id: string): void {
    this.#ids.delete(id);
  }
}
