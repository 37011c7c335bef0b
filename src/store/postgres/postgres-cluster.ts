import type pg from "pg";
import type { StoreChange, StoreCluster } from "../question-store.js";
import type { PostgresChangeFeed } from "./postgres-change-feed.js";

type Run = <Row extends pg.QueryResultRow>(
  text: string,
  values?: unknown[],
) => Promise<pg.QueryResult<Row>>;

/**
 * One gateway's place among those sharing the database: the others' changes, and leases. Lease
 * times come from the database clock alone, so skew between the gateways' hosts cannot let two
 * of them hold one lease.
 */
export class PostgresCluster implements StoreCluster {
  readonly nodeId: string;
  readonly #feed: PostgresChangeFeed;
  readonly #run: Run;

  constructor(nodeId: string, feed: PostgresChangeFeed, run: Run) {
    this.nodeId = nodeId;
    this.#feed = feed;
    this.#run = run;
  }

  subscribe(handlers: { onChange(change: StoreChange): void; onResync(): void }): () => void {
    return this.#feed.subscribe(handlers);
  }

  async acquireLease(name: string, ttlMs: number): Promise<boolean> {
    if (!Number.isFinite(ttlMs) || ttlMs <= 0)
      throw new RangeError(`ttlMs: expected a positive number of milliseconds, got ${ttlMs}`);
    // One upsert: take a free lease, renew our own, or take over one that has run out. A
    // concurrent taker waits on the row lock and then sees the winner's fresh expiry.
    const result = await this.#run(
      `INSERT INTO leases (name, holder, expires_at)
       VALUES ($1, $2, clock_timestamp() + $3::double precision * interval '1 millisecond')
       ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
       WHERE leases.holder = excluded.holder OR leases.expires_at <= clock_timestamp()`,
      [name, this.nodeId, ttlMs],
    );
    return result.rowCount === 1;
  }

  async releaseLease(name: string): Promise<void> {
    await this.#run("DELETE FROM leases WHERE name = $1 AND holder = $2", [name, this.nodeId]);
  }
}
