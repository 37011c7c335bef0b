import type { StoreCluster } from "../store/question-store.js";
import { RecentIds } from "./recent-ids.js";

/**
 * How long an event stays claimed in a store shared by several gateways: past the platforms'
 * quick retries (Slack's last comes after 5 minutes, Bot Framework's and Meta's first ones
 * within minutes). The claim's row is then given back, so that the leases do not pile up.
 */
export const INBOUND_CLAIM_MS = 60 * 60_000;
/** Events remembered per channel and process; the oldest shared claims beyond are given back. */
const REMEMBERED = 5000;

export interface InboundClaimsOptions {
  /** What every claim's name starts with, one per channel: `inbound:whatsapp`. */
  scope: string;
  /** The store's leases, when several gateways share it (and a retry may reach any of them). */
  cluster?: StoreCluster;
  heldMs?: number;
}

/**
 * Platforms deliver an event at least once, and a retry may arrive while the first delivery is
 * still being handled, on this gateway or another. An event is claimed before it is handled,
 * so only one delivery of it is; a failed handling gives the claim back, so a retry is not
 * lost. Claims live in this process's memory and, on a shared store, as leases.
 */
export class InboundClaims {
  readonly #scope: string;
  readonly #cluster: StoreCluster | undefined;
  readonly #heldMs: number;
  /** Events claimed by this process: its own retries are dropped without asking the store. */
  readonly #claimed = new RecentIds(REMEMBERED);
  /** Shared claims this process holds, oldest first, with when each may be given back. */
  readonly #held = new Map<string, number>();

  constructor(options: InboundClaimsOptions) {
    this.#scope = options.scope;
    this.#cluster = options.cluster;
    this.#heldMs = options.heldMs ?? INBOUND_CLAIM_MS;
  }

  /**
   * Runs `work` for the event unless another delivery of it has claimed it; resolves with the
   * work's result, or undefined for a repeat. Should the work fail, its claim is given back
   * and the failure passed on.
   */
  async handleOnce<T>(eventId: string, work: () => Promise<T>): Promise<T | undefined> {
    if (!(await this.#claim(eventId))) return undefined;
    try {
      return await work();
    } catch (error) {
      await this.#giveBack(eventId);
      throw error;
    }
  }

  async #claim(eventId: string): Promise<boolean> {
    // Marked before any await: a repeat arriving meanwhile sees it.
    if (this.#claimed.has(eventId)) return false;
    this.#claimed.add(eventId);
    const cluster = this.#cluster;
    if (!cluster) return true;
    this.#giveBackExpired(cluster);
    const name = this.#nameOf(eventId);
    let claimed: boolean;
    try {
      claimed = await cluster.acquireLease(name, this.#heldMs);
    } catch (error) {
      this.#claimed.delete(eventId);
      throw error;
    }
    if (claimed) this.#held.set(name, Date.now() + this.#heldMs);
    // Another gateway has it: should its handling fail, a retry reaching this one is handled.
    else this.#claimed.delete(eventId);
    return claimed;
  }

  async #giveBack(eventId: string): Promise<void> {
    this.#claimed.delete(eventId);
    const name = this.#nameOf(eventId);
    if (!this.#cluster || !this.#held.delete(name)) return;
    // Unreachable store: the claim runs out by itself, and the retry is dropped until then.
    await this.#cluster.releaseLease(name).catch(() => {});
  }

  /** Deletes the rows of claims whose time is over, and of the oldest beyond the limit. */
  #giveBackExpired(cluster: StoreCluster): void {
    const now = Date.now();
    for (const [name, until] of this.#held) {
      if (until > now && this.#held.size < REMEMBERED) break;
      this.#held.delete(name);
      void cluster.releaseLease(name).catch(() => {});
    }
  }

  #nameOf(eventId: string): string {
    return `${this.#scope}:${eventId}`;
  }
}
