// The flags of each command, as `parseArgs` reads them. Kept apart from the commands themselves
// so that `main.ts` can check the flags (and answer `--help`) without loading any command.

/** `--help` and `-h`, which every command takes. */
const HELP = { help: { type: "boolean", short: "h" } } as const;

/** How the commands that talk to a running gateway find it: the flags win over the environment. */
const GATEWAY = {
  url: { type: "string" },
  token: { type: "string" },
  "wait-for-gateway": { type: "boolean" },
} as const;

/** `--env-file FILE`: settings from a `.env` file, under the environment (`env-file.ts`). */
const ENV_FILE = { "env-file": { type: "string" } } as const;

export const SERVE_OPTIONS = {
  ...HELP,
  ...ENV_FILE,
  port: { type: "string" },
  host: { type: "string" },
  db: { type: "string" },
  check: { type: "boolean" },
} as const;

export const MCP_OPTIONS = {
  ...HELP,
  ...ENV_FILE,
  session: { type: "string" },
  port: { type: "string" },
  db: { type: "string" },
  url: { type: "string" },
  token: { type: "string" },
} as const;

export const ASK_OPTIONS = {
  ...HELP,
  ...GATEWAY,
  session: { type: "string" },
  json: { type: "string" },
  question: { type: "string" },
  header: { type: "string" },
  option: { type: "string", multiple: true },
  multi: { type: "boolean" },
  id: { type: "string" },
  timeout: { type: "string" },
} as const;

export const ANSWER_OPTIONS = {
  ...HELP,
  ...GATEWAY,
  session: { type: "string" },
  locale: { type: "string" },
} as const;

export const LIST_OPTIONS = {
  ...HELP,
  ...GATEWAY,
  session: { type: "string" },
  status: { type: "string" },
  json: { type: "boolean" },
} as const;

export const CANCEL_OPTIONS = {
  ...HELP,
  ...GATEWAY,
  reason: { type: "string" },
} as const;

/** Every command, with its flags, in the order the overview lists them. */
export const COMMAND_OPTIONS = {
  serve: SERVE_OPTIONS,
  mcp: MCP_OPTIONS,
  ask: ASK_OPTIONS,
  answer: ANSWER_OPTIONS,
  list: LIST_OPTIONS,
  cancel: CANCEL_OPTIONS,
} as const;

export type CommandName = keyof typeof COMMAND_OPTIONS;

export function isCommandName(name: string): name is CommandName {
  return Object.hasOwn(COMMAND_OPTIONS, name);
}
