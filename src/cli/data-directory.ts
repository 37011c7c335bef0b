import { mkdirSync } from "node:fs";
import { posix, win32 } from "node:path";

type Env = Record<string, string | undefined>;

/** The folder inside the platform's data directory that holds ask-user's files. */
const APP_FOLDER = "ask-user";

/**
 * Where `ask-user mcp` keeps its embedded gateway's data when no `--db` or `ASK_USER_DB` says
 * otherwise: never the working directory, which is `/` under a desktop MCP host and the user's
 * repository under a coding agent.
 *
 * - `ASK_USER_DATA_DIR`, when set, as given;
 * - on Windows `%LOCALAPPDATA%\ask-user`, else `%APPDATA%\ask-user`, else
 *   `<home>\AppData\Local\ask-user`;
 * - elsewhere `$XDG_DATA_HOME/ask-user` when that is an absolute path (the XDG spec says a
 *   relative one is to be ignored), else `~/Library/Application Support/ask-user` on macOS and
 *   `~/.local/share/ask-user` on Linux and the other Unixes.
 *
 * Pure: the platform, the environment and the home directory come in, a path goes out.
 */
export function userDataDirectory(platform: string, env: Env, home: string): string {
  const own = env.ASK_USER_DATA_DIR;
  if (own) return own;
  if (platform === "win32") {
    for (const base of [env.LOCALAPPDATA, env.APPDATA])
      if (base && win32.isAbsolute(base)) return win32.join(base, APP_FOLDER);
    return win32.join(home, "AppData", "Local", APP_FOLDER);
  }
  const xdg = env.XDG_DATA_HOME;
  if (xdg && posix.isAbsolute(xdg)) return posix.join(xdg, APP_FOLDER);
  if (platform === "darwin") return posix.join(home, "Library", "Application Support", APP_FOLDER);
  return posix.join(home, ".local", "share", APP_FOLDER);
}

/**
 * Makes `directory` with its parents if missing, readable by this user only (0700). Throws
 * an error naming the directory and what to do when it cannot be made.
 */
export function makeDataDirectory(directory: string): void {
  try {
    mkdirSync(directory, { recursive: true, mode: 0o700 });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `cannot create the data directory ${directory} (${reason}): set ASK_USER_DATA_DIR to a writable directory, or choose a database with --db`,
    );
  }
}
