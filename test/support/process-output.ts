import type { ChildProcess } from "node:child_process";

/** A child's stdout and stderr, collected as they come (UTF-8). */
export function collectOutput(child: ChildProcess): { stdout(): string; stderr(): string } {
  let stdout = "";
  let stderr = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk;
  });
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  return { stdout: () => stdout, stderr: () => stderr };
}
