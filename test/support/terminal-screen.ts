import { execFile } from "node:child_process";
import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { CLI_PATH, withoutAskUserEnv } from "./child-gateway.js";

/**
 * `ask-user answer` as a real process in a real terminal (tmux, Debian package `tmux`): keys go
 * in with `send-keys`, the screen comes back with `capture-pane`. Each `TmuxServer` is a tmux
 * server of its own, its socket in a scratch directory: no developer's session is touched.
 */

const run = promisify(execFile);

/** The tmux server inherits this: no ASK_USER_* or NO_COLOR from the developer's shell. */
const TMUX_ENV = (() => {
  const env = withoutAskUserEnv(process.env);
  delete env.NO_COLOR;
  env.TERM ??= "xterm-256color";
  return env;
})();

/** Runs the CLI, then reports how it exited and whether the TTY is back in cooked mode. */
const WRAPPER = `#!/bin/sh
"$ANSWER_NODE" "$ANSWER_CLI" answer "$@"
code=$?
echo "[exit $code]"
echo "[tty $(stty -a | tr ' ;' '\\n\\n' | grep -E '^-?(icanon|echo)$' | tr '\\n' ' ')]"
sleep 600
`;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class TmuxServer {
  readonly #scratchDir: string;
  readonly #wrapperScript: string;
  readonly #configFile: string;
  readonly #liveScreens = new Set<string>();
  #screenCount = 0;

  private constructor(scratchDir: string) {
    this.#scratchDir = scratchDir;
    this.#wrapperScript = join(scratchDir, "run-answer.sh");
    this.#configFile = join(scratchDir, "tmux.conf");
  }

  static async start(): Promise<TmuxServer> {
    // Fails here, not with a confusing spawn error, when CI lacks the package.
    await run("tmux", ["-V"]).catch(() => {
      throw new Error(
        "tmux is missing: install the Debian package `tmux` (apt-get install -y tmux)",
      );
    });
    const server = new TmuxServer(await mkdtemp(join(tmpdir(), "ask-user-answer-")));
    await writeFile(server.#wrapperScript, WRAPPER);
    await chmod(server.#wrapperScript, 0o755);
    // By default the server exits with its last session: a screen started while the previous
    // one's kill-session is still shutting it down fails with "server exited unexpectedly".
    // It lives until close() instead.
    await writeFile(server.#configFile, "set-option -g exit-empty off\n");
    return server;
  }

  async tmux(...args: string[]): Promise<string> {
    // -u: UTF-8 whatever the locale, so "Überspringen" and "›" come back as written.
    const socket = join(this.#scratchDir, "tmux.sock");
    const { stdout } = await run("tmux", ["-u", "-f", this.#configFile, "-S", socket, ...args], {
      env: TMUX_ENV,
    });
    return stdout;
  }

  /** One `ask-user answer` in its own tmux session, 100×30 unless told otherwise. */
  async screen(
    args: string[],
    env: Record<string, string>,
    size = { columns: 100, rows: 30 },
  ): Promise<Screen> {
    this.#screenCount += 1;
    const name = `answer-${process.pid}-${this.#screenCount}`;
    const envFlags = Object.entries({
      ...env,
      ANSWER_NODE: process.execPath,
      ANSWER_CLI: CLI_PATH,
    }).flatMap(([key, value]) => ["-e", `${key}=${value}`]);
    const command = ["sh", this.#wrapperScript, ...args].map(shellQuote).join(" ");
    await this.tmux(
      "new-session",
      "-d",
      "-s",
      name,
      "-x",
      String(size.columns),
      "-y",
      String(size.rows),
      ...envFlags,
      command,
    );
    this.#liveScreens.add(name);
    return new Screen(this, name);
  }

  /** Ends every screen started so far. */
  async closeScreens(): Promise<void> {
    for (const name of this.#liveScreens)
      await this.tmux("kill-session", "-t", name).catch(() => {});
    this.#liveScreens.clear();
  }

  /** Ends the tmux server and removes its scratch directory. */
  async close(): Promise<void> {
    await this.tmux("kill-server").catch(() => {});
    await rm(this.#scratchDir, { recursive: true, force: true });
  }
}

/** One terminal running `ask-user answer`, played from the human's side. */
export class Screen {
  readonly name: string;
  readonly #server: TmuxServer;
  #last = "";

  constructor(server: TmuxServer, name: string) {
    this.#server = server;
    this.name = name;
  }

  /** The visible screen as plain text (`escapes`: with tmux's SGR codes for attributes). */
  async capture(escapes = false): Promise<string> {
    this.#last = await this.#server.tmux(
      "capture-pane",
      "-p",
      ...(escapes ? ["-e"] : []),
      "-t",
      this.name,
    );
    return this.#last;
  }

  /** tmux key names: Down, Enter, Space, Escape, C-c, or a plain character. */
  async keys(...keys: string[]): Promise<void> {
    await this.#server.tmux("send-keys", "-t", this.name, ...keys);
  }

  /** Types text literally. */
  async type(text: string): Promise<void> {
    await this.#server.tmux("send-keys", "-t", this.name, "-l", text);
  }

  async waitFor(expected: string | RegExp, timeoutMs = 10_000): Promise<string> {
    return this.until(
      `the screen to show ${expected}`,
      (screen) => matches(screen, expected),
      timeoutMs,
    );
  }

  async waitForGone(unexpected: string | RegExp, timeoutMs = 10_000): Promise<string> {
    return this.until(
      `the screen to stop showing ${unexpected}`,
      (screen) => !matches(screen, unexpected),
      timeoutMs,
    );
  }

  /** Waits until `test` holds for the screen; returns that screen. */
  async until(
    what: string,
    test: (screen: string) => boolean,
    timeoutMs = 10_000,
  ): Promise<string> {
    const giveUpAt = Date.now() + timeoutMs;
    for (;;) {
      const screen = await this.capture();
      if (test(screen)) return screen;
      if (Date.now() > giveUpAt)
        throw new Error(`timed out waiting for ${what}; the screen was:\n${this.#last}`);
      await sleep(50);
    }
  }
}

function matches(screen: string, expected: string | RegExp): boolean {
  return typeof expected === "string" ? screen.includes(expected) : expected.test(screen);
}

function shellQuote(word: string): string {
  return /^[\w./=-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
