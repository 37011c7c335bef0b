import { userInfo } from "node:os";
import { isLocale, type Locale, SUPPORTED_LOCALES } from "../core/index.js";
import type { CliIo } from "./ask-command.js";
import { connectGateway, type GatewayFlags } from "./connect-gateway.js";
import { styleFor } from "./terminal/ansi-style.js";
import { AnswerApp } from "./terminal/answer-app.js";
import { RawTerminal, type TerminalStreams } from "./terminal/raw-terminal.js";

export interface AnswerFlags extends GatewayFlags {
  session?: string;
  locale?: string;
}

/** The surface name the gateway records for answers given here. */
export const TERMINAL_SURFACE = "terminal";

/**
 * `ask-user answer`: a terminal for the human (SPEC C4). Lists the pending questions of one
 * session or all, answers them with arrow and number keys, Other… and Skip, or a reply typed in
 * words (`r`) that the gateway's parser reads, follows the gateway's events and rides out its
 * restarts (no gateway at the start fails at once, unless --wait-for-gateway). `q` or Ctrl-C
 * leave questions pending.
 * Exit code 0 for `q`, 130 for Ctrl-C; on exit it prints the summaries of what was answered.
 */
export async function runAnswerCommand(
  flags: AnswerFlags,
  io: CliIo,
  streams: TerminalStreams = { input: process.stdin, output: process.stdout },
): Promise<number> {
  const locale = readLocale(flags.locale, io.env.ASK_USER_LOCALE);
  if (flags.session !== undefined && flags.session.trim() === "")
    throw new Error("--session: expected a session key");
  if (!streams.input.isTTY || !streams.output.isTTY)
    throw new Error("answer needs a terminal: run it with stdin and stdout on a TTY");

  // With --wait-for-gateway the app itself waits: it shows "Connecting…" until the gateway answers.
  const { client } = await connectGateway("human", flags, io.env, {
    clientRetries: true,
    stderr: io.stderr,
  });
  const userId = loginName(io.env);
  const app = new AnswerApp({
    client,
    terminal: new RawTerminal(streams),
    locale,
    style: styleFor(io.env),
    sessionId: flags.session,
    responder: { surface: TERMINAL_SURFACE, ...(userId === undefined ? {} : { userId }) },
  });
  const { code, history } = await app.run();
  for (const line of history) io.stdout(`${line}\n`);
  return code;
}

/** `--locale`, else ASK_USER_LOCALE (as the gateway reads it), else English. */
function readLocale(flag: string | undefined, env: string | undefined): Locale {
  if (flag !== undefined) {
    if (!isLocale(flag))
      throw new Error(`--locale: expected one of ${SUPPORTED_LOCALES.join(", ")}, got "${flag}"`);
    return flag;
  }
  if (env === undefined || env === "") return "en";
  if (!isLocale(env))
    throw new Error(
      `ASK_USER_LOCALE: expected one of ${SUPPORTED_LOCALES.join(", ")}, got "${env}"`,
    );
  return env;
}

/** Who is answering, as the gateway records it (`userId`); none when it cannot be told. */
function loginName(env: Record<string, string | undefined>): string | undefined {
  let name: string | undefined;
  try {
    name = userInfo().username;
  } catch {
    name = env.USER ?? env.LOGNAME;
  }
  return name !== undefined && name !== "" && name.length <= 256 ? name : undefined;
}
