export interface TokenBucketOptions {
  /** Attempts per minute per source; also the burst a fresh source may spend at once. */
  perMinute: number;
  /** At most this many sources are remembered; the least recently seen go first. */
  maxSources?: number;
  /** Milliseconds since the epoch; injectable for tests. */
  now?: () => number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export const DEFAULT_MAX_SOURCES = 10_000;

/**
 * A token bucket per source (an address). Memory stays bounded: a source whose bucket has
 * refilled is forgotten (it is the same as a new one), and beyond `maxSources` the least
 * recently seen are dropped.
 */
export class TokenBucketLimiter {
  readonly #capacity: number;
  readonly #refillPerMs: number;
  readonly #maxSources: number;
  readonly #now: () => number;
  /** In order of last use, oldest first (a Map keeps insertion order). */
  readonly #buckets = new Map<string, Bucket>();

  constructor(options: TokenBucketOptions) {
    if (!Number.isInteger(options.perMinute) || options.perMinute < 1)
      throw new Error(`perMinute: expected a positive integer, got ${options.perMinute}`);
    this.#capacity = options.perMinute;
    this.#refillPerMs = options.perMinute / 60_000;
    this.#maxSources = options.maxSources ?? DEFAULT_MAX_SOURCES;
    this.#now = options.now ?? Date.now;
  }

  /** Spends one attempt: undefined when allowed, else the seconds until one is available. */
  take(source: string): number | undefined {
    const bucket = this.#refill(source);
    const wait = this.#waitSeconds(bucket);
    if (wait === undefined) bucket.tokens -= 1;
    return wait;
  }

  /** Like `take`, without spending: whether an attempt would be allowed now. */
  waitFor(source: string): number | undefined {
    return this.#waitSeconds(this.#refill(source));
  }

  /** How many sources are remembered. */
  get size(): number {
    return this.#buckets.size;
  }

  #waitSeconds(bucket: Bucket): number | undefined {
    if (bucket.tokens >= 1) return undefined;
    return Math.max(1, Math.ceil((1 - bucket.tokens) / this.#refillPerMs / 1000));
  }

  #refill(source: string): Bucket {
    const now = this.#now();
    this.#forgetIdle(now);
    const previous = this.#buckets.get(source);
    const bucket: Bucket = previous
      ? {
          tokens: Math.min(
            this.#capacity,
            previous.tokens + (now - previous.updatedAt) * this.#refillPerMs,
          ),
          updatedAt: now,
        }
      : { tokens: this.#capacity, updatedAt: now };
    // Re-inserting moves the source to the end: the map stays ordered by last use.
    this.#buckets.delete(source);
    this.#buckets.set(source, bucket);
    while (this.#buckets.size > this.#maxSources) {
      const oldest = this.#buckets.keys().next().value;
      if (oldest === undefined) break;
      this.#buckets.delete(oldest);
    }
    return bucket;
  }

  /** Drops the least recently used sources whose buckets have refilled completely by now. */
  #forgetIdle(now: number): void {
    for (const [source, bucket] of this.#buckets) {
      const full = bucket.tokens + (now - bucket.updatedAt) * this.#refillPerMs >= this.#capacity;
      if (!full) return;
      this.#buckets.delete(source);
    }
  }
}
