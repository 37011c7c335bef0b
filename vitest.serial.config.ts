import { defineConfig } from "vitest/config";

/**
 * Tests that must not share the machine with the main run, one file at a time within a run: the
 * paced load test (its 1,000 answers a second need a core of their own), the
 * cluster tests (one restarts the PostgreSQL server other test files use) and the package tests
 * (npm pack, a local registry and global installs keep the cores busy). `npm test`
 * (scripts/run-tests.mjs) runs the load test (about one core) and the cluster files (mostly
 * waiting: half a core on average) as two runs side by side, then the package files.
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
