import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { StoreUnavailableError } from "../../src/store/question-store.js";
import { openFailure } from "../../src/store/sqlite/sqlite-errors.js";
import { SqliteQuestionStore } from "../../src/store/sqlite/sqlite-question-store.js";

const directory = mkdtempSync(join(tmpdir(), "ask-user-sqlite-open-"));
afterAll(() => {
  rmSync(directory, { recursive: true, force: true });
});

/** Why opening `path` failed, as the gateway's start would report it. */
async function openError(path: string): Promise<Error> {
  const error = await SqliteQuestionStore.open({ path }).then(
    async (store) => {
      await store.close();
      throw new Error(`${path} opened`);
    },
    (reason: unknown) => reason as Error,
  );
  return error;
}

describe("a SQLite database that cannot be opened", () => {
  it("names the path and says it is a directory", async () => {
    const error = await openError(directory);
    expect(error.message).toBe(
      `cannot open the SQLite database at ${directory}: it is a directory`,
    );
    // Still a store that is unavailable, not an internal error.
    expect(error).toBeInstanceOf(StoreUnavailableError);
  });

  it("names the path of a file that is no database", async () => {
    const path = join(directory, "notes.db");
    writeFileSync(path, "these are notes, not a database, and long enough to be read as one\n");
    expect((await openError(path)).message).toBe(
      `cannot open the SQLite database at ${path}: it is not a SQLite database`,
    );
  });

  it("says when a part of the directory is a file", async () => {
    const file = join(directory, "plain-file");
    writeFileSync(file, "");
    const path = join(file, "ask-user.db");
    expect((await openError(path)).message).toBe(
      `cannot open the SQLite database at ${path}: a part of its directory is a file`,
    );
  });

  // Permissions do not hold back root, who runs CI: the wording is checked without a real file.
  it("says permission denied when the directory cannot be created", () => {
    const denied = Object.assign(new Error("EACCES: permission denied, mkdir '/srv/x'"), {
      code: "EACCES",
    });
    const error = openFailure("/srv/x/ask-user.db", denied);
    expect(error.message).toBe(
      "cannot open the SQLite database at /srv/x/ask-user.db: permission denied",
    );
    expect(error.cause).toBe(denied);
  });
});
