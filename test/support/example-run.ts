import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { withoutAskUserEnv } from "./child-gateway.js";
import { collectOutput } from "./process-output.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** One of `examples/` running as its header says to run it, its output collected. */
export interface ExampleRun {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

/** Runs `examples/<file>` with `node --import tsx`, with `env` over an ASK_USER_*-free one. */
export function runExample(file: string, env: Record<string, string>): ExampleRun {
  const child = spawn(process.execPath, ["--import", "tsx", `examples/${file}`], {
    cwd: ROOT,
    env: { ...withoutAskUserEnv(process.env), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return {
    child,
    ...collectOutput(child),
    exited: new Promise((resolve) => child.once("exit", resolve)),
  };
}
