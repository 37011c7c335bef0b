import { describe, expect, it } from "vitest";
import { batchedWriter } from "../../src/cli/batched-writer.js";
import { readableLogLine } from "../../src/cli/readable-log-line.js";
import { serveBanner } from "../../src/cli/serve-banner.js";
import { runServeCommand } from "../../src/cli/serve-command.js";
import { styleFor } from "../../src/cli/terminal/ansi-style.js";
import { withoutPassword } from "../../src/cli/without-password.js";

describe("the serve command's start-up line", () => {
  it("never logs a database password", () => {
    expect(withoutPassword("postgres://ask:hunter2@db.internal:5432/askuser")).toBe(
      "postgres://ask:***@db.internal:5432/askuser",
    );
    expect(withoutPassword("postgres://ask@db.internal/askuser")).toBe(
      "postgres://ask@db.internal/askuser",
    );
    expect(withoutPassword("/var/lib/ask-user/ask-user.db")).toBe("/var/lib/ask-user/ask-user.db");
    expect(withoutPassword("memory")).toBe("memory");
  });
});

describe("the serve command's log writer", () => {
  it("writes the lines of one event-loop turn in one write, in order", async () => {
    const writes: string[] = [];
    const out = batchedWriter((text) => writes.push(text));
    out.write("a\n");
    out.write("b\n");
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(["a\nb\n"]);
    out.write("c\n");
    out.flush();
    expect(writes).toEqual(["a\nb\n", "c\n"]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toHaveLength(2);
  });
});

/** Runs `ask-user serve` on a free port and memory, stops it at once, returns what it printed. */
async function serveOutput(stdoutIsTTY: boolean, env: Record<string, string> = {}) {
  let stdout = "";
  const code = await runServeCommand(
    { port: "0", host: "127.0.0.1", db: "memory" },
    { env, stdout: (text) => (stdout += text), stderr: () => {}, stdoutIsTTY },
    async () => {},
  );
  return { code, stdout };
}

describe("ask-user serve on a terminal", () => {
  it("starts with a banner saying where to go, then logs readable lines, never a token", async () => {
    const { code, stdout } = await serveOutput(true, {
      ASK_USER_AGENT_TOKEN: "agent-secret",
      ASK_USER_HUMAN_TOKEN: "human-secret",
      NO_COLOR: "1",
    });
    expect(code).toBe(0);
    const url = /Control UI {4}(http:\/\/127\.0\.0\.1:\d+)\/\n/.exec(stdout)?.[1];
    expect(url).toBeDefined();
    expect(stdout).toContain(`MCP endpoint  ${url}/mcp  (or over stdio: ask-user mcp)`);
    expect(stdout).toContain("Tokens        own tokens for agent, human");
    expect(stdout).toContain("Data          memory (nothing survives a restart)");
    expect(stdout).toContain("Stop it with Ctrl-C.");
    expect(stdout).toMatch(/^\d\d:\d\d:\d\d\.\d{3} INFO {2}gateway stopping$/m);
    expect(stdout).not.toContain("{");
    expect(stdout).not.toContain("secret");
  });

  it("writes one readable line per log line: time, level, message, key=value pairs", () => {
    const time = new Date(2026, 11, 1, 9, 5, 7, 42);
    const plain = styleFor({ NO_COLOR: "1" });
    expect(
      readableLogLine(
        {
          level: "warn",
          msg: "channel retry",
          channel: "slack",
          attempt: 2,
          reason: "rate limited",
        },
        time,
        plain,
      ),
    ).toBe('09:05:07.042 WARN  channel retry channel=slack attempt=2 reason="rate limited"');
    expect(
      readableLogLine(
        { level: "error", msg: "internal error", error: "Error: x\n    at y" },
        time,
        plain,
      ),
    ).toBe("09:05:07.042 ERROR internal error\n    error:\n      Error: x\n          at y");
  });

  it("names the data's place without a password, and says when tokens are off", () => {
    const banner = serveBanner({
      url: "http://0.0.0.0:7420",
      auth: "off",
      db: withoutPassword("postgres://ask:hunter2@db.internal/askuser"),
    });
    expect(banner).toContain("Control UI    http://localhost:7420/");
    expect(banner).toContain("Data          PostgreSQL at postgres://ask:***@db.internal/askuser");
    expect(banner).toContain(
      "Tokens        off: anyone who can reach this port may ask and answer",
    );
    expect(banner).not.toContain("hunter2");
    expect(serveBanner({ url: "http://127.0.0.1:7420", auth: "off", db: "/srv/a.db" })).toContain(
      "Data          SQLite file /srv/a.db",
    );
  });
});

describe("ask-user serve with stdout not a terminal", () => {
  it("writes JSON lines only, the gateway listening line among them", async () => {
    const { code, stdout } = await serveOutput(false, { ASK_USER_TOKEN: "shared-secret" });
    expect(code).toBe(0);
    const lines = stdout
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((line) => line.msg)).toEqual(["gateway listening", "gateway stopping"]);
    expect(lines[0]).toMatchObject({
      level: "info",
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      db: "memory",
      auth: "one token for every role",
    });
    expect(stdout).not.toContain("secret");
  });
});
