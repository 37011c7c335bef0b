import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, Socket } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { ImapFlow } from "imapflow";

/** Debian's dovecot-imapd, where `.ci/run` installs it. */
export const DOVECOT = process.env.ASK_USER_TEST_DOVECOT ?? "/usr/sbin/dovecot";

/**
 * A real IMAP server of its own (Dovecot, no TLS, plain passwords) on a free port of
 * 127.0.0.1, its mail, state and configuration in a temporary folder; one mailbox per user.
 */
export class DovecotServer {
  readonly #directory = mkdtempSync(join(tmpdir(), "ask-user-dovecot-"));
  readonly #users: Record<string, string>;
  readonly #idle: boolean;
  #process: ChildProcess | undefined;
  port = 0;

  /** `idle: false` leaves IDLE out of what the server offers, as some servers do. */
  constructor(users: Record<string, string>, options: { idle?: boolean } = {}) {
    this.#users = users;
    this.#idle = options.idle ?? true;
  }

  async start(): Promise<void> {
    const root = this.#directory;
    this.port = await freePort();
    // Root runs the mail processes as nobody (Dovecot refuses uid 0); anyone else as itself.
    const asRoot = process.getuid?.() === 0;
    const owner = asRoot
      ? { uid: 65534, gid: 65534 }
      : { uid: userInfo().uid, gid: userInfo().gid };
    const login = asRoot ? "dovenull" : userInfo().username;
    const internal = asRoot ? "dovecot" : userInfo().username;
    for (const folder of ["run", "state", "mail"]) mkdirSync(join(root, folder));
    chmodSync(root, 0o755);
    chmodSync(join(root, "mail"), 0o777);
    writeFileSync(
      join(root, "passwd"),
      Object.entries(this.#users)
        .map(([user, password]) => `${user}:{PLAIN}${password}\n`)
        .join(""),
    );
    writeFileSync(
      join(root, "dovecot.conf"),
      `base_dir = ${root}/run
state_dir = ${root}/state
log_path = ${root}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
first_valid_uid = 1
default_login_user = ${login}
default_internal_user = ${internal}
mail_location = maildir:${root}/mail/%u
${this.#idle ? "" : "imap_capability = IMAP4rev1 SASL-IR LOGIN-REFERRALS ID ENABLE NAMESPACE UIDPLUS CHILDREN"}
passdb {
  driver = passwd-file
  args = ${root}/passwd
}
userdb {
  driver = static
  args = uid=${owner.uid} gid=${owner.gid} home=${root}/mail/%u
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${this.port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
service imap-login {
  chroot =
}
`,
    );
    this.#process = spawn(DOVECOT, ["-F", "-c", join(root, "dovecot.conf")], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    await waitForPort(this.port);
  }

  /** `imap://user:password@127.0.0.1:port`, as `ASK_USER_IMAP_URL` takes it. */
  url(user: string): string {
    return `imap://${encodeURIComponent(user)}:${encodeURIComponent(this.#users[user] ?? "")}@127.0.0.1:${this.port}`;
  }

  /** Puts a raw mail into the user's INBOX, unseen, as their mail server's delivery would. */
  async deliver(user: string, raw: string): Promise<void> {
    const client = new ImapFlow({
      host: "127.0.0.1",
      port: this.port,
      secure: false,
      auth: { user, pass: this.#users[user] ?? "" },
      logger: false,
    });
    await client.connect();
    await client.append("INBOX", raw, []);
    await client.logout();
  }

  /** The mails in the user's INBOX and whether each is seen. */
  async inbox(user: string): Promise<{ subject: string; seen: boolean }[]> {
    const client = new ImapFlow({
      host: "127.0.0.1",
      port: this.port,
      secure: false,
      auth: { user, pass: this.#users[user] ?? "" },
      logger: false,
    });
    await client.connect();
    const lock = await client.getMailboxLock("INBOX");
    try {
      const messages = await client.fetchAll("1:*", { envelope: true, flags: true });
      return messages.map((message) => ({
        subject: message.envelope?.subject ?? "",
        seen: message.flags?.has("\\Seen") ?? false,
      }));
    } finally {
      lock.release();
      await client.logout();
    }
  }

  async close(): Promise<void> {
    const child = this.#process;
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(this.#directory, { recursive: true, force: true });
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === "object" && address ? address.port : 0;
}

async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = new Socket();
      const done = (connected: boolean) => {
        socket.destroy();
        resolve(connected);
      };
      socket.once("connect", () => done(true)).once("error", () => done(false));
      socket.connect(port, "127.0.0.1");
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`dovecot did not listen on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
