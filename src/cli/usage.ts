// Every text `--help` prints: the overview and each command's usage, built from shared flag and
// variable lines. Only strings (the one import is a type), so `ask-user --help` and
// `ask-user <command> --help` load nothing else.
import type { CommandName } from "./command-options.js";

export const OVERVIEW = `ask-user: let an AI agent ask a human structured questions and wait for the answers

Usage: ask-user <command> [flags]     (ask-user <command> --help: that command's flags)

Commands:
  serve    run the gateway: HTTP API, Control UI, MCP endpoint and the chat channels
  mcp      serve the ask_user tool over stdio to an MCP client (via a gateway, or its own)
  ask      ask a question from a shell, wait for it to end and print the result JSON
  answer   answer the pending questions in this terminal
  list     print the gateway's questions: a table on a terminal, else JSON
  cancel   cancel a pending question and print its result JSON

  ask-user --version   print the version
  ask-user --help      print this overview

Start a gateway with \`ask-user serve\`; then, in another shell,
  ask-user ask --session demo --question "Deploy where?" --option Staging --option Production
waits for an answer from the Control UI (http://127.0.0.1:7420) or \`ask-user answer\`.

ask, answer, list and cancel talk to a running gateway: --url, else ASK_USER_URL, else
http://127.0.0.1:7420; with --token, else the role's token from the environment. When no gateway
answers there they fail within seconds (exit 1); --wait-for-gateway waits for one instead.
Every command exits 1 on an unknown command or flag.
`;

const GATEWAY_FLAGS = `  --url URL              the gateway (default: ASK_USER_URL, else http://127.0.0.1:7420)
  --token TOKEN          the bearer token to send (default: from the environment, below);
                         other users of this machine may see it in \`ps\`: prefer the variable
  --wait-for-gateway     when no gateway answers, keep retrying (for a gateway that is still
                         starting) instead of failing within seconds`;

const HELP_FLAG = "  -h, --help             print this help";

const ENV_FILE_FLAG = `  --env-file FILE        read settings from a .env file (NAME=value lines); a variable
                         the environment already has wins, as with node --env-file`;

const SESSION_FILTER_FLAG =
  "  --session S            only this session's questions (default: every session's)";

const URL_VARIABLE = "  ASK_USER_URL           the gateway, when no --url";

const AGENT_TOKEN_VARIABLE =
  "  ASK_USER_AGENT_TOKEN   the token, when no --token; else ASK_USER_TOKEN";

const NO_GATEWAY = `When no gateway answers at the URL (the connection is refused, or nothing answers within
3 seconds) it fails with "no gateway at <URL>" and exit code 1, unless --wait-for-gateway.`;

/** The sections of one command's usage, in the order they are printed. */
interface UsageSections {
  /** The `Usage:` lines. */
  synopsis: string;
  /** What the command does. */
  summary: string;
  /** The flag lines, before `--help` (which every command takes). */
  flags: readonly string[];
  /** The variable lines under `Environment:`. */
  environment: readonly string[];
  /** A paragraph between the environment and the exit codes. */
  notes?: string;
  /** The lines under `Exit codes:`. */
  exitCodes: string;
}

/** One command's usage: its sections, a blank line apart, so every command's reads alike. */
function commandUsage(sections: UsageSections): string {
  const paragraphs = [
    sections.synopsis,
    sections.summary,
    ["Flags:", ...sections.flags, HELP_FLAG].join("\n"),
    ["Environment:", ...sections.environment].join("\n"),
    ...(sections.notes === undefined ? [] : [sections.notes]),
    `Exit codes:\n${sections.exitCodes}`,
  ];
  return `${paragraphs.join("\n\n")}\n`;
}

const SERVE = commandUsage({
  synopsis: "Usage: ask-user serve [--port N] [--host HOST] [--db DB] [--env-file FILE] [--check]",
  summary: `Runs the gateway until Ctrl-C or SIGTERM: the HTTP API, the Control UI, the MCP endpoint (/mcp)
and the chat channels the environment configures. On a terminal it prints a banner and readable
log lines; piped, JSON lines.`,
  flags: [
    "  --port N               the port (default: ASK_USER_PORT, else 7420; 0 for any free port)",
    "  --host HOST            the address to listen on (default: ASK_USER_HOST, else 127.0.0.1)",
    `  --db DB                the store (default: ASK_USER_DB, else .ask-user/ask-user.db): memory, a
                         postgres:// URL, or a SQLite file: a path with a directory (./data/gw.db)
                         or a name ending .db, .sqlite or .sqlite3`,
    ENV_FILE_FLAG,
    `  --check                print the settings as serve reads them (secrets masked), every channel
                         on or off and what each still lacks, then exit without starting`,
  ],
  environment: [
    `  ASK_USER_TOKEN         one bearer token for every role; ASK_USER_AGENT_TOKEN,
                         ASK_USER_HUMAN_TOKEN and ASK_USER_METRICS_TOKEN are each role's own`,
    "  ASK_USER_LOG_LEVEL     debug, info (the default), warn or error",
    "  ASK_USER_LOCALE        the default language of prompts: en, de, th or es",
    "  NO_COLOR               no colours on a terminal",
    `  Also ASK_USER_ALLOWED_ORIGINS, ASK_USER_ALLOWED_HOSTS, ASK_USER_PUBLIC_URL, ASK_USER_PLAN,
  ASK_USER_ANSWER_RATE, ASK_USER_AUTH_FAILURE_RATE, ASK_USER_TRUST_PROXY and each channel's
  ASK_USER_<CHANNEL>_* variables: see the README. The old TELEGRAM_*, SLACK_* and DISCORD_*
  names are still read, each with a warning naming its new one.`,
  ],
  exitCodes: `  0  stopped by Ctrl-C (SIGINT) or SIGTERM; with --check, the settings load
  1  a bad flag or setting (with --check too), an env file that cannot be read, a port in use
     or not allowed, a store that cannot be opened`,
});

const MCP = commandUsage({
  synopsis: `Usage: ask-user mcp [--session KEY] [--url URL] [--token TOKEN] [--port N] [--db DB]
                    [--env-file FILE]`,
  summary: `Serves the ask_user tool over stdio (stdout is the MCP channel; every log line goes to stderr):
to the gateway at --url or ASK_USER_URL; else to a gateway already running on the usual port;
else to an embedded gateway of its own on a free port. Its stderr says which.`,
  flags: [
    `  --session KEY          the session the questions belong to (default: ASK_USER_SESSION, else a
                         new one for this process)`,
    "  --url URL              the gateway to use (default: ASK_USER_URL)",
    `  --token TOKEN          the agent token to send (default: ASK_USER_AGENT_TOKEN, else
                         ASK_USER_TOKEN); other users of this machine may see it in \`ps\``,
    `  --port N               where to look for a running gateway, and the embedded one's port when
                         given (default: ASK_USER_PORT, else 7420)`,
    `  --db DB                the embedded gateway's store, as for serve (default: ASK_USER_DB, else
                         ask-user.db in ASK_USER_DATA_DIR, else in the user's data directory,
                         such as ~/.local/share/ask-user; never the working directory)`,
    ENV_FILE_FLAG,
  ],
  environment: [
    URL_VARIABLE,
    AGENT_TOKEN_VARIABLE,
    "  ASK_USER_SESSION       the session, when no --session",
    "  ASK_USER_PORT, ASK_USER_DB, ASK_USER_DATA_DIR   the defaults of --port and --db (above)",
  ],
  exitCodes: `  0  the MCP client closed stdin
  1  a bad flag, an env file that cannot be read`,
});

const ASK = commandUsage({
  synopsis: `Usage:
  ask-user ask --session S --question TEXT [--header H] --option A --option B [--option C ...]
               [--multi] [--id ID] [--timeout N] [--url URL] [--token TOKEN] [--wait-for-gateway]
  ask-user ask --session S --json FILE|- [--timeout N] [--url URL] [--token TOKEN]
               [--wait-for-gateway]`,
  summary: `Asks, blocks until the question ends and prints the result JSON on stdout. Ctrl-C or SIGTERM
cancel the question (its result reason is aborted). Once asked, a gateway restart is ridden out:
it retries until a minute past the question's deadline.`,
  flags: [
    "  --session S            the session key the question belongs to (required)",
    "  --question TEXT        the question (one sentence)",
    "  --header H             its short label, truncated to 12 characters (default: the question)",
    '  --option LABEL         an option, 2 to 4 of them; free text ("Other") is always added',
    "  --multi                the human may pick several options",
    "  --id ID                the answer's key in the result (snake_case; default: answer)",
    "  --json FILE|-          the whole tool input (1 to 3 questions) from a JSON file, - for stdin",
    `  --timeout N            seconds until it expires: 30 to 3600 (default 900); outside that
                         range it warns and uses the nearest`,
    GATEWAY_FLAGS,
  ],
  environment: [URL_VARIABLE, AGENT_TOKEN_VARIABLE],
  notes: NO_GATEWAY,
  exitCodes: `  0    answered: the result JSON is on stdout
  2    no answer: skipped, expired, cancelled, not delivered, or aborted by Ctrl-C/SIGTERM once
       the gateway held the question (the result JSON says which)
  1    an error: a bad flag or URL, an invalid question, a refused token, no gateway
  130  interrupted by SIGINT before the gateway held a question (143 for SIGTERM)`,
});

const ANSWER = commandUsage({
  synopsis: `Usage: ask-user answer [--session S] [--locale en|de|th|es] [--url URL] [--token TOKEN]
                       [--wait-for-gateway]`,
  summary: `Lists the pending questions (of one session, or all) in this terminal and answers them: arrow
keys or digits pick, Space toggles, Enter confirms, r replies in words, Escape goes back, q quits.
Needs a terminal on stdin and stdout.`,
  flags: [
    SESSION_FILTER_FLAG,
    "  --locale en|de|th|es   the terminal's language (default: ASK_USER_LOCALE, else en)",
    GATEWAY_FLAGS,
  ],
  environment: [
    URL_VARIABLE,
    "  ASK_USER_HUMAN_TOKEN   the token, when no --token; else ASK_USER_TOKEN",
    "  ASK_USER_LOCALE        the language, when no --locale",
    "  NO_COLOR               no colours",
  ],
  notes: `${NO_GATEWAY}\nOnce it runs, a gateway restart is ridden out by reconnecting.`,
  exitCodes: `  0    quit with q
  130  quit with Ctrl-C (the questions stay pending)
  1    an error: a bad flag, no terminal, a refused token, no gateway`,
});

const LIST = commandUsage({
  synopsis: `Usage: ask-user list [--session S] [--status STATUS] [--json] [--url URL] [--token TOKEN]
                     [--wait-for-gateway]`,
  summary: `Prints the gateway's questions, oldest first: a table (id, session, status, question, age) on a
terminal, a JSON array of question records with --json or when stdout is not a terminal.`,
  flags: [
    SESSION_FILTER_FLAG,
    `  --status STATUS        only questions in this status: pending, answered, skipped, expired,
                         cancelled or delivery_failed (default: all)`,
    "  --json                 print JSON even on a terminal",
    GATEWAY_FLAGS,
  ],
  environment: [
    URL_VARIABLE,
    `  ASK_USER_AGENT_TOKEN   the token, when no --token; else ASK_USER_HUMAN_TOKEN, else
                         ASK_USER_TOKEN (either role may list)`,
  ],
  notes: NO_GATEWAY,
  exitCodes: `  0  listed
  1  an error: a bad flag or URL, a refused token, no gateway`,
});

const CANCEL = commandUsage({
  synopsis: `Usage: ask-user cancel ID [--reason cancelled|aborted] [--url URL] [--token TOKEN]
                     [--wait-for-gateway]`,
  summary: "Cancels the pending question ID as the agent would and prints its result JSON.",
  flags: [
    "  --reason REASON        cancelled (the default: a deliberate cancel) or aborted (an aborted run)",
    GATEWAY_FLAGS,
  ],
  environment: [URL_VARIABLE, AGENT_TOKEN_VARIABLE],
  notes: NO_GATEWAY,
  exitCodes: `  0  cancelled: the result JSON is on stdout
  1  an error: no question with that id, a question that had already ended (its result is then
     on stderr), a bad flag or URL, a refused token, no gateway`,
});

/** Each command's own usage, for `ask-user <command> --help` and after a bad flag. */
export const COMMAND_USAGE: Record<CommandName, string> = {
  serve: SERVE,
  mcp: MCP,
  ask: ASK,
  answer: ANSWER,
  list: LIST,
  cancel: CANCEL,
};
