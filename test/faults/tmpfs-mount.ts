import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, statfsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface TmpfsMount {
  dir: string;
  /** Bytes a non-root writer could still add. */
  freeBytes(): number;
  unmount(): void;
}

/**
 * A small tmpfs at a fresh directory, so a test can fill a disk without touching the machine's
 * own. Needs root; without it the test fails here and says so instead of skipping.
 */
export function mountTmpfs(sizeBytes: number): TmpfsMount {
  const dir = mkdtempSync(join(tmpdir(), "ask-user-tmpfs-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${sizeBytes}`, "tmpfs", dir], {
      stdio: ["ignore", "ignore", "pipe"],
    });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const stderr = String((error as { stderr?: unknown }).stderr ?? "").trim();
    throw new Error(
      `cannot mount a ${sizeBytes}-byte tmpfs at ${dir} (the disk-full test needs root for mount -t tmpfs): ${stderr || (error as Error).message}`,
    );
  }
  return {
    dir,
    freeBytes() {
      const stats = statfsSync(dir);
      return stats.bavail * stats.bsize;
    },
    unmount() {
      execFileSync("umount", [dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
