import type { StoreCluster } from "../store/question-store.js";
import type { ExclusiveReceiver } from "./channel-adapter.js";

export interface ReceiverLeaseOptions {
  cluster: StoreCluster;
  /** The lease's name, one per channel. */
  name: string;
  receiver: ExclusiveReceiver;
  /** How long a holder that stopped renewing keeps the lease: the takeover time. */
  ttlMs: number;
  log: (line: Record<string, unknown>) => void;
}

/**
 * Runs an exclusive receiver on whichever gateway process holds its lease. The holder renews
 * three times per lease; when it dies, another process takes over once the lease runs out.
 */
export class ReceiverLease {
  readonly #options: ReceiverLeaseOptions;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #receiving = false;
  /** Until when this process is sure it holds the lease (its last renewal plus the ttl). */
  #heldUntil = 0;
  #stopped = false;
  #turn: Promise<void> = Promise.resolve();

  constructor(options: ReceiverLeaseOptions) {
    this.#options = options;
  }

  start(): void {
    this.#stopped = false;
    this.#tick();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#turn;
    if (this.#receiving) await this.#setReceiving(false);
    await this.#options.cluster.releaseLease(this.#options.name).catch(() => {});
  }

  #tick(): void {
    this.#turn = this.#renew().finally(() => {
      // The holder renews three times per lease; the others look twice as often, so a dead
      // holder's lease is taken soon after it runs out.
      const interval = this.#options.ttlMs / (this.#receiving ? 3 : 6);
      if (!this.#stopped) this.#timer = setTimeout(() => this.#tick(), Math.max(50, interval));
    });
  }

  async #renew(): Promise<void> {
    const { cluster, name, ttlMs } = this.#options;
    const startedAt = Date.now();
    let held: boolean;
    try {
      held = await cluster.acquireLease(name, ttlMs);
      if (held) this.#heldUntil = startedAt + ttlMs;
    } catch (error) {
      // The store is unreachable: keep receiving only while the last renewal still covers us.
      held = Date.now() < this.#heldUntil;
      this.#options.log({
        level: "warn",
        msg: "lease renewal failed",
        lease: name,
        error: String(error),
      });
    }
    if (this.#stopped) return;
    if (held !== this.#receiving) await this.#setReceiving(held);
  }

  async #setReceiving(receiving: boolean): Promise<void> {
    const { receiver, name, log } = this.#options;
    try {
      if (receiving) await receiver.start();
      else await receiver.stop();
      this.#receiving = receiving;
      log({
        level: "info",
        msg: receiving ? "lease taken" : "lease given up",
        lease: name,
        nodeId: this.#options.cluster.nodeId,
      });
    } catch (error) {
      log({ level: "error", msg: "receiver failed to switch", lease: name, error: String(error) });
    }
  }
}
