import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The built CLI; `test/support/global-setup.ts` checks it exists. */
export const CLI_PATH = fileURLToPath(new URL("../../dist/bin/ask-user.js", import.meta.url));

const START_TIMEOUT_MS = 15_000;

export interface TempDb {
  dir: string;
  /** A SQLite file inside `dir` (created by the gateway on first start). */
  path: string;
  cleanup(): Promise<void>;
}

/** A fresh directory for one test's database; `cleanup` removes it with everything in it. */
export async function createTempDb(prefix = "ask-user-test-"): Promise<TempDb> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  return {
    dir,
    path: join(dir, "ask-user.db"),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

export interface ChildGatewayOptions {
  db: string;
  /** 0 (the default) lets the OS pick a free port. */
  port?: number;
  /** Extra environment variables, e.g. `ASK_USER_TOKEN`. */
  env?: Record<string, string>;
}

export interface ChildGateway {
  url: string;
  port: number;
  pid: number;
  process: ChildProcess;
  /** Everything the gateway wrote so far. */
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code and signal once the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** `kill -9`: no chance to clean up. Resolves once the process is gone. */
  crash(): Promise<void>;
  /** SIGTERM: a graceful stop. Resolves with the exit code once the process is gone. */
  stop(): Promise<number | null>;
}

/** Every child started and not yet known to have exited, so a failing test never leaks one. */
const running = new Set<ChildProcess>();

/**
 * Runs `ask-user serve` on the given database as a real child process, and resolves once it
 * printed its "gateway listening" line.
 */
export async function startChildGateway(options: ChildGatewayOptions): Promise<ChildGateway> {
  const child = spawn(
    process.execPath,
    [
      CLI_PATH,
      "serve",
      "--port",
      String(options.port ?? 0),
      "--host",
      "127.0.0.1",
      "--db",
      options.db,
    ],
    {
      env: { ...withoutAskUserEnv(process.env), ...options.env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  running.add(child);
  let stdout = "";
  let stderr = "";
  child.stdout?.setEncoding("utf8");
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once("exit", (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
  });

  const url = await new Promise<string>((resolve, reject) => {
    let buffered = "";
    let settled = false;
    const fail = (why: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill("SIGKILL");
      reject(new Error(`ask-user serve ${why}\nstdout:\n${stdout}\nstderr:\n${stderr}`));
    };
    const timer = setTimeout(
      () => fail(`did not start within ${START_TIMEOUT_MS} ms`),
      START_TIMEOUT_MS,
    );
    child.stdout?.on("data", (chunk: string) => {
      stdout += chunk;
      buffered += chunk;
      let newline = buffered.indexOf("\n");
      while (newline >= 0) {
        const line = buffered.slice(0, newline);
        buffered = buffered.slice(newline + 1);
        newline = buffered.indexOf("\n");
        const parsed = parseJsonLine(line);
        if (!settled && parsed?.msg === "gateway listening" && typeof parsed.url === "string") {
          settled = true;
          clearTimeout(timer);
          resolve(parsed.url);
        }
      }
    });
    child.once("error", (error) => fail(`could not be spawned: ${error.message}`));
    void exited.then(({ code, signal }) => fail(`exited early (code ${code}, signal ${signal})`));
  });

  return {
    url,
    port: Number(new URL(url).port),
    pid: child.pid as number,
    process: child,
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
    async crash() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return (await exited).code;
    },
  };
}

/** Kills (SIGKILL) every child gateway still running; for `afterAll`/`afterEach`. */
export async function killAllChildGateways(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once("exit", () => resolve());
          child.kill("SIGKILL");
        }),
    ),
  );
}

/** A port that was free a moment ago, for tests that must restart a gateway on the same port. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The environment without `ASK_USER_*`, so a developer's settings never leak into a test. */
export function withoutAskUserEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(env))
    if (value !== undefined && !key.startsWith("ASK_USER_")) clean[key] = value;
  return clean;
}

export interface JsonResponse {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response fields
  body: any;
}

/** One HTTP request with an optional JSON body; the response body parsed as JSON if it is JSON. */
export async function requestJson(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<JsonResponse> {
  const response = await fetch(url, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text === "" ? undefined : JSON.parse(text);
  } catch {
    // Not JSON: keep the text.
  }
  return { status: response.status, body: parsed };
}

function parseJsonLine(line: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(line);
    return parsed !== null && typeof parsed === "object"
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The process whose TCP connection has local port `port` (a peer's remote port), as `ss`
 * shows it: which of several gateways sent the request a fake received.
 */
export function processOnPort(port: number): number | undefined {
  const listing = execFileSync("ss", ["-tnpH", `sport = :${port}`], { encoding: "utf8" });
  const found = /pid=(\d+)/u.exec(listing);
  return found ? Number(found[1]) : undefined;
}
