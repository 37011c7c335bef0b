/**
 * The sends this process has begun and not yet settled, each by when it began (its question's
 * ask, or its plan step's taking). A gateway alone on its store moves the resume mark up to the
 * earliest of them and no further, so whatever a crash cuts off lies after the mark, where the
 * next start looks. A send whose work failed outright keeps its time for the life of the
 * process: only the next start's look resumes it.
 */
export class UnsettledSends {
  readonly #running = new Map<symbol, number>();
  #failedAt = Number.POSITIVE_INFINITY;
  #lastBegunAt = Number.NEGATIVE_INFINITY;

  async track<T>(begunAt: string, work: () => Promise<T>): Promise<T> {
    const token = Symbol();
    const at = Date.parse(begunAt);
    this.#running.set(token, at);
    this.#lastBegunAt = Math.max(this.#lastBegunAt, at);
    try {
      return await work();
    } catch (error) {
      this.#failedAt = Math.min(this.#failedAt, at);
      throw error;
    } finally {
      this.#running.delete(token);
    }
  }

  /**
   * How far the mark may move (epoch ms): to `upTo`, unless a send begun earlier is still on
   * its way or failed; undefined when that is no further than `markedThrough`, or nothing
   * began since, so an idle gateway writes nothing.
   */
  markLimit(upTo: number, markedThrough: number): number | undefined {
    if (this.#running.size === 0 && this.#lastBegunAt < markedThrough) return undefined;
    let limit = Math.min(upTo, this.#failedAt);
    for (const at of this.#running.values()) limit = Math.min(limit, at);
    return limit > markedThrough ? limit : undefined;
  }
}
