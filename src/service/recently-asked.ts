import type { QuestionRecord } from "../core/index.js";

/** How many records it keeps: the questions most likely to be answered or waited on next. */
const DEFAULT_CAPACITY = 1024;

/**
 * The records of the questions most recently asked through this process and not yet known to
 * have ended, so that answering or waiting on one needs no read from the store. A question's
 * content never changes while it is pending, and every ending this process learns of removes
 * it (`forget`), so a copy here is at worst a question that just ended elsewhere; callers that
 * act on the copy let the store's atomic ending decide. Bounded: the oldest copy goes first,
 * so a flood of questions costs the heap nothing more than the store already holds.
 */
export class RecentlyAsked {
  readonly #records = new Map<string, QuestionRecord>();
  readonly #capacity: number;

  constructor(capacity = DEFAULT_CAPACITY) {
    this.#capacity = capacity;
  }

  remember(record: QuestionRecord): void {
    this.#records.set(record.id, record);
    if (this.#records.size > this.#capacity) {
      const oldest = this.#records.keys().next().value as string;
      this.#records.delete(oldest);
    }
  }

  /** The pending question, if this process asked it recently and has not seen it end. */
  pending(id: string): QuestionRecord | undefined {
    return this.#records.get(id);
  }

  forget(id: string): void {
    this.#records.delete(id);
  }

  clear(): void {
    this.#records.clear();
  }
}
