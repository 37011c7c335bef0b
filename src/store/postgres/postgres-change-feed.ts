import { createHash } from "node:crypto";
import pg from "pg";
import type { StoreChange } from "../question-store.js";
import { toStoreError } from "./postgres-errors.js";

export interface ChangeHandlers {
  onChange(change: StoreChange): void;
  onResync(): void;
}

/** What a node sends with `pg_notify`: the change, and who committed it. */
interface ChangeNotice {
  node: string;
  change: StoreChange;
}

const FIRST_RECONNECT_DELAY_MS = 100;
const MAX_RECONNECT_DELAY_MS = 2_000;
/** PostgreSQL truncates identifiers, channel names included, to 63 bytes. */
const MAX_CHANNEL_BYTES = 63;

/**
 * The notification channel of the stores in one schema: stores in other schemas of the same
 * database never hear it. A name too long for PostgreSQL is replaced by a hash of the schema;
 * `#` cannot occur in a schema name, so the two forms never collide.
 */
export function changeChannel(schema: string): string {
  const readable = `ask_user.${schema}`;
  if (Buffer.byteLength(readable) <= MAX_CHANNEL_BYTES) return readable;
  return `ask_user#${createHash("sha256").update(schema).digest("hex").slice(0, 40)}`;
}

/** The payload a write passes to `pg_notify` in its own statement. */
export function encodeChange(nodeId: string, change: StoreChange): string {
  const notice: ChangeNotice = { node: nodeId, change };
  return JSON.stringify(notice);
}

function decodeChange(payload: string | undefined): ChangeNotice | undefined {
  if (payload === undefined) return undefined;
  try {
    const notice = JSON.parse(payload) as Partial<ChangeNotice>;
    if (typeof notice.node !== "string" || typeof notice.change?.kind !== "string")
      return undefined;
    return notice as ChangeNotice;
  } catch {
    return undefined;
  }
}

/**
 * The other nodes' committed changes, heard on one dedicated connection doing `LISTEN`. When that
 * connection drops it reconnects with backoff until closed, then tells every subscriber to
 * resync, since notifications sent while it was away are lost for good.
 */
export class PostgresChangeFeed {
  readonly #config: pg.ClientConfig;
  readonly #channel: string;
  readonly #nodeId: string;
  readonly #subscribers = new Set<ChangeHandlers>();
  #client: pg.Client | undefined;
  /** Connections that reported an error or their end, possibly before they were adopted. */
  readonly #dead = new WeakSet<pg.Client>();
  #connecting: Promise<unknown> | undefined;
  #reconnectTimer: NodeJS.Timeout | undefined;
  #closed = false;

  private constructor(config: pg.ClientConfig, channel: string, nodeId: string) {
    this.#config = config;
    this.#channel = channel;
    this.#nodeId = nodeId;
  }

  /** Connects and listens; resolves once changes are being heard. */
  static async start(
    config: pg.ClientConfig,
    channel: string,
    nodeId: string,
  ): Promise<PostgresChangeFeed> {
    const feed = new PostgresChangeFeed(config, channel, nodeId);
    let client: pg.Client;
    try {
      client = await feed.#listen();
    } catch (error) {
      throw toStoreError(error);
    }
    feed.#adopt(client);
    return feed;
  }

  subscribe(handlers: ChangeHandlers): () => void {
    // A wrapper of our own, so the same handlers object subscribed twice is two subscriptions.
    const subscriber: ChangeHandlers = {
      onChange: (change) => handlers.onChange(change),
      onResync: () => handlers.onResync(),
    };
    this.#subscribers.add(subscriber);
    return () => {
      this.#subscribers.delete(subscriber);
    };
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#reconnectTimer);
    this.#subscribers.clear();
    await this.#connecting?.catch(() => {});
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => {});
  }

  async #listen(): Promise<pg.Client> {
    const client = new pg.Client(this.#config);
    // Errors also arrive as events; without a listener they would crash the process.
    client.on("error", () => this.#lost(client));
    client.on("end", () => this.#lost(client));
    client.on("notification", (message) => {
      if (message.channel === this.#channel) this.#deliver(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(this.#channel)}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    return client;
  }

  #deliver(payload: string | undefined): void {
    // Anything else on the channel (a hand-typed NOTIFY) is not ours to interpret.
    const notice = decodeChange(payload);
    if (notice === undefined || notice.node === this.#nodeId) return;
    for (const subscriber of this.#subscribers)
      notifySafely(() => subscriber.onChange(notice.change));
  }

  /** Makes a listening connection the current one; false when it died already. */
  #adopt(client: pg.Client): boolean {
    if (this.#dead.has(client)) {
      this.#scheduleReconnect(FIRST_RECONNECT_DELAY_MS);
      return false;
    }
    this.#client = client;
    return true;
  }

  #lost(client: pg.Client): void {
    this.#dead.add(client);
    if (this.#closed || this.#client !== client) return;
    this.#client = undefined;
    client.end().catch(() => {});
    this.#scheduleReconnect(FIRST_RECONNECT_DELAY_MS);
  }

  #scheduleReconnect(delayMs: number): void {
    this.#reconnectTimer = setTimeout(() => {
      const attempt = this.#listen();
      this.#connecting = attempt;
      attempt.then(
        (client) => {
          if (this.#closed) {
            client.end().catch(() => {});
            return;
          }
          if (!this.#adopt(client)) return;
          for (const subscriber of this.#subscribers) notifySafely(() => subscriber.onResync());
        },
        () => {
          if (!this.#closed) this.#scheduleReconnect(Math.min(delayMs * 2, MAX_RECONNECT_DELAY_MS));
        },
      );
    }, delayMs);
  }
}

/**
 * Runs one subscriber's handler so that its failure cannot starve the other subscribers or
 * break the listening connection; the error still surfaces, as an uncaught exception.
 */
function notifySafely(handler: () => void): void {
  try {
    handler();
  } catch (error) {
    queueMicrotask(() => {
      throw error;
    });
  }
}
