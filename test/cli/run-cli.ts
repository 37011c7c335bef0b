import { type ChildProcess, spawn } from "node:child_process";
import { CLI_PATH, withoutAskUserEnv } from "../support/child-gateway.js";
import { collectOutput } from "../support/process-output.js";

/** One run of the built CLI as a real process, its output collected as it comes. */
export interface CliRun {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** When the process was spawned (`Date.now()`). */
  startedAt: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const running = new Set<ChildProcess>();

/**
 * Spawns `ask-user <args>` with only the given `ASK_USER_*` variables; `stdin` is written to
 * the process and closed, else there is no stdin.
 */
export function runCli(args: string[], env: Record<string, string> = {}, stdin?: string): CliRun {
  const startedAt = Date.now();
  const child = spawn(process.execPath, [CLI_PATH, ...args], {
    env: { ...withoutAskUserEnv(process.env), ...env },
    stdio: [stdin === undefined ? "ignore" : "pipe", "pipe", "pipe"],
  });
  if (stdin !== undefined) child.stdin?.end(stdin);
  running.add(child);
  const output = collectOutput(child);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("close", (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  return { child, ...output, startedAt, exited };
}

/** SIGKILLs every CLI run still going; for `afterEach`. */
export function killCliRuns(): void {
  for (const child of running) child.kill("SIGKILL");
}

/** Polls `probe` every 25 ms until it returns a value. */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 15_000,
): Promise<T> {
  const giveUpAt = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > giveUpAt) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
