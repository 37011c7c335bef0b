import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { readdirSync, readFileSync } from "node:fs";
import { createInterface } from "node:readline";

const START_TIMEOUT_MS = 15_000;
const STOP_TIMEOUT_MS = 5_000;

/** Every gateway still running, so an exit path can kill what a failure left behind. */
const running = new Set<ChildProcess>();

/**
 * Answers per minute per source for a measured gateway: far above any load here, because every
 * request comes from loopback and the default limit is meant for humans.
 */
export const UNLIMITED_ANSWER_RATE = "100000000";

export interface GatewayProcessOptions {
  /** Extra Node flags, such as `--inspect=127.0.0.1:0` for heap figures. */
  nodeArgs?: string[];
  /** Extra environment variables for the gateway. */
  env?: Record<string, string>;
}

export interface GatewayProcess {
  url: string;
  pid: number;
  /** The inspector's WebSocket URL when started with `--inspect`. */
  inspectorUrl: string | undefined;
  /** Lines the gateway logged at level "error" (internal errors) so far. */
  errorLines: string[];
  stop(): Promise<void>;
  /** Kills the gateway with SIGKILL (a crash: nothing of it runs on) and waits for its exit. */
  crash(): Promise<void>;
}

/** Starts `node dist/bin/ask-user.js serve` on an ephemeral loopback port and waits until it listens. */
export async function startGatewayProcess(
  cliPath: string,
  dbPath: string,
  options: GatewayProcessOptions = {},
): Promise<GatewayProcess> {
  const child = spawn(
    process.execPath,
    [
      ...(options.nodeArgs ?? []),
      cliPath,
      "serve",
      "--port",
      "0",
      "--host",
      "127.0.0.1",
      "--db",
      dbPath,
    ],
    {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...gatewayEnv(), ASK_USER_ANSWER_RATE: UNLIMITED_ANSWER_RATE, ...options.env },
    },
  );
  running.add(child);
  child.once("exit", () => running.delete(child));

  let stderr = "";
  let inspectorUrl: string | undefined;
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (text: string) => {
    stderr = (stderr + text).slice(-4000);
    inspectorUrl ??= /Debugger listening on (ws:\/\/\S+)/.exec(stderr)?.[1];
  });
  const errorLines: string[] = [];

  try {
    const url = await waitForListening(child, errorLines, () => stderr);
    return {
      url,
      pid: child.pid as number,
      get inspectorUrl() {
        return inspectorUrl;
      },
      errorLines,
      stop: () => stopChild(child),
      crash: async () => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = once(child, "exit");
        child.kill("SIGKILL");
        await exited;
      },
    };
  } catch (error) {
    await stopChild(child);
    throw error;
  }
}

/** Kills every gateway still running; synchronous so it also works in an `exit` handler. */
export function killAllGateways(): void {
  for (const child of running) child.kill("SIGKILL");
}

/** Resident set size of a process, in bytes (Linux `/proc`). */
export function readRssBytes(pid: number): number {
  return readStatusKb(pid, "VmRSS") * 1024;
}

/** Peak resident set size of a process, in bytes. */
export function readPeakRssBytes(pid: number): number {
  return readStatusKb(pid, "VmHWM") * 1024;
}

/**
 * CPU time (user + system) in clock ticks: of process `pid`, or with `"thread-self"` of the
 * calling thread alone (what the agent's `ask()` costs, apart from a human on another thread).
 */
export function readCpuTicks(pid: number | "thread-self"): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // The command name may contain spaces; fields are counted after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * Voluntary context switches of every thread of process `pid` so far: each is a thread going to
 * sleep to wait (for a message, a socket, a lock), so the count of wake-ups a piece of work
 * costs, which does not drift with the machine's load as times do. A thread that ended takes
 * its count with it: compare counts taken while the same threads live.
 */
export function readVoluntarySwitches(pid: number): number {
  let total = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      const status = readFileSync(`/proc/${pid}/task/${task}/status`, "utf8");
      total += Number(/^voluntary_ctxt_switches:\s+(\d+)/m.exec(status)?.[1] ?? 0);
    } catch {
      // The thread ended between listing and reading.
    }
  }
  return total;
}

function readStatusKb(pid: number, field: string): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status);
  if (!match) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(match[1]);
}

/** The caller's environment without ASK_USER_* settings, so a stray token or port cannot leak in. */
function gatewayEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith("ASK_USER_")),
  );
}

function waitForListening(
  child: ChildProcess,
  errorLines: string[],
  stderr: () => string,
): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`gateway did not start in ${START_TIMEOUT_MS} ms\n${stderr()}`)),
      START_TIMEOUT_MS,
    );
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`gateway exited early (code ${code}, signal ${signal})\n${stderr()}`));
    });
    // Keep reading stdout for the whole run: a full pipe would stall the gateway.
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (line) => {
      const entry = parseLogLine(line);
      if (entry?.level === "error") errorLines.push(line);
      if (entry?.msg === "gateway listening" && typeof entry.url === "string") {
        clearTimeout(timer);
        resolve(entry.url);
      }
    });
  });
}

function parseLogLine(line: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
