import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll } from "vitest";
import type { QuestionView } from "../../src/client/client-types.js";
import {
  type ChildGateway,
  createTempDb,
  killAllChildGateways,
  startChildGateway,
  type TempDb,
  withoutAskUserEnv,
} from "./child-gateway.js";
import { pendingQuestion } from "./mcp-clients.js";
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

/**
 * A gateway process with a database of its own, started before the file's examples and stopped
 * after them; call at the top level of a test file.
 */
export function useExampleGateway(): { readonly url: string } {
  let db: TempDb | undefined;
  let gateway: ChildGateway | undefined;
  beforeAll(async () => {
    db = await createTempDb();
    gateway = await startChildGateway({ db: db.path });
  });
  afterAll(async () => {
    await killAllChildGateways();
    await db?.cleanup();
  });
  return {
    get url() {
      if (!gateway) throw new Error("call useExampleGateway() at the top level of the test file");
      return gateway.url;
    },
  };
}

/** Runs an example for `use`, and kills it however `use` ends. */
export async function withExample(
  file: string,
  env: Record<string, string>,
  use: (example: ExampleRun) => Promise<void>,
): Promise<void> {
  const example = runExample(file, env);
  try {
    await use(example);
  } finally {
    example.child.kill("SIGKILL");
  }
}

/** The session's pending question once it is another than `after` (20 s at most). */
export async function nextPendingQuestion(
  gatewayUrl: string,
  sessionId: string,
  after?: QuestionView,
): Promise<QuestionView> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const question = await pendingQuestion(gatewayUrl, sessionId, {}, 20_000);
    if (question.id !== after?.id) return question;
    if (Date.now() > deadline)
      throw new Error(`no question after ${after.id} in session ${sessionId}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
