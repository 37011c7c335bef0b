import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Files that mostly wait on the wall clock (30 s minimum question timeouts).
 * They start first: a worker waiting on a clock costs no CPU, and one started last would
 * stretch the run by its whole wait.
 */
const CLOCK_BOUND = [
  "test/gateway/crash-recovery.test.ts",
  "test/gateway/race.test.ts",
  "test/ui/expiry.test.ts",
  "test/ui/summaries.test.ts",
];

/**
 * Vitest orders by the durations it cached from the last run, else by file size; that cache
 * is missing on a fresh checkout and partial after a run of a few files, so the clock-bound
 * files are put first whatever it holds.
 */
class ClockBoundFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) =>
      CLOCK_BOUND.some((name) => file.moduleId.endsWith(name)) ? 0 : 1;
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // These need the machine to themselves: `vitest.serial.config.ts` runs them afterwards.
    exclude: ["test/load/**", "test/cluster/**", "test/package/**", "**/node_modules/**"],
    globalSetup: ["test/support/global-setup.ts", "test/support/chromium.ts"],
    // Vitest's default on two cores is one worker, yet most files mostly wait (gateways,
    // browsers, sockets): four keep both cores busy.
    maxWorkers: 4,
    // A fresh module graph per file cost more CPU (~200 s of imports) than the tests; no file
    // mocks modules, and each starts its own gateways and stores.
    isolate: false,
    sequence: { sequencer: ClockBoundFirst },
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // A browser or a fake platform under a full parallel run can take seconds to catch up;
    // a poll still fails fast when what it waits for never comes within a test's time.
    expect: { poll: { timeout: 10_000 } },
  },
});
