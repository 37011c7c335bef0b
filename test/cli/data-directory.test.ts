import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeDataDirectory, userDataDirectory } from "../../src/cli/data-directory.js";

describe("the user's data directory for ask-user mcp's embedded gateway", () => {
  it.each([
    ["linux without XDG_DATA_HOME", "linux", {}, "/home/ana", "/home/ana/.local/share/ask-user"],
    [
      "linux with XDG_DATA_HOME",
      "linux",
      { XDG_DATA_HOME: "/srv/xdg" },
      "/home/ana",
      "/srv/xdg/ask-user",
    ],
    [
      "linux with a relative XDG_DATA_HOME, which the XDG spec says to ignore",
      "linux",
      { XDG_DATA_HOME: "relative/data" },
      "/home/ana",
      "/home/ana/.local/share/ask-user",
    ],
    [
      "linux with an empty XDG_DATA_HOME",
      "linux",
      { XDG_DATA_HOME: "" },
      "/home/ana",
      "/home/ana/.local/share/ask-user",
    ],
    ["freebsd, as Linux", "freebsd", {}, "/home/ana", "/home/ana/.local/share/ask-user"],
    ["darwin", "darwin", {}, "/Users/ana", "/Users/ana/Library/Application Support/ask-user"],
    [
      "darwin with XDG_DATA_HOME",
      "darwin",
      { XDG_DATA_HOME: "/Users/ana/.xdg" },
      "/Users/ana",
      "/Users/ana/.xdg/ask-user",
    ],
    [
      "win32 with LOCALAPPDATA",
      "win32",
      {
        LOCALAPPDATA: "C:\\Users\\ana\\AppData\\Local",
        APPDATA: "C:\\Users\\ana\\AppData\\Roaming",
      },
      "C:\\Users\\ana",
      "C:\\Users\\ana\\AppData\\Local\\ask-user",
    ],
    [
      "win32 with APPDATA only",
      "win32",
      { APPDATA: "C:\\Users\\ana\\AppData\\Roaming" },
      "C:\\Users\\ana",
      "C:\\Users\\ana\\AppData\\Roaming\\ask-user",
    ],
    [
      "win32 with neither",
      "win32",
      {},
      "C:\\Users\\ana",
      "C:\\Users\\ana\\AppData\\Local\\ask-user",
    ],
    [
      "win32, where XDG_DATA_HOME means nothing",
      "win32",
      { XDG_DATA_HOME: "/xdg", LOCALAPPDATA: "D:\\Local" },
      "C:\\Users\\ana",
      "D:\\Local\\ask-user",
    ],
  ])("%s", (_case, platform, env: Record<string, string>, home, expected) => {
    expect(userDataDirectory(platform, env, home)).toBe(expected);
  });

  it.each([
    ["linux", { XDG_DATA_HOME: "/srv/xdg" }, "/home/ana"],
    ["darwin", {}, "/Users/ana"],
    ["win32", { LOCALAPPDATA: "C:\\Users\\ana\\AppData\\Local" }, "C:\\Users\\ana"],
  ])("ASK_USER_DATA_DIR wins on %s", (platform, env: Record<string, string>, home) => {
    expect(userDataDirectory(platform, { ...env, ASK_USER_DATA_DIR: "/data/ask" }, home)).toBe(
      "/data/ask",
    );
  });

  it("is made with its parents, for this user only", async () => {
    const root = await mkdtemp(join(tmpdir(), "ask-user-data-dir-"));
    try {
      const directory = join(root, "a", "b", "ask-user");
      makeDataDirectory(directory);
      makeDataDirectory(directory); // already there: nothing to do
      const made = await stat(directory);
      expect(made.isDirectory()).toBe(true);
      if (process.platform !== "win32") expect(made.mode & 0o777).toBe(0o700);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it("says which directory it could not make, and what to do", () => {
    // A directory under a file's path cannot be made, even by root.
    expect(() => makeDataDirectory(join(process.execPath, "ask-user"))).toThrow(
      /^cannot create the data directory .+ask-user \(.+\): set ASK_USER_DATA_DIR to a writable directory, or choose a database with --db$/,
    );
  });
});
