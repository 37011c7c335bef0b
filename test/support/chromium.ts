import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";
import type { TestProject } from "vitest/node";

/**
 * Browser tests drive Debian's Chromium (`apt-get install -y chromium`) through playwright-core.
 * Nothing is ever downloaded: the executable is the system one.
 */
export const CHROMIUM_PATH = "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-background-networking",
  "--disable-gpu",
  "--disable-dev-shm-usage",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The shared Chromium's Playwright endpoint, when the run has one. */
    chromiumEndpoint?: string;
  }
}

/**
 * One Chromium for the whole run (a vitest global setup): each browser test file connects to it
 * instead of launching its own, which cost about 1.5 s of CPU per file. Files stay apart: each
 * works in browser contexts of its own, closed with the file's connection.
 */
export default async function startSharedChromium(project: TestProject) {
  // Without Chromium, a run of tests that need none still goes on; a browser test then fails
  // launching its own, saying what is missing.
  if (!existsSync(CHROMIUM_PATH)) return;
  const server = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  project.provide("chromiumEndpoint", server.wsEndpoint());
  return () => server.close();
}
