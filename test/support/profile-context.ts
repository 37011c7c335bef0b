import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, type BrowserContextOptions, chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.js";

/**
 * Chromium with a profile on disk, for what an incognito context cannot do: Chromium reports
 * every app as not installable there ("in-incognito"). The profile is deleted on close.
 */
export async function launchProfileContext(
  options: BrowserContextOptions,
): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), "ask-user-profile-"));
  const context = await chromium.launchPersistentContext(profile, {
    ...options,
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  context.setDefaultTimeout(10_000);
  return {
    context,
    async close() {
      await context.close().catch(() => {});
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
