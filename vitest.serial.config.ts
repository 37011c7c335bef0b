import { defineConfig } from "vitest/config";

/**
 * Tests that need the machine to themselves, one file at a time, after the main run: the paced
 * load test (not measured against the rest of the suite competing for the same two cores) and
 * the cluster test (it restarts the PostgreSQL server other test files use), and the package test
 * (npm pack and a global install that compiles better-sqlite3 keep both cores busy for minutes).
 */
export default defineConfig({
  test: {
    include: ["test/load/**/*.test.ts", "test/cluster/**/*.test.ts", "test/package/**/*.test.ts"],
    globalSetup: ["test/support/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 60_000,
  },
});
