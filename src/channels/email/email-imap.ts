import { ImapFlow } from "imapflow";
import type { ExclusiveReceiver } from "../channel-adapter.js";
import { errorText } from "../error-text.js";

/** How long after its last command the connection starts IDLE. */
const AUTO_IDLE_DELAY_MS = 250;

/** Where replies are read: `imaps://user:password@host:993/Mailbox` (INBOX unless named). */
export interface ImapSettings {
  host: string;
  port: number;
  /** TLS from the start (imaps); else STARTTLS when the server offers it. */
  secure: boolean;
  user: string;
  password: string;
  mailbox: string;
}

/** The settings in an `imap://` or `imaps://` URL, else the rule it breaks. */
export function readImapUrl(text: string): ImapSettings | string {
  const url = URL.canParse(text) ? new URL(text) : undefined;
  if (!url || (url.protocol !== "imap:" && url.protocol !== "imaps:") || !url.hostname)
    return "expected an imap:// or imaps:// URL such as imaps://user:app-password@imap.example.com:993";
  if (!url.username || !url.password) return "expected the user and password in the URL";
  const secure = url.protocol === "imaps:";
  const mailbox = decodeURIComponent(url.pathname.replace(/^\//u, ""));
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 993 : 143,
    secure,
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    mailbox: mailbox || "INBOX",
  };
}

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
