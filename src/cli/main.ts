#!/usr/bin/env node
// The `ask-user` command. Only small local files are imported here: each command's module (and
// with it the gateway, the channels' SDKs, the MCP SDK) is imported when that command runs, so
// `--version`, `--help` and a bad flag answer at once. `test/cli/cli-imports.test.ts` checks it.
import { readFileSync } from "node:fs";
import { type ParseArgsConfig, parseArgs } from "node:util";
import { AskUserError } from "../core/errors.js";
import {
  ANSWER_OPTIONS,
  ASK_OPTIONS,
  CANCEL_OPTIONS,
  type CommandName,
  isCommandName,
  LIST_OPTIONS,
  MCP_OPTIONS,
  SERVE_OPTIONS,
} from "./command-options.js";
import { COMMAND_USAGE, OVERVIEW } from "./usage.js";

type Io = {
  env: Record<string, string | undefined>;
  stdout: (text: string) => void;
  stdoutIsTTY: boolean;
  stderr: (text: string) => void;
};

/** A flag `parseArgs` refused: said with the command's usage on stderr, exit code 1. */
class UsageError extends Error {
  constructor(
    readonly command: CommandName,
    message: string,
  ) {
    super(message);
  }
}

/** The command's flags, strictly: an unknown flag or a missing value is a UsageError. */
function parse<T extends NonNullable<ParseArgsConfig["options"]>>(
  command: CommandName,
  args: string[],
  options: T,
  allowPositionals = false,
) {
  try {
    return parseArgs({ args, options, allowPositionals, strict: true });
  } catch (error) {
    const code = (error as { code?: unknown } | undefined)?.code;
    if (typeof code === "string" && code.startsWith("ERR_PARSE_ARGS_"))
      throw new UsageError(command, (error as Error).message);
    throw error;
  }
}

/** The version in the package's own package.json: `../../package.json` from `dist/bin/` (the bundled CLI), `dist/cli/` or `src/cli/`. */
function packageVersion(): string {
  const text = readFileSync(new URL("../../package.json", import.meta.url), "utf8");
  return (JSON.parse(text) as { version: string }).version;
}

/** The environment, with `--env-file`'s settings under it when the flag is given. */
async function withEnvFile(file: string | undefined, env: Io["env"]): Promise<Io["env"]> {
  if (file === undefined) return env;
  const { withEnvFile: read } = await import("./env-file.js");
  return read(file, env);
}

async function main(argv: string[], io: Io): Promise<number> {
  const [command, ...rest] = argv;
  const help = (name: CommandName) => {
    io.stdout(COMMAND_USAGE[name]);
    return 0;
  };
  switch (command) {
    case undefined:
      io.stdout(OVERVIEW);
      return 1;
    case "--version":
    case "-v":
    case "version":
      io.stdout(`${packageVersion()}\n`);
      return 0;
    case "--help":
    case "-h":
    case "help": {
      // `ask-user help ask` is `ask-user ask --help`.
      const [topic, ...extra] = rest;
      if (topic === undefined) {
        io.stdout(OVERVIEW);
        return 0;
      }
      if (!isCommandName(topic) || extra.length > 0) {
        io.stderr(`ask-user: no help for "${rest.join(" ")}"\n\n${OVERVIEW}`);
        return 1;
      }
      return help(topic);
    }
    case "serve": {
      const { values } = parse(command, rest, SERVE_OPTIONS);
      if (values.help) return help(command);
      const settings = { ...io, env: await withEnvFile(values["env-file"], io.env) };
      if (values.check) {
        const { runServeCheck } = await import("./serve-check.js");
        return runServeCheck(values, settings);
      }
      const { runServeCommand } = await import("./serve-command.js");
      return runServeCommand(values, settings);
    }
    case "mcp": {
      // `url` and `token` ride along in the flags for the mcp command to use.
      const { values } = parse(command, rest, MCP_OPTIONS);
      if (values.help) return help(command);
      const { runMcpCommand } = await import("./mcp-command.js");
      return runMcpCommand(values, { ...io, env: await withEnvFile(values["env-file"], io.env) });
    }
    case "ask": {
      const { values } = parse(command, rest, ASK_OPTIONS);
      if (values.help) return help(command);
      const { runAskCommand } = await import("./ask-command.js");
      return runAskCommand(values, io);
    }
    case "answer": {
      const { values } = parse(command, rest, ANSWER_OPTIONS);
      if (values.help) return help(command);
      const { runAnswerCommand } = await import("./answer-command.js");
      return runAnswerCommand(values, io);
    }
    case "list": {
      const { values } = parse(command, rest, LIST_OPTIONS);
      if (values.help) return help(command);
      const { runListCommand } = await import("./list-command.js");
      return runListCommand(values, io);
    }
    case "cancel": {
      const { values, positionals } = parse(command, rest, CANCEL_OPTIONS, true);
      if (values.help) return help(command);
      const { runCancelCommand } = await import("./cancel-command.js");
      return runCancelCommand(positionals, values, io);
    }
    default:
      io.stderr(`ask-user: unknown command "${command}"\n\n${OVERVIEW}`);
      return 1;
  }
}

main(process.argv.slice(2), {
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stdoutIsTTY: process.stdout.isTTY === true,
  stderr: (text) => process.stderr.write(text),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof UsageError) {
      process.stderr.write(
        `ask-user ${error.command}: ${error.message}\n\n${COMMAND_USAGE[error.command]}`,
      );
    } else {
      const message =
        error instanceof AskUserError
          ? `${error.code}: ${error.message}`
          : (error as Error).message;
      process.stderr.write(`ask-user: ${message}\n`);
    }
    process.exitCode = 1;
  },
);
