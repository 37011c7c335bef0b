import { ImapFlow } from "imapflow";
import type { ExclusiveReceiver } from "../channel-adapter.js";
import { errorText } from "../error-text.js";
import type { ImapSettings } from "./imap-url.js";

/** How long after its last command the connection starts IDLE. */
const AUTO_IDLE_DELAY_MS = 250;

/**
 * Reads the unseen mails of one mailbox, hands each to `take` and then marks it seen: at
 * once on the server's IDLE notice, and every `pollMs` regardless (servers without IDLE, a
 * notice lost). A mail taken but not yet marked when the process dies is taken again, which
 * costs at most a notice that the question has ended. One gateway of a cluster reads at a
 * time (an exclusive receiver), and a lost connection is opened again after `pollMs`.
 */
export class ImapReader implements ExclusiveReceiver {
  readonly #settings: ImapSettings;
  readonly #take: (raw: Buffer) => Promise<void>;
  readonly #log: (line: Record<string, unknown>) => void;
  readonly #pollMs: number;
  #running: Promise<void> | undefined;
  #stopped = false;
  #client: ImapFlow | undefined;
  /** Set when mail arrived (or the connection changed) since the last pause began. */
  #nudged = false;
  #endPause: (() => void) | undefined;

  constructor(options: {
    settings: ImapSettings;
    take: (raw: Buffer) => Promise<void>;
    log: (line: Record<string, unknown>) => void;
    pollMs: number;
  }) {
    this.#settings = options.settings;
    this.#take = options.take;
    this.#log = options.log;
    this.#pollMs = options.pollMs;
  }

  async start(): Promise<void> {
    this.#stopped = false;
    this.#running ??= this.#run().finally(() => {
      this.#running = undefined;
    });
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#nudge();
    await this.#client?.logout().catch(() => {});
    await this.#running;
  }

  async #run(): Promise<void> {
    while (!this.#stopped) {
      try {
        await this.#session();
      } catch (error) {
        if (this.#stopped) return;
        this.#log({
          level: "error",
          msg: "email: reading replies by IMAP failed; check ASK_USER_IMAP_URL",
          error: errorText(error),
        });
      }
      // The lost connection's own notice must not cut the wait before the next attempt short.
      this.#nudged = false;
      await this.#pause();
    }
  }

  /** One connection: read what is unseen, then again whenever mail arrives or `pollMs` passes. */
  async #session(): Promise<void> {
    const { host, port, secure, user, password, mailbox } = this.#settings;
    const client = new ImapFlow({
      host,
      port,
      secure,
      auth: { user, pass: password },
      logger: false,
      // IDLE soon after each read (the default waits 15 s), so that new mail is heard of at once.
      autoIdleDelay: AUTO_IDLE_DELAY_MS,
    });
    this.#client = client;
    client.on("exists", () => this.#nudge());
    client.on("close", () => this.#nudge());
    client.on("error", () => this.#nudge());
    await client.connect();
    try {
      while (!this.#stopped && client.usable) {
        // The lock only while reading: ImapFlow idles (and so hears of new mail) without one.
        const lock = await client.getMailboxLock(mailbox);
        try {
          await this.#readUnseen(client);
        } finally {
          lock.release();
        }
        await this.#pause();
      }
    } finally {
      if (client.usable) await client.logout().catch(() => {});
    }
  }

  async #readUnseen(client: ImapFlow): Promise<void> {
    const uids = (await client.search({ seen: false }, { uid: true })) || [];
    for (const uid of uids) {
      if (this.#stopped) return;
      const message = await client.fetchOne(String(uid), { source: true }, { uid: true });
      // False when the mail was deleted meanwhile.
      const source = message === false ? undefined : message.source;
      if (source) await this.#take(source);
      await client.messageFlagsAdd(String(uid), ["\\Seen"], { uid: true });
    }
  }

  #nudge(): void {
    this.#nudged = true;
    this.#endPause?.();
  }

  /** Until mail arrives, the connection changes, `stop` is called, or `pollMs` passes. */
  #pause(): Promise<void> {
    return new Promise((resolve) => {
      const end = () => {
        clearTimeout(timer);
        this.#endPause = undefined;
        this.#nudged = false;
        resolve();
      };
      const timer = setTimeout(end, this.#pollMs);
      this.#endPause = end;
      if (this.#nudged || this.#stopped) end();
    });
  }
}
