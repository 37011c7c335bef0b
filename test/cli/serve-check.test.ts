import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { withEnvFile } from "../../src/cli/env-file.js";
import { connectMcpGateway } from "../../src/cli/mcp-gateway.js";
import { runServeCheck } from "../../src/cli/serve-check.js";
import { runServeCommand } from "../../src/cli/serve-command.js";
import { killCliRuns, runCli } from "./run-cli.js";

/** Runs `ask-user serve --check` in this process; resolves with its exit code and output. */
function check(env: Record<string, string>, flags: { db?: string } = { db: "memory" }) {
  let stdout = "";
  let stderr = "";
  const code = runServeCheck(flags, {
    env,
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  return { code, stdout, stderr };
}

const SLACK_TOKEN = "xoxb-1234-very-secret-bot-token";
const SIGNING_SECRET = "8f742231b10e8888abcd99yyyzzz85a5";
const GATEWAY_TOKEN = "gateway-token-that-stays-hidden";
const MISSING_SECRET =
  "ASK_USER_SLACK_SIGNING_SECRET: required with ASK_USER_SLACK_TOKEN (or set ASK_USER_SLACK_APP_TOKEN for Socket Mode)";

describe("ask-user serve --check", () => {
  it("prints the settings, every channel on or off and what Slack lacks, never a secret's value", () => {
    const { code, stdout, stderr } = check(
      {
        ASK_USER_TOKEN: GATEWAY_TOKEN,
        ASK_USER_SLACK_TOKEN: SLACK_TOKEN,
        ASK_USER_SLACK_SIGNING_SECRET: SIGNING_SECRET,
        ASK_USER_SLACK_CHATS: "C0123",
      },
      { db: "postgres://ask:hunter2@db.internal:5432/askuser" },
    );
    expect(code).toBe(0);
    expect(stderr).toBe("");
    expect(stdout).toMatch(/^ask-user serve --check: the settings load \(nothing was started\)\n/);
    expect(stdout).toMatch(/^ {2}listen +127\.0\.0\.1:7420$/m);
    expect(stdout).toMatch(
      /^ {2}store +PostgreSQL at postgres:\/\/ask:\*\*\*@db\.internal:5432\/askuser$/m,
    );
    expect(stdout).toMatch(/^Tokens \(one token for every role\)$/m);
    expect(stdout).toMatch(/^ {2}ASK_USER_TOKEN +\*\*\*$/m);
    expect(stdout).toMatch(/^ {2}ASK_USER_AGENT_TOKEN +unset$/m);
    expect(stdout).toMatch(
      /^ {2}slack +on: HTTP mode: Slack posts to \/channels\/slack\/events, 1 default channel$/m,
    );
    // What it lacks, under it.
    expect(stdout).toMatch(/^ {12}- no ASK_USER_SLACK_APP_TOKEN: HTTP mode, so Slack must reach/m);
    expect(stdout).toMatch(
      /^ {12}- no ASK_USER_SLACK_ALLOWED: anyone in a routed channel may answer$/m,
    );
    for (const off of ["telegram", "discord", "webhook", "email", "teams", "whatsapp"])
      expect(stdout).toMatch(new RegExp(`^ {2}${off} +off \\(ASK_USER_[A-Z_]+ unset\\)$`, "m"));
    expect(stdout).toMatch(/^ {2}push +on: /m);
    for (const value of [SLACK_TOKEN, SIGNING_SECRET, GATEWAY_TOKEN, "hunter2"])
      expect(stdout).not.toContain(value);
  });

  it("says Socket Mode needs no public URL, and what Telegram without chats leaves to sessions", () => {
    const { stdout } = check({
      ASK_USER_SLACK_TOKEN: SLACK_TOKEN,
      ASK_USER_SLACK_APP_TOKEN: "xapp-1-secret",
      ASK_USER_TELEGRAM_TOKEN: "123:telegram-secret",
      ASK_USER_TELEGRAM_ALLOWED: "111",
    });
    expect(stdout).toMatch(/^ {2}slack +on: Socket Mode, no default channels$/m);
    expect(stdout).not.toContain("no ASK_USER_SLACK_APP_TOKEN");
    expect(stdout).toMatch(
      /^ {2}telegram +on: long polling, no default chats, 1 allowed to answer$/m,
    );
    expect(stdout).toContain(
      "- no ASK_USER_TELEGRAM_CHATS: only sessions with routes of their own (or ASK_USER_PLAN) reach it",
    );
    expect(stdout).not.toContain("secret");
  });

  it("describes every other channel that is on, and what it lacks, naming no secret", () => {
    const secrets = {
      ASK_USER_WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 7).toString("base64")}`,
      ASK_USER_EMAIL_LINK_SECRET: "link-secret-0123456789abcdef0123456789",
      ASK_USER_TEAMS_APP_PASSWORD: "teams-password-secret",
      ASK_USER_WHATSAPP_TOKEN: "whatsapp-token-secret",
      ASK_USER_WHATSAPP_APP_SECRET: "whatsapp-app-secret",
      ASK_USER_WHATSAPP_VERIFY_TOKEN: "verify-token-secret-0123",
      ASK_USER_DISCORD_TOKEN: "MTI0.discord.secret",
    };
    const { code, stdout } = check({
      ...secrets,
      ASK_USER_PUBLIC_URL: "https://ask.example.com",
      ASK_USER_WEBHOOK_URLS: "https://hooks.example.com/ask",
      ASK_USER_SMTP_URL: "smtps://ask%40example.com:smtp-password@smtp.example.com:465",
      ASK_USER_EMAIL_FROM: "Ask User <ask@example.com>",
      ASK_USER_IMAP_URL: "imaps://ask%40example.com:imap-password@imap.example.com:993",
      ASK_USER_TEAMS_APP_ID: "5f3c2a10-7b1e-4c55-9d2e-0a1b2c3d4e5f",
      ASK_USER_WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
      ASK_USER_WHATSAPP_TO: "+491511234567",
      ASK_USER_DISCORD_PUBLIC_KEY: "a".repeat(64),
      ASK_USER_DISCORD_CHATS: "123456789012345678",
      ASK_USER_DISCORD_ALLOWED: "234567890123456789",
    });
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /^ {2}discord +on: Gateway connection, interactions also at https:\/\/ask\.example\.com\/channels\/discord\/interactions, 1 default channel, 1 allowed to answer$/m,
    );
    expect(stdout).toMatch(/^ {2}webhook +on: 1 default URL$/m);
    expect(stdout).toMatch(
      /^ {2}email +on: from Ask User <ask@example\.com>, replies by IMAP, no default recipients$/m,
    );
    expect(stdout).toContain("- no ASK_USER_EMAIL_TO: only sessions with routes of their own");
    expect(stdout).toMatch(
      /^ {2}teams +on: multi-tenant, Teams posts to https:\/\/ask\.example\.com\/channels\/teams\/messages, no default conversations$/m,
    );
    expect(stdout).toContain(
      "- no ASK_USER_TEAMS_ALLOWED: anyone in a routed conversation may answer",
    );
    expect(stdout).toMatch(
      /^ {2}whatsapp +on: phone number id 106540352242922, Meta posts to https:\/\/ask\.example\.com\/channels\/whatsapp\/webhook, 1 default number$/m,
    );
    expect(stdout).toContain(
      "- no ASK_USER_WHATSAPP_TEMPLATE_NAME: a question to a number that has not written in 24 hours ends as delivery_failed",
    );
    expect(stdout.match(/^ {2}\S+ +off/gm)).toEqual(["  telegram  off", "  slack     off"]);
    for (const value of [...Object.values(secrets), "smtp-password", "imap-password", "whsec_"])
      expect(stdout).not.toContain(value);
  });

  it("lists the warnings about old names with the settings", () => {
    const { code, stdout } = check({ SLACK_BOT_TOKEN: SLACK_TOKEN, SLACK_APP_TOKEN: "xapp-1-x" });
    expect(code).toBe(0);
    expect(stdout).toMatch(/^ {2}slack +on: Socket Mode/m);
    expect(stdout).toContain(
      "\nWarnings\n  SLACK_BOT_TOKEN is read as ASK_USER_SLACK_TOKEN: rename it; the old name will stop working in a later release\n",
    );
    expect(stdout).not.toContain(SLACK_TOKEN);
  });

  it("fails as serve does for Slack without a signing secret, the warnings first on stderr", () => {
    expect(() => check({ ASK_USER_SLACK_TOKEN: SLACK_TOKEN })).toThrow(MISSING_SECRET);
    let stderr = "";
    expect(() =>
      runServeCheck(
        { db: "memory" },
        {
          env: { SLACK_BOT_TOKEN: SLACK_TOKEN },
          stdout: () => expect.unreachable("nothing on stdout"),
          stderr: (text) => (stderr += text),
        },
      ),
    ).toThrow(
      "ASK_USER_SLACK_SIGNING_SECRET: required with ASK_USER_SLACK_TOKEN (set as SLACK_BOT_TOKEN) (or set ASK_USER_SLACK_APP_TOKEN for Socket Mode)",
    );
    expect(stderr).toBe(
      "ask-user: warning: SLACK_BOT_TOKEN is read as ASK_USER_SLACK_TOKEN: rename it; the old name will stop working in a later release\n",
    );
  });

  it("refuses a default plan naming a channel that is off, in the start's words", () => {
    expect(() =>
      check({
        ASK_USER_PLAN:
          '{"steps":[{"afterSeconds":0,"routes":[{"channel":"slack","chatId":"C1"}]}]}',
      }),
    ).toThrow("ASK_USER_PLAN: steps[0].routes[0].channel: expected one of: push");
  });
});

describe("warnings about old names reach the user", () => {
  it("serve logs them as warn lines", async () => {
    let stdout = "";
    const code = await runServeCommand(
      { port: "0", host: "127.0.0.1", db: "memory" },
      // Without a token Slack stays off; the old name of its chats is still warned about.
      { env: { SLACK_CHANNEL_ID: "C0123" }, stdout: (text) => (stdout += text), stderr: () => {} },
      async () => {},
    );
    expect(code).toBe(0);
    const lines = stdout
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines[0]).toMatchObject({
      level: "warn",
      msg: "SLACK_CHANNEL_ID is read as ASK_USER_SLACK_CHATS: rename it; the old name will stop working in a later release",
    });
    expect(lines.map((line) => line.msg)).toContain("gateway listening");
  });

  it("mcp says them on stderr when it starts its embedded gateway", async () => {
    let stderr = "";
    const connected = await connectMcpGateway(
      { port: "0", db: "memory" },
      { env: { SLACK_CHANNEL_ID: "C0123" }, stdout: () => {}, stderr: (text) => (stderr += text) },
    );
    try {
      const lines = stderr.trimEnd().split("\n");
      expect(lines[0]).toBe(
        "ask-user mcp: warning: SLACK_CHANNEL_ID is read as ASK_USER_SLACK_CHATS: rename it; the old name will stop working in a later release",
      );
      expect(lines[1]).toMatch(/^ask-user mcp: started an embedded gateway at http:\/\//);
    } finally {
      await connected.close();
    }
  });
});

describe("--env-file", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "ask-user-env-file-"));
  });
  afterEach(() => killCliRuns());
  afterAll(async () => {
    killCliRuns();
    await rm(dir, { recursive: true, force: true });
  });

  it("puts a file's settings under the environment, which wins as with node --env-file", async () => {
    const file = join(dir, "settings.env");
    await writeFile(
      file,
      `# ask-user\nASK_USER_LOCALE=th\nASK_USER_DISCORD_TOKEN="MTI0.x.y"\nASK_USER_DISCORD_CHATS=123456789012345678\nEMPTY=\n`,
    );
    const env = withEnvFile(file, { ASK_USER_LOCALE: "de", EMPTY: "kept", UNSET: undefined });
    expect(env).toMatchObject({
      ASK_USER_LOCALE: "de",
      ASK_USER_DISCORD_TOKEN: "MTI0.x.y",
      ASK_USER_DISCORD_CHATS: "123456789012345678",
      EMPTY: "kept",
    });
    const run = runCli(["serve", "--check", "--db", "memory", "--env-file", file], {
      ASK_USER_LOCALE: "de",
    });
    expect(await run.exited).toStrictEqual({ code: 0, signal: null });
    expect(run.stderr()).toBe("");
    expect(run.stdout()).toMatch(/^ {2}locale +de$/m);
    expect(run.stdout()).toMatch(/^ {2}discord +on: Gateway connection, 1 default channel$/m);
    expect(run.stdout()).not.toContain("MTI0.x.y");
  });

  it("a file that cannot be read ends serve and mcp with one line naming its path", async () => {
    const missing = join(dir, "missing.env");
    expect(() => withEnvFile(missing, {})).toThrow(
      `--env-file: cannot read ${missing}: no such file`,
    );
    expect(() => withEnvFile(dir, {})).toThrow(`--env-file: cannot read ${dir}: it is a directory`);
    expect(() => withEnvFile(" ", {})).toThrow("--env-file: expected a file's path, got nothing");
    // Node itself looks for --env-file anywhere on its command line, the script's own flags
    // included (nodejs/node#54232), and stops at a missing file before any of ask-user runs:
    // `node: <path>: not found`, exit code 9. Either way one line names the path, and nothing
    // starts.
    for (const args of [
      ["serve", "--check", "--env-file", missing],
      ["serve", "--db", "memory", "--port", "0", "--env-file", missing],
      ["mcp", "--env-file", missing],
    ]) {
      const run = runCli(args);
      const { code } = await run.exited;
      expect([1, 9], args.join(" ")).toContain(code);
      expect(run.stdout()).toBe("");
      const path = missing.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      expect(run.stderr()).toMatch(
        new RegExp(
          `^(ask-user: --env-file: cannot read ${path}: no such file|\\S*node: ${path}: not found)\n$`,
        ),
      );
    }
  });

  it("without its value is a usage error", async () => {
    const run = runCli(["serve", "--env-file"]);
    expect(await run.exited).toStrictEqual({ code: 1, signal: null });
    expect(run.stderr()).toMatch(/^ask-user serve: Option '--env-file <value>' argument missing\n/);
  });

  it("serve --check and serve fail with the same line for Slack without a signing secret", async () => {
    const file = join(dir, "slack.env");
    await writeFile(file, `ASK_USER_SLACK_TOKEN=${SLACK_TOKEN}\n`);
    for (const args of [
      ["serve", "--check", "--env-file", file],
      ["serve", "--db", "memory", "--port", "0", "--env-file", file],
    ]) {
      const run = runCli(args);
      expect(await run.exited, args.join(" ")).toStrictEqual({ code: 1, signal: null });
      expect(run.stderr()).toBe(`ask-user: ${MISSING_SECRET}\n`);
      expect(run.stdout()).not.toContain(SLACK_TOKEN);
    }
  });
});
