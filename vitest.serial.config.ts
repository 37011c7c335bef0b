import { defineConfig } from "vitest/config";

/**
 * Tests that must not share the machine with the main run, one file at a time within a run: the
 * paced load test (its 1,000 answers a second need a core of their own), the
 * cluster tests (one restarts the PostgreSQL server other test files use) and the package tests
 * (npm pack, a local registry and global installs keep the cores busy). `npm test`
 * (scripts/run-tests.mjs) runs them as pairs of runs side by side: the three-gateway test with
 * the package files, then the load test with the cluster crash tests (idle gateways waiting
 * out leases).
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
