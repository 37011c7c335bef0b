// `npm test` runs this first: it names at once every outside part the suite needs and is
// missing, with how to get it, instead of failing test by test minutes later.
import { existsSync } from "node:fs";
import { connect } from "node:net";
import { delimiter, join } from "node:path";

/** Whether a command is on the PATH. */
function onPath(command) {
  return (process.env.PATH ?? "")
    .split(delimiter)
    .some((directory) => directory !== "" && existsSync(join(directory, command)));
}

/** Whether something accepts TCP connections at host:port within a second. */
function listening(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 1000 });
    const done = (result) => {
      socket.destroy();
      resolve(result);
    };
    socket.once("connect", () => done(true));
    socket.once("timeout", () => done(false));
    socket.once("error", () => done(false));
  });
}

const postgresUrl = new URL(
  process.env.ASK_USER_TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
);
const postgresHost = postgresUrl.hostname || "127.0.0.1";
const postgresPort = Number(postgresUrl.port || 5432);

const checks = [
  {
    what: `PostgreSQL at ${postgresHost}:${postgresPort} (the multi-node store's tests)`,
    ok: await listening(postgresHost, postgresPort),
    fix: "apt-get install -y postgresql, then pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start (trust auth for postgres on 127.0.0.1), or point ASK_USER_TEST_POSTGRES_URL at one",
  },
  {
    what: "Chromium at /usr/bin/chromium (the Control UI's browser tests)",
    ok: existsSync("/usr/bin/chromium"),
    fix: "apt-get install -y chromium (Debian's; the tests never download a browser)",
  },
  {
    what: "tmux (the terminal client's tests)",
    ok: onPath("tmux"),
    fix: "apt-get install -y tmux",
  },
  {
    what: "Dovecot at /usr/sbin/dovecot (the email channel's IMAP tests start their own)",
    ok: existsSync("/usr/sbin/dovecot"),
    fix: "apt-get install -y dovecot-imapd (no service needs to run)",
  },
];

const missing = checks.filter((check) => !check.ok);
if (missing.length > 0) {
  process.stderr.write(
    `npm test: the test suite needs ${missing.length === 1 ? "one more part" : `${missing.length} more parts`}:\n${missing
      .map((check) => `  - ${check.what}: ${check.fix}`)
      .join("\n")}\n.ci/run installs and starts all of them.\n`,
  );
  process.exit(1);
}
