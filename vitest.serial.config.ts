import { defineConfig } from "vitest/config";

/**
 * Tests that must not share the machine with the main run, one file at a time within a run: the
 * paced load test (not measured against other tests competing for the same two cores), the
 * cluster tests (one restarts the PostgreSQL server other test files use) and the package tests
 * (npm pack, a local registry and global installs keep the cores busy). `npm test`
 * (scripts/run-tests.mjs) runs the cluster and package files as two runs side by side (the
 * cluster tests mostly wait), then the load test alone.
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
