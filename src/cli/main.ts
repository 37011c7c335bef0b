#!/usr/bin/env node
import { parseArgs } from "node:util";
import { AskUserError } from "../core/index.js";
import { runAnswerCommand } from "./answer-command.js";
import { runAskCommand } from "./ask-command.js";
import { runCancelCommand } from "./cancel-command.js";
import { runListCommand } from "./list-command.js";
import { runMcpCommand } from "./mcp-command.js";
import { runServeCommand } from "./serve-command.js";

const USAGE = `ask-user: let an AI agent ask a human structured questions and wait for the answers

Usage:
  ask-user serve [--port 7420] [--host 127.0.0.1] [--db DB]
  ask-user mcp   [--session KEY] [--port 7420] [--db DB]
  ask-user ask --session S --json FILE|-          [--timeout N]
  ask-user ask --session S --question TEXT --header H --option A --option B
               [--option C ...] [--multi] [--id ID] [--timeout N]
  ask-user answer [--session S] [--locale en|de|th]
  ask-user list   [--session S] [--status pending|answered|skipped|expired|cancelled|delivery_failed]
                  [--json]
  ask-user cancel ID [--reason cancelled|aborted]

ask prints the result JSON. Exit codes: 0 answered, 2 no answer (skipped, expired, cancelled,
or aborted by Ctrl-C/SIGTERM once asked), 1 error (bad flags or ASK_USER_URL, refused, gateway
unreachable for good), 130 (SIGINT) or 143 (SIGTERM) when interrupted before the gateway took
the question. While the gateway is unreachable it retries, and says so after 2 seconds.
mcp serves the ask_user tool over stdio: to the gateway at ASK_USER_URL; else to a gateway
already running on ASK_USER_PORT/--port (default 7420); else to an embedded gateway on a free
port (on --port when given). Its stderr says which.
list prints the questions, oldest first: a table on a terminal, a JSON array with --json or
when stdout is not a terminal. cancel ends a pending question and prints its result JSON.
Both exit 0 on success, 1 on error (for cancel also: no such question, or already ended).
answer lets a human answer pending questions in this terminal (all sessions, or --session S):
arrow keys or digits pick, Space toggles, Enter confirms; q (exit 0) or Ctrl-C (exit 130) quits.
Every command exits 1 on an unknown command or flag.
DB is memory, a postgres:// URL, or a SQLite file: a path with a directory (./data/gw.db) or a
name ending .db, .sqlite or .sqlite3 (default .ask-user/ask-user.db). serve says which port is taken
and how to choose another (--port N, or 0 for a free one).
Environment: ASK_USER_URL (default http://127.0.0.1:7420), ASK_USER_TOKEN (one token for
every role), ASK_USER_AGENT_TOKEN (ask, mcp, cancel, list) and ASK_USER_HUMAN_TOKEN (answer;
list without an agent token), which win over it, ASK_USER_DB, ASK_USER_PORT, ASK_USER_HOST,
ASK_USER_SESSION (the mcp session key), ASK_USER_LOCALE (the answer terminal's language),
NO_COLOR. serve also reads ASK_USER_METRICS_TOKEN, ASK_USER_ALLOWED_ORIGINS,
ASK_USER_ANSWER_RATE, ASK_USER_AUTH_FAILURE_RATE, ASK_USER_TRUST_PROXY and ASK_USER_LOG_LEVEL
(see the README).
`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const io = {
    env: process.env,
    stdout: (text: string) => process.stdout.write(text),
    stdoutIsTTY: process.stdout.isTTY === true,
    stderr: (text: string) => process.stderr.write(text),
  };
  switch (command) {
    case "serve": {
      const { values } = parseArgs({
        args: rest,
        options: { port: { type: "string" }, host: { type: "string" }, db: { type: "string" } },
      });
      return runServeCommand(values, io);
    }
    case "mcp": {
      const { values } = parseArgs({
        args: rest,
        options: { session: { type: "string" }, port: { type: "string" }, db: { type: "string" } },
      });
      return runMcpCommand(values, io);
    }
    case "ask": {
      const { values } = parseArgs({
        args: rest,
        options: {
          session: { type: "string" },
          json: { type: "string" },
          question: { type: "string" },
          header: { type: "string" },
          option: { type: "string", multiple: true },
          multi: { type: "boolean" },
          id: { type: "string" },
          timeout: { type: "string" },
        },
      });
      return runAskCommand(values, io);
    }
    case "list": {
      const { values } = parseArgs({
        args: rest,
        options: {
          session: { type: "string" },
          status: { type: "string" },
          json: { type: "boolean" },
        },
      });
      return runListCommand(values, { ...io, stdoutIsTTY: process.stdout.isTTY === true });
    }
    case "cancel": {
      const { values, positionals } = parseArgs({
        args: rest,
        options: { reason: { type: "string" } },
        allowPositionals: true,
      });
      return runCancelCommand(positionals, values, io);
    }
    case "answer": {
      const { values } = parseArgs({
        args: rest,
        options: { session: { type: "string" }, locale: { type: "string" } },
      });
      return runAnswerCommand(values, io);
    }
    case undefined:
    case "help":
    case "--help":
    case "-h":
      io.stdout(USAGE);
      return command === undefined ? 1 : 0;
    default:
      io.stderr(`ask-user: unknown command "${command}"\n\n${USAGE}`);
      return 1;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const message =
      error instanceof AskUserError ? `${error.code}: ${error.message}` : (error as Error).message;
    process.stderr.write(`ask-user: ${message}\n`);
    process.exitCode = 1;
  },
);
