import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // These need the machine to themselves: `vitest.serial.config.ts` runs them afterwards.
    exclude: ["test/load/**", "test/cluster/**", "test/package/**", "**/node_modules/**"],
    globalSetup: ["test/support/global-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // A browser or a fake platform under a full parallel run can take seconds to catch up;
    // a poll still fails fast when what it waits for never comes within a test's time.
    expect: { poll: { timeout: 10_000 } },
  },
});
