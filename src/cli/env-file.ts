import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseEnv } from "node:util";

/**
 * `--env-file FILE` (serve, mcp): the settings of a `.env` file (`NAME=value` lines, `#`
 * comments, quoted values, as `node --env-file` reads them, by `util.parseEnv`) under the
 * environment. As with `node --env-file`, a variable the environment already has wins, even
 * an empty one; the file's are for what it leaves unset. `process.env` itself is left alone.
 * A file that cannot be read is an error naming its path.
 */
export function withEnvFile(
  path: string,
  env: Record<string, string | undefined>,
): Record<string, string | undefined> {
  if (path.trim() === "") throw new Error("--env-file: expected a file's path, got nothing");
  const fullPath = resolve(path);
  let text: string;
  try {
    text = readFileSync(fullPath, "utf8");
  } catch (error) {
    throw new Error(`--env-file: cannot read ${fullPath}: ${readProblem(error)}`);
  }
  const merged: Record<string, string | undefined> = { ...parseEnv(text) };
  for (const [name, value] of Object.entries(env)) if (value !== undefined) merged[name] = value;
  return merged;
}

function readProblem(error: unknown): string {
  switch ((error as { code?: unknown } | undefined)?.code) {
    case "ENOENT":
      return "no such file";
    case "EISDIR":
      return "it is a directory";
    case "EACCES":
    case "EPERM":
      return "permission denied";
    default:
      return error instanceof Error ? error.message : String(error);
  }
}
