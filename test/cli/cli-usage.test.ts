import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { COMMAND_OPTIONS, type CommandName } from "../../src/cli/command-options.js";
import { COMMAND_USAGE, OVERVIEW } from "../../src/cli/usage.js";
import { killCliRuns, runCli } from "./run-cli.js";

/** `--version`, the overview, each command's `--help`, and a bad flag, on the built CLI. */

const VERSION = (
  JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
    version: string;
  }
).version;

const COMMANDS = Object.keys(COMMAND_OPTIONS) as CommandName[];

/** `--name` of every flag the command takes, as parseArgs reads them. */
function flagsOf(command: CommandName): string[] {
  return Object.keys(COMMAND_OPTIONS[command]).map((name) => `--${name}`);
}

describe("ask-user --version", () => {
  afterEach(() => killCliRuns());

  it.each(["--version", "-v"])("%s prints package.json's version and exits 0", async (flag) => {
    const run = runCli([flag]);
    expect(await run.exited).toStrictEqual({ code: 0, signal: null });
    expect(run.stdout()).toBe(`${VERSION}\n`);
    expect(run.stderr()).toBe("");
  });
});

describe("ask-user help", () => {
  afterEach(() => killCliRuns());

  it("with no command prints the overview, one line for every command, and exits 1", async () => {
    const run = runCli([]);
    expect(await run.exited).toStrictEqual({ code: 1, signal: null });
    expect(run.stdout()).toBe(OVERVIEW);
    for (const command of COMMANDS)
      expect(OVERVIEW).toMatch(new RegExp(`^ {2}${command} +\\S`, "m"));
  });

  it("--help prints the overview and exits 0; help COMMAND prints that command's usage", async () => {
    const overview = runCli(["--help"]);
    expect(await overview.exited).toStrictEqual({ code: 0, signal: null });
    expect(overview.stdout()).toBe(OVERVIEW);

    const ask = runCli(["help", "ask"]);
    expect(await ask.exited).toStrictEqual({ code: 0, signal: null });
    expect(ask.stdout()).toBe(COMMAND_USAGE.ask);
  });

  it("an unknown command exits 1 with the overview on stderr", async () => {
    const run = runCli(["serv"]);
    expect(await run.exited).toStrictEqual({ code: 1, signal: null });
    expect(run.stdout()).toBe("");
    expect(run.stderr()).toBe(`ask-user: unknown command "serv"\n\n${OVERVIEW}`);
  });

  it.each(COMMANDS)(
    "%s --help (and -h) prints its own usage naming every flag, exit 0",
    async (command) => {
      for (const flag of ["--help", "-h"]) {
        const run = runCli([command, flag]);
        expect(await run.exited).toStrictEqual({ code: 0, signal: null });
        expect(run.stderr()).toBe("");
        expect(run.stdout()).toBe(COMMAND_USAGE[command]);
      }
      const usage = COMMAND_USAGE[command];
      expect(usage).toMatch(new RegExp(`^Usage:\\s+ask-user ${command}\\b`));
      // Each flag has a line of its own in the Flags section, with its meaning beside it.
      for (const flag of flagsOf(command))
        expect(usage).toMatch(new RegExp(`^ {2}(-h, )?${flag}\\b.* {2,}\\S`, "m"));
      expect(usage).toContain("Exit codes:");
    },
  );

  it.each(["ask", "answer", "list", "cancel"] as const)(
    "%s --help names the environment variables it reads",
    (command) => {
      const usage = COMMAND_USAGE[command];
      expect(usage).toContain("Environment:");
      expect(usage).toContain("ASK_USER_URL");
      expect(usage).toContain("ASK_USER_TOKEN");
    },
  );

  it("serve --bogus exits 1 with parseArgs' message and the serve usage on stderr", async () => {
    const run = runCli(["serve", "--bogus"]);
    expect(await run.exited).toStrictEqual({ code: 1, signal: null });
    expect(run.stdout()).toBe("");
    expect(run.stderr()).toBe(`ask-user serve: Unknown option '--bogus'\n\n${COMMAND_USAGE.serve}`);
  });

  it("a flag without its value exits 1 with that command's usage", async () => {
    const run = runCli(["list", "--status"]);
    expect(await run.exited).toStrictEqual({ code: 1, signal: null });
    expect(run.stdout()).toBe("");
    expect(run.stderr()).toBe(
      `ask-user list: Option '--status <value>' argument missing\n\n${COMMAND_USAGE.list}`,
    );
  });
});
